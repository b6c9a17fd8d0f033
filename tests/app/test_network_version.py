"""An old copy of Rök meets a table server of a newer protocol, in the real window on 127.0.0.1:
it is told plainly that it must be updated, and nothing is left half open."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rok_qt.net import protocol
from rok_qt.net.codes import new_code
from tests.app.test_network_caps import join_by_typing
from tests.app.test_network_on_server import open_on_server, run_server, told
from tests.app.test_network_window import loopback_only, screen

__all__ = ["loopback_only"]   # the autouse fixture, shared: hosting and discovery on 127.0.0.1

UPDATE = "This table needs a newer version of R\u00f6k: update rok-qt to play at it."


@pytest.fixture
def new_server() -> Iterator[int]:
    """A `rok-qt-server` of this version (protocol 6) in a process of its own."""
    yield from run_server()


@pytest.fixture
def old_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """This window's copy of rok-qt speaks protocol 5, the version before caps and races too
    close to call."""
    monkeypatch.setattr(protocol, "PROTOCOL_VERSION", 5)


def test_an_old_copy_hosting_on_a_newer_server_is_told_to_update(
        qtbot: QtBot, tmp_path: Path, new_server: int, old_copy: None) -> None:
    ann = screen(qtbot, tmp_path, "ann")
    open_on_server(qtbot, ann, f"127.0.0.1:{new_server}")
    box = told(qtbot, ann)
    assert box.text() == UPDATE, box.text()
    box.accept()
    assert ann.network.lobby is None and ann.network.client is None


def test_an_old_copy_joining_a_newer_server_is_told_to_update(
        qtbot: QtBot, tmp_path: Path, new_server: int, old_copy: None) -> None:
    bea = screen(qtbot, tmp_path, "bea")
    join_by_typing(qtbot, bea, f"127.0.0.1:{new_server}/{new_code()}", "Bea")
    box = told(qtbot, bea)
    assert box.text() == UPDATE, box.text()
    box.accept()
    assert bea.network.client is None
