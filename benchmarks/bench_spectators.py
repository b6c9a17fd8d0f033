"""Spectators never slow the players (issue 32): a player's round trip with none and 1,000.

A headless `rok-qt-server` process; one table where two screens driven by computer players
(rok_qt.net.robot) and a computer player play whole games, one after another; and, in a
process of its own, N spectators that join in the first seconds and read everything the
table sends them. Ann's screen pings the server every 50 ms for the measured seconds; each
round trip is the Pong's arrival less the Ping's sending and the server's own hold (what the
seat list shows as latency). Printed, for none and for N spectators: median and p99, and the
ratio of the p99s (goal: at most 2).

    python -m benchmarks.bench_spectators [--spectators 1000] [--seconds 15]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import signal
import statistics
import subprocess
import sys
import time

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
SECONDS = 15.0
PING_S = 0.05
GOAL_RATIO = 2.0


def _more_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))


def _server(spectators: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--port", "0", "--max-tables", "10",
         "--max-per-address", str(spectators + 20), "--max-spectators", str(spectators)],
        stdout=subprocess.PIPE, text=True)


async def _watch(port: int, code: str, count: int, seconds: float) -> None:
    """The spectators' process: join over the first seconds, read everything, then go. It
    runs at the lowest priority: on a real table the crowd's screens are other computers, so
    their own work must not be what slows the player's measured round trip here."""
    os.nice(19)
    uri = f"ws://127.0.0.1:{port}"
    screens = []
    for _ in range(count):
        screen = TableClient(uri, mirror=False)
        await screen.connect(Join(PROTOCOL_VERSION, code, spectator=True))
        screens.append(screen)

    async def read(screen: TableClient) -> None:
        while await screen.messages.get() is not None:
            pass
    readers = [asyncio.get_running_loop().create_task(read(s)) for s in screens]
    print("ready", flush=True)
    await asyncio.sleep(seconds)
    for reader in readers:
        reader.cancel()
    for screen in screens:
        await screen.close()


async def _play(port: int, spectators: int, seconds: float) -> list[float]:
    """Ann's round trips while the table plays (and N spectators watch)."""
    uri = f"ws://127.0.0.1:{port}"
    ann, bea = TableClient(uri), TableClient(uri)
    welcome = await ann.connect(Host(PROTOCOL_VERSION, (
        SeatSpec("Ann"), SeatSpec("Open", open=True), SeatSpec("Runa", Controller.ADEPT)),
        time_limit_ms=8000))
    await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
    watchers = None
    if spectators:
        watchers = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "benchmarks.bench_spectators", "--watch",
            f"{port}:{welcome.table}:{spectators}", "--seconds", str(seconds + 5),
            stdout=asyncio.subprocess.PIPE)
        assert watchers.stdout is not None
        await watchers.stdout.readline()   # every spectator has joined
    trips: list[float] = []
    on_pong = ann.sync.on_pong

    def timed(pong: Pong, now_ms: float) -> bool:
        trips.append((now_ms - pong.client_ms) - (pong.server_tx_ms - pong.server_rx_ms))
        return on_pong(pong, now_ms)
    ann.sync.on_pong = timed   # type: ignore[method-assign]
    while not any(isinstance(m, Seats) and all(s.kind != SeatKind.OPEN for s in m.seats)
                  for m in [await ann.messages.get()]):
        pass
    await ann.send(Start())
    robots = [Robot(screen, match_skill(500.0, 100)) for screen in (ann, bea)]
    playing = [asyncio.get_running_loop().create_task(r.play()) for r in robots]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        await ann.send(ann.sync.ping(ann.clock()))
        await asyncio.sleep(PING_S)
    for task in playing:
        task.cancel()
    for screen in (ann, bea):
        await screen.close()
    if watchers is not None:
        await watchers.wait()
    return trips


def _cpu_s(pid: int) -> float:
    """CPU seconds a process has used (Linux /proc; 0 elsewhere)."""
    try:
        fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()  # noqa: SIM115
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _run(spectators: int, seconds: float) -> tuple[list[float], float]:
    """Ann's round trips, and the server's share of a core over the run."""
    server = _server(max(spectators, 1))
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().rsplit(":", 1)[1])
        began, cpu = time.monotonic(), _cpu_s(server.pid)
        trips = asyncio.run(_play(port, spectators, seconds))
        return trips, (_cpu_s(server.pid) - cpu) / (time.monotonic() - began)
    finally:
        server.send_signal(signal.SIGINT)   # at once (SIGTERM would drain the games first)
        server.wait(30)


def _p99(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[int(len(ordered) * 0.99)] if ordered else float("nan")


def main(argv: list[str] | None = None) -> None:
    """`make bench` runs it with the defaults; the command line may change them."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_spectators")
    parser.add_argument("--spectators", type=int, default=SPECTATORS)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--watch", help=argparse.SUPPRESS)
    args = parser.parse_args(argv if argv is not None or __name__ == "__main__" else [])
    _more_files()
    if args.watch:
        port, code, count = args.watch.split(":")
        asyncio.run(_watch(int(port), code, int(count), args.seconds))
        return
    alone, alone_cpu = _run(0, args.seconds)
    crowd, crowd_cpu = _run(args.spectators, args.seconds)
    for label, trips, cpu in (("no spectators", alone, alone_cpu),
                              (f"{args.spectators} spectators", crowd, crowd_cpu)):
        print(f"{'player round trip, ' + label:<48} median {statistics.median(trips):6.2f} ms"
              f"  p99 {_p99(trips):6.2f} ms  n={len(trips)}  server {cpu * 100:.0f} % of a "
              f"core")
    ratio = _p99(crowd) / _p99(alone)
    print(f"{'p99 with spectators / without':<48} {ratio:8.2f}  goal <= {GOAL_RATIO:g}: "
          f"{'ok' if ratio <= GOAL_RATIO else 'MISSED'}")
    load = os.getloadavg()
    print(f"{'(machine load average at the end)':<48} {load[0]:8.2f} {load[1]:.2f} "
          f"{load[2]:.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
