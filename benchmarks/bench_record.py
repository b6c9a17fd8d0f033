"""Reading the player's record when it is full of junk (issue 19): time and memory.

An 8 MiB history of 2-byte lines (`1`), the largest the game reads, and a 2 MiB practice
record alike, each read as Game > New game and Help > Statistics read them (on a worker
thread: this measures the work that thread does). Goal: <= 1 s and <= 50 MB of peak memory
growth for an 8 MiB file of any content; other shapes of junk are printed beside it.
"""

from __future__ import annotations

import gc
import shutil
import tempfile
import tracemalloc
from collections.abc import Callable
from pathlib import Path

from benchmarks.common import report, time_ms
from rok_qt.persistence import history, practice_log
from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import append_game, read_history
from rok_qt.persistence.practice_log import practice_path, read_practice
from tests.persistence.history_games import played_entry

GOAL_MS = 1000.0
GOAL_MB = 50.0
REPEATS = 5


def peak_growth_mb(fn: Callable[[], object]) -> float:
    """The most memory Python held during one call, above what it held before, in MB."""
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return peak / 1e6


def fill(path: Path, line: bytes, size: int) -> None:
    """`size` bytes of `line` repeated (cut at a line's end)."""
    path.write_bytes(line * (size // len(line)))


def main() -> None:
    """Print the median read time and peak memory growth of each junk record."""
    folder = Path(tempfile.mkdtemp(prefix="rok-bench-record-"))
    try:
        path = history_path(folder)
        shapes: list[tuple[str, Path, bytes, int, Callable[[Path], object]]] = [
            ("8 MiB history of '1' lines", path, b"1\n", history.MAX_BYTES, read_history),
            ("8 MiB history of blank lines", path, b" \n", history.MAX_BYTES, read_history),
            ("8 MiB history of lines naming the format", path, b'"rok-qt-history"\n',
             history.MAX_BYTES, read_history),
            ("8 MiB history of objects naming the format", path,
             b'{"format":"rok-qt-history"}\n', history.MAX_BYTES, read_history),
            ("2 MiB practice record of '1' lines", practice_path(path), b"1\n",
             practice_log.MAX_BYTES, read_practice),
        ]
        for name, target, line, size, read in shapes:
            fill(target, line, size)
            def once(read: Callable[[Path], object] = read, target: Path = target) -> None:
                read(target)

            median = report(f"read {name}", time_ms(once, REPEATS, warmup=1), GOAL_MS)
            growth = peak_growth_mb(once)
            verdict = "ok" if growth <= GOAL_MB and median <= GOAL_MS else "MISSED"
            print(f"{'':<48} peak memory growth {growth:6.1f} MB  goal <= {GOAL_MB:g} MB: "
                  f"{verdict}")
            target.unlink()
        fill(path, b"1\n", history.MAX_BYTES)
        report("append a game to that 8 MiB junk history", time_ms(
            lambda: append_game(path, played_entry()), 1, warmup=0))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
