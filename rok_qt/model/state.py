"""The whole game as plain data (msgspec structs): what a save file holds, move for move.

Structs rather than dataclasses: they are still plain data, and msgspec decodes them strictly
with a path-bearing error for free, which the save format needs.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import msgspec
from msgspec import Meta

from rok_qt.model.bounds import (
    MAX_SEATS,
    RNG_END,
    Attempt,
    ColourNo,
    Count,
    LimitMs,
    Mm,
    PaceMs,
    PacePercent,
    Point,
    Rank,
    Reloads,
    Rng,
    RoundNo,
    SeatNo,
    Seed,
    Shared,
    Stamp,
    StoneCount,
    StoneNo,
    Uncertainty,
    WindowMs,
)
from rok_qt.model.events import ContestPurpose, Event

__all__ = ["Claim", "Contest", "ContestPurpose", "Controller", "EntryKind", "GameState",
           "GrabSnapshot", "LiveGrab", "Outcome", "PairPick", "Phase", "Pick", "PlayMode",
           "Player", "TableStone", "TimelineEntry", "TwinPick"]


class Phase(StrEnum):
    """Where the game stands; each phase but OVER waits for one kind of move."""

    THROW = "throw"          # first player signals the throw (R4.4)
    GRAB = "grab"            # relay turns in round order (R7.1), or the live race (R7.2)
    PENALTY = "penalty"      # a penalised player chooses the pair to pay (R5.1 [C])
    FLICK = "flick"          # a flick contest is running (R8)
    ORDER = "order"          # the contest winner arranges a colour's captures (R5.4)
    SUMMARY = "summary"      # round summary shown, waiting to be acknowledged
    OVER = "over"            # game over (R9)


class PlayMode(StrEnum):
    """How the grab is played on one screen (R7): relay turns (R7.1) or all at once (R7.2)."""

    RELAY = "relay"
    LIVE = "live"


class Controller(StrEnum):
    """Who plays a seat: a person at the screen, or a computer player of some skill.

    MATCH plays at a chosen fraction of a person's measured find time (the seat's `match_ms`
    and `match_percent`). FIRST_TIMER and PRACTISED are models of people for the simulator,
    not offered in setup: they play like a person new to Rök and like a practised one.
    """

    HUMAN = "human"
    NOVICE = "novice"
    ADEPT = "adept"
    MASTER = "master"
    MATCH = "match"
    FIRST_TIMER = "first_timer"
    PRACTISED = "practised"


class TableStone(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """A stone lying on the table: centre in millimetres (origin at the centre, y up)."""

    x: Mm
    y: Mm
    face_up: bool


class Player(msgspec.Struct, forbid_unknown_fields=True):
    """One seat; seats are numbered clockwise (R3.1)."""

    name: str
    controller: Controller = Controller.HUMAN
    balance: StoneNo | None = None
    treasure: list[StoneNo] = msgspec.field(default_factory=list)
    match_ms: PaceMs = 2500.0      # MATCH level: the person's ms from "go" to a first find
    match_percent: PacePercent = 100   # MATCH level: its speed as a percentage of the person's


class PairPick(msgspec.Struct, tag="pair", forbid_unknown_fields=True, omit_defaults=True):
    """A pair taken in a grab (R4.5 a), each stone stamped in ms since the reveal (R7.1, R7.2).

    `ms` stamps stone `a` (the press on the first stone), `ms_b` stamps stone `b` (the release
    on its target, or the second click); None, as in saves from before per-stone stamps, means
    `b` shares `ms`.
    """

    a: StoneNo
    b: StoneNo
    ms: Stamp
    ms_b: Stamp | None = None

    @property
    def b_ms(self) -> float:
        """The stamp of stone `b`."""
        return self.ms if self.ms_b is None else self.ms_b


class TwinPick(msgspec.Struct, tag="twin", forbid_unknown_fields=True):
    """A stone taken as the twin of the balance stone `balance` (R4.5 b), stamped like a pair."""

    stone: StoneNo
    balance: StoneNo
    ms: Stamp


Pick = PairPick | TwinPick


class Claim(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """An opponent's balance twin held apart until its capture resolves (R5.3 [C])."""

    claimant: SeatNo
    stone: StoneNo
    victim: SeatNo


class Contest(msgspec.Struct, forbid_unknown_fields=True):
    """A flick contest (R8): to settle a colour's order (R5.4) or the final tie (R9.3).

    Each flicked stone stays booked to its home (a claim or a treasure) while the contest
    records where it lies; at the end it simply stops being on the table (R8.4).
    """

    purpose: ContestPurpose
    colour: ColourNo | None               # the disputed colour, for an order contest
    contestants: list[SeatNo]             # still flicking, in round order
    stones: dict[SeatNo, StoneNo]         # player -> the stone they flick
    flicked: dict[SeatNo, Point] = msgspec.field(default_factory=dict)
    out: list[SeatNo] = msgspec.field(default_factory=list)   # whose stone touched the Fate
    attempt: Attempt = 1
    winner: SeatNo | None = None


class EntryKind(StrEnum):
    """What a stamped live move on the referee's timeline does (R7.2)."""

    TAKE = "take"
    PUT_BACK = "put_back"
    LAY = "lay"
    DONE = "done"


class Outcome(StrEnum):
    """How the referee judged a timeline entry at its stamp (model/referee.py)."""

    NEW = "new"              # not judged yet
    TAKEN = "taken"          # a take into an empty hand
    PAIRED = "paired"        # a take that formed a pair pick with the stone in hand
    PUT_BACK = "put_back"
    LAID = "laid"            # laid on a balance stone: a twin pick
    DONE = "done"
    LOST = "lost"            # a take of a stone in another hand at that instant (a race lost)
    VOID = "void"            # no effect at its stamp (its stone was not in the hand)


class TimelineEntry(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """One admitted live move not yet final, as the referee judges it (R7.2).

    rank: the seeded coin's place of this seat among all seats for this ms (referee.coin_order),
    so equal stamps are ordered by the coin. n: the seat's own count of admitted moves (a seat's
    moves keep their own order). other: for PAIRED the first stone of the pair, for LOST the
    winning seat; other_ms: for LOST the winning take's stamp. spread: a take's uncertainty
    (Take.uncertainty_ms); within: for LOST in a race too close to call, the uncertainty the two
    takes shared (0: the stamps decided; model/contested.py).
    """

    kind: EntryKind
    player: SeatNo
    stone: Rank                      # -1 for DONE, which takes no stone
    balance: Rank
    ms: Stamp
    rank: Rank
    n: Count
    outcome: Outcome = Outcome.NEW
    other: Rank = -1
    other_ms: Stamp = 0.0
    spread: Uncertainty = 0.0
    within: Shared = 0.0


class GrabSnapshot(msgspec.Struct, forbid_unknown_fields=True):
    """The live grab as the final (settled) moves left it: where the referee replays from."""

    table: dict[StoneNo, TableStone]
    picks: list[list[Pick]]
    held: list[list[StoneNo]]
    done: list[bool]
    actions: list[Count]
    taken: dict[StoneNo, tuple[SeatNo, Stamp]]
    origins: dict[StoneNo, TableStone]


class LiveGrab(msgspec.Struct, forbid_unknown_fields=True):
    """The live race in progress (R7.2); picks formed so far are in `GameState.picks`.

    The fields down to `origins` are the race as the referee judges it now (every admitted
    move, final or not, played in stamp order). held: per seat, the stone in hand (at most one
    lies there between moves: a second take forms a pair pick at once). taken: stone ->
    (seat, ms) of every take standing (in a hand or a pick). origins: where each stone off the
    table lay, so it can be put back (and settled as relay does). actions: moves in effect per
    seat. last_ms: each seat's latest admitted stamp (a seat's stamps never go back). now_ms:
    the newest stamp seen, the race's clock as far as the engine knows it. timeline: the
    admitted moves not yet final, in stamp order; base: the race as the final moves left it
    (None: as it started). races: lost takes already final, as (loser, stone, ms, winner,
    winner_ms), reported as RaceWon/RaceLost when the grab ends.
    coin_calls: of those, the races too close to call that the coin decided, as (loser,
    stone, ms, the uncertainty the two takes shared).
    reloads: a fresh draw each time a save taken during this grab is loaded (`live.reloaded`;
    0 for a race never loaded); the computer players draw their reaction times with it, so a
    reloaded race is not the same race rehearsed, and the same save loaded twice is two
    different races (a record still replays exactly, I5: it holds their moves).
    """

    held: list[list[StoneNo]]
    done: list[bool]
    last_ms: list[Stamp]
    actions: list[Count]
    taken: dict[StoneNo, tuple[SeatNo, Stamp]] = msgspec.field(default_factory=dict)
    origins: dict[StoneNo, TableStone] = msgspec.field(default_factory=dict)
    now_ms: Stamp = 0.0
    timeline: list[TimelineEntry] = msgspec.field(default_factory=list)
    base: GrabSnapshot | None = None
    admitted: list[Count] = msgspec.field(default_factory=list)   # per seat; grows on demand
    races: list[tuple[SeatNo, StoneNo, Stamp, SeatNo, Stamp]] = msgspec.field(
        default_factory=list)
    reloads: Reloads = 0
    coin_calls: list[tuple[SeatNo, StoneNo, Stamp, Shared]] = msgspec.field(
        default_factory=list)

    @classmethod
    def fresh(cls, players: int) -> LiveGrab:
        """A race about to start: empty hands, nobody done, the clock at the reveal."""
        return cls([[] for _ in range(players)], [False] * players, [0.0] * players,
                   [0] * players)


class GameState(msgspec.Struct, forbid_unknown_fields=True):
    """Everything needed to continue a game; equal states continue identically (I5)."""

    seed: Seed
    rng: Rng
    players: list[Player]
    time_limit_ms: LimitMs | None
    bag: list[StoneNo]
    hands: list[list[StoneNo]]
    table: dict[StoneNo, TableStone]
    round: RoundNo = 1
    first_player: SeatNo = 0
    phase: Phase = Phase.THROW
    turn: Annotated[int, Meta(ge=0, le=MAX_SEATS)] = 0   # index into round order during GRAB
    picks: list[list[Pick]] = msgspec.field(default_factory=list)
    claims: list[Claim] = msgspec.field(default_factory=list)
    penalties: list[StoneCount] = msgspec.field(default_factory=list)
    colours_left: list[ColourNo] = msgspec.field(default_factory=list)
    contest: Contest | None = None
    scores: list[StoneCount] | None = None         # set at game end (R9.2)
    grand_master: SeatNo | None = None
    moves: Count = 0                               # moves applied so far
    log: list[Event] = msgspec.field(default_factory=list)  # this round's settling, for the summary
    mode: PlayMode = PlayMode.RELAY
    live: LiveGrab | None = None                   # set during a live grab (R7.2)
    race_window_ms: WindowMs = 0.0                 # the referee's settle window W (R7.2)
    race_uncertainty_ms: Uncertainty = 0.0         # the most a take's stamp may be off (R7.3)

    def __post_init__(self) -> None:
        # Run by msgspec as part of decoding (its ValueError becomes the decode's error).
        if self.rng >= RNG_END:
            raise ValueError("the random generator's state is not a 64-bit number")

    @property
    def player_count(self) -> int:
        """Number of players."""
        return len(self.players)

    def round_order(self) -> list[int]:
        """Seats from this round's first player, clockwise (R4.2)."""
        return [(self.first_player + i) % self.player_count for i in range(self.player_count)]

    def balances_in_play(self) -> list[int]:
        """Every balance stone on a seat right now."""
        return [p.balance for p in self.players if p.balance is not None]

    def score(self, seat: int) -> int:
        """Stones in a treasure (R9.2)."""
        return len(self.players[seat].treasure)
