"""Everyone's hands in the live race (R7.2): taken stones fly to their taker's side and wait there.

The person at the screen keeps theirs in the tray by their seat; each computer player's lie just
inside the rim at their own edge, ringed in their seat colour, so every take is seen.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject, QPointF, QVariantAnimation

from rok_qt.model.grab import pick_stones
from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.model.state import GameState, TwinPick
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.focus_ring import seat_ring_colour
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.stone_art import display_radius

LIFT_MS = 350
"""How long a computer player's stone takes to fly to their side of the table."""
HAND_PITCH = 2 * display_radius(0) + 6.0
"""mm between two stones of one hand: wider than a stone with its ring, so none hides another."""
HAND_RADIUS = TABLE_RADIUS - HAND_PITCH / 2 - 4.0
"""The hand's first row lies on this circle, just inside the rim; later rows further in."""
HAND_ROW = 7
"""Stones in one row of a hand, centred on the seat's direction."""


class LiveHands(QObject):
    """Lays out every seat's taken stones; `seat` is the person at the screen (-1: nobody)."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.seat = 0
        self._flights: list[QVariantAnimation] = []

    def stop(self) -> None:
        """Land nothing more: the grab is over and the table is settled from the state."""
        for flight in list(self._flights):
            flight.stop()
        self._flights.clear()
        self.scene.tray_label.setVisible(False)   # the person's hand is empty again

    def hand_point(self, seat: int, index: int) -> QPointF:
        """Where a seat's taken stones wait: the person's tray, or by a player's own edge, in
        rows along the rim centred on the seat, each stone clear of the others (a stone once
        placed keeps its place as more come)."""
        if seat == self.seat:
            return self.scene.tray_point(index)
        out = self.scene.seat_direction(seat)
        row, col = divmod(index, HAND_ROW)
        radius = HAND_RADIUS - row * HAND_PITCH
        step = (col + 1) // 2 * (1 if col % 2 else -1)   # 0, +1, -1, +2, -2, ...
        angle = math.atan2(out.y(), out.x()) + step * HAND_PITCH / radius
        return QPointF(math.cos(angle), math.sin(angle)) * radius

    def lay_out(self, state: GameState) -> None:
        """Every seat's hand and picks at its side, marked with the seat's colour."""
        live = state.live
        if live is None:
            return
        for seat in range(state.player_count):
            stones = [s for pick in state.picks[seat] for s in pick_stones(pick)]
            twins = {p.stone for p in state.picks[seat] if isinstance(p, TwinPick)}
            for index, stone in enumerate(stones + list(live.held[seat])):
                item = self.scene.stones[stone]
                item.setVisible(True)
                item.setZValue(8)
                ring = (colour(palette.TAKEN_TWIN) if stone in twins
                        else colour(palette.TAKEN_PAIR) if seat == self.seat and stone in stones
                        else seat_ring_colour(seat))
                item.set_highlight(ring if seat != self.seat or stone in stones
                                   else colour(palette.SELECTED))
                if not self.flying(stone) and not item.dragging:
                    item.setPos(self.hand_point(seat, index))
        mine = 0 <= self.seat < state.player_count and bool(
            state.picks[self.seat] or live.held[self.seat])
        self.scene.tray_label.setVisible(mine)

    def flying(self, stone: int) -> bool:
        """True while the stone is on its way to a hand."""
        return any(f.property("stone") == stone for f in self._flights)

    def lift(self, state: GameState, seat: int, stone: int) -> None:
        """The stone rises off the table and flies to the taker's side, in their colour."""
        item = self.scene.stones[stone]
        start = item.pos()
        live = state.live
        count = (sum(len(pick_stones(p)) for p in state.picks[seat])
                 + (len(live.held[seat]) if live is not None else 0))
        end = self.hand_point(seat, max(0, count - 1))
        flight = QVariantAnimation(self)
        flight.setProperty("stone", stone)
        flight.setStartValue(0.0)
        flight.setEndValue(1.0)
        flight.setDuration(LIFT_MS)

        def step(value: object) -> None:
            if isinstance(value, float):
                item.setPos(start + (end - start) * value)
                item.set_tumble(1.0, 1.0 + 0.45 * math.sin(math.pi * value))

        def landed() -> None:
            item.set_tumble(1.0, 1.0)
            if flight in self._flights:
                self._flights.remove(flight)

        flight.valueChanged.connect(step)
        flight.finished.connect(landed)
        item.set_highlight(seat_ring_colour(seat))
        item.setZValue(30)
        self._flights.append(flight)
        flight.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def put_back(self, state: GameState, stone: int) -> None:
        """A stone put back lies where it lay again, unmarked."""
        lying = state.table.get(stone)
        if lying is not None:
            item = self.scene.stones[stone]
            item.setPos(self.scene.to_scene(lying.x, lying.y))
            item.set_highlight(None)
            item.setZValue(5)
