"""Start-up against a yardstick (issues 11 and 20): process start to the main window shown, for
the game from source and (when built) the bundle, alternating with a bare PySide6 window holding
a QGraphicsView in the same run; prints the medians and the ratios to the bare window.

The game's window shows with its frame and menus, and builds its table on the next turn of the
event loop; one more line times the start to that table's first frame drawn ("table ready": a
player can do nothing before), with the same goal as the window's (issues 20 and 34). The rest
of the game (its files, record and features: the menus' game entries) is built on the turn
after that frame; a last line, with no goal, times the start to the whole game built.

Run with `make bench` or `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_startup`.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BARE = ROOT / "benchmarks" / "bare_window.py"
BUNDLE = ROOT / "dist" / "rok-qt" / "rok-qt"
ROUNDS = 15
GOAL_SOURCE = 2.0
GOAL_BUNDLE = 1.8


def _env(home: str, exit_when: str = "SHOWN") -> dict[str, str]:
    # Bytecode caches allowed, as an installed copy has them: the warm-up round writes them.
    # Without them every start compiles the game's sixty modules and the ratio grows by ~0.2x.
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"
           and not key.startswith("ROK_QT_EXIT_WHEN_")}
    env[f"ROK_QT_EXIT_WHEN_{exit_when}"] = "1"
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Settings written on quit go to a scratch home, never the user's.
    env.update(HOME=home, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home)
    return env


def _timed(command: list[str], env: dict[str, str]) -> Callable[[], float]:
    def run() -> float:
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, timeout=60)
        return time.perf_counter() - start
    return run


def main() -> None:
    """Alternate the starts (one warm-up each), then print medians and ratios."""
    with tempfile.TemporaryDirectory(prefix="rok-bench-") as home:
        env = _env(home)
        runs = {
            "bare PySide6 window + QGraphicsView": _timed([sys.executable, str(BARE)], env),
            "rok-qt from source": _timed([sys.executable, "-m", "rok_qt.app.main"], env),
            "rok-qt from source, table ready": _timed([sys.executable, "-m", "rok_qt.app.main"],
                                                      _env(home, "READY")),
            "rok-qt from source, whole game built": _timed(
                [sys.executable, "-m", "rok_qt.app.main"], _env(home, "BUILT")),
        }
        if BUNDLE.exists():
            runs["rok-qt bundle (dist/rok-qt)"] = _timed([str(BUNDLE)], env)
            runs["rok-qt bundle, table ready"] = _timed([str(BUNDLE)], _env(home, "READY"))
        samples: dict[str, list[float]] = {name: [] for name in runs}
        for round_ in range(ROUNDS + 1):
            for name, run in runs.items():
                seconds = run()
                if round_:  # the first round warms the disk cache
                    samples[name].append(seconds)
    medians = {name: statistics.median(values) for name, values in samples.items()}
    bare = medians.pop("bare PySide6 window + QGraphicsView")
    print(f"{'start-up: bare PySide6 window + QGraphicsView':<48} median {bare:6.3f} s"
          f"  n={ROUNDS}")
    goals = {"rok-qt from source": GOAL_SOURCE, "rok-qt from source, table ready": GOAL_SOURCE,
             "rok-qt bundle (dist/rok-qt)": GOAL_BUNDLE}
    for name, median in medians.items():
        ratio = median / bare
        goal = goals.get(name)
        verdict = "" if goal is None else \
            f"  goal <= {goal:g}x: {'ok' if ratio <= goal else 'MISSED'}"
        print(f"{'start-up: ' + name:<48} median {median:6.3f} s  {ratio:4.2f}x the bare"
              f" window{verdict}")
    if not BUNDLE.exists():
        print("start-up: bundle skipped (run `make dist`)")


if __name__ == "__main__":
    main()
