"""10,000 hostile messages at a running table (R7.3): malformed, oversized, out of order and
for other people's seats. The server stays up and the players' game goes on unchanged."""

from __future__ import annotations

import asyncio
import random

import msgspec
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from rok_qt.model.moves import ChooseOrder, Done, Flick, LayOnBalance, PutBack, Take, Throw
from rok_qt.net.protocol import (
    MAX_MESSAGE,
    PROTOCOL_VERSION,
    Answer,
    Host,
    Join,
    Live,
    LiveIntent,
    Question,
    Ready,
    SeatSpec,
    Start,
    TakeOver,
    encode,
)
from rok_qt.net.robot import Robot
from tests.net.tables import FAST, table

MESSAGES = 10_000
ATTACKERS = 4


def _hostile(rng: random.Random, code: str) -> bytes | str:
    """One message a hostile screen might send."""
    kind = rng.randrange(10)
    seat = rng.choice([0, 1, 2, 3, -1, 2**40])
    ms = rng.choice([0.0, -5.0, 1e300, float("nan"), float("inf"), rng.uniform(0, 9000)])
    if kind == 0:
        return rng.randbytes(rng.randrange(1, 300))                       # not msgpack
    if kind == 1:
        return b"\x91" * rng.randrange(100, 5000)                           # nested deep
    if kind == 2:
        return msgspec.msgpack.encode({"t": "live", "id": 1,
                                       "move": {"type": "take", "player": seat,
                                                "stone": rng.randrange(-3, 60), "ms": ms}})
    if kind == 3:
        moves: list[LiveIntent] = [Take(seat % 8, rng.randrange(49), 10.0), PutBack(0, 3, 1.0),
                                   LayOnBalance(1, 3, 4, 2.0), Done(0, 5.0)]
        return encode(Live(rng.randrange(2**31), rng.choice(moves)))   # other people's seats
    if kind == 4:
        answers: list[Question] = [Throw(0), Throw(1), ChooseOrder(0, (1, 2)),
                                   Flick(1, 0.0, 0.0, 1.0, 1e9)]
        return encode(Answer(rng.choice(answers)))
    if kind == 5:
        return rng.choice([encode(Start(fill=True)), encode(TakeOver(1, computer=False)),
                           encode(Ready((0, 1))), encode(Join(PROTOCOL_VERSION, code, ("Eve",))),
                           encode(Host(PROTOCOL_VERSION, (SeatSpec("A"), SeatSpec("B"))))])
    if kind == 6:
        return msgspec.msgpack.encode({"t": "join", "version": 1, "table": code,
                                       "names": ["<b>Eve</b>"] * 9, "extra": 1})
    if kind == 7:
        return "{\"t\": \"ping\"}"                                            # a text frame
    if kind == 8:
        return b"\x00" * (MAX_MESSAGE + rng.randrange(1, 5000))              # oversized
    return msgspec.msgpack.encode({"t": rng.choice(["ping", "echo", "live", "nope"]),
                                   "client_ms": rng.choice([1.0, "x", None, [1]])})


async def _attack(uri: str, code: str, seed: int, count: int) -> int:
    """Send `count` hostile messages, reconnecting whenever the server hangs up."""
    rng = random.Random(seed)
    sent = 0
    while sent < count:
        try:
            async with connect(uri, compression=None, max_size=None) as ws:
                if rng.random() < 0.8:   # most get past the hello as a spectator first
                    await ws.send(encode(Join(PROTOCOL_VERSION, code, (), spectator=True)))
                while sent < count:
                    await ws.send(_hostile(rng, code))
                    sent += 1
                    if sent % 50 == 0:
                        await asyncio.sleep(0.005)
        except (ConnectionClosed, OSError):
            await asyncio.sleep(0.01)
    return sent


def test_R7_3_ten_thousand_hostile_messages_leave_the_server_up_and_the_game_unchanged(
        ) -> None:
    async def scenario() -> None:
        at = await table()
        host, bea = at.screens
        # Quick robots: the attack (1-2 s) still falls in the game, at its start as before.
        robots = [Robot(screen, FAST) for screen in at.screens]
        playing = [asyncio.create_task(robot.play()) for robot in robots]
        sent = await asyncio.gather(*(_attack(at.uri, at.code, i, MESSAGES // ATTACKERS)
                                      for i in range(ATTACKERS)))
        assert sum(sent) == MESSAGES
        results = await asyncio.wait_for(asyncio.gather(*playing), 120)
        server_table = at.server._by_code.get(at.code)
        log = server_table.game.log if server_table is not None else []
        assert results[0] is not None and results[1] is not None
        assert results[0].scores == results[1].scores
        assert not host.desynced and not bea.desynced and host.seq == bea.seq
        # Every race move logged for a person's seat is one that person's screen sent.
        sent_moves = {(type(m), m.player, getattr(m, "stone", None))
                      for robot in robots for m in robot.sent}
        for entry in log:
            move = entry.move
            if isinstance(move, Take | PutBack | LayOnBalance | Done) and move.player in (0, 1):
                assert (type(move), move.player, getattr(move, "stone", None)) in sent_moves
        # The server still takes new tables.
        newcomer = await asyncio.wait_for(_host_again(at.uri), 10)
        assert newcomer
        await at.close()
    asyncio.run(scenario())


async def _host_again(uri: str) -> bool:
    from rok_qt.net.client import TableClient

    screen = TableClient(uri)
    welcome = await screen.connect(Host(PROTOCOL_VERSION, (SeatSpec("Zoe"), SeatSpec("Yan"))))
    await screen.close()
    return bool(welcome.table)
