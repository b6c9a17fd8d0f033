"""A table server's connections: from the first message to the drop (R7.3).

Everything a connection sends is hostile until checked: frames over MAX_MESSAGE end the
connection (websockets' max_size, set where the server listens), messages are decoded strictly
(protocol.decode_client), each connection may send RATE messages a second (a burst of BURST),
a screen acts only for its own seats (Lobby.check_holds), a connection that says nothing for
IDLE_S seconds or whose keepalive pings go unanswered is closed, and one network (the /24 or
/64 around the address: rok_qt.net.caps) may hold ServerOptions.max_per_address connections at
once. The address is the real client's: behind a trusted proxy, the one its PROXY v2 header gave
(rok_qt.net.proxy_protocol; `Peer.address`). A wrong table code costs its network time
(caps.CodeGuard), and a server that hosts only its own table (the host's app: `host_key`)
turns a stranger's Host away.

Each connection has an id (``c17``) for the log; what it does and what is refused is logged
(rok_qt.net.server_log) and counted (rok_qt.net.metrics): among the counts, the time from a
race move's arrival to its log entry going out to every player's screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import itertools
import random
import time
from collections.abc import Callable
from enum import Enum, auto

import msgspec
from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from rok_qt import logs
from rok_qt.net.caps import CodeGuard, NetworkCount, wait_text
from rok_qt.net.clock import PING_INTERVAL_MS
from rok_qt.net.codes import code_of_path, normal_code
from rok_qt.net.fairness import Link
from rok_qt.net.kernel_arrival import read_late
from rok_qt.net.kernel_rtt import link_rtt
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
    Live,
    Ping,
    Pong,
    Probe,
    ProtocolError,
    Refused,
    ServerMessage,
    Start,
    decode_client,
    encode,
)
from rok_qt.net.registry import TableRegistry
from rok_qt.net.seating import Attendee
from rok_qt.net.server_log import event
from rok_qt.net.server_table import ServerTable, TableError

LOG = logs.channel("network")

MAX_REFUSED = 200
"""Refused messages after which a connection is closed as hostile."""
IDLE_S = 30.0
"""A connection silent this long is closed (clients ping every 2 s)."""
HELLO_S = 10.0
"""The first message must come within this."""
_REFUSED = encode(Refused(0, "", "", {})).partition(b"refused")[0] + b"refused"
"""How every Refused message begins (its tag comes first)."""
LOGGED_REFUSALS = 5
"""Refusals of one connection logged one by one; the rest are counted at its close."""
SPECTATOR_PROBES = 5
"""A spectator's link is measured about every 5th probe turn (10 s): it only times its
reveal at go, and a crowd's echoes and wake-ups are work for the players' server."""


def _never_late() -> float:
    """Where the kernel keeps no arrival time: a message arrives when it is read."""
    return 0.0


class _Verdict(Enum):
    """What came of one message: taken, refused (an Error went back), or the attendee leaves."""

    TAKEN = auto()
    REFUSED = auto()
    LEAVE = auto()


class Connections(TableRegistry):
    """The tables (TableRegistry) and the connections at them, each checked as it talks."""

    def __init__(self, options: ServerOptions, clock: Callable[[], float]) -> None:
        super().__init__(options, clock)
        self._per_network = NetworkCount(options.max_per_address)
        self.codes = CodeGuard()
        """What wrong table codes cost (rok_qt.net.caps)."""
        self._ids = itertools.count(1)
        self._open = 0

    def connections(self) -> int:
        """Open connections, at a table or not yet."""
        return self._open

    async def _connection(self, ws: ServerConnection) -> None:
        address = str(getattr(ws, "client_address", "") or
                      (ws.remote_address[0] if ws.remote_address else "?"))
        path = ws.request.path if ws.request is not None else "/"
        peer = Peer(ws, self.clock(), conn_id=f"c{next(self._ids)}", address=address,
                    sent=self._sent)
        opened = time.monotonic()
        if not self._per_network.take(address):
            self._refused(peer, ErrorCode.BUSY, "too many connections from this network")
            peer.send(encode(Error(ErrorCode.BUSY, "Too many connections from your network.",
                                   fatal=True)))
            peer.close()
            await peer.writer
            return
        self._open += 1
        self.metrics.connections_opened.inc()
        event("connection_opened", conn=peer.id, address=address,
              proxied=bool(getattr(ws, "proxied", False)), path=path.partition("?")[0][:40],
              client_rtt_ms=getattr(ws, "client_rtt_ms", None))
        try:
            await self._session(ws, peer)
        finally:
            self._per_network.give_back(address)
            self._open -= 1
            peer.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(peer.writer, 5.0)
            event("connection_closed", conn=peer.id, table=peer.table or None,
                  seconds=round(time.monotonic() - opened, 1), refused=peer.refused)

    def _sent(self, data: bytes) -> None:
        self.metrics.sent.inc()
        self.metrics.sent_bytes.inc(len(data))
        if data.startswith(_REFUSED):   # a race move the table refused: counted by its reason
            with contextlib.suppress(msgspec.DecodeError):
                reason = msgspec.msgpack.decode(data, type=Refused).code
                self.metrics.refused.labels(reason[:32]).inc()

    def _refused(self, peer: Peer, code: ErrorCode, why: str) -> None:
        """Count (and, the first few times a connection, log) a refusal."""
        self.metrics.refused.labels(code.value).inc()
        peer.refused += 1
        if peer.refused <= LOGGED_REFUSALS:
            event("refusal", conn=peer.id, table=peer.table or None, reason=code.value,
                  text=why[:120])

    async def _session(self, ws: ServerConnection, peer: Peer) -> None:
        # The kernel's round trip bounds the echoes' (rok_qt.net.fairness); behind a proxy
        # the one its header carried (the kernel here sees the proxy).
        link = Link(link_rtt(ws.transport.get_extra_info("socket"),
                             proxied=bool(getattr(ws, "proxied", False)),
                             client_rtt_ms=getattr(ws, "client_rtt_ms", None),
                             direct=self.options.kernel_rtt))
        try:
            first = decode_client(await asyncio.wait_for(ws.recv(), HELLO_S))
        except (ProtocolError, TimeoutError, ConnectionClosed):
            self._fatal(peer, ErrorCode.FIRST, "Say Host or Join first.")
            return
        self.metrics.message_in(type(first).__name__.lower())
        path = ws.request.path if ws.request is not None else "/"
        try:
            table, attendee = self._hello(first, peer, link, path)
        except TableError as error:
            LOG.debug("a screen was turned away: %s", error.code)
            self._fatal(peer, error.code, str(error))
            return
        peer.table = table.code
        probe = asyncio.get_running_loop().create_task(self._probe(peer, attendee))
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

    def _hello(self, first: object, peer: Peer, link: Link,
               path: str) -> tuple[ServerTable, Attendee]:
        """Host or Join, on a connection to `path` (a join's ``/t/<code>``, or ``/``)."""
        if not isinstance(first, Host | Join):
            raise TableError(ErrorCode.FIRST, "Say Host or Join first.")
        path_code = code_of_path(path) or ""
        if path_code and (not isinstance(first, Join) or normal_code(first.table) != path_code):
            raise TableError(ErrorCode.NO_TABLE, "Join the table whose code is in the address.")
        if first.version != PROTOCOL_VERSION:
            raise TableError(ErrorCode.VERSION, version_text(first.version))
        if isinstance(first, Host):
            self._check_host_key(path)
            table = self._new_table(first)
            attendee = table.arrive_host(peer, link)
            self._reschedule(table)   # its lobby's expiry
            return table, attendee
        found = self._find(first.table, peer.address)
        attendee = found.arrive(peer, link, first)
        self._reschedule(found)
        return found, attendee

    def _check_host_key(self, path: str) -> None:
        """A server that hosts only its own table (`ServerOptions.host_key`: the host's app)
        takes a Host only with its key (``/?key=...``, rok_qt.net.codes.host_path)."""
        key = self.options.host_key
        if key is None:
            return
        given = dict(p.partition("=")[::2] for p in path.partition("?")[2].split("&"))
        if not hmac.compare_digest(given.get("key", "").encode(), key.encode()):
            raise TableError(ErrorCode.NOT_HOST, "This table server hosts only its own "
                             "table: ask its host for an invitation, or host a table on your "
                             "own computer.")

    def _find(self, code: str, address: str) -> ServerTable:
        """The table of a code, at the price a wrong code costs (rok_qt.net.caps.CodeGuard)."""
        now = self.clock()
        wait = self.codes.wait_s(address, now)
        if wait > 0:
            raise TableError(ErrorCode.WAIT, wait_text(wait))
        found = self.tables.find(normal_code(code))
        if found is None or found.closed:
            self.codes.missed(address, now)
            self.metrics.wrong_codes.inc()
            raise TableError(ErrorCode.NO_TABLE, "No table has that code.")
        return found

    async def _messages(self, ws: ServerConnection, peer: Peer, table: ServerTable,
                        attendee: Attendee) -> None:
        bucket, refused = Bucket(self.clock()), 0
        # A message arrived when its bytes reached this machine, not when the loop got to it
        # (a take read after a stall is not late: rok_qt.net.kernel_arrival).
        late = read_late(ws.transport.get_extra_info("socket")) or _never_late
        # No timeout around each receive (a task and a timer for every message would make the
        # collector's work grow with the traffic): _probe closes a connection silent too long.
        with contextlib.suppress(ConnectionClosed):
            async for raw in ws:
                arrival = peer.heard = self.clock() - late()
                if table.closed:
                    return
                verdict = self._message(raw, peer, table, attendee, bucket, arrival)
                if verdict is _Verdict.LEAVE:
                    return
                if verdict is _Verdict.REFUSED:
                    refused += 1
                    if refused >= MAX_REFUSED:
                        self._fatal(peer, ErrorCode.RATE, "Too many refused messages.")
                        return

    def _message(self, raw: bytes | str, peer: Peer, table: ServerTable, attendee: Attendee,
                 bucket: Bucket, arrival: float) -> _Verdict:
        """One message of a connection, and what came of it."""
        if not bucket.take(arrival):
            self._refuse(peer, ErrorCode.RATE, "Too many messages: slow down.")
            return _Verdict.REFUSED
        try:
            message = decode_client(raw)
            self.metrics.message_in(type(message).__name__.lower())
            if isinstance(message, Leave):
                attendee.left = True
                return _Verdict.LEAVE
            if isinstance(message, Ping | Echo):
                self._link_message(message, peer, table, attendee, arrival)
            elif isinstance(message, Host | Join):
                raise TableError(ErrorCode.NOT_NOW, "This connection has its table.")
            elif isinstance(message, Start) and self.draining and table.started:
                raise TableError(ErrorCode.NOT_NOW, "This table server is closing for an "
                                 "update: no new game here.")
            else:
                seq = table.game.seq
                table.handle(attendee, message, arrival)
                if isinstance(message, Live) and table.game.seq > seq:
                    self._time_out(table, arrival)
                self._reschedule(table)
        except ProtocolError as error:
            self.metrics.message_in("unreadable")
            self._refuse(peer, error.code, str(error))
            return _Verdict.REFUSED
        except TableError as error:
            self._refuse(peer, error.code, str(error))
            return _Verdict.REFUSED
        return _Verdict.TAKEN

    def _time_out(self, table: ServerTable, arrival: float) -> None:
        """Time a race move's entry from its arrival until it has gone to every player's
        screen (spectators' frames are written straight away, without a writer to wait on)."""
        peers = [a.peer for a in table.lobby.attendees
                 if isinstance(a.peer, Peer) and not a.spectator]
        left = len(peers)
        if not left:
            return
        histogram, clock = self.metrics.take_to_event, self.clock

        def reached() -> None:
            nonlocal left
            left -= 1
            if not left:
                histogram.observe((clock() - arrival) / 1000.0)
        for peer in peers:
            peer.mark(reached)

    def _refuse(self, peer: Peer, code: ErrorCode, text: str) -> None:
        self._refused(peer, code, text)
        _send(peer, Error(code, text[:200]))

    def _fatal(self, peer: Peer, code: ErrorCode, text: str) -> None:
        self._refused(peer, code, text)
        _send(peer, Error(code, text[:200], fatal=True))
        peer.close()

    def _link_message(self, message: Ping | Echo, peer: Peer, table: ServerTable,
                      attendee: Attendee, arrival: float) -> None:
        """Clock sync (Pong) and the server's own link measure (Echo)."""
        if isinstance(message, Ping):
            _send(peer, Pong(message.client_ms, arrival, self.clock()))
        elif attendee.link.echo(message.nonce, arrival) and attendee.seats:
            table.out.latency_changed()   # (the seat list shows the seats' latencies only)

    async def _probe(self, peer: Peer, attendee: Attendee) -> None:
        """Measure the link from the server's side every 2 s (Probe/Echo, a fresh nonce
        each; a spectator's about every SPECTATOR_PROBES turns, as it never races); close
        the connection once it has said nothing for IDLE_S (clients ping every 2 s)."""
        while True:
            if self.clock() - peer.heard > IDLE_S * 1000.0:
                peer.close()
                return
            _send(peer, Probe(attendee.link.probe(self.clock())))
            if not attendee.spectator:
                await asyncio.sleep(PING_INTERVAL_MS / 1000.0)
                continue
            # A crowd that came at once would wake at once: each spectator a little apart.
            await asyncio.sleep(PING_INTERVAL_MS / 1000.0 * SPECTATOR_PROBES
                                * random.uniform(0.8, 1.2))


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
