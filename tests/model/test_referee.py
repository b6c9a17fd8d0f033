"""R7.2 the race referee: stamps decide, whatever order the moves arrive in.

Within the settle window W a late take with an earlier stamp wins the stone and undoes the take
it beat, with everything that depended on it; a put back frees the stone only from its own
stamp; equal stamps on one stone go to the game's seeded coin; the end (R4.6) is judged on the
final moves; every race lost is on the record as RaceWon/RaceLost.
"""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    Event,
    GrabEnd,
    GrabEnded,
    MoveUndone,
    PairTaken,
    PickFormed,
    RaceLost,
    RaceWon,
    SplitReturned,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
    Undo,
)
from rok_qt.model.invariants import violations
from rok_qt.model.moves import Done, LayOnBalance, Move, PutBack, Settle, Take, TimeUp
from rok_qt.model.race_results import late_reach, log_late_reach
from rok_qt.model.referee import coin_order, settle_due
from rok_qt.model.state import GameState, LiveGrab, PairPick, Phase, PlayMode
from tests.model.scenario import (
    B_FEHU,
    G_FEHU,
    W_FEHU,
    W_THURISAZ,
    W_URUZ,
    judged,
    of_type,
    scenario,
)

X, X2 = W_FEHU
Y, Y2 = W_URUZ
Z, Z2 = W_THURISAZ
W = 150.0   # a network's window: every late move in these tests is inside it


FULL = (*W_FEHU, *W_URUZ, *W_THURISAZ, G_FEHU[1], B_FEHU[1])


def race(window: float = W, players: int = 2, face_up: tuple[int, ...] = FULL) -> GameState:
    """People at the screen, balances grey and black fehu (and grey uruz), by default three
    visible pairs and the twins of two balance stones face up: a live grab just started."""
    balances: list[int | None] = [G_FEHU[0], B_FEHU[0], 19]
    state = scenario(balances[:players], face_up, mode=PlayMode.LIVE)
    return judged(state, window)


def play(state: GameState, *moves: Move) -> list[Event]:
    """Apply the moves as they arrive, checking I1-I4 after each arrival; all their events."""
    events: list[Event] = []
    for move in moves:
        events += apply(state, move, record_frames=False)
        assert violations(state) == []
    return events


def test_R7_2_a_late_take_with_an_earlier_stamp_wins_and_undoes_the_later_take() -> None:
    state = race()
    play(state, Take(0, X, 100))
    events = play(state, Take(1, X, 50))
    assert events == [StoneTaken(1, X, 50), TakeBeaten(0, X, 100, 1, 50, undone=True)]
    assert state.live is not None and state.live.held == [[], [X]]
    events = play(state, TimeUp(20_000))
    assert of_type(events, RaceWon) == [RaceWon(X, 1, 50, 50, False)]
    assert of_type(events, RaceLost) == [RaceLost(0, X, 1, 50, False)]


def test_R7_2_a_put_back_frees_the_stone_only_from_its_own_stamp() -> None:
    state = race()
    events = play(state, Take(0, X, 100), PutBack(0, X, 200), Take(1, X, 150))
    assert events[-1] == TakeBeaten(1, X, 150, 0, 100, undone=False)
    assert X in state.table   # put back at 200; the take at 150 found it in A's hand
    events = play(state, Take(1, X, 250))
    assert events == [StoneTaken(1, X, 250)]


def test_R7_2_the_pair_completed_with_a_beaten_take_is_undone() -> None:
    state = race()
    play(state, Take(0, X, 100), Take(0, X2, 180))
    assert state.picks[0] and state.live is not None
    events = play(state, Take(1, X, 90))
    assert events == [StoneTaken(1, X, 90), TakeBeaten(0, X, 100, 1, 90, undone=True),
                      MoveUndone(0, X2, 180, Undo.PAIR)]
    assert state.picks == [[], []]
    assert state.live.held == [[X2], [X]]   # A's second take still stands: X2 in hand


def test_R7_2_a_stone_laid_on_a_balance_stone_with_a_beaten_take_is_undone() -> None:
    state = race()
    twin = G_FEHU[1]
    play(state, Take(0, twin, 100), LayOnBalance(0, twin, G_FEHU[0], 160))
    events = play(state, Take(1, twin, 60))
    assert MoveUndone(0, twin, 160, Undo.LAY) in events
    assert state.picks == [[], []] and state.live is not None and state.live.held[1] == [twin]


def test_R7_2_a_put_back_of_a_beaten_take_is_undone_and_the_stone_stays_with_the_winner(
) -> None:
    state = race()
    play(state, Take(0, X, 100), PutBack(0, X, 200))
    events = play(state, Take(1, X, 80))
    assert MoveUndone(0, X, 200, Undo.PUT_BACK) in events
    assert X not in state.table and state.live is not None and state.live.held[1] == [X]


def test_R7_2_a_move_older_than_the_window_is_refused_with_its_own_code() -> None:
    state = race(window=15)
    play(state, Take(0, X, 100))
    before = msgspec.json.encode(state)
    with pytest.raises(InvalidMove) as refused:
        apply(state, Take(1, Y, 84))
    assert refused.value.code == Refusal.STAMP_SETTLED
    assert refused.value.params == {"ms": 84, "newest": 100.0, "window": 15.0}
    assert msgspec.json.encode(state) == before
    play(state, Take(1, Y, 85))   # 15 ms behind: still inside the window


@pytest.mark.parametrize("seed", range(40))
def test_R7_2_equal_stamps_go_to_the_seeded_coin_in_either_arrival_order(seed: int) -> None:
    holders = []
    for first, second in ((0, 1), (1, 0)):
        state = race()
        state.seed = seed
        play(state, Take(first, X, 500), Take(second, X, 500))
        assert state.live is not None
        holders.append(next(s for s, hand in enumerate(state.live.held) if hand))
    assert holders[0] == holders[1] == coin_order(seed, 500.0, [0, 1])[0]


def test_R7_2_a_seats_own_moves_at_one_ms_keep_their_order() -> None:
    for seed in range(20):
        state = race()
        state.seed = seed
        play(state, Take(1, Z, 40), Take(0, Y, 40), Take(0, X, 40))
        assert state.picks[0] == [PairPick(Y, X, 40, 40)], seed   # Y first, as the seat did


def test_R7_2_a_tie_won_on_the_coin_is_recorded_as_one() -> None:
    state = race()
    winner, loser = coin_order(state.seed, 500.0, [0, 1])
    events = play(state, Take(0, X, 500), Take(1, X, 500), TimeUp(20_000))
    assert of_type(events, RaceWon) == [RaceWon(X, winner, 500, 0, True)]
    assert of_type(events, RaceLost) == [RaceLost(loser, X, winner, 0, True)]


def test_R4_6_R7_2_the_end_waits_for_the_window_then_voids_later_moves() -> None:
    state = race(window=20, face_up=W_FEHU)
    events = play(state, Take(0, X, 100), Take(0, X2, 200))
    assert not of_type(events, GrabEnded)          # a late put back could still reopen it
    # The end stands once every take stamped up to W after it has arrived: 2 W past it.
    assert settle_due(state) == 241
    events = play(state, Take(1, X, 210))          # stamped after the end: void
    assert of_type(events, TakeBeaten) == [TakeBeaten(1, X, 210, 0, 100, False)]
    assert state.phase == Phase.GRAB
    events = play(state, Settle(240))
    assert state.phase == Phase.GRAB, "a take stamped 220 could still be on its way"
    events = play(state, Settle(241))
    assert of_type(events, GrabEnded) == [GrabEnded(GrabEnd.CLEARED, 200)]
    assert of_type(events, PairTaken) == [PairTaken(0, X, X2)], "the void take changed nothing"
    # It reached for a stone already in A's hand and was told so at once: a race lost, by
    # 110 ms, in the log too (a missed take after the pick that ended the grab).
    assert of_type(events, RaceLost) == [RaceLost(1, X, 0, 110, False)]


@pytest.mark.parametrize("late_first", [True, False])
def test_R7_2_R4_6_a_take_just_after_the_end_is_a_race_lost_in_either_arrival_order(
        late_first: bool) -> None:
    """B's take of a stone A holds, stamped 10 ms after the pick that ended the grab, arrives
    before or after C's Done stamped 30 ms after it (both within W of their stamps): either
    way the log has B's race lost, as B's screen was told."""
    state = race(window=20, players=3, face_up=W_FEHU)
    play(state, Take(0, X, 100), Take(0, X2, 200))
    late: list[Move] = [Take(1, X, 210), Done(2, 230)]
    play(state, *(late if late_first else late[::-1]), Settle(241))
    assert of_type(state.log, GrabEnded) == [GrabEnded(GrabEnd.CLEARED, 200)]
    assert of_type(state.log, RaceLost) == [RaceLost(1, X, 0, 110, False)]


def test_R4_6_R7_2_a_late_put_back_before_the_end_reopens_the_table() -> None:
    state = race(window=50, face_up=W_FEHU)
    play(state, Take(0, X, 100), Take(1, X2, 120))   # each holds one: nothing left to take
    assert settle_due(state) is not None
    events = play(state, PutBack(0, X, 110))           # A had let go first
    assert events == [StonePutBack(0, X, 110), StoneTaken(1, X2, 120)] or \
        StonePutBack(0, X, 110) in events
    assert settle_due(state) is None and X in state.table


def test_R7_2_a_lone_stone_of_a_beaten_pair_goes_back_as_a_split_at_the_end() -> None:
    state = race()
    play(state, Take(0, X, 100), Take(0, X2, 180), Take(1, X, 90))
    events = play(state, TimeUp(20_000))
    assert of_type(events, SplitReturned) == [SplitReturned(0, X2, 1), SplitReturned(1, X, 0)]


def test_R7_2_pick_formed_again_when_a_correction_is_itself_beaten() -> None:
    state = race(players=3)
    play(state, Take(0, X, 100), Take(0, X2, 180), Take(1, X, 90))
    events = play(state, Take(2, X, 80))       # C beat B, who had beaten A: A still lost
    assert TakeBeaten(1, X, 90, 2, 80, undone=True) in events
    assert TakeBeaten(0, X, 100, 2, 80, undone=False) in events
    assert not of_type(events, PickFormed)


# --- any arrival order within the window gives the same race ---------------------------------

def _seat_moves(rng: random.Random, seat: int, stones: list[int],
                balances: list[int]) -> list[Take | PutBack | LayOnBalance | Done]:
    """A plausible stream of one seat's moves, stamps never going back (a seat's own order)."""
    moves: list[Take | PutBack | LayOnBalance | Done] = []
    ms = float(rng.randint(0, 40))
    held: list[int] = []
    for _ in range(rng.randint(1, 7)):
        roll = rng.random()
        if held and roll < 0.25:
            moves.append(PutBack(seat, held.pop(), ms))
        elif held and roll < 0.4:
            moves.append(LayOnBalance(seat, held.pop(), rng.choice(balances), ms))
        elif roll < 0.95:
            stone = rng.choice(stones)
            moves.append(Take(seat, stone, ms))
            held = [stone] if not held else []
        else:
            moves.append(Done(seat, ms))
            break
        ms += rng.choice((0, 0, 1, 5, 10, 20, 40, 80))
    return moves


def _arrivals(rng: random.Random, moves: list[list[Take | PutBack | LayOnBalance | Done]],
              lateness: float) -> list[Move]:
    """Every seat's moves in its own order, each arriving up to `lateness` ms after its stamp."""
    timed: list[tuple[float, float, Move]] = []
    for stream in moves:
        last = 0.0
        for move in stream:
            last = max(last + 1e-6, move.ms + rng.uniform(0, lateness))
            timed.append((last, rng.random(), move))
    return [move for _, _, move in sorted(timed, key=lambda t: (t[0], t[1]))]


def _outcome(state: GameState) -> bytes:
    """The whole game after the race, but for the count of moves the engine took."""
    return msgspec.json.encode(msgspec.structs.replace(state, moves=0))


def _run(order: list[Move], players: int, window: float, uncertainty: float = 0.0,
         seed: int | None = None) -> tuple[GameState, list[Event]]:
    """The race of these arrivals (across computers: takes `uncertainty` ms uncertain at most),
    checked after every move; the state after it and every event."""
    state = judged(race(window, players), window, uncertainty)
    if seed is not None:
        state.seed = seed
    events: list[Event] = []
    for move in order:
        try:
            events += apply(state, move, record_frames=False)
        except InvalidMove as refused:
            assert refused.code in (Refusal.NOT_IN_HAND, Refusal.SEAT_DONE), refused
        assert violations(state) == []
        if state.phase != Phase.GRAB:
            break
    if state.phase == Phase.GRAB:
        events += apply(state, TimeUp(20_000), record_frames=False)
    assert violations(state) == []
    return state, events


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.integers(2, 3), st.sampled_from([15.0, 50.0, 150.0]))
@example(seed=326, players=3, window=50.0)   # a take within W after the end, arriving late
def test_R7_2_every_arrival_order_within_the_window_gives_the_same_race(
    seed: int, players: int, window: float
) -> None:
    rng = random.Random(seed)
    stones = [X, X2, Y, Y2, Z, G_FEHU[1], B_FEHU[1]]
    balances = [G_FEHU[0], B_FEHU[0]]
    moves = [_seat_moves(rng, seat, stones, balances) for seat in range(players)]
    in_stamp_order = _arrivals(rng, moves, 0.0)
    first, first_events = _run(in_stamp_order, players, window)
    for _ in range(4):
        again, again_events = _run(_arrivals(rng, moves, window), players, window)
        assert _outcome(again) == _outcome(first)
        races = (RaceWon, RaceLost, GrabEnded)
        assert [e for e in again_events if isinstance(e, races)] == \
            [e for e in first_events if isinstance(e, races)]


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32))
def test_I5_a_race_with_late_moves_replays_from_the_same_arrivals(seed: int) -> None:
    rng = random.Random(seed)
    stones = [X, X2, Y, Y2, Z, G_FEHU[1], B_FEHU[1]]
    moves = [_seat_moves(rng, seat, stones, [G_FEHU[0]]) for seat in range(3)]
    order = _arrivals(rng, moves, W)
    assert _outcome(_run(order, 3, W)[0]) == _outcome(_run(order, 3, W)[0])


def test_R7_2_R4_6_a_reach_just_after_the_end_is_a_race_lost_to_whoever_took_the_stone() -> None:
    state = race(window=20, face_up=W_FEHU)
    play(state, Take(0, X, 100), Take(0, X2, 200), Take(1, X2, 215))   # B's take: after the end
    assert state.live is not None
    last = msgspec.msgpack.decode(msgspec.msgpack.encode(state.live), type=LiveGrab)
    play(state, Settle(241))
    assert of_type(state.log, GrabEnded) == [GrabEnded(GrabEnd.CLEARED, 200)]
    lost = late_reach(last, 200, 1, X, 700)
    assert lost == RaceLost(1, X, 0, 600, False), "B reached 0.6 s after A took it"
    assert late_reach(last, 200, 0, X, 700) is None, "nobody races for a stone they took"
    assert late_reach(last, 200, 1, W_URUZ[0], 700) is None, "a stone nobody took"
    assert log_late_reach(state.log, last, lost) == [RaceWon(X, 0, 100, 600, False), lost]
    assert log_late_reach(state.log, last, lost) == [], "a second press: listed once"
    races = [e for e in state.log if isinstance(e, RaceWon | RaceLost)]
    # B's take at 215 was told lost at once and stays so; the late reach joins its race.
    assert races == [RaceWon(X2, 0, 200, 15, False), RaceLost(1, X2, 0, 15, False),
                     RaceWon(X, 0, 100, 600, False), RaceLost(1, X, 0, 600, False)]
    assert state.log.index(races[-1]) < state.log.index(GrabEnded(GrabEnd.CLEARED, 200))
