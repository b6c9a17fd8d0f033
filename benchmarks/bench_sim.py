"""Whole bot games, physics included: the 4-player median (goal 150 ms) and games/s by size."""

from __future__ import annotations

import itertools
import statistics

from benchmarks.common import report, time_ms
from rok_qt.model.state import Controller
from rok_qt.sim.runner import play_game

GOAL_4P_MS = 150.0
REPEATS = 40
LEVELS = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER)


def _games(players: int) -> list[float]:
    """Milliseconds per whole game, a fresh seed each time (as the simulator plays them)."""
    seeds = itertools.count(1)
    return time_ms(lambda: play_game(players, next(seeds), LEVELS, check=False), REPEATS)


def main() -> None:
    """Print the 4-player median against its goal, then games per second for 2-5 players."""
    for players in (2, 3, 4, 5):
        samples = _games(players)
        goal = GOAL_4P_MS if players == 4 else None
        median = report(f"sim: whole {players}-player bot game", samples, goal)
        mean = statistics.fmean(samples)
        print(f"{'':<48} {1000.0 / mean:8.1f} games/s (mean), {1000.0 / median:.1f} at median")


if __name__ == "__main__":
    main()
