"""What a move caused, in order: the UI animates these, the round summary lists them."""

from __future__ import annotations

from enum import StrEnum

import msgspec

from rok_qt.model.bounds import (
    Attempt,
    ColourNo,
    Impulse,
    Mm,
    Point,
    RoundNo,
    SeatNo,
    Seconds,
    Shared,
    Span,
    Stamp,
    StoneCount,
    StoneNo,
)

Frames = tuple[dict[StoneNo, Point], ...]
Impacts = tuple[tuple[Seconds, Impulse], ...]
"""(seconds since the start, contact impulse) of each contact that began: clack loudness."""


class ContestPurpose(StrEnum):
    """What a flick contest decides (R8): a colour's capture order (R5.4) or the title (R9.3)."""

    ORDER = "order"
    TIEBREAK = "tiebreak"


class BalancesRedrawn(msgspec.Struct, tag="balances_redrawn", forbid_unknown_fields=True):
    """These seats drew twin balance stones: both went back into the bag and were redrawn (R3.2)."""

    seats: tuple[SeatNo, ...]


class RoundStarted(msgspec.Struct, tag="round_started", forbid_unknown_fields=True):
    """A new round begins with this first player (R4, R5.7)."""

    round: RoundNo
    first_player: SeatNo


class StonesDrawn(msgspec.Struct, tag="stones_drawn", forbid_unknown_fields=True):
    """A player drew stones from the bag, unseen (R4.2, R4.3)."""

    player: SeatNo
    count: StoneCount


class StonesThrown(msgspec.Struct, tag="stones_thrown", forbid_unknown_fields=True):
    """The throw (R4.4): where every moved stone came to rest, and 60 Hz frames to animate."""

    landed: dict[StoneNo, Point]
    face_up: dict[StoneNo, bool]
    frames: Frames = ()
    impacts: Impacts = ()


class RaceWon(msgspec.Struct, tag="race_won", forbid_unknown_fields=True):
    """A contested stone went to the earliest stamp (R7.1, R7.2): `player` took it at `ms`,
    `margin_ms` before the nearest other stamp; `coin_flip` when equal stamps went to the coin,
    or (`within_ms` > 0) stamps closer than the two takes' uncertainty together: too close to
    call, the coin decided (R7.3), and `margin_ms` may be below 0 (the winner's stamp later).

    Relay: once per stone picked by several players. Live: once per take that beat another
    seat's take (a take at an instant the stone was in this player's hand), when the grab ends.
    Each losing seat has a RaceLost beside it.
    """

    stone: StoneNo
    player: SeatNo
    ms: Stamp
    margin_ms: Span
    coin_flip: bool
    within_ms: Shared = 0.0


class RaceLost(msgspec.Struct, tag="race_lost", forbid_unknown_fields=True):
    """R7.1, R7.2: `player` reached for `stone` `by_ms` after `winner` had it (0 and
    `coin_flip`: equal stamps, the seeded coin chose the winner; `within_ms` > 0: too close to
    call, the coin chose, and `by_ms` may be below 0)."""

    player: SeatNo
    stone: StoneNo
    winner: SeatNo
    by_ms: Span
    coin_flip: bool
    within_ms: Shared = 0.0


class TakeBeaten(msgspec.Struct, tag="take_beaten", forbid_unknown_fields=True):
    """R7.2, at once for the screen: a take at `ms` found the stone in `winner`'s hand, taken
    at `winner_ms`. `undone`: the take had been in effect (shown in the hand) until a late,
    earlier take beat it; the stone now lies in the winner's hand. Final as RaceLost at the end.
    `within_ms` > 0: the two takes were too close to call and the seeded coin gave the stone to
    the winner (R7.3; the winner's stamp may be the later one, and the stone may still lie on
    the table until the winner's take).
    """

    player: SeatNo
    stone: StoneNo
    ms: Stamp
    winner: SeatNo
    winner_ms: Stamp
    undone: bool
    within_ms: Shared = 0.0


class Undo(StrEnum):
    """Which effect of a live move a correction took back (R7.2)."""

    TAKE = "take"            # the stone is no longer in the hand
    PAIR = "pair"            # the pair pick this take completed is no longer formed
    PUT_BACK = "put_back"    # the stone is not back on the table after all
    LAY = "lay"              # the twin pick this lay formed is no longer formed
    DONE = "done"


class MoveUndone(msgspec.Struct, tag="move_undone", forbid_unknown_fields=True):
    """R7.2, a correction: a move of `player` stamped `ms` lost its effect `what` on `stone`,
    because a late, earlier move changed what lay in their hand at that instant."""

    player: SeatNo
    stone: StoneNo
    ms: Stamp
    what: Undo


class StoneTaken(msgspec.Struct, tag="stone_taken", forbid_unknown_fields=True):
    """R7.2: a stone left the table for a player's hand at `ms` since the reveal.

    A take by another seat stamped while the stone is in this hand loses (TakeBeaten, then
    RaceLost), so the screen can say by how much the slower player lost.
    """

    player: SeatNo
    stone: StoneNo
    ms: Stamp


class StonePutBack(msgspec.Struct, tag="stone_put_back", forbid_unknown_fields=True):
    """R7.2: a stone in hand went back where it lay on the table."""

    player: SeatNo
    stone: StoneNo
    ms: Stamp


class PickFormed(msgspec.Struct, tag="pick_formed", forbid_unknown_fields=True):
    """R7.2: two stones in one hand form a pair pick, right or wrong (judged at the check, R5.1).

    `balance` is None for a pair (stones a, b); for a twin pick, `a` is the stone laid on the
    balance stone `balance` and `b` is None (R4.5 b).
    """

    player: SeatNo
    a: StoneNo
    b: StoneNo | None
    balance: StoneNo | None
    ms: Stamp


class PlayerDone(msgspec.Struct, tag="player_done", forbid_unknown_fields=True):
    """R7.2: a player stopped grabbing."""

    player: SeatNo
    ms: Stamp


class GrabEnd(StrEnum):
    """Why a live grab ended (R4.6, R7.2)."""

    CLEARED = "cleared"      # no visible pair or balance twin left (R4.6)
    DONE = "done"            # every player said done (R7.2: Done is personal)
    TIME_UP = "time_up"      # the time limit ran out
    NOTHING = "nothing"      # the throw left nothing to grab: no race this round (R4.6)


class GrabEnded(msgspec.Struct, tag="grab_ended", forbid_unknown_fields=True):
    """R7.2: the live grab is over; the round settles as relay does (R5)."""

    reason: GrabEnd
    ms: Stamp


class PairTaken(msgspec.Struct, tag="pair_taken", forbid_unknown_fields=True):
    """A visible pair into the taker's treasure (R4.5 a)."""

    player: SeatNo
    a: StoneNo
    b: StoneNo


class OwnTwinTaken(msgspec.Struct, tag="own_twin_taken", forbid_unknown_fields=True):
    """A player took their own balance twin: both stones into their treasure (R4.5 b)."""

    player: SeatNo
    stone: StoneNo
    balance: StoneNo


class ClaimMade(msgspec.Struct, tag="claim_made", forbid_unknown_fields=True):
    """A player holds an opponent's balance twin as a claim (R4.5 b, R5.3)."""

    player: SeatNo
    stone: StoneNo
    victim: SeatNo


class WrongPairReturned(msgspec.Struct, tag="wrong_pair_returned", forbid_unknown_fields=True):
    """A wrong pair or wrong twin found at the check; its taken stones go to the bag (R5.1)."""

    player: SeatNo
    stones: tuple[StoneNo, ...]
    twin: bool


class SplitReturned(msgspec.Struct, tag="split_returned", forbid_unknown_fields=True):
    """A broken pick: the one stone kept of a pair goes back to the bag, no penalty (R5.2).

    In a live grab (R7.2) also a lone stone left in hand: `lost_to` is the seat holding its
    twin, or None when the twin is on the table, face down or elsewhere.
    """

    player: SeatNo
    stone: StoneNo
    lost_to: SeatNo | None


class PenaltyPaid(msgspec.Struct, tag="penalty_paid", forbid_unknown_fields=True):
    """A penalty pair from the treasure into the bag (R5.1)."""

    player: SeatNo
    a: StoneNo
    b: StoneNo


class PenaltyWaived(msgspec.Struct, tag="penalty_waived", forbid_unknown_fields=True):
    """A penalty that could not be paid: the treasure holds no pair (R5.1)."""

    player: SeatNo


class Captured(msgspec.Struct, tag="captured", forbid_unknown_fields=True):
    """A capture resolved (R5.3): the claim stone, the balance stone and that colour's treasure.

    Saved as one `stones` list (claim stone, balance stone, then the treasure stones taken), so
    older saves load unchanged; read it through the named properties.
    """

    claimant: SeatNo
    victim: SeatNo
    stones: tuple[StoneNo, ...]

    @classmethod
    def of(cls, claimant: int, victim: int, claim_stone: int, balance_stone: int,
           treasure_stones: tuple[int, ...]) -> Captured:
        """The event from its named parts."""
        return cls(claimant, victim, (claim_stone, balance_stone, *treasure_stones))

    @property
    def claim_stone(self) -> int:
        """The claimant's stone, the twin of the victim's balance stone (held apart till now)."""
        return self.stones[0]

    @property
    def balance_stone(self) -> int:
        """The victim's balance stone."""
        return self.stones[1]

    @property
    def treasure_stones(self) -> tuple[int, ...]:
        """Every stone of the balance stone's colour taken from the victim's treasure."""
        return self.stones[2:]


class ContestStarted(msgspec.Struct, tag="contest_started", forbid_unknown_fields=True):
    """A flick contest begins (R8): to order a colour's captures (R5.4) or break a tie (R9.3)."""

    purpose: ContestPurpose
    contestants: tuple[SeatNo, ...]
    colour: ColourNo | None
    attempt: Attempt


class Flicked(msgspec.Struct, tag="flicked", forbid_unknown_fields=True):
    """One flick (R8.1): the flicked stone's rest, whether it touched the Fate, knocked stones.

    knocked_out: earlier contestants whose stone this flick knocked against the Fate (R8.2).
    """

    player: SeatNo
    stone: StoneNo
    rest: Point
    touched_fate: bool = msgspec.field(name="out")
    distance: Mm
    moved: dict[StoneNo, Point]
    frames: Frames = ()
    impacts: Impacts = ()
    knocked_out: tuple[SeatNo, ...] = ()


class ContestEnded(msgspec.Struct, tag="contest_ended", forbid_unknown_fields=True):
    """A contest's winner (R8.2), or None when they all flick again (R8.3).

    rests: where each contestant's stone lies as the attempt is judged, knocks included.
    """

    winner: SeatNo | None
    distances: dict[SeatNo, Mm]
    out_seats: tuple[SeatNo, ...] = msgspec.field(name="out")   # touched the Fate: out (R8.2)
    again: tuple[SeatNo, ...]
    rests: dict[SeatNo, Point] = msgspec.field(default_factory=dict)


class OrderChosen(msgspec.Struct, tag="order_chosen", forbid_unknown_fields=True):
    """The order in which a colour's captures resolve (R5.4)."""

    player: SeatNo | None
    colour: ColourNo
    order: tuple[StoneNo, ...]
    contested: bool


class BalanceReplaced(msgspec.Struct, tag="balance_replaced", forbid_unknown_fields=True):
    """A player without a balance stone takes the nearest face-up stone, or none is left (R5.5)."""

    player: SeatNo
    stone: StoneNo | None


class FaceDownReturned(msgspec.Struct, tag="face_down_returned", forbid_unknown_fields=True):
    """Clean-up: face-down stones on the table go back into the bag (R5.6)."""

    stones: tuple[StoneNo, ...]


class RoundEnded(msgspec.Struct, tag="round_ended", forbid_unknown_fields=True):
    """The round is settled; scores so far (R9.2)."""

    round: RoundNo
    scores: tuple[StoneCount, ...]


class GameEnded(msgspec.Struct, tag="game_ended", forbid_unknown_fields=True):
    """The game is over (R9): final scores and the grand master of runes, if one was decided."""

    scores: tuple[StoneCount, ...]
    grand_master: SeatNo | None


Event = (
    BalancesRedrawn | RoundStarted | StonesDrawn | StonesThrown | StoneTaken | StonePutBack
    | PickFormed | PlayerDone | GrabEnded | RaceWon | RaceLost | TakeBeaten | MoveUndone
    | PairTaken
    | OwnTwinTaken | ClaimMade
    | WrongPairReturned | SplitReturned | PenaltyPaid | PenaltyWaived | Captured | ContestStarted
    | Flicked | ContestEnded | OrderChosen | BalanceReplaced | FaceDownReturned | RoundEnded
    | GameEnded
)
