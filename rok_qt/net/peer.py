"""A connection as the table server holds it: who it is, its outgoing queue, its rate bucket."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed
from websockets.frames import Frame, Opcode
from websockets.protocol import State

from rok_qt import logs

LOG = logs.channel("network")

RATE = 60.0
"""Messages a second a connection may send on average (a race sends a few a second)."""
BURST = 120.0
MAX_QUEUED = 2000
"""Frames waiting for a slow client beyond which it is dropped."""
SPECTATOR_QUEUED = 200
"""The same for a spectator: the players are never waited for, and a spectator that falls
this far behind is dropped, not served late (its screen may join again)."""
SPECTATOR_BUFFER = 1 << 20
"""Bytes a spectator's socket may hold unsent before it is dropped (its frames are written
at once, without a writer's turn: a table's fan-out to a crowd costs no task switches)."""
MOVED = 1012
"""The WebSocket close code "service restart": a drained server closes its tables' connections
with it, and their screens rejoin (with their seat tokens) wherever the table is hosted again."""

Outgoing = bytes | Callable[[], None] | None
"""A frame; a mark, called once every frame queued before it has gone; None: close."""


class Peer:
    """A connection's outgoing side: a queue drained by one writer task, so a table never
    waits on a slow client. It carries the connection's id (``c17``, for the log) and the real
    client's address (behind a trusted proxy, the one the proxy reported)."""

    def __init__(self, ws: ServerConnection, now: float, *, conn_id: str = "",
                 address: str = "?", sent: Callable[[bytes], None] | None = None) -> None:
        self.ws = ws
        self.id = conn_id
        self.address = address
        """The real client's address: what the per-address caps count."""
        self.table = ""
        """The code of the table it is at ("" before its Host or Join is taken)."""
        self.refused = 0
        """Messages of it refused so far."""
        self.heard = now
        """When the client last said anything (server ms): the idle check's reference."""
        self.queue: asyncio.Queue[Outgoing] = asyncio.Queue()
        self.max_queued = MAX_QUEUED
        """Frames it may let pile up before it is dropped (fewer for a spectator)."""
        self._direct = False
        """A spectator's: frames written at once while nothing waits before them."""
        self._busy = False
        self._sent = sent
        self._close_code, self._close_reason = 1000, ""
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, data: bytes) -> None:
        """Queue one frame (a client that lets MAX_QUEUED pile up is dropped). Written at once
        while nothing waits before it: a spectator's always, a player's while its socket has
        nothing unsent (else its writer waits for the socket to drain)."""
        if self._now():
            self._write_now((data,), frame_of(data))
        else:
            self._queue(data)

    def send_made(self, messages: Sequence[bytes], frames: bytes) -> None:
        """Messages in order with their WebSocket frames made already, one after another in
        `frames` (`frame_of`, once for a crowd): written in one go when nothing waits before
        them, else queued one by one as `send` does."""
        if self._now():
            self._write_now(messages, frames)
            return
        for data in messages:
            self._queue(data)

    def _now(self) -> bool:
        """Whether a frame may be written at once (`send`)."""
        return not self._busy and self.queue.empty() and self._writable()

    def _queue(self, data: bytes) -> None:
        if self.queue.qsize() >= self.max_queued:
            LOG.info("a connection let %d frames pile up unread: it is dropped",
                     self.max_queued)
            self.close()
            return
        self.queue.put_nowait(data)

    def watching(self) -> None:
        """A spectator's connection: written to at once, dropped when SPECTATOR_QUEUED frames
        or SPECTATOR_BUFFER bytes behind. It gets no WebSocket keepalive pings: the table's
        own probe and idle check watch it (rok_qt.net.connection), at times of its own, where
        a crowd that came at once would have its keepalives fall due together."""
        self.max_queued = SPECTATOR_QUEUED
        self._direct = True
        keepalive = self.ws.keepalive_task
        if keepalive is not None:
            keepalive.cancel()

    def _writable(self) -> bool:
        """Whether a frame may be written at once (module docstring of `send_made`)."""
        if self._direct:
            return True
        transport = self.ws.transport
        return transport is not None and transport.get_write_buffer_size() == 0

    def _write_now(self, messages: Sequence[bytes], frames: bytes) -> None:
        """Write frames without the writer's turn (as websockets' broadcast does, the frames
        made once for many connections)."""
        ws = self.ws
        if ws.protocol.state is not State.OPEN or ws.send_in_progress is not None:
            return
        transport = ws.transport
        if transport is None:
            return
        if self._direct and transport.get_write_buffer_size() > SPECTATOR_BUFFER:
            LOG.info("a spectator let %d bytes pile up unread: it is dropped",
                     transport.get_write_buffer_size())
            self._direct = False
            self.close()
            return
        transport.write(frames)
        if self._sent is not None:
            for data in messages:
                self._sent(data)

    def mark(self, reached: Callable[[], None]) -> None:
        """Call `reached` once the frames queued so far have gone to the socket."""
        self.queue.put_nowait(reached)

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close once the frames queued before have gone (`code`: the WebSocket close code)."""
        if code != 1000:
            self._close_code, self._close_reason = code, reason
        self.queue.put_nowait(None)

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (data := await self.queue.get()) is not None:
                if isinstance(data, bytes):
                    self._busy = True
                    await self.ws.send(data)
                    self._busy = False
                    if self._sent is not None:
                        self._sent(data)
                else:
                    data()
        await self.ws.close(self._close_code, self._close_reason)


def frame_of(data: bytes) -> bytes:
    """The WebSocket frame of one binary message from the server: unmasked and without
    extensions (the server runs without compression), so one frame serves every connection."""
    return Frame(Opcode.BINARY, data).serialize(mask=False, extensions=[])


class Bucket:
    """A token bucket: RATE a second, BURST at once."""

    def __init__(self, now: float) -> None:
        self.tokens, self.at = BURST, now

    def take(self, now: float) -> bool:
        """One message at `now` (server ms): False when the bucket is empty."""
        self.tokens = min(BURST, self.tokens + (now - self.at) / 1000.0 * RATE)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
