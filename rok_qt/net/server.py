"""The table server (R7.3): asyncio and `websockets`, many tables in one process.

`TableServer` runs headless (`rok-qt-server`, rok_qt.net.cli) or inside the host's app on its
own thread (`ServerThread`): the host's window then joins it over loopback like any client.

Everything a connection sends is hostile until checked: frames over MAX_MESSAGE end the
connection (websockets' max_size), messages are decoded strictly (protocol.decode_client),
each connection may send RATE messages a second (a burst of BURST), a client acts only for
its own seats (Table.check_holds), a connection that says nothing for IDLE_S seconds or whose
keepalive pings go unanswered is closed, and one address may hold MAX_PER_ADDRESS
connections at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import ssl
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from rok_qt.net.clock import PING_INTERVAL_MS, monotonic_ms
from rok_qt.net.codes import SecretRegistry, new_code, normal_code
from rok_qt.net.fairness import Link
from rok_qt.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    CloseReason,
    Echo,
    Error,
    ErrorCode,
    Host,
    Join,
    Leave,
    Ping,
    Pong,
    Probe,
    ProtocolError,
    ServerMessage,
    decode_client,
    encode,
)
from rok_qt.net.seating import Client
from rok_qt.net.table import Table, TableError

if TYPE_CHECKING:
    from rok_qt.net.saves import TableSave

log = logging.getLogger(__name__)

DEFAULT_PORT = 47400
RATE = 60.0
"""Messages a second a connection may send on average (a race sends a few a second)."""
BURST = 120.0
MAX_REFUSED = 200
"""Refused messages after which a connection is closed as hostile."""
IDLE_S = 30.0
"""A connection silent this long is closed (clients ping every 2 s)."""
HELLO_S = 10.0
"""The first message must come within this."""
MAX_PER_ADDRESS = 16
MAX_QUEUED = 2000
"""Frames waiting for a slow client beyond which it is dropped."""


@dataclass
class ServerOptions:
    """How a table server runs; the defaults are the headless server's."""

    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    ssl: ssl.SSLContext | None = None
    max_tables: int = 100
    max_per_address: int = MAX_PER_ADDRESS
    bot_pause_ms: float = 700.0
    throw_ms: float = 0.0
    save: Callable[[str, bytes], str | None] | None = None
    keep: Callable[[Table], None] | None = None
    """Called on the server's thread whenever what a table save holds changed (the host's
    app keeps its table in its autosave: rok_qt.net.rehost.save_of)."""


class _Peer:
    """A connection's outgoing side: a queue drained by one writer task, so a table never
    waits on a slow client."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, data: bytes) -> None:
        if self.queue.qsize() >= MAX_QUEUED:
            self.close()
            return
        self.queue.put_nowait(data)

    def close(self) -> None:
        self.queue.put_nowait(None)

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (data := await self.queue.get()) is not None:
                await self.ws.send(data)
        await self.ws.close()


class _Bucket:
    """A token bucket: RATE a second, BURST at once."""

    def __init__(self, now: float) -> None:
        self.tokens, self.at = BURST, now

    def take(self, now: float) -> bool:
        self.tokens = min(BURST, self.tokens + (now - self.at) / 1000.0 * RATE)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


class TableServer:
    """Many tables, one event loop; see the module docstring."""

    def __init__(self, options: ServerOptions | None = None,
                 clock: Callable[[], float] = monotonic_ms) -> None:
        self.options = options or ServerOptions()
        self.clock = clock
        self.tables: SecretRegistry[Table] = SecretRegistry()
        self._by_code: dict[str, Table] = {}
        """The same tables for the server's own rounds (never looked up by a client's code)."""
        self._timers: dict[int, asyncio.TimerHandle] = {}
        self._per_address: Counter[str] = Counter()
        self._server: Server | None = None
        self.port = self.options.port
        self.on_table: Callable[[str, str, bool], None] | None = None
        """Called with (code, title, True) when a table is hosted, (code, title, False) when
        it ends: LAN discovery (rok_qt.net.discovery.Advertiser.table_changed)."""

    async def start(self) -> None:
        """Listen; `port` then holds the real port (0 asks the system for a free one)."""
        self._server = await serve(
            self._connection, self.options.host, self.options.port, ssl=self.options.ssl,
            max_size=MAX_MESSAGE, compression=None, ping_interval=10, ping_timeout=10,
            open_timeout=HELLO_S, close_timeout=5, max_queue=64)
        sockets = list(self._server.sockets)
        if sockets:
            self.port = sockets[0].getsockname()[1]

    async def stop(self) -> None:
        """Tell every table's clients the server is going, and stop listening."""
        for table in self._all_tables():
            table.close(CloseReason.SHUTDOWN, "The table server is shutting down.")
        await asyncio.sleep(0.05)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def serve_forever(self, stop: asyncio.Event) -> None:
        """Run until `stop` is set."""
        await self.start()
        await stop.wait()
        await self.stop()

    # --- Tables -----------------------------------------------------------------------------

    def _all_tables(self) -> list[Table]:
        return list(self._by_code.values())

    def _new_table(self, host: Host) -> Table:
        if len(self._by_code) >= self.options.max_tables:
            raise TableError(ErrorCode.FULL, "This server holds as many tables as it may.")
        code = new_code()
        table = Table(code, host.seats, host.time_limit_ms, host.seed, self.clock,
                      bot_pause_ms=self.options.bot_pause_ms, throw_ms=self.options.throw_ms,
                      save=self.options.save, keep=self.options.keep)
        table.title = host.title
        self._register(table)
        return table

    def rehost(self, save: TableSave, host_token: str | None = None) -> Table:
        """Host a kept table again under its own code (rok_qt.net.rehost); its people
        rejoin with their seat tokens, the host's screen with `host_token` (None: its own).
        Before `start`, or on the server's thread."""
        from rok_qt.net.rehost import rehosted

        if len(self._by_code) >= self.options.max_tables or save.code in self._by_code:
            raise TableError(ErrorCode.FULL, "This server cannot host that table now.")
        table = rehosted(save, self.clock, host_token, bot_pause_ms=self.options.bot_pause_ms,
                         throw_ms=self.options.throw_ms, keep=self.options.keep,
                         save_to=self.options.save)
        self._register(table)
        return table

    def _register(self, table: Table) -> None:
        self.tables.add(table.code, table)
        self._by_code[table.code] = table
        if self.on_table is not None:
            self.on_table(table.code, table.title, True)

    def _forget(self, table: Table) -> None:
        self.tables.remove(table.code)
        self._by_code.pop(table.code, None)
        timer = self._timers.pop(id(table), None)
        if timer is not None:
            timer.cancel()
        if self.on_table is not None:
            self.on_table(table.code, table.title, False)

    def _reschedule(self, table: Table) -> None:
        """Wake the table at its next deadline."""
        timer = self._timers.pop(id(table), None)
        if timer is not None:
            timer.cancel()
        if table.closed:
            return
        deadline = table.next_deadline()
        if deadline is None:
            return
        loop = asyncio.get_running_loop()
        delay = max(0.0, deadline - self.clock()) / 1000.0
        self._timers[id(table)] = loop.call_later(delay, self._tick, table)

    def _tick(self, table: Table) -> None:
        self._timers.pop(id(table), None)
        try:
            table.tick(self.clock())
        except Exception:   # a bug must not take every other table down
            log.exception("table %s failed; it is closed", table.code)
            table.close(CloseReason.SHUTDOWN, "The table failed and was closed.")
        if not table.clients and not table.missing:   # nobody there, nobody coming back
            table.close(CloseReason.HOST_LEFT, "Everyone has left the table.")
        if table.closed:
            self._forget(table)
            return
        self._reschedule(table)

    # --- Connections ------------------------------------------------------------------------

    async def _connection(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        peer = _Peer(ws)
        if self._per_address[address] >= self.options.max_per_address:
            peer.send(encode(Error(ErrorCode.BUSY, "Too many connections from this address.",
                                   fatal=True)))
            peer.close()
            await peer.writer
            return
        self._per_address[address] += 1
        try:
            await self._session(ws, peer)
        finally:
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]
            peer.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(peer.writer, 5.0)

    async def _session(self, ws: ServerConnection, peer: _Peer) -> None:
        link = Link()
        try:
            first = decode_client(await asyncio.wait_for(ws.recv(), HELLO_S))
        except (ProtocolError, TimeoutError, ConnectionClosed):
            _fatal(peer, ErrorCode.FIRST, "Say Host or Join first.")
            return
        try:
            table, client = self._hello(first, peer, link)
        except TableError as error:
            _fatal(peer, error.code, str(error))
            return
        probe = asyncio.get_running_loop().create_task(self._probe(peer))
        try:
            await self._messages(ws, peer, table, client)
        finally:
            probe.cancel()
            if not table.closed:
                table.dropped(client)
                self._reschedule(table)
            if not table.clients and (table.closed or table.state is None
                                      or table.state.phase == "over"):
                table.closed = True
                self._forget(table)

    def _hello(self, first: object, peer: _Peer, link: Link) -> tuple[Table, Client]:
        if not isinstance(first, Host | Join):
            raise TableError(ErrorCode.FIRST, "Say Host or Join first.")
        if first.version != PROTOCOL_VERSION:
            raise TableError(ErrorCode.VERSION, f"This server speaks protocol version "
                             f"{PROTOCOL_VERSION}, not {first.version}.")
        if isinstance(first, Host):
            table = self._new_table(first)
            client = table.host(peer, link)
            table.welcome(client)
            return table, client
        found = self.tables.find(normal_code(first.table))
        if found is None or found.closed:
            raise TableError(ErrorCode.NO_TABLE, "No table has that code.")
        if first.token:
            client, stale = found.rejoin(peer, link, first.token)
            if stale is not None:
                stale.peer.close()
            found.rejoined(client, first.last_seq)
        else:
            if found.state is not None and not first.spectator:
                raise TableError(ErrorCode.FULL, "The game has started: join as a spectator.")
            client = found.join(peer, link, first.names, first.spectator)
            found.welcome(client)
        self._reschedule(found)
        return found, client

    async def _messages(self, ws: ServerConnection, peer: _Peer, table: Table,
                        client: Client) -> None:
        bucket, refused = _Bucket(self.clock()), 0
        while not table.closed and refused < MAX_REFUSED:
            try:
                raw = await asyncio.wait_for(ws.recv(), IDLE_S)
            except (TimeoutError, ConnectionClosed):
                return
            arrival = self.clock()
            if not bucket.take(arrival):
                refused += 1
                _refuse(peer, ErrorCode.RATE, "Too many messages: slow down.")
                continue
            try:
                message = decode_client(raw)
                if isinstance(message, Leave):
                    return
                if isinstance(message, Ping | Echo):
                    self._link_message(message, peer, table, client, arrival)
                elif isinstance(message, Host | Join):
                    raise TableError(ErrorCode.NOT_NOW, "This connection has its table.")
                else:
                    table.handle(client, message, arrival)
                    self._reschedule(table)
            except (ProtocolError, TableError) as error:
                refused += 1
                _refuse(peer, error.code, str(error))
        if refused >= MAX_REFUSED:
            _fatal(peer, ErrorCode.RATE, "Too many refused messages.")

    def _link_message(self, message: Ping | Echo, peer: _Peer, table: Table, client: Client,
                      arrival: float) -> None:
        """Clock sync (Pong) and the server's own link measure (Echo)."""
        if isinstance(message, Ping):
            _send(peer, Pong(message.client_ms, arrival, self.clock()))
        elif message.server_ms <= arrival:
            client.link.add(arrival - message.server_ms)
            table.latency_changed()

    async def _probe(self, peer: _Peer) -> None:
        """Measure the link from the server's side every 2 s (Probe/Echo)."""
        while True:
            _send(peer, Probe(self.clock()))
            await asyncio.sleep(PING_INTERVAL_MS / 1000.0)


def _send(peer: _Peer, message: ServerMessage) -> None:
    peer.send(encode(message))


def _refuse(peer: _Peer, code: ErrorCode, text: str) -> None:
    _send(peer, Error(code, text[:200]))


def _fatal(peer: _Peer, code: ErrorCode, text: str) -> None:
    _send(peer, Error(code, text[:200], fatal=True))
    peer.close()


class ServerThread:
    """A TableServer on its own thread and event loop (the host's app): `start()` returns
    once it listens; `stop()` tells every client and joins the thread."""

    def __init__(self, options: ServerOptions | None = None) -> None:
        self.server = TableServer(options)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="rok-table-server", daemon=True)

    @property
    def port(self) -> int:
        """The port the server listens on."""
        return self.server.port

    def start(self) -> None:
        """Start listening (raises OSError when the port cannot be had)."""
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as error:  # reported to the starting thread
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await self.server.stop()

    def call_soon(self, callback: Callable[..., None], *args: object) -> None:
        """Run `callback(*args)` on the server's thread (its announcer lives there)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(callback, *args)

    def stop(self) -> None:
        """Stop the server and wait for its thread."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=10)
