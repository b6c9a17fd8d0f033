"""Child of the network tests: the real `rok-qt` main() at one screen of a network table.

    python net_child.py -- rok-qt arguments (--join host:port/CODE --name Ann ...)
    python net_child.py host -- rok-qt arguments   (hosts a table; see below)
    python net_child.py stay -- rok-qt arguments   (joins, and stays when the table ends)

In `host` and `stay`, the copy does not leave by itself: it obeys lines on its standard input
(`join`: Game > Join a table again, through the dialog; `rematch`: the game-over dialog's
Rematch; `quit`), says `invitation TEXT` once it hosts, `asked TITLE` when it answered a
question the app asked (after a crash: "Yes" to resume the game, "Host the table again"; the
note that follows; "Discard" for a resumed game's moves on quitting), `own round R treasure
[..]` for the game at this screen (not a network table's: its round and every player's
treasure) whenever it is there, `prefilled TEXT` for what Join a table offered, and `new
game` when a game begins after a game over. `host` hosts Ann's table with two open seats
(Game > Host a table, typed and clicked in the dialog) and starts it once both are taken.

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
import os
import queue
import sys
import threading
import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QMessageBox

from rok_qt.app import main as app_main
from rok_qt.app.network import hosting
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT
from rok_qt.ui.network.host_dialog import HostDialog
from tests.app.net_hands import Hands

THROW_LEAD_MS = 500.0
"""From a throw to its race's "go" at a table this copy hosts: every copy here runs with
animations off, so there is no flight to watch and the 3-2-1 is shortened to fit, as it is
whenever a table's go is that close (the app's own lead, 3.5 s, is for a throw shown)."""
ENDED_TITLE = "The table has ended"
ANSWERED = {"Resume the game?": "Yes", "Host the table again?": "Host the table again",
            "Hosting the table again": "OK", "Unsaved game": "Discard"}
"""Questions a `host` copy answers as its person would: the button it clicks."""


def click(button: QAbstractButton | None) -> None:
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def main() -> int:
    mode = sys.argv[1]
    hosting.SHOW_THROW_MS = THROW_LEAD_MS
    argv = ["rok-qt", *sys.argv[2 + (mode != "--"):]]
    stays = mode in ("host", "stay")
    app = QApplication(argv)
    hands: list[Hands] = []
    said: set[str] = set()
    orders: queue.Queue[str] = queue.Queue()
    over = {"scores": False, "hosted": False}

    def say(line: str) -> None:
        if line not in said:
            said.add(line)
            print(line, flush=True)

    def read_orders() -> None:
        for line in sys.stdin:
            orders.put(line.strip())

    if stays:
        threading.Thread(target=read_orders, daemon=True).start()

    def window() -> MainWindow | None:
        found = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
        return found[0] if found else None

    def game_over(dialog: QDialog, win: MainWindow) -> None:
        client = win.network.client
        state = None if client is None else client.session.state
        if isinstance(dialog, GameOverDialog) and state is not None:
            say("scores " + json.dumps(state.scores))
            over["scores"] = True
            if not stays:
                QTimer.singleShot(200, app.quit)

    def started(win: MainWindow) -> None:
        client = win.network.client
        state = None if client is None else client.session.state
        if over["scores"] and state is not None and state.phase != Phase.OVER:
            over["scores"] = False
            print("new game", flush=True)

    def boxes() -> bool:
        for box in app.topLevelWidgets():
            if not (isinstance(box, QMessageBox) and box.isVisible()):
                continue
            title = box.windowTitle()
            if stays and title in ANSWERED:
                print(f"asked {title}", flush=True)
                click(next(b for b in box.buttons()
                           if b.text().replace("&", "") == ANSWERED[title]))
                return True
            if stays and title == ENDED_TITLE:
                print(f"ended {box.text()}", flush=True)
                said.difference_update({line for line in said if line.startswith("seats")})
                box.close()
                return True
            # The table's end is expected; any other box (the table refused us) is not,
            # and this copy leaves too rather than wait for a click that never comes.
            kind = "ended" if title == ENDED_TITLE else "box"
            say(f"{kind} {title}: {box.text()}" if kind == "box" else f"ended {box.text()}")
            QTimer.singleShot(200, app.quit)
            return True
        return False

    def host(win: MainWindow) -> None:
        """Game > Host a table: Ann here, two seats open; Open the table."""
        over["hosted"] = True
        win.host_action.trigger()
        dialog = win.findChild(HostDialog)
        assert dialog is not None
        dialog.rows[0].name.clear()
        QTest.keyClicks(dialog.rows[0].name, "Ann")
        click(dialog.add_button)
        last = dialog.rows[-1].controller
        last.setCurrentIndex(last.findData(OPEN_SEAT))
        click(dialog.start_button)

    def obey(win: MainWindow) -> None:
        while not orders.empty():
            order = orders.get()
            if order == "quit":   # after this poll, so that a question on closing is answered
                QTimer.singleShot(0, app.quit)
            elif order == "rematch":
                dialog = win.findChild(GameOverDialog)
                assert dialog is not None and dialog.isVisible()
                click(dialog.rematch_button)
                print("status " + win.statusBar().currentMessage(), flush=True)
            elif order == "join":
                win.join_action.trigger()
                join = win.network.join_dialog
                assert join is not None
                print(f"prefilled {join.address.text()}", flush=True)
                if not join.names[0].text():
                    QTest.keyClicks(join.names[0], "Someone")
                click(join.join_button)

    shown = {"last": ""}

    def report(win: MainWindow) -> None:
        """Where this screen stands, on standard error whenever it changes (a stalled table's
        test shows the tail of it)."""
        widget = win.network.widget
        if widget is None:
            line = f"no table (client {win.network.client is not None})"
        else:
            state, gate, asked = widget.session.state, widget.router.ready, widget.asked
            line = (f"phase {state.phase.name if state else None} round "
                    f"{state.round if state else None} asked "
                    f"{(asked.kind.name, asked.player) if asked else None} gate "
                    f"{gate.waiting_for() if gate.is_open else 'shut'} live "
                    f"{widget.live.active} race {widget.session.race.running} animating "
                    f"{widget.animating} action {widget.action} moves "
                    f"{hands[-1].moves if hands else 0}")
        if line != shown["last"]:
            shown["last"] = line
            print(f"{time.monotonic():.2f} {line}", file=sys.stderr, flush=True)

    parent = os.getppid()

    def poll() -> None:
        if os.getppid() != parent:
            os._exit(3)   # the test is gone (killed, timed out): no copy outlives it
        if boxes():
            return
        win = window()
        if win is None or not win.table_built:
            return
        obey(win)
        report(win)
        own = win.session.state
        if own is not None:
            treasure = json.dumps([player.treasure for player in own.players])
            say(f"own round {own.round} treasure {treasure}")
        network = win.network
        if mode == "host" and not over["hosted"] and network.client is None \
                and network.widget is None and win.host_action.isEnabled():
            host(win)
        lobby = network.lobby
        if lobby is not None and network.invitation is not None and network.invitation.code:
            say(f"invitation {network.invitation.text()}")
            if lobby.start_button.isVisible() and lobby.start_button.isEnabled():
                click(lobby.start_button)
        client = network.client
        if client is not None and client.mirror.mine:
            say(f"seats {' '.join(str(s) for s in client.mirror.mine)}")
        widget = network.widget
        if widget is not None and (not hands or hands[-1].game is not widget):
            hands.append(Hands(widget))
            widget.dialog_opened.connect(lambda dialog: game_over(dialog, win))
            widget.session.game_started.connect(lambda: started(win))
            widget.live.race_started.connect(lambda: print(
                f"racing {widget.session.state.round if widget.session.state else 0}",
                flush=True))

    timer = QTimer()
    timer.timeout.connect(poll)
    timer.start(50)
    return app_main.main(argv)


if __name__ == "__main__":
    sys.exit(main())
