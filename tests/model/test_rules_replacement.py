"""R5.5 replacement of balance stones and R5.6 clean-up."""

from __future__ import annotations

from rok_qt.model.events import BalanceReplaced, FaceDownReturned
from rok_qt.model.state import Phase, TwinPick
from rok_qt.model.stones import FATE
from tests.model.scenario import (
    B_FEHU,
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


def own_twin_scenario(**kwargs: object):  # type: ignore[no-untyped-def]
    """A takes their own balance twin (W fehu), so A needs a new balance stone."""
    face_up = [W_FEHU[1], *kwargs.pop("face_up", [])]  # type: ignore[misc]
    return scenario([W_FEHU[0], B_FEHU[0]], face_up=face_up, **kwargs)  # type: ignore[arg-type]


def test_R5_5_the_nearest_face_up_stone_to_the_fate_becomes_the_balance_stone() -> None:
    state = own_twin_scenario(face_up=[W_URUZ[0], W_ANSUZ[0]],
                              positions={W_URUZ[0]: (0.0, 90.0), W_ANSUZ[0]: (50.0, 40.0)})
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 100)]})
    assert of_type(events, BalanceReplaced) == [BalanceReplaced(0, W_ANSUZ[0])]
    assert state.players[0].balance == W_ANSUZ[0] and W_ANSUZ[0] not in state.table


def test_R5_5_a_twin_of_a_balance_stone_in_play_is_skipped() -> None:
    # The nearest face-up stone twins B's balance stone, so A takes the next one.
    state = own_twin_scenario(face_up=[B_FEHU[1], W_URUZ[0]],
                              positions={B_FEHU[1]: (30.0, 30.0), W_URUZ[0]: (0.0, 150.0)})
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 100)]})
    assert of_type(events, BalanceReplaced) == [BalanceReplaced(0, W_URUZ[0])]
    assert B_FEHU[1] in state.table


def test_R5_5_with_no_face_up_stone_left_the_player_has_no_balance_stone() -> None:
    state = own_twin_scenario(face_down=[W_URUZ[0]])
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 100)]})
    assert of_type(events, BalanceReplaced) == [BalanceReplaced(0, None)]
    assert state.players[0].balance is None
    assert state.phase == Phase.SUMMARY


def test_R5_5_an_exact_tie_in_distance_goes_to_the_lower_stone_id() -> None:
    state = own_twin_scenario(face_up=[G_ANSUZ[0], W_URUZ[0]],
                              positions={G_ANSUZ[0]: (0.0, 80.0), W_URUZ[0]: (80.0, 0.0)})
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 100)]})
    assert of_type(events, BalanceReplaced) == [BalanceReplaced(0, W_URUZ[0])]


def test_R5_5_replacements_go_in_round_order_and_never_twin_each_other() -> None:
    # Both A and B take their own twins; the two nearest stones are twins of each other.
    state = scenario(
        [W_FEHU[0], B_FEHU[0]], first_player=1,
        face_up=[W_FEHU[1], B_FEHU[1], *G_URUZ, W_RAIDO[0]],
        positions={G_URUZ[0]: (40.0, 0.0), G_URUZ[1]: (0.0, 50.0), W_RAIDO[0]: (0.0, -120.0)},
    )
    events = grab(state, {0: [TwinPick(W_FEHU[1], W_FEHU[0], 100)],
                          1: [TwinPick(B_FEHU[1], B_FEHU[0], 100)]})
    # B is first this round, so B takes the nearest; A may not take its twin.
    assert of_type(events, BalanceReplaced) == [
        BalanceReplaced(1, G_URUZ[0]), BalanceReplaced(0, W_RAIDO[0])
    ]


def test_R5_6_face_down_stones_go_back_and_face_up_stones_stay_where_they_lie() -> None:
    state = scenario([W_FEHU[0], B_FEHU[0]], face_up=[*G_FEHU[:1], W_URUZ[0]],
                     face_down=[G_ANSUZ[0], W_ANSUZ[1]])
    lying = {s: state.table[s] for s in (G_FEHU[0], W_URUZ[0], FATE)}
    events = grab(state, {})
    assert of_type(events, FaceDownReturned) == [
        FaceDownReturned(tuple(sorted((G_ANSUZ[0], W_ANSUZ[1]))))
    ]
    assert {G_ANSUZ[0], W_ANSUZ[1]} <= set(state.bag)
    assert state.table == lying
