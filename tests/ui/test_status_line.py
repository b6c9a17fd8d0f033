"""The status line under the table and the window's passing messages never print over each
other."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode

WAITING = "Waiting for Bea (reconnecting\u2026)"


def test_a_message_said_while_the_window_was_hidden_takes_the_status_lines_place(
        qtbot: QtBot, window: MainWindow) -> None:
    """The table says it waits for Bea while the window is not on screen: once it shows, the
    status bar says that alone (not both texts printed over each other), and the status line
    comes back when the message goes."""
    seats = [SeatConfig("Ann"), SeatConfig("Bot", Controller.NOVICE)]
    assert window.start(GameConfig(seats, seed=3, time_limit_ms=None, mode=PlayMode.RELAY))
    qtbot.waitUntil(lambda: window.status.text().startswith("Round 1"))
    window.hide()
    window.host.show_message(WAITING, 0)
    window.show()
    qtbot.waitExposed(window)
    assert window.statusBar().currentMessage() == WAITING
    assert not window.status.isVisible(), "the status line is not printed under the message"
    window.host.show_message("", 1)
    qtbot.waitUntil(window.status.isVisible)
