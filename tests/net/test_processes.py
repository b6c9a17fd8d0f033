"""Real processes on 127.0.0.1 (R7.3): a headless rok-qt-server and three screens, each
behind a latency proxy, play a whole game of All at once with a computer player."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.net.conftest import LoopThread
from tests.net.proxy import Delay, LatencyProxy

ROOT = Path(__file__).resolve().parents[2]
LIMIT_S = 120.0


def _spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})


def _line(process: subprocess.Popen[str]) -> dict[str, Any]:
    assert process.stdout is not None and process.stderr is not None
    text = process.stdout.readline()
    if not text:
        process.wait(10)
        raise AssertionError(f"the process ended without a word: {process.stderr.read()}")
    line: dict[str, Any] = json.loads(text)
    return line


def _until(process: subprocess.Popen[str], key: str) -> dict[str, Any]:
    seen: list[dict[str, Any]] = []
    while True:
        try:
            line = _line(process)
        except AssertionError as error:
            raise AssertionError(f"{error}; it said {seen}") from None
        if key in line:
            return line
        seen.append(line)


@pytest.fixture
def server() -> Iterator[tuple[subprocess.Popen[str], int]]:
    # Its screens come through latency proxies on this machine: probes alone measure them.
    process = _spawn("-m", "rok_qt.net.cli", "--host", "127.0.0.1", "--port", "0",
                     "--no-kernel-rtt")
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening on ws://127.0.0.1:" in first, first
    yield process, int(first.rsplit(":", 1)[1])
    if process.poll() is None:
        process.send_signal(signal.SIGINT)   # at once (SIGTERM drains)
        process.wait(10)


def _proxies(loop_thread: LoopThread, port: int) -> list[LatencyProxy]:
    """Three links: round trips of about 10, 40 and 80 ms, uneven between directions."""
    proxies = [LatencyProxy(port, Delay(up, 0.2), Delay(down, 0.2), seed=i)
               for i, (up, down) in enumerate([(4.0, 6.0), (22.0, 18.0), (36.0, 44.0)])]
    for proxy in proxies:
        loop_thread.run(proxy.start())
    return proxies


def _table(proxies: list[LatencyProxy]) -> tuple[list[subprocess.Popen[str]], str]:
    uris = [f"ws://127.0.0.1:{p.port}" for p in proxies]
    host = _spawn("-m", "tests.net.robot_client", uris[0], "host", "Ann")
    code = _until(host, "welcome")["welcome"]
    joiners = [_spawn("-m", "tests.net.robot_client", uri, "join", name, "--code", code)
               for uri, name in zip(uris[1:], ("Bea", "Cid"), strict=True)]
    return [host, *joiners], code


def test_R7_3_three_screens_play_a_whole_game_and_a_killed_screen_rejoins(
        server: tuple[subprocess.Popen[str], int], loop_thread: LoopThread) -> None:
    _, port = server
    proxies = _proxies(loop_thread, port)
    screens, code = _table(proxies)
    bea = screens[1]
    first = _until(bea, "welcome")
    token, seats = first["token"], first["seats"]
    _until(bea, "go")
    time.sleep(1.0)                          # the first race is under way: kill Bea's screen
    bea.send_signal(signal.SIGKILL)
    bea.wait(10)
    again = _spawn("-m", "tests.net.robot_client", f"ws://127.0.0.1:{proxies[1].port}",
                   "join", "Bea", "--code", code, f"--token={token}")
    assert _until(again, "welcome")["seats"] == seats     # the same seat, by its token
    finals = [_until(p, "scores")["scores"] for p in (screens[0], again, screens[2])]
    assert finals[0] == finals[1] == finals[2]
    assert sum(finals[0]) > 0
    for process in (screens[0], again, screens[2]):
        assert process.wait(LIMIT_S) == 0
    for proxy in proxies:
        loop_thread.run(proxy.close())


def test_R7_3_a_killed_server_is_told_plainly_on_every_screen(
        server: tuple[subprocess.Popen[str], int], loop_thread: LoopThread) -> None:
    process, port = server
    proxies = _proxies(loop_thread, port)
    screens, _ = _table(proxies)
    for screen in screens:
        _until(screen, "round")
    process.send_signal(signal.SIGKILL)
    for screen in screens:
        ended = _until(screen, "ended")["ended"]
        assert ended == "the connection to the table was lost"
        assert screen.wait(30) == 0
    for proxy in proxies:
        loop_thread.run(proxy.close())


def test_the_headless_server_listens_on_every_host_given_with_one_port() -> None:
    process = _spawn("-m", "rok_qt.net.cli", "--host", "127.0.0.1", "--host", "::1",
                     "--port", "0")
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        port = int(first.rsplit(":", 1)[1])
        assert f"ws://127.0.0.1:{port}, ws://[::1]:{port}" in first, first
        reached = []
        for family, address in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
            with socket.socket(family, socket.SOCK_STREAM) as probe:
                probe.settimeout(5)
                probe.connect((address, port))
                probe.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n"
                              b"Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                              b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
                reached.append(probe.recv(12))
        assert reached == [b"HTTP/1.1 101"] * 2    # a WebSocket server on both
    finally:
        process.send_signal(signal.SIGINT)   # at once (SIGTERM drains)
        process.wait(10)
