"""Host a table on a table server elsewhere, the way a person does (R7.3): Game > Host a table,
Where: on a server, its address typed; the lobby gives the server's address and the code it
answered; a second window joins by that invitation and both play. And a server that cannot be
had is said plainly. A real `rok-qt-server` process on 127.0.0.1 stands for the server
elsewhere.
"""

from __future__ import annotations

import http.server
import os
import signal
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.network.hosting import SERVER_KEY
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Phase
from rok_qt.ui.network.host_dialog import HostDialog
from rok_qt.ui.network.join_dialog import JoinDialog
from tests.app.test_network_window import loopback_only, screen

__all__ = ["loopback_only"]   # the autouse fixture, shared: hosting and discovery on 127.0.0.1

WAIT_MS = 20_000
ROOT = Path(__file__).resolve().parents[2]


def run_server(*more: str, stop: signal.Signals = signal.SIGINT) -> Iterator[int]:
    """A `rok-qt-server` process on the loopback; yields its port; `stop` ends it (SIGINT: at
    once; SIGTERM: it drains, as an upgrade does)."""
    process = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--host", "127.0.0.1", "--port", "0", *more],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening on ws://127.0.0.1:" in first, first
    yield int(first.rsplit(":", 1)[1])
    process.send_signal(stop)
    process.wait(10)


@pytest.fixture
def server() -> Iterator[int]:
    yield from run_server()


@pytest.fixture
def full_server() -> Iterator[int]:
    """A server that takes one table, and has it."""
    yield from run_server("--max-tables", "1")


def open_on_server(qtbot: QtBot, win: MainWindow, address: str) -> HostDialog:
    """Game > Host a table: Lin here, one seat open, Where: on a server, the address typed;
    Open the table."""
    win.host_action.trigger()
    dialog = win.findChild(HostDialog)
    assert dialog is not None
    assert dialog.here.isChecked()   # on this computer, unless the person says otherwise
    dialog.rows[0].name.clear()
    qtbot.keyClicks(dialog.rows[0].name, "Lin")
    qtbot.keyClicks(dialog.seed, "7")   # a numbered game whose first throw leaves a race
    qtbot.mouseClick(dialog.on_server, Qt.MouseButton.LeftButton)
    assert not dialog.start_button.isEnabled()   # no address yet: said, not opened
    assert "server's address" in dialog.error.text()
    qtbot.keyClicks(dialog.server, address)
    assert dialog.start_button.isEnabled(), dialog.error.text()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    return dialog


def told(qtbot: QtBot, win: MainWindow) -> QMessageBox:
    """The message the window shows now."""
    def shown() -> bool:
        return any(box.isVisible() for box in win.findChildren(QMessageBox))
    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return next(box for box in win.findChildren(QMessageBox) if box.isVisible())


def test_R7_3_a_table_hosted_on_a_server_is_joined_by_its_invitation_and_played(
        qtbot: QtBot, tmp_path: Path, server: int) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"127.0.0.1:{server}")
    host_client = ann.network.client
    assert host_client is not None
    with qtbot.wait_signal(host_client.welcomed, timeout=WAIT_MS):
        pass
    assert ann.network.server is None   # no server started in this window
    lobby = ann.network.lobby
    assert lobby is not None
    invitation = lobby.address.text()
    assert invitation == f"127.0.0.1:{server}/{host_client.code}", invitation
    assert not lobby.certificate.isVisible(), "no TLS: no certificate to show"
    assert "Not announced" in lobby.lan_name.text()
    assert f"127.0.0.1:{server}" in lobby.intro.text()

    bea = screen(qtbot, tmp_path, "bea")
    bea.join_action.trigger()
    join = bea.findChild(JoinDialog)
    assert join is not None
    qtbot.keyClicks(join.address, invitation)
    qtbot.keyClicks(join.names[0], "Bea")
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    assert lobby.start_button.isEnabled()
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    ann_game, bea_game = ann.network.widget, bea.network.widget
    assert ann_game is not None and bea_game is not None
    assert host_client.session.humans() == [0] and bea_client.session.humans() == [1]

    # They play: the first player throws, and the race starts on both screens.
    if ann_game.asked is None or ann_game.asked.kind != Phase.THROW:
        with qtbot.wait_signal(ann_game.question_shown, timeout=WAIT_MS,
                               check_params_cb=lambda q: q.kind == Phase.THROW):
            pass
    asked = ann_game.asked
    assert asked is not None and asked.player is not None
    thrower = (ann_game, bea_game)[asked.player]
    if thrower.asked is None or thrower.asked.kind != Phase.THROW:
        with qtbot.wait_signal(thrower.question_shown, timeout=WAIT_MS,
                               check_params_cb=lambda q: q.kind == Phase.THROW):
            pass
    with qtbot.wait_signals([ann_game.live.race_started, bea_game.live.race_started],
                            timeout=WAIT_MS):
        qtbot.keyClick(thrower, Qt.Key.Key_Space)
    for win in (bea, ann):
        win.network.leave()

    # The next Host a table offers that server again, still "on this computer" first.
    assert ann.network.settings.value(SERVER_KEY) == f"127.0.0.1:{server}"
    ann.host_action.trigger()
    again = ann.findChild(HostDialog)
    assert again is not None and again.isVisible()
    assert again.server.text() == f"127.0.0.1:{server}" and again.here.isChecked()
    again.reject()


def free_port() -> int:
    """A loopback port nothing listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def test_R7_3_a_server_that_does_not_answer_is_said_plainly(
        qtbot: QtBot, tmp_path: Path) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    port = free_port()
    open_on_server(qtbot, ann, f"127.0.0.1:{port}")
    box = told(qtbot, ann)
    assert box.windowTitle() == "Cannot host a table"
    assert box.text() == (f"Nothing answers at 127.0.0.1:{port}: is the server running "
                          "there, and is the address (its port) right?")
    assert ann.network.client is None and ann.network.lobby is None   # nothing left open
    box.accept()


def test_R7_3_something_else_at_that_address_is_said_plainly(
        qtbot: QtBot, tmp_path: Path) -> None:
    web = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
    threading.Thread(target=web.serve_forever, daemon=True).start()
    try:
        ann = screen(qtbot, tmp_path, "ann")
        open_on_server(qtbot, ann, f"127.0.0.1:{web.server_port}")
        box = told(qtbot, ann)
        assert "no R\u00f6k table server" in box.text(), box.text()
        box.accept()
    finally:
        web.shutdown()
        web.server_close()


def test_R7_3_a_server_with_no_room_for_another_table_says_so(
        qtbot: QtBot, tmp_path: Path, full_server: int) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"127.0.0.1:{full_server}")
    client = ann.network.client
    assert client is not None
    with qtbot.wait_signal(client.welcomed, timeout=WAIT_MS):
        pass
    cy = screen(qtbot, tmp_path, "cy")
    open_on_server(qtbot, cy, f"127.0.0.1:{full_server}")
    box = told(qtbot, cy)
    assert box.text() == (f"The server at 127.0.0.1:{full_server} has as many tables as it "
                          "takes: try again later, or host the table on this computer.")
    box.accept()
    ann.network.leave()


def test_R7_3_wss_to_a_server_without_tls_is_said_plainly(
        qtbot: QtBot, tmp_path: Path, server: int) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"wss://127.0.0.1:{server}")
    box = told(qtbot, ann)
    assert box.text().startswith(f"The secure connection to wss://127.0.0.1:{server} failed"), \
        box.text()
    box.accept()


def test_R7_3_a_server_restarted_in_place_takes_its_players_back_to_their_seats(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An upgrade of a lone server: SIGTERM saves the game under way and closes with "service
    restart"; for the moment the new process takes to start, connections are refused, and
    the screens keep trying (they used to give up at the first refusal) until the table is
    hosted again from its save; then both play on in the same round."""
    monkeypatch.setattr("rok_qt.app.network.link.RETRY_S", 0.1)   # tries again 10 times a second
    port, saves = free_port(), tmp_path / "saves"
    first = run_server("--port", str(port), "--save-dir", str(saves), "--drain-limit", "0",
                       stop=signal.SIGTERM)
    assert next(first) == port
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"127.0.0.1:{port}")
    host_client = ann.network.client
    assert host_client is not None
    with qtbot.wait_signal(host_client.welcomed, timeout=WAIT_MS):
        pass
    lobby = ann.network.lobby
    assert lobby is not None
    bea = screen(qtbot, tmp_path, "bea")
    assert bea.network.join_address(lobby.address.text(), ["Bea"])
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        pass
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    state = host_client.session.state
    assert state is not None
    round_ = state.round

    with qtbot.wait_signals([host_client.connection_changed, bea_client.connection_changed],
                            timeout=WAIT_MS):
        next(first, None)   # SIGTERM: the game saved, the screens told "service restart"
    saved = sorted((saves / "drained").glob("*.rok"))
    assert len(saved) == 1, saved
    qtbot.wait(500)   # the new process is not up yet: each screen is refused a few times
    second = run_server("--port", str(port), "--host-again", str(saves / "drained"))
    try:
        assert next(second) == port
        with qtbot.wait_signals([host_client.connection_changed, bea_client.connection_changed],
                                timeout=WAIT_MS,
                                check_params_cbs=[lambda up: up, lambda up: up]):
            pass
        for win in (ann, bea):
            assert not [box for box in win.findChildren(QMessageBox) if box.isVisible()]
        for client in (host_client, bea_client):
            shown = client.session.state
            assert shown is not None and shown.round == round_
        for win in (bea, ann):
            win.network.leave()
    finally:
        next(second, None)
