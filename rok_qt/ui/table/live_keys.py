"""The one person's race (R7.2) from the keyboard, as a relay turn is played (`grab_keys`).

The ring walks over the free stones, and over the balance stones while a stone is in hand;
each stone ringed says itself. Enter or Space takes the ringed stone at once, stamped by the
key's own event (a race has no second key to confirm: a take in hand is put back with
Backspace); with a stone in hand, Enter on its twin takes the pair and Enter on a balance stone
lays it there. A ringed stone someone else took a moment ago keeps its place: Enter reaches for
it and the referee says who was faster. Ctrl+Enter says done (Enter alone too, with no ring).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent

from rok_qt.ui.access.stone_words import StoneWords
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.one_hand import as_table_key
from rok_qt.ui.table.grab_keys import ARROWS, ENTER, PUT_BACK
from rok_qt.ui.table.ring_walk import RingWalk, Targets, round_order

if TYPE_CHECKING:
    from rok_qt.ui.input.mouse import LiveTool

translate = QCoreApplication.translate


class LiveKeys:
    """The keys of the one person's race, for its tool; says each ringed stone."""

    def __init__(self, tool: LiveTool) -> None:
        self.tool = tool
        self.walk = RingWalk(tool.scene, tool.seat, self.targets)
        self.words = StoneWords()

    def close(self) -> None:
        """The race is over for this tool: the ring leaves the table."""
        self.walk.close()

    def targets(self) -> Targets:
        """The free stones, and the balance stones while a stone is in hand (what the race's
        one funnel says a take reaches)."""
        reach = self.tool.inputs.reach()
        stones = set(reach.free)
        if self.tool.held():
            stones |= reach.balances
        items = self.tool.scene.stones
        return {s: (items[s].pos().x(), items[s].pos().y())
                for s in stones if items[s].isVisible()}

    def key(self, event: QKeyEvent) -> bool:
        """Act on one key (a cluster's key as the table key it stands for); True when it was
        the race's."""
        event = as_table_key(event)
        key = Qt.Key(event.key())
        tool = self.tool
        if tool.closed:
            return False
        stamp = event.timestamp()
        if key in ENTER and (event.modifiers() & Qt.KeyboardModifier.ControlModifier
                             or self.walk.stone is None):
            tool.send(Action.DONE, None, stamp)
        elif key in ENTER or key == Qt.Key.Key_Space:
            if self.walk.stone is not None:
                tool.send(Action.TAKE, self.walk.stone, stamp)
        elif key in PUT_BACK:
            held = tool.held()
            if held:
                tool.send(Action.PUT_BACK, held[-1], stamp)
        elif key == Qt.Key.Key_Escape and self.walk.stone is not None:
            self.walk.show(None)
            self._say(translate("GrabKeys", "The ring is off the table: Enter ends your turn."))
        elif key in ARROWS:
            self._said(self.walk.arrow(ARROWS[key]))
        elif key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            stone = self.walk.round(key == Qt.Key.Key_PageDown)
            if stone is not None:
                order = round_order(self.targets())
                self._say(translate("GrabKeys", "{stone}; {n} of {count}").format(
                    stone=self._stone(stone), n=order.index(stone) + 1, count=len(order)))
        elif key == Qt.Key.Key_Home:
            self._said(self.walk.nearest())
        else:
            return False
        return True

    def table_changed(self) -> None:
        """A take (anyone's): the ring goes on to the nearest stone left if its own is gone
        for good (a stone just taken keeps the ring a moment: Enter reaches for it)."""
        if self.walk.stone is not None and self.walk.stone not in self.targets():
            state = self.tool.inputs.session.state
            live = None if state is None else state.live
            if live is not None and live.taken.get(self.walk.stone, (self.tool.seat,))[0] \
                    == self.tool.seat:
                self.walk.carry_on()   # taken by this seat: walk on

    def _said(self, stone: int | None) -> None:
        if stone is None:
            self._say(translate("GrabKeys", "No stone left to take."))
        else:
            self._say(self._stone(stone))

    def _stone(self, stone: int) -> str:
        state = self.tool.inputs.session.state
        if state is None:
            return ""
        return self.words.stone(state, stone, self.tool.seat)

    def _say(self, text: str) -> None:
        self.tool.scene.say(text)
