"""A table's seats and the clients holding them, as the table server sees them (no I/O)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from rok_qt.model.events import Event
from rok_qt.model.state import Controller
from rok_qt.net.fairness import Link
from rok_qt.net.protocol import SeatInfo, SeatKind, SeatSpec


class FrameSink(Protocol):
    """A connection as a table sees it: frames out, and a way to end it."""

    def send(self, data: bytes) -> None:
        """Queue one encoded message (never blocks)."""

    def send_made(self, messages: Sequence[bytes], frames: bytes) -> None:
        """Messages in order, their WebSocket frames made already, one after another in
        `frames` (once for a crowd: `peer.frame_of`)."""

    def close(self) -> None:
        """End the connection (the server then reports the drop)."""

    def watching(self) -> None:
        """This connection is a spectator's: it is dropped sooner when it falls behind."""


@dataclass(eq=False)
class Attendee:
    """One connection attached to a table: its seats, its role and its measured link."""

    peer: FrameSink
    link: Link
    seats: list[int] = field(default_factory=list)
    host: bool = False
    spectator: bool = False
    token: str = ""
    state_sent_ms: float = float("-inf")
    """When this client last got the state on its Resync (server ms): the cap's reference."""
    left: bool = False
    """It said Leave: gone for good, not dropped (its seats are not kept for a return)."""
    board: bool = False
    """A screen without an engine (a phone page): Board views, never the state or the log."""
    acked: int = 0
    """The last Live id of this client the table answered (a Board says it)."""
    news: list[Event] = field(default_factory=list)
    """Race events about its seat since its last Board."""


@dataclass
class Seat:
    """One seat: who sits there and how they are doing."""

    name: str
    kind: SeatKind
    controller: Controller
    match_ms: float = 2500.0
    match_percent: int = 100
    holder: Attendee | None = None
    ready: bool = False
    key: str = ""
    """The SHA-256 of the token that holds this seat (rok_qt.net.saves.token_key): what a
    table save keeps, so a table hosted again gives the seat back to that token only."""
    age: int | None = None
    phone: bool = False
    """Its person plays on a phone (a board screen took the seat)."""

    @classmethod
    def of(cls, spec: SeatSpec) -> Seat:
        """A seat as the host asked for it."""
        if spec.controller != Controller.HUMAN:
            kind = SeatKind.COMPUTER
        else:
            kind = SeatKind.OPEN if spec.open else SeatKind.HOST
        return cls(spec.name.strip(), kind, spec.controller, spec.match_ms, spec.match_percent,
                   age=spec.age)

    @property
    def person(self) -> bool:
        """Whether a person plays this seat (at the host's screen or another)."""
        return self.kind in (SeatKind.HOST, SeatKind.REMOTE)

    def info(self, index: int) -> SeatInfo:
        """The seat as every screen shows it."""
        holder = self.holder
        rtt = holder.link.rtt_ms if holder is not None else None
        return SeatInfo(index, self.name, self.kind, self.controller,
                        connected=holder is not None or not self.person,
                        rtt_ms=None if rtt is None else round(rtt, 1), ready=self.ready,
                        phone=self.phone and self.kind == SeatKind.REMOTE)
