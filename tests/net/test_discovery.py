"""LAN discovery (zeroconf, service _rok._tcp) on 127.0.0.1 only: a table is listed while it is
hosted, and nothing is announced before or after."""

from __future__ import annotations

import asyncio

from rok_qt.net.client import TableClient
from rok_qt.net.discovery import Advertiser, Browser, FoundTable
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, SeatSpec
from tests.net.tables import server

LOOPBACK = ["127.0.0.1"]


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
