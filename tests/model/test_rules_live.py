"""R7.2 the live race: per-stone takes, put back, twins laid, lone stones, the R4.6 end."""

from __future__ import annotations

import msgspec
import pytest

from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    ClaimMade,
    Event,
    GrabEnd,
    GrabEnded,
    OwnTwinTaken,
    PairTaken,
    PickFormed,
    RaceLost,
    RaceWon,
    SplitReturned,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
    WrongPairReturned,
)
from rok_qt.model.grab import Reach, within_reach
from rok_qt.model.invariants import violations
from rok_qt.model.live import rewound
from rok_qt.model.moves import Done, GrabTurn, LayOnBalance, Move, PutBack, Take, Throw, TimeUp
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, GameState, PairPick, Phase, PlayMode, TwinPick
from rok_qt.model.stones import FATE
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import decode, encode
from tests.model.scenario import (
    B_FEHU,
    G_FEHU,
    G_URUZ,
    W_ANSUZ,
    W_FEHU,
    W_THURISAZ,
    W_URUZ,
    of_type,
    scenario,
)

X, X2 = W_FEHU          # a visible pair
Y, Y2 = W_URUZ          # another visible pair


def live(face_up: tuple[int, ...] = (*W_FEHU, *W_URUZ), face_down: tuple[int, ...] = (),
         treasures: list[list[int]] | None = None, phase: Phase = Phase.GRAB) -> GameState:
    """Two people at the screen, balances grey fehu and black fehu, a live grab just started."""
    return scenario([G_FEHU[0], B_FEHU[0]], face_up, face_down, treasures, phase=phase,
                    mode=PlayMode.LIVE)


def play(state: GameState, *moves: Move) -> list[Event]:
    """Apply the moves in turn, checking I1-I4 after each; all their events."""
    events: list[Event] = []
    for move in moves:
        events += apply(state, move, record_frames=False)
        assert violations(state) == []
    return events


def test_R7_2_the_live_grab_asks_the_whole_table() -> None:
    assert waiting_for(live()).player is None


def test_R7_2_a_take_removes_the_stone_from_the_table_at_once() -> None:
    state = live()
    events = play(state, Take(0, X, 500))
    assert events == [StoneTaken(0, X, 500)]
    assert X not in state.table
    assert state.live is not None and state.live.held[0] == [X]


def test_R7_2_a_take_of_a_stone_in_another_hand_loses_the_race_by_the_stamps() -> None:
    state = live()
    play(state, Take(0, X, 500))
    events = play(state, Take(1, X, 1300))
    assert events == [TakeBeaten(1, X, 1300, 0, 500, undone=False)]
    assert state.live is not None and state.live.held == [[X], []]
    events = play(state, TimeUp(20_000))
    assert of_type(events, RaceWon) == [RaceWon(X, 0, 500, 800, False)]
    assert of_type(events, RaceLost) == [RaceLost(1, X, 0, 800, False)]


def test_R7_2_put_back_lays_the_stone_where_it_lay() -> None:
    state = live()
    lying = state.table[X]
    events = play(state, Take(0, X, 500), PutBack(0, X, 900))
    assert events[-1] == StonePutBack(0, X, 900)
    assert state.table[X] == lying
    play(state, Take(1, X, 950))          # free for anyone again
    assert state.live is not None and state.live.held[1] == [X]


def test_R7_2_two_stones_in_hand_form_a_pick_scored_after_the_grab() -> None:
    state = live()
    events = play(state, Take(0, X, 400), Take(0, X2, 700))
    assert of_type(events, PickFormed) == [PickFormed(0, X, X2, None, 700)]
    assert state.picks[0] == [PairPick(X, X2, 400, 700)]
    events = play(state, Take(1, Y, 800), Take(1, Y2, 900))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.CLEARED, 900)]
    assert sorted(state.players[0].treasure) == [X, X2]
    assert sorted(state.players[1].treasure) == [Y, Y2]
    assert of_type(events, PairTaken) == [PairTaken(0, X, X2), PairTaken(1, Y, Y2)]


def test_R5_1_R7_2_a_wrong_pair_in_hand_is_found_only_at_the_check() -> None:
    state = live(face_up=(*W_FEHU, *W_URUZ, *W_THURISAZ), treasures=[[*G_URUZ], []])
    events = play(state, Take(0, X, 400), Take(0, Y, 700))
    assert not of_type(events, WrongPairReturned)
    events = play(state, TimeUp(20_000))
    assert of_type(events, WrongPairReturned) == [WrongPairReturned(0, (X, Y), False)]
    assert X in state.bag and Y in state.bag
    assert state.players[0].treasure == []          # the penalty pair was paid (R5.1)


def test_R4_5b_R7_2_a_stone_laid_on_a_balance_stone_is_a_twin_pick() -> None:
    state = live(face_up=(G_FEHU[1], B_FEHU[1], *W_FEHU), treasures=[[], [*W_ANSUZ]])
    play(state, Take(0, G_FEHU[1], 300))
    events = play(state, LayOnBalance(0, G_FEHU[1], G_FEHU[0], 600))
    assert of_type(events, PickFormed) == [PickFormed(0, G_FEHU[1], None, G_FEHU[0], 600)]
    assert state.picks[0] == [TwinPick(G_FEHU[1], G_FEHU[0], 300)]
    events = play(state, Take(0, B_FEHU[1], 700), LayOnBalance(0, B_FEHU[1], B_FEHU[0], 800),
                  Take(1, X, 900), Take(1, X2, 950))
    assert of_type(events, OwnTwinTaken) == [OwnTwinTaken(0, G_FEHU[1], G_FEHU[0])]
    assert of_type(events, ClaimMade) == [ClaimMade(0, B_FEHU[1], 1)]
    assert state.phase == Phase.SUMMARY


def test_R5_2_R7_2_a_pair_split_by_two_hands_goes_back_without_penalty() -> None:
    state = live(treasures=[[*G_URUZ], [*W_ANSUZ]])
    play(state, Take(0, X, 300), Take(1, X2, 320))
    events = play(state, Done(0, 2000), Done(1, 2100))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.DONE, 2100)]
    assert of_type(events, SplitReturned) == [SplitReturned(0, X, 1), SplitReturned(1, X2, 0)]
    assert X in state.bag and X2 in state.bag
    assert state.score(0) == 2 and state.score(1) == 2      # no penalty (R5.2)


@pytest.mark.parametrize("twin_face_up", [True, False])
def test_R5_2_R7_2_a_lone_stone_whose_twin_lies_on_the_table_goes_back_alone(
    twin_face_up: bool,
) -> None:
    state = (live() if twin_face_up else
             live(face_up=(X, *W_URUZ), face_down=(X2,)))
    play(state, Take(0, X, 300))
    events = play(state, Done(0, 1000), Done(1, 1000))
    assert of_type(events, SplitReturned) == [SplitReturned(0, X, None)]
    assert X in state.bag and not of_type(events, WrongPairReturned)
    if twin_face_up:
        assert X2 in state.table      # face-up stones stay for later rounds (R5.6)


def test_R4_6_a_stone_in_hand_keeps_the_grab_open_until_its_twin_is_taken() -> None:
    state = live(face_up=W_FEHU)
    play(state, Take(0, X, 300))
    assert state.phase == Phase.GRAB
    events = play(state, Take(0, X2, 500))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.CLEARED, 500)]
    assert waiting_for(state).kind == Phase.SUMMARY


def test_R4_6_R7_2_a_throw_leaving_nothing_to_take_ends_the_grab_at_once() -> None:
    state = live(face_up=(X, Y), phase=Phase.THROW)
    events = apply(state, Throw(0), record_frames=False)
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.NOTHING, 0.0)]
    assert state.phase == Phase.SUMMARY and state.live is None


def test_R7_2_done_is_personal_a_person_done_leaves_the_computer_player_racing() -> None:
    state = live()
    state.players[1].controller = Controller.ADEPT
    events = play(state, Take(1, X, 200), Done(0, 900))
    assert not of_type(events, GrabEnded), "a person's Done ends only their own grab"
    events = play(state, Take(1, X2, 1400), Take(1, Y, 2000))
    assert of_type(events, PickFormed) == [PickFormed(1, X, X2, None, 1400)]
    assert not of_type(events, GrabEnded)
    events = play(state, Done(1, 2600))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.DONE, 2600)]
    assert of_type(events, PairTaken) == [PairTaken(1, X, X2)]
    assert of_type(events, SplitReturned) == [SplitReturned(1, Y, None)]


def test_R7_2_done_is_personal_between_people_too() -> None:
    state = live()
    events = play(state, Done(0, 500), Take(1, X, 800))
    assert not of_type(events, GrabEnded)
    with pytest.raises(InvalidMove):
        apply(state, Take(0, Y, 900))      # a seat that said done makes no more moves
    events = play(state, Take(1, X2, 1200), Done(1, 1500))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.DONE, 1500)]
    assert sorted(state.players[1].treasure) == [X, X2]


def test_R7_2_time_up_ends_the_grab_and_later_moves_are_refused() -> None:
    state = live()
    play(state, Take(0, X, 200), Take(0, X2, 300))
    events = play(state, TimeUp(20_000))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.TIME_UP, 20_000)]
    assert sorted(state.players[0].treasure) == [X, X2]
    with pytest.raises(InvalidMove):
        apply(state, Take(1, Y, 20_001))


@pytest.mark.parametrize(
    ("moves", "code"),
    [
        ([Take(0, FATE, 100)], Refusal.TAKE_FATE),
        ([Take(0, G_FEHU[0], 100)], Refusal.TAKE_BALANCE),
        ([Take(0, W_ANSUZ[0], 100)], Refusal.TAKE_FACE_DOWN),
        ([Take(0, 40, 100)], Refusal.NOT_ON_TABLE),
        ([Take(0, X, -1)], Refusal.STAMP_INVALID),
        ([Take(0, X, float("inf"))], Refusal.STAMP_INVALID),
        ([Take(0, X, 20_001)], Refusal.STAMP_LATE),
        ([Take(0, X, 500), Take(0, Y, 400)], Refusal.STAMP_EARLY),
        ([PutBack(0, X, 100)], Refusal.NOT_IN_HAND),
        ([Take(1, X, 100), PutBack(0, X, 200)], Refusal.NOT_IN_HAND),
        ([Take(0, X, 100), LayOnBalance(0, X, X2, 200)], Refusal.NOT_A_BALANCE),
        ([Done(0, 100), Take(0, X, 200)], Refusal.SEAT_DONE),
        ([Take(5, X, 100)], Refusal.NO_SUCH_SEAT),
        ([GrabTurn(0, ())], Refusal.WRONG_KIND),
    ],
)
def test_R7_2_a_refused_move_changes_nothing(moves: list[Move], code: Refusal) -> None:
    state = live(face_down=W_ANSUZ)
    play(state, *moves[:-1])
    before = msgspec.json.encode(state)
    with pytest.raises(InvalidMove) as refused:
        apply(state, moves[-1])
    assert refused.value.code == code
    assert msgspec.json.encode(state) == before


def test_R7_2_a_save_during_the_grab_stores_the_round_as_thrown() -> None:
    state = live()
    start = dict(state.table)
    play(state, Take(0, X, 100), Take(0, X2, 200), Take(1, Y, 300))
    saved = rewound(state)
    assert saved.table == start
    assert saved.picks == [[], []] and saved.live is not None and saved.live.held == [[], []]
    assert X not in state.table                       # the game itself is untouched
    loaded = decode(encode(saved))
    assert loaded == saved and violations(loaded) == []
    play(loaded, Take(1, X, 50))                     # a fresh race: the clock starts again


def test_R7_2_a_save_from_before_the_live_mode_loads_as_relay() -> None:
    state = scenario([G_FEHU[0], B_FEHU[0]], face_up=W_FEHU, phase=Phase.THROW)
    doc = msgspec.json.decode(msgspec.json.encode(state))
    del doc["mode"], doc["live"]
    old = msgspec.json.decode(msgspec.json.encode(doc), type=GameState)
    assert old.mode == PlayMode.RELAY and old.live is None


def test_R7_2_a_file_holding_a_live_grab_after_it_started_is_refused() -> None:
    state = live()
    play(state, Take(0, X, 100))
    with pytest.raises(SaveFileError, match="live grab"):
        decode(encode(state))
    relay_with_race = live()
    relay_with_race.mode = PlayMode.RELAY
    with pytest.raises(SaveFileError, match="live race"):
        decode(encode(relay_with_race))


def test_R4_5_R7_2_a_take_reaches_face_up_stones_and_is_laid_on_balance_stones() -> None:
    # What every device at the screen asks before it names a stone (ui/input/race_inputs.py).
    state = live(face_down=W_ANSUZ)
    reach = within_reach(state)
    assert reach.free == {X, X2, Y, Y2}, "face-down, balance and Fate stones are never free"
    assert reach.balances == {G_FEHU[0], B_FEHU[0]}
    play(state, Take(0, X, 100.0))
    assert within_reach(state).free == {X2, Y, Y2}, "a stone in a hand is no longer free"
    assert within_reach(live(phase=Phase.THROW)).free == frozenset(), "no race: nothing free"
    assert within_reach(None) == Reach(frozenset(), frozenset()), "no game: nothing at all"
