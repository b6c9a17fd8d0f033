"""A hosted table's game and its log, and what goes out to its screens (no I/O of its own).

The table is the only judge and the only writer of its log (R7.3): every move goes through
`engine.step` here, once, and the entry it makes goes to every screen encoded once. The race
and the computer players (rok_qt.net.table_race) and the seats' comings and goings
(rok_qt.net.table) build on this.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

import msgspec

from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.moves import Move
from rok_qt.model.state import GameState
from rok_qt.net.board import board, news_for
from rok_qt.net.lobby import Lobby
from rok_qt.net.protocol import (
    Closed,
    CloseReason,
    Logged,
    Refused,
    SeatInfo,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    encode,
)
from rok_qt.net.seating import Client

SEATS_EVERY_MS = 1000.0
"""The seat list goes out at most this often for latency changes alone."""


class TableLog(Lobby):
    """A table's seats (Lobby), its game state and the log of every move played on it."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...], clock: Callable[[], float], *,
                 keep: Callable[[Self], None] | None) -> None:
        super().__init__(code, specs)
        self.clock = clock
        self._keep: Callable[[Self], None] | None = keep
        """Called whenever what a table save holds changed (a game hosted in an app keeps
        it beside the host's autosave, rok_qt.net.rehost.save_of)."""
        self.state: GameState | None = None
        self.log: list[Logged] = []
        self.base = 0
        """The log entry after which the last Snapshot was taken (0: the game's start)."""
        self._seats_sent = -SEATS_EVERY_MS
        self._lobby_sent: tuple[SeatInfo, ...] = ()
        self.closed = False
        self.title = ""
        self._boards_due = False

    # --- Sending ----------------------------------------------------------------------------

    def broadcast(self, message: ServerMessage) -> None:
        """One message to every client at the table, encoded once. The state and the log go
        to screens with an engine only: a board screen hears of them by its next Board."""
        data = encode(message)
        game = isinstance(message, Snapshot | Logged)
        for client in self.clients:
            if game and client.board:
                self._boards_due = True
                if isinstance(message, Logged) and client.seats:
                    client.news.extend(news_for(message.events, client.seats[0]))
            else:
                client.peer.send(data)

    def send(self, client: Client, message: ServerMessage) -> None:
        """One message to one client (the state and the log never to a board screen)."""
        if client.board and isinstance(message, Snapshot | Logged):
            return
        client.peer.send(encode(message))

    def racing(self) -> bool:
        """Whether a race's clock runs (TableRace knows)."""
        return False

    def send_board(self, client: Client) -> None:
        """A board screen's view of the game as it is now (nothing before the game)."""
        if not client.board or self.state is None:
            return
        seat = client.seats[0] if client.seats else -1
        news, client.news = client.news, []
        self.send_now(client, board(self.state, self.seq, seat,
                                    ready=[s.ready for s in self.seats], acked=client.acked,
                                    racing=self.racing(), news=news))

    def send_now(self, client: Client, message: ServerMessage) -> None:
        """One message to one client, whatever it is."""
        client.peer.send(encode(message))

    def flush_boards(self) -> None:
        """Every board screen's view, once the moves of the moment were played."""
        if self._boards_due:
            self._boards_due = False
            for client in self.clients:
                self.send_board(client)

    def send_seats(self) -> None:
        """The seat list to everyone."""
        self._seats_sent = self.clock()
        self._lobby_sent = self.lobby()
        self.broadcast(Seats(self._lobby_sent))

    def latency_changed(self) -> None:
        """A link was measured again: the seat list goes out, at most once a second, if a
        latency changed as the screens show it (whole ms, or "under 1 ms"; a latency is the
        lowest of the last 8 round trips, so it seldom does)."""
        if (self.clock() - self._seats_sent >= SEATS_EVERY_MS
                and _as_shown(self.lobby()) != _as_shown(self._lobby_sent)):
            self.send_seats()

    @property
    def seq(self) -> int:
        """The number of the last log entry."""
        return len(self.log)

    # --- The log ----------------------------------------------------------------------------

    def _logged(self, move: Move, client: Client | None, move_id: int) -> bool:
        """Apply a move through the engine and log it; a refusal goes back to its sender."""
        assert self.state is not None
        try:
            self.state, events = engine.step(self.state, move, record_frames=False)
        except InvalidMove as error:
            if client is not None:
                self.send(client, Refused(move_id, str(error.code), str(error),
                                          dict(error.params)))
            return False
        entry = Logged(self.seq + 1, move, tuple(_unframed(e) for e in events))
        self.log.append(entry)
        self.broadcast(entry)
        return True

    def kept(self: Self) -> None:
        """What a table save holds changed: hand the table to whoever keeps it."""
        # `self: Self`: the keeper takes the whole table (a Table, rok_qt.net.rehost.save_of).
        if self._keep is not None and self.state is not None:
            self._keep(self)

    def close(self, reason: CloseReason, text: str, save: str | None = None) -> None:
        """End the table for everyone."""
        if self.closed:
            return
        self.closed = True
        self.broadcast(Closed(reason, text, save))
        for client in list(self.clients):
            client.peer.close()


def _as_shown(lobby: tuple[SeatInfo, ...]) -> tuple[SeatInfo, ...]:
    """The seat list with each latency as a screen shows it."""
    def shown(ms: float | None) -> float | None:
        return None if ms is None else float(round(ms)) if ms >= 1.0 else 0.0
    return tuple(msgspec.structs.replace(info, rtt_ms=shown(info.rtt_ms)) for info in lobby)


def _unframed(event: Event) -> Event:
    """Events cross without animation frames, so every message stays under the cap."""
    if isinstance(event, StonesThrown | Flicked) and (event.frames or event.impacts):
        return msgspec.structs.replace(event, frames=(), impacts=())
    return event
