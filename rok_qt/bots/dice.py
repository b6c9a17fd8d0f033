"""A bot's private seeded generator: derived from the state, never advancing the state's own.

Deriving it from (seed, moves, seat) means the same state always gives the same move (I5)
without the bot touching `state.rng`, which belongs to the engine.
"""

from __future__ import annotations

import math

from rok_qt.model import rng


class Dice:
    """A SplitMix64 generator state for `rok_qt.model.rng`, with the few draws bots need."""

    __slots__ = ("rng",)

    def __init__(self, seed: int, moves: int, seat: int) -> None:
        # Fold the three numbers in through the generator itself so nearby moves and seats
        # give unrelated streams.
        self.rng = rng.seed_state(seed)
        for value in (moves, seat):
            self.rng ^= rng.next_u64(self) ^ (value * 0x9E3779B97F4A7C15)
            self.rng &= (1 << 64) - 1

    def uniform(self, low: float = 0.0, high: float = 1.0) -> float:
        """A float in [low, high)."""
        return rng.uniform(self, low, high)

    def chance(self, p: float) -> bool:
        """True with probability p."""
        return rng.uniform(self) < p

    def gauss(self, sd: float) -> float:
        """A normal draw with mean 0 (Box-Muller), for aiming errors."""
        u = 1.0 - rng.uniform(self)  # in (0, 1]: log stays finite
        v = rng.uniform(self)
        return sd * math.sqrt(-2.0 * math.log(u)) * math.cos(2.0 * math.pi * v)

    def weighted(self, weights: list[float]) -> int:
        """An index drawn in proportion to positive weights."""
        total = sum(weights)
        x = rng.uniform(self, 0.0, total)
        for i, w in enumerate(weights):
            x -= w
            if x < 0:
                return i
        return len(weights) - 1
