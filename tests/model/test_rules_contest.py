"""R8 the flick contest and R9 game end and scoring."""

from __future__ import annotations

import math

import msgspec
import pytest

from rok_qt.model.contest import judge_contest, table_in_play
from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import ContestEnded, ContestStarted, Event, Flicked, GameEnded
from rok_qt.model.finish import tied_for_win
from rok_qt.model.geometry import LAUNCH_RADIUS, seat_angle
from rok_qt.model.moves import Acknowledge, Flick
from rok_qt.model.physics import FATE_RADIUS, STONE_RADIUS
from rok_qt.model.questions import Question, waiting_for
from rok_qt.model.state import GameState, Phase, TableStone, TwinPick
from rok_qt.model.stones import FATE
from tests.model.scenario import (
    B_URUZ,
    G_FEHU,
    G_URUZ,
    W_ANSUZ,
    W_FEHU,
    W_THURISAZ,
    W_URUZ,
    grab,
    of_type,
    scenario,
)
from tests.model.test_rules_captures import chain, flick


def tied_game_end(scores: tuple[list[int], ...], balances: list[int | None]) -> GameState:
    """A settled round with only `len(balances)` stones left in the bag: the game ends next."""
    state = scenario(balances, treasures=list(scores), phase=Phase.SUMMARY)
    extra = state.bag[len(balances):]
    state.bag = state.bag[: len(balances)]
    spots = iter(parking_spots())
    for stone in extra:
        state.table[stone] = TableStone(*next(spots), True)
    return state


def parking_spots() -> list[tuple[float, float]]:
    """Spots in a wedge round 30 degrees (seat C of three), clear of A's and B's flick paths."""
    spots = []
    for ring in range(7):
        r = 80.0 + 36.0 * ring
        count = int(1.5 * r // 36.0)
        for k in range(count):
            angle = math.radians(30.0) + (k - (count - 1) / 2) * 36.0 / r
            spots.append((r * math.cos(angle), r * math.sin(angle)))
    return spots


def test_R8_1_contestants_flick_in_round_order_from_their_own_edge() -> None:
    state = chain()
    assert waiting_for(state) == Question(Phase.FLICK, 0)
    before = msgspec.json.encode(state)
    bad = [
        Flick(0, 0.0, 380.0, -math.pi / 2, 1000),          # B's edge, not A's
        Flick(0, 0.0, -200.0, math.pi / 2, 1000),          # the middle of the table
        Flick(0, 0.0, -380.0, math.pi / 2, float("nan")),
        Flick(0, 0.0, -380.0, math.pi / 2, 1e9),
        Flick(0, 0.0, -380.0, math.pi / 2, 0.0),
        Flick(1, 0.0, 380.0, -math.pi / 2, 1000),          # B before A
    ]
    for move in bad:
        with pytest.raises(InvalidMove):
            apply(state, move)
    assert msgspec.json.encode(state) == before


def test_R8_2_a_flick_that_touches_the_fate_is_out_and_the_other_wins() -> None:
    state = chain()
    events = apply(state, flick(state, 0, speed=2500))
    assert of_type(events, Flicked)[0].touched_fate
    assert (state.table[0].x, state.table[0].y) == (0.0, 0.0), "I4: the Fate never moves"
    events = apply(state, flick(state, 1, speed=900))
    (ended,) = of_type(events, ContestEnded)
    assert ended.winner == 1 and ended.out_seats == (0,)
    assert waiting_for(state) == Question(Phase.ORDER, 1)


def two_seat_dispute() -> GameState:
    """A holds the twin of B's white balance stone and B of A's: a 2-seat white contest."""
    state = scenario([W_FEHU[0], W_URUZ[0]], face_up=[W_FEHU[1], W_URUZ[1]],
                     treasures=[[*W_ANSUZ], [*W_THURISAZ]])
    grab(state, {0: [TwinPick(W_URUZ[1], W_URUZ[0], 400)],
                 1: [TwinPick(W_FEHU[1], W_FEHU[0], 500)]})
    assert state.phase == Phase.FLICK
    return state


def test_R8_2_an_earlier_stone_knocked_against_the_fate_by_a_later_flick_is_out() -> None:
    state = two_seat_dispute()
    first = of_type(apply(state, Flick(0, 153.5, -265.87, 1.96148, 1313.475)), Flicked)[0]
    assert not first.touched_fate and 0 < first.distance < 10, "A rests a few mm from the Fate"
    events = apply(state, Flick(1, 171.672, 254.515, -1.944173, 2000))
    (flicked,) = of_type(events, Flicked)
    assert W_URUZ[1] in flicked.moved and flicked.knocked_out == (0,)
    (ended,) = of_type(events, ContestEnded)
    assert ended.winner == 1 and ended.out_seats == (0,)
    assert ended.rests == {0: flicked.moved[W_URUZ[1]], 1: flicked.rest}


def test_R8_2_the_contest_end_says_where_each_stone_rests_even_after_a_reload() -> None:
    state = two_seat_dispute()
    apply(state, flick(state, 0, speed=1175))
    saved = msgspec.json.encode(state)
    loaded = msgspec.json.decode(saved, type=GameState)
    assert loaded.contest is not None
    a_rest = loaded.contest.flicked[0]
    events = apply(loaded, flick(loaded, 1, speed=600))
    (ended,) = of_type(events, ContestEnded)
    assert ended.rests[0] == a_rest and ended.rests[1] == of_type(events, Flicked)[0].rest


def test_R8_2_a_stone_resting_just_clear_of_the_fate_is_not_out() -> None:
    state = chain()
    assert state.contest is not None
    state.contest.flicked = {0: (STONE_RADIUS + FATE_RADIUS + 0.4, 0.0), 1: (0.0, 100.0)}
    events: list[Event] = []
    assert judge_contest(state, state.contest, events) == 0
    assert of_type(events, ContestEnded)[0].out_seats == ()


def test_R8_2_the_closest_edge_wins() -> None:
    state = chain()
    apply(state, flick(state, 0, speed=1200))   # stops well short of the Fate
    events = apply(state, flick(state, 1, speed=500))
    (ended,) = of_type(events, ContestEnded)
    assert ended.distances[0] < ended.distances[1] and ended.winner == 0


def test_R8_3_when_every_flick_is_out_they_flick_again() -> None:
    state = chain()
    apply(state, flick(state, 0, speed=2500))
    events = apply(state, flick(state, 1, speed=2500))
    (ended,) = of_type(events, ContestEnded)
    assert ended.winner is None and ended.again == (0, 1)
    assert of_type(events, ContestStarted)[0].attempt == 2
    assert waiting_for(state) == Question(Phase.FLICK, 0)


def test_R8_3_an_exact_tie_flicks_again_among_the_tied() -> None:
    state = chain()
    assert state.contest is not None
    state.contest.flicked = {0: (100.0, 0.0), 1: (0.0, 100.0)}
    events: list[Event] = []
    assert judge_contest(state, state.contest, events) is None
    assert of_type(events, ContestEnded)[0].again == (0, 1)


def _clear_of_fate(start: tuple[float, float], end: tuple[float, float]) -> float:
    """Distance from the table centre to the segment start-end."""
    (x0, y0), (x1, y1) = start, end
    dx, dy = x1 - x0, y1 - y0
    t = max(0.0, min(1.0, -(x0 * dx + y0 * dy) / (dx * dx + dy * dy)))
    return math.hypot(x0 + t * dx, y0 + t * dy)


def test_R8_1_a_later_flick_knocks_an_earlier_one() -> None:
    state = chain()
    apply(state, flick(state, 0, speed=1175))            # A stops about 150 mm short
    assert state.contest is not None
    a_rest = state.contest.flicked[0]
    base = seat_angle(1, state.player_count)
    # From B's edge, off to one side so the straight line to A's stone misses the Fate.
    starts = [(LAUNCH_RADIUS * math.cos(base + d), LAUNCH_RADIUS * math.sin(base + d))
              for d in (-0.45, 0.45)]
    start = max(starts, key=lambda p: _clear_of_fate(p, a_rest))
    assert _clear_of_fate(start, a_rest) > 45
    aim = math.atan2(a_rest[1] - start[1], a_rest[0] - start[0])
    events = apply(state, Flick(1, *start, aim, 2200))
    assert W_FEHU[1] in of_type(events, Flicked)[0].moved


def test_R8_4_knocked_table_stones_stay_where_they_stopped() -> None:
    state = chain()
    state.table[G_FEHU[1]] = TableStone(0.0, -200.0, True)
    events = apply(state, flick(state, 0, speed=1800))
    moved = of_type(events, Flicked)[0].moved
    assert G_FEHU[1] in moved
    assert (state.table[G_FEHU[1]].x, state.table[G_FEHU[1]].y) == moved[G_FEHU[1]]


def test_R9_2_the_score_is_the_stones_in_the_treasure_and_the_highest_wins() -> None:
    state = tied_game_end(([*W_FEHU, *W_URUZ], [*G_FEHU]), [33, 35])
    events = apply(state, Acknowledge())
    assert of_type(events, GameEnded) == [GameEnded((4, 2), 0)]
    assert state.phase == Phase.OVER and state.grand_master == 0


def test_R9_3_tied_leaders_flick_one_of_their_own_stones_for_grand_master() -> None:
    state = tied_game_end(([*W_FEHU], [*G_FEHU], [*G_URUZ[:0]]), [33, 35, 37])
    events = apply(state, Acknowledge())
    (started,) = of_type(events, ContestStarted)
    # The bag passed to B, so B flicks first (round order).
    assert started.purpose == "tiebreak" and started.contestants == (1, 0)
    assert state.contest is not None and state.contest.stones == {0: W_FEHU[0], 1: G_FEHU[0]}
    apply(state, flick(state, 1, speed=2500))
    events = apply(state, flick(state, 0, speed=400))
    assert of_type(events, GameEnded) == [GameEnded((2, 2, 0), 0)]
    # The flicked stones went home to their treasures (R8.4).
    assert sorted(state.players[0].treasure) == list(W_FEHU)
    assert state.contest is None and state.phase == Phase.OVER


def test_R9_3_the_tie_break_is_flicked_on_a_cleared_table() -> None:
    state = tied_game_end(([*W_FEHU], [*G_FEHU]), [33, 35])
    # A stone left from the last round lies right in A's path, 150 mm short of the Fate.
    state.table[B_URUZ[0]] = TableStone(0.0, -150.0, True)
    apply(state, Acknowledge())
    assert state.contest is not None and state.contest.purpose == "tiebreak"
    seat = waiting_for(state).player
    assert seat == 1, "the bag passed to B"
    apply(state, flick(state, 1, speed=400))
    events = apply(state, flick(state, 0, speed=1500))
    (flicked,) = of_type(events, Flicked)
    assert flicked.moved == {} and flicked.touched_fate, "nothing in the way: A hits the Fate"
    assert (state.table[B_URUZ[0]].x, state.table[B_URUZ[0]].y) == (0.0, -150.0)


def test_R9_3_the_table_in_play_during_the_tie_break_is_the_rune_of_fate_alone() -> None:
    state = tied_game_end(([*W_FEHU], [*G_FEHU]), [33, 35])
    state.table[B_URUZ[0]] = TableStone(0.0, -150.0, True)
    assert table_in_play(state) == state.table, "before the tie-break: the whole table"
    apply(state, Acknowledge())
    assert set(table_in_play(state)) == {FATE}
    assert B_URUZ[0] in state.table, "the stone is not moved, only out of play"


def test_R9_1_a_game_ending_at_the_end_check_reports_the_last_round_played() -> None:
    state = tied_game_end(([*W_FEHU, *W_URUZ], [*G_FEHU]), [33, 35])
    state.round = 7
    apply(state, Acknowledge())
    assert state.phase == Phase.OVER and state.round == 7


def test_R9_3_the_engine_says_who_is_tied_for_the_win() -> None:
    state = tied_game_end(([*W_FEHU], [*G_FEHU], [*G_URUZ[:0]]), [33, 35, 37])
    assert tied_for_win(state) == (0, 1)
    apply(state, Acknowledge())
    assert tied_for_win(state) == (1, 0), "in round order: the bag passed to B"
    assert tied_for_win(tied_game_end(([*W_FEHU, *W_URUZ], [*G_FEHU]), [33, 35])) == ()
    assert tied_for_win(tied_game_end(([], []), [33, 35])) == (), "nobody can flick at zero"


def test_R9_3_when_nobody_holds_a_stone_the_title_stays_unclaimed() -> None:
    state = tied_game_end(([], []), [33, 35])
    events = apply(state, Acknowledge())
    assert of_type(events, GameEnded) == [GameEnded((0, 0), None)]


def test_R2_R9_1_the_game_ends_at_the_end_check_and_most_stones_wins() -> None:
    # R9.1 is R4.1's end check; R2 is the goal it scores. Three stones left, three players.
    state = tied_game_end(([*W_FEHU], [*G_FEHU, *G_URUZ], []), [33, 35, 37])
    events = apply(state, Acknowledge())
    assert of_type(events, GameEnded) == [GameEnded((2, 4, 0), 1)]
    assert len(state.bag) == 3 and state.grand_master == 1
