"""Child of the recovery tests: the real `rok-qt` main(), its message boxes answered by clicks.

    python app_child.py MODE LOG -- rok-qt arguments...

MODE `kill`: SIGKILL itself once three moves were autosaved (a crash). MODE `quit`: quit
normally after three moves (unsaved moves are discarded). MODE `resume`: answer Yes to the
resume offer, print the state's moves and file, and quit (discarding); `decline` is the same
with No to the resume offer. MODE `hold`: play, print
`playing` after three moves, and quit only once the file LOG.stop exists.

The computer players answer after 40 ms instead of the app's 450 ms until the third move
(what the modes wait for; a `hold` copy then plays on at the app's pace): the same three
autosaved moves, reached a second sooner.

Every message box is shown for real (rich text in it would be rendered), its title logged to
LOG, and then answered by clicking a button: Yes to the resume offer, Discard to unsaved moves,
Open Anyway to a game open in another copy, else the box's first button.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from rok_qt.app import main as app_main
from rok_qt.app.window import MainWindow
from rok_qt.model.state import GameState
from rok_qt.session import GameSession

Button = QMessageBox.StandardButton
QUICK_BOT_MS = 40
ANSWERS = {"Resume the game?": Button.Yes, "Unsaved game": Button.Discard,
           "Open in another copy": Button.Open}


def answer(box: QMessageBox, log: str) -> None:
    """Log the box's title and click the scripted button."""
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(box.windowTitle() + "\n")
    button = box.button(ANSWERS.get(box.windowTitle(), Button.NoButton))
    if button is None:
        button = box.buttons()[0]
    button.click()


def main() -> int:
    mode, log = sys.argv[1], sys.argv[2]
    if mode == "decline":
        ANSWERS["Resume the game?"] = Button.No
    argv = ["rok-qt", *sys.argv[4:]]
    app = QApplication(argv)
    seen: list[QMessageBox] = []
    quitting: list[bool] = []
    played: list[bool] = []

    loaded: list[int] = []
    paces: list[int] = []  # the app's own pause before a computer player answers, once seen
    load_state = GameSession.load_state

    def load_and_note(session: GameSession, state: GameState) -> None:
        """Note the moves of the game as loaded: a computer players' table goes on at once."""
        loaded.append(state.moves)
        load_state(session, state)

    GameSession.load_state = load_and_note  # type: ignore[method-assign,assignment]  # a probe

    def window() -> MainWindow | None:
        found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        return found[0] if found else None

    def boxes() -> bool:
        """Answer a shown box one poll after it was first seen (it has been drawn by then)."""
        shown = [w for w in app.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
        for box in shown:
            if box in seen:
                answer(box, log)
            else:
                seen.append(box)
        return bool(shown)

    def poll() -> None:
        if boxes() or quitting:
            return
        win = window()
        state = None if win is None or not win.table_built else win.session.state
        if win is None or state is None:
            return
        if not paces:
            paces.append(win.session.bot_delay_ms)
            win.session.set_bot_delay_ms(QUICK_BOT_MS)
        if mode in ("resume", "decline"):
            # The game as it was loaded: a round summary goes on by itself.
            moves = loaded[0] if loaded else state.moves
            print(f"moves {moves} file {win.files.path}", flush=True)
        elif state.moves < 3:
            return
        elif mode == "kill":
            os.kill(os.getpid(), signal.SIGKILL)
        elif mode == "hold":
            if not played:
                played.append(True)
                win.session.set_bot_delay_ms(paces[0])
                print("playing", flush=True)
            if not Path(log + ".stop").exists():
                return
        quitting.append(True)
        # What the window's close button does; from a timer of its own, as a question asked
        # while closing waits in a nested loop, where this poll must run again to answer it.
        QTimer.singleShot(0, win.close)

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(20)
    return app_main.main(argv)


if __name__ == "__main__":
    sys.exit(main())
