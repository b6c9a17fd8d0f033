"""Features attach to the window through its host; the window is whole after __init__."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rok_qt.app.built import TableNotBuilt
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller


def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat)


def test_a_part_asked_for_before_the_table_is_named(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=settings(tmp_path), table_later=True)
    qtbot.addWidget(window)
    with pytest.raises(TableNotBuilt, match="game"):
        _ = window.game
    with qtbot.waitSignal(window.table_ready, timeout=5000):
        window.show()
    assert window.game.isVisible()


def test_one_feature_has_the_table_at_a_time(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.NOVICE)], 3))
    window.practice.open()
    assert window.practice.active and window.host.game_aside
    assert window.status.text() == "Practice"
    window.lessons.open_at(0)
    assert not window.practice.active, "the lesson sent practice away"
    assert window.lessons.view is not None and window.host.game_aside
    window.lessons.close()
    assert not window.host.game_aside
    assert window.host.page_shown(window.game)
    assert window.status.text() != "Practice"
