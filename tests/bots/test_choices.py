"""The bots' choices help themselves: the penalty pair (R5.1) and the capture order (R5.4)."""

from __future__ import annotations

from rok_qt.bots import decide
from rok_qt.bots.choices import choose_penalty
from rok_qt.model.captures import order_outcomes
from rok_qt.model.moves import ChooseOrder, PayPenalty
from rok_qt.model.state import Claim, Contest, ContestPurpose, Controller, GameState, Phase
from tests.bots.helpers import bot_game

# Stone ids: 1-16 white, 17-32 grey, 33-48 black; 2k-1 and 2k are twins.
WHITE_PAIRS = [1, 2, 5, 6]
GREY_PAIR = [17, 18]
BLACK_PAIRS = [33, 34, 35, 36]


def _penalty_state(balance: int | None, claim: Claim | None) -> GameState:
    state = bot_game(2, 3, [Controller.NOVICE])
    state.players[0].treasure = WHITE_PAIRS + GREY_PAIR + BLACK_PAIRS
    state.players[0].balance = balance
    state.claims = [claim] if claim else []
    state.penalties = [1, 0]
    state.phase = Phase.PENALTY
    return state


def test_R5_1_penalty_pays_the_colour_about_to_be_captured() -> None:
    grey_balance, its_twin = 19, 20
    state = _penalty_state(grey_balance, Claim(1, its_twin, 0))
    assert decide(state, 0) == PayPenalty(0, 17, 18)


def test_R5_1_penalty_without_a_capture_pays_the_colour_at_risk_then_the_most_held() -> None:
    assert choose_penalty(_penalty_state(37, None), 0) == (33, 34)   # black balance: at risk
    assert choose_penalty(_penalty_state(19, None), 0) == (17, 18)   # grey balance
    assert choose_penalty(_penalty_state(None, None), 0) in {(1, 2), (5, 6), (33, 34), (35, 36)}


def _dispute(winner: int) -> GameState:
    """The rulebook's example (R5.4): A holds the twin of B's white balance, B of C's."""
    state = bot_game(3, 4)
    a, b, c = state.players
    b.balance, c.balance = 1, 3
    a.balance = 37
    a.treasure, b.treasure, c.treasure = [], [9, 10], [5, 6, 7, 8]
    state.claims = [Claim(0, 2, 1), Claim(1, 4, 2)]
    state.contest = Contest(ContestPurpose.ORDER, 0, [0, 1], {0: 2, 1: 4}, winner=winner)
    state.first_player = 0
    state.phase = Phase.ORDER
    return state


def test_R5_4_the_winner_orders_the_captures_for_its_own_greatest_gain() -> None:
    # A wants B to capture C first, then takes everything from B; B wants the opposite.
    assert decide(_dispute(0), 0) == ChooseOrder(0, (4, 2))
    assert decide(_dispute(1), 1) == ChooseOrder(1, (2, 4))
    for winner in (0, 1):
        state = _dispute(winner)
        move = decide(state, winner)
        assert isinstance(move, ChooseOrder)
        gains = dict(order_outcomes(state, 0))
        assert gains[move.order][winner] == max(g[winner] for g in gains.values())
