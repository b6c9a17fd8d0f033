"""A client of a table server, Qt-free (asyncio and `websockets`): what a screen runs.

`TableClient` connects, says Host or Join, keeps the clock in sync (a Ping every 2 s, four
quick ones at first), answers the server's Probe at once, keeps a mirror of the game (the
Snapshot, then the view each Logged entry carries: rok_qt.net.views), starts and stops its
RaceStamper on Go and Paused, and hands every server message on, in order, through
`messages` (an asyncio.Queue). When the connection ends, `ended` says why in one line and
`messages` gets None. A mirror that falls out of step (an entry's number skips) asks the
server for the state at once (Resync) and takes the Snapshot it gets.

The app runs it on an asyncio loop of its own thread and forwards `messages` to Qt; tests and
benchmarks run it as is.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Callable
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rok_qt import logs
from rok_qt.model.state import GameState
from rok_qt.net.clock import PING_INTERVAL_MS, ClockSync, RaceStamper, monotonic_ms
from rok_qt.net.codes import join_url
from rok_qt.net.pinning import connect_options
from rok_qt.net.protocol import (
    MAX_MESSAGE,
    RESYNC_MS,
    ClientMessage,
    Closed,
    Echo,
    Error,
    Go,
    Host,
    Join,
    Logged,
    Paused,
    Pong,
    Probe,
    ProtocolError,
    Record,
    Resync,
    ServerMessage,
    Snapshot,
    Welcome,
    decode_server,
    encode,
)
from rok_qt.persistence.game_record import GameRecord

LOG = logs.channel("network")

QUICK_PINGS = 4
"""Pings sent 50 ms apart right after joining, so the clock is in sync before the first race."""


class ConnectError(Exception):
    """The table could not be reached or refused us: one line for the player."""


class TableClient:
    """One screen's connection to a table (module docstring)."""

    def __init__(self, uri: str, *, clock: Callable[[], float] = monotonic_ms,
                 ssl_context: ssl.SSLContext | None = None, mirror: bool = True,
                 pin: str = "") -> None:
        """`pin`: the SHA-256 fingerprint of the certificate a ``wss://`` server must show
        (rok_qt.net.pinning), instead of the system's authorities' word."""
        self.uri = uri
        self.pin = pin
        self.mirror = mirror
        """Whether to keep `state` in step (a spectator list or a load test may not need to)."""
        self.clock = clock
        self._ssl = ssl_context
        self.sync = ClockSync()
        self.stamper = RaceStamper(self.sync)
        self.messages: asyncio.Queue[ServerMessage | None] = asyncio.Queue()
        self.welcome: Welcome | None = None
        self.state: GameState | None = None
        self.seq = 0
        self.ended: str | None = None
        self.desynced = False
        """True when a log entry did not apply to the mirror (it then waits for a Snapshot)."""
        self.desync_reason = ""
        self.record: GameRecord | None = None
        """The finished game's record, seed and all, once the server sent it (Record)."""
        self.resyncs = 0
        """How many times this screen asked for the state (Resync)."""
        self._asked_ms = float("-inf")
        self.on_message: Callable[[ServerMessage], None] | None = None
        """Called on the client's loop for each message as it arrives, after the mirror took
        it in and before it is queued (the app emits its Qt signal from here)."""
        self._ws: ClientConnection | None = None
        self._tasks: list[asyncio.Task[None]] = []

    def adopt(self, state: GameState, seq: int) -> None:
        """Start from a mirror kept from an earlier connection (a rejoin with last_seq)."""
        self.state, self.seq = state, seq

    async def connect(self, first: Host | Join, timeout_s: float = 10.0) -> Welcome:
        """Connect and say `first`; the Welcome, or ConnectError saying why not."""
        if isinstance(first, Join) and urlsplit(self.uri).path in ("", "/"):
            self.uri = join_url(self.uri, first.table)   # a fleet's proxy routes by the path
        options = connect_options(self.uri, self.pin) or (
            {} if self._ssl is None else {"ssl": self._ssl})
        try:
            self._ws = await asyncio.wait_for(
                connect(self.uri, max_size=MAX_MESSAGE, compression=None,
                        ping_interval=10, ping_timeout=10, open_timeout=timeout_s, **options),
                timeout_s)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as error:
            raise ConnectError(f"Cannot reach the table at {self.uri}: {error}") from None
        sent = self.clock()
        await self._ws.send(encode(first))
        try:
            reply = decode_server(await asyncio.wait_for(self._ws.recv(), timeout_s))
            received = self.clock()
        except (ConnectionClosed, TimeoutError, ProtocolError) as error:
            await self._ws.close()
            raise ConnectError(f"The table did not answer: {error}") from None
        if not isinstance(reply, Welcome):
            await self._ws.close()
            text = reply.text if isinstance(reply, Error) else type(reply).__name__
            raise ConnectError(f"The table refused: {text}")
        self.sync.sample(sent, reply.server_ms, reply.server_ms, received)   # a first guess
        self._on_welcome(reply)
        loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._receive()), loop.create_task(self._ping())]
        await self._resync_if_needed(received)
        return reply

    async def send(self, message: ClientMessage) -> None:
        """Send one message (dropped quietly once the connection has ended)."""
        if self._ws is None or self.ended is not None:
            return
        with contextlib.suppress(ConnectionClosed):
            await self._ws.send(encode(message))

    async def close(self) -> None:
        """Hang up (the server keeps our seats for a while: see RECONNECT_S)."""
        for task in self._tasks:
            task.cancel()
        if self._ws is not None:
            await self._ws.close()
        self._end("closed by this screen")

    def _end(self, why: str) -> None:
        if self.ended is None:
            self.ended = why
            self.stamper.stop()
            self.messages.put_nowait(None)

    def _on_welcome(self, welcome: Welcome) -> None:
        self.welcome = welcome
        if welcome.state is not None:
            self.state, self.seq = welcome.state, welcome.seq
        elif welcome.seq != self.seq:   # a tail that does not follow the mirror we have
            self.desynced = self.state is not None

    async def _ping(self) -> None:
        for _ in range(QUICK_PINGS):
            await self.send(self.sync.ping(self.clock()))
            await asyncio.sleep(0.05)
        while True:
            await asyncio.sleep(PING_INTERVAL_MS / 1000.0)
            await self.send(self.sync.ping(self.clock()))

    async def _receive(self) -> None:
        assert self._ws is not None
        why = "the table server closed the connection"
        try:
            async for raw in self._ws:
                now = self.clock()
                message = decode_server(raw)
                if isinstance(message, Probe):
                    await self.send(Echo(message.nonce))
                    continue
                if isinstance(message, Pong):
                    self.sync.on_pong(message, now)
                    continue
                self._mirror(message)
                await self._resync_if_needed(now)
                if self.on_message is not None:
                    self.on_message(message)
                self.messages.put_nowait(message)
                if isinstance(message, Closed):
                    why = message.text
        except ConnectionClosed:
            why = "the connection to the table was lost"
        except ProtocolError as error:
            why = f"the table server sent something unreadable ({error})"
        except Exception as error:   # whatever went wrong, the screen hears of it
            why = f"the connection failed: {error}"
        finally:
            for task in self._tasks:
                if task is not asyncio.current_task():
                    task.cancel()
            self._end(why)

    async def _resync_if_needed(self, now: float) -> None:
        """Out of step: ask for the state (again only after RESYNC_MS, the server's cap)."""
        if self.desynced and now - self._asked_ms >= RESYNC_MS:
            self._asked_ms = now
            self.resyncs += 1
            LOG.info("out of step (%s): asking the table for its state", self.desync_reason)
            await self.send(Resync())

    def _mirror(self, message: ServerMessage) -> None:
        if isinstance(message, Snapshot):
            self.state, self.seq, self.desynced = message.state, message.seq, False
        elif isinstance(message, Logged):
            self._apply(message)
        elif isinstance(message, Record):
            self.record = message.record
        elif isinstance(message, Go):
            self.stamper.on_go(message)
        elif isinstance(message, Paused):
            self.stamper.stop()

    def _apply(self, entry: Logged) -> None:
        if not self.mirror:
            self.seq = entry.seq
            return
        if self.state is None or self.desynced or entry.seq != self.seq + 1:
            if not self.desynced and entry.seq > self.seq + 1:
                self.desynced, self.desync_reason = True, f"entry {entry.seq} after {self.seq}"
            return
        self.state, self.seq = entry.state, entry.seq   # the view after the entry
        if self.state.live is None:
            self.stamper.stop()
