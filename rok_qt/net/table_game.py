"""A server table's game and its log: the only copy of the state, and every entry made.

The table applies each move through `engine.step` itself (rok_qt.net.server_table) and hands
this log the result; the log numbers it and keeps it for screens that rejoin after a drop.
What goes out of it is views (rok_qt.net.views): each entry carries the state after it as
every screen may see it, and its events name hidden stones as those views do.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from datetime import UTC, datetime

import msgspec

from rok_qt import logs
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.moves import Move
from rok_qt.model.state import GameState
from rok_qt.net.protocol import Logged, Record
from rok_qt.net.views import Veil, thrown_face_up
from rok_qt.persistence.game_record import Setup, new_record

LOG = logs.channel("network")


class TableGame:
    """The game of a server table (None before its start) and the log of its moves."""

    def __init__(self, code: str, clock: Callable[[], float] = lambda: 0.0) -> None:
        self.code = code
        self.clock = clock
        self.times: list[float] = []
        """The server time each log entry was made."""
        self.begun_at = 0.0
        self.first_view: GameState | None = None
        """The view of the game as it began (a late spectator's first)."""
        self.state: GameState | None = None
        self.log: list[Logged] = []
        self.base = 0
        """The log entry after which the last Snapshot was taken (0: the game's start)."""
        self.keep: Callable[[], None] | None = None
        """Called whenever what a table save holds changed (`kept`)."""
        self.veil = Veil()
        """The table's secret names of its hidden stones (never sent)."""
        self.setup: Setup | None = None
        """How this game began (None for a game hosted again from a save)."""
        self.begun = 0
        """The log entry this game began after."""
        self.veiled: frozenset[int] = frozenset()
        """The stones a race's throw laid face up, until every screen's go (views)."""
        self.rules: tuple[float, float] | None = None
        """The referee's W and the most a stamp may be off, for this game: set at its first
        race and kept, so its record (one of each) replays to the same races (R7.3)."""

    @property
    def seq(self) -> int:
        """The number of the last log entry."""
        return len(self.log)

    def begin(self, state: GameState) -> None:
        """A new game (or a game as kept): the log goes on counting, so that a rejoin never
        mixes two games."""
        self.state = state
        self.base = self.seq
        self.veiled = frozenset()
        self.rules = None
        self.begun = self.seq
        self.begun_at = self.clock()
        self.first_view = self.view()
        self.setup = Setup.of(state) if state.moves == 0 else None
        LOG.debug("table %s: a game begins after entry %d", self.code, self.seq)

    def race_rules(self, window_ms: float, uncertainty_ms: float) -> tuple[float, float]:
        """This game's W and stamp uncertainty: the first race's (these), kept for the rest.
        The links' bounds only shrink as they are measured again, so the first race's are the
        most generous the table would have given."""
        if self.rules is None:
            self.rules = (window_ms, uncertainty_ms)
        return self.rules

    def changed(self, state: GameState) -> None:
        """The server changed the state outside the engine (the race's window, a computer
        player taking a seat): screens get it whole from here on."""
        self.state = state
        self.base = self.seq

    def append(self, state: GameState, move: Move, events: list[Event]) -> Logged:
        """The state after `move`, which caused `events`: its numbered entry, as screens
        may see it (the view after it, its events' hidden stones named as the views do)."""
        before, self.state = self.state, state
        veiled_before = self.veiled
        if before is not None and state.live is not None \
                and any(isinstance(e, StonesThrown) for e in events):
            self.veiled = thrown_face_up(before, state)   # shown at go (R7.2), not before
        shown = tuple(_unframed(e) for e in events)
        if before is not None:
            shown = self.veil.events((before, veiled_before), (state, self.veiled), shown)
        entry = Logged(self.seq + 1, move, shown, self.view())
        self.log.append(entry)
        self.times.append(self.clock())
        return entry

    def as_of(self, when: float) -> tuple[int, GameState] | None:
        """The last entry's number and view at server time `when` (the game's first view
        before its first entry), for a spectator who sees the game late; None: no game then."""
        done = bisect.bisect_right(self.times, when, lo=self.begun)
        if done > self.begun:
            return done, self.log[done - 1].state
        return (self.begun, self.first_view) if self.first_view is not None \
            and self.begun_at <= when else None

    def since(self, seq: int) -> list[tuple[float, Logged]]:
        """The entries after `seq`, each with the server time it was made."""
        return list(zip(self.times[seq:], self.log[seq:], strict=True))

    def record(self) -> Record | None:
        """The finished game's record, seed and all, for every screen to watch it again (None
        while it goes on, or for a game hosted again from a save: its start is not here)."""
        state = self.state
        if state is None or state.scores is None or self.setup is None:
            return None
        setup = msgspec.structs.replace(self.setup, race_window_ms=state.race_window_ms,
                                        race_uncertainty_ms=state.race_uncertainty_ms)
        record = new_record(setup, datetime.now(UTC))
        record.moves = [entry.move for entry in self.log[self.begun:]]
        record.scores = list(state.scores)
        return Record(record)

    def view(self, revealed: bool = False) -> GameState:
        """The game now, as every screen may see it (rok_qt.net.views); `revealed`: with the
        throw's faces, for a screen at its go."""
        assert self.state is not None
        return self.veil.view(self.state, frozenset() if revealed else self.veiled)

    def revealed(self) -> None:
        """Every screen got the throw's faces: the views show them from now on."""
        self.veiled = frozenset()

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
