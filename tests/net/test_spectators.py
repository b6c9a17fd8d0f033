"""Spectators never cost the players (issue 32): a cap per table, no seat list to everyone on
each join, a spectator that falls behind is dropped, not waited for, and a table's spectator
delay shows them the game that much later. Loopback only."""

from __future__ import annotations

import asyncio
import itertools
from collections import Counter
from collections.abc import Sequence
from types import SimpleNamespace

import pytest
from websockets.protocol import State

from rok_qt.model.moves import Throw
from rok_qt.model.state import Controller
from rok_qt.net import connection
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.clock import monotonic_ms
from rok_qt.net.crowd import BEAT_S, Relay
from rok_qt.net.fairness import Link
from rok_qt.net.peer import SPECTATOR_BUFFER, SPECTATOR_QUEUED, Peer, frame_of
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Go,
    Host,
    Join,
    Logged,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    Start,
)
from tests.net.tables import next_of, server, table, throw


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
    """A connection whose other end reads nothing: its socket holds `buffered` bytes unsent,
    and a send through the writer never finishes."""

    def __init__(self, buffered: int) -> None:
        self.protocol = SimpleNamespace(state=State.OPEN)
        self.transport = SimpleNamespace(get_write_buffer_size=lambda: buffered,
                                         write=self._write)
        self.send_in_progress = None
        self.keepalive_task: asyncio.Task[None] | None = None
        self.written = 0

    def _write(self, frame: bytes) -> None:
        self.written += 1

    async def send(self, data: bytes) -> None:
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        return


def test_a_spectator_that_falls_behind_is_dropped_and_a_player_is_waited_for_longer() -> None:
    async def scenario() -> tuple[int, bool, int, bool]:
        reading = _Stuck(0)
        behind = _Stuck(SPECTATOR_BUFFER + 1)
        watchers = [Peer(reading, 0.0), Peer(behind, 0.0)]   # type: ignore[arg-type]
        player = Peer(_Stuck(SPECTATOR_BUFFER + 1), 0.0)     # type: ignore[arg-type]
        for watcher in watchers:
            watcher.watching()
        for _ in range(SPECTATOR_QUEUED + 5):
            for peer in (*watchers, player):
                peer.send(b"frame")
        await asyncio.sleep(0)
        queued = [list(peer.queue._queue) for peer in (*watchers, player)]  # type: ignore[attr-defined]
        for peer in (*watchers, player):
            peer.writer.cancel()
        return (reading.written, None in queued[1], len(queued[2]), None in queued[2])
    written, dropped, waiting, player_dropped = asyncio.run(scenario())
    assert written == SPECTATOR_QUEUED + 5   # a spectator that reads gets every frame at once
    assert dropped                           # one that lets a megabyte pile up is dropped
    assert waiting >= SPECTATOR_QUEUED and not player_dropped   # a player is waited for


def test_with_a_delay_spectators_see_the_game_that_much_later_even_when_they_join_late(
        ) -> None:
    async def scenario() -> tuple[float, float, int, bool]:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        ann = TableClient(uri)
        welcome = await ann.connect(Host(PROTOCOL_VERSION, (
            SeatSpec("Ann"), SeatSpec("Runa", Controller.MASTER)), seed=6,
            spectator_delay_s=1))
        early = TableClient(uri)
        await early.connect(Join(PROTOCOL_VERSION, welcome.table, spectator=True))
        await ann.send(Start())
        await next_of(ann, Snapshot)
        thrown_at = monotonic_ms()
        await ann.send(Answer(Throw(0)))
        await next_of(ann, Logged)
        late = TableClient(uri)   # joins after the throw: it sees the game of a second ago
        came = await late.connect(Join(PROTOCOL_VERSION, welcome.table, spectator=True))
        async def when(screen: TableClient) -> tuple[Logged, float]:
            entry = await next_of(screen, Logged, timeout=10)
            return entry, monotonic_ms() - thrown_at
        both = await asyncio.gather(when(early), when(late))
        seen = [entry for entry, _ms in both]
        lates = [min(ms for _entry, ms in both)]
        assert all(entry.seq == 1 for entry in seen)
        in_step = late.state is not None and late.state.round == 1
        for screen in (ann, early, late):
            await screen.close()
        await running.stop()
        return lates[0], float(seen[0].seq), came.seq, in_step
    late_by, seen_seq, came_seq, in_step = asyncio.run(scenario())
    assert late_by >= 950.0   # the throw reached both spectators a second late
    assert seen_seq == 1
    assert came_seq == 0      # the late joiner started from the game as it began...
    assert in_step            # ...and follows it, late


class _Watcher:
    """A spectator's connection that keeps what it is sent, and when."""

    def __init__(self, log: list[tuple[str, int]], name: int) -> None:
        self.log, self.name = log, name
        self.got: list[bytes] = []

    def send(self, data: bytes) -> None:
        raise AssertionError("a crowd's frame is made once, not per spectator")

    def send_made(self, messages: Sequence[bytes], frames: bytes) -> None:
        assert frames == b"".join(frame_of(data) for data in messages)
        self.got.extend(messages)
        self.log.append(("spectator", self.name))

    def close(self) -> None:
        return

    def watching(self) -> None:
        return


def test_the_crowd_gets_each_frame_in_order_and_gives_way_to_the_players_between_turns(
        ) -> None:
    async def scenario() -> tuple[list[_Watcher], list[tuple[str, int]]]:
        log: list[tuple[str, int]] = []
        crowd = [_Watcher(log, i) for i in range(3000)]
        relay = Relay()
        relay.send(crowd, b"first")
        relay.send(crowd, b"second")
        for turn in range(20_000):   # a player's message every turn of the server's loop
            log.append(("player", turn))
            await asyncio.sleep(0.0002)
            if not relay.pending:
                break
        return crowd, log
    crowd, log = asyncio.run(scenario())
    assert all(watcher.got == [b"first", b"second"] for watcher in crowd)
    players = [at for at, (who, _n) in enumerate(log) if who == "player"]
    runs = [b - a - 1 for a, b in itertools.pairwise(players)]
    assert len(players) > 3   # the crowd took several turns,
    assert max(runs) < 3000   # and the players' work came between them, not after it all


def test_frames_handed_over_together_reach_each_spectator_in_one_write() -> None:
    """A race's start sends a Snapshot and a Go at once: one write a spectator, not two."""
    async def scenario() -> tuple[list[_Watcher], Counter[int]]:
        log: list[tuple[str, int]] = []
        crowd = [_Watcher(log, i) for i in range(20)]
        relay = Relay()
        relay.send(crowd, b"snapshot")
        relay.send(crowd, b"go")
        relay.send(crowd[:10], b"for some")   # another crowd: a write of its own
        await _written(relay)
        return crowd, Counter(name for _who, name in log)
    crowd, writes = asyncio.run(scenario())
    assert all(watcher.got[:2] == [b"snapshot", b"go"] for watcher in crowd)
    assert [writes[i] for i in range(20)] == [2] * 10 + [1] * 10


def test_what_comes_within_a_beat_of_the_last_write_goes_out_in_the_next_one() -> None:
    """A take, its view and the seat list come a few ms apart: the crowd gets them in one
    write a beat after the last (the first at once), not one write each."""
    async def scenario() -> tuple[list[_Watcher], Counter[int], float]:
        log: list[tuple[str, int]] = []
        crowd = [_Watcher(log, i) for i in range(20)]
        relay = Relay()
        began = monotonic_ms()
        relay.send(crowd, b"throw")
        await asyncio.sleep(0.01)
        first = len(log)   # the first frame went out at once
        for data in (b"take", b"view", b"seats"):
            relay.send(crowd, data)
            await asyncio.sleep(0.02)
        await _written(relay)
        assert first == len(crowd)
        return crowd, Counter(name for _who, name in log), monotonic_ms() - began
    crowd, writes, took_ms = asyncio.run(scenario())
    assert all(watcher.got == [b"throw", b"take", b"view", b"seats"] for watcher in crowd)
    assert set(writes.values()) == {2}
    assert BEAT_S * 1000 <= took_ms < BEAT_S * 1000 + 500


async def _written(relay: Relay) -> None:
    """Until the relay has written everything handed to it (at most 5 s)."""
    async with asyncio.timeout(5):
        while relay.pending:
            await asyncio.sleep(0.005)


def test_a_spectators_connection_has_no_keepalive_of_its_own() -> None:
    """The table's probe and idle check watch a spectator: no WebSocket keepalive task per
    spectator, whose pings would fall due together for a crowd that came at once."""
    async def scenario() -> tuple[bool, bool]:
        stuck = _Stuck(0)
        stuck.keepalive_task = asyncio.get_running_loop().create_task(asyncio.sleep(60))
        watcher = Peer(stuck, 0.0)   # type: ignore[arg-type]
        player_stuck = _Stuck(0)
        player_stuck.keepalive_task = asyncio.get_running_loop().create_task(asyncio.sleep(60))
        player = Peer(player_stuck, 0.0)   # type: ignore[arg-type]
        watcher.watching()
        await asyncio.sleep(0)
        cancelled = (stuck.keepalive_task.cancelled(), player_stuck.keepalive_task.cancelled())
        player_stuck.keepalive_task.cancel()
        for peer in (watcher, player):
            peer.writer.cancel()
        return cancelled
    assert asyncio.run(scenario()) == (True, False)


def test_a_spectators_link_is_measured_far_less_often_than_a_players(
        monkeypatch: pytest.MonkeyPatch) -> None:
    probes: Counter[int] = Counter()
    sent = Link.probe

    def counted(link: Link, now_ms: float) -> int:
        probes[id(link)] += 1
        return sent(link, now_ms)
    monkeypatch.setattr(Link, "probe", counted)
    # Each probe turn also costs the loop's own delay (large on a busy machine) on top of the
    # interval, for a player's and a spectator's alike: 20 ms turns keep the ratio readable.
    monkeypatch.setattr(connection, "PING_INTERVAL_MS", 20.0)

    async def scenario() -> None:
        at = await table(joiners=(), start=False)
        watcher = TableClient(at.uri)
        await watcher.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        await asyncio.sleep(1.0)
        await watcher.close()
        await at.close()
    asyncio.run(scenario())
    spectator, player = sorted(probes.values())
    assert player >= 10 and spectator <= player / 2   # about a fifth on an idle machine



def test_a_late_spectator_who_joins_mid_race_gets_the_race_clock_of_its_moment() -> None:
    """R7.3: a spectator who joins a table with a delay while the race of its delayed moment
    is under way gets that race's Go (its instant moved by the delay) right after its
    Welcome: its screen shows the race with its clock, not without one until the next."""
    async def scenario() -> tuple[Go, Go, int, float]:
        at = await table(computer=False, spectator_delay_s=1)   # Ann and Bea: nobody takes
        await throw(at)
        go = await next_of(at.screens[0], Go)
        await asyncio.sleep(1.3)   # the go is more than the delay ago; its race goes on
        late = TableClient(at.uri)
        came = await late.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        joined = monotonic_ms()
        seen = await next_of(late, Go, timeout=5)
        waited = monotonic_ms() - joined
        round_then = came.state.round if came.state is not None else -1
        await late.close()
        await at.close()
        return go, seen, round_then, waited
    go, seen, round_then, waited = asyncio.run(scenario())
    assert round_then == 1 and seen.round == 1   # the race under way a second ago...
    assert waited < 500.0                        # ...has its clock at once
    assert seen.at_ms == pytest.approx(go.at_ms + 1000.0)   # its go, a second late
