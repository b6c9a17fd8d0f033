"""A finished game summed up per seat: pairs, captures, penalties, races and find times.

The input is the game's record as it happened: every move and, after it, the events it caused
(`GameSession` delivers both). Races are the engine's RaceWon and RaceLost events, in both
modes (R7.1, R7.2). Find times need the moves: a find is the time from the reveal to the take
of a pick's first stone, as a player reads their own race: in relay a pick's stamp is in ms
since its player's own reveal (R7.1), in the live race (R7.2) a take's stamp is in ms since
the shared "go", whether that take won its race or not. (A gap from one pick to the next, as
measured before, can be 0.1 s for a player who saw two pairs at once, which no eye does.) The
first find of each round, its own tuple, is the pace the "matches you" level reads: every
level meets a person there (bots/levels.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Annotated, Any

import msgspec

from rok_qt.model.dispatch import EventTable
from rok_qt.model.events import (
    BalanceReplaced,
    BalancesRedrawn,
    Captured,
    ClaimMade,
    ContestEnded,
    ContestStarted,
    Event,
    FaceDownReturned,
    Flicked,
    GameEnded,
    GrabEnded,
    MoveUndone,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    PickFormed,
    PlayerDone,
    RaceLost,
    RaceWon,
    RoundEnded,
    RoundStarted,
    SplitReturned,
    StonePutBack,
    StonesDrawn,
    StonesThrown,
    StoneTaken,
    TakeBeaten,
    WrongPairReturned,
)
from rok_qt.model.moves import GrabTurn, LayOnBalance, Move, PutBack, Take
from rok_qt.model.state import GameState

Count = Annotated[int, msgspec.Meta(ge=0, le=100_000)]
MAX_MILLIS = 24 * 3600 * 1000
"""A find longer than a day (a turn without a time limit, left open) counts as a day."""
Millis = Annotated[int, msgspec.Meta(ge=0, le=MAX_MILLIS)]
MAX_FINDS = 2_000
"""More picks than one seat can make in a whole game (48 stones, at most 24 rounds)."""

RELEVANT = (GrabTurn, Take, PutBack, LayOnBalance, RoundStarted, PairTaken, OwnTwinTaken,
            ClaimMade, Captured, PenaltyPaid, PenaltyWaived, WrongPairReturned, SplitReturned,
            RaceWon, RaceLost)
"""What `tally` reads: a recorder keeps only these (throws and flicks carry animation frames)."""


class SeatTally(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat's game in numbers; find times in whole ms, in the order they happened."""

    score: Count = 0
    pairs: Count = 0                 # visible pairs banked (R4.5 a)
    own_twins: Count = 0             # own balance twins banked with the balance stone (R4.5 b)
    claims: Count = 0                # opponents' balance twins held (R4.5 b)
    captures_made: Count = 0         # captures this seat resolved as claimant (R5.3)
    captures_suffered: Count = 0     # captures of this seat's balance stone (R5.3)
    stones_captured: Count = 0       # stones those captures brought in
    wrong_pairs: Count = 0           # wrong pairs and wrong twins found at the check (R5.1)
    penalties_paid: Count = 0        # pairs paid into the bag (R5.1)
    penalties_waived: Count = 0      # penalties an empty treasure could not pay (R5.1)
    splits: Count = 0                # broken picks returned without penalty (R5.2)
    races_won: Count = 0             # contested stones this seat got first (R7.1, R7.2)
    races_lost: Count = 0            # takes of a stone another seat got first (R7.1, R7.2)
    find_ms: Annotated[tuple[Millis, ...], msgspec.Meta(max_length=MAX_FINDS)] = ()
    fastest_ms: Millis | None = None     # the quickest find, None when nothing was picked
    median_ms: Millis | None = None      # the median find, None when nothing was picked
    first_ms: Annotated[tuple[Millis, ...], msgspec.Meta(max_length=MAX_FINDS)] = ()
    """Each round's first find, from the reveal (or "go"): the pace "matches you" reads."""


def with_finds(counts: SeatTally, finds: Sequence[int],
               firsts: Sequence[int] = ()) -> SeatTally:
    """The tally with these find times (the newest MAX_FINDS), their fastest and median, and
    each round's first find."""
    import statistics  # when first wanted (it brings fractions and decimal)

    kept = tuple(finds[-MAX_FINDS:])
    return msgspec.structs.replace(
        counts, find_ms=kept, fastest_ms=min(kept) if kept else None,
        median_ms=round(statistics.median(kept)) if kept else None,
        first_ms=tuple(firsts[-MAX_FINDS:]))


def find_times(turn: GrabTurn) -> list[int]:
    """Time to find each pick of one relay turn: its stamp, ms since the player's own reveal
    (R7.1), in the order they were made."""
    return [min(round(pick.ms), MAX_MILLIS) for pick in sorted(turn.picks, key=lambda p: p.ms)]


class _Counter:
    """Walks the record once; `holding`: each seat's live hand as its moves say, `found`:
    whether its round's first find is counted."""

    def __init__(self, seats: int) -> None:
        self.seats = [SeatTally() for _ in range(seats)]
        self.finds: list[list[int]] = [[] for _ in range(seats)]
        self.firsts: list[list[int]] = [[] for _ in range(seats)]
        self.found = [False] * seats   # this round's first find is counted
        self.holding = [False] * seats

    def see(self, item: Move | Event) -> None:
        match item:
            case GrabTurn():
                self._found(item.player, find_times(item))
            case Take() | PutBack() | LayOnBalance():
                self._live_move(item)
            case RoundStarted():
                self.found = [False] * len(self.seats)
                self.holding = [False] * len(self.seats)
            case _ if not isinstance(item, Move):
                COUNTS(item, self.seats)

    def _found(self, seat: int, finds: list[int]) -> None:
        if not finds or not 0 <= seat < len(self.seats):
            return
        self.finds[seat].extend(finds)
        if not self.found[seat]:
            self.firsts[seat].append(finds[0])
            self.found[seat] = True

    def _live_move(self, move: Take | PutBack | LayOnBalance) -> None:
        seat = move.player
        if not 0 <= seat < len(self.seats):
            return
        if isinstance(move, Take) and not self.holding[seat]:
            self._found(seat, [min(round(max(0.0, move.ms)), MAX_MILLIS)])
            self.holding[seat] = True
            return
        self.holding[seat] = False


def tally(record: Iterable[Move | Event], final: GameState) -> list[SeatTally]:
    """Per seat, in seat order: the final score (R9.2) and what the record shows happened."""
    counter = _Counter(final.player_count)
    for item in record:
        counter.see(item)
    return [with_finds(msgspec.structs.replace(counts, score=final.score(seat)),
                       counter.finds[seat], counter.firsts[seat])
            for seat, counts in enumerate(counter.seats)]


def _capture(event: Captured, seats: list[SeatTally]) -> None:
    seats[event.claimant].captures_made += 1
    seats[event.claimant].stones_captured += len(event.stones)
    seats[event.victim].captures_suffered += 1


def _one(field: str) -> Callable[[Any, list[SeatTally]], None]:
    """Count one more of `field` for the event's player."""
    def count(event: Any, seats: list[SeatTally]) -> None:
        seat = seats[event.player]
        setattr(seat, field, getattr(seat, field) + 1)
    return count


COUNTS: EventTable[None] = EventTable("the tally", {
    RaceWon: _one("races_won"),
    RaceLost: _one("races_lost"),
    Captured: _capture,
    PairTaken: _one("pairs"),
    OwnTwinTaken: _one("own_twins"),
    ClaimMade: _one("claims"),
    WrongPairReturned: _one("wrong_pairs"),
    PenaltyPaid: _one("penalties_paid"),
    PenaltyWaived: _one("penalties_waived"),
    SplitReturned: _one("splits"),
}, ignores=(BalancesRedrawn, RoundStarted, StonesDrawn, StonesThrown, StoneTaken, StonePutBack,
            PickFormed, PlayerDone, GrabEnded, TakeBeaten, MoveUndone, ContestStarted, Flicked,
            ContestEnded, OrderChosen, BalanceReplaced, FaceDownReturned, RoundEnded,
            GameEnded))
"""What each event adds to its seats' tally (RoundStarted also resets the live hands, above)."""
