"""Child of the two-copies record test: a copy of Rök finishing games and practice throws.

    python record_child.py HISTORY COPY COUNT GO [DELAY_MS]

Waits until the file GO exists (so two copies start their writes at the same instant) and
DELAY_MS more, then appends COUNT games to HISTORY and COUNT throws to the practice record
beside it, one after another through the app's own writers (app/history_writer.py's
LineWriter), each on its worker thread as a finished game's is, and exits 0 once every write
has answered (1 if any failed).
"""

from __future__ import annotations

import os
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from rok_qt.app.line_writer import LineWriter
from rok_qt.model.state import Controller
from rok_qt.persistence.history import append_game
from rok_qt.persistence.practice_log import PracticeEntry, append_practice, practice_path
from tests.persistence.history_games import entry


def main() -> int:
    history, copy, count, go = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    app = QCoreApplication([])
    writers = (LineWriter("rok-history"), LineWriter("rok-practice"))
    answers: list[object] = []
    for writer in writers:
        writer.finished.connect(lambda _entry, result: answers.append(result))
    delay_s = float(sys.argv[5]) / 1000 if len(sys.argv) > 5 else 0.0
    while not os.path.exists(go):
        time.sleep(0.001)
    time.sleep(delay_s)
    for n in range(count):
        seed = copy * 100_000 + n
        writers[0].submit(append_game, history, entry(
            [(f"Copy {copy}", Controller.HUMAN, 2, (1000 + n,)),
             ("Bot", Controller.ADEPT, 0, ())], 0, seed=seed))
        writers[1].submit(append_practice, practice_path(history), PracticeEntry(
            date=datetime(2026, 12, 1, tzinfo=UTC), find_ms=(seed % 60_000 + 1,)))
    while len(answers) < 2 * count:
        app.processEvents()
        time.sleep(0.001)
    failed = [a for a in answers if isinstance(a, Exception)]
    for problem in failed:
        print(problem, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
