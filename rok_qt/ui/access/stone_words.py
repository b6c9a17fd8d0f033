"""The table in words, for a screen reader: one stone ("grey uruz, face up, near Anna") and
what a throw left face up ("10 stones on the table; face up: 2 pairs, 1 twin of a balance
stone, 3 others").

The words say only what a sighted player at the same screen sees: a face the table shows, a
stone's place. Which stones pair up is the engine's (model/grab.py, model/stones.py).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject

from rok_qt.model.aim import AimPrediction, Meets
from rok_qt.model.geometry import seat_point
from rok_qt.model.grab import takeable_stones
from rok_qt.model.physics import TABLE_RADIUS, edge_distance_to_fate
from rok_qt.model.state import GameState
from rok_qt.model.stones import twin_of
from rok_qt.ui.persons import fill, persons_of
from rok_qt.ui.texts import stone_name

FATE_SIDE = 0.2
"""A stone this near the centre (a share of the table's radius) lies by the Rune of Fate."""
NEAR = 0.55
"""Farther out than this a stone lies near a seat; between the two, towards it."""


def nearest_seat(state: GameState, x: float, y: float) -> int | None:
    """The seat whose edge is nearest the point (engine mm), or None by the Rune of Fate."""
    if math.hypot(x, y) < FATE_SIDE * TABLE_RADIUS or not state.players:
        return None
    players = state.player_count
    return min(range(players), key=lambda seat: math.dist((x, y), seat_point(seat, players)))


class StoneWords(QObject):
    """Stones and tables in words; a QObject so that its plurals reach the translators."""

    def stone(self, state: GameState, stone: int, viewer: int | None = None) -> str:
        """One stone as the ring finds it: a balance stone by its seat, a stone on the table
        by its face and the seat it lies near; `viewer` is "you"."""
        name = stone_name(stone)
        who = persons_of(state, viewer)
        for seat, player in enumerate(state.players):
            if player.balance == stone:
                if who[seat].you:
                    return fill(self.tr("{stone}, your balance stone"), stone=name)
                return fill(self.tr("{stone}, balance stone of {name}"), stone=name,
                            name=who[seat].name)
        lying = state.table.get(stone)
        if lying is None:
            return name
        if not lying.face_up:
            return self.tr("a face-down stone")
        near = nearest_seat(state, lying.x, lying.y)
        if near is None:
            return fill(self.tr("{stone}, face up, by the Rune of Fate"), stone=name)
        person = who[near]
        if math.hypot(lying.x, lying.y) >= NEAR * TABLE_RADIUS:
            text = (self.tr("{stone}, face up, near you") if person.you
                    else self.tr("{stone}, face up, near {name}"))
        else:
            text = (self.tr("{stone}, face up, towards you") if person.you
                    else self.tr("{stone}, face up, towards {name}"))
        return fill(text, stone=name, name=person.name)

    def face_up(self, state: GameState) -> str:
        """What can be taken now: "face up: 2 pairs, 1 twin of a balance stone, 3 others"."""
        free = takeable_stones(state)
        balances = set(state.balances_in_play())
        pairs = sum(1 for s in free if twin_of(s) in free and s < twin_of(s))
        twins = sum(1 for s in free if twin_of(s) in balances)
        others = len(free) - 2 * pairs - twins
        if not free:
            return self.tr("nothing face up to take")
        parts = [self.tr("%n pair(s)", "", pairs) if pairs else "",
                 self.tr("%n twin(s) of a balance stone", "", twins) if twins else "",
                 self.tr("%n other(s)", "", others) if others else ""]
        return self.tr("face up: {parts}").format(
            parts=self.tr(", ").join(part for part in parts if part))

    def landed(self, state: GameState) -> str:
        """The throw has landed: how many stones lie on the table."""
        lying = sum(1 for s in state.table if s in takeable_stones(state)
                    or not state.table[s].face_up)
        return self.tr("The stones have landed: %n stone(s) on the table.", "", lying)

    def table(self, state: GameState) -> str:
        """The table at a reveal: how many stones lie there, and what shows face up."""
        lying = sum(1 for s in state.table if s in takeable_stones(state)
                    or not state.table[s].face_up)
        return self.tr("%n stone(s) on the table; {face_up}.", "", lying).format(
            face_up=self.face_up(state))

    def aim(self, prediction: AimPrediction, strength: float) -> str:
        """A flick aimed with the keys, as the aim line shows it: where the stone would stop."""
        percent = round(strength * 100)
        if prediction.meets == Meets.FATE:
            return self.tr("Strength {n} %: it would touch the Rune of Fate (out).").format(
                n=percent)
        if prediction.meets == Meets.STONE and prediction.stone is not None:
            return self.tr("Strength {n} %: it would hit {stone}.").format(
                n=percent, stone=stone_name(prediction.stone))
        if prediction.meets == Meets.RIM:
            return self.tr("Strength {n} %: it would reach the rim.").format(n=percent)
        gap = max(0, round(edge_distance_to_fate(*prediction.stop)))
        return self.tr("Strength {n} %: it would stop {mm} mm from the Rune of Fate.").format(
            n=percent, mm=gap)
