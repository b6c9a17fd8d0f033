"""Where seats sit round the table, how a seat throws, and what counts as a player's edge."""

from __future__ import annotations

import math

from rok_qt.model import rng
from rok_qt.model.physics import STONE_RADIUS, TABLE_RADIUS, Launch
from rok_qt.model.rng import HasRng
from rok_qt.model.table_shape import seat_angle as seat_angle  # its home: the table's shape

LAUNCH_RADIUS = TABLE_RADIUS - STONE_RADIUS - 6.0
"""Thrown and flicked stones start just inside the rim, in front of their seat."""

EDGE_DEPTH = 40.0
"""A flick may start this far in from the rim (R8.1: 'from their own edge')."""

MAX_FLICK_SPEED = 3000.0
"""mm/s; faster than any sensible flick across the 660 mm table (it would just hit the rim)."""

THROW_SPEED = (950.0, 1500.0)
"""mm/s; with 3 m/s² of sliding friction the stones stop between a third and most of the way."""


def seat_point(seat: int, players: int, radius: float = LAUNCH_RADIUS) -> tuple[float, float]:
    """The point at `radius` from the centre in front of a seat."""
    angle = seat_angle(seat, players)
    return radius * math.cos(angle), radius * math.sin(angle)


def edge_half_width(players: int) -> float:
    """Half the angle of rim that belongs to each seat for flicks."""
    return min(math.pi / players, math.pi / 4) * 0.8


def on_players_edge(seat: int, players: int, x: float, y: float) -> bool:
    """True when (x, y) lies in the band just inside the rim in front of this seat."""
    r = math.hypot(x, y)
    if not (TABLE_RADIUS - STONE_RADIUS - EDGE_DEPTH <= r <= TABLE_RADIUS - STONE_RADIUS + 1e-6):
        return False
    delta = math.atan2(y, x) - seat_angle(seat, players)
    delta = (delta + math.pi) % (2 * math.pi) - math.pi
    return abs(delta) <= edge_half_width(players) + 1e-9


def throw_launches(
    holder: HasRng, seat: int, players: int, stones: list[int]
) -> list[Launch]:
    """One seat's stones, side by side at its edge, thrown at the centre with seeded spread."""
    base = seat_angle(seat, players)
    inward = base + math.pi
    tangent = (-math.sin(base), math.cos(base))
    launches = []
    count = len(stones)
    for i, stone in enumerate(stones):
        # Side by side along the rim so no two start overlapped; jitter keeps throws lively.
        offset = (i - (count - 1) / 2) * (2 * STONE_RADIUS + 6.0) + rng.uniform(holder, -4, 4)
        cx, cy = seat_point(seat, players)
        x = cx + tangent[0] * offset
        y = cy + tangent[1] * offset
        # Pull the start inward along the radius so a side stone never starts beyond the rim.
        r = math.hypot(x, y)
        if r > LAUNCH_RADIUS:
            x, y = x * LAUNCH_RADIUS / r, y * LAUNCH_RADIUS / r
        direction = inward + rng.uniform(holder, -0.28, 0.28)
        speed = rng.uniform(holder, *THROW_SPEED)
        vx, vy = speed * math.cos(direction), speed * math.sin(direction)
        launches.append(Launch(stone, x, y, vx, vy))
    return launches


def distance_to_centre(x: float, y: float) -> float:
    """Centre distance from the Rune of Fate, used for replacement (R5.5 [C])."""
    return math.hypot(x, y)
