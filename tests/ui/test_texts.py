"""Sentences the table builds from engine events, in English."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.model.events import BalancesRedrawn
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.ui.texts import balances_redrawn_text, joined_names


def test_R3_2_a_balance_redraw_names_both_players(qtbot: QtBot) -> None:
    state, _ = new_game(GameConfig([SeatConfig("Anna"), SeatConfig("Bela"), SeatConfig("Cili")],
                                   1))
    text = balances_redrawn_text(state, BalancesRedrawn((0, 2)))
    assert text == "Anna and Cili drew twins; both drew again."


def test_names_are_joined_with_commas_and_a_final_and(qtbot: QtBot) -> None:
    assert joined_names(["Anna"]) == "Anna"
    assert joined_names(["Anna", "Bela", "Cili"]) == "Anna, Bela and Cili"
