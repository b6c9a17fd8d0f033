"""The tables a server holds: hosting and hosting again, forgetting, and waking each on time.

A client finds a table only by its code (a SecretRegistry); the server's own rounds go over
every table. Each table gets one timer on the event loop, set to its next deadline; a table
that fails is closed alone, so one bug never takes the other tables down. Whatever a table
goes through (created, started, each race's settle window, finished, dropped) is watched here,
after every message and every tick, for the log and the metrics (rok_qt.net.server_log,
rok_qt.net.metrics).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rok_qt import logs
from rok_qt.model.state import Phase
from rok_qt.net.codes import SecretRegistry, new_code
from rok_qt.net.metrics import Census, ServerMetrics
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import CloseReason, ErrorCode, Host
from rok_qt.net.server_log import event
from rok_qt.net.server_table import ServerTable, TableError

if TYPE_CHECKING:
    from rok_qt.net.saves import TableSave

LOG = logs.channel("network")


@dataclass
class _Timer:
    """A table's wake-up: the loop's handle and the table deadline (server ms) it is for."""

    handle: asyncio.TimerHandle
    deadline: float

    def cancel(self) -> None:
        self.handle.cancel()

    def cancelled(self) -> bool:
        return self.handle.cancelled()


@dataclass
class _Watched:
    """What the log and the metrics last saw of a table."""

    started: bool = False
    finished: bool = False
    race_at: float | None = None
    expires: float | None = None
    """A lobby's end (server ms) unless its game starts (ServerOptions.lobby_expiry_s)."""


class TableRegistry:
    """The tables of one server and their timers (the server's event loop runs them)."""

    def __init__(self, options: ServerOptions, clock: Callable[[], float]) -> None:
        self.options = options
        self.clock = clock
        self.tables: SecretRegistry[ServerTable] = SecretRegistry()
        self._by_code: dict[str, ServerTable] = {}
        """The same tables for the server's own rounds (never looked up by a client's code)."""
        self._timers: dict[int, _Timer] = {}
        self.on_table: Callable[[str, str, bool], None] | None = None
        """Called with (code, title, True) when a table is hosted, (code, title, False) when
        it ends: LAN discovery (rok_qt.net.discovery.Advertiser.table_changed)."""
        self.draining = False
        """No new tables (rok_qt.net.server.TableServer.drain)."""
        self.metrics = ServerMetrics(self.census)
        self._watched: dict[int, _Watched] = {}

    def census(self) -> Census:
        """The tables by phase, connections and spectators now (the metrics' gauges)."""
        tables = Counter("lobby" if t.game.state is None else str(t.game.state.phase)
                         for t in self._by_code.values())
        clients = [c for t in self._by_code.values() for c in t.lobby.attendees]
        return Census(tables, self.connections(), sum(c.spectator for c in clients),
                      self.draining, self.options.max_tables)

    def connections(self) -> int:
        """Open connections at tables (the server counts its own: rok_qt.net.connection)."""
        return sum(len(t.lobby.attendees) for t in self._by_code.values())

    def _all_tables(self) -> list[ServerTable]:
        return list(self._by_code.values())

    def _new_table(self, host: Host) -> ServerTable:
        if self.draining:
            raise TableError(ErrorCode.BUSY, "This table server is closing for an update: "
                             "host the table again in a moment.")
        if len(self._by_code) >= self.options.max_tables:
            raise TableError(ErrorCode.FULL, "This server holds as many tables as it may.")
        code = new_code(self.options.server_id)
        while code in self._by_code:   # 60 random bits: never, but never twice either
            code = new_code(self.options.server_id)
        table = ServerTable(code, host.seats, host.time_limit_ms, host.seed, self.clock,
                      bot_pause_ms=self.options.bot_pause_ms, throw_ms=self.options.throw_ms,
                      save=self.options.save, keep=self.options.keep,
                      first=host.first if host.first is None or host.first < len(host.seats)
                      else None)
        table.title = host.title
        table.lobby.max_spectators = self.options.max_spectators
        delay_s = max(host.spectator_delay_s, self.options.spectator_delay_s)
        table.out.spectator_delay_ms = delay_s * 1000.0
        self._register(table)
        return table

    def rehost(self, save: TableSave, host_token: str | None = None) -> ServerTable:
        """Host a kept table again under its own code (rok_qt.net.rehost); its people
        rejoin with their seat tokens, the host's screen with `host_token` (None: its own).
        Before `start`, or on the server's thread."""
        from rok_qt.net.rehost import rehosted

        if len(self._by_code) >= self.options.max_tables or save.code in self._by_code:
            raise TableError(ErrorCode.FULL, "This server cannot host that table now.")
        if self.draining:
            raise TableError(ErrorCode.BUSY, "This server is closing: it hosts nothing again.")
        table = rehosted(save, self.clock, host_token, bot_pause_ms=self.options.bot_pause_ms,
                         throw_ms=self.options.throw_ms, keep=self.options.keep,
                         save_to=self.options.save)
        self._register(table)
        return table

    def _register(self, table: ServerTable) -> None:
        self.tables.add(table.code, table)
        self._by_code[table.code] = table
        expiry = self.options.lobby_expiry_s
        self._watched[id(table)] = _Watched(
            started=table.started,
            expires=None if expiry is None or table.started
            else self.clock() + expiry * 1000.0)
        self.metrics.tables_hosted.inc()
        event("table_created", table=table.code, again=table.started,
              seats=len(table.lobby.seats))
        if self.on_table is not None:
            self.on_table(table.code, table.title, True)

    def _forget(self, table: ServerTable) -> None:
        if self._by_code.get(table.code) is not table:
            return   # forgotten already
        self.tables.remove(table.code)
        self._by_code.pop(table.code, None)
        self._watch(table)
        watched = self._watched.pop(id(table), _Watched())
        if not watched.finished:
            event("table_dropped", table=table.code, started=watched.started,
                  phase=str(table.game.state.phase) if table.game.state is not None
                  else "lobby",
                  people_left=sum(1 for c in table.lobby.attendees if c.seats))
        timer = self._timers.pop(id(table), None)
        if timer is not None:
            timer.cancel()
        if self.on_table is not None:
            self.on_table(table.code, table.title, False)

    def _watch(self, table: ServerTable) -> None:
        """Log and count what changed at the table since it was last seen."""
        watched = self._watched.get(id(table))
        state = table.game.state
        if watched is None or state is None:
            return
        if not watched.started:
            watched.started = True
            event("table_started", table=table.code, players=len(table.lobby.seats))
        race = table.race.clock
        if race.at_ms is not None and race.race_ms == 0.0 and race.at_ms != watched.race_at:
            watched.race_at = race.at_ms
            self.metrics.settle_window.observe(race.settle_ms / 1000.0)
        if state.phase == Phase.OVER and not watched.finished:
            watched.finished = True
            self.metrics.games_finished.inc()
            event("table_finished", table=table.code, rounds=state.round,
                  scores=list(state.scores or ()))
        elif state.phase != Phase.OVER:
            watched.finished = False   # a rematch

    def _reschedule(self, table: ServerTable) -> None:
        """Wake the table at its next deadline (the timer set for it already, if the same)."""
        self._watch(table)
        deadline = None if table.closed else table.next_deadline()
        expires = self._lobby_expires(table)
        if expires is not None and not table.closed:
            deadline = expires if deadline is None else min(deadline, expires)
        timer = self._timers.get(id(table))
        if timer is not None and not timer.cancelled() and timer.deadline == deadline:
            return   # most moves of a race leave the next deadline where it was
        timer = self._timers.pop(id(table), None)
        if timer is not None:
            timer.cancel()
        if deadline is None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, deadline - self.clock()) / 1000.0
        handle = loop.call_later(delay, self._tick, table)
        self._timers[id(table)] = _Timer(handle, deadline)

    def _lobby_expires(self, table: ServerTable) -> float | None:
        """When this table closes unless its game starts (None: it has started, or never)."""
        watched = self._watched.get(id(table))
        if watched is None or watched.started or table.started:
            return None
        return watched.expires

    def _tick(self, table: ServerTable) -> None:
        self._timers.pop(id(table), None)
        expires = self._lobby_expires(table)
        if expires is not None and self.clock() >= expires:
            minutes = max(1, round((self.options.lobby_expiry_s or 0.0) / 60.0))
            self.metrics.lobbies_expired.inc()
            table.close(CloseReason.EXPIRED, f"The game did not start within {minutes} "
                        f"minute{'' if minutes == 1 else 's'} of the table being hosted, so "
                        "the table is closed.")
            self._forget(table)
            return
        try:
            table.tick(self.clock())
        except Exception:   # a bug must not take every other table down
            LOG.exception("table %s failed; it is closed", table.code)
            table.close(CloseReason.SHUTDOWN, "The table failed and was closed.")
        if table.away:   # nobody there, nobody coming back
            table.close(CloseReason.HOST_LEFT, "Everyone has left the table.")
        if table.closed:
            self._forget(table)
            return
        self._reschedule(table)

