"""R1 components and R3 setup."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import BalancesRedrawn, Event, RoundStarted
from rok_qt.model.setup import GameConfig, SeatConfig, draw_balances, new_game
from rok_qt.model.state import Phase
from rok_qt.model.stones import (
    ALL_STONES,
    FATE,
    GLYPHS,
    RUNE_STONES,
    SYMBOLS,
    Colour,
    are_twins,
    colour_of,
    symbol_of,
    twin_of,
)
from tests.model.scenario import scenario


def test_R1_1_forty_eight_rune_stones_in_three_colours_of_eight_symbols_twice() -> None:
    assert len(ALL_STONES) == 49 and FATE not in RUNE_STONES
    kinds = {(colour_of(s), symbol_of(s)) for s in RUNE_STONES}
    assert len(kinds) == 24
    assert {colour_of(s) for s in RUNE_STONES} == set(Colour)
    for stone in RUNE_STONES:
        assert twin_of(twin_of(stone)) == stone != twin_of(stone)
        assert are_twins(stone, twin_of(stone))
        others = [s for s in RUNE_STONES if s != stone and are_twins(stone, s)]
        assert others == [twin_of(stone)]


def test_R1_1_the_rune_of_fate_twins_nothing() -> None:
    assert not any(are_twins(FATE, s) for s in RUNE_STONES)


@given(st.integers(0, 2**63), st.integers(2, 5))
def test_R3_2_balance_stones_are_never_twins(seed: int, players: int) -> None:
    state, _ = new_game(GameConfig([SeatConfig(f"P{i}") for i in range(players)], seed))
    balances = state.balances_in_play()
    assert len(balances) == players
    assert not any(are_twins(a, b) for a in balances for b in balances)


def test_R3_2_twin_balance_stones_go_back_and_both_players_draw_again() -> None:
    # A bag of white fehu twice and one white uruz: the only legal outcome holds the uruz.
    for seed in range(40):
        state = scenario([None, None], phase=Phase.THROW, seed=seed)
        state.bag = [1, 2, 3]
        events: list[Event] = []
        draw_balances(state, events)
        balances = sorted(state.balances_in_play())
        assert 3 in balances and balances[0] in (1, 2)
        assert sorted(state.bag + balances) == [1, 2, 3]
        # Every redraw is told, naming the two seats that drew twins.
        assert all(e == BalancesRedrawn((0, 1)) for e in events)


def test_R3_2_a_game_whose_seats_drew_twins_says_so_before_round_1() -> None:
    seats = [SeatConfig(f"P{i}") for i in range(5)]
    found = []
    for seed in range(60):
        _, events = new_game(GameConfig(seats, seed))
        redraws = [e for e in events if isinstance(e, BalancesRedrawn)]
        found += redraws
        assert events.index(next(e for e in events if isinstance(e, RoundStarted))) == len(
            redraws), "redraws come first, before round 1"
        for event in redraws:
            assert len(event.seats) == 2 and all(0 <= seat < 5 for seat in event.seats)
    assert found, "with five seats some seed in 60 draws twins"


def test_R3_1_fate_at_the_centre_and_the_rest_in_bag_hands_or_balances() -> None:
    state, _ = new_game(GameConfig([SeatConfig("Ann"), SeatConfig("Bo")], 3))
    assert state.table == {FATE: state.table[FATE]}
    assert (state.table[FATE].x, state.table[FATE].y) == (0.0, 0.0)
    assert state.phase == Phase.THROW


def test_R3_3_the_youngest_player_starts() -> None:
    seats = [SeatConfig("Ann", age=41), SeatConfig("Bo", age=9), SeatConfig("Cy", age=12)]
    state, _ = new_game(GameConfig(seats, 1))
    assert state.first_player == 1


def test_R3_3_the_table_can_pick_the_first_player_directly() -> None:
    seats = [SeatConfig("Ann", age=41), SeatConfig("Bo", age=9)]
    state, _ = new_game(GameConfig(seats, 1, first_player=0))
    assert state.first_player == 0


def test_R3_3_equal_ages_go_to_the_lower_seat() -> None:
    seats = [SeatConfig("Ann", age=30), SeatConfig("Bo", age=9), SeatConfig("Cy", age=9)]
    assert new_game(GameConfig(seats, 1))[0].first_player == 1


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        ([SeatConfig("Solo")], "2 to 5 players"),
        ([SeatConfig(f"P{i}") for i in range(6)], "2 to 5 players"),
        ([SeatConfig("Ann"), SeatConfig("  ")], "needs a name"),
        ([SeatConfig("Ann"), SeatConfig("ann ")], "names must differ"),
        ([SeatConfig("Ann", age=-1), SeatConfig("Bo")], "age"),
    ],
)
def test_R3_1_setup_refuses_a_table_that_cannot_play(
    seats: list[SeatConfig], message: str
) -> None:
    with pytest.raises(InvalidMove, match=message):
        new_game(GameConfig(seats, 1))


def test_R1_2_the_symbols_are_the_first_aett_of_the_elder_futhark() -> None:
    assert SYMBOLS == ("fehu", "uruz", "thurisaz", "ansuz", "raido", "kaunan", "gebo", "wunjo")
    assert "".join(GLYPHS) == "ᚠᚢᚦᚨᚱᚲᚷᚹ"
    assert [symbol_of(s) for s in (1, 2, 3, 15, 16, 17, 48)] == [0, 0, 1, 7, 7, 0, 7]


def test_R1_4_the_bag_is_drawn_at_random_and_reproducibly() -> None:
    hands = []
    for seed in (1, 2, 1):
        state, _ = new_game(GameConfig([SeatConfig("Ann"), SeatConfig("Bo")], seed))
        hands.append((state.balances_in_play(), state.hands))
    assert hands[0] == hands[2], "same seed, same draws (I5)"
    assert hands[0] != hands[1], "another seed draws other stones"
