"""R4.5-R4.6 the grab, R7.1 relay turns and races, R5.2 split and broken picks."""

from __future__ import annotations

import msgspec
import pytest

from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import (
    ClaimMade,
    OwnTwinTaken,
    PairTaken,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.grab import pick_stones, stamp_in_time, takeable_stones
from rok_qt.model.moves import GrabTurn, Throw
from rok_qt.model.state import PairPick, Phase, TwinPick
from rok_qt.model.stones import FATE
from tests.model.scenario import B_FEHU, G_FEHU, G_URUZ, W_FEHU, W_URUZ, grab, of_type, scenario


def test_R4_5a_a_visible_pair_goes_into_the_takers_treasure() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU)
    events = grab(state, {0: [PairPick(*W_FEHU, 900)]})
    assert of_type(events, PairTaken) == [PairTaken(0, *W_FEHU)]
    assert sorted(state.players[0].treasure) == list(W_FEHU)
    assert not set(W_FEHU) & set(state.table)


def test_R4_5b_own_balance_twin_goes_to_the_treasure_with_the_balance_stone() -> None:
    state = scenario([W_FEHU[0], B_FEHU[0]], face_up=[W_FEHU[1]])
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 700)]})
    assert of_type(events, OwnTwinTaken) == [OwnTwinTaken(0, W_FEHU[1], W_FEHU[0])]
    assert sorted(state.players[0].treasure) == list(W_FEHU)
    # The player had no balance stone, so they took the nearest face-up stone or none (R5.5).
    assert state.players[0].balance is None


def test_R4_5b_an_opponents_balance_twin_is_held_as_a_claim() -> None:
    state = scenario([W_FEHU[0], B_FEHU[0]], face_up=[B_FEHU[1]],
                     treasures=[[], [*G_FEHU]])
    events = grab(state, {0: [TwinPick(B_FEHU[1], B_FEHU[0], 700)]})
    assert of_type(events, ClaimMade) == [ClaimMade(0, B_FEHU[1], 1)]


@pytest.mark.parametrize(
    ("pick", "message"),
    [
        (PairPick(W_URUZ[0], W_URUZ[1], 100), "face-down"),
        (PairPick(W_FEHU[0], B_FEHU[1], 100), "balance stone"),
        (TwinPick(FATE, W_FEHU[0], 100), "Rune of Fate"),
        (PairPick(40, 41, 100), "not on the table"),
        (PairPick(B_FEHU[1], B_FEHU[1], 100), "twice"),
        (TwinPick(B_FEHU[1], 48, 100), "not a balance stone"),
        (PairPick(G_FEHU[0], G_FEHU[1], -1), "time stamp"),
        (PairPick(G_FEHU[0], G_FEHU[1], float("nan")), "time stamp"),
        (PairPick(G_FEHU[0], G_FEHU[1], 20_001), "limit"),
    ],
)
def test_R4_5_nobody_may_take_face_down_balance_or_absent_stones(
    pick: PairPick | TwinPick, message: str
) -> None:
    state = scenario([W_FEHU[0], B_FEHU[0]], face_up=[*G_FEHU, B_FEHU[1]], face_down=W_URUZ)
    before = msgspec.json.encode(state)
    with pytest.raises(InvalidMove, match=message):
        apply(state, GrabTurn(0, (pick,)))
    assert msgspec.json.encode(state) == before


def test_R4_5_a_wrong_pair_is_accepted_and_only_found_at_the_check() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=[W_FEHU[0], W_URUZ[0]])
    events = apply(state, GrabTurn(0, (PairPick(W_FEHU[0], W_URUZ[0], 400),)))
    assert events == [] and state.phase == Phase.GRAB
    events = apply(state, GrabTurn(1, ()))
    assert of_type(events, WrongPairReturned) == [
        WrongPairReturned(0, (W_FEHU[0], W_URUZ[0]), False)
    ]


def test_R4_6_stones_nobody_took_stay_face_up_on_the_table() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=[*W_FEHU, W_URUZ[0]])
    grab(state, {})
    assert {W_FEHU[0], W_FEHU[1], W_URUZ[0]} <= set(state.table)
    assert state.phase == Phase.SUMMARY


def test_R7_1_turns_run_in_round_order_and_a_wrong_seat_is_refused() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0], 40], first_player=2, face_up=W_FEHU)
    with pytest.raises(InvalidMove, match="C's move"):
        apply(state, GrabTurn(0, ()))
    apply(state, GrabTurn(2, ()))
    with pytest.raises(InvalidMove, match="waiting for a GrabTurn"):
        apply(state, Throw(0))


def test_R7_1_every_turn_starts_from_the_table_as_the_throw_left_it() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU)
    table = dict(state.table)
    apply(state, GrabTurn(0, (PairPick(*W_FEHU, 300),)))
    assert state.table == table
    events = apply(state, GrabTurn(1, (PairPick(*W_FEHU, 200),)))
    assert of_type(events, RaceWon) == [
        RaceWon(W_FEHU[0], 1, 200, 100, False), RaceWon(W_FEHU[1], 1, 200, 100, False)
    ]
    assert sorted(state.players[1].treasure) == list(W_FEHU)
    assert state.players[0].treasure == []


def test_R7_1_an_exact_tie_goes_to_a_seeded_coin_flip() -> None:
    winners = set()
    for seed in range(30):
        outcomes = []
        for _ in range(2):
            state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, seed=seed)
            events = grab(state, {0: [PairPick(*W_FEHU, 250)], 1: [PairPick(*W_FEHU, 250)]})
            race = of_type(events, RaceWon)
            assert all(r.coin_flip and r.margin_ms == 0 for r in race)
            outcomes.append(race[0].player)
        assert outcomes[0] == outcomes[1], "same seed, same flip (I5)"
        winners.add(outcomes[0])
    assert winners == {0, 1}


def test_R5_2_a_pick_broken_by_a_faster_player_returns_its_kept_stone_without_penalty() -> None:
    # A takes the white fehu pair slowly; B grabs one of its stones first in a wrong pair.
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=[*W_FEHU, W_URUZ[0]])
    events = grab(state, {0: [PairPick(*W_FEHU, 900)], 1: [PairPick(W_FEHU[1], W_URUZ[0], 300)]})
    assert of_type(events, SplitReturned) == [SplitReturned(0, W_FEHU[0], 1)]
    assert W_FEHU[0] in state.bag
    assert state.players[0].treasure == [] and state.penalties == [0, 0]
    assert of_type(events, WrongPairReturned) == [
        WrongPairReturned(1, (W_FEHU[1], W_URUZ[0]), False)
    ]


def test_R5_2_a_pair_split_between_two_players_goes_back_to_the_bag_without_penalty() -> None:
    # Both race for the same pair with identical stamps: the coin flips sometimes split it.
    splits_seen = 0
    for seed in range(40):
        state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, seed=seed)
        events = grab(state, {0: [PairPick(*W_FEHU, 100)], 1: [PairPick(*W_FEHU, 100)]})
        splits = of_type(events, SplitReturned)
        if splits:
            splits_seen += 1
            assert {e.player for e in splits} == {0, 1}
            assert set(W_FEHU) <= set(state.bag)
            assert state.penalties == [0, 0]
            assert [p.treasure for p in state.players] == [[], []]
        else:
            assert len(of_type(events, PairTaken)) == 1
    assert splits_seen > 5


def test_R1_3_nobody_turns_a_stone_over_face_down_stones_stay_down_through_the_grab() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=[W_FEHU[0]], face_down=[W_FEHU[1]])
    with pytest.raises(InvalidMove, match="face-down"):
        apply(state, GrabTurn(0, (PairPick(*W_FEHU, 100),)))
    apply(state, GrabTurn(0, ()))
    assert not state.table[W_FEHU[1]].face_up


def test_R4_5_the_engine_says_which_stones_are_takeable() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=[*W_FEHU, W_URUZ[0]], face_down=[W_URUZ[1]])
    assert takeable_stones(state) == {*W_FEHU, W_URUZ[0]}
    assert FATE not in takeable_stones(state) and G_FEHU[0] not in takeable_stones(state)


@pytest.mark.parametrize(("ms", "in_time"), [(0.0, True), (20_000.0, True), (20_001.0, False),
                                             (-1.0, False), (float("nan"), False)])
def test_R7_1_a_stamp_counts_from_the_reveal_up_to_the_time_limit(ms: float,
                                                                   in_time: bool) -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, time_limit_ms=20_000)
    assert stamp_in_time(state, ms) is in_time
    if in_time:
        apply(state, GrabTurn(0, (PairPick(*W_FEHU, ms),)))
    else:
        with pytest.raises(InvalidMove):
            apply(state, GrabTurn(0, (PairPick(*W_FEHU, ms),)))


def test_R7_1_without_a_time_limit_any_later_stamp_counts() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, time_limit_ms=None)
    assert stamp_in_time(state, 3_600_000.0)
    assert pick_stones(TwinPick(W_FEHU[0], G_FEHU[0], 5.0)) == (W_FEHU[0],)


def test_R7_1_R5_2_races_are_settled_stone_by_stone_and_split_a_pair() -> None:
    # A took x at 100 ms and x' at 300 ms; B took x' at 120 ms and x at 400 ms.
    x, x2 = W_FEHU
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, treasures=[[*W_URUZ], []])
    events = grab(state, {0: [PairPick(x, x2, 100, 300)], 1: [PairPick(x2, x, 120, 400)]})
    assert sorted(of_type(events, RaceWon), key=lambda e: e.stone) == [
        RaceWon(x, 0, 100, 300, False), RaceWon(x2, 1, 120, 180, False)]
    assert sorted(of_type(events, SplitReturned), key=lambda e: e.player) == [
        SplitReturned(0, x, 1), SplitReturned(1, x2, 0)]
    assert x in state.bag and x2 in state.bag
    assert state.score(0) == 2 and state.score(1) == 0          # no penalty (R5.2)


def test_R5_2_a_wrong_pair_broken_by_a_faster_second_stone_costs_no_penalty() -> None:
    x, y = W_FEHU[0], B_FEHU[1]
    state = scenario([G_FEHU[0], W_URUZ[0]], face_up=(x, y, W_FEHU[1]),
                     treasures=[[*G_URUZ], []])
    events = grab(state, {0: [PairPick(x, y, 100, 900)], 1: [PairPick(y, W_FEHU[1], 500)]})
    assert SplitReturned(0, x, 1) in of_type(events, SplitReturned)
    assert not [e for e in of_type(events, WrongPairReturned) if e.player == 0]
    assert state.score(0) == 2


def test_R7_1_a_pick_saved_before_per_stone_stamps_stamps_both_stones_alike() -> None:
    old = msgspec.json.decode(b'{"type":"pair","a":1,"b":2,"ms":640.0}', type=PairPick)
    assert old.ms_b is None and old.b_ms == 640.0
    assert msgspec.json.encode(old) == b'{"type":"pair","a":1,"b":2,"ms":640.0}'
