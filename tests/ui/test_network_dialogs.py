"""Join a table and Host a table as a person fills them in (R7.3): typed names and codes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.model.state import Controller
from rok_qt.net.protocol import SeatInfo, SeatKind
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT
from rok_qt.ui.network.address import Invitation, parse_invitation, parse_server
from rok_qt.ui.network.host_dialog import HostDialog
from rok_qt.ui.network.join_dialog import JoinDialog
from rok_qt.ui.network.lobby import LobbyDialog


def open_join(qtbot: QtBot) -> JoinDialog:
    dialog = JoinDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_typed_address_and_name_join(qtbot: QtBot) -> None:
    dialog = open_join(qtbot)
    qtbot.keyClicks(dialog.names[0], "Bea")
    assert not dialog.join_button.isEnabled()   # nowhere to go yet
    qtbot.keyClicks(dialog.address, "rok.example.net:47400/k7mq-2xpa")
    assert dialog.join_button.isEnabled()
    with qtbot.wait_signal(dialog.accepted):
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert dialog.invitation() == Invitation("rok.example.net", 47400, "k7mq-2xpa")
    assert dialog.people() == ["Bea"]
    assert not dialog.spectator()


def test_names_are_checked_like_any_name(qtbot: QtBot) -> None:
    """As the setup dialog does: missing, too long, twice (case does not matter)."""
    dialog = open_join(qtbot)
    qtbot.keyClicks(dialog.address, "127.0.0.1:47400/K7MQ-2XPA")
    assert not dialog.join_button.isEnabled()
    assert "needs a name" in dialog.error.text()
    qtbot.keyClicks(dialog.names[0], "Bea")
    qtbot.mouseClick(dialog.add_person, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.names[1], "BEA")
    assert not dialog.join_button.isEnabled()
    assert "names must differ" in dialog.error.text()
    dialog.names[1].clear()
    qtbot.keyClicks(dialog.names[1], "x" * 30)
    assert "at most 24 characters" in dialog.error.text()
    dialog.names[1].clear()
    qtbot.keyClicks(dialog.names[1], "<b>Cy</b>")
    assert dialog.join_button.isEnabled()
    assert dialog.people() == ["Bea", "<b>Cy</b>"]   # sent as typed, shown as plain text


def test_a_spectator_joins_with_the_code_alone(qtbot: QtBot) -> None:
    dialog = open_join(qtbot)
    qtbot.keyClicks(dialog.address, "[::1]:5000/K7MQ-2XPA")
    dialog.watch.setFocus()
    qtbot.keyClick(dialog.watch, Qt.Key.Key_Space)
    assert dialog.join_button.isEnabled()
    assert not dialog.names[0].isEnabled()
    assert dialog.people() == []
    assert dialog.invitation() == Invitation("::1", 5000, "K7MQ-2XPA")


def test_only_an_address_and_a_code_are_taken() -> None:
    """A pasted text cannot smuggle a path, a user or a query into the URL."""
    assert parse_invitation("host/K7MQ-2XPA") == Invitation("host", 47400, "K7MQ-2XPA")
    assert parse_invitation("ws://10.0.0.5:1234/K7MQ-2XPA/") == Invitation(
        "10.0.0.5", 1234, "K7MQ-2XPA")
    for bad in ("host:47400", "user@host/K7MQ", "host:99999/K7MQ", "host/K7MQ?x=1",
                "host/../K7MQ", "[nonsense]/K7MQ", "host:-1/K7MQ", ""):
        assert parse_invitation(bad) is None, bad


def test_a_server_address_is_checked_as_an_invitation_is() -> None:
    """Host a table "on a server": a host and a port, ws:// or wss://, nothing else."""
    assert parse_server("rok.example.net") == Invitation("rok.example.net", 47400, "")
    assert parse_server(" rok.example.net:5000/ ") == Invitation("rok.example.net", 5000, "")
    secure = parse_server("wss://[::1]:5000")
    assert secure == Invitation("::1", 5000, "", secure=True)
    assert secure.url() == "wss://[::1]:5000/"
    assert secure.server_text() == "wss://[::1]:5000"
    # The invitation passed on keeps the wss:// and is read back the same.
    with_code = Invitation("rok.example.net", 47400, "K7MQ-2XPA", secure=True)
    assert with_code.text() == "wss://rok.example.net:47400/K7MQ-2XPA"
    assert parse_invitation(with_code.text()) == with_code
    for bad in ("host:47400/K7MQ", "user@host", "host:99999", "host?x=1", "http://host",
                "[nonsense]", "host:-1", "", "bad host"):
        assert parse_server(bad) is None, bad


def test_a_table_found_on_the_network_fills_the_address(qtbot: QtBot) -> None:
    dialog = open_join(qtbot)
    found = Invitation("127.0.0.1", 47400, "K7MQ-2XPA")
    dialog.set_tables([("Ann's table", found)])
    assert dialog.tables.count() == 1
    assert dialog.address.text() == found.text()
    dialog.set_tables([])
    assert dialog.tables.count() == 0


def test_host_a_table_leaves_seats_open(qtbot: QtBot) -> None:
    """The seats of New game, one open for a player elsewhere; always all at once (R7.3)."""
    dialog = HostDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    host, guest = dialog.rows
    host.name.clear()
    qtbot.keyClicks(host.name, "Ann")
    assert guest.is_open()
    assert not dialog.mode.isEnabled()
    specs = dialog.seat_specs()
    assert [(s.name, s.controller, s.open) for s in specs] == [
        ("Ann", Controller.HUMAN, False), ("Player 2", Controller.HUMAN, True)]
    guest.controller.setCurrentIndex(guest.controller.findData(Controller.ADEPT.value))
    assert not dialog.start_button.isEnabled()   # nobody elsewhere: a game at one screen
    guest.controller.setCurrentIndex(guest.controller.findData(OPEN_SEAT))
    assert dialog.start_button.isEnabled()


def test_the_lobby_starts_when_every_open_seat_is_taken(qtbot: QtBot) -> None:
    lobby = LobbyDialog(host=True)
    qtbot.addWidget(lobby)
    ann = SeatInfo(0, "Ann", SeatKind.HOST, Controller.HUMAN, True, 0.4)
    open_seat = SeatInfo(1, "Player 2", SeatKind.OPEN, Controller.HUMAN, False)
    lobby.set_seats([ann, open_seat])
    assert not lobby.start_button.isEnabled()
    assert lobby.fill_button.isEnabled()   # or computer players fill the rest
    bea = SeatInfo(1, "<img src=/dev/zero>", SeatKind.REMOTE, Controller.HUMAN, True, 23.4)
    lobby.set_seats([ann, bea])
    assert lobby.start_button.isEnabled()
    assert not lobby.fill_button.isEnabled()
    name, latency = lobby.seat_list.item(1, 0), lobby.seat_list.item(1, 2)
    assert name is not None and name.text() == "<img src=/dev/zero>"   # shown as it is
    assert latency is not None and latency.text() == "23 ms"
    with qtbot.wait_signal(lobby.start_requested) as started:
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert started.args == [False]
