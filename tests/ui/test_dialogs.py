"""Each dialog refuses bad input, says why, and answers with a legal move."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from rok_qt.model.captures import order_outcomes
from rok_qt.model.endround import penalty_options, suggested_penalty
from rok_qt.model.engine import apply
from rok_qt.model.setup import validate_config
from rok_qt.model.state import GameState, Phase
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.order_dialog import DisputeDialog, OrderDialog
from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from tests.support import play, scripted_move
from tests.ui.driver import find_state, order_dispute, state_at


def test_setup_explains_empty_and_duplicate_names(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert dialog.start_button.isEnabled()
    dialog.rows[0].name.setText("   ")
    assert not dialog.start_button.isEnabled()
    assert "Seat 1 needs a name" in dialog.error.text()
    dialog.rows[0].name.setText("Bot 1")
    assert not dialog.start_button.isEnabled()
    assert "names must differ" in dialog.error.text()
    dialog.rows[0].name.setText("Anna")
    assert dialog.start_button.isEnabled() and dialog.error.text() == ""
    dialog.rows[1].name.setText("x" * 30)
    assert not dialog.start_button.isEnabled()
    dialog.rows[1].name.setText("Bence")
    validate_config(dialog.config())


def test_setup_needs_two_seats_and_at_most_five(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert not dialog.rows[0].remove.isEnabled(), "cannot drop below two from the dialog"
    dialog.remove_seat(dialog.rows[1])
    assert not dialog.start_button.isEnabled()
    assert "at least two" in dialog.error.text()
    dialog.accept()
    assert dialog.result() == 0, "Start refused"
    for _ in range(6):
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert len(dialog.rows) == 5 and not dialog.add_button.isEnabled()
    assert dialog.start_button.isEnabled()


def test_setup_seed_time_limit_first_player(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    qtbot.keyClicks(dialog.seed, "12ab3")
    assert dialog.seed.text() == "123", "only digits are accepted"
    dialog.rows[0].age.setValue(40)
    dialog.rows[1].age.setValue(9)
    assert "Bot 1" in dialog.first.itemText(0), "the youngest is named"
    dialog.limit.setCurrentIndex(3)
    config = dialog.config()
    assert config.seed == 123 and config.time_limit_ms is None and config.first_player is None
    dialog.first.setCurrentIndex(1)
    assert dialog.config().first_player == 0


def _penalty_state() -> GameState | None:
    def wanted(state: GameState) -> bool:
        return state.phase == Phase.PENALTY
    for seed in range(1, 60):
        found = state_at(3, seed, wanted)
        if found is not None:
            return found
    return None


def test_penalty_needs_a_choice_and_preselects_the_suggestion(qtbot: QtBot) -> None:
    state = _penalty_state()
    assert state is not None
    seat = next(s for s in state.round_order() if state.penalties[s] > 0)
    dialog = PenaltyDialog(state, seat)
    qtbot.addWidget(dialog)
    assert dialog.choice() == suggested_penalty(state, seat)
    dialog.list.clearSelection()
    assert not dialog.ok_button.isEnabled()
    dialog.accept()
    assert dialog.result() == 0
    dialog.reject()
    assert dialog.isVisible() is False and dialog.result() == 0, "Escape does not skip it"
    dialog.list.setCurrentRow(len(penalty_options(state, seat)) - 1)
    assert dialog.ok_button.isEnabled()
    move = dialog.answer()
    assert move is not None
    apply(state, move)  # a legal answer


def test_order_dialog_moves_and_shows_gains(qtbot: QtBot) -> None:
    state = find_state(3, order_dispute)
    assert state is not None
    assert state.contest is not None and state.contest.colour is not None
    explained = DisputeDialog(state, state.contest.colour, tuple(state.contest.contestants))
    qtbot.addWidget(explained)
    text = explained.findChild(QLabel)
    assert text is not None and "Rune of Fate" in text.text()
    with qtbot.waitSignal(explained.accepted, timeout=1000):
        explained.reject()  # Escape still leads to the contest: the dispute must be settled
    # Play the contest headlessly to reach the order question.
    chooser = random.Random(0)
    while state.phase == Phase.FLICK:
        apply(state, scripted_move(state, chooser))
    assert state.phase == Phase.ORDER and state.contest is not None
    assert state.contest.winner is not None and state.contest.colour is not None
    dialog = OrderDialog(state, state.contest.winner)
    qtbot.addWidget(dialog)
    dialog.list.setCurrentRow(0)
    assert not dialog.up.isEnabled(), "the first cannot move up"
    first = dialog.order()
    qtbot.mouseClick(dialog.down, Qt.MouseButton.LeftButton)
    assert dialog.order() != first and sorted(dialog.order()) == sorted(first)
    outcomes = dict(order_outcomes(state, state.contest.colour))
    assert dialog.order() in outcomes
    dialog.reject()
    assert dialog.result() == 0
    apply(state, dialog.answer())


def test_game_over_dialog_quits_only_by_its_button(qtbot: QtBot) -> None:
    state, _ = play(3, 5)
    over = GameOverDialog(state)
    qtbot.addWidget(over)
    with qtbot.assertNotEmitted(over.quit_chosen):
        over.reject()  # Escape closes it without quitting
    with qtbot.waitSignal(over.quit_chosen, timeout=1000):
        qtbot.mouseClick(over.quit_button, Qt.MouseButton.LeftButton)

