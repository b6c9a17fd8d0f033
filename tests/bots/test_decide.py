"""decide(): one answer per question, never mutating the state, reproducible (I5)."""

from __future__ import annotations

import copy

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rok_qt.bots import decide
from rok_qt.bots.grab import targets
from rok_qt.model.engine import apply
from rok_qt.model.invariants import violations
from rok_qt.model.moves import Acknowledge, GrabTurn, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, Phase
from tests.bots.helpers import advance_to, bot_game, grab_states

LEVELS = [Controller.NOVICE, Controller.ADEPT, Controller.MASTER, Controller.HUMAN]


def test_I5_decide_leaves_the_state_untouched_and_repeats_itself() -> None:
    for state in grab_states(6):
        before = msgspec.json.encode(state)
        seat = waiting_for(state).player
        assert seat is not None
        first = decide(state, seat)
        assert msgspec.json.encode(state) == before
        assert decide(state, seat) == first


def test_decide_refuses_a_seat_the_question_is_not_for() -> None:
    state = bot_game(3, 5)
    question = waiting_for(state)
    assert question.kind == Phase.THROW and question.player is not None
    assert decide(state, question.player) == Throw(question.player)
    with pytest.raises(ValueError, match="waiting for seat"):
        decide(state, (question.player + 1) % 3)


def test_decide_acknowledges_the_summary_and_refuses_a_finished_game() -> None:
    summary = advance_to(bot_game(2, 8), Phase.SUMMARY)
    assert summary is not None
    assert decide(summary, 1) == Acknowledge()
    over = advance_to(summary, Phase.OVER)
    assert over is not None
    with pytest.raises(ValueError, match="over"):
        decide(over, 0)


def test_R7_1_a_human_seat_without_a_level_plays_as_an_adept() -> None:
    for state in grab_states(4):
        seat = waiting_for(state).player
        assert seat is not None
        human = copy.deepcopy(state)
        human.players[seat].controller = Controller.HUMAN
        assert decide(human, seat) == decide(human, seat, Controller.ADEPT)


def test_R7_1_levels_play_differently_from_the_same_position() -> None:
    state = next(s for s in grab_states(20, players=2) if len(targets(s, 0)) >= 3)
    seat = waiting_for(state).player
    assert seat is not None
    turns = {level: decide(state, seat, level) for level in LEVELS[:3]}
    stamps = {
        level: [p.ms for p in move.picks] for level, move in turns.items()
        if isinstance(move, GrabTurn)
    }
    assert len(stamps) == 3
    assert stamps[Controller.MASTER] != stamps[Controller.NOVICE]


@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 5),
    levels=st.lists(st.sampled_from(LEVELS), min_size=1, max_size=5),
    limit=st.sampled_from([None, 3000, 20_000]),
)
def test_I1_I4_bots_of_every_level_play_whole_legal_games(
    seed: int, players: int, levels: list[Controller], limit: int | None
) -> None:
    state = bot_game(players, seed, levels, limit)
    for _ in range(3000):
        if state.phase == Phase.OVER:
            break
        question = waiting_for(state)
        seat = question.player if question.player is not None else 0
        apply(state, decide(state, seat), record_frames=False)  # InvalidMove fails the test
        assert violations(state) == []
    assert state.phase == Phase.OVER
