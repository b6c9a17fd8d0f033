"""Every lesson position is a sound game state, and each step's action passes its own check."""

from __future__ import annotations

import math

import pytest

from rok_qt import bots
from rok_qt.bots.live import next_live_move
from rok_qt.lessons.positions import LEARNER, OPPONENT, Names, check, dispute_grab
from rok_qt.lessons.rehearse import rehearse
from rok_qt.lessons.steps import PASSED, STEPS, Slip, Step, StepId, Verdict, step_index
from rok_qt.model import engine
from rok_qt.model.events import (
    BalanceReplaced,
    Captured,
    ContestStarted,
    GameEnded,
    PenaltyPaid,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.invariants import violations
from rok_qt.model.moves import Done, Flick, GrabTurn, Take
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import PairPick, Phase, PlayMode, TwinPick
from rok_qt.model.stones import FATE, are_twins, twin_of

NAMES = Names("Ann", "Computer")
IDS = [step.id.value for step in STEPS]


def step(step_id: StepId) -> Step:
    return STEPS[step_index(step_id)]


def test_the_steps_follow_the_issues_list() -> None:
    assert [s.id for s in STEPS] == list(StepId)


@pytest.mark.parametrize("lesson", STEPS, ids=IDS)
def test_I1_to_I4_hold_in_every_position(lesson: Step) -> None:
    state = lesson.position(NAMES)
    assert violations(state) == []
    assert state.players[LEARNER].name == "Ann" and state.first_player == LEARNER
    question = waiting_for(state)
    assert question.player in (LEARNER, None), "the learner acts first in every step"


@pytest.mark.parametrize("lesson", STEPS, ids=IDS)
def test_each_steps_expected_action_is_accepted_and_passes(lesson: Step) -> None:
    verdict, state, _events = rehearse(lesson, NAMES)
    assert verdict == PASSED
    assert violations(state) == []


@pytest.mark.parametrize("lesson", STEPS, ids=IDS)
def test_the_marked_stones_are_on_the_table_face_up_or_balance_stones(lesson: Step) -> None:
    state = lesson.position(NAMES)
    balances = set(state.balances_in_play())
    for stone in lesson.marks:
        lying = state.table.get(stone)
        assert stone in balances or (lying is not None and lying.face_up), stone


def test_a_position_that_breaks_an_invariant_is_refused() -> None:
    state = step(StepId.PAIR).position(NAMES)
    state.bag.append(3)   # stone 3 also lies on the table: I1
    with pytest.raises(ValueError, match="I1"):
        check(state)


def test_R4_5_a_taking_a_wrong_pair_in_the_pair_step_is_a_slip() -> None:
    verdict, _state, events = rehearse(step(StepId.PAIR), NAMES,
                                       [GrabTurn(LEARNER, (PairPick(3, 9, 900.0),))])
    assert verdict == Verdict(False, Slip.WRONG_PAIR)
    assert any(isinstance(e, WrongPairReturned) for e in events)


def test_R4_5_b_done_without_the_claim_is_a_slip_and_nothing_is_captured() -> None:
    verdict, _state, events = rehearse(step(StepId.CLAIM), NAMES, [GrabTurn(LEARNER)])
    assert verdict == Verdict(False, Slip.NO_CLAIM)
    assert not any(isinstance(e, Captured) for e in events)


def test_R5_3_the_claim_captures_the_opponents_black_stones() -> None:
    _verdict, state, _events = rehearse(step(StepId.CLAIM), NAMES)
    assert sorted(state.players[LEARNER].treasure) == [41, 42, 45, 46]
    assert sorted(state.players[OPPONENT].treasure) == [11, 12]


def test_R5_1_the_wrong_pair_step_costs_the_learners_only_pair() -> None:
    _verdict, state, events = rehearse(step(StepId.WRONG_PAIR), NAMES)
    assert not are_twins(1, 17)
    assert [e for e in events if isinstance(e, PenaltyPaid)] == [PenaltyPaid(LEARNER, 5, 6)]
    assert state.players[LEARNER].treasure == []


def test_R5_2_the_split_step_sends_both_stones_back_without_penalty() -> None:
    _verdict, state, events = rehearse(step(StepId.SPLIT), NAMES)
    splits = {(e.player, e.stone) for e in events if isinstance(e, SplitReturned)}
    assert splits == {(LEARNER, 13), (OPPONENT, 14)}
    assert not any(isinstance(e, (PenaltyPaid, WrongPairReturned)) for e in events)
    assert {13, 14} <= set(state.bag)


def test_R5_2_not_taking_the_pair_in_the_split_step_is_a_slip() -> None:
    verdict, _state, _events = rehearse(step(StepId.SPLIT), NAMES, [GrabTurn(LEARNER)])
    assert verdict == Verdict(False, Slip.NO_SPLIT)


def test_R5_4_the_dispute_position_is_a_contest_the_learner_flicks_first() -> None:
    state = step(StepId.DISPUTE).position(NAMES)
    assert state.phase == Phase.FLICK and state.contest is not None
    assert state.contest.contestants == [LEARNER, OPPONENT] and state.contest.colour == 0
    assert waiting_for(state).player == LEARNER


def test_R8_2_a_flick_that_touches_the_fate_is_a_slip() -> None:
    lesson = step(StepId.DISPUTE)
    state = lesson.position(NAMES)
    hard = lesson.learner_moves(state)[0]
    assert isinstance(hard, Flick)
    full = Flick(LEARNER, hard.x, hard.y, hard.angle, 2000.0)
    aimed = Flick(LEARNER, full.x, full.y, _towards_fate(full.x, full.y), full.speed)
    verdict, _state, _events = rehearse(lesson, NAMES, [aimed])
    assert verdict == Verdict(False, Slip.OUT)


def _towards_fate(x: float, y: float) -> float:
    return math.atan2(-y, -x)


def test_R5_5_the_replacement_step_gives_the_stone_nearest_the_fate() -> None:
    _verdict, state, events = rehearse(step(StepId.REPLACEMENT), NAMES)
    assert BalanceReplaced(LEARNER, 15) in events
    assert state.players[LEARNER].balance == 15


def test_R9_the_game_end_step_ends_the_game_with_the_learner_ahead() -> None:
    _verdict, state, events = rehearse(step(StepId.GAME_END), NAMES)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert ended and ended[0].grand_master == LEARNER
    assert state.phase == Phase.OVER


def test_R7_2_the_live_round_is_live_with_a_slow_computer_and_a_time_limit() -> None:
    state = step(StepId.LIVE).position(NAMES)
    assert state.mode == PlayMode.LIVE and state.live is not None
    assert state.time_limit_ms is not None
    planned = next_live_move(state, bots.live_skills(state, [OPPONENT]))
    assert planned is not None and planned.ms > 3000, "the computer grabs slowly"


def test_R7_2_saying_done_with_nothing_taken_in_the_live_round_is_a_slip() -> None:
    verdict, _state, _events = rehearse(step(StepId.LIVE), NAMES, [Done(LEARNER, 500.0)])
    assert verdict == Verdict(False, Slip.LIVE_NOTHING)


def test_R7_2_a_take_in_the_live_round_is_accepted() -> None:
    state = step(StepId.LIVE).position(NAMES)
    after, _events = engine.step(state, Take(LEARNER, 5, 100.0))
    assert after.live is not None and after.live.held[LEARNER] == [5]


def test_R4_5_b_the_own_twin_step_ring_marks_the_twin_and_its_balance() -> None:
    lesson = step(StepId.OWN_TWIN)
    state = lesson.position(NAMES)
    stone, balance = lesson.marks
    assert state.players[LEARNER].balance == balance and twin_of(balance) == stone
    verdict, _state, _events = rehearse(lesson, NAMES,
                                        [GrabTurn(LEARNER, (TwinPick(stone, balance, 1.0),))])
    assert verdict == PASSED


def test_R5_4_the_dispute_is_reached_from_two_claims_in_one_colour() -> None:
    state = dispute_grab(NAMES)
    state, _ = engine.step(state, GrabTurn(LEARNER, (TwinPick(4, 3, 10.0),)))
    state, events = engine.step(state, GrabTurn(OPPONENT, (TwinPick(2, 1, 20.0),)))
    assert any(isinstance(e, ContestStarted) for e in events)
    assert FATE in state.table
