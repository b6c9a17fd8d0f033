"""The loader accepts exactly the states the engine reaches: each refusal here is of a file that
loaded before, then broke a move or more later (or could never have been written)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from rok_qt.model.engine import apply
from rok_qt.model.invariants import violations
from rok_qt.model.state import GameState, Phase, TableStone
from rok_qt.model.stones import twin_of
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import decode, encode
from tests.persistence.games import first_state, in_phase, mid_game, raw_save
from tests.support import aimed_flick


def impossible(state: GameState) -> str:
    """The one-line refusal of a file holding this (damaged) state."""
    with pytest.raises(SaveFileError) as caught:
        decode(raw_save(state))
    message = str(caught.value)
    assert message.startswith("Impossible game: ") and "\n" not in message
    return message


def _contest_stones(state: GameState) -> set[int]:
    return set(state.contest.stones.values()) if state.contest else set()


def _unpair_a_treasure(state: GameState) -> int:
    """Put one treasure stone (not a flicked one) back into the bag; returns its seat."""
    flicked = _contest_stones(state)
    seat, stone = next(
        (seat, s) for seat, p in enumerate(state.players) for s in p.treasure if s not in flicked
    )
    state.players[seat].treasure.remove(stone)
    state.bag.append(stone)
    return seat


PHASES = [
    (Phase.THROW, None), (Phase.GRAB, None), (Phase.PENALTY, None), (Phase.FLICK, "order"),
    (Phase.ORDER, "order"), (Phase.FLICK, "tiebreak"), (Phase.SUMMARY, None), (Phase.OVER, None),
]


def _with_treasure(phase: Phase, purpose: str | None) -> GameState:
    return first_state(
        lambda s: s.phase == phase and (s.contest.purpose if s.contest else None) == purpose
        and any(set(p.treasure) - _contest_stones(s) for p in s.players)
    )


@pytest.mark.parametrize(("phase", "purpose"), PHASES)
def test_I3_half_a_pair_in_a_treasure_is_refused_in_every_phase(
    phase: Phase, purpose: str | None,
) -> None:
    # The audit: 31 of 1,358 accepted mutants broke I3 one to three moves after loading, and
    # from then on every save failed. Real penalty, flick and order states always hold I3.
    state = _with_treasure(phase, purpose)
    seat = _unpair_a_treasure(state)
    assert f"I3: seat {seat}'s treasure is not whole pairs" in impossible(state)
    assert f"I3: seat {seat}'s treasure is not whole pairs" in violations(state)


def test_R9_3_a_tie_break_with_colours_left_to_settle_is_refused() -> None:
    state = in_phase(Phase.FLICK, "tiebreak")
    state.colours_left = [0, 1, 2]
    assert "colours left to settle [0, 1, 2] where the game has []" in impossible(state)


def test_R9_3_a_real_tie_break_saves_after_every_flick() -> None:
    state = in_phase(Phase.FLICK, "tiebreak")
    while state.phase == Phase.FLICK:
        assert state.contest is not None
        seat = next(s for s in state.contest.contestants if s not in state.contest.flicked)
        apply(state, aimed_flick(state, seat, 0.05, 900), record_frames=False)
        assert decode(encode(state)) == state


@pytest.mark.parametrize("other", ["A", "a"])
def test_R3_two_seats_of_the_same_name_are_refused_as_setup_refuses_them(other: str) -> None:
    state = mid_game()
    assert state.players[0].name == "A"
    state.players[1].name = other
    assert "Two seats are called" in impossible(state)


def test_R3_a_name_is_stored_without_spaces_around_it() -> None:
    state = mid_game()
    state.players[2].name = " C"
    assert "seat 2's name has spaces around it" in impossible(state)


def _lone_pair_penalty(state: GameState) -> None:
    """The penalised seat keeps one pair: the engine would have paid it without asking."""
    seat = next(s for s in state.round_order() if state.penalties[s])
    treasure = state.players[seat].treasure
    while len(treasure) > 2:
        stone = treasure[0]
        for s in (stone, twin_of(stone)):
            treasure.remove(s)
            state.bag.append(s)


def _face_down(state: GameState) -> None:
    """A stone from the bag lies face down beside the Rune of Fate."""
    state.table[state.bag.pop()] = TableStone(60.0, 0.0, False)


def _short_hand(state: GameState) -> None:
    hand = next(h for h in state.hands if h)
    state.bag.append(hand.pop())


def _non_leader_master(state: GameState) -> None:
    assert state.scores is not None
    state.grand_master = state.scores.index(min(state.scores))


def _out_of_order(state: GameState) -> None:
    assert state.contest is not None
    state.contest.contestants.reverse()


def _unflicked(state: GameState) -> None:
    assert state.contest is not None
    del state.contest.flicked[state.contest.contestants[-1]]


def _lopsided_tie_break(state: GameState) -> None:
    """One of the tied leaders wins a pair from the other: the tie is gone, the contest stays."""
    assert state.contest is not None and state.scores is not None
    first, second = state.contest.contestants[:2]
    flicked = _contest_stones(state)
    stone = next(s for s in state.players[second].treasure if s not in flicked
                 and twin_of(s) not in flicked)
    for s in (stone, twin_of(stone)):
        state.players[second].treasure.remove(s)
        state.players[first].treasure.append(s)
    state.scores = [len(p.treasure) for p in state.players]


@pytest.mark.parametrize(
    ("phase", "purpose", "damage", "words"),
    [
        (Phase.SUMMARY, None, lambda s: setattr(s, "turn", 2), "turn 2 in phase 'summary'"),
        (Phase.PENALTY, None, lambda s: setattr(s, "colours_left", [1, 2]),
         "colours left to settle [1, 2] where the game has [0, 1, 2]"),
        (Phase.PENALTY, None, _lone_pair_penalty, "has no choice of pair to pay"),
        (Phase.SUMMARY, None, _face_down, "face-down stones"),
        (Phase.OVER, None, _face_down, "face-down stones"),
        (Phase.THROW, None, _short_hand, "hands of"),
        (Phase.OVER, None, _non_leader_master, "grand master"),
        (Phase.FLICK, "order", _out_of_order, "in round order"),
        (Phase.ORDER, "order", _unflicked, "an order chosen before every contestant flicked"),
        (Phase.FLICK, "tiebreak", _lopsided_tie_break, "a tie-break between seats"),
    ],
)
def test_a_field_that_disagrees_with_the_phase_is_refused(
    phase: Phase, purpose: str | None, damage: Callable[[GameState], object], words: str,
) -> None:
    state = in_phase(phase, purpose)
    damage(state)
    assert words in impossible(state)


def test_an_order_contest_must_leave_the_later_colours_to_settle() -> None:
    state = first_state(lambda s: s.phase == Phase.FLICK and s.contest is not None
                        and s.contest.purpose == "order" and s.contest.colour == 0)
    state.colours_left = [0, 2]
    assert "colours left to settle [0, 2] where the game has [0, 1, 2]" in impossible(state)


def test_R9_1_a_game_over_with_stones_left_for_another_round_is_refused() -> None:
    state = in_phase(Phase.OVER)
    while len(state.bag) <= state.player_count:
        treasure = max((p.treasure for p in state.players), key=len)
        for stone in (treasure[0], twin_of(treasure[0])):
            treasure.remove(stone)
            state.bag.append(stone)
    state.scores = [len(p.treasure) for p in state.players]
    assert "the game ended with" in impossible(state)
