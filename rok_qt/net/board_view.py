"""The Board message: one seat's view of the table, whole, for a screen without an engine.

A phone page (rok_qt/resources/phone) runs no engine: it draws what the table server tells it.
A screen that joined with `Join(board=True)` never gets the game's state or its log (no
seed, no bag, no face-down stone's id); after each change it gets a `Board` instead, made on
the server for its seat by rok_qt.net.board: the stones as they lie (a face-down stone is
only a place: id -1), the seats' balance stones and treasures (which the table shows to
everyone), its own hand and picks, the question the engine asks it, and the round's lines
about it. Stone ids give colour and symbol (rok_qt.model.stones).
"""

from __future__ import annotations

import msgspec

from rok_qt.model.events import Event

FACE_DOWN = -1
"""The id of a face-down stone on a board: a place on the table, nothing more."""
NONE = -1
"""No stone, no seat (a balance stone not in play, a spectator's seat, no grand master)."""


class BoardStone(msgspec.Struct, array_like=True, forbid_unknown_fields=True, frozen=True):
    """A stone lying on the table: its id (FACE_DOWN when face down; 0 the Rune of Fate) and
    centre in mm (origin at the centre, y up)."""

    s: int
    x: float
    y: float


class BoardSeat(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat as the table shows it: name, balance stone (NONE), treasure, the stones in
    its hand and its picks this round (counts), whether it said done in the race."""

    name: str
    balance: int
    treasure: tuple[int, ...]
    hand: int
    picks: int
    done: bool


class BoardContest(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """A flick contest (R8) as a seat sees it: who flicks, this seat's stone and start, the
    stones a flick slides among, and the stones flicked so far (seat, stone, x, y)."""

    purpose: str
    contestants: tuple[int, ...]
    stone: int
    start: tuple[float, float]
    lying: tuple[BoardStone, ...]
    flicked: tuple[tuple[int, int, float, float], ...]


class Geometry(msgspec.Struct, array_like=True, forbid_unknown_fields=True, frozen=True):
    """The table's sizes in mm (model.physics), and the flick's limits."""

    table_radius: float
    stone_radius: float
    fate_radius: float
    friction_decel: float
    max_flick_speed: float


class Board(msgspec.Struct, tag="board", tag_field="t", forbid_unknown_fields=True):
    """One seat's whole view after log entry `seq` (`seat` NONE: a screen without a seat).

    asks: what the engine waits for from this seat ("throw", "penalty", "flick", "order"),
    "ready" between rounds until it said so, or "". acked: the last `Live` id of this
    screen the table has answered (taken or refused): a take shown at once on the screen
    stays until then. lines: the round's settling about this seat (its summary); news: the
    race's events about it since the last board (a take won, a race lost). penalty: the
    pairs it may pay (the suggested first); order: the claim stones to order (suggested).
    """

    seq: int
    seat: int
    round: int
    phase: str
    asks: str
    first: int
    seats: tuple[BoardSeat, ...]
    stones: tuple[BoardStone, ...]
    hand: tuple[int, ...]
    picks: tuple[tuple[int, int, int], ...]
    claims: tuple[tuple[int, int, int], ...]
    acked: int
    racing: bool
    limit_ms: int
    geometry: Geometry
    lines: tuple[Event, ...] = ()
    news: tuple[Event, ...] = ()
    penalty: tuple[tuple[int, int], ...] = ()
    order: tuple[int, ...] = ()
    contest: BoardContest | None = None
    scores: tuple[int, ...] = ()
    grand_master: int = NONE
