"""This screen's connection to a table server: asyncio on its own thread, Qt only by signals.

The network never runs on the GUI thread (DESIGN.md, after Kajongg's lesson): a daemon thread
owns an asyncio loop and the WebSocket; every message from the server crosses into Qt as the
`received` signal, emitted on the GUI thread (below). Sending goes the other way through
`loop.call_soon_threadsafe`.

The link also keeps the clock in step (`rok_qt.net.clock.ClockSync`: a ping every 2 s, four
quick ones at first), answers the server's probes at once, and rejoins by itself with
its seat token when the connection drops (for as long as the server keeps the seat).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

from PySide6.QtCore import QObject, Signal

from rok_qt import logs
from rok_qt.net import protocol as p
from rok_qt.net.clock import ClockSync
from rok_qt.net.codes import join_url
from rok_qt.session_clock import perf_ms

LOG = logs.channel("network")
PING_S = 2.0
QUICK_PINGS = 4
RETRY_S = 1.0
OPEN_TIMEOUT_S = 5.0
GOODBYE_S = 0.5
"""How long leaving waits for its Leave to go out before the connection is cut."""
REFUSED = "refused"
"""`failed` words for a connection that never came up: nothing listens at that address,"""
UNREACHABLE = "unreachable"
"""the address cannot be reached (no such name, no route, no answer in time),"""
NOT_ROK = "not_rok"
"""something answers but it is no table server (not WebSocket, or not this protocol),"""
TLS = "tls"
"""the secure connection failed (wss:// to a server without TLS, or a certificate refused),"""
PINNED = "pinned"
"""the server showed another certificate than the invitation's pin (rok_qt.net.pinning)."""


def failure(error: Exception, secure: bool) -> str:
    """What went wrong when connecting (`secure`: over wss://), as one of the words above."""
    import ssl

    from websockets.exceptions import InvalidHandshake, InvalidURI

    from rok_qt.net.pinning import CertificateMismatch

    if isinstance(error, CertificateMismatch):
        return PINNED
    if isinstance(error, ConnectionRefusedError):
        return REFUSED
    # A server without TLS drops a TLS hello: the connection is reset in the handshake.
    if isinstance(error, ssl.SSLError) or (secure and isinstance(error, ConnectionResetError)):
        return TLS
    if isinstance(error, InvalidHandshake | InvalidURI):
        return NOT_ROK
    return UNREACHABLE


class TableLink(QObject):
    """One WebSocket to a table server, on a thread of its own (module docstring).

    `received(message)` for each server message (a `rok_qt.net.protocol` struct);
    `connection_changed(bool)` when the link is up or down; `failed(str)` when it is down for
    good (why, as a word of `failure`, or the server's refusal); `rtt_changed(float)` after
    each ping. All four are emitted on the GUI thread.
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
        self.url = url
        self.pin = pin
        self.seen_pin = ""
        """The fingerprint of the certificate the server showed (over wss://), once
        connected: the host's lobby puts it in the invitation it copies."""
        self._first = first
        self.clock = ClockSync()
        """The server's clock seen from here, on perf_counter ms (the race clock's base)."""
        self.token = ""
        self.code = first.table if isinstance(first, p.Join) else ""
        """The seat token of the last Welcome: a rejoin shows it."""
        self.last_seq = 0
        """Set by the session as log entries are applied: a rejoin asks for what follows."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[bytes] | None = None
        self._closing = False
        self._moved = False
        """The server closed with "service restart" (1012): it is being restarted or drained,
        so a refused connection means "not back yet" rather than "gone" while the seat lasts."""
        self._thread = threading.Thread(target=self._run, name="rok-network", daemon=True)
        self._received.connect(self.received)
        self._connection_changed.connect(self.connection_changed)
        self._failed.connect(self.failed)
        self._rtt_changed.connect(self.rtt_changed)

    def start(self) -> None:
        """Connect (on the network thread)."""
        self._thread.start()

    def send(self, message: p.ClientMessage) -> None:
        """Queue a message for the server; dropped silently while the link is down (a rejoin
        brings the table's state back)."""
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._send_now, p.encode(message))

    def close(self) -> None:
        """Leave the table and stop the thread (waits a moment for a clean goodbye: the table
        must hear Leave, else it waits for this screen as for a dropped one)."""
        self._closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._goodbye()))
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2.0)

    # --- the network thread -----------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._keep_connected())
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

    def cut(self) -> None:
        """End the connection without a word, as a crash or a pulled cable does: the table
        keeps this screen's seats for its return (RECONNECT_S)."""
        self._closing = True
        loop = self._loop
        if loop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._stop_loop)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(2.0)

    async def _goodbye(self) -> None:
        """Say Leave, let the writer send it (at most GOODBYE_S), then stop."""
        outbox = self._outbox
        if outbox is not None:
            outbox.put_nowait(p.encode(p.Leave()))
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(GOODBYE_S):
                    while not outbox.empty():
                        await asyncio.sleep(0.005)
                    await asyncio.sleep(0.02)   # the frame taken is on its way out
        self._stop_loop()

    def _stop_loop(self) -> None:
        for task in asyncio.all_tasks():
            task.cancel()

    def _send_now(self, frame: bytes) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait(frame)   # in order, by the connection's writer

    async def _keep_connected(self) -> None:
        """Connect; after a drop, rejoin with the seat token until it works or is refused."""
        from websockets.exceptions import InvalidHandshake, InvalidURI

        first: p.Host | p.Join = self._first
        deadline: float | None = None
        while not self._closing:
            try:
                welcomed = await self._session(first)
            except (TimeoutError, OSError, InvalidURI, InvalidHandshake) as error:
                LOG.info("cannot reach %s: %s", self.url, error)
                welcomed = False
                # Refused: nothing listens there any more (the server is gone), unlike a
                # network cut, which times out and is tried again while the seat is kept; and
                # unlike a server that said "service restart": it is on its way back.
                gone = isinstance(error, ConnectionRefusedError) and not self._moved
                if not self.token or gone:
                    self._failed.emit(failure(error, self.url.startswith("wss:")))
                    return
            except _Refused as refused:
                self._failed.emit(refused.text)
                return
            if self._closing:
                return
            self._connection_changed.emit(False)
            if not self.token:
                self._failed.emit("")
                return
            now = perf_ms()
            if welcomed or deadline is None:
                deadline = now + p.RECONNECT_S * 1000
            if now > deadline:
                self._failed.emit("")
                return
            first = p.Join(p.PROTOCOL_VERSION, self.code, token=self.token,
                           last_seq=self.last_seq)
            await asyncio.sleep(RETRY_S)

    async def _session(self, first: p.Host | p.Join) -> bool:
        """One connection, until it closes; True when it got as far as a Welcome."""
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed

        from rok_qt.net.peer import MOVED

        welcomed = False
        from rok_qt.net.pinning import connect_options, seen_pin

        async with connect(self.url, open_timeout=OPEN_TIMEOUT_S, max_size=p.MAX_MESSAGE,
                           proxy=None, compression=None,
                           **connect_options(self.url, self.pin)) as socket:
            self.seen_pin = seen_pin(socket)
            hello_ms = perf_ms()
            await socket.send(p.encode(first))
            self._outbox = asyncio.Queue()
            pinger = asyncio.ensure_future(self._ping(socket))
            writer = asyncio.ensure_future(self._write(socket, self._outbox))
            try:
                async for frame in socket:
                    message = self._decode(frame)
                    if message is None:
                        continue
                    if isinstance(message, p.Probe):
                        await socket.send(p.encode(p.Echo(message.nonce)))
                        continue
                    if isinstance(message, p.Pong):
                        if self.clock.on_pong(message, perf_ms()):
                            self._rtt_changed.emit(self.clock.rtt_ms)
                        continue
                    if isinstance(message, p.Welcome):
                        # The hello and its welcome are the first clock sample: a race can be
                        # timed before the first pong.
                        self.clock.sample(hello_ms, message.server_ms, message.server_ms,
                                          perf_ms())
                        welcomed = True
                        self.token, self.code = message.token, message.table
                        self.url = join_url(self.url, self.code)   # a rejoin goes to the table
                        self._connection_changed.emit(True)
                    if isinstance(message, p.Error) and message.fatal and not welcomed:
                        self._received.emit(message)
                        raise _Refused(message.text)
                    self._received.emit(message)
            except ConnectionClosed:
                pass
            finally:
                self._moved = socket.close_code == MOVED
                pinger.cancel()
                writer.cancel()
                self._outbox = None
        return welcomed

    @staticmethod
    def _decode(frame: bytes | str) -> p.ServerMessage | None:
        try:
            return p.decode_server(frame)
        except p.ProtocolError as error:
            LOG.warning("a message from the server was refused: %s", error)
            return None

    @staticmethod
    async def _write(socket: object, outbox: asyncio.Queue[bytes]) -> None:
        from websockets.asyncio.client import ClientConnection
        from websockets.exceptions import ConnectionClosed

        assert isinstance(socket, ClientConnection)
        with contextlib.suppress(ConnectionClosed):
            while True:
                await socket.send(await outbox.get())

    async def _ping(self, socket: object) -> None:
        from websockets.asyncio.client import ClientConnection
        from websockets.exceptions import ConnectionClosed

        assert isinstance(socket, ClientConnection)
        with contextlib.suppress(ConnectionClosed):
            for _quick in range(QUICK_PINGS):   # in step before the first race
                await socket.send(p.encode(self.clock.ping(perf_ms())))
                await asyncio.sleep(0.05)
            while True:
                await asyncio.sleep(PING_S)
                await socket.send(p.encode(self.clock.ping(perf_ms())))


class _Refused(Exception):
    """The server refused us for good (a fatal Error before any Welcome)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text
