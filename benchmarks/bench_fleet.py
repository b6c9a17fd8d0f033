"""Tables across a fleet (issue 33): 1, 2 and 3 `rok-qt-server` processes behind HAProxy.

HAProxy runs packaging/server/haproxy.cfg (tests/net/fleet.Fleet: free ports on 127.0.0.1);
every screen connects through it, so hosting goes to the least loaded server and each join to
the server its code names. Tables of 4 screens (bench_network_tables' screens, in WORKERS
processes of their own) are added in steps; at each step every table makes one race move a
second (a seat takes its own stone or puts it back, spread evenly in time) for STEP_S
seconds, and each move is timed from its screen sending it to its log entry reaching the
last of the table's four screens. Printed for each fleet:

- tables held: the most tables at a step whose p99 stayed <= 20 ms (the ramp stops at the
  first step over it);
- memory per table: the servers' resident size at the last step, less their size before any
  table, over the tables;
- HAProxy's added latency: during each load, a screen pings (Ping/Pong, the clock sync's
  own messages) a server directly and another screen the same server through HAProxy, in
  turn; the difference of their round trips' p50 and p99;
- the servers' CPU per table (their CPU time over the held step's load, per table), and on
  paper what a 4-core machine running 4 server processes holds at BUSY of each core;
- the servers' /metrics, scraped before and after each step's load, beside the bench's own
  figures: tables and connections (gauges), race moves received and timed (counters), the
  server's arrival-to-out p50 and p99 (from its histogram's buckets; the bench's figure adds
  the hops from the screen and back, so it is the larger), and resident memory.

    python -m benchmarks.bench_fleet [--servers 1 2 3] [--steps 20 40 80 ...] [--seconds 6]

The machine is shared: run it with `nice`, and read the load average printed with each step.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Coroutine
from pathlib import Path
from typing import Any, TypeVar

from prometheus_client.parser import text_string_to_metric_families

from benchmarks.bench_network_tables import (
    SEATS,
    _drain,
    _more_files,
    _open,
    _proc,
    _seed,
    _Table,
)
from rok_qt.model.moves import Throw
from rok_qt.net.client import TableClient
from rok_qt.net.clock import ClockSync, RaceStamper
from rok_qt.net.protocol import PROTOCOL_VERSION, Answer, Host, Join, Pong, SeatSpec, Start
from tests.net.fleet import Fleet, haproxy

_T = TypeVar("_T")
GOAL_P99_MS = 20.0
STEPS = (20, 40, 80, 120, 160, 240, 320, 400)
STEP_S = 6.0
WORKERS = 4
PINGS_EVERY_S = 0.02
BUSY = 0.7
"""The share of a core the paper estimate lets each server process use (room for bursts)."""


# --- A worker: its share of the tables, in a process of its own ---------------------------

async def _serve_worker(uri: str, first: int, step: int) -> None:
    """Commands on standard input, one JSON object a line: {"add": total}, {"load": [begin,
    seconds, total]}, {"quit": true}; an answer a line on standard output."""
    seed, stones = _seed()
    tables: list[_Table] = []
    loop = asyncio.get_running_loop()
    drain = loop.create_task(_drain(tables))
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            break
        command = json.loads(line)
        if "add" in command:
            await _add(uri, tables, first, step, int(command["add"]), seed, stones)
            _say({"ready": len(tables)})
        elif "load" in command:
            begin, seconds, total = command["load"]
            gc.collect()
            gc.freeze()
            gc.disable()
            await _load(tables, float(begin), float(seconds), int(total))
            gc.enable()
            await asyncio.sleep(0.5)
            latencies = [ms for t in tables for sent, ms in t.latencies_ms() if sent >= begin]
            _say({"latencies": latencies,
                  "moves": sum(1 for t in tables for s in t.sent.values() if s >= begin)})
        else:
            break
    drain.cancel()
    for table in tables:
        for screen in table.screens:
            await screen.close()


def _say(answer: dict[str, Any]) -> None:
    print(json.dumps(answer), flush=True)


async def _add(uri: str, tables: list[_Table], first: int, step: int, total: int, seed: int,
               stones: list[int]) -> None:
    new = [_Table(i, stones) for i in range(first, total, step) if i >= _next(tables, first, step)]
    for start in range(0, len(new), 10):
        await asyncio.gather(*(_open(uri, t, seed) for t in new[start:start + 10]))
    for table in new:
        await table.screens[0].send(Start())
    await asyncio.sleep(1.0)
    for table in new:
        await table.screens[0].send(Answer(Throw(0)))
    deadline = time.monotonic() + 30.0
    while any(t.gos < SEATS for t in new) and time.monotonic() < deadline:
        await asyncio.sleep(0.1)
    tables.extend(new)


def _next(tables: list[_Table], first: int, step: int) -> int:
    return tables[-1].index + step if tables else first


async def _load(tables: list[_Table], begin: float, seconds: float, total: int) -> None:
    """Table i moves at begin + i / total s + k s: `total` moves a second, evenly spread."""
    spacing = 1.0 / total
    slots = sorted((begin + k + t.index * spacing, k, local)
                   for k in range(int(seconds)) for local, t in enumerate(tables))
    for at, turn, local in slots:
        delay = at - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        await tables[local].move(turn)


# --- HAProxy's added latency: one server, pinged directly and through the proxy ------------

class _Timed(ClockSync):
    """The clock sync of a screen that also keeps each ping's round trip (ms)."""

    def __init__(self) -> None:
        super().__init__()
        self.rtts: list[float] = []
        self.since = float("inf")
        """Only pings sent from then on count (the conductor's loop stands still between
        loads: a pong read late then is not the network's doing)."""

    def on_pong(self, pong: Pong, now_ms: float) -> bool:
        if pong.client_ms >= self.since:
            self.rtts.append(now_ms - pong.client_ms)
        return super().on_pong(pong, now_ms)


def _timed(uri: str) -> tuple[TableClient, _Timed]:
    client = TableClient(uri, mirror=False)
    client.sync = _Timed()
    client.stamper = RaceStamper(client.sync)
    return client, client.sync


async def _pingers(direct: str, proxied: str) -> list[tuple[TableClient, _Timed]]:
    """A table hosted on one server directly, and watched through HAProxy by a spectator."""
    host = _timed(direct)
    welcome = await host[0].connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"), SeatSpec(
        "Bea", open=True))))
    watcher = _timed(proxied)
    await watcher[0].connect(Join(PROTOCOL_VERSION, welcome.table, spectator=True))
    return [host, watcher]


async def _ping_during(pingers: list[tuple[TableClient, _Timed]], seconds: float) -> None:
    """The two screens ping in turn, PINGS_EVERY_S apart; their answers are awaited."""
    for client, sync in pingers:
        sync.rtts.clear()
        sync.since = client.clock()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for client, sync in pingers:
            await client.send(sync.ping(client.clock()))
            await asyncio.sleep(PINGS_EVERY_S / 2)
    await asyncio.sleep(1.0)
    for _client, sync in pingers:
        sync.since = float("inf")


# --- The conductor ----------------------------------------------------------------------

def _scrape(fleet: Fleet) -> dict[str, float]:
    """The fleet's /metrics, summed over its servers (histogram buckets by their bound)."""
    total: dict[str, float] = {}
    for server in fleet.servers.values():
        if server.process.poll() is not None:
            continue
        url = f"http://127.0.0.1:{server.metrics_port}/metrics"
        with urllib.request.urlopen(url, timeout=10) as page:
            text = page.read().decode()
        for family in text_string_to_metric_families(text):
            for sample in family.samples:
                key = sample.name + "".join(f"|{k}={v}" for k, v in sorted(sample.labels.items()))
                total[key] = total.get(key, 0.0) + sample.value
    return total


def _quantile(before: dict[str, float], after: dict[str, float], q: float) -> float:
    """A quantile (ms) of the take-to-event histogram between two scrapes (linear within a
    bucket, as Prometheus's histogram_quantile)."""
    name = "rok_take_to_event_seconds_bucket|le="
    bounds = sorted((float(k[len(name):]), after[k] - before.get(k, 0.0))
                    for k in after if k.startswith(name))
    count = bounds[-1][1] if bounds else 0.0
    if not count:
        return float("nan")
    rank, lower, below = q * count, 0.0, 0.0
    for bound, cumulative in bounds:
        if cumulative >= rank:
            if bound == float("inf"):
                return lower * 1000.0
            share = (rank - below) / max(cumulative - below, 1e-9)
            return (lower + (bound - lower) * share) * 1000.0
        lower, below = bound, cumulative
    return lower * 1000.0


def _delta(before: dict[str, float], after: dict[str, float], key: str) -> float:
    return after.get(key, 0.0) - before.get(key, 0.0)


def _rss_kib(fleet: Fleet) -> int:
    return sum(_proc(s.process.pid)[0] for s in fleet.servers.values()
               if s.process.poll() is None)


def _cpu_s(fleet: Fleet) -> float:
    return sum(_proc(s.process.pid)[1] for s in fleet.servers.values()
               if s.process.poll() is None)


def _p(ordered: list[float], q: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


def _run_fleet(count: int, steps: tuple[int, ...], seconds: float, workers: int) -> None:
    with tempfile.TemporaryDirectory(prefix="rok-fleet-") as folder:
        fleet = Fleet(Path(folder), count, check_ms=1000,
                      more=("--max-tables", "2000", "--max-per-address", "100000"))
        fleet.start()
        children: list[subprocess.Popen[str]] = []
        try:
            _conduct(fleet, count, steps, seconds, workers, children)
        finally:
            for child in children:
                if child.poll() is None and child.stdin is not None:
                    child.stdin.write('{"quit": true}\n')
                    child.stdin.flush()
            for child in children:
                try:
                    child.wait(20)
                except subprocess.TimeoutExpired:
                    child.kill()
            fleet.stop()


def _conduct(fleet: Fleet, count: int, steps: tuple[int, ...], seconds: float, workers: int,
             children: list[subprocess.Popen[str]]) -> None:
    rss_before = _rss_kib(fleet)
    children += [subprocess.Popen(
        [sys.executable, "-m", "benchmarks.bench_fleet", "--worker", f"{fleet.uri}|{k}|{workers}"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) for k in range(workers)]
    first = fleet.servers["01"]
    # The pinging screens live on a loop of their own thread: between loads (connecting
    # hundreds of tables) their keepalive must go on, or the server closes them.
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    def run(coroutine: Coroutine[Any, Any, _T]) -> _T:
        return asyncio.run_coroutine_threadsafe(coroutine, loop).result(120)
    pingers = run(_pingers(f"ws://127.0.0.1:{first.port}", fleet.uri))
    held, figures, rtts, per_table = 0, None, [[0.0], [0.0]], float("nan")
    print(f"-- {count} server{'s' if count > 1 else ''} behind HAProxy "
          f"({workers} screen processes, {seconds:g} s of load a step)")
    for tables in steps:
        started = time.monotonic()
        answers = _ask(children, {"add": tables})
        connected = sum(int(a["ready"]) for a in answers)
        connect_s = time.monotonic() - started
        before = _scrape(fleet)
        begin = time.monotonic() + 1.0
        for child in children:
            assert child.stdin is not None
            child.stdin.write(json.dumps({"load": [begin, seconds, tables]}) + "\n")
            child.stdin.flush()
        time.sleep(max(0.0, begin - time.monotonic()))
        cpu_before = _cpu_s(fleet)
        run(_ping_during(pingers, seconds + 1.0))
        step_cpu = (_cpu_s(fleet) - cpu_before) / (seconds + 1.0) / tables   # and the tail
        if tables == steps[0]:
            per_table = step_cpu
        results = [json.loads(_read(child)) for child in children]
        after = _scrape(fleet)
        load = os.getloadavg()
        rss = _rss_kib(fleet)
        ordered = sorted(ms for r in results for ms in r["latencies"])
        moves = sum(int(r["moves"]) for r in results)
        p50, p99 = (statistics.median(ordered) if ordered else float("nan")), _p(ordered, 0.99)
        ok = p99 <= GOAL_P99_MS and len(ordered) >= 0.95 * moves > 0
        print(f"{tables:5d} tables ({connected} up, connected in {connect_s:5.1f} s): "
              f"move to 4 screens p50 {p50:6.2f} ms  p99 {p99:7.2f} ms  n={len(ordered)}/{moves}"
              f"  {'ok' if ok else 'OVER'}  load {load[0]:.1f}")
        figures = (tables, before, after, ordered, moves, rss, pingers, load)
        _side_by_side(*figures)
        if not ok:
            break
        held = tables
        rtts = [sorted(sync.rtts) for _client, sync in pingers]
        per_table = step_cpu
    assert figures is not None
    tables, _, _, _, _, rss, _, load = figures
    print(f"{'tables held at p99 <= 20 ms':<44} {held:8d}  ({count} server processes)")
    print(f"{'memory per table (servers, 4 screens)':<44} "
          f"{(rss - rss_before) / max(tables, 1):8.0f} KiB  ({tables} tables)")
    if not held:   # nothing held: the first step's
        rtts = [sorted(sync.rtts) for _client, sync in pingers]
    direct, proxied = rtts
    print(f"{'HAProxy added round trip (at ' + str(held or steps[0]) + ' tables)':<44} "
          f"p50 {_p(proxied, 0.5) - _p(direct, 0.5):6.3f} ms  "
          f"p99 {_p(proxied, 0.99) - _p(direct, 0.99):6.3f} ms  "
          f"(direct p50 {_p(direct, 0.5):.3f} / p99 {_p(direct, 0.99):.3f}, through HAProxy "
          f"{_p(proxied, 0.5):.3f} / {_p(proxied, 0.99):.3f}; n={len(direct)}/{len(proxied)})")
    print(f"{'server CPU per table (one move a second)':<44} {per_table * 1000:8.2f} ms a second"
          f" (at {held or steps[0]} tables)\n{'':<44}"
          f"  -> a 4-core machine, 4 processes at {BUSY:.0%} of a core each: "
          f"{4 * BUSY / per_table if per_table > 0 else float('nan'):.0f} tables (on paper)")
    print(f"{'(machine load average)':<44} {load[0]:8.2f} {load[1]:.2f} {load[2]:.2f} "
          f"on {os.cpu_count()} cores")
    run(_close(pingers))
    loop.call_soon_threadsafe(loop.stop)
    thread.join(10)


async def _close(pingers: list[tuple[TableClient, _Timed]]) -> None:
    for client, _sync in pingers:
        await client.close()


def _side_by_side(tables: int, before: dict[str, float], after: dict[str, float],
                  ordered: list[float], moves: int, rss: int, *_: object) -> None:
    """The servers' /metrics beside the bench's own figures for this step."""
    scraped_tables = sum(v for k, v in after.items() if k.startswith("rok_tables|phase="))
    live = _delta(before, after, "rok_messages_received_total|kind=live")
    timed = _delta(before, after, "rok_take_to_event_seconds_count")
    scraped_kib = after.get("process_resident_memory_bytes", 0.0) / 1024
    median = statistics.median(ordered) if ordered else float("nan")
    print(f"      /metrics vs bench: tables {scraped_tables:.0f} vs {tables + 1}"
          f"  connections {after.get('rok_connections', 0):.0f} vs {tables * SEATS + 2}"
          f"  race moves in {live:.0f} vs sent {moves}  timed {timed:.0f}"
          f"  arrival-to-out p50 {_quantile(before, after, 0.5):.2f} / p99 "
          f"{_quantile(before, after, 0.99):.2f} ms vs screen-to-screens p50 {median:.2f} / "
          f"p99 {_p(ordered, 0.99):.2f} ms  memory {scraped_kib:.0f} vs {rss} KiB")


def _ask(children: list[subprocess.Popen[str]], command: dict[str, Any]) -> list[dict[str, Any]]:
    for child in children:
        assert child.stdin is not None
        child.stdin.write(json.dumps(command) + "\n")
        child.stdin.flush()
    return [json.loads(_read(child)) for child in children]


def _read(child: subprocess.Popen[str]) -> str:
    assert child.stdout is not None
    line = child.stdout.readline()
    if not line:
        raise SystemExit("a bench worker ended")
    return line


def main(argv: list[str] | None = None) -> None:
    """`make bench` runs it with the defaults; the command line may change them."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_fleet")
    parser.add_argument("--servers", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--steps", type=int, nargs="+", default=list(STEPS))
    parser.add_argument("--seconds", type=float, default=STEP_S)
    parser.add_argument("--workers", type=int, default=WORKERS)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv if argv is not None or __name__ == "__main__" else [])
    _more_files()
    if args.worker:
        uri, first, step = args.worker.split("|")
        asyncio.run(_serve_worker(uri, int(first), int(step)))
        return
    if haproxy() is None:
        print("bench_fleet: haproxy is not installed (apt-get install haproxy); skipped")
        return
    print(f"(machine load average at the start: {os.getloadavg()[0]:.2f} on "
          f"{os.cpu_count()} cores)")
    for count in args.servers:
        _run_fleet(count, tuple(args.steps), args.seconds, args.workers)


if __name__ == "__main__":
    main()
