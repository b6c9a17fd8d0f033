"""A pinned invitation in the real window (R7.3): a `rok-qt-server` on 127.0.0.1 with a
certificate of its own making. Without its fingerprint the window says the secure connection
failed and how to trust it; with it the host opens the table, the lobby's invitation carries the
fingerprint, a friend joins by typing that invitation, and an invitation naming another
certificate is refused in words.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from tests.app.test_network_caps import join_by_typing
from tests.app.test_network_on_server import open_on_server, told
from tests.app.test_network_window import loopback_only, screen
from tests.net.test_pinning import CERTS, pin_of

__all__ = ["loopback_only"]   # the autouse fixture, shared: hosting and discovery on 127.0.0.1

WAIT_MS = 20_000
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def tls_server() -> Iterator[int]:
    """A `rok-qt-server` over wss:// with the self-signed test certificate; yields its port."""
    process = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--host", "127.0.0.1", "--port", "0",
         "--tls-cert", str(CERTS / "table-cert.pem"), "--tls-key", str(CERTS / "table-key.pem")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening on wss://127.0.0.1:" in first, first
    yield int(first.rsplit(":", 1)[1])
    process.send_signal(signal.SIGINT)
    process.wait(10)


def opened(qtbot: QtBot, win: MainWindow) -> str:
    """The host's table is open: the invitation its lobby shows."""
    client = win.network.client
    assert client is not None
    with qtbot.wait_signal(client.welcomed, timeout=WAIT_MS):
        pass
    lobby = win.network.lobby
    assert lobby is not None
    return lobby.address.text()


def test_R7_3_a_self_signed_table_server_is_trusted_by_the_pin_in_its_invitation(
        qtbot: QtBot, tmp_path: Path, tls_server: int) -> None:
    pin = pin_of("table")
    zed = screen(qtbot, tmp_path, "zed")   # no pin: as before, but now told how to trust it
    open_on_server(qtbot, zed, f"wss://127.0.0.1:{tls_server}")
    box = told(qtbot, zed)
    assert box.text().startswith(f"The secure connection to wss://127.0.0.1:{tls_server} "
                                 "failed"), box.text()
    assert "#sha256=" in box.text()
    box.accept()

    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"wss://127.0.0.1:{tls_server}#sha256={pin}")
    invitation = opened(qtbot, ann)
    host = ann.network.client
    assert host is not None
    assert invitation == f"wss://127.0.0.1:{tls_server}/{host.code}#sha256={pin}"
    lobby = ann.network.lobby
    assert lobby is not None
    assert lobby.address.cursorPosition() == 0, "the server and the code show, the pin after"
    shown = lobby.certificate.text()   # the whole pin, below, to compare with the server's
    assert lobby.certificate.isVisible() and shown.replace(" ", "").replace("\n", "") == pin
    assert shown.count("\n") == 1 and shown.split("\n")[0].split(" ")[0] == pin[:4]
    qtbot.mouseClick(lobby.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == invitation

    bea = screen(qtbot, tmp_path, "bea")
    join_by_typing(qtbot, bea, invitation, "Bea")
    qtbot.waitUntil(lambda: any(s.name == "Bea" for s in host.lobby), timeout=WAIT_MS)

    cy = screen(qtbot, tmp_path, "cy")   # an invitation naming another certificate
    join_by_typing(qtbot, cy, invitation.replace(pin, pin_of("other")), "Cy")
    box = told(qtbot, cy)
    assert box.windowTitle() == "Cannot join the table"
    assert box.text() == (f"The server at wss://127.0.0.1:{tls_server} showed another "
                          "certificate than the one the invitation names, so nothing was "
                          "sent to it: someone may be in between, or the server has a new "
                          "certificate. Ask the host for the invitation again."), box.text()
    box.accept()
    assert not any(s.name == "Cy" for s in host.lobby)
    for win in (bea, ann):
        win.network.leave()


def test_R7_3_the_hosts_lobby_puts_the_certificate_it_saw_into_the_invitation(
        qtbot: QtBot, tmp_path: Path, tls_server: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A server whose certificate this computer trusts as it is (here the test certificate is
    made a trusted authority, as a public one would be): the host types no pin, and the
    invitation the lobby copies still carries the certificate's, so every joiner trusts that
    one and no other."""
    monkeypatch.setenv("SSL_CERT_FILE", str(CERTS / "table-cert.pem"))
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"wss://127.0.0.1:{tls_server}")
    invitation = opened(qtbot, ann)
    assert invitation.endswith(f"#sha256={pin_of('table')}"), invitation
    ann.network.leave()
