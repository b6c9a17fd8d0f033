"""LAN discovery (zeroconf, service _rok._tcp) on 127.0.0.1 only: a table is listed while it is
hosted, and nothing is announced before or after."""

from __future__ import annotations

import asyncio

from rok_qt.net.client import TableClient
from rok_qt.net.discovery import Advertiser, Browser, FoundTable
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, Join, SeatKind, Seats, SeatSpec
from rok_qt.net.server import TableServer
from tests.net.tables import next_of, server

LOOPBACK = ["127.0.0.1"]
LOOPBACKS = ["127.0.0.1", "::1"]


async def _listed(browser: Browser, code: str, present: bool) -> bool:
    for _ in range(100):
        if any(t.code == code for t in browser.tables.values()) == present:
            return True
        await asyncio.sleep(0.05)
    return False


def test_a_hosted_table_is_listed_on_the_local_network_while_it_lasts() -> None:
    async def scenario() -> tuple[list[str], FoundTable, list[str], bool]:
        running = await server()
        advertiser = Advertiser(running.port, LOOPBACK, host_name="test")
        running.on_table = advertiser.table_changed
        before = advertiser.advertising
        browser = Browser(LOOPBACK)
        await browser.start()
        host = TableClient(f"ws://127.0.0.1:{running.port}")
        welcome = await host.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                             SeatSpec("Bea", open=True)),
                                          title="Friday <b>game</b>"))
        assert await _listed(browser, welcome.table, True)
        found = next(t for t in browser.tables.values() if t.code == welcome.table)
        await host.close()                   # the host leaves: the table ends
        for _ in range(100):
            if not advertiser.advertising:
                break
            await asyncio.sleep(0.05)
        after = advertiser.advertising
        sockets_closed = advertiser._zc is None
        await browser.close()
        await running.stop()
        return before, found, after, sockets_closed
    before, found, after, closed = asyncio.run(scenario())
    assert before == []
    assert found.title == "Friday <b>game</b>"      # untrusted text, shown as plain text
    assert found.address == "127.0.0.1" and found.port > 0
    assert after == [] and closed


def test_a_table_hosted_on_two_addresses_is_reached_and_announced_on_each() -> None:
    """The interfaces option with 127.0.0.1 and ::1: one port on both, both announced (the
    browser listens on 127.0.0.1: Linux gives its IPv6 loopback no multicast)."""
    async def scenario() -> tuple[int, int, FoundTable, list[str]]:
        running = await server(host=LOOPBACKS)
        advertiser = Advertiser(running.port, LOOPBACKS, host_name="test")
        running.on_table = advertiser.table_changed
        browser = Browser(LOOPBACK)
        await browser.start()
        ann = TableClient(f"ws://127.0.0.1:{running.port}")
        welcome = await ann.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                            SeatSpec("Bea", open=True))))
        assert await _listed(browser, welcome.table, True)
        found = next(t for t in browser.tables.values() if t.code == welcome.table)
        bea = TableClient(f"ws://[::1]:{found.port}")   # the table's IPv6 address
        joined = await bea.connect(Join(PROTOCOL_VERSION, found.code, ("Bea",)))
        seats = await next_of(ann, Seats, lambda m: m.seats[1].kind == SeatKind.REMOTE)
        listening = sorted(address for address, _port in running.listening)
        await bea.close()
        await ann.close()
        await browser.close()
        await advertiser.close()
        await running.stop()
        return joined.seats[0], seats.seats[1].seat, found, listening
    bea_seat, listed_seat, found, listening = asyncio.run(scenario())
    assert bea_seat == listed_seat == 1               # Bea, over ::1, sits at Ann's table
    assert sorted(found.addresses) == ["127.0.0.1", "::1"]   # announced with both
    assert found.address == "127.0.0.1"               # IPv4 first to join at
    assert listening == ["127.0.0.1", "::1"]          # and nothing else


def test_a_second_address_that_cannot_be_had_stops_the_whole_server() -> None:
    async def scenario() -> tuple[str, int]:
        # Both on one port of one address: the second cannot listen.
        running = TableServer(ServerOptions(host=["127.0.0.1", "127.0.0.1"], port=0))
        try:
            await running.start()
        except OSError as error:
            return str(error), len(running.listening)
        await running.stop()
        return "listening", len(running.listening)
    error, servers = asyncio.run(scenario())
    assert "address already in use" in error.lower()
    assert servers == 0                              # the first address is let go too
