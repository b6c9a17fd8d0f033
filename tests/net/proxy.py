"""A small asyncio TCP proxy for tests and benchmarks: per-direction delay and jitter.

Each chunk read in one direction is written after `delay_ms` +- `jitter` (a share of the
delay), never before the chunk read before it (TCP keeps order: one writer per direction).
Loopback only.

The delay is the proxy's, not the network's: the server's kernel sees a connection from this
machine, with a round trip of microseconds. A server behind it must measure its links by the
probes alone (`--no-kernel-rtt`, `ServerOptions.kernel_rtt`, or `blind_kernel` in one test
process), as behind any TCP proxy (rok_qt.net.fairness), unless the proxy tells it the round
trip: with `send_rtt` each connection begins with a PROXY v2 header (as HAProxy's
``send-proxy-v2``) carrying the client's address and the round trip a kernel would measure as
such a link opens (one draw of the delay each way, as a network emulator's handshake meets,
or `handshake_ms` if given: a link slow just as it opened; plus the proxy's own socket's
kernel round trip), in an RTT TLV (rok_qt.net.proxy_protocol). The server must trust
127.0.0.1 (`ServerOptions.trusted_proxies`).

`delivered` lists, for every chunk passed to the server, when the proxy read it and when it
wrote it on (ms on the monotonic clock, `rok_qt.net.clock.monotonic_ms`): when a message
reached the server.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from dataclasses import dataclass
from typing import Any

import pytest

from rok_qt.net.clock import monotonic_ms
from rok_qt.net.kernel_rtt import kernel_rtt
from rok_qt.net.proxy_protocol import encode_header


def blind_kernel(monkeypatch: pytest.MonkeyPatch) -> None:
    """Servers made in this test process measure their links by the probes alone: their
    screens come through a LatencyProxy (module docstring)."""
    from rok_qt.net import kernel_rtt

    monkeypatch.setattr(kernel_rtt, "kernel_rtt", lambda _socket: None)


@dataclass
class Delay:
    """One direction's delay: `ms` on average, spread uniformly by +-`jitter` of it."""

    ms: float
    jitter: float = 0.0

    def draw(self, rng: random.Random) -> float:
        return max(0.0, self.ms * (1.0 + rng.uniform(-self.jitter, self.jitter)))


class LatencyProxy:
    """Listens on 127.0.0.1 and forwards to `target_port` with `up` (client to server) and
    `down` (server to client) delays. `cut()` drops every connection through it."""

    def __init__(self, target_port: int, up: Delay, down: Delay, seed: int = 0, *,
                 send_rtt: bool = False, handshake_ms: float | None = None) -> None:
        self.target_port = target_port
        self.up, self.down = up, down
        self.send_rtt = send_rtt
        self.handshake_ms = handshake_ms
        self.rtts_sent: list[float] = []
        """The round trips told to the server, one per connection (ms)."""
        self.delivered: list[tuple[float, float]] = []
        """Each chunk to the server: (read, written on), monotonic ms (module docstring)."""
        self.rng = random.Random(seed)
        self.port = 0
        self._server: asyncio.Server | None = None
        self._writers: set[asyncio.StreamWriter] = set()
        self._tasks: set[asyncio.Task[Any]] = set()

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._accept, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._tasks.add(task)
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
            self._writers |= {writer, up_writer}
            if self.send_rtt:
                up_writer.write(self._header(writer, up_writer))
            await asyncio.gather(self._pipe(reader, up_writer, self.up, self.delivered),
                                 self._pipe(up_reader, writer, self.down, None),
                                 return_exceptions=True)
        except asyncio.CancelledError:
            return   # closed: asyncio's stream callback would log a cancelled task as an error

    def _header(self, client: asyncio.StreamWriter, server: asyncio.StreamWriter) -> bytes:
        """The PROXY v2 header with the round trip of this link (module docstring)."""
        front = kernel_rtt(client.get_extra_info("socket"))
        own = front() if front is not None else None
        met = self.handshake_ms
        if met is None:
            met = self.up.draw(self.rng) + self.down.draw(self.rng)
        rtt = met + (own or 0.0)
        self.rtts_sent.append(rtt)
        peer, mine = client.get_extra_info("peername"), server.get_extra_info("sockname")
        return encode_header((peer[0], peer[1]), (mine[0], mine[1]), rtt_ms=rtt)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter,
                    delay: Delay, log: list[tuple[float, float]] | None) -> None:
        # One queue and one writer per direction: chunks leave in the order they came, each
        # when its own delay is up (never before the chunk ahead of it).
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[float, bytes, float] | None] = asyncio.Queue()
        sender = loop.create_task(self._send(queue, writer, log))
        try:
            while data := await reader.read(65536):
                queue.put_nowait((loop.time() + delay.draw(self.rng) / 1000.0, data,
                                  monotonic_ms()))
        finally:
            queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await sender

    @staticmethod
    async def _send(queue: asyncio.Queue[tuple[float, bytes, float] | None],
                    writer: asyncio.StreamWriter, log: list[tuple[float, float]] | None
                    ) -> None:
        loop = asyncio.get_running_loop()
        try:
            while (item := await queue.get()) is not None:
                due, data, read = item
                await asyncio.sleep(max(0.0, due - loop.time()))
                if writer.is_closing():
                    return
                writer.write(data)
                if log is not None:
                    log.append((read, monotonic_ms()))
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    def cut(self) -> None:
        """Drop every connection through the proxy at once (a network cut)."""
        for writer in self._writers:
            writer.transport.abort()
        self._writers.clear()

    async def close(self) -> None:
        self.cut()
        for task in list(self._tasks):
            task.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
