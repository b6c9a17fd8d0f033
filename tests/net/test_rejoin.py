"""A screen stays at its table (rok_qt.net.rejoin.stay, what the app's link runs): after a cut it
is back at its seats with its token and its mirror follows the game; nothing listening, or a
refusal, is said once and plainly; Leave reaches the table (R7.3). Loopback only."""

from __future__ import annotations

import asyncio
import socket

from rok_qt.model.moves import Throw
from rok_qt.model.state import Controller
from rok_qt.net import rejoin
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Error,
    Host,
    Join,
    Logged,
    SeatKind,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    Start,
    Welcome,
)
from tests.net.proxy import Delay, LatencyProxy
from tests.net.tables import next_of, server


class Heard:
    """A screen's listener: what its table said, in order."""

    def __init__(self) -> None:
        self.messages: asyncio.Queue[ServerMessage] = asyncio.Queue()
        self.ups: list[bool] = []
        self.why: str | None = None
        self.rtts: list[float] = []

    def message(self, message: ServerMessage) -> None:
        self.messages.put_nowait(message)

    def connection(self, up: bool) -> None:
        self.ups.append(up)

    def rtt(self, rtt_ms: float) -> None:
        self.rtts.append(rtt_ms)

    def gave_up(self, why: str) -> None:
        self.why = why

    async def next(self, kind: type[ServerMessage], timeout: float = 20.0) -> ServerMessage:
        async def wait() -> ServerMessage:
            while not isinstance(message := await self.messages.get(), kind):
                pass
            return message
        return await asyncio.wait_for(wait(), timeout)


SEATS = (SeatSpec("Ann"), SeatSpec("Open", open=True), SeatSpec("Runa", Controller.MASTER))


def test_R7_3_a_screen_cut_off_is_back_at_its_seat_and_its_mirror_follows_the_game() -> None:
    async def scenario() -> tuple[Welcome, Welcome, list[bool], int, Logged, int, int]:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        ann = TableClient(uri)
        code = (await ann.connect(Host(PROTOCOL_VERSION, SEATS, time_limit_ms=6000,
                                       seed=6))).table   # seed 6: Ann throws first
        proxy = LatencyProxy(running.port, Delay(0.0), Delay(0.0))
        await proxy.start()
        bea, heard = TableClient(f"ws://127.0.0.1:{proxy.port}"), Heard()
        staying = asyncio.create_task(
            rejoin.stay(bea, Join(PROTOCOL_VERSION, code, ("Bea",)), heard, retry_s=0.05))
        first = await heard.next(Welcome)
        await next_of(ann, Seats, lambda m: all(s.kind != SeatKind.OPEN for s in m.seats))
        await ann.send(Start())
        await heard.next(Snapshot)
        before = bea.seq
        proxy.cut()   # the cable is pulled
        again = await heard.next(Welcome)
        await ann.send(Answer(Throw(0)))
        logged = await heard.next(Logged)
        seq, resyncs = bea.seq, bea.resyncs
        await bea.leave(0.5)
        await asyncio.wait_for(staying, 5.0)
        await ann.close()
        await proxy.close()
        await running.stop()
        assert isinstance(first, Welcome) and isinstance(again, Welcome)
        assert isinstance(logged, Logged)
        return first, again, heard.ups, before, logged, seq, resyncs

    first, again, ups, before, logged, seq, resyncs = asyncio.run(scenario())
    assert again.seats == first.seats == (1,) and again.token == first.token
    assert again.table == first.table
    assert ups == [True, False, True]   # down once, back once; leaving says nothing more
    # The rejoin asked for what follows the mirror: the throw is the next entry, taken in.
    assert logged.seq == before + 1 and seq >= logged.seq and resyncs == 0
    assert isinstance(logged.move, Throw)


def test_a_table_where_nothing_listens_is_said_once() -> None:
    async def scenario() -> tuple[str | None, list[bool]]:
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        heard = Heard()
        await rejoin.stay(TableClient(f"ws://127.0.0.1:{port}"),
                          Join(PROTOCOL_VERSION, "0000-0000", ("Bea",)), heard)
        return heard.why, heard.ups

    why, ups = asyncio.run(scenario())
    assert why == rejoin.REFUSED and ups == []


def test_a_refusal_is_heard_in_the_servers_words_and_not_tried_again() -> None:
    async def scenario() -> tuple[str | None, list[ServerMessage], list[bool]]:
        running = await server()
        heard = Heard()
        await asyncio.wait_for(rejoin.stay(TableClient(f"ws://127.0.0.1:{running.port}"),
                                           Join(PROTOCOL_VERSION, "ZZZZ-ZZZZ", ("Bea",)),
                                           heard), 10.0)
        await running.stop()
        said = []
        while not heard.messages.empty():
            said.append(heard.messages.get_nowait())
        return heard.why, said, heard.ups

    why, said, ups = asyncio.run(scenario())
    assert len(said) == 1 and isinstance(said[0], Error) and said[0].fatal
    assert why == said[0].text and ups == []


def test_leave_reaches_the_table_and_the_seat_opens_again() -> None:
    async def scenario() -> bool:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        ann = TableClient(uri)
        code = (await ann.connect(Host(PROTOCOL_VERSION, SEATS))).table
        bea, heard = TableClient(uri), Heard()
        staying = asyncio.create_task(
            rejoin.stay(bea, Join(PROTOCOL_VERSION, code, ("Bea",)), heard))
        await next_of(ann, Seats, lambda m: any(s.name == "Bea" for s in m.seats))
        await bea.leave(0.5)
        await asyncio.wait_for(staying, 5.0)
        await next_of(ann, Seats, lambda m: m.seats[1].kind == SeatKind.OPEN)
        await ann.close()
        await running.stop()
        return staying.done()

    assert asyncio.run(scenario())
