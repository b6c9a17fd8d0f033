"""A table server seen from outside (issue 33): /health, /metrics, its JSON log, the real
client address behind a trusted proxy, joins by the table's path, and a drain."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.stones import FATE
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.codes import new_code, table_path
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Go,
    Host,
    Join,
    Logged,
    Refused,
    SeatSpec,
    Snapshot,
)
from rok_qt.net.proxy_protocol import encode_header, trusted_networks
from rok_qt.net.saves import SaveFolder, decode_table
from rok_qt.net.server_log import JsonLines
from tests.net.tables import next_of, server, table, throw


async def http_get(port: int, path: str, method: str = "GET",
                   head: bytes = b"") -> tuple[int, str]:
    """One plain HTTP request to 127.0.0.1: (status, body)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(head + f"{method} {path} HTTP/1.1\r\nHost: rok\r\n\r\n".encode())
    await writer.drain()
    raw = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    head_text, _, body = raw.partition(b"\r\n\r\n")
    return int(head_text.split()[1]), body.decode()


def figure(page: str, name: str) -> float:
    """One sample's value on a /metrics page."""
    for line in page.splitlines():
        if line.startswith(name + " ") or (line.startswith(name + "{") and line.split()[0] == name):
            return float(line.split()[-1])
    raise AssertionError(f"{name} is not on the page")


def test_health_says_ready_then_draining_and_metrics_count_tables_screens_and_moves() -> None:
    async def scenario() -> None:
        at = await table(joiners=("Bea",))
        port = at.server.port
        assert await http_get(port, "/health") == (200, "ready\n")
        ann = at.screens[0]
        await throw(at)
        await next_of(ann, Go)
        status, page = await http_get(port, "/metrics")
        assert status == 200
        assert figure(page, 'rok_tables{phase="grab"}') == 1
        assert figure(page, "rok_connections") == 2
        assert figure(page, 'rok_messages_received_total{kind="host"}') == 1
        assert figure(page, 'rok_messages_received_total{kind="join"}') == 1
        assert figure(page, "rok_race_settle_window_seconds_count") == 1
        assert figure(page, "process_resident_memory_bytes") > 10e6
        assert (await http_get(port, "/nothing"))[0] == 404
        assert (await http_get(port, "/admin/drain", "POST"))[0] == 404   # never public
        drain = asyncio.get_running_loop().create_task(at.server.drain(limit_s=0.5))
        await asyncio.sleep(0.1)
        assert await http_get(port, "/health") == (503, "draining\n")
        with pytest.raises(ConnectError, match="503"):     # no new table while draining
            await TableClient(at.uri).connect(Host(PROTOCOL_VERSION, (SeatSpec("Cy"),
                                                   SeatSpec("Dee"))))
        await drain
        await at.close()
    asyncio.run(scenario())


def test_race_moves_are_timed_from_arrival_to_their_entry_going_out() -> None:
    async def scenario() -> None:
        at = await table(joiners=("Bea",), computer=False)
        ann = at.screens[0]
        await throw(at)
        await next_of(ann, Go)
        await asyncio.sleep(0.3)
        state = ann.state
        assert state is not None and state.live is not None
        before = figure(at.server.metrics.page().decode(), "rok_take_to_event_seconds_count")
        stone = min(takeable_stones(state))
        await ann.send(ann.stamper.stamp(Take(0, stone, 0.0), ann.clock()))
        await next_of(ann, Logged, lambda m: isinstance(m.move, Take))
        await ann.send(ann.stamper.stamp(Take(0, FATE, 0.0), ann.clock()))   # never takeable
        await next_of(ann, Refused)
        await asyncio.sleep(0.2)
        page = at.server.metrics.page().decode()
        assert figure(page, "rok_take_to_event_seconds_count") == before + 1
        assert figure(page, 'rok_messages_received_total{kind="live"}') == 2
        refused = [line for line in page.splitlines() if line.startswith("rok_refused_total{")]
        assert len(refused) == 1 and refused[0].endswith(" 1.0"), refused
        await at.close()
    asyncio.run(scenario())


def test_metrics_and_health_on_a_port_of_their_own_with_the_admin_drain() -> None:
    async def scenario() -> None:
        running = await server(metrics_port=0)
        assert running.metrics_port not in (None, running.port)
        port, private = running.port, running.metrics_port
        assert private is not None
        assert (await http_get(port, "/metrics"))[0] == 404
        assert (await http_get(port, "/health"))[0] == 404
        assert (await http_get(private, "/metrics"))[0] == 200
        assert await http_get(private, "/health") == (200, "ready\n")
        assert (await http_get(private, "/admin/drain"))[0] == 405    # POST only
        assert await http_get(private, "/admin/drain", "POST") == (202, "draining\n")
        await asyncio.wait_for(running.drained.wait(), 5)
        assert await http_get(private, "/health") == (503, "draining\n")
        await running.stop()
    asyncio.run(scenario())


def test_every_event_is_one_json_line_with_a_connection_id_and_never_a_token(
        caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="rok_qt.net.events")
    tokens: list[str] = []

    async def scenario() -> None:
        at = await table(joiners=("Bea",))
        for screen in at.screens:
            assert screen.welcome is not None
            tokens.append(screen.welcome.token)
        await throw(at)
        await next_of(at.screens[0], Go)
        stranger = TableClient(at.uri)
        with pytest.raises(ConnectError):
            await stranger.connect(Join(PROTOCOL_VERSION, new_code(), ("Eve",)))
        await at.close()
    asyncio.run(scenario())
    lines = [json.loads(JsonLines().format(r)) for r in caplog.records
             if r.name == "rok_qt.net.events"]
    events = [line["event"] for line in lines]
    for name in ("connection_opened", "table_created", "table_started", "refusal",
                 "connection_closed", "table_dropped"):
        assert name in events, events
    opened = [line for line in lines if line["event"] == "connection_opened"]
    assert all(line["conn"].startswith("c") and line["address"] == "127.0.0.1"
               for line in opened)
    refusal = next(line for line in lines if line["event"] == "refusal")
    assert refusal["reason"] == "no_table"
    text = "\n".join(JsonLines().format(r) for r in caplog.records)
    assert tokens and not any(token in text for token in tokens)


def test_a_join_goes_to_its_tables_path_and_an_old_screen_without_a_path_still_joins() -> None:
    async def scenario() -> None:
        at = await table(joiners=("Bea",), start=False, computer=False)
        assert at.code.startswith("00-") and len(at.code) == 17
        joined = TableClient(at.uri)        # TableClient adds the path itself
        await joined.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        assert joined.uri.endswith(table_path(at.code))
        other = TableClient(at.uri + table_path(new_code()))
        with pytest.raises(ConnectError, match="code is in the address"):
            await other.connect(Join(PROTOCOL_VERSION, at.code, spectator=True))
        async with connect(at.uri + "/") as old:   # a screen of the first servers: no path
            from rok_qt.net.protocol import decode_server, encode

            await old.send(encode(Join(PROTOCOL_VERSION, at.code, spectator=True)))
            assert type(decode_server(await old.recv())).__name__ == "Welcome"
        with pytest.raises(InvalidStatus):
            async with connect(at.uri + "/elsewhere"):
                pass
        await joined.close()
        await at.close()
    asyncio.run(scenario())


async def _proxied_connection(port: int, client: str) -> tuple[int, str]:
    """A /health request as HAProxy sends it with send-proxy-v2, on behalf of `client`."""
    return await http_get(port, "/health", head=encode_header((client, 5555),
                                                              ("127.0.0.1", port)))


def test_behind_a_trusted_proxy_the_caps_count_the_real_client_address() -> None:
    async def scenario() -> None:
        trusting = await server(trusted_proxies=trusted_networks(["127.0.0.1"]),
                                max_per_address=1)
        assert await _proxied_connection(trusting.port, "203.0.113.7") == (200, "ready\n")
        header = encode_header(("203.0.113.8", 4000), ("127.0.0.1", trusting.port))
        held = []
        for client in ("203.0.113.8", "198.51.100.9", "2001:db8::1"):   # three networks
            reader, writer = await asyncio.open_connection("127.0.0.1", trusting.port)
            header = encode_header((client, 4000), ("127.0.0.1", trusting.port))
            writer.write(header + _upgrade(trusting.port))
            held.append((reader, writer))
            assert (await reader.readuntil(b"\r\n\r\n")).startswith(b"HTTP/1.1 101")
        # A second connection from one of those real networks is over its cap of 1.
        async with _through(trusting.port, "203.0.113.99") as refused:
            assert b"Too many connections" in await asyncio.wait_for(refused.recv(), 5)
        for _reader, writer in held:
            writer.close()
        # Not trusted: a header is what it looks like, a stranger claiming another address.
        plain = await server()
        with pytest.raises((ValueError, IndexError, ConnectionError)):
            await _proxied_connection(plain.port, "203.0.113.7")
        await trusting.stop()
        await plain.stop()
    asyncio.run(scenario())


def _upgrade(port: int) -> bytes:
    return (f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode()


class _through:
    """A WebSocket connection through a pretend proxy that speaks for `client`."""

    def __init__(self, port: int, client: str) -> None:
        self.port, self.client = port, client

    async def __aenter__(self) -> _Frames:
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        writer.write(encode_header((self.client, 1), ("127.0.0.1", self.port))
                     + _upgrade(self.port))
        await reader.readuntil(b"\r\n\r\n")
        self.writer = writer
        return _Frames(reader)

    async def __aexit__(self, *_: object) -> None:
        self.writer.close()


class _Frames:
    def __init__(self, reader: asyncio.StreamReader) -> None:
        self.reader = reader

    async def recv(self) -> bytes:
        return await self.reader.read(4096)


def test_a_drain_saves_the_games_still_running_and_they_are_hosted_again_elsewhere(
        tmp_path: Path) -> None:
    async def scenario() -> None:
        at = await table(joiners=("Bea",), save=SaveFolder(tmp_path).save, save_dir=tmp_path)
        ann, bea = at.screens
        await throw(at)
        await next_of(ann, Go)
        saved = await at.server.drain(limit_s=0.2)
        assert len(saved) == 1 and await http_get(at.server.port, "/health") == (
            503, "draining\n")
        for screen in (ann, bea):     # told to come back where the table goes
            while await screen.messages.get() is not None:
                pass
            assert screen.ended == "the connection to the table was lost"
        kept = decode_table((tmp_path / saved[0]).read_bytes())
        assert kept.code == at.code
        elsewhere = await server(save_dir=tmp_path, metrics_port=0, server_id="B1")
        assert elsewhere.metrics_port is not None
        status, code = await http_get(elsewhere.metrics_port,
                                      f"/admin/host-again?file={saved[0]}", "POST")
        assert (status, code.strip()) == (200, at.code)
        assert (await http_get(elsewhere.metrics_port, "/admin/host-again?file=../x",
                               "POST"))[0] == 400
        uri = f"ws://127.0.0.1:{elsewhere.port}"
        back = []
        for screen in (ann, bea):
            assert screen.welcome is not None
            again = TableClient(uri)
            welcome = await again.connect(Join(PROTOCOL_VERSION, at.code,
                                               token=screen.welcome.token))
            assert welcome.seats == screen.welcome.seats      # their own seats
            back.append(again)
        await next_of(back[0], Snapshot) if back[0].state is None else None
        await next_of(back[0], Go)            # the race starts again from its reveal
        for screen in back:
            await screen.close()
        await elsewhere.stop()
        await at.server.stop()
    asyncio.run(scenario())
