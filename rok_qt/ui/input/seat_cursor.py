"""One player's cursor in the live race: a ring in the seat's colour round one stone.

Direction keys step to the nearest target that way (`spatial_nav`'s cone, so the ring never
jumps across the table past a nearer stone); a stick moves a free point at a steady speed and
the ring snaps to the stone nearest it. Targets are given from outside (the free stones, and the
balance stones while the player has a stone in hand): the cursor decides no rule.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QElapsedTimer, QObject, QPointF, Qt, QTimer, Signal

from rok_qt.ui.input.devices import Action
from rok_qt.ui.table.focus_ring import FocusRing
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.spatial_nav import Direction, nearest_in_direction

STICK_SPEED = 420.0
"""Scene units (mm) per second with the stick pushed all the way."""
DEAD_ZONE = 0.2
"""A stick nearer its rest than this counts as at rest (pads drift)."""
TICK_MS = 16

_DIRECTIONS = {Action.UP: Direction.UP, Action.DOWN: Direction.DOWN,
               Action.LEFT: Direction.LEFT, Action.RIGHT: Direction.RIGHT}


def _axis(value: float) -> float:
    """A stick axis made safe: garbage (NaN, out of range) and drift count as rest."""
    if not math.isfinite(value):
        return 0.0
    value = max(-1.0, min(1.0, value))
    return 0.0 if abs(value) < DEAD_ZONE else value


class SeatCursor(QObject):
    """A seat's ring over the table; `moved(stone)` when it settles on another stone.

    `stone` is where it points (None: nowhere yet, or nothing left to point at).
    """

    moved = Signal(object)

    def __init__(self, scene: TableScene, seat: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.seat = seat
        self.ring = FocusRing(seat)
        scene.addItem(self.ring)
        self.stone: int | None = None
        # It starts in front of its player, so the first key rings a stone near them.
        self.point = scene.seat_direction(seat) * 120.0 if scene.player_count else QPointF()
        self._targets: dict[int, QPointF] = {}
        self._stick = (0.0, 0.0)
        self._tick = QTimer(self)
        self._tick.setTimerType(Qt.TimerType.PreciseTimer)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._glide)
        self._clock = QElapsedTimer()

    def close(self) -> None:
        """Take the ring off the table."""
        self._tick.stop()
        if self.ring.scene() is not None:
            self.scene.removeItem(self.ring)

    @property
    def targets(self) -> dict[int, QPointF]:
        """The stones the ring may rest on, with their scene positions."""
        return dict(self._targets)

    def set_targets(self, targets: Mapping[int, QPointF]) -> None:
        """The table changed: if the ringed stone is gone, the ring goes to the nearest one."""
        self._targets = dict(targets)
        if self.stone is not None and self.stone not in self._targets:
            self._settle(self._nearest(self.point))
        elif self.stone is not None:
            self._show()

    def act(self, action: Action) -> bool:
        """A direction key: the first shows the ring, the next ones step; True if it moved."""
        direction = _DIRECTIONS.get(action)
        if direction is None or not self._targets:
            return False
        if self.stone is None or self.stone not in self._targets:
            return self._settle(self._nearest(self.point))
        here = self._targets[self.stone]
        others = {k: (p.x(), p.y()) for k, p in self._targets.items() if k != self.stone}
        return self._settle(nearest_in_direction((here.x(), here.y()), others, direction))

    def aim(self, x: float, y: float) -> None:
        """A stick's position ([-1, 1] each way, screen y down): the point glides while held."""
        self._stick = (_axis(x), _axis(y))
        if self._stick == (0.0, 0.0):
            self._tick.stop()
        elif not self._tick.isActive():
            self._clock.start()
            self._tick.start()

    def _glide(self) -> None:
        seconds = min(0.1, self._clock.restart() / 1000.0)
        step = QPointF(self._stick[0], self._stick[1]) * (STICK_SPEED * seconds)
        self.point = self._clamped(self.point + step)
        self._settle(self._nearest(self.point))

    def _clamped(self, point: QPointF) -> QPointF:
        rect = self.scene.sceneRect()
        return QPointF(min(max(point.x(), rect.left()), rect.right()),
                       min(max(point.y(), rect.top()), rect.bottom()))

    def _nearest(self, point: QPointF) -> int | None:
        best: tuple[float, int] | None = None
        for stone, at in self._targets.items():
            d = math.hypot(at.x() - point.x(), at.y() - point.y())
            if best is None or d < best[0]:
                best = (d, stone)
        return None if best is None else best[1]

    def _settle(self, stone: int | None) -> bool:
        if stone is None:
            if self.stone is not None and self.stone not in self._targets:
                self.stone = None
                self.ring.setVisible(False)
                self.moved.emit(None)
            return False
        moved = stone != self.stone
        self.stone = stone
        if not self._tick.isActive():
            self.point = QPointF(self._targets[stone])
        self._show()
        if moved:
            self.moved.emit(stone)
        return moved

    def _show(self) -> None:
        if self.stone is not None:
            self.ring.setPos(self._targets[self.stone])
            self.ring.setVisible(True)
