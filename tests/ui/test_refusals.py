"""The engine's refusals reach the screen as translated sentences, never as engine English."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import GrabTurn, Throw
from rok_qt.model.setup import GameConfig, SeatConfig, new_game, validate_config
from rok_qt.model.state import PairPick
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.texts import stone_name

SAMPLE: dict[str, int | float | str] = {
    "count": 1, "low": 2, "high": 5, "seat": 2, "limit": 24, "name": "Ann", "stone": 3,
    "ms": 25_000.0, "expected": "Throw", "given": "Flick"}


@pytest.mark.parametrize("code", list(Refusal))
def test_every_refusal_code_has_a_sentence(qtbot: QtBot, code: Refusal) -> None:
    text = refusal_text(InvalidMove(code, "engine English", **SAMPLE))
    assert text and "engine English" not in text and "{" not in text


def test_R3_1_the_setup_refusal_is_worded_from_its_code(qtbot: QtBot) -> None:
    seats = [SeatConfig("Ann"), SeatConfig("ann ")]
    with pytest.raises(InvalidMove) as refused:
        validate_config(GameConfig(seats, 1))
    assert refused.value.code == Refusal.NAME_TWICE and refused.value.params == {"name": "ann"}
    assert "names must differ" in str(refused.value), "str() stays readable English"
    assert refusal_text(refused.value) == "Two seats are called \u201cann\u201d; names must differ."


def test_R3_1_the_setup_dialog_explains_the_engines_refusal(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText("x" * 25)
    assert dialog.error.text() == "Seat 2: a name of at most 24 characters."
    dialog.rows[1].name.setText("Bence")
    assert dialog.error.text() == "" and dialog.start_button.isEnabled()


def test_R7_1_refused_picks_carry_codes_and_their_stones_are_named_in_the_language(
    qtbot: QtBot,
) -> None:
    state, _ = new_game(GameConfig([SeatConfig("Ann"), SeatConfig("Bo")], 5))
    apply(state, Throw(state.first_player))
    seat = state.round_order()[0]
    up = sorted(takeable_stones(state))
    with pytest.raises(InvalidMove) as late:
        apply(state, GrabTurn(seat, (PairPick(up[0], up[1], 25_000.0),)))
    assert late.value.code == Refusal.STAMP_LATE
    assert refusal_text(late.value) == "That take came after the time limit."
    gone = state.bag[0]
    with pytest.raises(InvalidMove) as missing:
        apply(state, GrabTurn(seat, (PairPick(gone, up[0], 5.0),)))
    assert missing.value.code == Refusal.NOT_ON_TABLE and missing.value.params == {"stone": gone}
    assert refusal_text(missing.value) == f"The {stone_name(gone)} is not on the table."
    assert refusal_text(InvalidMove(Refusal.NOT_ON_TABLE, "", stone=48)) == (
        "The black wunjō is not on the table.")
