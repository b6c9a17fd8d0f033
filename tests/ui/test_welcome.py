"""The first launch's Welcome box, as a new player meets it: Esc only closes it; it offers the
lesson, a game of one's own and a table on another computer."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.network.join_dialog import JoinDialog
from tests.ui.driver import WAIT_MS
from tests.ui.test_lesson import button


def welcomed(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, QMessageBox]:
    """A window at its first launch, its Welcome box open (in English: plurals need it)."""
    i18n.install("en")
    fresh = QSettings(str(tmp_path / "first.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings=fresh)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    offers: list[QMessageBox] = []
    window.lessons.offered.connect(offers.append)
    start_up(window, None, None, None)
    assert len(offers) == 1
    qtbot.waitUntil(offers[0].isVisible, timeout=WAIT_MS)
    return window, offers[0]


def open_dialogs() -> list[str]:
    return [type(w).__name__ for w in QApplication.topLevelWidgets()
            if w.isVisible() and isinstance(w, SetupDialog | JoinDialog)]


def test_escape_on_the_welcome_box_closes_it_and_opens_nothing(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    window, box = welcomed(qtbot, tmp_path)
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=WAIT_MS)
    qtbot.wait(50)
    assert open_dialogs() == [], "Esc is no choice: no New game, no Join"
    assert window.lessons.view is None


def test_the_welcome_box_offers_to_join_a_table(qtbot: QtBot, tmp_path: Path) -> None:
    window, box = welcomed(qtbot, tmp_path)
    assert [b.text() for b in box.buttons() if b.isVisible()] == [
        "Learn to play (about 4 minutes)", "Set up a game", "Join a table\u2026"]
    qtbot.mouseClick(button(box, "Join a table\u2026"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: open_dialogs() == ["JoinDialog"], timeout=WAIT_MS)
    dialog = window.network.join_dialog
    assert isinstance(dialog, JoinDialog)
    dialog.reject()
