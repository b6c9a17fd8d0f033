"""Geometry helpers for the physics module: the post-simulation relaxation pass.

A rigid-body solver leaves small residual overlaps (and inputs may overlap to begin with), yet
the rules need clean final positions: "nearest to the Rune of Fate" (R5.5, R8.2) is measured on
them, and the table must show every stone whole. :func:`relax` moves stones the least it can,
deterministically, until no stone overlaps another, the Rune of Fate, or the rim. Pure Python,
no pymunk, no Qt.
"""

from __future__ import annotations

import math

# Targets sit a hair beyond the hard limits, while the checks test the hard limits exactly:
# every correction therefore makes strict progress and rounding can never re-trigger it forever.
_SLACK = 1e-7
# Gauss-Seidel passes before the (slower, but always successful) greedy fallback takes over.
_MAX_PASSES = 200
# Fallback search: rings around the wanted spot, this far apart, this many spots per ring.
_RING_STEP = 1.0
_RING_SPOTS = 72
_GOLDEN_ANGLE = math.pi * (3.0 - math.sqrt(5.0))


def _fallback_dir(key: int) -> tuple[float, float]:
    """A deterministic unit vector for a stone whose push direction is undefined."""
    angle = key * _GOLDEN_ANGLE
    return math.cos(angle), math.sin(angle)


def _push_out_of_fate(p: list[float], key: int, min_r: float) -> bool:
    """Move p radially to min_r (+ slack) if it is nearer the centre; return whether it moved."""
    r = math.hypot(p[0], p[1])
    if r >= min_r:
        return False
    ux, uy = (p[0] / r, p[1] / r) if r > 0.0 else _fallback_dir(key)
    p[0] = ux * (min_r + _SLACK)
    p[1] = uy * (min_r + _SLACK)
    return True


def _clamp_inside(p: list[float], max_r: float) -> bool:
    """Pull p radially onto max_r (- slack) if it lies beyond it; return whether it moved."""
    r = math.hypot(p[0], p[1])
    if r <= max_r:
        return False
    k = (max_r - _SLACK) / r
    p[0] *= k
    p[1] *= k
    return True


def _relax_pass(pts: list[list[float]], keys: list[int], min_d: float, fate_r: float,
                max_r: float) -> bool:
    """One Gauss-Seidel sweep over every constraint; return whether anything moved."""
    moved = False
    # Sweep-and-prune on x: only pairs closer than min_d in x can overlap. The order is taken
    # at the start of the pass; if a push makes it stale the pass reports a move, so the final
    # (move-free) pass always runs on an exact order and so checks every candidate pair.
    order = sorted(range(len(pts)), key=lambda i: pts[i][0])
    min_d2 = min_d * min_d
    for a, i in enumerate(order):
        pi = pts[i]
        for j in order[a + 1:]:
            pj = pts[j]
            dx = pj[0] - pi[0]
            if dx >= min_d:
                break
            dy = pj[1] - pi[1]
            d2 = dx * dx + dy * dy
            if d2 >= min_d2:
                continue
            d = math.sqrt(d2)
            ux, uy = (dx / d, dy / d) if d > 0.0 else _fallback_dir(keys[i] * 64 + keys[j])
            half = 0.5 * (min_d + _SLACK - d)
            pi[0] -= ux * half
            pi[1] -= uy * half
            pj[0] += ux * half
            pj[1] += uy * half
            moved = True
    for p, key in zip(pts, keys, strict=True):
        moved |= _push_out_of_fate(p, key, fate_r)
        moved |= _clamp_inside(p, max_r)
    return moved


def _is_free(p: list[float], placed: list[list[float]], min_d: float, fate_r: float,
             max_r: float) -> bool:
    """Whether p respects the rim, the Rune of Fate and every stone already placed."""
    r = math.hypot(p[0], p[1])
    if r < fate_r or r > max_r:
        return False
    return all(math.hypot(p[0] - q[0], p[1] - q[1]) >= min_d for q in placed)


def _greedy_place(pts: list[list[float]], min_d: float, fate_r: float, max_r: float) -> None:
    """Fallback: keep stones in turn, moving each conflicting one to the nearest free spot.

    Only reached if relaxation has not converged (never seen in practice: the table holds
    at most 48 stones, a few percent of its area). It always succeeds while room is left.
    """
    placed: list[list[float]] = []
    for p in pts:
        if not _is_free(p, placed, min_d, fate_r, max_r):
            ring = 1
            while True:
                radius = ring * _RING_STEP
                found = None
                for s in range(_RING_SPOTS):
                    angle = 2.0 * math.pi * s / _RING_SPOTS
                    cand = [p[0] + radius * math.cos(angle), p[1] + radius * math.sin(angle)]
                    _clamp_inside(cand, max_r)
                    if _is_free(cand, placed, min_d, fate_r, max_r):
                        found = cand
                        break
                if found is not None:
                    p[0], p[1] = found
                    break
                ring += 1
                if radius > 4.0 * max_r:
                    raise RuntimeError("no free spot left on the table")
        placed.append(p)


def relax(pts: list[list[float]], keys: list[int], *, min_d: float, fate_r: float,
          max_r: float) -> None:
    """Separate overlapping discs in place, deterministically.

    pts are mutable [x, y] centres; keys are distinct ints (stone ids) used only to pick a
    push direction when two centres coincide. Afterwards every pair of centres is at least
    min_d apart, every centre is at least fate_r from the origin and at most max_r from it.
    """
    for _ in range(_MAX_PASSES):
        if not _relax_pass(pts, keys, min_d, fate_r, max_r):
            return
    _greedy_place(pts, min_d, fate_r, max_r)


def segment_min_distance(x0: float, y0: float, x1: float, y1: float) -> float:
    """Smallest distance from the origin to the segment (x0, y0)-(x1, y1).

    Used to catch a stone that crosses the Rune of Fate's reach between two physics steps.
    """
    dx = x1 - x0
    dy = y1 - y0
    len2 = dx * dx + dy * dy
    if len2 == 0.0:
        return math.hypot(x0, y0)
    t = -(x0 * dx + y0 * dy) / len2
    t = 0.0 if t < 0.0 else min(t, 1.0)
    return math.hypot(x0 + t * dx, y0 + t * dy)
