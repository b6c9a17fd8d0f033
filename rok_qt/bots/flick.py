"""A bot's flick (R8, R9.3): aimed to stop just short of the Rune of Fate, with a skill error.

A stone sliding with constant friction covers v²/(2a), so the speed for a wanted distance is
known; the error in direction and speed shrinks with skill. Touching the Fate is out (R8.2),
so the aim stops a safety margin short of it. Skilled bots also pick a start along their own
edge whose straight path no lying stone blocks.
"""

from __future__ import annotations

import math

from rok_qt.bots.dice import Dice
from rok_qt.bots.levels import Skill
from rok_qt.model.contest import contest_lying
from rok_qt.model.geometry import LAUNCH_RADIUS, MAX_FLICK_SPEED, edge_half_width, seat_angle
from rok_qt.model.moves import Flick
from rok_qt.model.physics import DT, FATE_RADIUS, FRICTION_DECEL, STONE_RADIUS
from rok_qt.model.state import GameState
from rok_qt.model.stones import FATE

STARTS = 9
"""Candidate start points along the edge a skilled bot weighs."""
MIN_SPEED = 50.0


def lying_stones(state: GameState, seat: int) -> list[tuple[float, float]]:
    """Where the stones in the way lie, as the engine's contest sees them (R8.1, R9.3)."""
    if state.contest is None:
        return [(t.x, t.y) for s, t in state.table.items() if s != FATE]
    own = state.contest.stones.get(seat)
    return [p for stone, p in contest_lying(state).items() if stone != own]


def _clearance(start: tuple[float, float], end: tuple[float, float],
               points: list[tuple[float, float]]) -> float:
    """Smallest gap between a stone sliding start->end and any lying stone (mm)."""
    sx, sy = start
    dx, dy = end[0] - sx, end[1] - sy
    length2 = dx * dx + dy * dy or 1.0
    best = math.inf
    for px, py in points:
        t = max(0.0, min(1.0, ((px - sx) * dx + (py - sy) * dy) / length2))
        gap = math.hypot(px - sx - t * dx, py - sy - t * dy) - 2 * STONE_RADIUS
        best = min(best, gap)
    return best


def _start_angles(state: GameState, seat: int, skill: Skill) -> list[float]:
    """Polar angles of the start points tried, the middle of the edge first."""
    middle = seat_angle(seat, state.player_count)
    if not skill.clear_path:
        return [middle]
    half = edge_half_width(state.player_count) * 0.9
    steps = [(i + 1) // 2 * (1 if i % 2 else -1) for i in range(STARTS)]  # 0, 1, -1, 2, -2...
    return [middle + half * k / (STARTS // 2) for k in steps]


def _stop_point(start: tuple[float, float], margin: float) -> tuple[float, float]:
    """Where the stone should stop: on the line to the centre, `margin` short of the Fate."""
    r = math.hypot(*start)
    stop_r = FATE_RADIUS + STONE_RADIUS + margin
    return start[0] * stop_r / r, start[1] * stop_r / r


def launch_speed(distance: float) -> float:
    """The speed that slides a stone `distance` mm before friction stops it.

    The fixed physics step moves a stone about v*dt/2 further than v²/(2a); solving
    v²/(2a) + v*dt/2 = d for v keeps a perfect flick on its mark.
    """
    a, half_dt = FRICTION_DECEL, DT / 2.0
    return a * (-half_dt + math.sqrt(half_dt * half_dt + 2.0 * distance / a))


def plan_flick(state: GameState, seat: int, skill: Skill, dice: Dice) -> Flick:
    """A flick from the seat's own edge towards the Rune of Fate, off by the skill's error."""
    points = lying_stones(state, seat)
    best: tuple[float, float, float] | None = None
    best_gap = -math.inf
    for polar in _start_angles(state, seat, skill):
        start = (LAUNCH_RADIUS * math.cos(polar), LAUNCH_RADIUS * math.sin(polar))
        gap = _clearance(start, _stop_point(start, skill.flick_margin_mm), points)
        if gap > best_gap + 1e-9:
            best, best_gap = (start[0], start[1], polar), gap
        if gap >= 1.0:
            break  # the nearest clear start to the middle of the edge
    assert best is not None
    x, y, polar = best
    distance = LAUNCH_RADIUS - (FATE_RADIUS + STONE_RADIUS + skill.flick_margin_mm)
    speed = launch_speed(distance)
    speed *= 1.0 + dice.gauss(skill.flick_speed_sd)
    angle = polar + math.pi + dice.gauss(skill.flick_angle_sd)
    return Flick(seat, x, y, angle, max(MIN_SPEED, min(MAX_FLICK_SPEED, speed)))
