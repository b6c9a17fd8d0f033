"""The per-seat tally of a game: counts from explicit rounds, find times from the stamps."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rok_qt.model.engine import apply
from rok_qt.model.events import Event, PairTaken, RaceWon
from rok_qt.model.moves import GrabTurn, Move, Take, TimeUp
from rok_qt.model.state import GameState, PairPick, Pick, PlayMode, TwinPick
from rok_qt.model.tally import MAX_MILLIS, find_times, tally
from tests.model.scenario import B_FEHU, G_FEHU, G_URUZ, W_FEHU, W_URUZ, judged, scenario
from tests.support import play


def grab_round(state: GameState, turns: Mapping[int, Iterable[Pick]]) -> list[Move | Event]:
    """Every relay turn in round order, recorded as the session delivers it: move, events."""
    record: list[Move | Event] = []
    for seat in state.round_order():
        move = GrabTurn(seat, tuple(turns.get(seat, ())))
        record.append(move)
        record.extend(apply(state, move, record_frames=False))
    return record


def test_R7_1_find_times_count_from_the_players_own_reveal() -> None:
    """Not the gap between two picks (0.1 s for two pairs seen at once: no eye is that quick,
    issue 30), the time since the reveal."""
    turn = GrabTurn(0, (PairPick(*W_FEHU, 800.0), TwinPick(W_URUZ[1], W_URUZ[0], 1500.0),
                        PairPick(*G_FEHU, 1400.0)))
    assert find_times(turn) == [800, 1400, 1500]
    state = scenario([W_URUZ[0], B_FEHU[0]], face_up=[*W_FEHU, *G_FEHU, W_URUZ[1]])
    record = grab_round(state, {0: turn.picks})
    mine = tally(record, state)[0]
    assert mine.find_ms == (800, 1400, 1500) and mine.first_ms == (800,)
    assert mine.fastest_ms == 800 and mine.median_ms == 1400
    assert (mine.pairs, mine.own_twins) == (2, 1)
    assert mine.score == state.score(0) == 6
    nothing = tally(record, state)[1]
    assert nothing.find_ms == () and nothing.fastest_ms is None and nothing.median_ms is None


def test_R7_1_a_turn_left_open_for_days_counts_a_day_per_find() -> None:
    turn = GrabTurn(0, (PairPick(*W_FEHU, 3 * MAX_MILLIS),))
    state = scenario([W_URUZ[0], B_FEHU[0]], face_up=W_FEHU, time_limit_ms=None)
    mine = tally(grab_round(state, {0: turn.picks}), state)[0]
    assert mine.find_ms == (MAX_MILLIS,) and mine.median_ms == MAX_MILLIS


def test_R7_1_a_raced_stone_is_won_by_the_earlier_stamp_and_lost_by_the_others() -> None:
    state = scenario([G_URUZ[0], B_FEHU[0], G_FEHU[0]], face_up=W_FEHU)
    record = grab_round(state, {0: [PairPick(*W_FEHU, 900)], 1: [PairPick(*W_FEHU, 400)],
                                2: [PairPick(*W_FEHU, 1200)]})
    seats = tally(record, state)
    assert [(s.races_won, s.races_lost) for s in seats] == [(0, 2), (2, 0), (0, 2)]
    assert [s.pairs for s in seats] == [0, 1, 0]
    assert seats[1].score == 2


def test_R5_1_R5_2_a_wrong_twin_and_a_broken_pick_are_counted_apart() -> None:
    state = scenario([G_URUZ[0], B_FEHU[0]], face_up=[W_FEHU[0], W_URUZ[0]],
                     treasures=[list(G_FEHU), []])
    record = grab_round(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500)],
                                1: [TwinPick(W_URUZ[0], B_FEHU[0], 300)]})
    seats = tally(record, state)
    # Seat 1 reached W_URUZ[0] first, as a wrong twin with nothing to pay; seat 0 kept only
    # W_FEHU[0] of its pick, which goes back without penalty.
    assert seats[1].wrong_pairs == 1 and seats[1].penalties_waived == 1
    assert seats[0].splits == 1 and seats[0].wrong_pairs == 0
    assert seats[0].penalties_paid == 0 and seats[0].races_lost == 1


def test_R5_1_penalty_paid_from_the_treasure() -> None:
    state = scenario([G_URUZ[0], B_FEHU[0]], face_up=[W_FEHU[0], W_URUZ[0]],
                     treasures=[list(G_FEHU), []])
    record = grab_round(state, {0: [PairPick(W_FEHU[0], W_URUZ[0], 500)]})
    mine = tally(record, state)[0]
    assert (mine.wrong_pairs, mine.penalties_paid, mine.score) == (1, 1, 0)


def test_R5_3_a_capture_counts_for_the_claimant_and_against_the_victim() -> None:
    state = scenario([W_URUZ[0], B_FEHU[0]], face_up=[B_FEHU[1]],
                     treasures=[[], [*G_FEHU, 37, 38]])
    record = grab_round(state, {0: [TwinPick(B_FEHU[1], B_FEHU[0], 650)]})
    claimant, victim = tally(record, state)
    assert (claimant.claims, claimant.captures_made, victim.captures_suffered) == (1, 1, 1)
    # The claim stone, the balance stone and the victim's two black stones.
    assert claimant.stones_captured == 4 and claimant.score == 4
    assert victim.score == 2 and victim.captures_made == 0


def test_R9_2_a_whole_game_tally_agrees_with_its_events_and_scores() -> None:
    record: list[Move | Event] = []

    def keep(_state: GameState, move: Move, events: list[Event]) -> None:
        record.append(move)
        record.extend(events)

    state, moves = play(3, 5, after_move=keep)
    seats = tally(record, state)
    assert [s.score for s in seats] == state.scores
    assert sum(s.pairs for s in seats) == sum(isinstance(e, PairTaken) for e in record)
    races = [e for e in record if isinstance(e, RaceWon)]
    assert sum(s.races_won for s in seats) == len(races) > 0
    assert sum(s.races_lost for s in seats) >= len(races)
    picks = sum(len(m.picks) for m in moves if isinstance(m, GrabTurn))
    assert sum(len(s.find_ms) for s in seats) == picks
    assert all(s.median_ms is not None and s.fastest_ms is not None
               and s.fastest_ms <= s.median_ms for s in seats)


def test_R7_2_a_live_race_counts_races_won_and_lost_and_every_find() -> None:
    state = judged(scenario([G_URUZ[0], B_FEHU[0]], face_up=[*W_FEHU, *W_URUZ],
                                 mode=PlayMode.LIVE), 150)
    record: list[Move | Event] = []
    x, x2 = W_FEHU
    y, y2 = W_URUZ
    # A finds x at 900 ms, B's take of it at 850 arrives late and wins; A then finds y; B
    # reaches for y at 1500, when it is in A's hand: B loses that race by 300 ms.
    for move in (Take(0, x, 900), Take(1, x, 850), Take(0, y, 1200), Take(1, x2, 1300),
                 Take(1, y, 1500), Take(0, y2, 1600), TimeUp(20_000)):
        record.append(move)
        record.extend(apply(state, move, record_frames=False))
    a, b = tally(record, state)
    assert (a.races_won, a.races_lost, b.races_won, b.races_lost) == (1, 1, 1, 1)
    # A find counts from "go" to a pick's first take (a second take ends the pick).
    assert a.find_ms == (900, 1600) and b.find_ms == (850, 1500)
    assert a.first_ms == (900,) and b.first_ms == (850,)
    assert a.pairs == b.pairs == 1
