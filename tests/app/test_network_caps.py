"""Where a person meets the table server's caps (R7.3), in the real window on 127.0.0.1: a table
whose game never started closes with a plain word, a network that tried too many wrong codes is
told to wait, and a host's own app serves no stranger's table.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.window import MainWindow
from rok_qt.net.caps import FREE_MISSES, backoff_s
from rok_qt.net.codes import new_code
from rok_qt.ui.network.join_dialog import JoinDialog
from tests.app.test_network_on_server import open_on_server, run_server, told
from tests.app.test_network_window import host_a_table, loopback_only, screen

__all__ = ["loopback_only"]   # the autouse fixture, shared: hosting and discovery on 127.0.0.1

WAIT_MS = 20_000
NO_TABLE = ("No table has that code. Check the code, or ask the host for the invitation "
            "again.")


@pytest.fixture(autouse=True)
def in_english(qapp: object) -> Iterator[None]:
    """The English catalogue, as the app installs it: its plurals ("1 minute")."""
    i18n.install("en")
    yield
    i18n.uninstall()


@pytest.fixture
def plain_server() -> Iterator[int]:
    yield from run_server()


@pytest.fixture
def hasty_server() -> Iterator[int]:
    """A table server whose tables wait 3 seconds for their game to start."""
    yield from run_server("--lobby-expiry", "0.05")


def join_by_typing(qtbot: QtBot, win: MainWindow, invitation: str, name: str) -> None:
    """Game > Join a table: the invitation and a name typed, Join pressed."""
    win.join_action.trigger()
    join = win.findChild(JoinDialog)
    assert join is not None and join.isVisible()
    join.address.clear()
    qtbot.keyClicks(join.address, invitation)
    join.names[0].clear()
    qtbot.keyClicks(join.names[0], name)
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)


def test_R7_3_a_table_whose_game_never_starts_is_closed_and_the_screens_are_told(
        qtbot: QtBot, tmp_path: Path, hasty_server: int) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"127.0.0.1:{hasty_server}")
    client = ann.network.client
    assert client is not None
    with qtbot.wait_signal(client.welcomed, timeout=WAIT_MS):
        pass
    lobby = ann.network.lobby
    assert lobby is not None
    bea = screen(qtbot, tmp_path, "bea")
    join_by_typing(qtbot, bea, lobby.address.text(), "Bea")
    for win in (ann, bea):   # nobody presses Start
        box = told(qtbot, win)
        assert box.windowTitle() == "The table has ended"
        assert box.text() == ("Nobody started the game within 1 minute of the table being "
                              "hosted, so the table server closed it. Host a table again to "
                              "play."), box.text()
        box.accept()
        assert win.network.lobby is None


def test_R7_3_a_network_that_tried_too_many_wrong_codes_is_told_to_wait(
        qtbot: QtBot, tmp_path: Path, plain_server: int) -> None:
    """Five wrong codes are free and the sixth makes the network wait a second, so a seventh
    typed within that second is told to wait. A try typed after the wait ran out (a busy
    computer can take that long between two tries) is one more wrong code, and makes the next
    wait twice as long: the person keeps trying until told to wait, and each try that was not
    refused must have come after its wait."""
    eve = screen(qtbot, tmp_path, "eve")

    def nothing_told() -> bool:
        return not any(box.isVisible() for box in eve.findChildren(QMessageBox))
    tries: list[tuple[str, float, float]] = []   # the answer, when typed, when told (s)
    while not tries or tries[-1][0] == NO_TABLE:
        assert len(tries) < FREE_MISSES + 6, tries
        typed = time.monotonic()
        join_by_typing(qtbot, eve, f"127.0.0.1:{plain_server}/{new_code()}", "Eve")
        box = told(qtbot, eve)
        tries.append((box.text(), typed, time.monotonic()))
        box.accept()
        qtbot.waitUntil(nothing_told)
    misses = len(tries) - 1
    assert misses >= FREE_MISSES + 1, tries   # the first six: no such table
    for miss in range(FREE_MISSES + 1, misses):   # a try after the sixth that was not refused
        waited = tries[miss][2] - tries[miss - 1][1]
        assert waited >= backoff_s(miss), f"try {miss + 1} came {waited:.2f} s after try {miss}"
    seconds = re.fullmatch(r"Too many wrong table codes were tried from your network: wait "
                           r"(\d+) seconds?, check the code, and try again\.", tries[-1][0])
    assert seconds is not None, tries[-1][0]
    assert 1 <= int(seconds.group(1)) <= backoff_s(misses), tries[-1][0]   # 1 s after six


def test_R7_3_the_hosts_app_serves_its_own_table_and_no_strangers(
        qtbot: QtBot, tmp_path: Path) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)   # on this computer: the app's own server
    assert ann.network.server is not None
    port = ann.network.server.port
    cy = screen(qtbot, tmp_path, "cy")
    open_on_server(qtbot, cy, f"127.0.0.1:{port}")
    box = told(qtbot, cy)
    assert box.windowTitle() == "Cannot host a table"
    assert box.text() == (f"The table server at 127.0.0.1:{port} hosts only its own table: "
                          "ask its host for an invitation, or host the table on this "
                          "computer."), box.text()
    box.accept()
    lobby = ann.network.lobby
    assert lobby is not None
    join_by_typing(qtbot, cy, lobby.address.text(), "Cy")   # joining it is another matter
    host_client = ann.network.client
    assert host_client is not None
    qtbot.waitUntil(lambda: any(s.name == "Cy" for s in host_client.lobby), timeout=WAIT_MS)
    for win in (cy, ann):
        win.network.leave()
