"""A server table's clock: its live race, its computer players and what it waits for.

Due on the server clock are the computer players' moves (rok_qt.bots), the referee's Settle
and the time limit of a race, and the next round once everyone saw the summary. `due(now)`
says which moves the table plays now and when the next are due (`next_deadline`). While a
seated person is away (`missing`) nothing is due and the race clock stands still.
"""

from __future__ import annotations

from rok_qt import logs
from rok_qt.bots import decide
from rok_qt.bots.race_driver import next_due
from rok_qt.model.moves import Acknowledge, Move, TimeUp
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import GameState, Phase
from rok_qt.net.protocol import Paused
from rok_qt.net.race import ServerRaceClock

LOG = logs.channel("race")


class TableRace:
    """What a server table plays by itself, and when (module docstring)."""

    def __init__(self, *, bot_pause_ms: float, throw_ms: float) -> None:
        self.bot_pause_ms = bot_pause_ms
        self.throw_ms = throw_ms
        """How long after a throw the race's go comes, beyond the links' delay (the host's
        app: the throw's flight and the countdown)."""
        self.clock = ServerRaceClock()
        self.missing: dict[int, float] = {}
        """Seats whose person dropped -> the server time their 60 s run out."""
        self.bot_due: float | None = None

    @property
    def running(self) -> bool:
        """Whether a race's clock runs (not paused, not over)."""
        return self.clock.running

    def paused(self, state: GameState | None) -> Paused:
        """Whom the table waits for, until when, and where the race clock stopped."""
        race_ms = self.clock.paused_at if state is not None and state.live else None
        return Paused(tuple(sorted(self.missing)), max(self.missing.values(), default=0.0),
                      race_ms)

    def next_deadline(self, started: bool) -> float | None:
        """The server time something is due next (a computer player's move, the time limit,
        a reconnect running out), or None."""
        due = [*self.missing.values()]
        if started and not self.missing and self.bot_due is not None:
            due.append(self.bot_due)
        return min(due, default=None)

    def due(self, state: GameState, now: float, computers: list[int],
            all_ready: bool) -> list[Move]:
        """The moves the table plays now (in order; a race's may end the race half way), and
        the next due time set for what is not due yet."""
        if self.missing or self.bot_due is None or self.bot_due > now:
            return []
        self.bot_due = None
        if state.live is not None:
            return self._race_moves(state, now, computers)
        question = waiting_for(state)
        if question.kind == Phase.OVER:
            return []
        if question.kind == Phase.SUMMARY:
            return [Acknowledge()] if all_ready else []
        seat = question.player
        if seat is not None and seat in computers:
            return [decide(state, seat)]
        return []

    def _race_moves(self, state: GameState, now: float, computers: list[int]) -> list[Move]:
        """The race's own moves when due, as the one race driver says (bots/race_driver.py):
        computer players' takes, the referee's Settle once the grab's last moves are final,
        the time limit (after W for late stamps)."""
        assert state.live is not None
        if not self.clock.running:
            return []
        due = next_due(state, computers)
        if due is None:
            return []
        if due.ms <= self.clock.now(now):
            if isinstance(due.moves[0], TimeUp):
                LOG.debug("round %d: the time limit ran out at %.0f ms", state.round, due.ms)
            return list(due.moves)
        self.bot_due = self.clock.server_time(due.ms)
        return []
