"""Game over: the grand master, a breakdown per player from the game's record, and a rematch."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from rok_qt import bots
from rok_qt.app.window import MainWindow
from rok_qt.model.autoplay import autoplay
from rok_qt.model.events import Event
from rok_qt.model.moves import Move
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, Phase
from rok_qt.model.tally import tally
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.table.table_notes import seconds
from tests.ui.driver import WAIT_MS, current, see_final_scores, wait_for_human
from tests.ui.test_feedback import last_summary

BREAKDOWN = ["Player", "Treasure", "Pairs", "Captures made", "Captures suffered", "Penalties",
             "Races won", "Races lost", "Fastest find"]


def test_R9_2_the_breakdown_shows_each_players_game(qtbot: QtBot) -> None:
    seats = [SeatConfig("Astrid", Controller.MASTER), SeatConfig("Bjørn", Controller.ADEPT),
             SeatConfig("Cnut", Controller.NOVICE)]
    state, _events = new_game(GameConfig(seats, 5))
    record: list[Move | Event] = []
    for turn in autoplay(state, bots.decide, max_moves=3000):
        state = turn.state
        record += [turn.move, *turn.events]
    assert state.phase == Phase.OVER
    tallies = tally(record, state)
    dialog = GameOverDialog(state, tallies)
    qtbot.addWidget(dialog)
    assert dialog.headings() == BREAKDOWN
    table = dialog.findChild(QTableWidget)
    assert table is not None
    rows = {}
    for row in range(table.rowCount()):
        cells = [table.item(row, col) for col in range(table.columnCount())]
        rows[cells[0].text() if cells[0] else ""] = [c.text() if c else "" for c in cells[1:]]
    for seat, mine in enumerate(tallies):
        fastest = "\u2013" if mine.fastest_ms is None else seconds(mine.fastest_ms)
        assert rows[state.players[seat].name] == [
            str(state.score(seat)), str(mine.pairs + mine.own_twins), str(mine.captures_made),
            str(mine.captures_suffered), str(mine.penalties_paid), str(mine.races_won),
            str(mine.races_lost), fastest]
    assert sum(t.races_won for t in tallies) > 0, "a bot game has races"
    best = [int(rows[p.name][0]) for p in state.players]
    first = table.item(0, 1)
    assert first is not None and int(first.text()) == max(best), "best first"


def test_R9_game_over_in_the_window_has_the_breakdown_and_a_rematch(
        qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    before = last_summary()
    window.session.load_state(before)
    wait_for_human(qtbot, game)
    see_final_scores(qtbot, game)
    qtbot.waitUntil(lambda: isinstance(game.dialog, GameOverDialog), timeout=WAIT_MS)
    over = game.dialog
    assert isinstance(over, GameOverDialog)
    assert over.headings() == BREAKDOWN, "the window's record feeds the breakdown"
    with qtbot.waitSignal(window.session.game_started, timeout=WAIT_MS):
        qtbot.mouseClick(over.rematch_button, Qt.MouseButton.LeftButton)
    again = current(game)
    assert [(p.name, p.controller) for p in again.players] == [
        (p.name, p.controller) for p in before.players], "the same seats"
    assert again.time_limit_ms == before.time_limit_ms
    assert again.round == 1 and again.moves == 0 and again.phase != Phase.OVER
    assert again.seed != before.seed, "new stones"
    assert all(not p.treasure for p in again.players)


def test_keys_pressed_blindly_as_the_game_ends_do_not_start_a_new_game(qtbot: QtBot) -> None:
    """Enter or Space meant for a throw or Done: the dialog's buttons ignore keys until
    `keys_armed` (half a second), then Enter is New game as usual; the mouse works at once."""
    seats = [SeatConfig("Astrid", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE)]
    state, _events = new_game(GameConfig(seats, 7))
    for turn in autoplay(state, bots.decide, max_moves=3000):
        state = turn.state
    assert state.phase == Phase.OVER
    dialog = GameOverDialog(state)
    qtbot.addWidget(dialog)
    finished: list[int] = []
    dialog.finished.connect(finished.append)
    with qtbot.waitSignal(dialog.keys_armed, timeout=WAIT_MS):
        dialog.show()   # the guard starts here; no event loop runs before the keys below
        focus = dialog.focusWidget() or dialog.new_button
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Enter, Qt.Key.Key_Escape):
            qtbot.keyClick(focus, key)
            qtbot.keyClick(dialog, key)
        assert finished == [] and dialog.isVisible(), "blind keys did nothing"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert finished == [GameOverDialog.DialogCode.Accepted], "after the guard, Enter is New game"


def test_the_mouse_needs_no_wait_on_the_game_over_dialog(qtbot: QtBot) -> None:
    seats = [SeatConfig("Astrid", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE)]
    state, _events = new_game(GameConfig(seats, 7))
    for turn in autoplay(state, bots.decide, max_moves=3000):
        state = turn.state
    dialog = GameOverDialog(state)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(dialog.finished, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.new_button, Qt.MouseButton.LeftButton)
    assert not dialog.keys_ready
