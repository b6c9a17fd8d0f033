"""Child of the network tests: the real `rok-qt` main() at one screen of a network table.

    python net_child.py -- rok-qt arguments (--join host:port/CODE --name Ann ...)

Once the table is on screen, `net_hands.Hands` plays this screen's seats. It prints one line
per thing the test waits for, and leaves on its own:

- `seats 1` when the table took this screen in (its seats),
- `racing ROUND` each time a live race starts on this screen,
- `scores [..]` when the game-over dialog opens (then quits),
- `ended TEXT` when a message box says the table has ended (then quits); `box TITLE: TEXT`
  for any other message box (then quits too: nobody is there to click it).
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from rok_qt.app import main as app_main
from rok_qt.app.window import MainWindow
from rok_qt.ui.dialogs.game_over import GameOverDialog
from tests.app.net_hands import Hands

ENDED_TITLE = "The table has ended"


def main() -> int:
    argv = ["rok-qt", *sys.argv[2:]]
    app = QApplication(argv)
    hands: list[Hands] = []
    said: set[str] = set()

    def say(line: str) -> None:
        if line not in said:
            said.add(line)
            print(line, flush=True)

    def window() -> MainWindow | None:
        found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        return found[0] if found else None

    def game_over(dialog: QDialog, win: MainWindow) -> None:
        client = win.network.client
        state = None if client is None else client.session.state
        if isinstance(dialog, GameOverDialog) and state is not None:
            say("scores " + json.dumps(state.scores))
            QTimer.singleShot(200, app.quit)

    def poll() -> None:
        for box in app.topLevelWidgets():
            if isinstance(box, QMessageBox) and box.isVisible():
                # The table's end is expected; any other box (the table refused us) is not,
                # and this copy leaves too rather than wait for a click that never comes.
                kind = "ended" if box.windowTitle() == ENDED_TITLE else "box"
                say(f"{kind} {box.windowTitle()}: {box.text()}" if kind == "box"
                    else f"ended {box.text()}")
                QTimer.singleShot(200, app.quit)
                return
        win = window()
        if win is None or not win.table_built:
            return
        client = win.network.client
        if client is not None and client.session.mine:
            say(f"seats {' '.join(str(s) for s in client.session.mine)}")
        widget = win.network.widget
        if widget is not None and not hands:
            hands.append(Hands(widget))
            widget.dialog_opened.connect(lambda dialog: game_over(dialog, win))
            widget.live.race_started.connect(lambda: print(
                f"racing {widget.session.state.round if widget.session.state else 0}",
                flush=True))

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(50)
    return app_main.main(argv)


if __name__ == "__main__":
    sys.exit(main())
