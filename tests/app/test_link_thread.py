"""A screen's link to its table speaks to the window on the GUI thread only (R7.3).

The link's socket runs on a thread of its own. Were its signals emitted there, every listener
would get its calls queued, and Qt delivers a queued call even after its listener disconnected;
PySide keeps no reference to a plain object whose method it calls, so a listener gone by then
crashed the game (a test's signal wait did, about one run in four on a busy computer).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.network.link import TableLink
from rok_qt.net import protocol as p
from rok_qt.net.options import ServerOptions
from rok_qt.net.server_thread import ServerThread

WAIT_MS = 20_000


@pytest.fixture
def server() -> Iterator[ServerThread]:
    """A table server on 127.0.0.1, on its own thread, as the host's app runs it."""
    thread = ServerThread(ServerOptions(host="127.0.0.1", port=0))
    thread.start()
    yield thread
    thread.stop()


def test_every_signal_of_the_link_is_emitted_on_the_gui_thread(
        qtbot: QtBot, server: ServerThread) -> None:
    """A direct connection runs its listener where the signal is emitted: there it must be the
    GUI thread, for the welcome, the messages, the link coming up and each ping's answer."""
    first = p.Host(p.PROTOCOL_VERSION, (p.SeatSpec("Ann"), p.SeatSpec("Bea", open=True)))
    link = TableLink(f"ws://127.0.0.1:{server.port}", first)
    emitted_on: dict[str, set[str]] = {}

    def note(name: str) -> None:
        emitted_on.setdefault(name, set()).add(threading.current_thread().name)

    direct = Qt.ConnectionType.DirectConnection
    link.received.connect(lambda _message: note("received"), direct)
    link.connection_changed.connect(lambda _up: note("connection_changed"), direct)
    link.rtt_changed.connect(lambda _rtt: note("rtt_changed"), direct)
    link.failed.connect(lambda _why: note("failed"), direct)
    with qtbot.wait_signals([link.connection_changed, link.rtt_changed], timeout=WAIT_MS):
        link.start()
    link.close()   # waits for its thread
    main = threading.main_thread().name
    assert {"received", "connection_changed", "rtt_changed"} <= set(emitted_on)
    assert all(threads == {main} for threads in emitted_on.values()), emitted_on
