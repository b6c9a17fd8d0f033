"""Spectators never slow the players (issue 32): the players' round trip with none and 1,000.

Two headless `rok-qt-server` processes, each with one table where two screens driven by
computer players (rok_qt.net.robot) and a computer player play, game after game; the second
table has N spectators (benchmarks.crowd: a process of their own, on raw sockets, reading
every frame the table sends them). The players' screens at both tables ping their server
every PING_S, in turns, for the same seconds: the two servers meet the same moments of a
busy machine, so what differs is what the crowd costs. Each round trip is the Pong's arrival
less the Ping's sending and the server's own hold (what the seat list shows as latency).
Printed, for none and for N spectators: median and p99, each server's share of a core, and
the ratio of the p99s (goal: at most 2), over all the seconds and as the median of the
ratios of 1 s windows (each a twin of the other table's: a pause of the machine's in one
window moves one ratio, a crowd that holds the server's loop moves them all).
tests/net/test_hostile_crowd.py asserts the median over shorter windows.

    python -m benchmarks.bench_spectators [--spectators 1000] [--seconds 10]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import resource
import signal
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rok_qt.bots.levels import match_skill
from rok_qt.model.state import Controller
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Host,
    Join,
    Pong,
    SeatKind,
    Seats,
    SeatSpec,
    Start,
)
from rok_qt.net.robot import Robot

SPECTATORS = 1000
SECONDS = 10.0
PING_S = 0.05
GOAL_RATIO = 2.0
SETTLE_S = 1.0
"""From the crowd's joining to the measuring: a thousand joins in a second or two, each
answering the probe its Welcome came with, are the crowd's arrival, not its watching."""
ROOT = Path(__file__).resolve().parents[1]
"""Where the processes start (rok_qt and benchmarks are found from there)."""


def more_files(count: int = 4096) -> None:
    """Let this process (and the processes it starts) open `count` files: a crowd's sockets."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, count)), hard))


@contextlib.contextmanager
def serving(spectators: int) -> Iterator[tuple[int, int]]:
    """A `rok-qt-server` process that takes `spectators` at a table: its port and pid."""
    server = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--port", "0", "--max-tables", "10",
         "--max-per-address", str(spectators + 20), "--max-spectators", str(spectators)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        assert server.stdout is not None
        yield int(server.stdout.readline().rsplit(":", 1)[1]), server.pid
    finally:
        server.send_signal(signal.SIGINT)   # at once (SIGTERM would drain the games first)
        server.communicate(timeout=30)   # its last words read, so it never writes to no one


@dataclass
class Players:
    """Ann's and Bea's screens at a table where they (robots) and Runa (a computer) play."""

    screens: tuple[TableClient, TableClient]
    code: str
    trips: list[float] = field(default_factory=list)
    """Every round trip so far (ms), both screens'."""
    playing: list[asyncio.Task[None]] = field(default_factory=list)

    async def close(self) -> None:
        for task in self.playing:
            task.cancel()
        for screen in self.screens:
            await screen.close()


async def seated(port: int) -> Players:
    """Ann hosts, Bea joins, the game starts and their robots play."""
    uri = f"ws://127.0.0.1:{port}"
    ann, bea = TableClient(uri), TableClient(uri)
    welcome = await ann.connect(Host(PROTOCOL_VERSION, (
        SeatSpec("Ann"), SeatSpec("Open", open=True), SeatSpec("Runa", Controller.ADEPT)),
        time_limit_ms=8000))
    await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
    players = Players((ann, bea), welcome.table)
    for screen in players.screens:
        _time(screen, players.trips)
    while not any(isinstance(m, Seats) and all(s.kind != SeatKind.OPEN for s in m.seats)
                  for m in [await ann.messages.get()]):
        pass
    players.playing = [asyncio.get_running_loop().create_task(_play_on(players.screens))]
    return players


async def _play_on(screens: tuple[TableClient, TableClient]) -> None:
    """Game after game: the host starts it (then the rematch), the robots play it."""
    while True:
        await screens[0].send(Start())
        await asyncio.gather(*(Robot(s, match_skill(500.0, 100)).play() for s in screens))


async def pinging(tables: tuple[Players, ...], seconds: float, every: float = PING_S) -> None:
    """Every screen at `tables` pings `every` seconds for `seconds` (in turns, so that each
    table's players meet the same moments of the machine)."""
    screens = [screen for players in tables for screen in players.screens]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for screen in screens:
            await screen.send(screen.sync.ping(screen.clock()))
        await asyncio.sleep(every)
    await asyncio.sleep(0.2)   # the last pongs


def _time(screen: TableClient, trips: list[float]) -> None:
    on_pong = screen.sync.on_pong

    def timed(pong: Pong, now_ms: float) -> bool:
        trips.append((now_ms - pong.client_ms) - (pong.server_tx_ms - pong.server_rx_ms))
        return on_pong(pong, now_ms)
    screen.sync.on_pong = timed   # type: ignore[method-assign]


class Crowd:
    """N spectators in a process of their own (benchmarks.crowd) while it is open."""

    def __init__(self, port: int, code: str, count: int) -> None:
        self.args = (str(port), code, str(count))
        self.process: asyncio.subprocess.Process | None = None
        self.read = ""
        """What the crowd said it read (frames, bytes, the fewest frames one got, CPU s)."""

    async def __aenter__(self) -> Crowd:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "benchmarks.crowd", *self.args, "600", cwd=ROOT,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        assert self.process.stdout is not None
        if await self.process.stdout.readline() != b"ready\n":   # every spectator has joined
            raise RuntimeError("the spectators could not join (their error is above)")
        return self

    async def __aexit__(self, *_exc: object) -> None:
        process = self.process
        assert process is not None and process.stdin is not None and process.stdout is not None
        process.stdin.close()
        self.read = (await process.stdout.readline()).decode().strip()
        await process.wait()


async def side_by_side(ports: tuple[int, int], pids: tuple[int, int], spectators: int,
                       seconds: float, every: float = PING_S,
                       ) -> tuple[list[float], list[float], float, float, str]:
    """The same table on two servers at once, N spectators at the second's: the players'
    round trips at each over the same `seconds` (so both meet the same machine), each
    server's share of a core, and what the crowd read."""
    quiet, watched = await seated(ports[0]), await seated(ports[1])
    try:
        async with Crowd(ports[1], watched.code, spectators) as crowd:
            await asyncio.sleep(SETTLE_S)
            began, cpu = time.monotonic(), [cpu_s(pid) for pid in pids]
            first = [len(players.trips) for players in (quiet, watched)]
            await pinging((quiet, watched), seconds, every)
            took = [(cpu_s(pid) - was) / (time.monotonic() - began)
                    for pid, was in zip(pids, cpu, strict=True)]
    finally:
        for players in (quiet, watched):
            await players.close()
    return (quiet.trips[first[0]:], watched.trips[first[1]:], took[0], took[1],
            crowd.read)


def window_ratios(alone: list[float], crowded: list[float], windows: int) -> list[float]:
    """The p99 ratio (crowded / alone) of each of `windows` stretches of the same pings:
    the round trips of both tables, cut alike (they were sent in turns)."""
    size = min(len(alone), len(crowded)) // windows
    return [p99(crowded[i:i + size]) / p99(alone[i:i + size])
            for i in range(0, size * windows, size)] if size else []


def p99(samples: list[float]) -> float:
    """The 99th percentile (the sample below which 99 % of them lie)."""
    ordered = sorted(samples)
    return ordered[int(len(ordered) * 0.99)] if ordered else float("nan")


def cpu_s(pid: int) -> float:
    """CPU seconds a process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()  # noqa: SIM115
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> None:
    """`make bench` runs it with the defaults; the command line may change them."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_spectators")
    parser.add_argument("--spectators", type=int, default=SPECTATORS)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    args = parser.parse_args(argv if argv is not None or __name__ == "__main__" else [])
    more_files(args.spectators + 500)
    with serving(1) as (port0, pid0), serving(args.spectators) as (port1, pid1):
        alone, crowded, alone_cpu, crowd_cpu, read = asyncio.run(
            side_by_side((port0, port1), (pid0, pid1), args.spectators, args.seconds))
    for label, trips, cpu in (("no spectators", alone, alone_cpu),
                              (f"{args.spectators} spectators", crowded, crowd_cpu)):
        print(f"{'players round trip, ' + label:<48} median {statistics.median(trips):6.2f} ms"
              f"  p99 {p99(trips):6.2f} ms  n={len(trips)}  server {cpu * 100:.0f} % of a core")
    ratio = p99(crowded) / p99(alone)
    print(f"{'p99 with spectators / without':<48} {ratio:8.2f}  goal <= {GOAL_RATIO:g}: "
          f"{'ok' if ratio <= GOAL_RATIO else 'MISSED'}")
    ratios = window_ratios(alone, crowded, max(1, round(args.seconds)))
    print(f"{'the same, median of 1 s windows':<48} {statistics.median(ratios):8.2f}  ("
          + " ".join(f"{r:.1f}" for r in ratios) + ")")
    print(f"{'(the crowd read: frames bytes fewest cpu_s)':<48} {read}")
    load = os.getloadavg()
    print(f"{'(machine load average at the end)':<48} {load[0]:8.2f} {load[1]:.2f} "
          f"{load[2]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
