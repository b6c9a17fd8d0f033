"""A table server's connections: from the first message to the drop (R7.3).

Everything a connection sends is hostile until checked: frames over MAX_MESSAGE end the
connection (websockets' max_size, set where the server listens), messages are decoded strictly
(protocol.decode_client), each connection may send RATE messages a second (a burst of BURST),
a screen acts only for its own seats (Lobby.check_holds), a connection that says nothing for
IDLE_S seconds or whose keepalive pings go unanswered is closed, and one address may hold
ServerOptions.max_per_address connections at once.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import Callable
from enum import Enum, auto

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from rok_qt import logs
from rok_qt.net.clock import PING_INTERVAL_MS
from rok_qt.net.codes import normal_code
from rok_qt.net.fairness import Link
from rok_qt.net.kernel_rtt import kernel_rtt
from rok_qt.net.options import ServerOptions
from rok_qt.net.peer import Bucket, Peer
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
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
from rok_qt.net.registry import TableRegistry
from rok_qt.net.seating import Attendee
from rok_qt.net.server_table import ServerTable, TableError

LOG = logs.channel("network")

MAX_REFUSED = 200
"""Refused messages after which a connection is closed as hostile."""
IDLE_S = 30.0
"""A connection silent this long is closed (clients ping every 2 s)."""
HELLO_S = 10.0
"""The first message must come within this."""


class _Verdict(Enum):
    """What came of one message: taken, refused (an Error went back), or the attendee leaves."""

    TAKEN = auto()
    REFUSED = auto()
    LEAVE = auto()


class Connections(TableRegistry):
    """The tables (TableRegistry) and the connections at them, each checked as it talks."""

    def __init__(self, options: ServerOptions, clock: Callable[[], float]) -> None:
        super().__init__(options, clock)
        self._per_address: Counter[str] = Counter()

    async def _connection(self, ws: ServerConnection) -> None:
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        peer = Peer(ws, self.clock())
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

    async def _session(self, ws: ServerConnection, peer: Peer) -> None:
        # The kernel's round trip bounds the echoes' (rok_qt.net.fairness): not behind a
        # proxy, whose connection the kernel sees instead.
        kernel = kernel_rtt(ws.transport.get_extra_info("socket")) \
            if self.options.kernel_rtt else None
        link = Link(kernel)
        try:
            first = decode_client(await asyncio.wait_for(ws.recv(), HELLO_S))
        except (ProtocolError, TimeoutError, ConnectionClosed):
            _fatal(peer, ErrorCode.FIRST, "Say Host or Join first.")
            return
        try:
            table, attendee = self._hello(first, peer, link)
        except TableError as error:
            LOG.debug("a screen was turned away: %s", error.code)
            _fatal(peer, error.code, str(error))
            return
        probe = asyncio.get_running_loop().create_task(self._probe(peer, link))
        try:
            await self._messages(ws, peer, table, attendee)
        finally:
            probe.cancel()
            if not table.closed:
                table.leave(attendee)
                self._reschedule(table)
            if not table.lobby.attendees and (table.closed or not table.started
                                              or table.over):
                table.closed = True
                self._forget(table)

    def _hello(self, first: object, peer: Peer, link: Link) -> tuple[ServerTable, Attendee]:
        if not isinstance(first, Host | Join):
            raise TableError(ErrorCode.FIRST, "Say Host or Join first.")
        if first.version != PROTOCOL_VERSION:
            raise TableError(ErrorCode.VERSION, version_text(first.version))
        if isinstance(first, Host):
            table = self._new_table(first)
            return table, table.arrive_host(peer, link)
        found = self.tables.find(normal_code(first.table))
        if found is None or found.closed:
            raise TableError(ErrorCode.NO_TABLE, "No table has that code.")
        attendee = found.arrive(peer, link, first)
        self._reschedule(found)
        return found, attendee

    async def _messages(self, ws: ServerConnection, peer: Peer, table: ServerTable,
                        attendee: Attendee) -> None:
        bucket, refused = Bucket(self.clock()), 0
        # No timeout around each receive (a task and a timer for every message would make the
        # collector's work grow with the traffic): _probe closes a connection silent too long.
        with contextlib.suppress(ConnectionClosed):
            async for raw in ws:
                arrival = peer.heard = self.clock()
                if table.closed:
                    return
                verdict = self._message(raw, peer, table, attendee, bucket, arrival)
                if verdict is _Verdict.LEAVE:
                    return
                if verdict is _Verdict.REFUSED:
                    refused += 1
                    if refused >= MAX_REFUSED:
                        _fatal(peer, ErrorCode.RATE, "Too many refused messages.")
                        return

    def _message(self, raw: bytes | str, peer: Peer, table: ServerTable, attendee: Attendee,
                 bucket: Bucket, arrival: float) -> _Verdict:
        """One message of a connection, and what came of it."""
        if not bucket.take(arrival):
            _refuse(peer, ErrorCode.RATE, "Too many messages: slow down.")
            return _Verdict.REFUSED
        try:
            message = decode_client(raw)
            if isinstance(message, Leave):
                return _Verdict.LEAVE
            if isinstance(message, Ping | Echo):
                self._link_message(message, peer, table, attendee, arrival)
            elif isinstance(message, Host | Join):
                raise TableError(ErrorCode.NOT_NOW, "This connection has its table.")
            else:
                table.handle(attendee, message, arrival)
                self._reschedule(table)
        except (ProtocolError, TableError) as error:
            _refuse(peer, error.code, str(error))
            return _Verdict.REFUSED
        return _Verdict.TAKEN

    def _link_message(self, message: Ping | Echo, peer: Peer, table: ServerTable,
                      attendee: Attendee, arrival: float) -> None:
        """Clock sync (Pong) and the server's own link measure (Echo)."""
        if isinstance(message, Ping):
            _send(peer, Pong(message.client_ms, arrival, self.clock()))
        elif attendee.link.echo(message.nonce, arrival):
            table.out.latency_changed()

    async def _probe(self, peer: Peer, link: Link) -> None:
        """Measure the link from the server's side every 2 s (Probe/Echo, a fresh nonce
        each); close the connection once it has said nothing for IDLE_S (clients ping every
        2 s)."""
        while True:
            if self.clock() - peer.heard > IDLE_S * 1000.0:
                peer.close()
                return
            _send(peer, Probe(link.probe(self.clock())))
            await asyncio.sleep(PING_INTERVAL_MS / 1000.0)


def version_text(theirs: int) -> str:
    """What a screen of another protocol version is told, plainly (its own copy of rok-qt may
    only show this text): which of the two must be updated. It names this server's version as
    "protocol N", which a newer screen reads to say it in its own words."""
    if theirs < PROTOCOL_VERSION:
        return (f"Update rok-qt to play at this table: it speaks protocol {PROTOCOL_VERSION}, "
                f"your copy of rok-qt protocol {theirs}.")
    return (f"This table server must be updated: it speaks protocol {PROTOCOL_VERSION}, your "
            f"copy of rok-qt the newer protocol {theirs}.")


def _send(peer: Peer, message: ServerMessage) -> None:
    peer.send(encode(message))


def _refuse(peer: Peer, code: ErrorCode, text: str) -> None:
    _send(peer, Error(code, text[:200]))


def _fatal(peer: Peer, code: ErrorCode, text: str) -> None:
    _send(peer, Error(code, text[:200], fatal=True))
    peer.close()
