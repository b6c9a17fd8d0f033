"""I1-I5 in the live race (R7.2): random stamped takes, valid and not, through whole games."""

from __future__ import annotations

import random

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from rok_qt.model.invariants import violations
from rok_qt.model.moves import Done, LayOnBalance, Move, PutBack, Take, TimeUp
from rok_qt.model.setup import new_game
from rok_qt.model.state import Phase, PlayMode
from tests.support import apply_checked, config, play, replay, scripted_move

LIVE = PlayMode.LIVE
stones = st.integers(-2, 52)
seats = st.integers(-1, 5)
stamps = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.floats(-500, 25_000))
wild_live_moves = st.one_of(
    st.builds(Take, seats, stones, stamps),
    st.builds(PutBack, seats, stones, stamps),
    st.builds(LayOnBalance, seats, stones, stones, stamps),
    st.builds(Done, seats, stamps),
    st.builds(TimeUp, stamps),
)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 5), st.data())
def test_I1_I4_hold_after_every_live_move_valid_or_not(
    seed: int, players: int, data: st.DataObject
) -> None:
    state, _ = new_game(config(players, seed, mode=LIVE))
    chooser = random.Random(seed)
    for _ in range(200):
        if state.phase == Phase.OVER:
            break
        if state.live is not None and data.draw(st.booleans(), label="wild"):
            move: Move = data.draw(wild_live_moves, label="move")
        else:
            move = scripted_move(state, chooser)
        apply_checked(state, move)


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_I1_I4_hold_through_whole_live_games(seed: int, players: int) -> None:
    problems: list[str] = []
    state, moves = play(players, seed, mode=LIVE,
                        after_move=lambda s, m, e: problems.extend(violations(s)))
    assert problems == []
    assert state.phase == Phase.OVER
    assert any(isinstance(m, Take) for m in moves)
    assert state.scores is not None and all(score % 2 == 0 for score in state.scores)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 5))
def test_I5_a_live_game_replays_from_its_seed_and_stamped_moves(seed: int, players: int) -> None:
    state, moves = play(players, seed, mode=LIVE)
    again = replay(players, seed, moves, mode=LIVE)
    assert msgspec.json.encode(again) == msgspec.json.encode(state)
