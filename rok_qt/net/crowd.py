"""A table's spectators as one crowd: each frame made once, written a little at a time.

Spectators never slow the players (issue 32). A table hands each frame for its spectators to
its `Relay` after the players' frames went out. The relay makes the WebSocket frame once for
the whole crowd and writes it straight into each spectator's socket buffer (no task, no await:
`FrameSink.send_made`; a spectator that lets SPECTATOR_BUFFER bytes pile up is dropped, never waited
for), in turns of at most TURN_S with a rest of REST_S between them. Writes to the crowd begin
at most every BEAT_S: frames handed over while others wait for the same crowd go out together,
one write a spectator, as a write to a socket costs about the same for one frame or five (the
system call, not the bytes), and a race's start, a throw or a take sends several a few ms
apart. So a spectator sees the game up to BEAT_S later than the players (a watcher does not
race), and a crowd of 1,000 costs the server a few writes a spectator a second, not one a
frame. A turn waits for everything else the server has to do: it is a timer, and asyncio runs
those after the ready callbacks and the sockets' news, so a player's message is read and
answered between two turns, never behind a whole crowd; and between turns the server sleeps,
so a busy machine wakes it at once for a player rather than counting it among the programs
that keep a core busy. Every spectator gets the frames in the order they were handed over.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Sequence

from rok_qt.net.peer import frame_of
from rok_qt.net.seating import FrameSink

TURN_S = 0.001
"""The most one turn writes for, in seconds of the server's time."""
REST_S = 0.003
"""The pause after a turn that left writes to do: the crowd's writes spread over the beat
rather than in one burst, and a server that sleeps between short turns is one the system
wakes at once when a player's message comes, even on a busy machine."""
BEAT_S = 0.25
"""The least time between the starts of two writes to the crowd: what is handed over in
between goes out together, one write a spectator (a take, its view and the seat list come
a few ms apart, and a write to a socket costs the server the same for one frame or five)."""
STEP = 8
"""Spectators written between two looks at the clock."""


class Relay:
    """The frames on their way to a table's spectators (module docstring)."""

    def __init__(self) -> None:
        self._jobs: deque[_Job] = deque()
        self._turn: asyncio.TimerHandle | None = None
        self._began = float("-inf")
        """When the last write to the crowd began (the loop's time)."""

    def send(self, peers: Sequence[FrameSink], data: bytes) -> None:
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
        loop = asyncio.get_running_loop()
        end = time.perf_counter() + TURN_S
        jobs = self._jobs
        while jobs:
            job = jobs[0]
            if job.next == 0:   # a new write begins: on the beat, so that more may join it
                wait = self._began + BEAT_S - loop.time()
                if wait > 0:
                    self._turn = loop.call_later(wait, self._run)
                    return
                self._began = loop.time()
            if job.write(STEP):
                jobs.popleft()
            if time.perf_counter() >= end:
                break
        if jobs:
            self._turn = loop.call_later(REST_S, self._run)

    def close(self) -> None:
        """The table closed: nothing more goes out."""
        self._jobs.clear()
        if self._turn is not None:
            self._turn.cancel()
            self._turn = None


class _Job:
    """Frames (one or more, in order) and the spectators still to get them."""

    __slots__ = ("data", "frame", "next", "peers")

    def __init__(self, peers: tuple[FrameSink, ...], data: bytes) -> None:
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
