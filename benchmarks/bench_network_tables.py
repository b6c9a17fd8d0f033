"""One table server process holding 200 tables of 4 screens (R7.3), over real loopback sockets.

A headless `rok-qt-server` runs as its own process; this process runs the 800 screens
(TableClient with clock sync and stamps; without a mirror of the game, which would make this
one process the bottleneck: each screen follows the stones taken from the log instead). Once
every table's race is under way, a random screen of each table takes a stone about once a
second for 8 s. Printed: the time from a take leaving its screen to its log entry reaching the
last of that table's four screens (median and p99; goal p99 <= 20 ms), and the server process's
memory per table (its resident size with 200 tables playing, less its size before any,
divided by 200).
"""

from __future__ import annotations

import asyncio
import gc
import os
import random
import resource
import statistics
import subprocess
import sys
from pathlib import Path

from rok_qt.model import engine
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take, Throw
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
    SeatSpec,
    ServerMessage,
    Start,
)

TABLES = 200
SEATS = 4
LOAD_S = 8.0
TAKE_EVERY_S = 1.0
GOAL_P99_MS = 20.0
NAMES = ("Ann", "Bea", "Cid", "Dan")


def _seed() -> tuple[int, list[int]]:
    """A seed whose round 1 has a race, first player seat 0, and the stones it reveals."""
    seed = 1
    while True:
        config = GameConfig([SeatConfig(n) for n in NAMES], seed, mode=PlayMode.LIVE,
                            time_limit_ms=60_000)
        state, _ = new_game(config)
        if waiting_for(state).player == 0:
            thrown, _ = engine.step(state, Throw(0), record_frames=False)
            if thrown.live is not None and len(takeable_stones(thrown)) >= 6:
                return seed, sorted(takeable_stones(thrown))
        seed += 1


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class _Probe:
    """Receipt times of log entries on every screen of every table."""

    def __init__(self, stones: list[int]) -> None:
        self.free = [set(stones) for _ in range(TABLES)]
        """Per table, the stones no take has reached yet (as far as the log says)."""
        self.sent: dict[tuple[int, int, int], float] = {}
        self.got: dict[tuple[int, int, int], list[float]] = {}
        self.gos = 0

    def hook(self, table: int, screen: TableClient) -> None:
        def seen(message: ServerMessage) -> None:
            now = screen.clock()
            if isinstance(message, Go):
                self.gos += 1
            elif isinstance(message, Logged) and isinstance(message.move, Take):
                key = (table, message.move.player, message.move.stone)
                self.got.setdefault(key, []).append(now)
                self.free[table].discard(message.move.stone)
        screen.on_message = seen

    def latencies(self) -> list[float]:
        return [max(times) - self.sent[key] for key, times in self.got.items()
                if key in self.sent and len(times) == SEATS]


async def _table(uri: str, index: int, seed: int, probe: _Probe) -> list[TableClient]:
    host = TableClient(uri, mirror=False)
    seats = (SeatSpec(NAMES[0]), *(SeatSpec(f"Open {i}", open=True) for i in range(1, SEATS)))
    welcome = await host.connect(Host(PROTOCOL_VERSION, seats, time_limit_ms=60_000, seed=seed))
    screens = [host]
    for name in NAMES[1:]:
        screen = TableClient(uri, mirror=False)
        await screen.connect(Join(PROTOCOL_VERSION, welcome.table, (name,)))
        screens.append(screen)
    for screen in screens:
        probe.hook(index, screen)
    return screens


async def _take(rng: random.Random, index: int, screens: list[TableClient],
                probe: _Probe) -> None:
    screen = rng.choice(screens)
    free = sorted(probe.free[index])
    if not free or screen.welcome is None or not screen.stamper.running:
        return
    seat = screen.welcome.seats[0]
    stone = rng.choice(free)
    now = screen.clock()
    live = screen.stamper.stamp(Take(seat, stone, 0.0), now)
    probe.sent.setdefault((index, seat, stone), now)
    await screen.send(live)


async def _measure(port: int, pid: int) -> tuple[list[float], float]:
    uri = f"ws://127.0.0.1:{port}"
    seed, stones = _seed()
    probe = _Probe(stones)
    clock = asyncio.get_running_loop().time
    before = _rss_kib(pid)
    tables: list[list[TableClient]] = []
    started = clock()
    for start in range(0, TABLES, 20):
        tables += await asyncio.gather(*(_table(uri, i, seed, probe)
                                         for i in range(start, start + 20)))
    print(f"{'connecting 800 screens to 200 tables':<48} {clock() - started:8.1f} s")
    # This process only measures: 800 screens' objects are long-lived, and a collection over
    # them (100-300 ms here) would be counted as the server's latency.
    gc.collect()
    gc.freeze()
    gc.disable()
    for screens in tables:
        await screens[0].send(Start())
    await asyncio.sleep(1.0)
    for screens in tables:
        await screens[0].send(Answer(Throw(0)))
    for _ in range(200):
        if probe.gos >= TABLES * SEATS:
            break
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.5)   # past every table's "go"
    rng = random.Random(7)
    loop = asyncio.get_running_loop()
    end = loop.time() + LOAD_S
    while loop.time() < end:
        order = list(range(TABLES))
        rng.shuffle(order)
        for index in order:
            await _take(rng, index, tables[index], probe)
            await asyncio.sleep(TAKE_EVERY_S / TABLES)
    await asyncio.sleep(1.0)
    gc.enable()
    per_table = (_rss_kib(pid) - before) / TABLES
    return probe.latencies(), per_table


def main() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    server = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--port", "0", "--max-tables", "250",
         "--max-per-address", "1000"], stdout=subprocess.PIPE, text=True)
    try:
        assert server.stdout is not None
        port = int(server.stdout.readline().rsplit(":", 1)[1])
        latencies, per_table = asyncio.run(_measure(port, server.pid))
    finally:
        server.terminate()
        server.wait(10)
    ordered = sorted(latencies)
    p99 = ordered[int(len(ordered) * 0.99)] if ordered else float("nan")
    print(f"{'take to every screen, 200 tables x 4 screens':<48} median "
          f"{statistics.median(ordered) if ordered else float('nan'):6.2f} ms  p99 {p99:6.2f} ms"
          f"  n={len(ordered)}  goal p99 <= {GOAL_P99_MS:g} ms: "
          f"{'ok' if p99 <= GOAL_P99_MS else 'MISSED'}")
    print(f"{'server memory per table (4 screens, playing)':<48} {per_table:8.0f} KiB")
    load = os.getloadavg()[0]
    print(f"{'(machine load average during the run)':<48} {load:8.2f} on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
