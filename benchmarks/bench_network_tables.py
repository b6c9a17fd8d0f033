"""One table server process holding 200 tables of 4 screens (R7.3), over real loopback sockets.

A headless `rok-qt-server` runs as its own process. The 800 screens (TableClient with clock
sync and stamps, without a mirror of the game) run in WORKERS processes of their own, worker k
holding tables k, k + WORKERS, ... whole, so a table's four screens and the move's sender share
one clock, no screen waits behind 799 others in one event loop, and a stall of the server slows
every worker's moves at once while a worker's own stall slows only its own. Each worker
freezes its long-lived objects out of the collector and turns it off during the load (a
collection over them would be counted as the server's latency).

Once every table's race is under way, the tables take turns evenly in time: 200 moves a
second in all (one per table per second, 5 ms apart across the server), for LOAD_S seconds.
A move is a screen's seat taking its own stone or putting it back (so every move is logged,
none is refused, and the race never runs out of stones). Measured for each move: from the
moment its screen sends it to the moment its log entry has reached the last of the table's
four screens. That is the move's arrival at the server to its event on every screen, plus one
loopback hop and the screens' own reading of the frames: the protocol carries no arrival
stamp, so the figure is an upper bound of the server's part. Printed: median and p99 (goal
p99 <= 20 ms); the server's CPU time over the load and the time it waited, ready to run, for
a CPU (Linux's schedstat: what the machine's other work cost it); its memory per table
(resident size with 200 tables playing, less its size before any, over 200); and the load
average (a shared machine's other work shows up in the p99).

    python -m benchmarks.bench_network_tables [--workers 4] [--seconds 20]
                                              [--profile FILE] [--samples FILE]

`--profile FILE` runs the server under cProfile and writes its statistics to FILE;
`--samples FILE` writes every move's (send time, ms) per worker as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import resource
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from rok_qt.model import engine
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import PutBack, Take, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import PlayMode
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Go,
    Host,
    Join,
    Logged,
    Refused,
    SeatSpec,
    ServerMessage,
    Start,
)

TABLES = 200
SEATS = 4
WORKERS = 4
LOAD_S = 20.0
MOVE_EVERY_S = 1.0
"""Each table moves once a second; the tables' moves are spread evenly over that second."""
GOAL_P99_MS = 20.0
NAMES = ("Ann", "Bea", "Cid", "Dan")


def _seed() -> tuple[int, list[int]]:
    """A seed whose round 1 has a race, first player seat 0, and the stones it reveals."""
    seed = 1
    while True:
        config = GameConfig([SeatConfig(n) for n in NAMES], seed, mode=PlayMode.LIVE,
                            time_limit_ms=600_000)
        state, _ = new_game(config)
        if waiting_for(state).player == 0:
            thrown, _ = engine.step(state, Throw(0), record_frames=False)
            if thrown.live is not None and len(takeable_stones(thrown)) >= SEATS:
                return seed, sorted(takeable_stones(thrown))
        seed += 1


def _proc(pid: int) -> tuple[int, float, float]:
    """A process's resident size (KiB), its CPU time so far and the time it waited, ready to
    run, for a CPU (s; Linux's schedstat: what other work on the machine cost it)."""
    rss = 0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1])
    ran, waited, _ = Path(f"/proc/{pid}/schedstat").read_text().split()
    return rss, int(ran) / 1e9, int(waited) / 1e9


# --- A worker: whole tables, in a process of their own -------------------------------------

class _Table:
    """One table's four screens and the moves measured on them."""

    def __init__(self, index: int, stones: list[int]) -> None:
        self.index = index
        self.stones = stones[:SEATS]
        """Each seat's own stone: it takes it and puts it back, so no move is refused."""
        self.screens: list[TableClient] = []
        self.holding = [False] * SEATS
        self.sent_count = [0] * SEATS
        self.sent: dict[tuple[int, int], float] = {}
        """(seat, n) -> when that seat's n-th move left its screen (time.monotonic, s)."""
        self.got: dict[tuple[int, int], list[float]] = {}
        self.seen = [[0] * SEATS for _ in range(SEATS)]
        """Per screen, per seat: that seat's moves whose log entry this screen has read."""
        self.gos = 0
        self.refused = 0

    def hook(self, number: int, screen: TableClient) -> None:
        def seen(message: ServerMessage) -> None:
            now = time.monotonic()
            if isinstance(message, Logged) and isinstance(message.move, Take | PutBack):
                seat = message.move.player
                self.seen[number][seat] += 1
                self.got.setdefault((seat, self.seen[number][seat]), []).append(now)
            elif isinstance(message, Go):
                self.gos += 1
            elif isinstance(message, Refused):
                self.refused += 1
        screen.on_message = seen

    async def move(self, turn: int) -> None:
        """The turn-th move of this table: its seat takes its stone, or puts it back."""
        seat = turn % SEATS
        screen = self.screens[seat]
        if not screen.stamper.running:
            return
        stone = self.stones[seat]
        kind = PutBack if self.holding[seat] else Take
        self.holding[seat] = not self.holding[seat]
        now = time.monotonic()
        live = screen.stamper.stamp(kind(seat, stone, 0.0), screen.clock())
        self.sent_count[seat] += 1
        self.sent[(seat, self.sent_count[seat])] = now
        await screen.send(live)

    def latencies_ms(self) -> list[tuple[float, float]]:
        """(when the move was sent, ms until its entry was on every screen) of each move."""
        return [(self.sent[key], (max(times) - self.sent[key]) * 1000.0)
                for key, times in self.got.items() if key in self.sent and len(times) == SEATS]


async def _open(uri: str, table: _Table, seed: int) -> None:
    host = TableClient(uri, mirror=False)
    seats = (SeatSpec(NAMES[0]), *(SeatSpec(f"Open {i}", open=True) for i in range(1, SEATS)))
    welcome = await host.connect(Host(PROTOCOL_VERSION, seats, time_limit_ms=600_000,
                                      seed=seed))
    table.screens = [host]
    for name in NAMES[1:]:
        screen = TableClient(uri, mirror=False)
        await screen.connect(Join(PROTOCOL_VERSION, welcome.table, (name,)))
        table.screens.append(screen)
    for number, screen in enumerate(table.screens):
        table.hook(number, screen)


async def _drain(tables: list[_Table]) -> None:
    """Nobody reads the screens' queues here: empty them now and then."""
    while True:
        for table in tables:
            for screen in table.screens:
                while not screen.messages.empty():
                    screen.messages.get_nowait()
        await asyncio.sleep(0.5)


async def _work(port: int, first: int, step: int) -> dict[str, object]:
    uri = f"ws://127.0.0.1:{port}"
    seed, stones = _seed()
    tables = [_Table(index, stones) for index in range(first, TABLES, step)]
    for start in range(0, len(tables), 10):
        await asyncio.gather(*(_open(uri, t, seed) for t in tables[start:start + 10]))
    drain = asyncio.get_running_loop().create_task(_drain(tables))
    print("ready", flush=True)
    # Everything made so far lives to the end: out of the collector's sight, and no
    # collection during the load (it would stall this process, not the server).
    gc.collect()
    gc.freeze()
    gc.disable()
    line = await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    begin = float(line.split()[1])
    for table in tables:
        await table.screens[0].send(Start())
    await asyncio.sleep(1.0)
    for table in tables:
        await table.screens[0].send(Answer(Throw(0)))
    await _schedule(tables, begin)
    await asyncio.sleep(1.0)
    drain.cancel()
    gc.enable()
    return {"latencies": [pair for t in tables for pair in t.latencies_ms()],
            "moves": sum(sum(t.sent_count) for t in tables),
            "refused": sum(t.refused for t in tables),
            "gos": sum(t.gos for t in tables)}


async def _schedule(tables: list[_Table], begin: float) -> None:
    """Table i moves at begin + i * 5 ms + k s: 200 moves a second, evenly spread."""
    spacing = MOVE_EVERY_S / TABLES
    turns = int(LOAD_S / MOVE_EVERY_S)
    slots = sorted((begin + k * MOVE_EVERY_S + t.index * spacing, k, local)
                   for k in range(turns) for local, t in enumerate(tables))
    for at, turn, local in slots:
        delay = at - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        await tables[local].move(turn)


def _worker(port: int, first: int, step: int) -> None:
    _more_files()
    result = asyncio.run(_work(port, first, step))
    print(json.dumps(result), flush=True)


# --- The conductor ----------------------------------------------------------------------------

def _more_files() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))


def _server(profile: str | None) -> subprocess.Popen[str]:
    command = [sys.executable]
    if profile:
        command += ["-m", "cProfile", "-o", profile]
    command += ["-m", "rok_qt.net.cli", "--port", "0", "--max-tables", "250",
                "--max-per-address", "1000"]
    return subprocess.Popen(command, stdout=subprocess.PIPE, text=True)


def _measure(port: int, pid: int, workers: int, samples: str | None) -> None:
    before, _, _ = _proc(pid)
    started = time.monotonic()
    # Worker k holds tables k, k + workers, ...: each worker's moves spread over every second,
    # so a stall of the server slows every worker's moves at once, a worker's own only its own.
    children = [subprocess.Popen(
        [sys.executable, "-m", "benchmarks.bench_network_tables", "--worker",
         f"{port}:{first}:{workers}", "--seconds", str(LOAD_S)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        for first in range(workers)]
    try:
        for child in children:
            assert child.stdout is not None
            if child.stdout.readline().strip() != "ready":
                raise SystemExit("a bench worker failed to connect its tables")
        print(f"{'connecting 800 screens to 200 tables':<48} "
              f"{time.monotonic() - started:8.1f} s  ({len(children)} processes)")
        begin = time.monotonic() + 3.0   # Start, the throw and every table's "go" first
        for child in children:
            assert child.stdin is not None
            child.stdin.write(f"begin {begin!r}\n")
            child.stdin.flush()
        time.sleep(max(0.0, begin - time.monotonic()))
        _, cpu_before, waited_before = _proc(pid)
        time.sleep(LOAD_S)
        rss, cpu_after, waited_after = _proc(pid)
        load = os.getloadavg()
        results = []
        for child in children:
            out, _ = child.communicate(timeout=60)
            results.append(json.loads(out.strip().splitlines()[-1]))
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    if samples:
        Path(samples).write_text(json.dumps([r["latencies"] for r in results]))
    _report(results, (rss - before) / TABLES, cpu_after - cpu_before,
            waited_after - waited_before, load)


def _report(results: list[dict[str, Any]], per_table_kib: float, cpu_s: float,
            waited_s: float, load: tuple[float, float, float]) -> None:
    ordered = sorted(ms for r in results for _, ms in r["latencies"])
    moves = sum(int(r["moves"]) for r in results)
    refused = sum(int(r["refused"]) for r in results)
    nan = float("nan")
    p99 = ordered[int(len(ordered) * 0.99)] if ordered else nan
    median = statistics.median(ordered) if ordered else nan
    print(f"{'move sent to its entry on all 4 screens':<48} median {median:6.2f} ms  "
          f"p99 {p99:6.2f} ms  max {ordered[-1] if ordered else nan:6.1f} ms  "
          f"n={len(ordered)}/{moves}  refused {refused}  goal p99 <= {GOAL_P99_MS:g} ms: "
          f"{'ok' if p99 <= GOAL_P99_MS else 'MISSED'}")
    shared, own = _slow_moves(results)
    print(f"{'moves over 20 ms: with other workers / alone':<48} {shared:8d} / {own} "
          f"(together: the server or the machine stalled; alone: that worker did)")
    print(f"{'server CPU during the load':<48} {cpu_s:8.2f} s in {LOAD_S:g} s "
          f"({cpu_s / LOAD_S * 100:.0f} % of a core); waited {waited_s * 1000:.0f} ms "
          f"for a CPU")
    print(f"{'server memory per table (4 screens, playing)':<48} {per_table_kib:8.0f} KiB")
    print(f"{'(machine load average at the end of the load)':<48} "
          f"{load[0]:8.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")


def _slow_moves(results: list[dict[str, Any]]) -> tuple[int, int]:
    """Moves slower than the goal, in bursts (sent less than 0.1 s apart): those of bursts
    that slowed several workers' moves, and those of bursts within one worker."""
    slow = sorted((sent, worker) for worker, r in enumerate(results)
                  for sent, ms in r["latencies"] if ms > GOAL_P99_MS)
    bursts: list[list[tuple[float, int]]] = []
    for move in slow:
        if bursts and move[0] - bursts[-1][-1][0] < 0.1:
            bursts[-1].append(move)
        else:
            bursts.append([move])
    shared = sum(len(b) for b in bursts if len({w for _, w in b}) > 1)
    return shared, len(slow) - shared


def main(argv: list[str] | None = None) -> None:
    """`make bench` runs it with the defaults; the command line may change them."""
    global LOAD_S
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_network_tables")
    parser.add_argument("--workers", type=int, default=WORKERS,
                        help=f"processes the screens run in (default {WORKERS})")
    parser.add_argument("--seconds", type=float, default=LOAD_S,
                        help=f"length of the load (default {LOAD_S:g})")
    parser.add_argument("--profile", help="run the server under cProfile, statistics here")
    parser.add_argument("--samples", help="write every move's (sent, ms) here (JSON)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv if argv is not None or __name__ == "__main__" else [])
    LOAD_S = args.seconds
    if args.worker:
        port, first, step = (int(x) for x in args.worker.split(":"))
        _worker(port, first, step)
        return
    _more_files()
    server = _server(args.profile)
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().rsplit(":", 1)[1])
        _measure(port, server.pid, args.workers, args.samples)
    finally:
        server.send_signal(signal.SIGINT)   # at once (SIGTERM would drain the games first)
        server.communicate(timeout=30)   # its last words read, so it never writes to no one


if __name__ == "__main__":
    main()
