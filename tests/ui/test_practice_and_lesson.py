"""The practice table and the guided game never cover the table at once: opening one leaves the
other, and the player's own game waits behind them, then goes on."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow


def test_the_lesson_and_practice_take_turns_over_the_table(
        qtbot: QtBot, window: MainWindow) -> None:
    window.practice.open()
    assert window.practice.active
    window.lessons.open_at(0)
    assert window.lessons.view is not None and window.lessons.view.isVisible()
    assert not window.practice.active, "the lesson leaves practice"
    window.practice.open()
    assert window.practice.active
    assert window.lessons.view is None, "practice leaves the lesson"
    window.practice.leave()
    assert window.game.isVisible()
    assert not window.session.held, "the player's own game goes on"


def test_the_lesson_covers_the_table_and_leaves_the_menus_and_status_line_free(
        qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.lessons.open_at(0)
    view = window.lessons.view
    assert view is not None
    game = window.game
    table = QRect(game.mapTo(window, QPoint(0, 0)), game.size())
    qtbot.waitUntil(lambda: view.geometry() == table)
    assert not view.geometry().intersects(window.menuBar().geometry())
    assert not view.geometry().intersects(window.statusBar().geometry())
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: view.geometry() == QRect(game.mapTo(window, QPoint(0, 0)),
                                                     game.size()))
