"""The practice table and the guided game never cover the table at once: opening one leaves the
other, and the player's own game waits behind them, then goes on."""

from __future__ import annotations

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
