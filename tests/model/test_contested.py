"""R7.3 races too close to call: takes of one stone closer than their combined uncertainty go
to the game's seeded coin, the same in every arrival order, and are recorded as such."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rok_qt.model.bounds import MAX_UNCERTAINTY_MS
from rok_qt.model.coin import tie_order
from rok_qt.model.contested import contest_winner
from rok_qt.model.events import Event, GrabEnded, RaceLost, RaceWon, StoneTaken, TakeBeaten
from rok_qt.model.moves import Done, LayOnBalance, Move, PutBack, Settle, Take, TimeUp
from rok_qt.model.state import GameState
from tests.model.scenario import B_FEHU, G_FEHU, judged, of_type
from tests.model.test_referee import (
    X2,
    Y2,
    X,
    Y,
    Z,
    _arrivals,
    _outcome,
    _run,
    _seat_moves,
    play,
    race,
)

BOUND = 10.0
"""The table's bound in these tests: a network table's (fairness.stamp_uncertainty)."""


def table(window: float = 150.0, bound: float = BOUND, players: int = 2,
          seed: int = 0) -> GameState:
    """A live race across computers: takes may carry an uncertainty of up to `bound` ms."""
    state = judged(race(window, players), window, bound)
    state.seed = seed
    return state


def holder(state: GameState, stone: int) -> int:
    assert state.live is not None
    return next(seat for seat, hand in enumerate(state.live.held) if stone in hand)


@pytest.mark.parametrize("seed", range(30))
def test_R7_3_takes_closer_than_their_uncertainty_go_to_the_coin_in_either_order(
        seed: int) -> None:
    first, later = Take(0, X, 500, 6), Take(1, X, 504, 6)   # 4 ms apart, 12 ms uncertain
    holders = []
    for order in ((first, later), (later, first)):
        state = table(seed=seed)
        play(state, *order)
        holders.append(holder(state, X))
    assert holders[0] == holders[1] == contest_winner(seed, X, 500, [0, 1])


def test_R7_3_the_coin_gives_a_close_race_to_the_later_stamp_as_often_as_the_earlier() -> None:
    winners = [contest_winner(seed, X, 500, [0, 1]) for seed in range(400)]
    assert 160 < winners.count(1) < 240
    ties = [tie_order(seed, X, 500, [0, 1])[0] for seed in range(400)]
    assert winners != ties, "a coin of its own, not the equal stamps' coin again"


def test_R7_3_takes_further_apart_than_their_uncertainty_go_to_the_earlier_stamp() -> None:
    for seed in range(20):
        state = table(seed=seed)
        play(state, Take(1, X, 513, 6), Take(0, X, 500, 6))   # 13 ms apart, 12 uncertain
        assert holder(state, X) == 0


def test_R7_3_a_race_too_close_to_call_is_recorded_with_both_margins() -> None:
    seed = next(s for s in range(100) if contest_winner(s, X, 500, [0, 1]) == 1)
    state = table(seed=seed)
    events = play(state, Take(0, X, 500, 6), Take(1, X, 504, 5))
    assert TakeBeaten(0, X, 500, 1, 504, undone=True, within_ms=11) in events
    assert StoneTaken(1, X, 504) in events
    events = play(state, TimeUp(20_000))
    assert of_type(events, RaceWon) == [RaceWon(X, 1, 504, -4, True, within_ms=11)]
    assert of_type(events, RaceLost) == [RaceLost(0, X, 1, -4, True, within_ms=11)]


def test_R7_3_on_one_screen_stamps_are_exact_whatever_a_take_carries() -> None:
    for seed in range(20):
        state = table(window=15, bound=0, seed=seed)
        events = play(state, Take(1, X, 504, 6), Take(0, X, 500, 6), TimeUp(20_000))
        assert of_type(events, RaceWon) == [RaceWon(X, 0, 500, 4, False)]


def test_R7_3_no_take_is_more_uncertain_than_the_table_allows() -> None:
    for seed in range(20):
        state = table(bound=3, seed=seed)
        events = play(state, Take(0, X, 500, 50), Take(1, X, 507, float("inf")),
                      TimeUp(20_000))
        assert of_type(events, RaceWon) == [RaceWon(X, 0, 500, 7, False)], "3 + 3 < 7 ms"


def test_R7_3_a_take_after_time_up_contests_nothing() -> None:
    for seed in range(20):
        state = table(seed=seed)
        events = play(state, Take(0, X, 9_995, 10), Take(1, X, 10_004, 10), TimeUp(10_000))
        assert of_type(events, GrabEnded)
        told = [e for e in events if isinstance(e, StoneTaken | TakeBeaten) and e.stone == X
                and e.player == 0]
        assert isinstance(told[-1], StoneTaken), "seat 0 keeps the stone it took in time"
        assert all(e.player == 0 and e.within_ms == 0 for e in of_type(events, RaceWon))


def test_R7_3_a_close_race_waits_until_no_take_could_still_join_it() -> None:
    state = table(window=20, bound=BOUND)
    play(state, Take(0, X, 100, 10))
    play(state, Settle(125))     # past W, but a take at 119 could still contest it
    assert state.live is not None and len(state.live.timeline) == 1, "not final yet"
    play(state, Take(1, X, 119, 10))
    play(state, Settle(159))     # 119 + 10 + the bound 10 + W 20: one ms short
    assert len(state.live.timeline) == 2, "the two wait for each other"
    play(state, Settle(160))
    assert state.live.timeline == [], "final together"
    assert holder(state, X) == contest_winner(state.seed, X, 100, [0, 1])


def test_R7_3_a_table_bound_out_of_range_is_refused() -> None:
    for bad in (-1.0, MAX_UNCERTAINTY_MS + 1, float("nan")):
        with pytest.raises(ValueError):
            judged(race(), 150, bad)


# --- any arrival order within the window gives the same race, contests and all ---------------

SeatMove = Take | PutBack | LayOnBalance | Done


def _uncertain(rng: random.Random, moves: list[SeatMove]) -> list[SeatMove]:
    return [msgspec.structs.replace(m, uncertainty_ms=rng.choice((0.0, 1.0, 4.0, 10.0, 60.0)))
            if isinstance(m, Take) else m for m in moves]


def _race(order: list[Move], players: int, window: float,
          seed: int) -> tuple[bytes, list[Event]]:
    state, events = _run(order, players, window, BOUND, seed)
    races: list[Event] = [e for e in events if isinstance(e, RaceWon | RaceLost | GrabEnded)]
    return _outcome(state), races


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 3), st.sampled_from([15.0, 50.0, 150.0]))
# A contested pair (0 and 12 ms) with a later take between them still pending: settled apart,
# the second was called by the stamps in some arrival orders and by the coin in others.
@example(seed=178901, players=3, window=15.0)
def test_R7_3_I5_every_arrival_order_gives_the_same_race_and_the_same_coins(
    seed: int, players: int, window: float
) -> None:
    rng = random.Random(seed)
    stones = [X, X2, Y, Y2, Z, G_FEHU[1], B_FEHU[1]]
    balances = [G_FEHU[0], B_FEHU[0]]
    moves = [_uncertain(rng, _seat_moves(rng, seat, stones, balances))
             for seat in range(players)]
    first = _race(_arrivals(rng, moves, 0.0), players, window, seed)
    for _ in range(4):
        again = _race(_arrivals(rng, moves, window), players, window, seed)
        assert again == first
