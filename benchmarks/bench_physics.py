"""Physics benchmarks: a full throw, a typical game throw, and a flick (rok_qt.model.physics).

Inputs are generated once with a fixed seed, like the game would: stones already lying at
random non-overlapping spots, launches from the rim towards the centre with some spread.
"""

from __future__ import annotations

import math
import random

from benchmarks.common import report, time_ms
from rok_qt.model.physics import (
    FATE_RADIUS,
    STONE_RADIUS,
    TABLE_RADIUS,
    Launch,
    SimResult,
    simulate,
)

REPEATS = 40


def scattered(rng: random.Random, count: int, first_id: int) -> dict[int, tuple[float, float]]:
    """count stones at random spots on the table, overlapping neither each other nor the Fate."""
    spots: dict[int, tuple[float, float]] = {}
    inner = STONE_RADIUS + FATE_RADIUS + 1.0
    outer = TABLE_RADIUS - STONE_RADIUS - 1.0
    while len(spots) < count:
        r = math.sqrt(rng.uniform(inner * inner, outer * outer))
        a = rng.uniform(0.0, 2.0 * math.pi)
        p = (r * math.cos(a), r * math.sin(a))
        if all(math.dist(p, q) > 2.0 * STONE_RADIUS + 1.0 for q in spots.values()):
            spots[first_id + len(spots)] = p
    return spots


def rim_launches(rng: random.Random, count: int, first_id: int, speed: tuple[float, float],
                 spread: float = 0.25) -> list[Launch]:
    """count launches from evenly spread rim seats, aimed at the centre give or take spread rad."""
    start_r = TABLE_RADIUS - STONE_RADIUS - 1.0
    launches = []
    for k in range(count):
        a = 2.0 * math.pi * k / count + rng.uniform(-0.1, 0.1)
        heading = a + math.pi + rng.uniform(-spread, spread)
        v = rng.uniform(*speed)
        launches.append(Launch(first_id + k, start_r * math.cos(a), start_r * math.sin(a),
                               v * math.cos(heading), v * math.sin(heading)))
    return launches


def _moved(result: SimResult, launches: list[Launch]) -> bool:
    """Whether most launched stones slid a fair way (some bounce back off lying stones)."""
    far = sum(math.dist(result.final[ln.stone], (ln.x, ln.y)) > 50.0 for ln in launches)
    return 2 * far >= len(launches)


def main() -> None:
    """Print the medians of the four physics benchmarks against their goals."""
    rng = random.Random(1)

    lying30 = scattered(rng, 30, 1)
    throw20 = rim_launches(rng, 20, 31, (1200.0, 1800.0))
    check = simulate(lying30, throw20)
    assert _moved(check, throw20) and len(check.frames) > 10, "throw did not simulate"
    assert len(check.final) == 50
    report("throw 20 onto 30 (record=True)",
           time_ms(lambda: simulate(lying30, throw20), REPEATS), 8.0)
    report("throw 20 onto 30 (record=False)",
           time_ms(lambda: simulate(lying30, throw20, record=False), REPEATS), 8.0)

    lying15 = scattered(rng, 15, 1)
    throw12 = rim_launches(rng, 12, 16, (1200.0, 1800.0))
    assert _moved(simulate(lying15, throw12, record=False), throw12)
    report("throw 12 onto 15 (record=False)",
           time_ms(lambda: simulate(lying15, throw12, record=False), REPEATS), 2.0)

    flick = rim_launches(rng, 1, 31, (1450.0, 1550.0), spread=0.02)
    result = simulate(lying30, flick)
    assert _moved(result, flick), "flick did not simulate"
    report("flick onto 30 (record=True)", time_ms(lambda: simulate(lying30, flick), REPEATS), 4.0)


if __name__ == "__main__":
    main()
