"""A table's spectators as one crowd: each frame made once, written a little at a time.

Spectators never slow the players (issue 32). A table hands each frame for its spectators to
its `Relay` after the players' frames went out. The relay makes the WebSocket frame once for
the whole crowd and writes it straight into each spectator's socket buffer (no task, no await:
`Peer.send_made`; a spectator that lets SPECTATOR_BUFFER bytes pile up is dropped, never waited
for), in turns of at most TURN_S. Frames handed over while others wait for the same crowd go
out together, one write a spectator: a write to a socket costs about the same for one frame or
three (the system call, not the bytes), and a race's start or a throw sends several at once.
A turn waits for everything else the server has to do: it is a timer due at once, and asyncio
runs those after the ready callbacks and the sockets' news, so a player's message is read and
answered between two turns, never behind a whole crowd.
Every spectator gets the frames in the order they were handed over.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Sequence

from rok_qt.net.peer import frame_of
from rok_qt.net.seating import Peer

TURN_S = 0.001
"""The most one turn writes for, in seconds of the server's time."""
STEP = 8
"""Spectators written between two looks at the clock."""


class Relay:
    """The frames on their way to a table's spectators (module docstring)."""

    def __init__(self) -> None:
        self._jobs: deque[_Job] = deque()
        self._turn: asyncio.TimerHandle | None = None

    def send(self, peers: Sequence[Peer], data: bytes) -> None:
        """`data` to each of `peers`, after what was handed over before it."""
        if not peers:
            return
        crowd = tuple(peers)
        jobs = self._jobs
        if jobs and jobs[-1].next == 0 and jobs[-1].peers == crowd:
            jobs[-1].add(data)   # nobody has the last one yet: both go in one write
        else:
            jobs.append(_Job(crowd, data))
        if self._turn is None:
            self._turn = asyncio.get_running_loop().call_later(0, self._run)

    @property
    def pending(self) -> int:
        """Frames not yet written to every spectator they are for."""
        return len(self._jobs)

    def _run(self) -> None:
        self._turn = None
        end = time.perf_counter() + TURN_S
        jobs = self._jobs
        while jobs:
            job = jobs[0]
            if job.write(STEP):
                jobs.popleft()
            if time.perf_counter() >= end:
                break
        if jobs:
            self._turn = asyncio.get_running_loop().call_later(0, self._run)

    def close(self) -> None:
        """The table closed: nothing more goes out."""
        self._jobs.clear()
        if self._turn is not None:
            self._turn.cancel()
            self._turn = None


class _Job:
    """Frames (one or more, in order) and the spectators still to get them."""

    __slots__ = ("data", "frame", "next", "peers")

    def __init__(self, peers: tuple[Peer, ...], data: bytes) -> None:
        self.peers, self.data, self.frame, self.next = peers, [data], frame_of(data), 0

    def add(self, data: bytes) -> None:
        """One more frame after the others (before anyone has them)."""
        self.data.append(data)
        self.frame += frame_of(data)

    def write(self, count: int) -> bool:
        """Write to the next `count` spectators; True when every one has it."""
        start, stop = self.next, min(self.next + count, len(self.peers))
        for peer in self.peers[start:stop]:
            peer.send_made(self.data, self.frame)
        self.next = stop
        return stop == len(self.peers)
