"""A fleet on the loopback for tests and benchmarks: HAProxy with packaging/server/haproxy.cfg
in front of several `rok-qt-server` processes, and simulated screens that rejoin by themselves.

The configuration HAProxy runs is the one shipped, with this machine's free ports, files in a
folder of the test's own, faster health checks, and only as many servers as asked for.
"""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from rok_qt.bots.levels import match_skill
from rok_qt.model.state import Controller
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Closed,
    Go,
    Host,
    Join,
    SeatKind,
    Seats,
    SeatSpec,
    ServerMessage,
    Start,
)
from rok_qt.net.robot import Robot

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "packaging" / "server" / "haproxy.cfg"
SHIPPED_SERVERS = 3


def haproxy() -> str | None:
    """The haproxy program, if installed (.ci/run installs it)."""
    return shutil.which("haproxy") or next(
        (p for p in ("/usr/sbin/haproxy", "/usr/local/sbin/haproxy") if Path(p).exists()), None)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def server_id(number: int) -> str:
    return f"{number:02d}"


@dataclass
class Server:
    """One `rok-qt-server` of the fleet."""

    number: int
    port: int
    metrics_port: int
    process: subprocess.Popen[str]
    lines: list[str] = field(default_factory=list)

    @property
    def id(self) -> str:
        return server_id(self.number)


class Fleet:
    """HAProxy and `count` servers in `folder` (table saves in folder/saves, shared)."""

    def __init__(self, folder: Path, count: int, *, drain_limit_s: float = 1.0,
                 check_ms: int = 200, nice: bool = False, more: tuple[str, ...] = ()) -> None:
        assert 1 <= count <= SHIPPED_SERVERS
        self.folder, self.count = folder, count
        self.drain_limit_s, self.check_ms, self.nice, self.more = (
            drain_limit_s, check_ms, nice, more)
        self.saves = folder / "saves"
        self.map = folder / "rok-servers.map"
        self.socket = folder / "haproxy.sock"
        self.port = free_port()
        self.servers: dict[str, Server] = {}
        self.proxy: subprocess.Popen[str] | None = None

    @property
    def uri(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> None:
        self.saves.mkdir(parents=True, exist_ok=True)
        for number in range(1, self.count + 1):
            self.servers[server_id(number)] = self._server(number)
        self.map.write_text("".join(f"{sid} rok_{sid}\n" for sid in self.servers))
        config = self.folder / "haproxy.cfg"
        config.write_text(self.config())
        program = haproxy()
        assert program is not None, "haproxy is not installed (.ci/run installs it)"
        log = (self.folder / "haproxy.log").open("w")
        self.proxy = subprocess.Popen([program, "-f", str(config), "-db"], stdout=log,
                                      stderr=subprocess.STDOUT, text=True)
        self.wait_up(list(self.servers), timeout_s=20.0)

    def _server(self, number: int, port: int | None = None) -> Server:
        port, metrics = port or free_port(), free_port()
        command = [sys.executable, "-m", "rok_qt.net.cli", "--server-id", server_id(number),
                   "--port", str(port), "--metrics-port", str(metrics),
                   "--trust-proxy", "127.0.0.1", "--save-dir", str(self.saves),
                   "--drain-limit", str(self.drain_limit_s), *self.more]
        if self.nice:
            command = ["nice", "-n", "5", *command]
        log = (self.folder / f"server-{server_id(number)}.log").open("a")
        process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=log,
                                   text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert process.stdout is not None
        lines = [process.stdout.readline(), process.stdout.readline()]
        assert "listening on" in lines[0], (lines, self.log_of(number))
        return Server(number, port, metrics, process, lines)

    def log_of(self, number: int, whole: bool = False) -> str:
        """A server's log (its last 2,000 characters unless `whole`)."""
        path = self.folder / f"server-{server_id(number)}.log"
        text = path.read_text() if path.exists() else ""
        return text if whole else text[-2000:]

    def config(self) -> str:
        """The shipped configuration, for this fleet on this machine."""
        text = CONFIG.read_text()
        text = text.replace("bind 127.0.0.1:47400", f"bind 127.0.0.1:{self.port}")
        text = text.replace("/etc/haproxy/rok-servers.map", str(self.map))
        text = text.replace("/run/haproxy/rok.sock", str(self.socket))
        text = re.sub(r"^\s*log /dev/log.*$", "", text, flags=re.M)
        text = text.replace("option httplog", "option dontlog-normal")
        text = text.replace("maxconn 20000", "maxconn 8000")   # within this shell's open files
        text = text.replace("inter 2s", f"inter {self.check_ms}ms")
        for number in range(1, SHIPPED_SERVERS + 1):
            sid = server_id(number)
            server = self.servers.get(sid)
            if server is None:   # fewer servers than shipped: their lines go
                text = re.sub(rf"^\s*server s{sid} .*\n", "", text, flags=re.M)
                text = re.sub(rf"^backend rok_{sid}\n(?:.+\n)*", "", text, flags=re.M)
                continue
            text = text.replace(f"127.0.0.1:4740{number} ", f"127.0.0.1:{server.port} ")
            text = text.replace(f"port 940{number}", f"port {server.metrics_port}")
        return text

    def command(self, line: str) -> str:
        """One command on HAProxy's runtime API; its answer."""
        with socket.socket(socket.AF_UNIX) as api:
            api.settimeout(5)
            api.connect(str(self.socket))
            api.sendall(line.encode() + b"\n")
            chunks = []
            while chunk := api.recv(65536):
                chunks.append(chunk)
        return b"".join(chunks).decode()

    def status(self) -> dict[tuple[str, str], str]:
        """(backend, server) -> UP, DOWN, ... as HAProxy sees it now."""
        seen = {}
        for row in self.command("show stat").splitlines()[1:]:
            cells = row.split(",")
            if len(cells) > 17 and cells[1] not in ("FRONTEND", "BACKEND"):
                seen[(cells[0], cells[1])] = cells[17]
        return seen

    def wait_up(self, ids: list[str], timeout_s: float) -> None:
        """Until HAProxy sees these servers up for new tables and for their joins."""
        deadline = time.monotonic() + timeout_s
        wanted = {("rok_hosts", f"s{sid}") for sid in ids} | {(f"rok_{sid}", f"s{sid}")
                                                                for sid in ids}
        while True:
            try:
                status = self.status()
                if all(status.get(key, "").startswith("UP") for key in wanted):
                    return
            except OSError:
                status = {}
            if time.monotonic() > deadline:
                raise AssertionError(f"HAProxy does not see the servers up: {status}")
            time.sleep(0.1)

    def drain(self, sid: str, timeout_s: float = 30.0) -> list[str]:
        """SIGTERM to a server: the table saves it wrote once it has exited."""
        server = self.servers[sid]
        server.process.send_signal(signal.SIGTERM)
        out, _ = server.process.communicate(timeout=timeout_s)
        assert server.process.returncode == 0, self.log_of(server.number)
        return [line.rsplit(" ", 1)[1] for line in out.splitlines()
                if line.startswith("rok-qt-server saved a table in ")]

    def kill(self, sid: str) -> None:
        server = self.servers[sid]
        server.process.send_signal(signal.SIGKILL)
        server.process.wait(10)

    def stop(self) -> None:
        for server in self.servers.values():
            if server.process.poll() is None:
                server.process.send_signal(signal.SIGINT)
        for server in self.servers.values():
            try:
                server.process.wait(10)
            except subprocess.TimeoutExpired:
                server.process.kill()
        if self.proxy is not None and self.proxy.poll() is None:
            self.proxy.terminate()
            try:
                self.proxy.wait(10)
            except subprocess.TimeoutExpired:
                self.proxy.kill()


async def admin(port: int, path: str) -> tuple[int, str]:
    """``POST path`` on a server's metrics port: (status, body)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"POST {path} HTTP/1.1\r\nHost: rok\r\nContent-Length: 0\r\n\r\n".encode())
    await writer.drain()
    raw = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    return int(head.split()[1]), body.decode()


# --- Simulated screens that come back by themselves --------------------------------------

FAST = replace(match_skill(300.0, 100), start_ms=(50.0, 150.0), reach_ms=(50.0, 150.0))
"""As quick as a person at their quickest (tests/net/tables.py's FAST)."""


class _Screen(Robot):
    """A robot that (as host, the first time) starts once every seat is filled."""

    def __init__(self, client: TableClient, start: bool, on: Outcome) -> None:
        super().__init__(client, FAST)
        self.start, self.on = start, on

    def _note(self, message: ServerMessage) -> None:
        super()._note(message)
        if isinstance(message, Go):
            self.on.races.set()
        elif isinstance(message, Closed):
            self.on.closed = message.text
        elif (isinstance(message, Seats) and self.start
              and all(s.kind != SeatKind.OPEN and s.connected for s in message.seats)):
            self.start = False
            asyncio.get_running_loop().create_task(self.client.send(Start()))


@dataclass
class Outcome:
    """What became of one screen: its table, the final scores, or why it ended."""

    code: asyncio.Future[str]
    races: asyncio.Event = field(default_factory=asyncio.Event)
    done: asyncio.Event = field(default_factory=asyncio.Event)
    """Set when the screen has finished its game or given up."""
    scores: list[int] | None = None
    ended: str | None = None
    closed: str | None = None
    rejoins: int = 0
    token: str = ""
    seats: tuple[int, ...] = ()


async def screen(uri: str, first: Host | Join, *, rejoin_for_s: float = 20.0) -> Outcome:
    """Play a whole game at one screen; after a drop, rejoin with the seat token (through
    the same front door) for up to `rejoin_for_s`."""
    outcome = Outcome(asyncio.get_running_loop().create_future())
    asyncio.get_running_loop().create_task(_play(uri, first, rejoin_for_s, outcome))
    return outcome


async def _play(uri: str, first: Host | Join, rejoin_for_s: float, on: Outcome) -> None:
    hosting, deadline = isinstance(first, Host), None
    try:
        while True:
            client = TableClient(uri)
            try:
                welcome = await client.connect(first, timeout_s=5.0)
            except ConnectError as error:
                if deadline is None or time.monotonic() > deadline:
                    on.ended = on.ended or str(error)
                    return
                await asyncio.sleep(0.2)
                continue
            if not on.code.done():
                on.code.set_result(welcome.table)
                on.token, on.seats = welcome.token, welcome.seats
            result = await _Screen(client, hosting and on.rejoins == 0 and deadline is None,
                                   on).play()
            await client.close()
            if result is not None:
                on.scores = list(result.scores)
                return
            on.ended = client.ended
            if on.closed is not None:   # the table ended: nothing to come back to
                return
            deadline = time.monotonic() + rejoin_for_s
            on.rejoins += 1
            first = Join(PROTOCOL_VERSION, welcome.table, token=welcome.token)
    finally:
        if not on.code.done():
            on.code.set_result("")
        on.done.set()


def host_seats(joiners: int = 1) -> tuple[SeatSpec, ...]:
    """Ann at the host's screen, open seats for the joiners, and a computer player as quick as
    the screens' robots (MATCH: a 120 ms find at 400 % of that pace)."""
    return (SeatSpec("Ann"), *(SeatSpec(f"Open {i + 1}", open=True) for i in range(joiners)),
            SeatSpec("Runa", Controller.MATCH, match_ms=120.0, match_percent=400))


async def table_of_screens(uri: str, seed: int, joiners: tuple[str, ...] = ("Bea",),
                           rejoin_for_s: float = 20.0) -> list[Outcome]:
    """A table hosted through `uri` and joined by code: its screens' outcomes (host first)."""
    host = await screen(uri, Host(PROTOCOL_VERSION, host_seats(len(joiners)),
                                  time_limit_ms=8000, seed=seed), rejoin_for_s=rejoin_for_s)
    code = await asyncio.wait_for(host.code, 30)
    assert code, host.ended
    others = [await screen(uri, Join(PROTOCOL_VERSION, code, (name,)),
                           rejoin_for_s=rejoin_for_s) for name in joiners]
    return [host, *others]
