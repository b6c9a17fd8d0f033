"""The practice table's gestures: drag or click-click a pair, lay a stone on the balance stone,
or walk the keyboard ring with the arrows and take with Space.

The tool only says what the person chose, stamped from the input event; the practice table
(rok_qt.model.practice) judges it, and the widget shows the verdict.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.focus_ring import FocusRing
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import SceneTool, TableScene
from rok_qt.ui.table.spatial_nav import Direction, step

DRAG_THRESHOLD = 6.0
"""mm of movement before a press becomes a drag rather than a click."""
_DIRECTIONS = {Qt.Key.Key_Up: Direction.UP, Qt.Key.Key_Down: Direction.DOWN,
               Qt.Key.Key_Left: Direction.LEFT, Qt.Key.Key_Right: Direction.RIGHT}


class PracticeTool(SceneTool):
    """Turns presses, drags and keys on the practice table into chosen pairs and twins.

    `pair_chosen(a, b, ms)`, `twin_chosen(stone, ms)` and `stone_pressed(stone)` (a press on a
    stone that may not be taken, for the engine to say why); ms from `stamp(event timestamp)`.
    """

    pair_chosen = Signal(int, int, float)
    twin_chosen = Signal(int, float)
    stone_pressed = Signal(int)

    def __init__(self, scene: TableScene, takeable: Callable[[], frozenset[int]],
                 balance: Callable[[], int | None], stamp: Callable[[int], float],
                 parent: QObject | None = None) -> None:
        super().__init__(scene, parent)
        self._takeable = takeable
        self._balance = balance
        self._stamp = stamp
        self._selected: RuneItem | None = None
        self._drag: RuneItem | None = None
        self._press_at = QPointF()
        self._offset = QPointF()
        self._moved = False
        self.ring = FocusRing(0)
        scene.addItem(self.ring)
        self._ringed: int | None = None

    def close(self) -> None:
        """Stop, and take the ring and the selection off the table."""
        super().close()
        self._select(None)
        self.scene.removeItem(self.ring)

    @property
    def selected(self) -> int | None:
        """The stone chosen first, waiting for its partner."""
        return None if self._selected is None else self._selected.stone

    @property
    def ringed(self) -> int | None:
        """The stone under the keyboard ring."""
        return self._ringed

    def _targets(self) -> dict[int, RuneItem]:
        """The stones a gesture may choose: face-up table stones and the balance stone."""
        own = self._balance()
        stones = set(self._takeable()) | ({own} if own is not None else set())
        return {s: self.scene.stones[s] for s in stones if self.scene.stones[s].isVisible()}

    def _item_at(self, point: QPointF, among: dict[int, RuneItem]) -> RuneItem | None:
        """The stone among `among` nearest the point, within reach."""
        best: tuple[float, RuneItem] | None = None
        for item in among.values():
            d = math.dist((item.pos().x(), item.pos().y()), (point.x(), point.y()))
            if d <= item.radius * 1.25 and (best is None or d < best[0]):
                best = (d, item)
        return best[1] if best is not None else None

    def _any_stone_at(self, point: QPointF) -> int | None:
        visible = {s: i for s, i in self.scene.stones.items() if i.isVisible()}
        item = self._item_at(point, visible)
        return None if item is None else item.stone

    # --- the mouse ------------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        """A stone chosen first, its partner, or a stone that may not be taken (asked why)."""
        if self.closed:
            return
        point = event.scenePos()
        item = self._item_at(point, self._targets())
        if item is None:
            stone = self._any_stone_at(point)
            if stone is not None:
                self.stone_pressed.emit(stone)
            return
        if self._selected is not None and item is not self._selected:
            self._choose(self._selected, item, self._stamp(event.timestamp()))
            return
        if item.stone == self._balance():
            self.stone_pressed.emit(item.stone)
            return
        self._select(item)
        self._drag, self._press_at, self._moved = item, point, False
        self._offset = item.pos() - point
        item.setZValue(20)

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        """The pressed stone follows the pointer once it moved past the threshold."""
        if self.closed or self._drag is None:
            return
        point = event.scenePos()
        if not self._moved and (point - self._press_at).manhattanLength() < DRAG_THRESHOLD:
            return
        self._moved = True
        self._drag.dragging = True
        self._drag.setPos(point + self._offset)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        """Dropped on a partner: chosen; over nothing: back where it lay, still selected."""
        item, self._drag = self._drag, None
        if item is None or self.closed or not self._moved:
            return
        others = {s: i for s, i in self._targets().items() if i is not item}
        target = self._item_at(event.scenePos(), others)
        if target is None:
            self._home(item)
            return
        self._choose(item, target, self._stamp(event.timestamp()))

    def _home(self, item: RuneItem) -> None:
        item.dragging = False
        item.setPos(self._press_at + self._offset)
        item.setZValue(5)

    def _choose(self, first: RuneItem, second: RuneItem, ms: float) -> None:
        if first is self._drag or first.dragging:
            self._home(first)
        self._select(None)
        if second.stone == self._balance():
            self.twin_chosen.emit(first.stone, ms)
        elif first.stone == self._balance():
            self.twin_chosen.emit(second.stone, ms)
        else:
            self.pair_chosen.emit(first.stone, second.stone, ms)

    def _select(self, item: RuneItem | None) -> None:
        if self._selected is not None:
            self._selected.set_highlight(None)
        self._selected = item
        if item is not None:
            item.set_highlight(colour(palette.SELECTED))

    def table_changed(self) -> None:
        """The table was shown afresh: no selection, the ring off a stone that is gone."""
        self._select(None)
        self._drag = None
        if self._ringed is not None and self._ringed not in self._targets():
            self._ringed = None
            self.ring.setVisible(False)

    # --- the keyboard ---------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """Arrows move the ring (spatial_nav); Space chooses the ringed stone, then its partner;
        Escape drops a choice (unused when nothing is chosen, so the widget can leave)."""
        key = event.key()
        if key in _DIRECTIONS:
            self._move_ring(_DIRECTIONS[Qt.Key(key)])
        elif key == Qt.Key.Key_Space:
            self._key_choose(self._stamp(event.timestamp()))
        elif key == Qt.Key.Key_Escape and self._selected is not None:
            self._select(None)
        else:
            return False
        return True

    def _move_ring(self, direction: Direction) -> None:
        targets = {s: (i.pos().x(), i.pos().y()) for s, i in self._targets().items()}
        if not targets:
            return
        here = self._ringed
        if here in targets:
            stone = step(targets, here, direction)
        else:
            seat = (0.0, TABLE_RADIUS)   # the learner's edge, at the bottom of the screen
            stone = min(targets, key=lambda s: (math.dist(targets[s], seat), s))
        if stone is not None:
            self._ringed = stone
            self.ring.setPos(self.scene.stones[stone].pos())
            self.ring.setVisible(True)

    def _key_choose(self, ms: float) -> None:
        targets = self._targets()
        if self.closed or self._ringed not in targets:
            return
        item = targets[self._ringed]
        if self._selected is None:
            if item.stone != self._balance():
                self._select(item)
        elif item is self._selected:
            self._select(None)
        else:
            self._choose(self._selected, item, ms)
