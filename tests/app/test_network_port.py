"""Game > Host a table with a port setting out of range (issue 29, item 11): the table opens
on the default port; it used to stop on "OverflowError: bind(): port must be 0-65535"."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rok_qt.app.network.mode import PORT_KEY
from tests.app.test_network_kept import free_port
from tests.app.test_network_window import host_a_table, loopback_only, screen

__all__ = ["loopback_only"]


@pytest.mark.parametrize("edited", [70000, -1, "http", "47400.5"])
def test_a_port_setting_out_of_range_hosts_on_the_default_port(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edited: object) -> None:
    default = free_port()
    monkeypatch.setattr("rok_qt.net.options.DEFAULT_PORT", default)
    lin = screen(qtbot, tmp_path, "lin")
    lin.network.settings.setValue(PORT_KEY, edited)
    host_a_table(qtbot, lin)
    server = lin.network.server
    assert server is not None and server.port == default
    lobby = lin.network.lobby
    assert lobby is not None and f":{default}/" in lobby.address.text()
    lin.network.leave()
