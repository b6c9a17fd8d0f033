"""A crowd never slows the players (issue 32): 1,000 spectators on real sockets keep the
players' round trip p99 within twice that of a table without spectators. Loopback only.

Two real `rok-qt-server` processes, the same table at each (two screens played by robots and
a computer player), 1,000 spectators at the second's (benchmarks.crowd: a process of their
own, reading every frame; on a real table they are other computers). The players at both
tables ping in turns over the same seconds, so a busy machine slows both alike and the ratio
is what the crowd costs. The seconds are cut into windows, each compared with its twin, and
the median of their ratios is held to the goal: a pause of the machine's in one window moves
one ratio, a crowd that holds the server's loop moves them all (the whole crowd written in
one turn of the loop gives medians of 3.4 to 4.5 here). It is marked `alone`: `make test`
runs it after the rest of the suite, as a machine whose two cores are taken by other tests
pauses the busier server more often than the idle one. On a machine busy enough to pause
one server and not the other in most windows, a measure may miss by chance: it is taken
again, up to ATTEMPTS times; a crowd that costs the players misses every time. `make bench`
prints the same figures over longer (benchmarks/bench_spectators.py).
"""

from __future__ import annotations

import asyncio
import statistics

import pytest

from benchmarks.bench_spectators import (
    GOAL_RATIO,
    more_files,
    serving,
    side_by_side,
    window_ratios,
)

SPECTATORS = 1000
SECONDS = 5.0
WINDOWS = 5
EVERY_S = 0.025
ATTEMPTS = 3


def _measure() -> list[float]:
    """Each window's p99 ratio, with 1,000 spectators at one table and none at its twin."""
    with serving(1) as (port0, pid0), serving(SPECTATORS) as (port1, pid1):
        alone, crowded, _cpu0, _cpu1, read = asyncio.run(side_by_side(
            (port0, port1), (pid0, pid1), SPECTATORS, SECONDS, EVERY_S))
    frames, _bytes, fewest, _cpu = (float(x) for x in read.split()[1:])
    assert fewest > 10 and frames >= fewest * SPECTATORS   # every spectator read the game
    assert min(len(alone), len(crowded)) >= 60 * WINDOWS   # the players' pings came back
    return window_ratios(alone, crowded, WINDOWS)


@pytest.mark.alone   # a ratio of timings: make test measures it with nothing else running
def test_a_thousand_spectators_keep_the_players_round_trip_p99_within_twice_none() -> None:
    more_files(SPECTATORS + 500)   # the crowd's sockets, in this process's children
    measured = []
    for _ in range(ATTEMPTS):
        measured.append(_measure())
        if statistics.median(measured[-1]) <= GOAL_RATIO:
            break
    assert statistics.median(measured[-1]) <= GOAL_RATIO, measured
