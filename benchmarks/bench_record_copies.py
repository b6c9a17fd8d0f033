"""Two copies of Rök finishing a game at once (issue 19): lines lost in 100 tries.

Each try starts two real copies of the record's writer (tests/app/record_child.py, the app's
own LineWriter) on a fresh history of 3 games; both wait for one signal, then each appends a
game and a practice throw, the second copy 0-100 ms later in half the tries. Lost lines are
the games and throws missing afterwards. Goal: 0.
"""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import append_game, read_history
from rok_qt.persistence.practice_log import practice_path, read_practice
from tests.persistence.history_games import played_entry

ROOT = Path(__file__).resolve().parent.parent
CHILD = ROOT / "tests" / "app" / "record_child.py"
TRIES = int(os.environ.get("ROK_QT_BENCH_TRIES", "100"))


def one_try(folder: Path, delay_ms: float) -> int:
    """Lines lost when two copies write at once (the second `delay_ms` later)."""
    history = history_path(folder)
    for seed in (5, 6, 7):
        append_game(history, played_entry(seed=seed))
    go = folder / "go"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    copies = [subprocess.Popen([sys.executable, str(CHILD), str(history), str(copy), "1",
                                str(go), str(delay)], cwd=ROOT, env=env,
                               stderr=subprocess.DEVNULL)
              for copy, delay in ((1, 0.0), (2, delay_ms))]
    go.touch()
    for child in copies:
        child.wait(timeout=120)
    games = len(read_history(history).games)
    throws = len(read_practice(practice_path(history)).throws)
    return (5 - games) + (2 - throws)


def main() -> None:
    """Print the lines lost over TRIES tries (at the same instant, and 0-100 ms apart)."""
    pick = random.Random(19)
    lost = {"same instant": 0, "0-100 ms apart": 0}
    tries = {"same instant": 0, "0-100 ms apart": 0}
    for n in range(TRIES):
        folder = Path(tempfile.mkdtemp(prefix="rok-bench-copies-"))
        try:
            kind = "same instant" if n % 2 == 0 else "0-100 ms apart"
            delay = 0.0 if kind == "same instant" else pick.uniform(0, 100)
            lost[kind] += one_try(folder, delay)
            tries[kind] += 1
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    for kind in lost:
        print(f"two copies writing the record, {kind:<16} {tries[kind]:4d} tries  "
              f"lines lost {lost[kind]:3d}  goal 0: {'ok' if lost[kind] == 0 else 'MISSED'}")
    print(f"two copies writing the record, in all            {TRIES:4d} tries  lines lost "
          f"{sum(lost.values()):3d}")


if __name__ == "__main__":
    main()
