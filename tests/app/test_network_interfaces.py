"""A table hosted with the interfaces option set to two addresses (127.0.0.1 and ::1, the
loopback only) listens on both: a person joins at the IPv6 one by typing it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.network.interfaces import set_interfaces_for_this_run
from tests.app.test_network_window import INVITATION, WAIT_MS, cell_text, host_a_table, screen


@pytest.fixture(autouse=True)
def two_loopbacks() -> Iterator[None]:
    """`--interface 127.0.0.1 --interface ::1`."""
    set_interfaces_for_this_run(["127.0.0.1", "::1"])
    yield
    set_interfaces_for_this_run([])


def test_a_table_on_two_addresses_is_joined_at_the_second(qtbot: QtBot, tmp_path: Path) -> None:
    lin = screen(qtbot, tmp_path, "lin")
    host_a_table(qtbot, lin)
    lobby = lin.network.lobby
    host_client = lin.network.client
    assert lobby is not None and host_client is not None
    invitation = lobby.address.text()
    assert INVITATION.fullmatch(invitation), invitation   # the first address is shown
    port_and_code = invitation.split(":", 1)[1]

    bea = screen(qtbot, tmp_path, "bea")
    bea.join_action.trigger()
    join = bea.network.join_dialog
    assert join is not None
    join.address.clear()
    qtbot.keyClicks(join.address, f"[::1]:{port_and_code}")
    qtbot.keyClicks(join.names[0], "Bea")
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(s.name == "Bea" for s in seats)):
        qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    names = [cell_text(lobby, row, 0) for row in range(lobby.seat_list.rowCount())]
    assert names == ["Lin", "Bea"]
    bea_client = bea.network.client
    assert bea_client is not None
    assert bea_client.link.url.startswith("ws://[::1]:")
    for win in (bea, lin):
        win.network.leave()
