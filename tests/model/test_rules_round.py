"""R4.1-R4.4: end check, dealing, hidden draws, the throw; R5.7 the bag passes left."""

from __future__ import annotations

import math

import pytest

from rok_qt.model import physics, rounds
from rok_qt.model.engine import apply
from rok_qt.model.events import GameEnded, RoundStarted, StonesDrawn, StonesThrown
from rok_qt.model.moves import Acknowledge, Throw
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Phase
from rok_qt.model.stones import FATE
from tests.model.scenario import of_type, scenario


def summary_with_bag(players: int, bag: int, first_player: int = 0):  # type: ignore[no-untyped-def]
    """A round just settled, with exactly `bag` stones left in the bag."""
    balances: list[int | None] = [1, 3, 5, 7, 9]
    state = scenario(balances[:players], phase=Phase.SUMMARY, first_player=first_player)
    extra = len(state.bag) - bag
    moved = state.bag[:extra]
    # Park the surplus as face-up stones on the table: they are not in the bag.
    for i, stone in enumerate(moved):
        angle = i * 0.9
        state.table[stone] = type(state.table[FATE])(
            (55 + 7 * i) * math.cos(angle), (55 + 7 * i) * math.sin(angle), True
        )
    state.bag = state.bag[extra:]
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_R4_1_the_game_ends_at_once_when_the_bag_holds_exactly_the_player_count(
    players: int,
) -> None:
    state = summary_with_bag(players, players)
    events = apply(state, Acknowledge())
    assert of_type(events, GameEnded) and not of_type(events, StonesDrawn)
    assert state.phase in (Phase.OVER, Phase.FLICK)


def test_R4_1_one_stone_more_than_the_players_means_another_round() -> None:
    state = summary_with_bag(3, 4)
    events = apply(state, Acknowledge())
    assert of_type(events, RoundStarted) and state.phase == Phase.THROW


@pytest.mark.parametrize(("players", "bag", "last"), [(3, 3, True), (3, 4, False),
                                                     (5, 2, True), (5, 6, False)])
def test_R4_1_R9_1_the_engine_says_at_the_summary_whether_the_round_was_the_last(
        players: int, bag: int, last: bool) -> None:
    """The screen asks this to offer "See the final scores": the engine answers, and seeing
    the summary then ends the game exactly when it said so."""
    state = summary_with_bag(players, bag)
    assert rounds.last_round_played(state) is last
    events = apply(state, Acknowledge())
    assert bool(of_type(events, GameEnded)) is last


@pytest.mark.parametrize(("players", "k"), [(2, 5), (3, 4), (4, 3), (5, 2)])
def test_R4_2_each_player_draws_k_stones(players: int, k: int) -> None:
    state, events = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(players)], 5))
    assert [len(h) for h in state.hands] == [k] * players
    assert [e.count for e in of_type(events, StonesDrawn)] == [k] * players


def test_R4_2_a_short_bag_on_the_last_deal_gives_later_players_fewer_or_none() -> None:
    state = summary_with_bag(4, 7, first_player=3)
    events = apply(state, Acknowledge())
    drawn = of_type(events, StonesDrawn)
    # The bag passed to seat 0, so round order is 0, 1, 2, 3: 3 + 3 + 1 + 0 = 7.
    assert [(e.player, e.count) for e in drawn] == [(0, 3), (1, 3), (2, 1), (3, 0)]
    assert state.bag == []


def test_R4_3_drawing_reveals_only_how_many_stones_not_which() -> None:
    _, events = new_game(GameConfig([SeatConfig("Ann"), SeatConfig("Bo")], 5))
    for event in of_type(events, StonesDrawn):
        assert set(type(event).__struct_fields__) == {"player", "count"}


def test_R4_4_every_drawn_stone_lands_on_the_table_inside_the_rim() -> None:
    state, _ = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(4)], 11))
    thrown = [s for hand in state.hands for s in hand]
    events = apply(state, Throw(state.first_player))
    assert all(not hand for hand in state.hands)
    assert set(thrown) <= set(state.table)
    limit = physics.TABLE_RADIUS - physics.STONE_RADIUS + 1e-6
    assert all(math.hypot(t.x, t.y) <= limit for t in state.table.values())
    (thrown_event,) = of_type(events, StonesThrown)
    assert set(thrown_event.face_up) == set(thrown)
    assert state.phase == Phase.GRAB


def test_R4_4_faces_come_up_about_half_the_time() -> None:
    up = total = 0
    for seed in range(60):
        state, _ = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(2)], seed))
        apply(state, Throw(state.first_player), record_frames=False)
        faces = [t.face_up for s, t in state.table.items() if s != FATE]
        up += sum(faces)
        total += len(faces)
    assert 0.4 < up / total < 0.6


def test_R4_4_knocked_stones_keep_their_face_and_the_fate_never_moves() -> None:
    lying_down = list(range(21, 33))
    state = scenario([1, 3], face_down=lying_down, phase=Phase.THROW,
                     positions={s: (math.cos(s) * (40 + s), math.sin(s) * (40 + s))
                                for s in lying_down})
    state.hands = [[5, 6, 7, 8, 9], [10, 11, 12, 13, 14]]
    state.bag = [s for s in state.bag if s not in (5, 6, 7, 8, 9, 10, 11, 12, 13, 14)]
    before = {s: (state.table[s].x, state.table[s].y) for s in lying_down}
    apply(state, Throw(0))
    moved = [s for s in lying_down if (state.table[s].x, state.table[s].y) != before[s]]
    assert moved, "the throw should knock some of the stones lying in the middle"
    assert all(not state.table[s].face_up for s in lying_down)
    assert (state.table[FATE].x, state.table[FATE].y) == (0.0, 0.0)


def test_R4_4_the_same_seed_throws_the_same_way() -> None:
    results = []
    for _ in range(2):
        state, _ = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(3)], 99))
        apply(state, Throw(state.first_player))
        results.append(state.table)
    assert results[0] == results[1]


def test_R5_7_the_bag_passes_to_the_left() -> None:
    state = summary_with_bag(3, 20, first_player=2)
    events = apply(state, Acknowledge())
    assert state.first_player == 0 and state.round == 2
    assert of_type(events, RoundStarted)[0].first_player == 0
    assert [e.player for e in of_type(events, StonesDrawn)] == [0, 1, 2]
