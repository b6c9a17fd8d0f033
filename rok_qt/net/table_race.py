"""A hosted table's clock: its live race, its computer players and what it waits for.

The server calls `tick(now)` at `next_deadline()`. Due then are the computer players' moves
(rok_qt.bots, on the server clock), the referee's Settle and the time limit of a race, the
next round once everyone saw the summary. While a seated person is away (`missing`) none of
it runs and the race clock stands still; the race starts with the delay and the settle window
the links allow (rok_qt.net.fairness).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

from rok_qt.bots import Timed, decide, live_skills
from rok_qt.bots.live import next_live_moves
from rok_qt.model.moves import Acknowledge, Move, Settle, TimeUp
from rok_qt.model.questions import waiting_for
from rok_qt.model.referee import settle_due, with_window
from rok_qt.model.state import Phase
from rok_qt.net.fairness import go_delay, settle_window, table_uncertainty
from rok_qt.net.protocol import Paused, Resumed, SeatSpec, Snapshot
from rok_qt.net.race import RaceClock
from rok_qt.net.seating import Client
from rok_qt.net.table_log import TableLog


class TableRace(TableLog):
    """A table's log (TableLog) played on: the race clock and the server's own moves."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...], clock: Callable[[], float], *,
                 bot_pause_ms: float, throw_ms: float,
                 keep: Callable[[Self], None] | None) -> None:
        super().__init__(code, specs, clock, keep=keep)
        self.bot_pause_ms = bot_pause_ms
        self.throw_ms = throw_ms
        self.race = RaceClock()
        self.missing: dict[int, float] = {}
        """Seats whose person dropped -> the server time their 60 s run out."""
        self._bot_due: float | None = None

    def racing(self) -> bool:
        """Whether a race's clock runs (not paused, not over)."""
        return self.race.running

    def _play(self, move: Move, client: Client | None = None, move_id: int = 0) -> bool:
        """Apply a move through the engine and log it (a refusal goes back to its sender),
        then go on from the state it made."""
        if not self._logged(move, client, move_id):
            return False
        self._after_move()
        return True

    def _after_move(self) -> None:
        """Start or stop the race's clock, clear ready marks, plan the computer players."""
        state = self.state
        assert state is not None
        now = self.clock()
        if state.live is not None and not self.race.running and self.race.paused_at is None:
            links = self.remote_links()
            at = now + go_delay(links) + self.throw_ms
            window = settle_window(links)
            # The referee's W and the most a stamp may be off (R7.3), set outside the engine:
            with_window(state, window, table_uncertainty(links))
            self.base = self.seq         # so every mirror gets the state as the server has it
            self.broadcast(Snapshot(self.seq, state))
            self.broadcast(self.race.go(state.round, at, 0.0, window))
        elif state.live is None and (self.race.running or self.race.paused_at is not None):
            self.race.stop()
        if state.phase == Phase.SUMMARY:
            for seat in self.seats:
                seat.ready = not seat.person
        self._bot_due = now + (0.0 if state.live is not None else self.bot_pause_ms)
        if state.phase == Phase.OVER:
            self._bot_due = None
            for seat in self.seats:
                seat.ready = False   # from now on: this person would play again (a rematch)
            self.send_seats()
        if state.live is None or self.base == self.seq:
            self.kept()   # a race is kept as it began (R7.2): only its start is written

    # --- Waiting for people -----------------------------------------------------------------

    def _paused(self) -> Paused:
        race_ms = self.race.paused_at if self.state is not None and self.state.live else None
        return Paused(tuple(sorted(self.missing)), max(self.missing.values(), default=0.0),
                      race_ms)

    def _resume(self) -> None:
        self.broadcast(Resumed())
        state = self.state
        assert state is not None
        if state.live is not None and not self.race.running and self.race.paused_at is None:
            self._after_move()   # hosted again from a save: its race starts afresh
            return
        if state.live is not None and self.race.paused_at is not None:
            links = self.remote_links()
            at = self.clock() + go_delay(links)
            self.broadcast(self.race.go(state.round, at, self.race.paused_at,
                                        settle_window(links)))
        self._bot_due = self.clock()

    # --- What is due ------------------------------------------------------------------------

    def next_deadline(self) -> float | None:
        """The server time something is due next (a computer player's move, the time limit,
        a reconnect running out), or None."""
        due = [*self.missing.values()]
        if self.state is not None and not self.missing and self._bot_due is not None:
            due.append(self._bot_due)
        return min(due, default=None)

    def tick(self, now: float) -> None:
        """Play the server's own moves due at `now` (none while a seated person is away)."""
        guard = 0
        while (not self.closed and not self.missing and self._bot_due is not None
               and self._bot_due <= now and guard < 1000):
            guard += 1
            self._bot_due = None
            self._due_move(now)

    def _due_move(self, now: float) -> None:
        """The server's own move now: a computer player's, the time limit, or the next round."""
        state = self.state
        assert state is not None
        if state.live is not None:
            self._race_move(now)
            return
        question = waiting_for(state)
        if question.kind == Phase.OVER:
            return
        if question.kind == Phase.SUMMARY:
            if all(seat.ready for seat in self.seats):
                self._play(Acknowledge())
            return
        seat = question.player
        if seat is not None and not self.seats[seat].person:
            self._play(decide(state, seat))

    def _race_move(self, now: float) -> None:
        """The race's own moves when due: computer players' takes, the referee's Settle once
        the grab's last moves are final, the time limit (after W for late stamps)."""
        state = self.state
        assert state is not None and state.live is not None
        if not self.race.running:
            return
        race_now = self.race.now(now)
        limit = state.time_limit_ms
        window = state.race_window_ms
        if limit is not None and race_now >= limit + window:
            self._play(TimeUp(float(limit)))
            return
        computers = [i for i, seat in enumerate(self.seats) if not seat.person]
        batch: list[Timed] = []
        if computers:
            batch = [t for t in next_live_moves(state, live_skills(state, computers))
                     if not isinstance(t.move, TimeUp)]
        elif (due := settle_due(state)) is not None:
            batch = [Timed(due, Settle(due))]
        if batch and batch[0].ms <= race_now:
            for timed in batch:
                if self.state is None or self.state.live is None:
                    break
                self._play(timed.move)
            return
        due_at = [self.race.server_time(t.ms) for t in batch[:1]]
        if limit is not None:
            due_at.append(self.race.server_time(limit + window))
        self._bot_due = min(due_at, default=None)
