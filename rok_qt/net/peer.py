"""A connection as the table server holds it: its outgoing queue and its rate bucket."""

from __future__ import annotations

import asyncio
import contextlib

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from rok_qt import logs

LOG = logs.channel("network")

RATE = 60.0
"""Messages a second a connection may send on average (a race sends a few a second)."""
BURST = 120.0
MAX_QUEUED = 2000
"""Frames waiting for a slow client beyond which it is dropped."""


class Peer:
    """A connection's outgoing side: a queue drained by one writer task, so a table never
    waits on a slow client."""

    def __init__(self, ws: ServerConnection, now: float) -> None:
        self.ws = ws
        self.heard = now
        """When the client last said anything (server ms): the idle check's reference."""
        self.queue: asyncio.Queue[bytes | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, data: bytes) -> None:
        """Queue one frame (a client that lets MAX_QUEUED pile up is dropped)."""
        if self.queue.qsize() >= MAX_QUEUED:
            LOG.info("a connection let %d frames pile up unread: it is dropped", MAX_QUEUED)
            self.close()
            return
        self.queue.put_nowait(data)

    def close(self) -> None:
        """Close once the frames queued before have gone."""
        self.queue.put_nowait(None)

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while (data := await self.queue.get()) is not None:
                await self.ws.send(data)
        await self.ws.close()


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
