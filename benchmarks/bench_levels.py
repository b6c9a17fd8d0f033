"""The levels against the models of people, live (R7.2): `rok-qt-sim --meet` at 1,000 games.

Each model of a person (first-timer, practised) against two computer players of each level:
win rate, races won and lost per game (medians), the share of rounds in which it held a stone
when the grab ended; the first-timer's goals (rok_qt/sim/meeting.py) are checked per row.
"""

from __future__ import annotations

import os
import time

from rok_qt.sim import meeting

GAMES = int(os.environ.get("ROK_BENCH_MEET_GAMES", "1000"))
"""Games per row (fewer for a quick look: ROK_BENCH_MEET_GAMES=200 make bench)."""


def main() -> None:
    """Print the table row by row, then the time it took."""
    started = time.perf_counter()
    print(meeting.HEADER, flush=True)
    meeting.table(GAMES, seed=1, workers=2,
                  on_row=lambda row: print(meeting.format_row(row), flush=True))
    print(f"{'':<13} {GAMES} live games per row, seeds 1-{GAMES}, "
          f"{time.perf_counter() - started:.0f} s on 2 processes")


if __name__ == "__main__":
    main()
