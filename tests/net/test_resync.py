"""A screen out of step asks for the state ("send me the state", Resync) and gets it at once
(R7.3: the server's log is the game; a copy that lost an entry must not wait for the next
reveal). Loopback only."""

from __future__ import annotations

import asyncio

import msgspec
import pytest

from rok_qt.model import engine
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import PutBack, Take, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Error,
    ErrorCode,
    Go,
    Host,
    Join,
    Logged,
    ProtocolError,
    Resync,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    Start,
    decode_client,
)
from tests.net.lossy import LossyProxy
from tests.net.tables import next_of, server, table

NAMES = ("Ann", "Bea")


def _race_seed() -> int:
    """A game of Ann and Bea where Ann throws first and the throw leaves a race."""
    seed = 1
    while True:
        config = GameConfig([SeatConfig(n) for n in NAMES], seed, mode=PlayMode.LIVE,
                            time_limit_ms=20_000)
        state, _ = new_game(config)
        if waiting_for(state).player == 0:
            thrown, _ = engine.step(state, Throw(0), record_frames=False)
            if thrown.live is not None and takeable_stones(thrown):
                return seed
        seed += 1


def _same(a: GameState | None, b: GameState | None) -> bool:
    return a is not None and b is not None and msgspec.msgpack.encode(a) == \
        msgspec.msgpack.encode(b)


def _a_take(message: ServerMessage) -> bool:
    return isinstance(message, Logged) and isinstance(message.move, Take)


def test_R7_3_a_screen_that_lost_a_log_entry_asks_for_the_state_and_is_in_step_in_the_race(
        ) -> None:
    async def scenario() -> tuple[int, int, bool, bool, int, int]:
        running = await server()
        proxy = LossyProxy(running.port, _a_take)   # Bea's link loses the race's first take
        await proxy.start()
        ann = TableClient(f"ws://127.0.0.1:{running.port}")
        welcome = await ann.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                            SeatSpec("Open", open=True)),
                                         time_limit_ms=20_000, seed=_race_seed()))
        bea = TableClient(f"ws://127.0.0.1:{proxy.port}")
        await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
        await next_of(ann, Seats, lambda m: m.seats[1].name == "Bea")
        await ann.send(Start())
        await next_of(ann, Snapshot)
        await ann.send(Answer(Throw(0)))
        go = await next_of(bea, Go)
        go_seq = bea.seq   # the faces come at go as a Snapshot of this entry (views)
        await next_of(ann, Go)
        await next_of(ann, Snapshot)   # the throw's faces, just at go
        while not ann.stamper.running or ann.stamper.race_ms(ann.clock()) <= 0.0:
            await asyncio.sleep(0.02)
        assert ann.state is not None
        stone = min(takeable_stones(ann.state))
        await ann.send(ann.stamper.stamp(Take(0, stone, 0.0), ann.clock()))     # lost for Bea
        await ann.send(ann.stamper.stamp(PutBack(0, stone, 0.0), ann.clock()))  # shows the gap
        snapshot = await next_of(bea, Snapshot, lambda m: m.seq > go_seq, timeout=5)
        put_back = await next_of(ann, Logged, lambda m: isinstance(m.move, PutBack))
        for _ in range(100):
            if bea.seq == ann.seq == put_back.seq:
                break
            await asyncio.sleep(0.02)
        in_step = _same(bea.state, ann.state)
        in_race = bea.state is not None and bea.state.live is not None \
            and bea.state.round == go.round
        lost, asked = len(proxy.lost), bea.resyncs
        await bea.close()
        await ann.close()
        await proxy.close()
        await running.stop()
        return lost, asked, in_step, in_race, snapshot.seq, put_back.seq
    lost, asked, in_step, in_race, snapshot_seq, put_back_seq = asyncio.run(scenario())
    assert lost == 1                    # the take's entry never reached Bea's screen
    assert asked == 1                   # the next entry showed the gap: one request
    assert snapshot_seq == put_back_seq  # the state after the entry that showed the gap
    assert in_step                      # Bea's copy is the server's again...
    assert in_race                      # ...in the same race, not at the next reveal


def test_the_state_is_sent_on_request_once_a_second_for_the_own_table_only() -> None:
    async def scenario() -> tuple[ErrorCode, Snapshot, ErrorCode, GameState | None]:
        at = await table(start=False)
        host, bea = at.screens
        cid = TableClient(at.uri)   # another table on the same server, playing too
        await cid.connect(Host(PROTOCOL_VERSION, (SeatSpec("Cid"),
                                                  SeatSpec("Dag", Controller.ADEPT))))
        await cid.send(Start())
        await bea.send(Resync())
        early = await next_of(bea, Error)
        await host.send(Start())
        await next_of(bea, Snapshot)
        await bea.send(Resync())
        answer = await next_of(bea, Snapshot, timeout=5)
        await bea.send(Resync())
        again = await next_of(bea, Error)
        served = at.server._by_code[at.code].game.view()   # what screens may see
        await cid.close()
        await at.close()
        return early.code, answer, again.code, served
    early, answer, again, served = asyncio.run(scenario())
    assert early == ErrorCode.NOT_NOW            # no game yet, no state
    assert [p.name for p in answer.state.players] == ["Ann", "Bea", "Runa"]   # its own table
    assert _same(answer.state, served)
    assert again == ErrorCode.RATE               # the largest message: once a RESYNC_MS


def test_a_resync_carries_nothing_and_is_decoded_strictly() -> None:
    assert isinstance(decode_client(msgspec.msgpack.encode({"t": "resync"})), Resync)
    with pytest.raises(ProtocolError):
        decode_client(msgspec.msgpack.encode({"t": "resync", "table": "K7MQ-2XPA"}))
