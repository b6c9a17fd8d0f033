"""The live race (R7.2): everyone grabs from one table at once, one stamped stone at a time.

API for the screen and the simulator (time is an input: the engine never reads a clock):

- In `PlayMode.LIVE` the GRAB phase asks the whole table (`waiting_for(state).player` is None)
  and `state.live` holds the race. Any seat may send, stamped in ms since the shared reveal:
  `Take(player, stone, ms)`, `PutBack(player, stone, ms)`, `LayOnBalance(player, stone,
  balance, ms)`, `Done(player, ms)`; the session sends `TimeUp(ms)` when its clock runs out.
- Every move goes to the race referee (model/referee.py: its docstring is the API for callers),
  which judges it by its stamp whatever order moves arrive in, within the settle window
  `state.race_window_ms`; `Settle(ms)` moves the window on when no move comes.
- A take moves the stone off the table at once (`StoneTaken`); a second take forms a pair pick
  (`PickFormed`), right or wrong: R5.1 finds wrong pairs only at the check. Laying the stone in
  hand on a balance stone forms a twin pick (`PickFormed` with `balance`, R4.5 b).
- A take stamped while the stone is in another hand loses that race (`TakeBeaten` at once,
  `RaceLost` and the winner's `RaceWon` when the grab ends): the screen shows "Bot 1 was
  faster by 0.8 s". `state.live.taken` holds (seat, ms) for every stone taken and still off
  the table.
- Stamps must be finite, >= 0, within the time limit and never before the same seat's previous
  stamp. A seat that said done makes no more moves.
- The end (R4.6 [D], `end_reason`) is judged on the referee's final moves; then the round
  settles exactly as relay does (`grab.settle_grab`, then the end of the round): `GrabEnded`
  says why and at which stamp.
- `rewound(state)` is the state with the live grab back at its start (every stone where it lay,
  hands empty): what a save stores, and where a restart after loading begins, with a fresh
  countdown.

Readings written down here ([D], completing R5.2 and R4.6 for the live race):
- A lone stone in hand when the grab ends goes back into the bag with no penalty. If another
  player holds its twin (alone, or in a pick) that is the split pair of R5.2: the lone stone
  goes back, and a twin held alone goes back too (it is a lone stone itself). If the twin lies
  on the table, face up or face down, or anywhere else, the lone stone alone goes back.
- R4.6: a stone in a hand still counts as on the table for "no visible pair or balance twin
  left", since its holder may still complete the pick; otherwise taking the first stone of the
  last pair would end the grab before the second could be taken.
- Done is personal (R7.2 [C]): a seat's `Done` ends its own grab only. The grab ends this way
  when every seat, people and computer players alike, said done; a computer player says done
  when nothing it would take is left (rok_qt.bots.live), and otherwise the time limit ends it.
"""

from __future__ import annotations

import math

import msgspec

from rok_qt.model import referee
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    Event,
    GrabEnd,
    GrabEnded,
    SplitReturned,
)
from rok_qt.model.grab import check_stamp, check_takeable, pick_stones, settle_grab
from rok_qt.model.grab_end import grab_open
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Settle, Take, TimeUp
from rok_qt.model.race_results import race_results
from rok_qt.model.state import GameState, LiveGrab
from rok_qt.model.stones import FATE, twin_of

LIVE_MOVES = (Take, PutBack, LayOnBalance, Done, TimeUp, Settle)
"""The move classes a live grab accepts (R7.2)."""


def race(state: GameState) -> LiveGrab:
    """The live race in progress (the engine starts one at each live throw)."""
    assert state.live is not None, "no live grab in progress"
    return state.live


def validate_live(state: GameState, move: LiveMove) -> None:
    """Refuse a live move no player could make now; the state is left unchanged.

    The referee (model/referee.py) admits every other move and judges it by its stamp.
    """
    live = race(state)
    if isinstance(move, TimeUp | Settle):
        if not math.isfinite(move.ms) or move.ms < 0:
            raise InvalidMove(Refusal.STAMP_INVALID,
                              "A time stamp must be a finite number of ms from 0 up.")
        return
    seat = move.player
    if seat not in range(state.player_count):
        raise InvalidMove(Refusal.NO_SUCH_SEAT, f"There is no seat {seat}.", seat=seat + 1)
    name = state.players[seat].name
    if live.done[seat]:
        raise InvalidMove(Refusal.SEAT_DONE, f"{name} has said done.", name=name)
    check_stamp(state, move.ms)
    if move.ms < live.last_ms[seat]:
        raise InvalidMove(Refusal.STAMP_EARLY,
                          f"A stamp of {move.ms:.0f} ms comes before {live.last_ms[seat]:.0f} ms.",
                          ms=move.ms, previous=live.last_ms[seat])
    referee.check_window(state, move.ms)
    if isinstance(move, Take):
        _check_take(state, live, move.stone)
    elif isinstance(move, PutBack | LayOnBalance) and not referee.may_hold(state, seat,
                                                                            move.stone):
        raise InvalidMove(Refusal.NOT_IN_HAND, f"Stone #{move.stone} is not in your hand.",
                          stone=move.stone)
    if isinstance(move, LayOnBalance) and move.balance not in state.balances_in_play():
        raise InvalidMove(Refusal.NOT_A_BALANCE,
                          f"Stone #{move.balance} is not a balance stone in play.",
                          stone=move.balance)


def _check_take(state: GameState, live: LiveGrab, stone: int) -> None:
    """A take of a stone that lies on the table this grab, or lay there and is in a hand."""
    lying = live.origins.get(stone)
    if lying is None or stone == FATE or stone in state.balances_in_play():
        check_takeable(state, stone, set(state.balances_in_play()))


def apply_live(state: GameState, move: LiveMove, events: list[Event]) -> bool:
    """Play a validated live move through the referee; True when it ended the grab."""
    ended = referee.admit(state, move, events)
    if ended is None:
        return False
    _end(state, *ended, events)
    return True


def _end(state: GameState, reason: GrabEnd, ms: float, events: list[Event]) -> None:
    """The races' results, lone stones back into the bag, picks back where they lay, then
    relay's settling."""
    live = race(state)
    live.now_ms = max(live.now_ms, ms)
    events.extend(race_results(live))
    _return_lone_stones(state, live, events)
    for picks in state.picks:
        for pick in picks:
            for stone in pick_stones(pick):
                state.table[stone] = live.origins[stone]
    state.live = None
    events.append(GrabEnded(reason, ms))
    settle_grab(state, events)


def _return_lone_stones(state: GameState, live: LiveGrab, events: list[Event]) -> None:
    """R5.2 [D]: a lone stone in hand goes back into the bag, no penalty (module docstring)."""
    holders = {s: seat for seat, hand in enumerate(live.held) for s in hand}
    for seat, picks in enumerate(state.picks):
        holders.update((s, seat) for pick in picks for s in pick_stones(pick))
    for seat in state.round_order():
        for stone in live.held[seat]:
            state.bag.append(stone)
            events.append(SplitReturned(seat, stone, holders.get(twin_of(stone))))
        live.held[seat] = []


def start_live(state: GameState, events: list[Event]) -> None:
    """A live grab starts at the reveal; a throw that leaves nothing to take ends it at once,
    with no race (`GrabEnd.NOTHING`: the screen says so, the summary too)."""
    state.live = LiveGrab.fresh(state.player_count)
    if not grab_open(state):
        _end(state, GrabEnd.NOTHING, 0.0, events)


def rewound(state: GameState) -> GameState:
    """A copy with the live grab back at its start: every stone where it lay, hands empty.

    This is what a save stores during a live grab (the round as thrown and not yet grabbed);
    loading it starts the race again with a fresh countdown and a fresh reload draw
    (`reloaded`: the computer players react afresh). Other states come back as copies.
    """
    again = msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=GameState)
    if again.live is None:
        return again
    for stone, lying in again.live.origins.items():
        again.table[stone] = lying
    again.picks = [[] for _ in again.players]
    reloads = again.live.reloads
    again.live = LiveGrab.fresh(again.player_count)
    again.live.reloads = reloads
    return again


def reloaded(state: GameState, draw: int) -> GameState:
    """A game loaded from a save, its race (if one was under way) starting again with `draw`
    as its reload count (R7.2): whoever loads draws a fresh number each time, so the same
    save loaded twice is two different races, and not one to rehearse; the same draw plays
    the same race (I5). The engine draws nothing itself. Changes `state` in place."""
    if state.live is not None:
        state.live.reloads = draw
    return state
