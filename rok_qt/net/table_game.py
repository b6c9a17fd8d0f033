"""A server table's game and its log: the only copy of the state, and every entry made.

The table applies each move through `engine.step` itself (rok_qt.net.server_table) and hands
this log the result; the log numbers it and keeps it for screens that rejoin after a drop.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from rok_qt import logs
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.moves import Move
from rok_qt.model.state import GameState
from rok_qt.net.protocol import Logged

LOG = logs.channel("network")


class TableGame:
    """The game of a server table (None before its start) and the log of its moves."""

    def __init__(self, code: str) -> None:
        self.code = code
        self.state: GameState | None = None
        self.log: list[Logged] = []
        self.base = 0
        """The log entry after which the last Snapshot was taken (0: the game's start)."""
        self.keep: Callable[[], None] | None = None
        """Called whenever what a table save holds changed (`kept`)."""

    @property
    def seq(self) -> int:
        """The number of the last log entry."""
        return len(self.log)

    def begin(self, state: GameState) -> None:
        """A new game (or a game as kept): the log goes on counting, so that a rejoin never
        mixes two games."""
        self.state = state
        self.base = self.seq
        LOG.debug("table %s: a game begins after entry %d", self.code, self.seq)

    def changed(self, state: GameState) -> None:
        """The server changed the state outside the engine (the race's window, a computer
        player taking a seat): screens get it whole from here on."""
        self.state = state
        self.base = self.seq

    def append(self, state: GameState, move: Move, events: list[Event]) -> Logged:
        """The state after `move`, which caused `events`: its numbered entry."""
        self.state = state
        entry = Logged(self.seq + 1, move, tuple(_unframed(e) for e in events))
        self.log.append(entry)
        return entry

    def tail(self, after: int) -> list[Logged] | None:
        """The entries after `after` (None when they do not follow the last whole state)."""
        if self.state is None or not self.base <= after <= self.seq or after <= 0:
            return None
        return self.log[after:]

    def kept(self) -> None:
        """What a table save holds changed: whoever keeps the table hears of it."""
        if self.keep is not None and self.state is not None:
            self.keep()


def _unframed(event: Event) -> Event:
    """Events cross without animation frames, so every message stays under the cap."""
    if isinstance(event, StonesThrown | Flicked) and (event.frames or event.impacts):
        return msgspec.structs.replace(event, frames=(), impacts=())
    return event
