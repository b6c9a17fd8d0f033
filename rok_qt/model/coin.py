"""The referee's seeded coin for equal stamps (R7.2): who comes first at one stamp.

Kept apart from the live race (model/live.py) and its referee (model/referee.py), which both
ask it, so that neither imports the other.
"""

from __future__ import annotations

import math

from rok_qt.model import rng


def tie_order(seed: int, stone: int, ms: float, seats: list[int]) -> list[int]:
    """R7.2: who comes first when several seats reach for one stone at the same stamp.

    A seeded coin flip, as relay's exact ties (R7.1): derived from the game's seed, the stone
    and the stamp alone, so it replays the same way from the same game and never draws on
    (or disturbs) the game's generator. The seats come back in the order their takes count.
    """
    stamp = round(ms) if math.isfinite(ms) else 0
    holder = _Coin(rng.seed_state(seed ^ (stone * 0x9E3779B1) ^ (stamp << 20)))
    rest = sorted(set(seats))
    order: list[int] = []
    while rest:
        order.append(rest.pop(rng.below(holder, len(rest))))
    return order


class _Coin:
    """A throwaway generator state for one tie (rng.HasRng)."""

    def __init__(self, state: int) -> None:
        self.rng = state
