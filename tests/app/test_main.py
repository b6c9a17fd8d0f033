"""The application: command line, settings kept between launches, menus, start-up."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rok_qt.app.main import parse_players
from rok_qt.app.remembered import read_seats
from rok_qt.app.settings_menu import SPEED_KEY
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Controller
from rok_qt.ui.dialogs.rules_dialog import RulesDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.table.animations import AnimationSpeed

ROOT = Path(__file__).resolve().parents[2]


def test_parse_players() -> None:
    seats = parse_players("Anna:human:31,Bot:master")
    assert [(s.name, s.controller, s.age) for s in seats] == [
        ("Anna", Controller.HUMAN, 31), ("Bot", Controller.MASTER, None)]
    with pytest.raises(ValueError):
        parse_players("Anna:robot")
    with pytest.raises(ValueError):
        parse_players(":human")


def test_animation_speed_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    path = str(tmp_path / "rok.ini")
    first = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(first)
    first.speed_actions[AnimationSpeed.FAST].trigger()
    first.settings.sync()
    second = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(second)
    assert second.game.animator.speed == AnimationSpeed.FAST
    assert second.speed_actions[AnimationSpeed.FAST].isChecked()


def test_corrupt_speed_setting_falls_back(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)
    settings.setValue(SPEED_KEY, "warp")
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert window.game.animator.speed == AnimationSpeed.NORMAL
    assert window.speed_actions[AnimationSpeed.NORMAL].isChecked()


def test_menus_open_setup_and_rules(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    window.new_action.trigger()
    assert isinstance(window.setup_dialog, SetupDialog)
    with qtbot.waitSignal(window.session.game_started, timeout=2000):
        window.setup_dialog.accept()
    window.help_menu.show_rules()
    rules = window.findChild(RulesDialog)
    assert rules is not None and "Rune of Fate" in rules.browser.toPlainText()
    rules.close()


def test_start_up_exits_cleanly_when_asked(tmp_path: Path) -> None:
    env = dict(os.environ, ROK_QT_EXIT_WHEN_SHOWN="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "rok_qt.app.main"], cwd=ROOT, env=env,
                            capture_output=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr.decode()


def test_last_table_is_offered_again(qtbot: QtBot, tmp_path: Path) -> None:
    path = str(tmp_path / "rok.ini")
    window = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.session.set_bot_delay_ms(60_000)
    window.new_action.trigger()
    dialog = window.setup_dialog
    assert dialog is not None
    dialog.rows[0].name.setText("Anna")
    dialog.rows[0].age.setValue(33)
    dialog.add_seat("Bence", Controller.MASTER)
    dialog.limit.setCurrentIndex(3)
    dialog.accept()
    window.settings.sync()
    again = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    again.new_action.trigger()
    assert again.setup_dialog is not None
    seats = again.setup_dialog.seats()
    assert [(s.name, s.controller, s.age) for s in seats] == [
        ("Anna", Controller.HUMAN, 33), ("Bot 1", Controller.NOVICE, None),
        ("Bence", Controller.MASTER, None)]
    assert again.setup_dialog.config().time_limit_ms is None


def test_corrupt_remembered_table_is_ignored(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)
    settings.setValue("setup/seats", ["no pipes", "A|robot|3", "B|human|x"])
    settings.setValue("setup/time_limit_ms", "soon")
    seats, limit = read_seats(settings)
    assert [s.name for s in seats] == ["B"] and limit == 20_000
