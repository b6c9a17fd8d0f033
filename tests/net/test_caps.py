"""Caps that hold, attacked from outside (R7.3): a real server on 127.0.0.1, real sockets.

Each test replays an attack that worked before and asserts the defence. Addresses other than
127.0.0.1 come from a pretend proxy: the server trusts 127.0.0.1's PROXY v2 headers, so a
connection speaks for whichever client address its header names (documentation ranges only);
nothing is ever sent anywhere but 127.0.0.1.
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections import Counter
from collections.abc import AsyncIterator

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from rok_qt.net import caps
from rok_qt.net.caps import CodeGuard, backoff_s, network_of
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.codes import ALPHABET, SECRET_CHARS, host_url, new_code, normal_code
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Closed,
    CloseReason,
    Error,
    ErrorCode,
    Host,
    Join,
    Seats,
    SeatSpec,
    Welcome,
    decode_server,
    encode,
)
from rok_qt.net.proxy_protocol import encode_header, trusted_networks
from rok_qt.net.server import TableServer
from tests.net.tables import next_of, server, table

SEATS = (SeatSpec("Ann"), SeatSpec("Open", open=True))


@contextlib.asynccontextmanager
async def as_client(port: int, client: str, path: str = "/") -> AsyncIterator[ClientConnection]:
    """A WebSocket to the server through a pretend proxy that speaks for `client`."""
    ws = await opened(port, client, path)
    try:
        yield ws
    finally:
        await ws.close()


async def opened(port: int, client: str, path: str = "/") -> ClientConnection:
    """A WebSocket through a pretend proxy that speaks for `client` (closed by the caller)."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(encode_header((client, 40000), ("127.0.0.1", port)))
    sock.setblocking(False)
    return await connect(f"ws://127.0.0.1:{port}{path}", sock=sock, compression=None,
                         open_timeout=5, close_timeout=0.5)


async def first_answer(ws: ClientConnection) -> object:
    """The server's first message, or None when it closed without one."""
    try:
        return decode_server(await asyncio.wait_for(ws.recv(), 5))
    except ConnectionClosed:
        return None


async def trusting_server(**options: object) -> TableServer:
    return await server(trusted_proxies=trusted_networks(["127.0.0.1"]), **options)


def test_a_network_is_its_slash_24_or_slash_64() -> None:
    assert network_of("203.0.113.7") == network_of("203.0.113.250") == "203.0.113.0/24"
    assert network_of("203.0.114.7") != network_of("203.0.113.7")
    assert network_of("::ffff:203.0.113.9") == "203.0.113.0/24"
    assert network_of("2001:db8:1:2::1") == network_of("2001:db8:1:2:ffff::9") \
        == "2001:db8:1:2::/64"
    assert network_of("2001:db8:1:3::1") != network_of("2001:db8:1:2::1")
    assert network_of("fe80::1%eth0") == "fe80::/64"
    assert network_of("?") == "?"


def test_many_addresses_of_one_network_hold_no_more_than_one_address_did() -> None:
    """Before: 63 addresses held 1,008 handshakes (16 each). Now a /24 holds 16 in all, a /64
    too, and a neighbouring network still gets in."""
    async def scenario() -> None:
        hosted = await table(start=False, trusted_proxies=trusted_networks(["127.0.0.1"]))
        held: list[ClientConnection] = []
        refused: Counter[str] = Counter()

        async def spectate(address: str) -> object:
            ws = await opened(hosted.server.port, address)
            with contextlib.suppress(ConnectionClosed):   # refused at once
                await ws.send(encode(Join(PROTOCOL_VERSION, hosted.code, (), spectator=True)))
            answer = await first_answer(ws)
            if isinstance(answer, Welcome):
                held.append(ws)
            else:
                await ws.close()
            return answer

        for network, addresses in (("v4", [f"203.0.113.{i}" for i in range(1, 64)]),
                                   ("v6", [f"2001:db8:1:2::{i:x}" for i in range(1, 40)])):
            for address in addresses:
                answer = await spectate(address)
                if isinstance(answer, Error) and answer.code == ErrorCode.BUSY:
                    refused[network] += 1
                    assert answer.text == "Too many connections from your network."
        assert refused == {"v4": 63 - 16, "v6": 39 - 16} and len(held) == 32
        for neighbour in ("203.0.114.1", "2001:db8:1:3::1"):
            assert isinstance(await spectate(neighbour), Welcome)
        await asyncio.gather(*(ws.close() for ws in held))
        await hosted.close()
    asyncio.run(scenario())


def test_a_network_that_closes_its_connections_gets_its_room_back() -> None:
    async def scenario() -> None:
        at = await trusting_server(max_per_address=2)
        async with as_client(at.port, "198.51.100.1"), as_client(at.port, "198.51.100.2"), \
                as_client(at.port, "198.51.100.3") as third:
            answer = await first_answer(third)
            assert isinstance(answer, Error) and answer.code == ErrorCode.BUSY
        await asyncio.sleep(0.2)
        async with as_client(at.port, "198.51.100.3") as again:
            await again.send(encode(Host(PROTOCOL_VERSION, SEATS)))
            assert isinstance(await first_answer(again), Welcome)
        await at.stop()
    asyncio.run(scenario())


async def _guess(port: int, client: str, code: str) -> Error | Welcome | None:
    async with as_client(port, client, "/") as ws:
        await ws.send(encode(Join(PROTOCOL_VERSION, code, (), spectator=True)))
        answer = await first_answer(ws)
        assert answer is None or isinstance(answer, Error | Welcome)
        return answer


def test_a_network_guessing_codes_waits_longer_after_each_miss() -> None:
    """Before: 1,784 guesses a second from one address. Now the sixth wrong code costs a
    second, each further one twice as long; the network's look-ups wait meanwhile, the right
    code too (or a hit would tell the guesser what a miss does not)."""
    async def scenario() -> None:
        at = await table(start=False, trusted_proxies=trusted_networks(["127.0.0.1"]))
        port, looked, waits = at.server.port, 0, []
        started = time.monotonic()
        while time.monotonic() - started < 2.5:
            answer = await _guess(port, "192.0.2.77", new_code())
            assert isinstance(answer, Error)
            if answer.code == ErrorCode.NO_TABLE:
                looked += 1
            else:
                assert answer.code == ErrorCode.WAIT, answer
                waits.append(answer.text)
        # 5 free, the 6th (a 1 s wait), the 7th a second later (a 2 s wait): 7 in 2.5 s.
        assert 6 <= looked <= 7, looked
        assert len(waits) > 50
        assert waits[0] == "Too many wrong table codes from your network: try again in 1 " \
                           "second."
        right = await _guess(port, "192.0.2.78", at.code)          # the same /24
        assert isinstance(right, Error) and right.code == ErrorCode.WAIT
        other = await _guess(port, "198.51.100.78", at.code)       # another network
        assert isinstance(other, Welcome)
        assert at.server.codes.misses == looked
        await at.close()
    asyncio.run(scenario())


def test_many_networks_together_guess_no_faster_than_the_server_allows() -> None:
    """A crowd of networks, each below its own free misses, spends the server's shared
    bucket: past it every look-up waits."""
    async def scenario() -> None:
        at = await table(start=False, trusted_proxies=trusted_networks(["127.0.0.1"]))
        port, looked, waited = at.server.port, 0, 0
        started = time.monotonic()
        for network in range(40):
            for _try in range(3):
                answer = await _guess(port, f"10.{network}.0.1", new_code())
                assert isinstance(answer, Error)
                looked += answer.code == ErrorCode.NO_TABLE
                waited += answer.code == ErrorCode.WAIT
        elapsed = time.monotonic() - started
        assert looked <= caps.GUESS_BURST + caps.GUESSES_PER_S * elapsed + 1, (looked, elapsed)
        assert waited >= 120 - looked and waited > 0
        await at.close()
    asyncio.run(scenario())


def test_wrong_codes_cost_ever_more_then_are_forgotten() -> None:
    guard, now = CodeGuard(), 0.0
    assert [backoff_s(n) for n in range(1, 10)] == [0, 0, 0, 0, 0, 1, 2, 4, 8]
    assert backoff_s(40) == caps.BACKOFF_MOST_S
    for _miss in range(caps.FREE_MISSES):
        assert guard.wait_s("198.51.100.9", now) == 0
        guard.missed("198.51.100.9", now)
    guard.missed("198.51.100.9", now)
    assert guard.wait_s("198.51.100.200", now) == pytest.approx(1.0)
    assert guard.wait_s("198.51.100.9", now + 1000.0) == 0
    guard.missed("198.51.100.9", now + 1000.0)
    assert guard.wait_s("198.51.100.9", now + 1000.0) == pytest.approx(2.0)
    later = now + 1000.0 + caps.FORGET_S * 1000.0 + 1.0
    guard.missed("198.51.100.9", later)   # a quarter of an hour on: counted from one again
    assert guard.wait_s("198.51.100.9", later) == 0


def test_codes_carry_60_random_bits() -> None:
    async def scenario() -> list[str]:
        at = await server()
        codes = []
        for _table in range(20):
            host = TableClient(f"ws://127.0.0.1:{at.port}")
            codes.append((await host.connect(Host(PROTOCOL_VERSION, SEATS))).table)
            await host.close()
        await at.stop()
        return codes
    codes = asyncio.run(scenario())
    assert len(ALPHABET) ** SECRET_CHARS >= 2**60
    for code in codes:
        secret = normal_code(code).replace("-", "")[2:]
        assert len(secret) == SECRET_CHARS and set(secret) <= set(ALPHABET)
    assert len(set(codes)) == len(codes)


def test_a_lobby_held_open_by_pings_expires_and_its_place_is_free_again() -> None:
    """Before: lobbies kept alive by pings filled --max-tables for good. Now a table whose game
    has not started closes after its time, saying why, and another can be hosted."""
    async def scenario() -> None:
        at = await server(max_tables=2, lobby_expiry_s=1.0)
        uri = f"ws://127.0.0.1:{at.port}"
        hosts = [TableClient(uri), TableClient(uri)]
        for host in hosts:
            await host.connect(Host(PROTOCOL_VERSION, SEATS))
        late = TableClient(uri)
        with pytest.raises(ConnectError, match="as many tables"):
            await late.connect(Host(PROTOCOL_VERSION, SEATS))
        closed = await asyncio.wait_for(next_of(hosts[0], Closed), 5)
        assert closed.reason == CloseReason.EXPIRED
        assert "did not start within" in closed.text
        await asyncio.sleep(0.1)
        again = TableClient(uri)
        assert (await again.connect(Host(PROTOCOL_VERSION, SEATS))).table
        for client in (*hosts, again):
            await client.close()
        await at.stop()
    asyncio.run(scenario())


def test_a_table_whose_game_started_does_not_expire() -> None:
    async def scenario() -> None:
        at = await table(lobby_expiry_s=0.5)
        await asyncio.sleep(1.0)
        assert at.server.tables.find(at.code) is not None
        await next_of(at.screens[0], Seats)   # still served
        await at.close()
    asyncio.run(scenario())


def test_the_in_app_host_refuses_a_strangers_host_and_serves_its_own_table() -> None:
    """Before: a stranger's Host made 48 tables of computer players on someone's app. Now the
    app's server takes only the Host that brings its key; strangers may still join."""
    async def scenario() -> None:
        at = await server(host_key="k3y")
        uri = f"ws://127.0.0.1:{at.port}/"
        texts = set()
        for _try in range(48):
            stranger = TableClient(uri)
            with pytest.raises(ConnectError) as refused:
                await stranger.connect(Host(PROTOCOL_VERSION, SEATS))
            texts.add(str(refused.value))
        assert texts == {"The table refused: This table server hosts only its own table: ask "
                         "its host for an invitation, or host a table on your own computer."}
        wrong = TableClient(host_url(uri, "not-it"))
        with pytest.raises(ConnectError):
            await wrong.connect(Host(PROTOCOL_VERSION, SEATS))
        own = TableClient(host_url(uri, "k3y"))
        welcome = await own.connect(Host(PROTOCOL_VERSION, SEATS))
        bea = TableClient(uri)
        assert (await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))).seats
        assert len(at.census().tables) == 1 and sum(at.census().tables.values()) == 1
        for client in (own, bea):
            await client.close()
        await at.stop()
    asyncio.run(scenario())


def test_rok_qt_server_takes_the_lobby_expiry_in_minutes() -> None:
    from rok_qt.net.cli import _options, _parser

    assert _options(_parser().parse_args([])).lobby_expiry_s == 600.0
    assert _options(_parser().parse_args(["--lobby-expiry", "2.5"])).lobby_expiry_s == 150.0
    assert _options(_parser().parse_args(["--lobby-expiry", "0"])).lobby_expiry_s is None
    for wrong in (["--lobby-expiry", "-1"], ["--lobby-expiry", "nan"],
                  ["--max-per-address", "0"]):
        with pytest.raises(SystemExit):
            _options(_parser().parse_args(wrong))
