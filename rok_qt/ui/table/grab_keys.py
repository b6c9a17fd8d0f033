"""A relay grab turn (R7.1) from the keyboard alone, and in words for a screen reader.

The arrows, Page Down, Page Up and Home walk a ring over the free face-up stones and the
balance stones (`ring_walk`); each stone ringed is said ("grey uruz, face up, near Anna").
Enter or Space on the ringed stone marks it; on a second stone it proposes the pair (or the
twin claim) and says so; Enter or Space again takes it, stamped by that key's own event. So no
single key press takes a pair. Backspace puts the last pick back; Esc drops the proposal, the
mark, then the ring itself. With no ring on the table Enter ends the turn (as a mouse player's
Enter always did); Ctrl+Enter ends it with the ring there too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from rok_qt.model.grab import pick_stones
from rok_qt.model.state import TwinPick
from rok_qt.ui.access.stone_words import StoneWords
from rok_qt.ui.input.one_hand import as_table_key
from rok_qt.ui.table.ring_walk import RingWalk, round_order
from rok_qt.ui.table.spatial_nav import Direction
from rok_qt.ui.texts import joined_names, stone_name

if TYPE_CHECKING:
    from rok_qt.ui.table.grab_tool import GrabTool

translate = QCoreApplication.translate

ARROWS = {Qt.Key.Key_Up: Direction.UP, Qt.Key.Key_Down: Direction.DOWN,
          Qt.Key.Key_Left: Direction.LEFT, Qt.Key.Key_Right: Direction.RIGHT}
ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
PUT_BACK = (Qt.Key.Key_Backspace, Qt.Key.Key_Delete)


class GrabKeys:
    """The keys of one relay turn, for its tool; says what each key did (`scene.say`)."""

    def __init__(self, tool: GrabTool) -> None:
        self.tool = tool
        self.walk = RingWalk(tool.scene, tool.seat, tool.key_targets)
        self.words = StoneWords()

    def close(self) -> None:
        """The turn is over: the ring leaves the table."""
        self.walk.close()

    def key(self, event: QKeyEvent) -> bool:
        """Act on one key (a cluster's key as the table key it stands for); True when it was
        the turn's."""
        event = as_table_key(event)
        key = Qt.Key(event.key())
        tool = self.tool
        if key in ENTER and (event.modifiers() & Qt.KeyboardModifier.ControlModifier
                             or self.walk.stone is None):
            tool.done_requested.emit()
        elif key in ENTER or key == Qt.Key.Key_Space:
            # Space is swallowed even without a ring: it must never reach the Done action.
            if self.walk.stone is not None and not tool.closed:
                self._act(tool.stamp(event.timestamp()))
        elif key == Qt.Key.Key_Escape:
            self._escape()
        elif key in ARROWS:
            self._moved(self.walk.stone, self.walk.arrow(ARROWS[key]))
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self._rounded(self.walk.round(key == Qt.Key.Key_PageDown))
        elif key == Qt.Key.Key_Home:
            self._moved(None, self.walk.nearest())
        elif key in PUT_BACK:
            self._put_back()
        else:
            return False
        return True

    # --- what each key does ---------------------------------------------------------------
    def _moved(self, before: int | None, stone: int | None) -> None:
        self._note()
        if stone is None:
            self._say(translate("GrabKeys", "No stone left to take."))
        elif stone == before:
            self._say(translate("GrabKeys", "Nothing further that way."))
        else:
            self._say(self._stone(stone))

    def _rounded(self, stone: int | None) -> None:
        """Round the table: the stone, and where it is in the round ("3 of 14")."""
        self._note()
        if stone is None:
            self._say(translate("GrabKeys", "No stone left to take."))
            return
        order = round_order(self.walk.targets())
        self._say(translate("GrabKeys", "{stone}; {n} of {count}").format(
            stone=self._stone(stone), n=order.index(stone) + 1, count=len(order)))

    def _act(self, ms: float) -> None:
        tool = self.tool
        stone = self.walk.stone
        assert stone is not None
        marked = tool.selected
        done = tool.key_click(tool.scene.stones[stone], ms)
        if done == "marked":
            self._say(translate("GrabKeys", "{stone} marked: ring its twin, or a balance "
                                            "stone, and press Enter.").format(
                                                stone=stone_name(stone)))
        elif done == "proposed" and marked is not None:
            self._say(translate("GrabKeys", "{first} with {second}: Enter again takes "
                                            "them, Esc cancels.").format(
                                                first=stone_name(marked),
                                                second=stone_name(stone)))
        elif done == "unmarked":
            self._say(translate("GrabKeys", "{stone} no longer marked.").format(
                stone=stone_name(stone)))
        elif done == "taken":
            self._taken()
        self._note()

    def _taken(self) -> None:
        tool = self.tool
        pick = tool.picks[-1]
        if isinstance(pick, TwinPick):
            said = translate("GrabKeys", "You took {stone}, the twin of the balance stone "
                                         "{balance}.").format(stone=stone_name(pick.stone),
                                                              balance=stone_name(pick.balance))
        else:
            said = translate("GrabKeys", "You took {a} and {b}.").format(
                a=stone_name(pick.a), b=stone_name(pick.b))
        stone = self.walk.carry_on()
        after = (translate("GrabKeys", "No stone left to take.") if stone is None
                 else translate("GrabKeys", "Ring on {stone}.").format(
                     stone=self._stone(stone)))
        self._say(f"{said} {after}", urgent=True)

    def _escape(self) -> None:
        tool = self.tool
        if tool.cancel():
            self._say(translate("GrabKeys", "Cancelled."))
        elif self.walk.stone is not None:
            self.walk.show(None)
            self._say(translate("GrabKeys", "The ring is off the table: Enter ends your turn."))
        self._note()

    def _put_back(self) -> None:
        tool = self.tool
        if not tool.picks:
            self._say(translate("GrabKeys", "Nothing taken to put back."))
            return
        stones = [stone_name(s) for s in pick_stones(tool.picks[-1])]
        tool.put_back(len(tool.picks) - 1)
        self._say(translate("GrabKeys", "{stones} back on the table.").format(
            stones=joined_names(stones)))

    # --- words ----------------------------------------------------------------------------
    def _stone(self, stone: int) -> str:
        """The ringed stone as the turn's player hears it, and whether it is marked."""
        words = self.words.stone(self.tool.state, stone, self.tool.seat)
        if stone == self.tool.selected:
            return translate("GrabKeys", "{stone}, marked").format(stone=words)
        return words

    def _note(self) -> None:
        """Beside the ring, when a pick waits for its confirming key."""
        tool = self.tool
        waiting = tool.proposed is not None and self.walk.stone == tool.proposed
        self.walk.ring.set_note(translate("GrabKeys", "Enter again: take these two \u00b7 "
                                                      "Esc: cancel") if waiting else "")

    def _say(self, text: str, urgent: bool = False) -> None:
        self.tool.scene.say(text, urgent)
