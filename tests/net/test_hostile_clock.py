"""A hostile screen bends its clock (R7.3): forged, replayed and held echoes buy it nothing.

Real server, real sockets, the loopback only. Bea's screen is hostile from its first probe:
it answers every probe 300 ms late, sends a forged echo (a nonce the server never sent) and
replays each echo it sent, then claims its take at 0 ms, the earliest it can. Ann's screen is
honest on the same link. Both take at the same instant; each take's gain is the race ms on
its screen when it was sent less the stamp the server kept. Bea gains at most 5 ms more than
Ann (the issue's attack bought 200-300 ms): on a direct connection, where the server's kernel
measures the round trip, and behind a proxy that passes the round trip its kernel measured
(a PROXY v2 TLV, as HAProxy's ``fc_rtt``; here the latency proxy at 40 ms).

The server probes every PROBE_MS here instead of every 2 s (the same probes, sooner): each
test waits a second for Bea's held echoes to be counted, not four and a half.
"""

from __future__ import annotations

import asyncio
import ipaddress
import secrets

import pytest

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take, Throw
from rok_qt.net.client import TableClient
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    Answer,
    ClientMessage,
    Echo,
    Go,
    Host,
    Join,
    Live,
    Logged,
    Seats,
    SeatSpec,
    Snapshot,
    Start,
)
from tests.net.proxy import Delay, LatencyProxy
from tests.net.tables import next_of, server
from tests.net.test_hostile_race import race_seeds

HOLD_S = 0.3
PROBE_MS = 250.0
SETTLE_S = 4.5
"""How long the screens wait for the server's probes at its own pace (every 2 s)."""


def _bend(screen: TableClient) -> list[int]:
    """Make this screen's echoes hostile (module docstring); the nonces it answered."""
    honest_send = screen.send
    answered: list[int] = []

    async def later(echo: Echo) -> None:
        await asyncio.sleep(HOLD_S)
        await honest_send(echo)
        await honest_send(echo)                                   # replayed
        await honest_send(Echo(secrets.randbits(52)))             # forged

    async def send(message: ClientMessage) -> None:
        if isinstance(message, Echo):
            answered.append(message.nonce)
            asyncio.get_running_loop().create_task(later(message))
            return
        await honest_send(message)
    screen.send = send   # type: ignore[method-assign]
    return answered


async def bent_echo_race(ann_uri: str, bea_uri: str, bend: bool = True, *,
                         ann_lies: bool = False, take_at_ms: float = 30.0,
                         settle_s: float = SETTLE_S) -> tuple[float, float, int]:
    """The attack (module docstring), Ann and Bea at the table of the server at these
    addresses (the same, or each through a latency proxy): Ann's gain, Bea's gain (each the
    race ms on its screen when its take was sent less the stamp kept) and how many probes
    Bea's screen answered. `bend=False`: Bea's echoes are honest (her take still claims
    0 ms), for what the echoes alone add. `ann_lies`: Ann's take claims 0 ms too (with her
    honest echoes), so the difference of the gains is what bending the echoes buys, the
    slack every stamp has beyond its link's one-way bound left aside. The takes go when
    Ann's race clock reads `take_at_ms`, `settle_s` after both screens are seated."""
    ann, bea = TableClient(ann_uri), TableClient(bea_uri)
    answered = _bend(bea) if bend else []
    welcome = await ann.connect(Host(PROTOCOL_VERSION, (
        SeatSpec("Ann"), SeatSpec("Open", open=True)), time_limit_ms=20_000,
        seed=race_seeds(1)[0]))
    await bea.connect(Join(PROTOCOL_VERSION, welcome.table, ("Bea",)))
    await next_of(ann, Seats, lambda m: m.seats[1].name == "Bea")
    await asyncio.sleep(settle_s)   # probes answered, Bea's all held, forged and replayed
    await ann.send(Start())
    await next_of(ann, Snapshot)
    await ann.send(Answer(Throw(0)))
    await next_of(ann, Go)
    await next_of(ann, Snapshot)   # the faces, just at go
    await next_of(bea, Snapshot, lambda m: m.state.live is not None and m.seq == ann.seq)
    while not ann.stamper.running or ann.stamper.race_ms(ann.clock()) < take_at_ms:
        await asyncio.sleep(0.002)
    assert ann.state is not None
    first, second = sorted(takeable_stones(ann.state))[:2]
    now = ann.clock()
    real_ann = ann.stamper.race_ms(now)
    ann_take = (Live(1, Take(0, first, 0.0)) if ann_lies
                else ann.stamper.stamp(Take(0, first, 0.0), now))
    real_bea = bea.stamper.race_ms(bea.clock())
    await asyncio.gather(ann.send(ann_take), bea.send(Live(1, Take(1, second, 0.0))))
    kept: dict[int, float] = {}
    while len(kept) < 2:
        entry = await next_of(ann, Logged, lambda m: isinstance(m.move, Take))
        assert isinstance(entry.move, Take)
        kept[entry.move.player] = entry.move.ms
    for screen in (ann, bea):
        await screen.close()
    return real_ann - kept[0], real_bea - kept[1], len(answered)


@pytest.fixture
def quick_probes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Servers made in this test probe every PROBE_MS (module docstring)."""
    from rok_qt.net import connection

    monkeypatch.setattr(connection, "PING_INTERVAL_MS", PROBE_MS)


def test_R7_3_held_forged_and_replayed_echoes_gain_at_most_5_ms_over_an_honest_screen(
        quick_probes: None) -> None:
    async def scenario() -> tuple[float, float, int]:
        running = await server()
        uri = f"ws://127.0.0.1:{running.port}"
        gains = await bent_echo_race(uri, uri, settle_s=1.0)
        await running.stop()
        return gains
    honest_gain, hostile_gain, probes = asyncio.run(scenario())
    assert probes >= 2
    assert hostile_gain - honest_gain <= 5.0


def test_R7_3_behind_a_proxy_that_passes_the_round_trip_held_echoes_gain_at_most_5_ms(
        quick_probes: None) -> None:
    """Both screens 40 ms away through a proxy in front of the server, each making the same
    0 ms claim at race ms 250 (late enough that no link's most given back covers it): Ann
    with honest echoes, Bea with held, forged and replayed ones."""
    async def scenario() -> tuple[float, float, int, list[float]]:
        running = await server(trusted_proxies=(ipaddress.ip_network("127.0.0.1"),),
                               kernel_rtt=False)
        one_way = Delay(20.0)
        proxies = [LatencyProxy(running.port, one_way, one_way, seed=i, send_rtt=True)
                   for i in range(2)]
        for proxy in proxies:
            await proxy.start()
        ann_uri, bea_uri = (f"ws://127.0.0.1:{proxy.port}" for proxy in proxies)
        gains = await bent_echo_race(ann_uri, bea_uri, ann_lies=True, take_at_ms=250.0,
                                     settle_s=1.0)
        told = [rtt for proxy in proxies for rtt in proxy.rtts_sent]
        for proxy in proxies:
            await proxy.close()
        await running.stop()
        return (*gains, told)
    honest_gain, hostile_gain, probes, told = asyncio.run(scenario())
    assert probes >= 2
    assert told and all(40.0 <= rtt < 41.0 for rtt in told)
    assert honest_gain > 5.0   # the claim itself: the slack beyond the one-way bound
    assert hostile_gain - honest_gain <= 5.0, (honest_gain, hostile_gain)
