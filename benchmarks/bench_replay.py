"""Replay benchmarks (issue 21): opening a 10-round record and showing its first frame, and
seeking to the last round of a 12-round 5-player game.

Opening is what Game > Open does with a record file: read it, decode it strictly, replay it
through the engine (every move checked, the scores compared), lay out the timeline and show
the first frame in the viewer, painted. Seeking is a jump from the start to the last round's
throw, painted. Medians; run with `make bench` or `python -m benchmarks.bench_replay`.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from benchmarks.common import report
from rok_qt.persistence.game_record import GameRecord

REPEATS = 15


def _record_with_rounds(rounds: int, players: int) -> GameRecord:
    """A computer players' game of exactly this many rounds (the first seed that gives it)."""
    from rok_qt.model.state import PlayMode
    from rok_qt.persistence.replay import replay
    from rok_qt.sim.records import bots_record

    for seed in range(1, 200):
        record = bots_record(players, seed, PlayMode.RELAY)
        if replay(record).final.round == rounds:
            return record
    raise RuntimeError(f"no {players}-player game of {rounds} rounds in 200 seeds")


def main() -> None:
    """Both replay benchmarks."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.persistence.record_store import read_record, write_record
    from rok_qt.persistence.replay import replay
    from rok_qt.ui.replay.viewer import ReplayViewer

    app = QApplication.instance() or QApplication([])
    viewer = ReplayViewer()
    viewer.resize(1280, 800)
    viewer.show()
    app.processEvents()
    folder = Path(tempfile.mkdtemp(prefix="rok-bench-replay-"))

    ten = _record_with_rounds(10, 4)
    path = folder / "ten.rokrec"
    write_record(path, ten)

    def open_and_show() -> None:
        replayed = replay(read_record(path))
        viewer.show_replay(replayed, "bench")
        viewer.repaint()

    samples = []
    for _ in range(REPEATS + 2):
        start = time.perf_counter()
        open_and_show()
        samples.append((time.perf_counter() - start) * 1000.0)
    report(f"open a 10-round record, first frame ({len(ten.moves)} moves)", samples[2:], 100.0)

    twelve = _record_with_rounds(12, 5)
    replayed = replay(twelve)
    viewer.show_replay(replayed, "bench")
    last_round = max(replayed.round_starts())
    seeks = []
    for _ in range(REPEATS + 2):
        viewer.player.seek(0)
        viewer.repaint()
        start = time.perf_counter()
        viewer.player.jump_to_round(last_round)
        viewer.repaint()
        seeks.append((time.perf_counter() - start) * 1000.0)
    report("seek to the last round, 12 rounds, 5 players", seeks[2:], 300.0)


if __name__ == "__main__":
    main()
