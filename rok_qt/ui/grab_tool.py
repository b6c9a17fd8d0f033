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
from rok_qt.ui.rune_item import RuneItem
from rok_qt.ui.scene import SceneTool, TableScene

DRAG_THRESHOLD = 6.0
"""mm of movement before a press becomes a drag rather than a click."""
SELECTED = colour(palette.SELECTED)
CURSOR = colour(palette.RING)


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
        self._cursor: RuneItem | None = None

    def close(self) -> None:
        """The turn is over: no more gestures, the pointer and the tray caption are reset."""
        super().close()
        self.set_cursor(None)
        self.scene.tray_label.setVisible(False)

    @property
    def ringed(self) -> int | None:
        """The stone under the keyboard ring, if any."""
        return None if self._cursor is None else self._cursor.stone

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
        best: tuple[float, RuneItem] | None = None
        for stone, item in self.scene.stones.items():
            if item is exclude or not item.isVisible():
                continue
            if not (self._free(stone) or stone in self._balances):
                continue
            d = (item.pos() - point).manhattanLength() / 1.4
            if d <= item.radius * 1.25 and (best is None or d < best[0]):
                best = (d, item)
        return None if best is None else best[1]

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
                self.refused.emit(self.tr("A face-down stone cannot be taken (R4.5)."))
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
        """Enter ends the turn; Escape drops the selection; arrows and Space pick by keyboard.

        Left and Right move a blue ring over the free face-up stones and the balance stones in
        reading order, Up and Down to the nearest one above or below; Space acts like a click on
        the ringed stone, stamped from the key event.
        """
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.done_requested.emit()
        elif key == Qt.Key.Key_Escape:
            self._select(None)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_cursor(1 if key == Qt.Key.Key_Right else -1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_cursor_vertically(1 if key == Qt.Key.Key_Down else -1)
        elif key == Qt.Key.Key_Space:
            # Swallowed even without a ring: Space must never reach the Done action.
            if self._cursor is not None and not self.closed:
                self._key_click(self._cursor, self.stamp(event.timestamp()))
        else:
            return False
        return True

    def _key_targets(self) -> list[RuneItem]:
        items = [item for stone, item in self.scene.stones.items()
                 if item.isVisible() and (self._free(stone) or stone in self._balances)]
        return sorted(items, key=lambda i: (round(i.pos().y() / 40), i.pos().x()))

    def _move_cursor(self, step: int) -> None:
        targets = self._key_targets()
        if not targets:
            return
        index = targets.index(self._cursor) if self._cursor in targets else -step
        self._show_cursor(targets[(index + step) % len(targets)])

    def _move_cursor_vertically(self, step: int) -> None:
        """To the nearest stone in that direction (rows below or above count, sideways less)."""
        if self._cursor is None:
            self._move_cursor(step)
            return
        here = self._cursor.pos()
        best: tuple[float, RuneItem] | None = None
        for item in self._key_targets():
            dy = (item.pos().y() - here.y()) * step
            if item is self._cursor or dy < self._cursor.radius * 0.5:
                continue
            cost = dy + 2.0 * abs(item.pos().x() - here.x())
            if best is None or cost < best[0]:
                best = (cost, item)
        if best is not None:
            self._show_cursor(best[1])

    def _show_cursor(self, item: RuneItem | None) -> None:
        if self._cursor is not None and self._cursor is not self._selected:
            self._cursor.set_highlight(None)
        self._cursor = item
        if item is not None and item is not self._selected:
            item.set_highlight(CURSOR)

    def _key_click(self, item: RuneItem, ms: float) -> None:
        if item.stone in self._balances:
            if self._selected is not None:
                self._take(self._selected, item, ms)
        elif self._selected is None:
            self._select(item)
        elif self._selected is item:
            self._select(None)
            item.set_highlight(CURSOR)
        else:
            self._take(self._selected, item, ms)
        if self._cursor is not None and not (self._free(self._cursor.stone)
                                             or self._cursor.stone in self._balances):
            self._cursor = None

    def move_for(self, picks: list[Pick] | None = None) -> GrabTurn:
        """The turn as a move for the engine."""
        return GrabTurn(self.seat, tuple(self.picks if picks is None else picks))
