"""The grab (R4.5) as relay turns (R7.1): validating a turn, then settling every race.

Races are settled stone by stone (R7.1): each stone of a pick carries its own stamp, so "A took
x at 100 ms and x' at 300 ms, B took x' at 120 ms and x at 400 ms" gives x to A and x' to B,
and both picks break (R5.2). The live race (R7.2, model/live.py) ends in the same settling.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from rok_qt.model import rng
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    ClaimMade,
    Event,
    OwnTwinTaken,
    PairTaken,
    RaceLost,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.moves import GrabTurn
from rok_qt.model.state import Claim, GameState, PairPick, Pick, TwinPick
from rok_qt.model.stones import FATE, are_twins, describe

MAX_PICKS = 48


def pick_stones(pick: Pick) -> tuple[int, ...]:
    """The table stones a pick takes (a twin pick's balance stone stays where it is)."""
    return (pick.a, pick.b) if isinstance(pick, PairPick) else (pick.stone,)


def pick_stamps(pick: Pick) -> tuple[tuple[int, float], ...]:
    """Each table stone of a pick with its own stamp (R7.1: stamps are per stone)."""
    if isinstance(pick, PairPick):
        return ((pick.a, pick.ms), (pick.b, pick.b_ms))
    return ((pick.stone, pick.ms),)


def takeable_stones(state: GameState) -> frozenset[int]:
    """R4.5: the stones anyone may take: face-up rune stones on the table.

    Never a face-down stone, the Rune of Fate or a balance stone (which lies on its seat).
    """
    balances = set(state.balances_in_play())
    return frozenset(s for s, t in state.table.items()
                     if s != FATE and t.face_up and s not in balances)


@dataclass(frozen=True, slots=True)
class Reach:
    """What a take in the live race reaches on the table now (R4.5, R7.2): the `free` stones
    anyone may take, and the `balances` on which a stone in hand is laid as its twin."""

    free: frozenset[int]
    balances: frozenset[int]


NOTHING = Reach(frozenset(), frozenset())


def within_reach(state: GameState | None) -> Reach:
    """The one place the screen asks what a gesture, a key or a finger can reach: free stones
    while a live grab runs, the balance stones whenever there is a game."""
    if state is None:
        return NOTHING
    balances = frozenset(state.balances_in_play())
    return Reach(frozenset() if state.live is None else takeable_stones(state), balances)


def stamp_in_time(state: GameState, ms: float) -> bool:
    """R7.1: a stamp counts when it is a finite ms from the reveal up to the time limit."""
    if not math.isfinite(ms) or ms < 0:
        return False
    return state.time_limit_ms is None or ms <= state.time_limit_ms


def validate_grab(state: GameState, move: GrabTurn) -> None:
    """Refuse picks no player could make: a face-down stone, a balance stone, the Fate (R4.5)."""
    if len(move.picks) > MAX_PICKS:
        raise InvalidMove(Refusal.TOO_MANY_PICKS, "Too many picks in one turn.", limit=MAX_PICKS)
    balances = set(state.balances_in_play())
    used: set[int] = set()
    for pick in move.picks:
        for stone, ms in pick_stamps(pick):
            check_stamp(state, ms)
            check_takeable(state, stone, balances)
            if stone in used:
                raise InvalidMove(Refusal.TAKEN_TWICE,
                                  f"The {describe(stone)} is taken twice in one turn.", stone=stone)
            used.add(stone)
        if isinstance(pick, TwinPick) and pick.balance not in balances:
            raise InvalidMove(Refusal.NOT_A_BALANCE,
                              f"Stone #{pick.balance} is not a balance stone in play.",
                              stone=pick.balance)


def check_stamp(state: GameState, ms: float) -> None:
    """Refuse a stamp that is not finite, before the reveal or after the time limit (R7.1)."""
    if stamp_in_time(state, ms):
        return
    if not math.isfinite(ms) or ms < 0:
        raise InvalidMove(Refusal.STAMP_INVALID,
                          "A pick's time stamp must be a finite number of ms from 0 up.")
    limit = state.time_limit_ms or 0
    raise InvalidMove(Refusal.STAMP_LATE, f"A pick at {ms:.0f} ms is after the {limit} ms limit.",
                      ms=ms, limit=limit)


def check_takeable(state: GameState, stone: int, balances: set[int]) -> None:
    """Refuse a take of the Fate, a balance stone, a stone off the table or face down (R4.5)."""
    if stone == FATE:
        raise InvalidMove(Refusal.TAKE_FATE, "Nobody may take the Rune of Fate.")
    if stone in balances:
        raise InvalidMove(Refusal.TAKE_BALANCE, "Nobody may take a balance stone (R4.5).")
    lying = state.table.get(stone)
    if lying is None:
        raise InvalidMove(Refusal.NOT_ON_TABLE, f"Stone #{stone} is not on the table.",
                          stone=stone)
    if not lying.face_up:
        raise InvalidMove(Refusal.TAKE_FACE_DOWN, "Nobody may take a face-down stone (R4.5).")


def _race_winners(state: GameState, events: list[Event]) -> dict[int, int]:
    """R7.1: each picked stone goes to the earliest stamp; an exact tie to a seeded coin flip."""
    bids: dict[int, list[tuple[float, int]]] = {}
    for seat in state.round_order():
        for pick in state.picks[seat]:
            for stone, ms in pick_stamps(pick):
                bids.setdefault(stone, []).append((ms, seat))
    winners = {}
    for stone in sorted(bids):
        entries = bids[stone]
        best = min(ms for ms, _ in entries)
        tied = [seat for ms, seat in entries if ms == best]
        winner = tied[0] if len(tied) == 1 else rng.choice(state, tied)
        winners[stone] = winner
        if len(entries) > 1:
            margin = min(ms for ms, seat in entries if seat != winner) - best
            events.append(RaceWon(stone, winner, best, margin, len(tied) > 1))
            events.extend(RaceLost(seat, stone, winner, ms - best, ms == best)
                          for ms, seat in sorted(entries) if seat != winner)
    return winners


def settle_grab(state: GameState, events: list[Event]) -> None:
    """Give each raced stone to its winner, then form pairs, claims, wrong picks and splits."""
    winners = _race_winners(state, events)
    owners = {p.balance: seat for seat, p in enumerate(state.players) if p.balance is not None}
    wrong: list[tuple[int, tuple[int, ...], bool]] = []
    splits: list[tuple[int, int, int]] = []
    for seat in state.round_order():
        for pick in state.picks[seat]:
            won = [s for s in pick_stones(pick) if winners[s] == seat]
            if isinstance(pick, PairPick):
                if len(won) == 1:
                    lost = pick.b if won[0] == pick.a else pick.a
                    splits.append((seat, won[0], winners[lost]))
                elif len(won) == 2 and are_twins(pick.a, pick.b):
                    _to_treasure(state, seat, pick.a, pick.b)
                    events.append(PairTaken(seat, pick.a, pick.b))
                elif len(won) == 2:
                    wrong.append((seat, (pick.a, pick.b), False))
            elif won:
                _twin_taken(state, seat, pick, owners, wrong, events)
    for seat, stones, twin in wrong:
        for stone in stones:
            del state.table[stone]
            state.bag.append(stone)
        state.penalties[seat] += 1
        events.append(WrongPairReturned(seat, stones, twin))
    for seat, stone, lost_to in splits:
        del state.table[stone]
        state.bag.append(stone)
        events.append(SplitReturned(seat, stone, lost_to))
    state.picks = [[] for _ in state.players]
    state.turn = 0
    state.colours_left = [0, 1, 2]


def _to_treasure(state: GameState, seat: int, *stones: int) -> None:
    for stone in stones:
        state.table.pop(stone, None)
        state.players[seat].treasure.append(stone)


def _twin_taken(
    state: GameState,
    seat: int,
    pick: TwinPick,
    owners: dict[int, int],
    wrong: list[tuple[int, tuple[int, ...], bool]],
    events: list[Event],
) -> None:
    """R4.5 b: own twin into the treasure with the balance stone; an opponent's held as a claim."""
    if not are_twins(pick.stone, pick.balance):
        wrong.append((seat, (pick.stone,), True))
        return
    owner = owners[pick.balance]
    if owner == seat:
        _to_treasure(state, seat, pick.stone)
        state.players[seat].treasure.append(pick.balance)
        state.players[seat].balance = None
        events.append(OwnTwinTaken(seat, pick.stone, pick.balance))
    else:
        del state.table[pick.stone]
        state.claims.append(Claim(seat, pick.stone, owner))
        events.append(ClaimMade(seat, pick.stone, owner))
