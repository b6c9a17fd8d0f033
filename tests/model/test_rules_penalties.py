"""R5.1: wrong pairs and wrong twins go back to the bag; each costs a pair of the treasure."""

from __future__ import annotations

import msgspec
import pytest

from rok_qt.model.endround import suggested_penalty
from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import PenaltyPaid, PenaltyWaived, WrongPairReturned
from rok_qt.model.moves import PayPenalty
from rok_qt.model.questions import Question, waiting_for
from rok_qt.model.state import PairPick, Phase, TwinPick
from rok_qt.model.stones import FATE
from tests.model.scenario import (
    B_FEHU,
    B_URUZ,
    G_ANSUZ,
    G_FEHU,
    G_URUZ,
    W_ANSUZ,
    W_FEHU,
    W_RAIDO,
    W_URUZ,
    grab,
    of_type,
    scenario,
)


def test_R5_1_a_wrong_pair_returns_and_the_player_chooses_the_penalty_pair() -> None:
    state = scenario([W_RAIDO[0], 40], face_up=[W_FEHU[0], W_URUZ[0]],
                     treasures=[[*G_FEHU, *B_FEHU, *B_URUZ], []])
    events = grab(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500)]})
    assert of_type(events, WrongPairReturned)
    assert {W_FEHU[0], W_URUZ[0]} <= set(state.bag)
    assert waiting_for(state) == Question(Phase.PENALTY, 0)
    # Black is held most, so black is suggested; the player picks grey instead.
    assert suggested_penalty(state, 0) == B_FEHU
    events = apply(state, PayPenalty(0, *G_FEHU))
    assert of_type(events, PenaltyPaid) == [PenaltyPaid(0, *G_FEHU)]
    assert sorted(state.players[0].treasure) == sorted([*B_FEHU, *B_URUZ])
    assert set(G_FEHU) <= set(state.bag)
    assert state.phase == Phase.SUMMARY


def test_R5_1_a_player_with_an_empty_treasure_pays_nothing() -> None:
    state = scenario([W_RAIDO[0], 40], face_up=[W_FEHU[0], W_URUZ[0]])
    events = grab(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500)]})
    assert of_type(events, PenaltyWaived) == [PenaltyWaived(0)]
    assert state.phase == Phase.SUMMARY and state.players[0].treasure == []


def test_R5_1_several_wrong_pairs_cost_a_pair_each() -> None:
    state = scenario([W_RAIDO[0], 40], face_up=[*W_FEHU, *W_URUZ],
                     treasures=[[*G_FEHU, *G_URUZ, *G_ANSUZ], []])
    grab(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500), PairPick(W_FEHU[1], W_URUZ[1], 900)]})
    assert state.penalties[0] == 2
    apply(state, PayPenalty(0, *G_URUZ))
    assert waiting_for(state) == Question(Phase.PENALTY, 0)
    apply(state, PayPenalty(0, *G_ANSUZ))
    assert sorted(state.players[0].treasure) == list(G_FEHU)
    assert state.phase == Phase.SUMMARY


def test_R5_1_pairs_won_this_round_can_pay_and_a_single_pair_pays_itself() -> None:
    state = scenario([W_RAIDO[0], 40], face_up=[*G_FEHU, W_FEHU[0], W_URUZ[0]])
    events = grab(state, {0: [PairPick(*G_FEHU, 200), PairPick(W_FEHU[0], W_URUZ[0], 600)]})
    assert of_type(events, PenaltyPaid) == [PenaltyPaid(0, *G_FEHU)]
    assert state.players[0].treasure == []


def test_R5_1_a_wrong_twin_returns_only_the_taken_stone() -> None:
    state = scenario([W_RAIDO[0], W_FEHU[0]], face_up=[W_URUZ[0]])
    events = grab(state, {0: [TwinPick(W_URUZ[0], W_FEHU[0], 500)]})
    assert of_type(events, WrongPairReturned) == [WrongPairReturned(0, (W_URUZ[0],), True)]
    assert state.players[1].balance == W_FEHU[0]
    assert W_URUZ[0] in state.bag


def test_R5_1_a_held_claim_is_not_a_pair_and_cannot_pay() -> None:
    state = scenario([W_RAIDO[0], W_FEHU[0]], face_up=[W_FEHU[1], W_ANSUZ[0], W_URUZ[0]])
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 300),
                              PairPick(W_ANSUZ[0], W_URUZ[0], 600)]})
    assert of_type(events, PenaltyWaived) == [PenaltyWaived(0)]
    # The claim then resolved: the claim stone and B's balance stone are A's.
    assert sorted(state.players[0].treasure) == sorted(W_FEHU)


def test_R5_1_the_suggested_penalty_is_the_colour_about_to_be_lost() -> None:
    # B holds A's white balance twin, so A's white is about to go: pay with white.
    state = scenario([W_RAIDO[0], 40], face_up=[W_RAIDO[1], W_FEHU[0], W_URUZ[0]],
                     treasures=[[*W_ANSUZ, *G_FEHU, *G_URUZ], []])
    grab(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 600)],
                 1: [TwinPick(W_RAIDO[1], W_RAIDO[0], 300)]})
    assert waiting_for(state) == Question(Phase.PENALTY, 0)
    assert suggested_penalty(state, 0) == W_ANSUZ


def test_R5_1_a_penalty_must_be_a_pair_of_the_players_own_treasure() -> None:
    state = scenario([W_RAIDO[0], 40], face_up=[W_FEHU[0], W_URUZ[0]],
                     treasures=[[*G_FEHU, *B_FEHU], [*G_URUZ]])
    grab(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500)]})
    before = msgspec.json.encode(state)
    for bad in (PayPenalty(0, *G_URUZ), PayPenalty(0, G_FEHU[0], B_FEHU[0]),
                PayPenalty(0, FATE, 1), PayPenalty(1, *G_URUZ)):
        with pytest.raises(InvalidMove):
            apply(state, bad)
    assert msgspec.json.encode(state) == before
