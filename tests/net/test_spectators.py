"""Spectators never cost the players (issue 32): a cap per table, no seat list to everyone on
each join, and a spectator that falls behind is dropped, not waited for. Loopback only."""

from __future__ import annotations

import asyncio

import pytest

from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.peer import SPECTATOR_QUEUED, Peer
from rok_qt.net.protocol import PROTOCOL_VERSION, Join, Seats, ServerMessage
from tests.net.tables import table


def test_a_table_takes_its_cap_of_spectators_and_says_plainly_when_it_is_full() -> None:
    async def scenario() -> str:
        at = await table(start=False, max_spectators=3)
        watchers = []
        for _ in range(3):
            watcher = TableClient(at.uri)
            await watcher.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
            watchers.append(watcher)
        one_more = TableClient(at.uri)
        with pytest.raises(ConnectError) as refused:
            await one_more.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        await watchers[0].close()   # one goes: a seat in the stands is free again
        await asyncio.sleep(0.2)
        again = TableClient(at.uri)
        await again.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        for screen in [*watchers[1:], again]:
            await screen.close()
        await at.close()
        return str(refused.value)
    assert "3 spectators" in asyncio.run(scenario())


def test_a_spectator_joining_sends_the_players_nothing() -> None:
    async def scenario() -> list[ServerMessage]:
        at = await table(start=False)
        host = at.screens[0]
        await asyncio.sleep(0.3)
        while not host.messages.empty():
            host.messages.get_nowait()
        watchers = [TableClient(at.uri) for _ in range(10)]
        for watcher in watchers:
            welcome = await watcher.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
            assert len(welcome.lobby) == 3   # the seat list comes with the Welcome
        await asyncio.sleep(0.3)
        heard = []
        while not host.messages.empty():
            message = host.messages.get_nowait()
            if message is not None:
                heard.append(message)
        for watcher in watchers:
            await watcher.close()
        await at.close()
        return heard
    assert not [m for m in asyncio.run(scenario()) if isinstance(m, Seats)]


class _Stuck:
    """A connection whose other end reads nothing: its sends never finish."""

    async def send(self, data: bytes) -> None:
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        return


def test_a_spectator_that_falls_behind_is_dropped_and_a_player_is_waited_for_longer() -> None:
    async def scenario() -> tuple[bool, bool]:
        watcher = Peer(_Stuck(), 0.0)   # type: ignore[arg-type]
        player = Peer(_Stuck(), 0.0)    # type: ignore[arg-type]
        watcher.watching()
        for _ in range(SPECTATOR_QUEUED + 5):
            watcher.send(b"frame")
            player.send(b"frame")
        await asyncio.sleep(0)
        closing = [item for item in list(watcher.queue._queue) if item is None]  # type: ignore[attr-defined]
        kept = [item for item in list(player.queue._queue) if item is None]  # type: ignore[attr-defined]
        watcher.writer.cancel()
        player.writer.cancel()
        return bool(closing), not kept
    dropped, waited = asyncio.run(scenario())
    assert dropped and waited
