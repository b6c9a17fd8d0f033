"""The whole game as plain data (msgspec structs): what a save file holds, move for move.

Structs rather than dataclasses: they are still plain data, and msgspec decodes them strictly
with a path-bearing error for free, which the save format needs.
"""

from __future__ import annotations

from enum import StrEnum

import msgspec

from rok_qt.model.events import ContestPurpose, Event

__all__ = ["Claim", "Contest", "ContestPurpose", "Controller", "GameState", "PairPick", "Phase",
           "Pick", "Player", "TableStone", "TwinPick"]


class Phase(StrEnum):
    """Where the game stands; each phase but OVER waits for one kind of move."""

    THROW = "throw"          # first player signals the throw (R4.4)
    GRAB = "grab"            # relay grab turns in round order (R4.5, R7.1)
    PENALTY = "penalty"      # a penalised player chooses the pair to pay (R5.1 [C])
    FLICK = "flick"          # a flick contest is running (R8)
    ORDER = "order"          # the contest winner arranges a colour's captures (R5.4)
    SUMMARY = "summary"      # round summary shown, waiting to be acknowledged
    OVER = "over"            # game over (R9)


class Controller(StrEnum):
    """Who plays a seat: a person at the screen, or a computer player of some skill."""

    HUMAN = "human"
    NOVICE = "novice"
    ADEPT = "adept"
    MASTER = "master"


class TableStone(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """A stone lying on the table: centre in millimetres (origin at the centre, y up)."""

    x: float
    y: float
    face_up: bool


class Player(msgspec.Struct, forbid_unknown_fields=True):
    """One seat; seats are numbered clockwise (R3.1)."""

    name: str
    controller: Controller = Controller.HUMAN
    balance: int | None = None
    treasure: list[int] = msgspec.field(default_factory=list)


class PairPick(msgspec.Struct, tag="pair", forbid_unknown_fields=True):
    """A pair taken in a grab turn (R4.5 a), stamped in ms since the player's reveal (R7.1)."""

    a: int
    b: int
    ms: float


class TwinPick(msgspec.Struct, tag="twin", forbid_unknown_fields=True):
    """A stone taken as the twin of the balance stone `balance` (R4.5 b), stamped like a pair."""

    stone: int
    balance: int
    ms: float


Pick = PairPick | TwinPick


class Claim(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """An opponent's balance twin held apart until its capture resolves (R5.3 [C])."""

    claimant: int
    stone: int
    victim: int


class Contest(msgspec.Struct, forbid_unknown_fields=True):
    """A flick contest (R8): to settle a colour's order (R5.4) or the final tie (R9.3).

    Each flicked stone stays booked to its home (a claim or a treasure) while the contest
    records where it lies; at the end it simply stops being on the table (R8.4).
    """

    purpose: ContestPurpose
    colour: int | None                    # the disputed colour, for an order contest
    contestants: list[int]                # still flicking, in round order
    stones: dict[int, int]                # player -> the stone they flick
    flicked: dict[int, tuple[float, float]] = msgspec.field(default_factory=dict)
    out: list[int] = msgspec.field(default_factory=list)   # players whose stone touched the Fate
    attempt: int = 1
    winner: int | None = None


class GameState(msgspec.Struct, forbid_unknown_fields=True):
    """Everything needed to continue a game; equal states continue identically (I5)."""

    seed: int
    rng: int
    players: list[Player]
    time_limit_ms: int | None
    bag: list[int]
    hands: list[list[int]]
    table: dict[int, TableStone]
    round: int = 1
    first_player: int = 0
    phase: Phase = Phase.THROW
    turn: int = 0                                  # index into round order during GRAB
    picks: list[list[Pick]] = msgspec.field(default_factory=list)
    claims: list[Claim] = msgspec.field(default_factory=list)
    penalties: list[int] = msgspec.field(default_factory=list)
    colours_left: list[int] = msgspec.field(default_factory=list)
    contest: Contest | None = None
    scores: list[int] | None = None                # set at game end (R9.2)
    grand_master: int | None = None
    moves: int = 0                                 # moves applied so far
    log: list[Event] = msgspec.field(default_factory=list)  # this round's settling, for the summary

    @property
    def n(self) -> int:
        """Number of players."""
        return len(self.players)

    def round_order(self) -> list[int]:
        """Seats from this round's first player, clockwise (R4.2)."""
        return [(self.first_player + i) % self.n for i in range(self.n)]

    def balances_in_play(self) -> list[int]:
        """Every balance stone on a seat right now."""
        return [p.balance for p in self.players if p.balance is not None]

    def score(self, seat: int) -> int:
        """Stones in a treasure (R9.2)."""
        return len(self.players[seat].treasure)
