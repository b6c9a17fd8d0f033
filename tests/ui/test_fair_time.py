"""Time is fair (issue 13): nothing runs on while a dialog, a menu or the rules are open.

A relay grab turn's clock (R7.1) stands still and the table is veiled while something is open
over it, and the pause is left out of the turn's stamps; no computer player moves meanwhile.
"""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.rules_dialog import RulesDialog
from rok_qt.ui.palette import COVER_BACKGROUND, colour
from rok_qt.ui.plain import message_box
from tests.ui.driver import WAIT_MS, current, state_at


def grab_state(limit_ms: int | None) -> GameState:
    state = state_at(2, 3, lambda s: s.phase == Phase.GRAB and len(s.table) > 6)
    assert state is not None
    return msgspec.structs.replace(state, time_limit_ms=limit_ms)


def reveal_turn(qtbot: QtBot, window: MainWindow, state: GameState) -> None:
    game = window.game
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS):
        window.session.load_state(state)
    with qtbot.waitSignal(game.turn_started, timeout=WAIT_MS):
        qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)


def test_R7_1_the_clock_stops_and_the_table_is_veiled_while_the_rules_are_open(
        qtbot: QtBot, window: MainWindow) -> None:
    reveal_turn(qtbot, window, grab_state(20_000))
    turn = window.game.grab_turn
    tool = turn.tool
    assert tool is not None
    reveal_ms = tool.reveal_ms
    with qtbot.waitSignal(turn.paused_changed, timeout=WAIT_MS) as paused:
        window.help_menu.show_rules()
    assert paused.args == [True]
    assert turn.veil.isVisible()
    assert not window.game.view.isEnabled(), "no stone can be taken off the clock"
    view = window.game.view
    image = view.grab().toImage()
    for stone in current(window.game).table:
        at = view.mapFromScene(window.game.scene.stones[stone].pos())
        assert QColor(image.pixel(at)) == colour(COVER_BACKGROUND), "stones hidden while paused"
    shown = window.game.bar.clock.text()
    with qtbot.assertNotEmitted(turn.clock.ticked, wait=400):
        pass
    assert window.game.bar.clock.text() == shown, "the clock did not move"
    rules = window.findChild(RulesDialog)
    assert rules is not None
    with qtbot.waitSignal(turn.paused_changed, timeout=WAIT_MS) as resumed:
        rules.close()
    assert resumed.args == [False]
    assert not turn.veil.isVisible() and window.game.view.isEnabled()
    assert tool.reveal_ms - reveal_ms >= 380, "the pause is left out of the stamps"
    with qtbot.waitSignal(turn.clock.ticked, timeout=1000):
        pass   # and it runs on


def test_R7_1_a_paused_turn_does_not_run_out_of_time(qtbot: QtBot, window: MainWindow) -> None:
    reveal_turn(qtbot, window, grab_state(700))
    turn = window.game.grab_turn
    box = message_box(window, QMessageBox.Icon.Question, "Unsaved game", "Save it?")
    with qtbot.waitSignal(turn.paused_changed, timeout=WAIT_MS):
        box.open()
    with qtbot.assertNotEmitted(turn.turn_ended, wait=1200):
        pass
    assert turn.tool is not None, "still this player's turn after more than its limit"
    box.done(0)
    with qtbot.waitSignal(turn.turn_ended, timeout=2000):
        pass   # the time left runs out once nothing is open


# The offscreen platform cannot raise a popup or grab the keyboard for it, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_R7_1_an_open_menu_pauses_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    reveal_turn(qtbot, window, grab_state(20_000))
    turn = window.game.grab_turn
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    with qtbot.waitSignal(turn.paused_changed, timeout=WAIT_MS) as paused:
        menu.popup(window.mapToGlobal(QPoint(10, 10)))
    assert paused.args == [True] and turn.paused
    with qtbot.waitSignal(turn.paused_changed, timeout=WAIT_MS) as resumed:
        menu.hide()
    assert resumed.args == [False] and not turn.paused


def test_no_computer_player_moves_while_a_question_is_open(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    session = window.session
    session.set_bot_delay_ms(20)
    with qtbot.waitSignal(session.move_played, timeout=WAIT_MS):
        window.start(GameConfig([SeatConfig("Bot 1", Controller.NOVICE),
                                 SeatConfig("Bot 2", Controller.NOVICE)], 9))
    box = message_box(window, QMessageBox.Icon.Question, "Unsaved game", "Save it?")
    box.open()
    with qtbot.assertNotEmitted(session.move_played, wait=600):
        pass
    with qtbot.waitSignal(session.move_played, timeout=WAIT_MS):
        box.done(0)
