"""The table server in this process, over 127.0.0.1 (R7.3): seats, spectators, faults."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from rok_qt.model.moves import Take, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller
from rok_qt.net import connection as connection_module
from rok_qt.net import table_people as people_module
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.codes import ALPHABET, SECRET_CHARS, new_code, normal_code, server_of
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    Closed,
    CloseReason,
    Error,
    ErrorCode,
    Expired,
    Go,
    Host,
    Join,
    Live,
    Logged,
    Paused,
    Ping,
    Resumed,
    SeatKind,
    Seats,
    SeatSpec,
    Snapshot,
    TakeOver,
    decode_server,
    encode,
)
from rok_qt.net.robot import Robot
from rok_qt.net.saves import SaveFolder, decode_table
from rok_qt.net.server_thread import ServerThread
from tests.net.tables import FAST, QUICK, next_of, server, table, throw


def test_a_table_code_names_its_server_carries_60_random_bits_and_reads_however_typed() -> None:
    assert len(ALPHABET) ** SECRET_CHARS == 2**60
    code = new_code("7q")
    assert code.startswith("7Q-") and len(code) == 17 and server_of(code) == "7Q"
    assert normal_code(code.lower().replace("-", " ")) == code
    assert normal_code(" 7q k7mq 2xpa r4zo ") == "7Q-K7MQ-2XPA-R4Z0"    # O reads as zero
    assert normal_code("7Q-K7MQ-2XPA-R4Z") == ""
    # A table kept from the first servers (8 characters, no server id) is still found.
    assert normal_code(" k7mq 2xpa ") == "K7MQ-2XPA"
    assert server_of("K7MQ-2XPA") == ""
    assert len({new_code() for _ in range(1000)}) == 1000


def test_a_wrong_code_finds_no_table() -> None:
    async def scenario() -> str:
        at = await table(start=False)
        stranger = TableClient(at.uri)
        try:
            await stranger.connect(Join(PROTOCOL_VERSION, "ZZZZ-ZZZZ", ("Eve",)))
        except ConnectError as error:
            return str(error)
        finally:
            await at.close()
        return "joined"
    assert "No table has that code" in asyncio.run(scenario())


def test_R7_3_a_screen_acts_only_for_its_own_seats() -> None:
    async def scenario() -> tuple[Error, int, int]:
        at = await table()
        bea = at.screens[1]
        await next_of(bea, Snapshot)
        state = bea.state
        assert state is not None
        first = waiting_for(state).player
        assert first is not None
        # Bea throws for whoever is first, and takes for Ann: neither is hers.
        assert first == 0
        await bea.send(Answer(Throw(0)))
        refused = await next_of(bea, Error)
        await bea.send(Live(1, Take(0, 1, 10.0)))
        again = await next_of(bea, Error)
        seq = at.server._by_code[at.code].game.seq
        await at.close()
        return refused, seq, again.code == ErrorCode.NOT_YOURS
    refused, seq, second = asyncio.run(scenario())
    assert refused.code in (ErrorCode.NOT_YOURS, ErrorCode.NOT_NOW)
    assert second
    assert seq == 0   # nothing of Bea's was played


def test_a_spectator_sees_the_game_and_cannot_play() -> None:
    async def scenario() -> tuple[int, ErrorCode]:
        at = await table()
        watcher = TableClient(at.uri)
        welcome = await watcher.connect(Join(PROTOCOL_VERSION, at.code, (), spectator=True))
        assert welcome.seats == () and welcome.spectator
        robots = [asyncio.create_task(Robot(s, FAST).play()) for s in at.screens]
        entry = await next_of(watcher, Logged)
        await watcher.send(Answer(Throw(0)))
        refused = await next_of(watcher, Error)
        for robot in robots:
            robot.cancel()
        await watcher.close()
        await at.close()
        return entry.seq, refused.code
    seq, code = asyncio.run(scenario())
    assert seq >= 1
    assert code == ErrorCode.NOT_YOURS


def test_a_flood_of_messages_is_capped() -> None:
    async def scenario() -> set[ErrorCode]:
        at = await table(start=False)
        codes: set[ErrorCode] = set()
        async with connect(at.uri, compression=None) as ws:
            await ws.send(encode(Join(PROTOCOL_VERSION, at.code, (), spectator=True)))
            for i in range(400):
                await ws.send(encode(Ping(float(i))))
            try:
                while True:
                    message = decode_server(await asyncio.wait_for(ws.recv(), 5))
                    if isinstance(message, Error):
                        codes.add(message.code)
                        if message.fatal:
                            break
            except Exception:
                pass
        await at.close()
        return codes
    assert ErrorCode.RATE in asyncio.run(scenario())


def test_one_address_holds_a_limited_number_of_connections() -> None:
    async def scenario() -> Error:
        at = await table(start=False, max_per_address=3)   # the host's screens hold 2
        async with connect(at.uri, compression=None) as first, \
                connect(at.uri, compression=None) as second:
            assert first and second
            reply = decode_server(await asyncio.wait_for(second.recv(), 5))
        await at.close()
        assert isinstance(reply, Error)
        return reply
    assert asyncio.run(scenario()).code == ErrorCode.BUSY


def test_a_silent_connection_is_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(connection_module, "HELLO_S", 0.3)

    async def scenario() -> Error:
        at = await table(start=False)
        async with connect(at.uri, compression=None) as ws:
            reply = decode_server(await asyncio.wait_for(ws.recv(), 5))
        await at.close()
        assert isinstance(reply, Error)
        return reply
    reply = asyncio.run(scenario())
    assert reply.fatal and reply.code == ErrorCode.FIRST


def test_a_joined_screen_that_falls_silent_is_closed_and_its_seat_opens_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A half-open link (the screen neither pings nor answers the server's probes) is ended
    after IDLE_S; a live screen that keeps pinging stays."""
    monkeypatch.setattr(connection_module, "IDLE_S", 0.5)
    monkeypatch.setattr(connection_module, "PING_INTERVAL_MS", 200.0)

    async def scenario() -> tuple[bool, Seats]:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        host = TableClient(uri)
        welcome = await host.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                             SeatSpec("Open", open=True))))
        async with connect(uri, compression=None) as ws:
            await ws.send(encode(Join(PROTOCOL_VERSION, welcome.table, ("Cid",))))
            await next_of(host, Seats, lambda m: any(s.name == "Cid" for s in m.seats))
            # Say nothing more, answer no probe: the server hangs up by itself.
            with pytest.raises(ConnectionClosed):
                while True:
                    await asyncio.wait_for(ws.recv(), 10)
        left = await next_of(host, Seats, lambda m: m.seats[1].kind == SeatKind.OPEN)
        alive = host.ended is None
        await host.close()
        await running.stop()
        return alive, left
    alive, left = asyncio.run(scenario())
    assert alive                                  # the pinging host was never idle
    assert [s.kind for s in left.seats] == [SeatKind.HOST, SeatKind.OPEN]   # open again


def test_R7_3_a_dropped_screen_pauses_the_race_and_rejoins_with_the_log_after_its_last_entry(
        ) -> None:
    async def scenario() -> None:
        at = await table()
        host, bea = at.screens
        await throw(at)
        go = await next_of(bea, Go)
        await asyncio.sleep(0.3)
        kept_state, kept_seq, token = bea.state, bea.seq, bea.welcome.token if bea.welcome else ""
        assert kept_state is not None and go.race_ms == 0
        bea_ws = bea._ws
        assert bea_ws is not None
        bea_ws.transport.abort()                       # a network cut
        paused = await next_of(host, Paused)
        assert paused.seats == (1,) and paused.race_ms is not None
        again = TableClient(at.uri)
        again.adopt(kept_state, kept_seq)
        welcome = await again.connect(Join(PROTOCOL_VERSION, at.code, (), token=token,
                                           last_seq=kept_seq))
        assert welcome.seats == (1,) and welcome.state is None and welcome.seq == kept_seq
        await next_of(host, Resumed)
        resumed = await next_of(host, Go)
        assert resumed.race_ms == pytest.approx(paused.race_ms)
        assert again.seq == at.server._by_code[at.code].game.seq and not again.desynced
        await again.close()
        await at.close()
    asyncio.run(scenario())


def _expire_fast(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(people_module, "RECONNECT_S", 0.2)


def test_a_seat_not_back_in_time_goes_to_a_computer_player_when_the_host_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _expire_fast(monkeypatch)

    async def scenario() -> tuple[Controller, tuple[int, ...], tuple[int, ...]]:
        at = await table()
        host, bea = at.screens
        await next_of(bea, Snapshot)
        await bea.close()
        expired = await next_of(host, Expired)
        await host.send(TakeOver(1, computer=True))
        snapshot = await next_of(host, Snapshot)
        result = await Robot(host, QUICK).play()
        assert result is not None
        await at.close()
        return snapshot.state.players[1].controller, expired.seats, result.scores
    level, seats, scores = asyncio.run(scenario())
    assert seats == (1,)
    assert level == Controller.ADEPT
    assert len(scores) == 3


def test_the_host_may_save_and_end_instead(monkeypatch: pytest.MonkeyPatch,
                                           tmp_path: Path) -> None:
    _expire_fast(monkeypatch)

    async def scenario() -> Closed:
        at = await table(save=SaveFolder(tmp_path).save)
        host, bea = at.screens
        await next_of(bea, Snapshot)
        await bea.close()
        await next_of(host, Expired)
        await host.send(TakeOver(1, computer=False))
        closed = await next_of(host, Closed)
        await at.close()
        return closed
    closed = asyncio.run(scenario())
    assert closed.reason == CloseReason.SAVED and closed.save is not None
    saved = decode_table((tmp_path / closed.save).read_bytes())
    assert [p.name for p in saved.state.players] == ["Ann", "Bea", "Runa"]
    assert [seat.kind for seat in saved.seats] == ["host", "remote", "computer"]


def test_the_server_in_the_hosts_app_runs_on_its_own_thread_and_says_when_it_stops() -> None:
    thread = ServerThread(ServerOptions(port=0, bot_pause_ms=20.0))
    thread.start()

    async def scenario() -> tuple[tuple[float | None, ...], Closed]:
        host = TableClient(f"ws://127.0.0.1:{thread.port}")
        welcome = await host.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                             SeatSpec("Bea", open=True))))
        bea = TableClient(f"ws://127.0.0.1:{thread.port}")
        await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
        # Every seat's latency shows once the server has measured both links.
        seats = await next_of(host, Seats, lambda m: all(s.rtt_ms is not None
                                                         for s in m.seats), timeout=10)
        await asyncio.get_running_loop().run_in_executor(None, thread.stop)
        closed = await next_of(bea, Closed)
        await host.close()
        await bea.close()
        return tuple(s.rtt_ms for s in seats.seats), closed
    latencies, closed = asyncio.run(scenario())
    assert all(rtt is not None and rtt >= 0 for rtt in latencies)
    assert closed.reason == CloseReason.SHUTDOWN


async def take_on_the_go_message(screen: TableClient, seat: int) -> tuple[object, float]:
    """The attack: the moment the Go message comes (before its instant), a take of the first
    stone the screen was sent, claimed at 0 ms. What answered it (a Refused, or the Logged
    entry of the take) and the race ms on the screen's own clock when it was sent."""
    from rok_qt.model.grab import takeable_stones
    from rok_qt.net.protocol import Refused

    await next_of(screen, Go)
    state = screen.state
    assert state is not None and state.live is not None
    stone = min(takeable_stones(state))
    sent_at = screen.stamper.race_ms(screen.clock()) if screen.stamper.running else 0.0
    await screen.send(Live(7, Take(seat, stone, 0.0)))

    def answers(message: object) -> bool:
        return (isinstance(message, Refused) and message.id == 7) or (
            isinstance(message, Logged) and isinstance(message.move, Take)
            and message.move.player == seat)
    return await next_of(screen, object, answers), sent_at


def test_R7_3_a_take_that_arrives_before_go_is_refused_and_counts_for_nothing() -> None:
    from rok_qt.net.protocol import Refused

    async def scenario() -> object:
        at = await table(throw_ms=400.0)
        _host, bea = at.screens
        await throw(at)
        answer, _sent_at = await take_on_the_go_message(bea, 1)   # before the race's go
        await at.close()
        return answer
    refused = asyncio.run(scenario())
    assert isinstance(refused, Refused)
    assert refused.id == 7 and refused.code == "before_go"


def test_an_old_screen_is_told_plainly_to_update() -> None:
    async def scenario() -> None:
        running = await server()
        async with connect(f"ws://127.0.0.1:{running.port}") as ws:
            await ws.send(encode(Join(PROTOCOL_VERSION - 1, "K7MQ-2XPA", ("Eve",))))
            error = decode_server(await ws.recv())
            assert isinstance(error, Error) and error.code == ErrorCode.VERSION and error.fatal
            assert error.text.startswith("Update rok-qt to play at this table")
            assert f"protocol {PROTOCOL_VERSION}" in error.text
        await running.stop()
    asyncio.run(scenario())


@pytest.mark.parametrize("first", [
    Host(5, (SeatSpec("Eve"), SeatSpec("Open", open=True))),
    Join(5, "K7MQ-2XPA", ("Eve",)),
])
def test_a_screen_of_protocol_5_is_told_to_update_to_6(first: Host | Join) -> None:
    """Protocol 6 (caps, races too close to call) after 5 (views): a copy of rok-qt from
    before, hosting or joining, is told in one plain sentence which copy must be updated."""
    assert PROTOCOL_VERSION == 6

    async def scenario() -> None:
        running = await server()
        async with connect(f"ws://127.0.0.1:{running.port}") as ws:
            await ws.send(encode(first))
            error = decode_server(await ws.recv())
            assert isinstance(error, Error) and error.code == ErrorCode.VERSION and error.fatal
            assert error.text == ("Update rok-qt to play at this table: it speaks protocol 6, "
                                  "your copy of rok-qt protocol 5."), error.text
        await running.stop()
    asyncio.run(scenario())
