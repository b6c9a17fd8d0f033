"""The computer level that matches you: set up from the people's own recorded find times."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rok_qt.app.remembered import read_seats, write_seats
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller
from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import append_game
from rok_qt.persistence.history_summary import people_pace
from rok_qt.ui.dialogs.setup_dialog import DEFAULT_MATCH_MS, SetupDialog
from tests.persistence.history_games import entry


def _choose(dialog: SetupDialog, row: int, label: str) -> None:
    combo = dialog.rows[row].controller
    index = combo.findText(label)
    assert index >= 0, [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(index)


def test_R7_2_the_pace_is_the_median_of_the_peoples_own_finds() -> None:
    games = [entry([("Ann", Controller.HUMAN, 4, (1000, 3000)),
                    ("Bot 1", Controller.ADEPT, 8, (10, 10, 10))], 1),
             entry([("Ann", Controller.HUMAN, 6, (2000,))], 0)]
    assert people_pace(games) == 2000.0, "computer players' finds do not count"
    assert people_pace([]) is None


def test_R7_2_setup_offers_a_level_that_matches_the_people_here(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = history_path(tmp_path)
    append_game(path, entry([("Ann", Controller.HUMAN, 4, (1800, 2200, 2600)),
                             ("Bot 1", Controller.NOVICE, 2, (5000,))], 0))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=settings, history=path)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.reader.pace_read, timeout=5000):
        window.new_game()
    dialog = window.setup_dialog
    assert isinstance(dialog, SetupDialog)
    _choose(dialog, 1, "Computer: matches you, 120 %")
    seat = dialog.config().seats[1]
    assert (seat.controller, seat.match_ms, seat.match_percent) == (
        Controller.MATCH, 2200.0, 120)
    dialog.close()


def test_R7_2_without_a_record_the_level_plays_at_a_default_pace(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    _choose(dialog, 1, "Computer: matches you, 80 %")
    seat = dialog.config().seats[1]
    assert (seat.match_ms, seat.match_percent) == (DEFAULT_MATCH_MS, 80)


def test_the_level_that_matches_you_is_remembered_with_its_pace(tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    seats = [SeatConfig("Ann"), SeatConfig("Bot", Controller.MATCH, match_percent=80)]
    write_seats(settings, GameConfig(seats, 1))
    read, _limit = read_seats(settings)
    assert [(s.controller, s.match_percent) for s in read] == [
        (Controller.HUMAN, 100), (Controller.MATCH, 80)]
