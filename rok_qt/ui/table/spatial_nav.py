"""Spatial keyboard navigation: from a point, the nearest target inside a cone in a direction.

Pure geometry in screen coordinates (y grows downwards), so any keyboard cluster can use it.
Each direction owns a 90° cone (45° either side); the nearest target in that cone wins, so the
ring never jumps past a nearer stone lying that way. The four cones tile the plane without
overlap, which is what keeps every target reachable (tests/ui/test_spatial_nav.py tries it on
random and grid-aligned tables; two cones sharing a diagonal can trap a stone).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Hashable, Mapping
from enum import Enum
from typing import TypeVar

Point = tuple[float, float]
K = TypeVar("K", bound=Hashable)

class Direction(Enum):
    """A direction key, as a unit vector on screen (y down)."""

    UP = (0.0, -1.0)
    DOWN = (0.0, 1.0)
    LEFT = (-1.0, 0.0)
    RIGHT = (1.0, 0.0)


def in_cone(origin: Point, point: Point, direction: Direction) -> bool:
    """Whether `point` lies in the quarter of the plane that opens from `origin` that way.

    The four quarters share no edge: a point exactly on the diagonal between two directions
    belongs to the next one clockwise on screen, and the opposite diagonal to the opposite
    direction. That keeps the arrows consistent: if B is to the right of A then A is to the
    left of B, so two stones can never keep the ring bouncing between them past a third.
    """
    dx, dy = point[0] - origin[0], point[1] - origin[1]
    if direction is Direction.RIGHT:
        return dx > 0 and -dx <= dy < dx
    if direction is Direction.DOWN:
        return dy > 0 and -dy < dx <= dy
    if direction is Direction.LEFT:
        return dx < 0 and dx < dy <= -dx
    return dy < 0 and dy <= dx < -dy


def nearest_in_direction(origin: Point, targets: Mapping[K, Point],
                         direction: Direction) -> K | None:
    """The target nearest to `origin` inside the direction's cone, or None when it is empty.

    Equal distances go to the target listed first, so the choice never depends on chance.
    """
    best: tuple[float, K] | None = None
    for key, point in targets.items():
        if not in_cone(origin, point, direction):
            continue
        d = math.hypot(point[0] - origin[0], point[1] - origin[1])
        if best is None or d < best[0]:
            best = (d, key)
    return None if best is None else best[1]


def step(targets: Mapping[K, Point], start: K, direction: Direction) -> K | None:
    """The target a direction key moves to from the target `start` (None: nothing that way)."""
    origin = targets[start]
    others = {key: point for key, point in targets.items() if key != start}
    return nearest_in_direction(origin, others, direction)


def key_path(targets: Mapping[K, Point], start: K, goal: K) -> list[Direction] | None:
    """The fewest direction keys that lead from `start` to `goal`, or None if none do."""
    before: dict[K, tuple[K, Direction] | None] = {start: None}
    queue: deque[K] = deque([start])
    while queue:
        here = queue.popleft()
        if here == goal:
            path: list[Direction] = []
            link = before[here]
            while link is not None:
                path.append(link[1])
                link = before[link[0]]
            return path[::-1]
        for direction in Direction:
            there = step(targets, here, direction)
            if there is not None and there not in before:
                before[there] = (here, direction)
                queue.append(there)
    return None
