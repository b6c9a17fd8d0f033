"""Child of the kill test: a copy of Rök that ends a game and is killed during its last writes.

    python end_child.py DATA SAVE TRACE DELAY_MS

The real window (open_window, as `rok-qt` builds it) on the data folder DATA opens SAVE, a
game of computer players at the summary after which it ends, with its record. Once the record
is checked and the summary shown, it writes `ending <time>` to TRACE, sets a timer that kills
the process (SIGKILL) DELAY_MS later, and clicks "See the final scores": the game ends, and its
autosave, kept record and history line are written. Every file that takes its place (the end of
an atomic write) adds `renamed <name> <time>` to TRACE, on whichever thread wrote it; `written`
follows once the window heard that both the record and the history line are done. A negative
DELAY_MS kills the copy only once `written` is noted (the test's measure of how long the writes
take).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
import time
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from rok_qt.app.autosave import Autosave
from rok_qt.app.startup import open_window
from rok_qt.persistence import atomic
from rok_qt.ui.table.animations import AnimationSpeed


def main() -> int:
    data, save, trace_path, delay_ms = (Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3],
                                        float(sys.argv[4]))
    trace = os.open(trace_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)

    def note(text: str) -> None:
        os.write(trace, f"{text} {time.monotonic():.6f}\n".encode())

    real_replace = atomic._replace

    def replace_and_note(src: Path, dst: Path) -> None:
        real_replace(src, dst)
        note(f"renamed {Path(dst).name}")

    atomic._replace = replace_and_note   # the trace's probe
    app = QApplication(["rok-qt"])
    window, _crash = open_window(Autosave(data))
    window.set_animation_speed(AnimationSpeed.OFF)
    window.session.set_bot_delay_ms(0)
    window.show()
    done: list[str] = []

    def written(what: str) -> None:
        done.append(what)
        if len(done) == 2:
            note("written")
            if delay_ms < 0:
                os.kill(os.getpid(), signal.SIGKILL)

    window.keeper.kept.connect(lambda _path: written("kept"))
    window.history.recorded.connect(lambda _entry: written("recorded"))
    assert window.files.open_path(save, ask=False)

    def end_when_ready() -> None:
        summary = window.game.router.summary
        if window.keeper.checking or summary is None or summary.continue_button is None:
            return
        poll.stop()
        note("ending")
        if delay_ms >= 0:
            threading.Timer(delay_ms / 1000.0, os.kill, (os.getpid(), signal.SIGKILL)).start()
        summary.continue_button.click()

    poll = QTimer()
    poll.timeout.connect(end_when_ready)
    poll.start(10)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
