"""The race and its attacks on real sockets through the latency proxy (issue 32, R7.3).

A table server on 127.0.0.1, each screen through its own `tests.net.proxy.LatencyProxy` at a
round trip of 2, 40 or 150 ms (+-10 % per chunk). The proxy passes the server the round trip
a kernel measures as such a link opens, in a PROXY v2 header (as HAProxy's ``fc_rtt``:
docs/server.md, "The race clock behind a proxy"); the server trusts it and bounds each link by
it, its own kernel seeing only the proxy. Printed for each round trip:

- the share of races for one stone won by the truly earlier press, presses d = 30 and 100 ms
  apart on this machine's one clock, each stamped by its screen's own race clock (Ann at
  2 ms, Bea at the round trip; the earlier press alternates): goal >= 99 %;
- the most each attack of issue 32 gains, in ms, with both screens at that round trip,
  replayed by the hostile tests' own code: a take claimed at 0 ms at race ms TAKE_AT_MS, over
  an honest screen's gain on the same link, with honest echoes and with held (300 ms), forged
  and replayed ones (tests/net/test_hostile_clock.py); what bending the echoes buys over the
  same 0 ms claim with honest echoes, in one race (goal <= 5 ms), and the same with a proxy
  that passes no round trip (the server measures by its probes alone, as before the header
  carried it); a take sent on the news of a rival's take, how far before the rival's stamp
  it was kept (below 0: after it, lost; tests/net/test_hostile_race.py); a take sent the
  moment the Go message comes, before its instant (tests/net/test_server.py), refused or
  stamped no earlier than it was sent;
- what the echoes buy is compared as what the server gave each take back (when it reached
  the server, from the proxy's log, less the stamp kept), the two screens' proxies drawing
  the same round trip as their connections open (then each its own delays): the take's own
  trip and each screen's clock error are the link's noise, not the attack's, and the control
  row (both screens honest, the same claim) shows what they alone make of the same figure
  on the screens' clocks (printed in brackets): up to 16 ms apart at 150 ms with +-10 %
  jitter. The given-back figure has its own noise: the server reads a take up to a ms or
  two after the proxy wrote it (the control row shows it);
- the most any attack gains over an honest screen on the same link.

With `--takes`, each take of the echo rows is printed as the server judged it (its debug
record, rok_qt.net.server_table): the link's bound and cap, when the take arrived (when it
reached the server's machine: rok_qt.net.kernel_arrival) and when the server read it, both
from when the proxy wrote it on, and what it was given back.

Run: `PYTHONPATH=. nice .venv/bin/python -m benchmarks.bench_network_proxy [--races N]
[--rtt MS ...] [--races-only] [--takes]`.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import logging
import random
import statistics
import sys
from typing import Any

from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.net.client import TableClient
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import (
    Logged,
    Snapshot,
)
from rok_qt.net.server import TableServer
from tests.net.proxy import Delay, LatencyProxy
from tests.net.tables import ann_and_bea_thrown, next_of
from tests.net.test_hostile_clock import EchoRace, bent_echo_race
from tests.net.test_hostile_race import race_seeds, reaction_race
from tests.net.test_server import take_on_the_go_message

RTTS = (2.0, 40.0, 150.0)
NEAR_MS = 2.0
JITTER = 0.1
GAPS = (30.0, 100.0)
GOAL = 0.99
AT_ONCE = 4
"""Races run side by side, each at a table of its own."""
ATTACKS = 3
"""Each attack's runs per round trip (the most gained of them is printed)."""
TAKE_AT_MS = 300.0
"""When the 0 ms claims are sent: late enough that what a link may be given back, not the
race ms, limits what a claim gains."""
ECHO_GOAL_MS = 5.0
CLAIM = "0 ms claim, honest echoes"
BENT = "0 ms claim, held/forged/replayed echoes"
ECHOES = "held echoes over honest ones, same claim"
CONTROL = "honest echoes over honest ones, same claim (control)"
ECHOES_BLIND = "the same, proxy passing no round trip"


class TakeLog(logging.Handler):
    """The server's own figures for each stamp it kept (module docstring, `--takes`)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.stamps: dict[str, list[dict[str, Any]]] = {}
        logger = logging.getLogger("rok_qt.network")
        logger.setLevel(logging.DEBUG)
        logger.addHandler(self)

    def emit(self, record: logging.LogRecord) -> None:
        fields = getattr(record, "rok_fields", None)
        if isinstance(fields, dict) and "claimed" in fields:
            self.stamps.setdefault(str(fields["table"]), []).append(fields)

    def report(self, row: str, rtt: float, race: EchoRace) -> None:
        for stamp in self.stamps.pop(race.table, []):
            seat = int(stamp["seat"])
            reached = race.reached[seat]
            print(f"  take, proxy rtt {rtt:g} ms, {row}, seat {seat}: bound "
                  f"{stamp['bound']:.1f} ms, cap {stamp['cap']:.1f}; arrived "
                  f"{stamp['arrived'] - reached:+.1f} ms and read {stamp['read'] - reached:+.1f} "
                  f"ms from the proxy's write; given back {stamp['given']:.1f} ms", flush=True)


TAKES: TakeLog | None = None


class Routes:
    """A server and the proxies in front of it: `uri(rtt)` is a new way in that far away."""

    def __init__(self, server: TableServer, send_rtt: bool = True) -> None:
        self.server = server
        self.send_rtt = send_rtt
        self.proxies: list[LatencyProxy] = []

    async def route(self, rtt_ms: float, handshake_ms: float | None = None) -> LatencyProxy:
        """A new proxy that far away (`handshake_ms`: the round trip its connection meets
        as it opens; one draw of the link's if None)."""
        one_way = Delay(rtt_ms / 2.0, JITTER)
        proxy = LatencyProxy(self.server.port, one_way, one_way, seed=len(self.proxies),
                             send_rtt=self.send_rtt, handshake_ms=handshake_ms)
        await proxy.start()
        self.proxies.append(proxy)
        return proxy

    async def uri(self, rtt_ms: float) -> str:
        return f"ws://127.0.0.1:{(await self.route(rtt_ms)).port}"

    async def pair(self, rtt_ms: float) -> tuple[LatencyProxy, LatencyProxy]:
        """Two new proxies whose connections open on the same draw of the link's round
        trip, each drawing its own delays after that."""
        one_way, rng = Delay(rtt_ms / 2.0, JITTER), random.Random(len(self.proxies))
        met = one_way.draw(rng) + one_way.draw(rng)
        return await self.route(rtt_ms, met), await self.route(rtt_ms, met)

    async def close(self) -> None:
        for proxy in self.proxies:
            await proxy.close()
        self.proxies.clear()


async def fair_race(routes: Routes, rtt: float, seed: int, gap: float, bea_first: bool
                    ) -> bool:
    """One race: Ann (near) and Bea (`rtt` away) press for one stone `gap` ms apart; True
    when the stone is the truly earlier presser's once the referee's window is over."""
    ann, bea = await ann_and_bea_thrown(await routes.uri(NEAR_MS), await routes.uri(rtt), seed)
    await asyncio.gather(*(next_of(s, Snapshot, lambda m: m.revealed) for s in (ann, bea)))
    assert ann.state is not None
    stone = min(takeable_stones(ann.state))
    loop = asyncio.get_running_loop()
    start = loop.time() + 0.3

    async def press(screen: TableClient, seat: int, at: float) -> None:
        await asyncio.sleep(max(0.0, at - loop.time()))
        await screen.send(screen.stamper.stamp(Take(seat, stone, 0.0), screen.clock()))
    first, second = (1, 0) if bea_first else (0, 1)
    screens = (ann, bea)
    await asyncio.gather(press(screens[first], first, start),
                         press(screens[second], second, start + gap / 1000.0))
    await asyncio.sleep((gap + rtt) / 1000.0 + 1.0)   # both arrived, the window is over
    state = ann.state
    owner = state.live.taken.get(stone) if state is not None and state.live else None
    for screen in (ann, bea):
        await screen.close()
    return owner is not None and owner[0] == first


async def race_shares(routes: Routes, rtt: float, races: int) -> dict[float, float]:
    """The share of races the truly earlier press won, for each gap."""
    seeds = race_seeds(races)
    shares: dict[float, float] = {}
    for gap in GAPS:
        won = 0
        for batch in range(0, races, AT_ONCE):
            trials = [fair_race(routes, rtt, seeds[i], gap, i % 2 == 1)
                      for i in range(batch, min(races, batch + AT_ONCE))]
            won += sum(await asyncio.gather(*trials))
        shares[gap] = won / races
    return shares


async def _echo_race(ways: Routes, rtt: float, bend: bool, ann_lies: bool) -> EchoRace:
    ann, bea = await ways.pair(rtt)
    return await bent_echo_race(f"ws://127.0.0.1:{ann.port}", f"ws://127.0.0.1:{bea.port}",
                                bend, ann_lies=ann_lies, take_at_ms=TAKE_AT_MS,
                                proxies=(ann, bea))


async def attacks(routes: Routes, blind: Routes, rtt: float
                  ) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """Each attack's gains (ms) at this round trip, both screens that far away (`blind`: a
    proxy that passes no round trip), and for the echo rows the same on the screens' clocks."""
    gains: dict[str, list[float]] = {}
    on_screens: dict[str, list[float]] = {}
    for name, ways, bend, ann_lies in ((CLAIM, routes, False, False),
                                       (BENT, routes, True, False),
                                       (ECHOES, routes, True, True),
                                       (CONTROL, routes, False, True),
                                       (ECHOES_BLIND, blind, True, True)):
        gains[name], on_screens[name] = [], []
        for _batch in range(2 if name in (ECHOES, CONTROL) else 1):   # twice the runs
            races = await asyncio.gather(*(_echo_race(ways, rtt, bend, ann_lies)
                                           for _ in range(ATTACKS)))
            if TAKES is not None:
                for race in races:
                    TAKES.report(name, rtt, race)
            on_screens[name] += [race.bea_gain - race.ann_gain for race in races]
            gains[name] += ([race.bent_gain for race in races] if ann_lies
                            else on_screens[name][-ATTACKS:])
    gains["reaction to a rival's take"] = []
    for seed in race_seeds(ATTACKS):
        ann_ms, bea_ms, _beaten = await reaction_race(await routes.uri(rtt),
                                                      await routes.uri(rtt), seed)
        gains["reaction to a rival's take"].append(ann_ms - bea_ms)
    gains["take sent before go"] = [await _before_go(routes, rtt) for _ in range(ATTACKS)]
    return gains, on_screens


async def _before_go(routes: Routes, rtt: float) -> float:
    """The take sent on the Go message: 0 when refused, else how much earlier than its
    sending it was stamped (never below 0: it is not sooner than go)."""
    ann, bea = await ann_and_bea_thrown(await routes.uri(rtt), await routes.uri(rtt),
                                        race_seeds(1)[0])
    answer, sent_at = await take_on_the_go_message(bea, 1)
    for screen in (ann, bea):
        await screen.close()
    if isinstance(answer, Logged) and isinstance(answer.move, Take):
        return max(0.0, sent_at - answer.move.ms)
    return 0.0


async def run(races: int, rtts: tuple[float, ...] = RTTS, attacks_too: bool = True) -> None:
    for rtt in rtts:   # a server of its own each: the tables left lingering are not counted
        server = TableServer(ServerOptions(
            host=["127.0.0.1"], port=0, kernel_rtt=False, bot_pause_ms=20.0,
            max_tables=1000, max_per_address=10_000,
            trusted_proxies=(ipaddress.ip_network("127.0.0.1"),)))
        await server.start()
        routes, blind = Routes(server), Routes(server, send_rtt=False)
        try:
            shares = await race_shares(routes, rtt, races)
            for gap, share in shares.items():
                verdict = "ok" if share >= GOAL else "MISSED"
                print(f"{f'proxy rtt {rtt:g} ms: earlier press wins, d = {gap:g} ms':<66} "
                      f"{share * 100:6.1f} %  n={races}  goal >= {GOAL * 100:g} %: {verdict}")
            if not attacks_too:
                continue
            gains, on_screens = await attacks(routes, blind, rtt)
            for name, gained in gains.items():
                goal = ""
                if name == ECHOES:
                    verdict = "ok" if max(gained) <= ECHO_GOAL_MS else "MISSED"
                    goal = f"  goal <= {ECHO_GOAL_MS:g} ms: {verdict}"
                if name in (ECHOES, CONTROL):
                    screens = on_screens[name]
                    goal += (f"  (screens' clocks: most {max(screens):.1f}, median "
                             f"{statistics.median(screens):.1f})")
                print(f"{f'proxy rtt {rtt:g} ms: gained by {name}':<66} "
                      f"most {max(gained):7.1f} ms  median {statistics.median(gained):7.1f} ms"
                      f"  n={len(gained)}{goal}", flush=True)
            over_honest = [g for name, gained in gains.items()
                           if name not in (ECHOES, CONTROL, ECHOES_BLIND) for g in gained]
            print(f"{f'proxy rtt {rtt:g} ms: the most any attack gains over an honest screen':<66} "
                  f"{max(over_honest):7.1f} ms", flush=True)
        finally:
            await routes.close()
            await blind.close()
            await server.stop()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=20,
                        help="races per round trip and gap (default 20)")
    parser.add_argument("--rtt", type=float, action="append",
                        help="this round trip only, in ms (repeatable; default 2, 40, 150)")
    parser.add_argument("--races-only", action="store_true", help="no attacks")
    parser.add_argument("--takes", action="store_true",
                        help="print each echo row's takes as the server judged them")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    if args.takes:
        global TAKES
        TAKES = TakeLog()
    asyncio.run(run(args.races, tuple(args.rtt or RTTS), not args.races_only))


if __name__ == "__main__":
    main()
