"""I1-I5 under random play: valid and invalid moves, whole games, replays."""

from __future__ import annotations

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from rok_qt.model.invariants import violations
from rok_qt.model.moves import (
    Acknowledge,
    ChooseOrder,
    Flick,
    GrabTurn,
    Move,
    PayPenalty,
    Throw,
)
from rok_qt.model.setup import new_game
from rok_qt.model.state import PairPick, Phase, TwinPick
from tests.support import apply_checked, config, play, replay, scripted_move

stones = st.integers(-2, 52)
seats = st.integers(-1, 5)
numbers = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True), st.floats(-500, 500), st.integers(0, 25_000)
)
picks = st.one_of(
    st.builds(PairPick, stones, stones, numbers), st.builds(TwinPick, stones, stones, numbers)
)
wild_moves = st.one_of(
    st.builds(Throw, seats),
    st.builds(GrabTurn, seats, st.lists(picks, max_size=4).map(tuple)),
    st.builds(PayPenalty, seats, stones, stones),
    st.builds(Flick, seats, numbers, numbers, numbers, numbers),
    st.builds(ChooseOrder, seats, st.lists(stones, max_size=3).map(tuple)),
    st.just(Acknowledge()),
)


@settings(max_examples=60)
@given(st.integers(0, 10_000), st.integers(2, 5), st.data())
def test_I1_I4_hold_after_every_move_valid_or_not(
    seed: int, players: int, data: st.DataObject
) -> None:
    state, _ = new_game(config(players, seed))
    chooser = random.Random(seed)
    for _ in range(120):
        if state.phase == Phase.OVER:
            break
        if data.draw(st.booleans(), label="wild"):
            move: Move = data.draw(wild_moves, label="move")
        else:
            move = scripted_move(state, chooser)
        apply_checked(state, move)


@settings(max_examples=15)
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_I1_I4_hold_through_whole_games(seed: int, players: int) -> None:
    problems: list[str] = []
    state, _ = play(players, seed, after_move=lambda s, m, e: problems.extend(violations(s)))
    assert problems == []
    assert state.phase == Phase.OVER
    assert state.scores is not None and all(score % 2 == 0 for score in state.scores)


@settings(max_examples=10)
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_I5_same_seed_and_moves_give_the_same_game(seed: int, players: int) -> None:
    state, moves = play(players, seed)
    again = replay(players, seed, moves)
    assert msgspec.json.encode(again) == msgspec.json.encode(state)
