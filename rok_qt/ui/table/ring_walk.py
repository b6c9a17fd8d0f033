"""The keyboard ring's walk over the stones a person may reach, for the relay turn and the
one person's race: the arrows go to the nearest stone that way (`spatial_nav`), Page Down and
Page Up go round the table stone by stone (clockwise from the person's own edge, so a screen
reader's user meets every stone in a fixed order), Home goes to the stone nearest the person.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF

from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.ui.table.focus_ring import FocusRing
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.spatial_nav import Direction, nearest_in_direction, step

Targets = dict[int, tuple[float, float]]
OWN_EDGE = (0.0, TABLE_RADIUS)
"""The person's own edge: the bottom of the screen, in scene coordinates."""


def round_order(targets: Targets) -> list[int]:
    """The targets clockwise on screen from the bottom (the seats' own order round the table),
    nearer the centre first where two lie the same way."""
    def angle(stone: int) -> tuple[float, float, int]:
        x, y = targets[stone]
        turn = math.atan2(-x, y) % (2 * math.pi)
        return round(turn, 6), math.hypot(x, y), stone

    return sorted(targets, key=angle)


class RingWalk:
    """Where the keyboard points among `targets()` (stone: scene point); the ring is drawn in
    the seat's colour. Each move returns the stone ringed now (None: nothing to ring)."""

    def __init__(self, scene: TableScene, seat: int,
                 targets: Callable[[], Targets]) -> None:
        self.scene = scene
        self.targets = targets
        self.ring = FocusRing(seat)
        scene.addItem(self.ring)
        self.stone: int | None = None
        self._at: tuple[float, float] | None = None

    def close(self) -> None:
        """The ring leaves the table."""
        self.stone = None
        if self.ring.scene() is not None:
            self.scene.removeItem(self.ring)

    def arrow(self, direction: Direction) -> int | None:
        """To the nearest stone that way; the first press rings the one nearest the person,
        and after the ringed stone was taken the walk carries on from where it lay."""
        targets = self.targets()
        if not targets:
            return self.show(None)
        here = self.stone
        if here in targets:
            there = step(targets, here, direction)
            return self.show(here if there is None else there)
        if self._at is not None:
            at = self._at
            there = nearest_in_direction(at, targets, direction)
            if there is None:
                there = min(targets, key=lambda s: (math.dist(targets[s], at), s))
            return self.show(there)
        return self.nearest()

    def nearest(self) -> int | None:
        """The stone nearest the person's own edge."""
        targets = self.targets()
        if not targets:
            return self.show(None)
        return self.show(min(targets, key=lambda s: (math.dist(targets[s], OWN_EDGE), s)))

    def round(self, forward: bool) -> int | None:
        """The next stone round the table (or the one before)."""
        order = round_order(self.targets())
        if not order:
            return self.show(None)
        if self.stone in order:
            index = order.index(self.stone) + (1 if forward else -1)
            return self.show(order[index % len(order)])
        return self.show(order[0] if forward else order[-1])

    def carry_on(self) -> int | None:
        """The ringed stone left the table: ring the one nearest where it lay, if any."""
        targets = self.targets()
        if self.stone in targets:
            return self.stone
        at = self._at
        if at is None or not targets:
            return self.show(None)
        return self.show(min(targets, key=lambda s: (math.dist(targets[s], at), s)))

    def show(self, stone: int | None) -> int | None:
        """Ring this stone (None: hide the ring)."""
        self.stone = stone
        if stone is None:
            self.ring.setVisible(False)
            return None
        item = self.scene.stones[stone]
        self._at = (item.pos().x(), item.pos().y())
        self.ring.setPos(QPointF(item.pos()))
        self.ring.setVisible(True)
        return stone
