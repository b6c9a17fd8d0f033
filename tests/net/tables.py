"""Helpers of the in-process network tests: a server on 127.0.0.1 and screens at a table."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TypeVar

from rok_qt.bots.levels import match_skill
from rok_qt.model.moves import Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller
from rok_qt.net.client import TableClient
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Host,
    Join,
    SeatKind,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    Start,
)
from rok_qt.net.server import TableServer

_M = TypeVar("_M")

FAST = replace(match_skill(300.0, 100), start_ms=(50.0, 150.0), reach_ms=(50.0, 150.0))
"""A screen's robot as quick as a person at their quickest: a find every 0.1 s, a reach of
0.05-0.15 s. A race is the same race, over in a fraction of a person's time."""
QUICK = replace(FAST, find_ms=(30.0, 60.0), start_ms=(10.0, 30.0), reach_ms=(10.0, 30.0))
"""A robot quicker than any person (a find every 45 ms, a reach of 10-30 ms), for tests whose
point is not the race's pace but what comes around the game (seats taken over, a rematch, a
table hosted again, each race's window in the record): the same whole game, in a third of
FAST's time."""


@dataclass
class Table:
    """A running server and the screens at one of its tables (the host first)."""

    server: TableServer
    code: str
    screens: list[TableClient]

    @property
    def uri(self) -> str:
        return f"ws://127.0.0.1:{self.server.port}"

    async def close(self) -> None:
        for screen in self.screens:
            await screen.close()
        await self.server.stop()


async def server(**options: object) -> TableServer:
    """A table server on a free loopback port, computer players answering at once."""
    chosen = ServerOptions(port=0, bot_pause_ms=20.0)
    for key, value in options.items():
        setattr(chosen, key, value)
    started = TableServer(chosen)
    await started.start()
    return started


async def table(joiners: tuple[str, ...] = ("Bea",), computer: bool = True, seed: int = 6,
                start: bool = True, **options: object) -> Table:
    """A hosted table: Ann at the host's screen, one screen per joiner, and a master (seed 6:
    Ann throws first, and round 1 has a race)."""
    running = await server(**options)
    uri = f"ws://127.0.0.1:{running.port}"
    seats = [SeatSpec("Ann"), *(SeatSpec(f"Open {i}", open=True) for i in range(len(joiners)))]
    if computer:
        seats.append(SeatSpec("Runa", Controller.MASTER))
    host = TableClient(uri)
    welcome = await host.connect(Host(PROTOCOL_VERSION, tuple(seats), time_limit_ms=6000,
                                      seed=seed))
    screens = [host]
    for name in joiners:
        screen = TableClient(uri)
        await screen.connect(Join(PROTOCOL_VERSION, welcome.table, (name,)))
        screens.append(screen)
    await next_of(host, Seats, lambda m: all(s.kind != SeatKind.OPEN for s in m.seats))
    if start:
        await host.send(Start())
    return Table(running, welcome.table, screens)


async def next_of(screen: TableClient, kind: type[_M],
                  where: Callable[[_M], bool] = lambda _: True, timeout: float = 20.0) -> _M:
    """The next message of this kind (that fits `where`) on this screen; others are skipped."""
    async def wait() -> _M:
        while True:
            message: ServerMessage | None = await screen.messages.get()
            if message is None:
                raise AssertionError(f"the connection ended: {screen.ended}")
            if isinstance(message, kind) and where(message):
                return message
    return await asyncio.wait_for(wait(), timeout)


async def throw(at: Table) -> None:
    """Whoever is first throws (a person's screen, or the computer player by itself)."""
    for screen in at.screens:
        await next_of(screen, Snapshot)
    state = at.screens[0].state
    assert state is not None
    first = waiting_for(state).player
    for screen in at.screens:
        if screen.welcome is not None and first in screen.welcome.seats:
            await screen.send(Answer(Throw(first)))


async def ann_and_bea_thrown(ann_uri: str, bea_uri: str, seed: int) -> tuple[TableClient,
                                                                           TableClient]:
    """Ann hosts a table of two at these addresses, Bea joins its open seat, the game starts
    and Ann throws: the screens of a race about to go (the hostile tests and their bench)."""
    ann, bea = TableClient(ann_uri), TableClient(bea_uri)
    welcome = await ann.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                        SeatSpec("Open", open=True)),
                                     time_limit_ms=20_000, seed=seed))
    await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
    await next_of(ann, Seats, lambda m: m.seats[1].name == "Bea")
    await ann.send(Start())
    await next_of(ann, Snapshot)
    await ann.send(Answer(Throw(0)))
    return ann, bea
