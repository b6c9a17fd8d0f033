"""What the log costs while it is off: a debug line on a quiet channel, and setting it up."""

from __future__ import annotations

import logging
import tempfile
import time
from pathlib import Path
from statistics import median

from benchmarks.common import report, time_ms
from rok_qt import logs

CALLS = 10_000


def quiet_debug_lines() -> None:
    race = logs.channel("race")
    for stone in range(CALLS):
        race.debug("take %d at %.1f ms", stone, 12.5)


def nothing() -> None:
    for _stone in range(CALLS):
        pass


def main() -> None:
    """Print the cost of a debug line on a channel that is off, per call, and of configure()."""
    with tempfile.TemporaryDirectory() as folder:
        logs.configure(Path(folder))
        quiet = time_ms(quiet_debug_lines, repeats=30)
        empty = time_ms(nothing, repeats=30)
        per_call_ns = sorted((q - e) * 1e6 / CALLS for q, e in zip(quiet, empty, strict=True))
        print(f"{'a debug line on a quiet channel':<48} median {median(per_call_ns):8.0f} ns "
              f"per call  n={len(per_call_ns)}")
        setup = []
        for _ in range(30):
            start = time.perf_counter()
            logs.configure(Path(folder))
            setup.append((time.perf_counter() - start) * 1000.0)
        report("setting up the log at start (ms)", setup, goal_ms=1.0)
        logs.configure(None)
        logging.getLogger(logs.ROOT).setLevel(logging.NOTSET)


if __name__ == "__main__":
    main()
