"""A fleet (issue 33, R7.3): HAProxy on 127.0.0.1 with the shipped configuration in front of
three `rok-qt-server` processes. Tables are hosted and joined by code through the proxy and
played to the end by simulated screens; one server is drained during play (its game saved,
hosted again on another server, its players back in their seats) and one is killed (its
screens told plainly, the other games unaffected)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rok_qt.net.client import TableClient
from rok_qt.net.codes import server_of
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, SeatSpec
from rok_qt.net.saves import decode_table
from tests.net.fleet import Fleet, Outcome, admin, haproxy, table_of_screens

LOST = "the connection to the table was lost"


@pytest.fixture
def fleet(tmp_path: Path) -> Iterator[Fleet]:
    assert haproxy() is not None, "haproxy is not installed (.ci/run installs it)"
    running = Fleet(tmp_path, 3)
    try:
        running.start()
        yield running
    finally:
        running.stop()


def test_R7_3_a_fleet_behind_haproxy_plays_on_through_a_drain_and_a_killed_server(
        fleet: Fleet) -> None:
    async def scenario() -> dict[str, list[Outcome]]:
        tables: dict[str, list[Outcome]] = {}
        for seed in (5, 6, 7):     # hosted one after the other: leastconn spreads them
            # A dropped screen tries to come back for 6 s: the drained table's screens are back
            # within a second or two; the killed server's give up 6 s after the kill.
            screens = await table_of_screens(fleet.uri, seed, rejoin_for_s=6.0)
            code = screens[0].code.result()
            tables[server_of(code)] = screens
        assert sorted(tables) == ["01", "02", "03"]
        for screens in tables.values():      # every game's first race is under way
            for outcome in screens:
                await asyncio.wait_for(outcome.races.wait(), 60)

        # Server 01 drains: its game is saved, hosted again on 02, and 01's id goes there.
        saved = await asyncio.get_running_loop().run_in_executor(None, fleet.drain, "01")
        assert len(saved) == 1
        moved = decode_table((fleet.saves / saved[0]).read_bytes())
        assert moved.code == tables["01"][0].code.result()
        status, code = await admin(fleet.servers["02"].metrics_port,
                                   f"/admin/host-again?file={saved[0]}")
        assert (status, code.strip()) == (200, moved.code)
        assert fleet.command(f"set map {fleet.map} 01 rok_02").strip() == ""

        # Server 03 dies mid-game.
        fleet.kill("03")
        await _finished(tables, timeout_s=240.0)
        return tables

    tables = asyncio.run(scenario())
    for sid in ("01", "02"):      # played to the end, every screen agreeing
        finals = [outcome.scores for outcome in tables[sid]]
        assert finals[0] is not None and all(f == finals[0] for f in finals), (sid, tables[sid])
    assert all(outcome.rejoins >= 1 for outcome in tables["01"])    # back in their seats
    assert all(outcome.rejoins == 0 for outcome in tables["02"])    # never disturbed
    for outcome in tables["03"]:  # told plainly, and no game to go back to
        assert outcome.scores is None and outcome.rejoins == 1
        assert outcome.ended is not None and (LOST in outcome.ended
                                               or "503" in outcome.ended), outcome.ended


async def _finished(tables: dict[str, list[Outcome]], timeout_s: float) -> None:
    """Until every screen has finished its game or given up coming back."""
    waits = [outcome.done.wait() for screens in tables.values() for outcome in screens]
    await asyncio.wait_for(asyncio.gather(*waits), timeout_s)


def test_R7_3_the_shipped_haproxy_passes_each_screens_round_trip_to_its_server(
        tmp_path: Path) -> None:
    """The race clock's bound behind the proxy (docs/server.md): HAProxy's own measure of the
    screen's connection reaches the server in the PROXY header, which the server logs and
    bounds that screen's round trip by (tests/net/test_hostile_clock.py holds the race)."""
    fleet = Fleet(tmp_path, 1)
    try:
        fleet.start()

        async def host() -> None:
            client = TableClient(fleet.uri)
            await client.connect(Host(PROTOCOL_VERSION, (SeatSpec("Ann"),
                                                    SeatSpec("Open", open=True))))
            await client.close()
        asyncio.run(host())
    finally:
        fleet.stop()
    opened = [line for line in map(json.loads, fleet.log_of(1, whole=True).splitlines())
              if line.get("event") == "connection_opened"]
    assert opened and all(line["proxied"] for line in opened)
    # On the loopback the kernel measures microseconds (a real link: its milliseconds).
    assert all(0.0 < line["client_rtt_ms"] < 5.0 for line in opened), opened
