"""A whole game across computers (R7.3), with real processes on the loopback only.

A headless `rok-qt-server`, a table hosted on it (the organiser: the Qt-free client of
rok_qt.net, holding no seat, starting the game once three people sat down), and three copies
of the app offscreen, each joined from its command line (`--join`, `--interface 127.0.0.1`)
and played by `net_hands`: they race All at once with one computer player to the game-over
dialog on every screen. One copy is killed mid-race and started again: it rejoins its seat
with the token it kept and the game completes. Killing the server makes every screen say so.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from rok_qt.model.state import Controller
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, SeatKind, Seats, SeatSpec, Start
from tests.app.net_hands import QUICK_MS, QUICK_PERCENT

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("net_child.py")
SERVER = Path(sys.executable).with_name("rok-qt-server")
DEADLINE_S = 240.0
"""Only so that a broken game cannot hang the suite: nothing here is timed."""
DEBUG = (f"--debug={os.environ['ROK_TEST_DEBUG']}",) if os.environ.get("ROK_TEST_DEBUG") \
    else ()
"""Log channels for every child (e.g. ROK_TEST_DEBUG=network,race,app): their log goes to
`stderr.log` in the child's home, whose tail a failure shows."""
PEOPLE = ("Ann", "Bea", "Cy")

pytestmark = pytest.mark.slow


@dataclass
class Screen:
    """One copy of the app at the table, and every line it printed."""

    name: str
    home: Path
    process: asyncio.subprocess.Process | None = None
    lines: list[str] = field(default_factory=list)

    @property
    def log(self) -> Path:
        """Where this copy's standard error goes (every start of it, appended)."""
        return self.home / "stderr.log"

    def stderr(self) -> int:
        """A file descriptor for this copy's standard error, the parent's copy closed by
        `spawned`."""
        self.home.mkdir(parents=True, exist_ok=True)
        return os.open(self.log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)

    def tail(self, lines: int = 40) -> str:
        """The end of what this copy wrote to its standard error, for a failure's message."""
        try:
            text = self.log.read_text(errors="replace").splitlines()[-lines:]
        except OSError:
            return f"{self.name}: no log"
        return f"--- {self.name}'s stderr ---\n" + "\n".join(text)

    async def start(self, invitation: str) -> None:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(self.home),
                   XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_DATA_HOME=str(self.home / "data"), PYTHONPATH=str(ROOT))
        err = self.stderr()
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, str(CHILD), "--", "--join", invitation, "--name", self.name,
                "--interface", "127.0.0.1", "--animations", "off", *DEBUG,
                stdout=asyncio.subprocess.PIPE, stderr=err, env=env, cwd=str(ROOT))
        finally:
            os.close(err)

    async def line(self, prefix: str) -> str:
        """The next line that starts with `prefix` (an earlier one already read counts)."""
        for seen in self.lines:
            if seen.startswith(prefix):
                self.lines.remove(seen)
                return seen
        assert self.process is not None and self.process.stdout is not None
        while True:
            raw = await self.process.stdout.readline()
            if not raw:
                raise AssertionError(f"{self.name}'s app ended before saying {prefix!r}: "
                                     f"{self.lines}")
            text = raw.decode().strip()
            if text.startswith(prefix):
                return text
            self.lines.append(text)

    async def race_from(self, first: int) -> int:
        """The round of the next live race this screen starts in round `first` or later. A
        round whose throw leaves no pair or twin to grab has no race at all (R4.6): waiting
        for the race of one given round would wait through the rest of the game."""
        while True:
            round_ = int((await self.line("racing ")).split(" ", 1)[1])
            if round_ >= first:
                return round_

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)

    async def exit_code(self) -> int:
        assert self.process is not None
        return await self.process.wait()


async def start_server() -> tuple[asyncio.subprocess.Process, int]:
    server = await asyncio.create_subprocess_exec(
        str(SERVER), "--host", "127.0.0.1", "--port", "0", stdout=asyncio.subprocess.PIPE)
    assert server.stdout is not None
    line = (await server.stdout.readline()).decode()
    return server, int(line.rsplit(":", 1)[1])


async def host_table(port: int, time_limit_ms: int) -> tuple[TableClient, str]:
    """The organiser hosts three open seats and a computer player as quick as the people's
    hands; the table's code."""
    organiser = TableClient(f"ws://127.0.0.1:{port}/")
    seats = (*(SeatSpec(f"Seat {n}", open=True) for n in (1, 2, 3)),
             SeatSpec("Bot", Controller.MATCH, match_ms=QUICK_MS, match_percent=QUICK_PERCENT))
    welcome = await organiser.connect(Host(PROTOCOL_VERSION, seats, time_limit_ms, seed=11))
    return organiser, welcome.table


async def start_when_seated(organiser: TableClient) -> None:
    """Start once every open seat has a person (the host's Start, R7.3)."""
    while True:
        message = await organiser.messages.get()
        assert message is not None, organiser.ended
        if isinstance(message, Seats) and all(
                info.kind != SeatKind.OPEN for info in message.seats):
            await organiser.send(Start(False))
            return


async def drain(organiser: TableClient) -> None:
    while await organiser.messages.get() is not None:
        pass


def screens_in(tmp: Path) -> list[Screen]:
    return [Screen(name, tmp / name) for name in PEOPLE]


async def whole_game(screens: list[Screen], kill: bool = True) -> None:
    server, port = await start_server()
    try:
        organiser, code = await host_table(port, 10_000)
        invitation = f"127.0.0.1:{port}/{code}"
        for screen in screens:
            await screen.start(invitation)
        await start_when_seated(organiser)
        drained = asyncio.ensure_future(drain(organiser))
        bea = screens[1]
        her_seat = await bea.line("seats")   # whichever seat the table gave her
        if kill:
            await bea.race_from(2)              # Bea's screen races in round 2 or later...
            await asyncio.sleep(0.5)
            bea.kill()                          # ...and her app dies mid-race
            assert await bea.exit_code() == -signal.SIGKILL
            await bea.start(invitation)         # started again, it rejoins her seat
            assert (await bea.line("seats")) == her_seat
        scores = [json.loads((await screen.line("scores")).split(" ", 1)[1])
                  for screen in screens]
        for screen in screens:
            assert await screen.exit_code() == 0
        final = organiser.state.scores if organiser.state is not None else None
        # R9.2: the same final scores on every screen as the server's own game.
        assert scores == [final, final, final]
        assert final is not None and len(final) == 4
        drained.cancel()
        await organiser.close()
    finally:
        await stop_all(screens)
        server.send_signal(signal.SIGTERM)
        await server.wait()


async def stop_all(screens: list[Screen]) -> None:
    """No copy of the app outlives its test, whatever happened."""
    for screen in screens:
        kill_now(screen)
    for screen in screens:
        if screen.process is not None:
            await asyncio.wait_for(screen.process.wait(), 10)


def kill_now(screen: Screen) -> None:
    """SIGKILL this copy if it still runs (no await: safe however the test ends)."""
    process = screen.process
    if process is not None and process.returncode is None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(process.pid, signal.SIGKILL)


async def watched(screens: list[Screen], game: Awaitable[None], deadline_s: float) -> None:
    """Run `game` to its end or the deadline; on any failure, every copy is killed and the
    message carries the tail of each copy's standard error."""
    try:
        await asyncio.wait_for(game, deadline_s)
    except BaseException as failure:
        for screen in screens:
            kill_now(screen)
        tails = "\n".join(screen.tail() for screen in screens)
        raise AssertionError(f"{type(failure).__name__}: {failure}\n{tails}") from failure


async def server_gone(screens: list[Screen]) -> None:
    server, port = await start_server()
    try:
        organiser, code = await host_table(port, 20_000)
        invitation = f"127.0.0.1:{port}/{code}"
        for screen in screens:
            await screen.start(invitation)
        await start_when_seated(organiser)
        await screens[0].race_from(1)
        server.send_signal(signal.SIGKILL)
        await server.wait()
        for screen in screens:
            ended = await screen.line("ended ")
            assert "cannot be reached" in ended
            assert await screen.exit_code() == 0   # said so, then left on its own: no crash
        await organiser.close()
    finally:
        await stop_all(screens)
        if server.returncode is None:
            server.kill()
            await server.wait()


def test_three_screens_play_a_whole_game_to_the_same_scores(tmp_path: Path) -> None:
    """R7.3, R9.2: three copies of the app and a computer player, to the game-over dialog on
    every screen, with the server's final scores."""
    screens = screens_in(tmp_path)
    asyncio.run(watched(screens, whole_game(screens, kill=False), DEADLINE_S))


def test_three_screens_play_a_whole_game_and_a_killed_one_rejoins(tmp_path: Path) -> None:
    """R7.3, R9.2: the same game and final scores on every screen, through a crash."""
    screens = screens_in(tmp_path)
    asyncio.run(watched(screens, whole_game(screens), DEADLINE_S))


def test_every_screen_says_the_server_is_gone(tmp_path: Path) -> None:
    """The server killed mid-race: every screen says so plainly, and none crashes."""
    screens = screens_in(tmp_path)
    asyncio.run(watched(screens, server_gone(screens), DEADLINE_S))
