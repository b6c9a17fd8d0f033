"""Where a flicked stone will stop (R8.1), predicted from the engine's own physics constants.

A stone sliding with Coulomb friction decelerates at FRICTION_DECEL, so from speed v it covers
v²/(2a); the simulation's fixed step moves it v*dt/2 further (positions are integrated with the
velocity from before each step's friction). Along the straight line the first thing it meets
ends the prediction: a lying stone, the Rune of Fate (touching it is out, R8.2) or the rim.
What happens after a collision is left to the real simulation; the aim shows the first contact.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum

from rok_qt.model.physics import (
    DT,
    FATE_RADIUS,
    FATE_TOUCH_TOLERANCE,
    FRICTION_DECEL,
    STONE_RADIUS,
    TABLE_RADIUS,
)

Point = tuple[float, float]


class Meets(StrEnum):
    """What a flicked stone meets first on its straight path."""

    NOTHING = "nothing"
    STONE = "stone"
    FATE = "fate"
    RIM = "rim"


@dataclass(frozen=True, slots=True)
class AimPrediction:
    """The predicted end of a flick's straight slide.

    stop: the flicked stone's centre where it stops, or where it first touches what it meets.
    meets: what ends the slide; stone: the lying stone's id when it is a stone.
    """

    stop: Point
    meets: Meets
    stone: int | None = None

    @property
    def out(self) -> bool:
        """The flicked stone touches the Rune of Fate on its way: it is out (R8.2)."""
        return self.meets == Meets.FATE


def slide_distance(speed: float) -> float:
    """How far a free stone launched at `speed` mm/s slides before friction stops it (mm)."""
    speed = abs(speed)
    return speed * speed / (2.0 * FRICTION_DECEL) + speed * DT / 2.0


def _first_contact(px: float, py: float, ux: float, uy: float,
                   cx: float, cy: float, reach: float) -> float | None:
    """Distance along the unit direction u from p at which p comes within `reach` of c."""
    bx, by = cx - px, cy - py
    along = bx * ux + by * uy
    gap2 = bx * bx + by * by - reach * reach
    if gap2 <= 0.0:
        return 0.0   # already touching where it starts
    disc = along * along - gap2
    if along <= 0.0 or disc < 0.0:
        return None  # behind the start, or passed by
    return along - math.sqrt(disc)


def predict_stop(start: Point, angle: float, speed: float,
                 lying: Mapping[int, Point]) -> AimPrediction:
    """Where a stone flicked from `start` at `angle` (radians) and `speed` (mm/s) stops.

    lying: the other stones on the table by id (as the contest sees them). The start is pulled
    inside the rim as the simulation does.
    """
    x, y = start
    max_r = TABLE_RADIUS - STONE_RADIUS
    r = math.hypot(x, y)
    if r > max_r:
        x, y = x * max_r / r, y * max_r / r
    ux, uy = math.cos(angle), math.sin(angle)
    reach = slide_distance(speed)
    meets, hit = Meets.NOTHING, None
    fate = _first_contact(x, y, ux, uy, 0.0, 0.0,
                          FATE_RADIUS + STONE_RADIUS + FATE_TOUCH_TOLERANCE)
    if fate is not None and fate <= reach:
        reach, meets = fate, Meets.FATE
    for stone in sorted(lying):
        cx, cy = lying[stone]
        t = _first_contact(x, y, ux, uy, cx, cy, 2.0 * STONE_RADIUS)
        if t is not None and t < reach:
            reach, meets, hit = t, Meets.STONE, stone
    rim = _rim_exit(x, y, ux, uy, max_r)
    if rim < reach:
        reach, meets, hit = rim, Meets.RIM, None
    return AimPrediction((x + ux * reach, y + uy * reach), meets, hit)


def _rim_exit(px: float, py: float, ux: float, uy: float, max_r: float) -> float:
    """Distance along u at which a centre starting inside the disc of radius max_r leaves it."""
    along = px * ux + py * uy
    disc = along * along - (px * px + py * py - max_r * max_r)
    return -along + math.sqrt(max(0.0, disc))
