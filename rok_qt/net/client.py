"""A client of a table server, Qt-free (asyncio and `websockets`): what a screen runs.

`TableClient` connects, says Host or Join, keeps the clock in sync (a Ping every 2 s, a
spectator's every 10 s, four quick ones at first), answers the server's Probe at once, keeps a
mirror of the game (the Snapshot, then the view each Logged entry carries: rok_qt.net.views),
starts and stops its RaceStamper on Go and Paused, and hands every server message on, in
order, through `messages` (an asyncio.Queue). When the connection ends, `ended` says why in
one line and `messages` gets None. A mirror that falls out of step (an entry's number skips)
asks the server for the state at once (Resync) and takes the Snapshot it gets. A frame it
cannot read is left out (logged): the mirror, out of step, then asks for the state.

It is the only protocol client: the app runs it on an asyncio loop of its own thread
(rok_qt/app/network/link.py), kept at its table by `rok_qt.net.rejoin.stay` (the seat token
after a drop); tests, benchmarks and the self-test run it as is.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from rok_qt import logs
from rok_qt.model.state import GameState
from rok_qt.net.board_view import Board
from rok_qt.net.clock import (
    PING_INTERVAL_MS,
    SPECTATOR_PING_INTERVAL_MS,
    ClockSync,
    RaceStamper,
    monotonic_ms,
)
from rok_qt.net.codes import join_url
from rok_qt.net.dispatch import MessageTable, on
from rok_qt.net.peer import MOVED
from rok_qt.net.pinning import connect_options, seen_pin
from rok_qt.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    RESYNC_MS,
    ClientMessage,
    Closed,
    Echo,
    Error,
    Expired,
    Go,
    Host,
    Join,
    Leave,
    Logged,
    Paused,
    Pong,
    Probe,
    ProtocolError,
    Record,
    Refused,
    Resumed,
    Resync,
    Seats,
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
KEEPALIVE_S = 10
"""The WebSocket's own keepalive: a ping frame this often, the connection dropped when its pong
takes as long (a server gone without a word)."""


class ConnectError(Exception):
    """The table could not be reached or refused us: one line for the player; `cause` is the
    error that stopped the connection, `refusal` the server's Error when it turned us away."""

    def __init__(self, text: str, cause: BaseException | None = None,
                 refusal: Error | None = None) -> None:
        super().__init__(text)
        self.cause = cause
        self.refusal = refusal


class TableClient:
    """One screen's connection to a table (module docstring)."""

    def __init__(self, uri: str, *, clock: Callable[[], float] = monotonic_ms,
                 ssl_context: ssl.SSLContext | None = None, mirror: bool = True,
                 pin: str = "") -> None:
        """`pin`: the SHA-256 fingerprint of the certificate a ``wss://`` server must show
        (rok_qt.net.pinning), instead of the system's authorities' word."""
        self.uri = uri
        self.pin = pin
        self.seen_pin = ""
        """The fingerprint of the certificate the server showed (over wss://), once
        connected: the host's lobby puts it in the invitation it copies."""
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
        it in and before it is queued."""
        self.on_rtt: Callable[[float], None] | None = None
        """Called with the round trip after each pong that changed the clock's estimate."""
        self.leaving = False
        """Set by `leave` (and by a screen that stops): no rejoin after this."""
        self._ws: ClientConnection | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._outbox: asyncio.Queue[bytes] = asyncio.Queue()

    def adopt(self, state: GameState, seq: int) -> None:
        """Start from a mirror kept from an earlier connection (a rejoin with last_seq)."""
        self.state, self.seq = state, seq

    async def connect(self, first: Host | Join, timeout_s: float = 10.0) -> Welcome:
        """Connect and say `first`; the Welcome, or ConnectError saying why not. Called again
        after a drop (with `rejoin()`), it starts a new connection with the same mirror."""
        if isinstance(first, Join) and urlsplit(self.uri).path in ("", "/"):
            self.uri = join_url(self.uri, first.table)   # a fleet's proxy routes by the path
        self.ended = None
        # ssl only when given: websockets takes ssl=None as "no TLS", which wss:// refuses.
        # A pin brings its own (rok_qt.net.pinning): that certificate and no other.
        options: dict[str, Any] = connect_options(self.uri, self.pin) or (
            {} if self._ssl is None else {"ssl": self._ssl})
        try:
            # No proxy from the environment: a table is reached where its address says.
            self._ws = await asyncio.wait_for(
                connect(self.uri, max_size=MAX_MESSAGE, compression=None,
                        ping_interval=KEEPALIVE_S, ping_timeout=KEEPALIVE_S,
                        open_timeout=timeout_s, proxy=None, **options),
                timeout_s)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as error:
            raise ConnectError(f"Cannot reach the table at {self.uri}: {error}",
                               error) from None
        self.seen_pin = seen_pin(self._ws)
        sent = self.clock()
        await self._ws.send(encode(first))
        try:
            reply = decode_server(await asyncio.wait_for(self._ws.recv(), timeout_s))
            received = self.clock()
        except (ConnectionClosed, TimeoutError, ProtocolError) as error:
            await self._ws.close()
            raise ConnectError(f"The table did not answer: {error}", error) from None
        if not isinstance(reply, Welcome):
            await self._ws.close()
            text = reply.text if isinstance(reply, Error) else type(reply).__name__
            raise ConnectError(f"The table refused: {text}",
                               refusal=reply if isinstance(reply, Error) else None)
        self.sync.sample(sent, reply.server_ms, reply.server_ms, received)   # a first guess
        self._on_welcome(reply)
        loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()   # what was posted to a connection gone is gone
        self._tasks = [loop.create_task(self._receive()), loop.create_task(self._ping()),
                       loop.create_task(self._write(self._outbox))]
        await self._resync_if_needed(received)
        return reply

    def rejoin(self) -> Join:
        """The Join that takes this screen back to its seats after a drop: its seat token and
        the last log entry its mirror has (the server sends what follows), to the table's own
        address (a fleet's proxy routes by it; a host's key is not needed again)."""
        assert self.welcome is not None
        self.uri = join_url(self.uri, self.welcome.table)   # the table's own path, host or not
        return Join(PROTOCOL_VERSION, self.welcome.table, token=self.welcome.token,
                    last_seq=self.seq)

    @property
    def moved(self) -> bool:
        """The server closed the last connection with "service restart" (1012): it is being
        restarted or drained, so it is worth trying again while the seat lasts."""
        return self._ws is not None and self._ws.close_code == MOVED

    def post(self, message: ClientMessage) -> None:
        """Queue a message for the connection's writer (in order; for a caller that cannot
        await, on this client's loop); dropped when the connection ends first."""
        if self.ended is None:
            self._outbox.put_nowait(encode(message))

    async def leave(self, wait_s: float) -> None:
        """Say Leave (the table gives the seats away at once), let it go out (at most
        `wait_s`), then hang up."""
        self.leaving = True
        self.post(Leave())
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(wait_s):
                while not self._outbox.empty() and self.ended is None:
                    await asyncio.sleep(0.005)
                await asyncio.sleep(0.02)   # the frame taken is on its way out
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.close(), wait_s)

    async def send(self, message: ClientMessage) -> None:
        """Send one message (dropped quietly once the connection has ended)."""
        if self._ws is None or self.ended is not None:
            return
        with contextlib.suppress(ConnectionClosed):
            await self._ws.send(encode(message))

    def abort(self) -> None:
        """End the connection without a word, as a crash does (no close frame, no Leave): the
        server keeps the seats for a return (RECONNECT_S)."""
        self.leaving = True
        if self._ws is not None:
            self._ws.transport.abort()

    async def close(self) -> None:
        """Hang up (the server keeps our seats for a while: see RECONNECT_S)."""
        self.leaving = True
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

    async def _write(self, outbox: asyncio.Queue[bytes]) -> None:
        assert self._ws is not None
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self._ws.send(await outbox.get())

    async def _ping(self) -> None:
        for _ in range(QUICK_PINGS):
            await self.send(self.sync.ping(self.clock()))
            await asyncio.sleep(0.05)
        watching = self.welcome is not None and self.welcome.spectator
        every_ms = SPECTATOR_PING_INTERVAL_MS if watching else PING_INTERVAL_MS
        while True:
            await asyncio.sleep(every_ms / 1000.0)
            await self.send(self.sync.ping(self.clock()))

    async def _receive(self) -> None:
        assert self._ws is not None
        why = "the table server closed the connection"
        try:
            async for raw in self._ws:
                now = self.clock()
                try:
                    message = decode_server(raw)
                except ProtocolError as error:
                    LOG.warning("a message from the server was left out: %s", error)
                    continue
                if isinstance(message, Probe):
                    await self.send(Echo(message.nonce))
                    continue
                if isinstance(message, Pong):
                    if self.sync.on_pong(message, now) and self.on_rtt is not None:
                        self.on_rtt(self.sync.rtt_ms)
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
        MIRROR(self, message)

    def _take_snapshot(self, snapshot: Snapshot) -> None:
        self.state, self.seq, self.desynced = snapshot.state, snapshot.seq, False

    def _take_record(self, record: Record) -> None:
        self.record = record.record

    def _on_go(self, go: Go) -> None:
        self.stamper.on_go(go)

    def _on_paused(self, _paused: Paused) -> None:
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


MIRROR: MessageTable[TableClient] = MessageTable("the protocol client's mirror", [
    on(Welcome, TableClient._on_welcome),
    on(Snapshot, TableClient._take_snapshot), on(Logged, TableClient._apply),
    on(Record, TableClient._take_record), on(Go, TableClient._on_go),
    on(Paused, TableClient._on_paused)],
    ignores=[Pong, Probe, Seats, Refused, Resumed, Expired, Error, Closed, Board])
"""What each server message does to the mirror and the race stamper (a Probe and a Pong are
answered and taken before; the rest only go on to `messages`)."""
