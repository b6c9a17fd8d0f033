"""One human's relay grab turn (R7.1): drag or click-click to take pairs and twins, put back.

Stamps are the input event's own timestamp minus the reveal event's timestamp, never the time
a slot ran. The tool only collects picks; the engine judges them when the turn is submitted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from rok_qt.model.grab import pick_stones, stamp_in_time, takeable_stones
from rok_qt.model.moves import GrabTurn
from rok_qt.model.state import GameState, PairPick, Pick, TwinPick
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.focus_ring import FocusRing
from rok_qt.ui.table.grab_keys import GrabKeys
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import SceneTool, TableScene

DRAG_THRESHOLD = 6.0
"""mm of movement before a press becomes a drag rather than a click."""
SELECTED = colour(palette.SELECTED)


class GrabTool(SceneTool):
    """Collects one player's picks from scene gestures; emits picks_changed and done_requested."""

    picks_changed = Signal()
    pair_grabbed = Signal(object)     # a PairPick, stamped from its input event
    twin_claimed = Signal(object)     # a TwinPick, likewise
    done_requested = Signal()
    refused = Signal(str)

    def __init__(
        self, scene: TableScene, state: GameState, seat: int, reveal_ms: int,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(scene, parent)
        self.seat = seat
        self.reveal_ms = reveal_ms
        self.limit_ms = state.time_limit_ms
        self.picks: list[Pick] = []
        self._home: dict[int, QPointF] = {}
        self._state = state
        self._takeable = takeable_stones(state)
        self._face_down = {s for s, t in state.table.items() if not t.face_up}
        self._balances = set(state.balances_in_play())
        self._selected: RuneItem | None = None
        self._drag: RuneItem | None = None
        self._press_at = QPointF()
        self._offset = QPointF()
        self._moved = False
        self._proposed: RuneItem | None = None
        self._proposed_ms = 0.0
        self.keys = GrabKeys(self)

    def close(self) -> None:
        """The turn is over: no more gestures, the pointer and the tray caption are reset."""
        super().close()
        self.set_cursor(None)
        self.scene.tray_label.setVisible(False)
        self.keys.close()

    @property
    def state(self) -> GameState:
        """The table as the turn began (the turn's picks are collected here, not in it)."""
        return self._state

    # --- helpers --------------------------------------------------------------------------
    def stamp(self, timestamp: int) -> float:
        """ms since the reveal, from an input event's timestamp."""
        return float(max(0, timestamp - self.reveal_ms))

    def set_cursor(self, shape: Qt.CursorShape | None) -> None:
        """An open hand over what can be taken, a closed one while dragging."""
        for view in self.scene.views():
            if shape is None:
                view.viewport().unsetCursor()
            else:
                view.viewport().setCursor(shape)

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        """Follow the pointer with the dragged stone; show what is under it otherwise."""
        if self.closed:
            return
        point = event.scenePos()
        if self._drag is None:
            hover = self._item_at(point) is not None or self._tray_item_at(point) is not None
            self.set_cursor(Qt.CursorShape.OpenHandCursor if hover else None)
            return
        if not self._moved and (point - self._press_at).manhattanLength() < DRAG_THRESHOLD:
            return
        if not self._moved:
            self.set_cursor(Qt.CursorShape.ClosedHandCursor)
        self._moved = True
        self._drag.setPos(point - self._offset)

    def taken(self) -> set[int]:
        """Stones taken so far this turn."""
        return {s for p in self.picks for s in pick_stones(p)}

    def _free(self, stone: int) -> bool:
        return stone in self._takeable and stone not in self.taken()

    def _item_at(self, point: QPointF, exclude: RuneItem | None = None) -> RuneItem | None:
        """The free table stone or balance stone nearest the point, within reach."""
        reachable = [s for s in self.scene.stones if self._free(s) or s in self._balances]
        stone = self.scene.stone_near(point, reachable,
                                      None if exclude is None else exclude.stone)
        return None if stone is None else self.scene.stones[stone]

    def _tray_item_at(self, point: QPointF) -> int | None:
        """Index of the pick whose stone in the tray is under the point."""
        for index, pick in enumerate(self.picks):
            for stone in pick_stones(pick):
                item = self.scene.stones[stone]
                if (item.pos() - point).manhattanLength() / 1.4 <= item.radius * 1.25:
                    return index
        return None

    # --- gestures -------------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        """Start a drag on a free face-up stone, or put back a pick from the tray."""
        if self.closed:
            return
        point = event.scenePos()
        tray = self._tray_item_at(point)
        if tray is not None:
            self.put_back(tray)
            return
        item = self._item_at(point)
        if item is not None and item.stone in self._balances:
            if self._selected is not None:
                self._take(self._selected, item, self.stamp(event.timestamp()))
            return
        if item is None:
            if self._hits_face_down(point):
                self.refused.emit(self.tr("A face-down stone cannot be taken."))
            return
        self._drag = item
        self._press_at = point
        self._offset = point - item.pos()
        self._moved = False
        self._home.setdefault(item.stone, item.pos())
        item.dragging = True
        item.setZValue(20)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drop onto a stone or balance stone to take; a click without a drag selects."""
        item, self._drag = self._drag, None
        if item is None or self.closed:
            return
        item.dragging = False
        item.setZValue(5)
        self.set_cursor(None)
        ms = self.stamp(event.timestamp())
        if self._moved:
            target = self._item_at(event.scenePos(), exclude=item)
            item.setPos(self._home[item.stone])
            if target is not None:
                self._take(item, target, ms)
            return
        if self._selected is None:
            self._select(item)
        elif self._selected is item:
            self._select(None)
        else:
            self._take(self._selected, item, ms)

    def _hits_face_down(self, point: QPointF) -> bool:
        return any(
            (self.scene.stones[s].pos() - point).manhattanLength() / 1.4 <= 16
            for s in self._face_down
        )

    def _select(self, item: RuneItem | None) -> None:
        if self._proposed is not None:
            self.propose(None, 0.0)
        if self._selected is not None:
            self._selected.set_highlight(None)
        self._selected = item
        if item is not None:
            item.set_highlight(SELECTED)

    def _take(self, first: RuneItem, second: RuneItem, ms: float) -> None:
        """A pair (stone on stone) or a twin claim (stone on a balance stone)."""
        self._select(None)
        if not stamp_in_time(self._state, ms):
            return   # the event came after the time limit: the turn is already over
        if first.stone in self._balances:
            first, second = second, first
        if first.stone in self._balances:
            return
        pick: Pick
        if second.stone in self._balances:
            pick = TwinPick(first.stone, second.stone, ms)
        else:
            pick = PairPick(first.stone, second.stone, ms)
        self.picks.append(pick)
        self._layout_tray()
        if isinstance(pick, PairPick):
            self.pair_grabbed.emit(pick)
        else:
            self.twin_claimed.emit(pick)
        self.picks_changed.emit()

    def put_back(self, index: int) -> None:
        """A misclicked take goes back to where it lay (R7.1: during the turn only)."""
        pick = self.picks.pop(index)
        for stone in pick_stones(pick):
            item = self.scene.stones[stone]
            item.setPos(self._home.get(stone, item.pos()))
            item.setScale(1.0)
            item.set_highlight(None)
        self._layout_tray()
        self.picks_changed.emit()

    def _layout_tray(self) -> None:
        self.scene.tray_label.setVisible(bool(self.picks))
        slot = 0
        for pick in self.picks:
            for stone in pick_stones(pick):
                item = self.scene.stones[stone]
                self._home.setdefault(stone, item.pos())
                self.scene.put_in_tray(item, slot)
                item.set_highlight(colour(palette.TAKEN_PAIR) if isinstance(pick, PairPick)
                                   else colour(palette.TAKEN_TWIN))
                slot += 1
            slot += slot % 2

    def key(self, event: QKeyEvent) -> bool:
        """The keyboard's turn (`grab_keys.GrabKeys`): walk, mark, take, put back, done."""
        return self.keys.key(event)

    @property
    def ringed(self) -> int | None:
        """The stone under the keyboard ring, if any."""
        return self.keys.walk.stone

    @property
    def ring(self) -> FocusRing:
        """The keyboard ring, in the seat's colour."""
        return self.keys.walk.ring

    @property
    def proposed(self) -> int | None:
        """The second stone of a keyboard pick that waits for a confirming Space or Enter."""
        return None if self._proposed is None else self._proposed.stone

    def key_targets(self) -> dict[int, tuple[float, float]]:
        """The stones the ring can go to, by their scene position."""
        return {stone: (item.pos().x(), item.pos().y())
                for stone, item in self.scene.stones.items()
                if item.isVisible() and (self._free(stone) or stone in self._balances)}

    def propose(self, item: RuneItem | None, ms: float) -> None:
        """Hold a second stone until Space confirms the pick (None: drop the proposal)."""
        if self._proposed is not None and self._proposed is not self._selected:
            self._proposed.set_highlight(None)
        self._proposed, self._proposed_ms = item, ms
        if item is not None:
            item.set_highlight(SELECTED)

    def key_click(self, item: RuneItem, ms: float) -> str:
        """Space or Enter on the ringed stone: what it did ("marked", "proposed", "taken",
        "unmarked", or "" for nothing)."""
        first, second = self._selected, self._proposed
        if second is not None and item is second and first is not None:
            self._take(first, second, self._proposed_ms)
            return "taken"
        if item is first:
            self._select(None)
            return "unmarked"
        if first is not None:
            self.propose(item, ms)
            return "proposed"
        if item.stone not in self._balances:
            self._select(item)
            return "marked"
        return ""

    @property
    def selected(self) -> int | None:
        """The first stone of a pick being made, if one is marked."""
        return None if self._selected is None else self._selected.stone

    def cancel(self) -> bool:
        """Esc: drop the proposed stone, else the marked one; False when neither was there."""
        if self._proposed is not None:
            self.propose(None, 0.0)
            return True
        if self._selected is not None:
            self._select(None)
            return True
        return False

    def move_for(self, picks: list[Pick] | None = None) -> GrabTurn:
        """The turn as a move for the engine."""
        return GrabTurn(self.seat, tuple(self.picks if picks is None else picks))
