"""A crowd of spectators on raw sockets, for measuring what spectators cost a table's players.

Each spectator is what a spectator's screen is on the wire (a WebSocket to the table's address,
Join as a spectator, a Ping every SPECTATOR_PING_INTERVAL_MS, a WebSocket ping every
KEEPALIVE_S, an Echo for each Probe, a Pong for each WebSocket ping) and reads every frame
the server sends it (each frame's header parsed, its bytes counted), but decodes only what it
must answer: on a real table the crowd's screens are other computers, so their own work must
not be what slows the players measured here. One process, one thread, one epoll; it runs at
the lowest priority, apart (`aside`).

    python -m benchmarks.crowd PORT CODE COUNT SECONDS

prints "ready" once every spectator has its Welcome, then "read FRAMES BYTES LEAST CPU" (frames
and bytes over all, the fewest frames one spectator got, the crowd's CPU seconds while
watching) when SECONDS have passed or stdin closes, and leaves.
"""

from __future__ import annotations

import base64
import contextlib
import os
import random
import select
import socket
import struct
import sys
import time

from websockets.frames import Frame, Opcode

from rok_qt.net.client import KEEPALIVE_S
from rok_qt.net.clock import SPECTATOR_PING_INTERVAL_MS, monotonic_ms
from rok_qt.net.codes import table_path
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Echo,
    Join,
    Ping,
    Probe,
    Welcome,
    decode_server,
    encode,
)

_PROBE = encode(Probe(0)).partition(b"probe")[0] + b"probe"
"""How every Probe begins (its tag comes first): the one message a spectator must read."""


def _masked(opcode: Opcode, data: bytes) -> bytes:
    return Frame(opcode, data).serialize(mask=True, extensions=[])


class Spectator:
    """One spectator's socket, what it has read and what it must answer."""

    __slots__ = ("buffer", "first", "frames", "next_keepalive", "next_ping", "pings", "read",
                 "sock")

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self.buffer = b""
        self.first = b""
        """The first message (the Welcome, or the table's refusal)."""
        self.frames = self.read = self.pings = 0
        self.next_ping = self.next_keepalive = 0.0

    def take(self, data: bytes) -> bool:
        """Frames out of what arrived; False once the server closed the connection."""
        self.read += len(data)
        buffer = self.buffer + data if self.buffer else data
        at, end = 0, len(buffer)
        while end - at >= 2:
            length, head = buffer[at + 1] & 0x7F, 2
            if length == 126:
                if end - at < 4:
                    break
                length, head = struct.unpack_from("!H", buffer, at + 2)[0], 4
            elif length == 127:
                if end - at < 10:
                    break
                length, head = struct.unpack_from("!Q", buffer, at + 2)[0], 10
            if end - at < head + length:
                break
            opcode = buffer[at] & 0x0F
            payload = buffer[at + head:at + head + length]
            at += head + length
            if not self.frames:
                self.first = payload
            self.frames += 1
            if opcode == Opcode.BINARY and payload.startswith(_PROBE):
                probe = decode_server(payload)
                if isinstance(probe, Probe):
                    self.sock.sendall(_masked(Opcode.BINARY, encode(Echo(probe.nonce))))
            elif opcode == Opcode.PING:
                self.sock.sendall(_masked(Opcode.PONG, payload))
            elif opcode == Opcode.CLOSE:
                return False
        self.buffer = buffer[at:]
        return True

    def ping(self, now: float) -> None:
        """The clock sync's Ping and the WebSocket's keepalive ping when they are due."""
        if now >= self.next_ping:
            self.sock.sendall(_masked(Opcode.BINARY, encode(Ping(monotonic_ms()))))
            self.pings += 1
            self.next_ping = _next(self.next_ping, now, SPECTATOR_PING_INTERVAL_MS / 1000.0)
        if now >= self.next_keepalive:
            self.sock.sendall(_masked(Opcode.PING, os.urandom(4)))
            self.next_keepalive = _next(self.next_keepalive, now, KEEPALIVE_S)


def _next(due: float, now: float, every: float) -> float:
    """The next time on its own beat after `now` (a late one does not move the next)."""
    while due <= now:
        due += every
    return due


BATCH = 50
"""Spectators joining at once (each batch's handshakes in flight together)."""


def join(port: int, code: str, count: int) -> list[Spectator]:
    """`count` spectators joined to the table `code` (each Welcome read), their sockets
    non-blocking, `BATCH` at a time."""
    crowd: list[Spectator] = []
    while len(crowd) < count:
        socks = [_hello(port, code) for _ in range(min(BATCH, count - len(crowd)))]
        spectators = [_upgraded(sock, code) for sock in socks]
        for spectator in spectators:
            _welcomed(spectator)
        crowd.extend(spectators)
    return crowd


def _hello(port: int, code: str) -> socket.socket:
    """A connection with its WebSocket handshake sent."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=30)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET {table_path(code)} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                 f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                 "Sec-WebSocket-Version: 13\r\n\r\n".encode())
    return sock


def _upgraded(sock: socket.socket, code: str) -> Spectator:
    """The handshake's answer read, and Join as a spectator said."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = sock.recv(4096)
        if not chunk:
            raise ConnectionError("the server closed the connection during the handshake")
        answer += chunk
    head, _, rest = answer.partition(b"\r\n\r\n")
    if b" 101 " not in head.split(b"\r\n")[0]:
        raise ConnectionError(head.decode(errors="replace"))
    sock.sendall(_masked(Opcode.BINARY, encode(Join(PROTOCOL_VERSION, code, spectator=True))))
    spectator = Spectator(sock)
    spectator.take(rest)
    return spectator


def _welcomed(spectator: Spectator) -> None:
    """The Welcome read; the socket non-blocking from then on."""
    while spectator.frames == 0:
        spectator.take(spectator.sock.recv(1 << 16))
    if not isinstance(decode_server(spectator.first), Welcome):
        raise ConnectionError(f"the table did not welcome a spectator: {spectator.first!r}")
    spectator.sock.setblocking(False)


def watch(port: int, code: str, count: int, seconds: float) -> tuple[int, int, int, float]:
    """`count` spectators join, then read for `seconds` (or until stdin closes): the frames
    and bytes they read, the fewest frames one of them got, and the CPU seconds it took."""
    joined = time.monotonic()
    aside()
    crowd = join(port, code, count)
    began, cpu = time.monotonic(), time.process_time()
    print(f"joined in {began - joined:.2f} s", file=sys.stderr)
    for spectator in crowd:   # a crowd that came over a while pings at all phases
        spectator.next_ping = began + random.uniform(0.0, SPECTATOR_PING_INTERVAL_MS / 1000.0)
        spectator.next_keepalive = began + random.uniform(0.0, KEEPALIVE_S)
    print("ready", flush=True)
    poll = select.epoll()
    by_fd = {s.sock.fileno(): s for s in crowd}
    for fd in by_fd:
        poll.register(fd, select.EPOLLIN)
    stdin = sys.stdin.fileno()
    try:
        poll.register(stdin, select.EPOLLIN)
    except OSError:   # not a pipe (a file or /dev/null): the seconds alone end it
        stdin = -1
    end = time.monotonic() + seconds
    while (now := time.monotonic()) < end:
        for fd, _ in poll.poll(0.05):
            if fd == stdin:
                end = now
                continue
            spectator = by_fd[fd]
            try:
                data = spectator.sock.recv(1 << 18)
            except BlockingIOError:
                continue
            if not data or not spectator.take(data):
                poll.unregister(fd)
        for spectator in crowd:
            spectator.ping(now)
    for spectator in crowd:
        spectator.sock.close()
    return (sum(s.frames for s in crowd), sum(s.read for s in crowd),
            min((s.frames for s in crowd), default=0), time.process_time() - cpu)


def aside() -> None:
    """Run as other computers would: in a scheduling group of its own (a session of its own,
    so Linux's autogroup), so that the CPU it takes is not taken from the group the measured
    server is in, and at the lowest priority."""
    os.nice(19)
    with contextlib.suppress(OSError):
        os.setsid()


def main() -> None:
    """The crowd's process (module docstring)."""
    port, code, count, seconds = sys.argv[1:5]
    frames, read, least, cpu = watch(int(port), code, int(count), float(seconds))
    print(f"read {frames} {read} {least} {cpu:.2f}", flush=True)


if __name__ == "__main__":
    main()
