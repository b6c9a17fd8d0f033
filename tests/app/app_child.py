"""Child of the recovery tests: the real `rok-qt` main() with its questions answered by script.

    python app_child.py MODE LOG -- rok-qt arguments...

MODE `kill`: SIGKILL itself once three moves were autosaved (a crash). MODE `quit`: quit
normally after three moves (unsaved moves are discarded). MODE `resume`: answer Yes to the
resume offer, print the state's moves and file, and quit (discarding). Every question
asked is logged to LOG.
"""

from __future__ import annotations

import os
import signal
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from rok_qt.app import main as app_main
from rok_qt.app.window import MainWindow


def main() -> int:
    mode, log = sys.argv[1], sys.argv[2]
    argv = ["rok-qt", *sys.argv[4:]]
    app = QApplication(argv)

    def question(_parent: object, title: str, *_a: object) -> QMessageBox.StandardButton:
        with open(log, "a", encoding="utf-8") as handle:
            handle.write(title + "\n")
        if title == "Resume the game?":
            return QMessageBox.StandardButton.Yes
        return QMessageBox.StandardButton.Discard

    QMessageBox.question = question  # type: ignore[assignment]  # scripted answers
    QMessageBox.warning = question  # type: ignore[assignment]

    def window() -> MainWindow | None:
        found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        return found[0] if found else None

    def poll() -> None:
        if quitting:
            return
        win = window()
        state = None if win is None else win.session.state
        if win is None or state is None:
            return
        if mode == "resume":
            print(f"moves {state.moves} file {win.files.path}", flush=True)
            quitting.append(True)
            win.close()  # what the window's close button does
        elif state.moves >= 3:
            if mode == "kill":
                os.kill(os.getpid(), signal.SIGKILL)
            quitting.append(True)
            win.close()  # what the window's close button does

    quitting: list[bool] = []
    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(20)
    return app_main.main(argv)


if __name__ == "__main__":
    sys.exit(main())
