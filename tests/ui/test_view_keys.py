"""Direction keys never scroll the table, and View > Fit always restores the fitted view
(issue 25, defect 2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.table.table_layout import FIT_RECT
from rok_qt.ui.table.view import TableView
from tests.ui.driver import wait_for_human

KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up,
        Qt.Key.Key_PageDown, Qt.Key.Key_End, Qt.Key.Key_PageUp, Qt.Key.Key_Home)


def fitted(view: TableView) -> bool:
    """The table shown as fitted: its middle in the middle of the view (within a pixel)."""
    offset = view.mapFromScene(FIT_RECT.center()) - view.viewport().rect().center()
    return abs(offset.x()) <= 1 and abs(offset.y()) <= 1


def test_direction_keys_between_races_do_not_scroll_the_table(
        qtbot: QtBot, window: MainWindow) -> None:
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE)],
                        seed=3, time_limit_ms=None, mode=PlayMode.LIVE)
    assert window.start(config)
    view = window.game.view
    wait_for_human(qtbot, window.game)   # the throw: no race on
    assert fitted(view)
    view.setFocus()
    for key in KEYS:
        for _ in range(6):
            qtbot.keyClick(view, key)
        assert fitted(view), f"{key!r} scrolled the table"


def test_fit_the_table_restores_the_fitted_view(qtbot: QtBot, window: MainWindow) -> None:
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE)],
                        seed=3, time_limit_ms=None)
    assert window.start(config)
    view = window.game.view
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().value() + 150)
    view.verticalScrollBar().setValue(view.verticalScrollBar().value() + 90)
    assert not fitted(view), "the test shifted the view"
    fit = next(action for action in window.findChildren(QAction)
               if action.text() == "&Fit the table to the window")
    fit.trigger()
    assert fitted(view)
    assert view.zoom == 1.0
