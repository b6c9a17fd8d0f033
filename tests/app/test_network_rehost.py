"""The host's app dies mid-game, hosts its kept table again, and the same people rejoin their
seats; the host's own game, set aside while she hosted, comes back too; then a rematch at the
same table (R7.3). Real processes on the loopback only.

Three copies of the app offscreen (`net_child`): Ann's opens a game of her own (round 2,
treasure taken), then hosts a table (Game > Host a table, typed and clicked, on 127.0.0.1 and a
port of its own), Bea's and Cy's join it from their command lines (`--join`, `--interface
127.0.0.1`). In a race from round 2 on (a throw that leaves nothing to grab has none, R4.6)
Ann's app is killed. Bea's and Cy's screens say the table is gone and keep their view. Ann's
app, started again, offers her own game (she resumes it: same round, same treasure), then the
table it hosted; she hosts it again; Bea and Cy open Join a table, which offers that table, and
click Join: each gets their own seat back, and the game completes with the same scores on every
screen. Then Bea's Rematch says she waits for the host, Ann's starts the next game on every
screen.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import sys
from pathlib import Path

import pytest

from rok_qt.model.state import Phase
from rok_qt.persistence.files import save_file
from tests.app.saving_support import position
from tests.app.test_network_game import CHILD, DEADLINE_S, DEBUG, ROOT, Screen, stop_all, watched

pytestmark = pytest.mark.slow


class Person(Screen):
    """A copy of the app that stays at its table and obeys its standard input."""

    mode = "stay"

    async def begin(self, *rok_qt: str, mode: str = "") -> None:
        """Start the app with these arguments (`mode`: net_child's, this person's by default)."""
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(self.home),
                   XDG_CONFIG_HOME=str(self.home / "config"),
                   XDG_DATA_HOME=str(self.home / "data"), PYTHONPATH=str(ROOT))
        self.lines = []
        err = self.stderr()
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, str(CHILD), mode or self.mode, "--", *rok_qt,
                "--interface", "127.0.0.1", "--animations", "off", *DEBUG,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=err,
                env=env, cwd=str(ROOT))
        finally:
            os.close(err)

    async def order(self, what: str) -> None:
        assert self.process is not None and self.process.stdin is not None
        self.process.stdin.write(f"{what}\n".encode())
        await self.process.stdin.drain()


class Host(Person):
    mode = "host"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def settle_in(home: Path, port: int) -> None:
    """Ann's settings: her tables listen on this port (as Preferences would keep it), and she
    has started Rök before (no first-game lesson)."""
    folder = home / "config" / "rok-qt"
    folder.mkdir(parents=True)
    (folder / "rok-qt.conf").write_text(f"[app]\nlaunched=true\n\n[network]\nport={port}\n")


async def scores_of(person: Person) -> list[int]:
    return list(json.loads((await person.line("scores")).split(" ", 1)[1]))


async def rehosted_game(tmp: Path, ann: Person, people: list[Person]) -> None:
    port = free_port()
    settle_in(ann.home, port)
    own_game = position(2, lambda s: s.phase == Phase.THROW and s.round == 2
                        and all(player.treasure for player in s.players)).state
    treasure = json.dumps([player.treasure for player in own_game.players])
    save_file(tmp / "ann-game.rok", own_game)
    try:
        await ann.begin(str(tmp / "ann-game.rok"))   # her own game, set aside to host
        own = await ann.line("own ")
        assert own == f"own round 2 treasure {treasure}"
        invitation = (await ann.line("invitation ")).split(" ", 1)[1]
        assert invitation.startswith(f"127.0.0.1:{port}/")
        for person in people:
            await person.begin("--join", invitation, "--name", person.name)
        their_seats = [await person.line("seats") for person in people]
        await ann.race_from(2)              # a race from round 2 on is on...
        await asyncio.sleep(0.5)
        ann.kill()                          # ...and the host's app dies
        await ann.exit_code()
        for person in people:
            assert "cannot be reached" in await person.line("ended ")

        await ann.begin(mode="stay")        # Rök again, on Ann's computer
        # One question at a time: her own game first (it waits behind the table), then the table.
        assert (await ann.line("asked ")) == "asked Resume the game?"
        assert (await ann.line("own ")) == own   # where it stood: round 2, the same treasure
        assert (await ann.line("asked ")) == "asked Host the table again?"
        assert (await ann.line("seats")) == "seats 0"
        await ann.line("asked Hosting the table again")
        for person, seat in zip(people, their_seats, strict=True):
            await person.order("join")      # Game > Join a table offers that table
            assert (await person.line("prefilled ")) == f"prefilled {invitation}"
            assert (await person.line("seats")) == seat   # their own seat, not another
        scores = [await scores_of(ann), *[await scores_of(person) for person in people]]
        # R9.2: the game the three screens finish after the crash is one game.
        assert scores[0] == scores[1] == scores[2] and len(scores[0]) == 3

        await people[0].order("rematch")    # Bea would play again: she waits for the host
        assert "the host starts the next game" in await people[0].line("status ")
        await ann.order("rematch")
        for person in (ann, *people):
            await person.line("new game")
        for person in (ann, *people):
            await person.order("quit")
            assert await person.exit_code() == 0
    finally:
        await stop_all([ann, *people])


def test_R7_3_the_hosts_app_dies_hosts_its_table_again_and_everyone_rejoins_their_seat(
        tmp_path: Path) -> None:
    ann, people = Host("Ann", tmp_path / "Ann"), [Person(name, tmp_path / name)
                                                   for name in ("Bea", "Cy")]
    asyncio.run(watched([ann, *people], rehosted_game(tmp_path, ann, people), DEADLINE_S * 2))
