"""R5.3 captures and R5.4 ordering disputes, with the rulebook's own example."""

from __future__ import annotations

import math

import msgspec
import pytest

from rok_qt.model.captures import order_outcomes
from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Captured, ContestStarted, OrderChosen
from rok_qt.model.geometry import LAUNCH_RADIUS, seat_angle
from rok_qt.model.moves import ChooseOrder, Flick
from rok_qt.model.questions import Question, waiting_for
from rok_qt.model.state import GameState, Phase, TwinPick
from rok_qt.model.stones import Colour
from tests.model.scenario import (
    B_FEHU,
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

A, B, C = 0, 1, 2


def flick(state: GameState, seat: int, *, speed: float, error: float = 0.0) -> Flick:
    """A flick from the middle of the seat's edge, aimed at the Fate off by `error` radians."""
    angle = seat_angle(seat, state.player_count)
    x, y = LAUNCH_RADIUS * math.cos(angle), LAUNCH_RADIUS * math.sin(angle)
    return Flick(seat, x, y, angle + math.pi + error, speed)


def chain() -> GameState:
    """Rulebook example: A holds the twin of B's white balance stone, B holds the twin of C's."""
    state = scenario(
        [G_FEHU[0], W_FEHU[0], W_URUZ[0]],
        face_up=[W_FEHU[1], W_URUZ[1]],
        treasures=[[], [*W_THURISAZ], [*W_ANSUZ, *G_URUZ]],
    )
    grab(state, {A: [TwinPick(W_FEHU[1], W_FEHU[0], 400)],
                 B: [TwinPick(W_URUZ[1], W_URUZ[0], 500)]})
    return state


def win_contest_for(state: GameState, winner: int) -> None:
    """The winner flicks softly and stays far off; everyone else hits the Fate and is out."""
    while state.phase == Phase.FLICK:
        seat = waiting_for(state).player
        assert seat is not None
        move = flick(state, seat, speed=300) if seat == winner else flick(state, seat, speed=2500)
        apply(state, move)


def test_R5_3_a_capture_takes_claim_balance_and_all_that_colour() -> None:
    state = scenario([G_FEHU[0], W_FEHU[0]], face_up=[W_FEHU[1]],
                     treasures=[[], [*W_THURISAZ, *G_URUZ]])
    events = grab(state, {A: [TwinPick(W_FEHU[1], W_FEHU[0], 400)]})
    (capture,) = of_type(events, Captured)
    assert capture.claimant == A and capture.victim == B
    assert (capture.claim_stone, capture.balance_stone) == (W_FEHU[1], W_FEHU[0])
    assert sorted(capture.treasure_stones) == list(W_THURISAZ)
    assert sorted(state.players[A].treasure) == sorted([*W_FEHU, *W_THURISAZ])
    assert sorted(state.players[B].treasure) == list(G_URUZ)
    assert state.claims == []


def test_R5_4_the_rulebook_chain_is_disputed_and_settled_by_a_flick_contest() -> None:
    state = chain()
    assert waiting_for(state) == Question(Phase.FLICK, A)
    assert state.contest is not None and state.contest.contestants == [A, B]
    outcomes = dict(order_outcomes(state, Colour.WHITE))
    # A first: A gains claim+balance+B's whites (4), B then takes C's (4 gained - 2 lost).
    assert outcomes[(W_FEHU[1], W_URUZ[1])] == [4, 2, -2]
    # B first: B's whites include C's, and A takes them all.
    assert outcomes[(W_URUZ[1], W_FEHU[1])] == [8, -2, -2]


def test_R5_4_chain_resolved_with_A_first() -> None:
    state = chain()
    win_contest_for(state, A)
    assert waiting_for(state) == Question(Phase.ORDER, A)
    events = apply(state, ChooseOrder(A, (W_FEHU[1], W_URUZ[1])))
    assert of_type(events, OrderChosen)[0].contested
    assert sorted(state.players[A].treasure) == sorted([*W_FEHU, *W_THURISAZ])
    # B's claim stone was held apart, so A could not take it: B still takes C's stones.
    assert sorted(state.players[B].treasure) == sorted([*W_URUZ, *W_ANSUZ])
    assert sorted(state.players[C].treasure) == list(G_URUZ)


def test_R5_4_chain_resolved_with_B_first() -> None:
    state = chain()
    win_contest_for(state, B)
    assert waiting_for(state) == Question(Phase.ORDER, B)
    apply(state, ChooseOrder(B, (W_URUZ[1], W_FEHU[1])))
    assert sorted(state.players[A].treasure) == sorted(
        [*W_FEHU, *W_THURISAZ, *W_URUZ, *W_ANSUZ]
    )
    assert state.players[B].treasure == []
    assert sorted(state.players[C].treasure) == list(G_URUZ)


def test_R5_4_a_cycle_gives_everything_to_whoever_resolves_last() -> None:
    state = scenario([W_FEHU[0], W_URUZ[0]], face_up=[W_FEHU[1], W_URUZ[1]],
                     treasures=[[*W_THURISAZ], [*W_ANSUZ]])
    grab(state, {A: [TwinPick(W_URUZ[1], W_URUZ[0], 400)],
                 B: [TwinPick(W_FEHU[1], W_FEHU[0], 400)]})
    assert state.phase == Phase.FLICK
    outcomes = dict(order_outcomes(state, Colour.WHITE))
    assert outcomes[(W_URUZ[1], W_FEHU[1])] == [-2, 6]
    assert outcomes[(W_FEHU[1], W_URUZ[1])] == [6, -2]
    win_contest_for(state, A)
    apply(state, ChooseOrder(A, (W_FEHU[1], W_URUZ[1])))
    assert len(state.players[A].treasure) == 8 and state.players[B].treasure == []


def test_R5_4_no_contest_when_every_order_gives_the_same_result() -> None:
    # A holds B's white twin and C holds D's: two claimants, but no order changes anything.
    state = scenario([G_FEHU[0], W_FEHU[0], G_URUZ[0], W_URUZ[0]],
                     face_up=[W_FEHU[1], W_URUZ[1]],
                     treasures=[[], [*W_THURISAZ], [], [*W_ANSUZ]])
    events = grab(state, {A: [TwinPick(W_FEHU[1], W_FEHU[0], 400)],
                          C: [TwinPick(W_URUZ[1], W_URUZ[0], 300)]})
    assert not of_type(events, ContestStarted)
    chosen = of_type(events, OrderChosen)
    assert chosen[0].order == (W_FEHU[1], W_URUZ[1]) and not chosen[0].contested
    assert len(state.players[A].treasure) == 4 and len(state.players[C].treasure) == 4


def test_R5_4_captures_of_different_colours_never_affect_each_other() -> None:
    # A holds B's white twin, B holds C's grey twin: no dispute, both captures stand.
    state = scenario([B_FEHU[0], W_FEHU[0], G_FEHU[0]], face_up=[W_FEHU[1], G_FEHU[1]],
                     treasures=[[], [*W_THURISAZ, *G_URUZ], []])
    events = grab(state, {A: [TwinPick(W_FEHU[1], W_FEHU[0], 400)],
                          B: [TwinPick(G_FEHU[1], G_FEHU[0], 400)]})
    assert not of_type(events, ContestStarted)
    assert [c.claimant for c in of_type(events, Captured)] == [A, B]
    assert sorted(state.players[B].treasure) == sorted([*G_URUZ, *G_FEHU])


def test_R5_4_the_order_must_name_each_claim_once_and_come_from_the_winner() -> None:
    state = chain()
    win_contest_for(state, A)
    before = msgspec.json.encode(state)
    for bad in (ChooseOrder(A, (W_FEHU[1],)), ChooseOrder(A, (W_FEHU[1], W_FEHU[1])),
                ChooseOrder(B, (W_URUZ[1], W_FEHU[1]))):
        with pytest.raises(InvalidMove):
            apply(state, bad)
    assert msgspec.json.encode(state) == before


def test_R5_3_a_capture_is_saved_as_before_claim_balance_then_treasure() -> None:
    event = Captured.of(A, B, W_FEHU[1], W_FEHU[0], W_THURISAZ)
    wire = msgspec.json.encode(event)
    assert msgspec.json.decode(wire) == {"type": "captured", "claimant": A, "victim": B,
                                         "stones": [W_FEHU[1], W_FEHU[0], *W_THURISAZ]}
    assert msgspec.json.decode(wire, type=Captured).treasure_stones == W_THURISAZ
