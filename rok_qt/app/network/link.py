"""This screen's connection to a table server: the protocol client on its own thread, Qt only by
signals.

The protocol is written once, Qt-free, in `rok_qt.net.client.TableClient` (the clock kept in
step, the server's probes answered, the mirror kept and put back in step) and
`rok_qt.net.rejoin.stay` (back at the seats with the seat token after a drop, for as long as
the server keeps them); this link only gives them a thread and turns what they hear into Qt
signals. The network never runs on the GUI thread (DESIGN.md, after Kajongg's lesson): a daemon
thread owns an asyncio loop, the client and its WebSocket; every message from the server
crosses into Qt as the `received` signal, emitted on the GUI thread (below). Sending goes the
other way through `loop.call_soon_threadsafe`.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from rok_qt.net import protocol as p
from rok_qt.net.client import TableClient
from rok_qt.net.clock import ClockSync
from rok_qt.net.rejoin import (
    GOODBYE_S,
    NOT_ROK,
    PINNED,
    REFUSED,
    RETRY_S,
    TLS,
    UNREACHABLE,
    failure,
    stay,
)
from rok_qt.session_clock import perf_ms

__all__ = ["NOT_ROK", "PINNED", "REFUSED", "RETRY_S", "TLS", "UNREACHABLE", "TableLink",
           "failure"]


class TableLink(QObject):
    """One protocol client of a table server, on a thread of its own (module docstring).

    `received(message)` for each server message (a `rok_qt.net.protocol` struct);
    `connection_changed(bool)` when the link is up or down; `failed(str)` when it is down for
    good (why, as a word of `rok_qt.net.rejoin.failure`, or the server's refusal);
    `rtt_changed(float)` after each ping. All four are emitted on the GUI thread.
    """

    received = Signal(object)
    connection_changed = Signal(bool)
    failed = Signal(str)
    rtt_changed = Signal(float)
    # The network thread emits these, each connected to its public signal above, so the public
    # ones are emitted on the GUI thread's own turn (queued to this object, which lives there)
    # and call their listeners directly. A listener connected straight to a signal emitted on
    # another thread gets queued calls that Qt delivers even after it disconnected, and PySide
    # keeps no reference to a plain object whose method it calls: one gone by then crashed.
    _received = Signal(object)
    _connection_changed = Signal(bool)
    _failed = Signal(str)
    _rtt_changed = Signal(float)

    def __init__(self, url: str, first: p.Host | p.Join, parent: QObject | None = None,
                 pin: str = "") -> None:
        """`pin`: the fingerprint of the certificate a ``wss://`` server must show (""
        : the system's authorities vouch for it; rok_qt.net.pinning)."""
        super().__init__(parent)
        self.client = TableClient(url, clock=perf_ms, pin=pin)
        """The protocol client (its clock on perf_counter ms, the race clock's base); it lives
        on the network thread: the GUI reads it and only ever sets `leaving`."""
        self._first = first
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = threading.Thread(target=self._run, name="rok-network", daemon=True)
        self._received.connect(self.received)
        self._connection_changed.connect(self.connection_changed)
        self._failed.connect(self.failed)
        self._rtt_changed.connect(self.rtt_changed)

    @property
    def clock(self) -> ClockSync:
        """The server's clock seen from here, on perf_counter ms (the race clock's base)."""
        return self.client.sync

    @property
    def url(self) -> str:
        """Where the table is (after a rejoin: the table's own path)."""
        return self.client.uri

    @property
    def seen_pin(self) -> str:
        """The fingerprint of the certificate the server showed (over wss://), once connected:
        the host's lobby puts it in the invitation it copies."""
        return self.client.seen_pin

    @property
    def token(self) -> str:
        """The seat token of the last Welcome: a rejoin shows it."""
        welcome = self.client.welcome
        return "" if welcome is None else welcome.token

    def start(self) -> None:
        """Connect (on the network thread)."""
        self._thread.start()

    def send(self, message: p.ClientMessage) -> None:
        """Queue a message for the server; dropped silently while the link is down (a rejoin
        brings the table's state back)."""
        self._call(lambda: self.client.post(message))

    def close(self) -> None:
        """Leave the table and stop the thread (waits a moment for a clean goodbye: the table
        must hear Leave, else it waits for this screen as for a dropped one)."""
        self.client.leaving = True
        self._call(lambda: asyncio.ensure_future(self._goodbye()))
        self._join()

    def cut(self) -> None:
        """End the connection without a word, as a crash or a pulled cable does: the table
        keeps this screen's seats for its return (RECONNECT_S)."""
        self.client.leaving = True
        self._call(self._cut_now)
        self._join()

    # --- the network thread -----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(stay(self.client, self._first, self, RETRY_S))
        except asyncio.CancelledError:
            pass
        finally:
            with contextlib.suppress(Exception):
                # What is still pending (a goodbye the server's close overtook) ends cleanly.
                pending = asyncio.all_tasks(loop)
                for task in pending:
                    task.cancel()
                loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def _call(self, call: Callable[[], object]) -> None:
        """`call` on the network thread's loop (nothing once it has stopped)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(call)

    def _join(self) -> None:
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2.0)

    async def _goodbye(self) -> None:
        """Say Leave, let it go out (at most GOODBYE_S), then stop."""
        await self.client.leave(GOODBYE_S)
        self._stop_loop()

    def _cut_now(self) -> None:
        self.client.abort()
        self._stop_loop()

    @staticmethod
    def _stop_loop() -> None:
        for task in asyncio.all_tasks():
            task.cancel()

    # --- rok_qt.net.rejoin.Listener, on the network thread ------------------------------------
    def message(self, message: p.ServerMessage) -> None:
        """A server message: to the GUI thread."""
        self._received.emit(message)

    def connection(self, up: bool) -> None:
        """Up or down: to the GUI thread."""
        self._connection_changed.emit(up)

    def rtt(self, rtt_ms: float) -> None:
        """The round trip changed: to the GUI thread."""
        self._rtt_changed.emit(rtt_ms)

    def gave_up(self, why: str) -> None:
        """Down for good: to the GUI thread."""
        self._failed.emit(why)
