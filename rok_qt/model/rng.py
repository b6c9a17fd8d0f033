"""Seeded randomness kept in the game state (I5): SplitMix64, one integer of state.

A tiny generator of our own, rather than `random.Random`, so the whole generator state is one
integer in the save file and the sequence never changes with the Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


class HasRng(Protocol):
    """Anything that keeps the generator state in an `rng` attribute (the game state)."""

    rng: int


def next_u64(holder: HasRng) -> int:
    """Advance the generator kept in holder.rng and return 64 random bits."""
    holder.rng = (holder.rng + _GAMMA) & _MASK
    z = holder.rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def uniform(holder: HasRng, low: float = 0.0, high: float = 1.0) -> float:
    """A float in [low, high)."""
    return low + (high - low) * ((next_u64(holder) >> 11) * (1.0 / (1 << 53)))


def below(holder: HasRng, n: int) -> int:
    """An int in [0, n), without modulo bias."""
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        value = next_u64(holder)
        if value < limit:
            return value % n


def choice(holder: HasRng, items: Sequence[T]) -> T:
    """One item of a non-empty sequence."""
    return items[below(holder, len(items))]


def seed_state(seed: int) -> int:
    """The generator state for a game seed (any int; folded into 64 bits)."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & _MASK
