"""The server's side of a fair race across computers (R7.3): how far it trusts a stamp.

- Each client's link is measured by the server itself (Probe/Echo every 2 s): the lowest round
  trip of the last 8 samples gives the one-way delay estimate (half of it), the spread of the
  samples the jitter. A client can slow its echoes to look farther away, so the one-way
  estimate is capped (MAX_ONE_WAY_MS): that cap bounds what such a lie can buy.
- `accept_stamp`: a take stamped on the client (ms since its own "go") is possible only if it is
  not earlier than its arrival minus the one-way estimate minus a tolerance, and not later than
  its arrival. Outside that interval the nearest bound is used. A client that always claims
  0 ms therefore gains at most one-way + tolerance over an honest one.
- `settle_window`: the referee's W, the largest one-way delay plus jitter of the table's
  links, at least LOCAL_SETTLE_MS and at most SETTLE_CAP_MS (250 ms).
- `go_delay`: "go" is scheduled this far ahead on the server clock: the largest one-way delay
  plus GO_MARGIN_MS, so every screen hears of it before the instant it names.
"""

from __future__ import annotations

import math
from collections import deque

SAMPLES = 8
"""Round-trip samples kept per link; the lowest of them is the estimate (as NTP does)."""
MAX_ONE_WAY_MS = 200.0
"""A one-way estimate above this is taken as this much: the most a slowed echo can buy."""
TOLERANCE_MIN_MS = 10.0
"""The least slack given to a stamp below arrival minus one-way: clock error and scheduling."""
TOLERANCE_SHARE = 0.5
"""Slack per ms of one-way delay: with jitter (+-20 %) and asymmetric routes (up to 20 %)
an honest take can arrive this much later than the estimate says."""
SETTLE_CAP_MS = 250.0
LOCAL_SETTLE_MS = 15.0
"""W for a table whose screens are all on loopback: a screen's own input reorder window."""
GO_MARGIN_MS = 60.0
UNMEASURED_ONE_WAY_MS = 100.0
"""What a link counts as before its first echo: a guess on the safe side."""


class Link:
    """The server's measure of one client's round trip (from Probe/Echo)."""

    def __init__(self) -> None:
        self._rtts: deque[float] = deque(maxlen=SAMPLES)

    def add(self, rtt_ms: float) -> None:
        """One measured round trip (ignored unless finite and not negative)."""
        if math.isfinite(rtt_ms) and rtt_ms >= 0:
            self._rtts.append(rtt_ms)

    @property
    def measured(self) -> bool:
        """Whether any sample came in yet."""
        return bool(self._rtts)

    @property
    def rtt_ms(self) -> float | None:
        """The lowest round trip of the last samples, or None before the first."""
        return min(self._rtts) if self._rtts else None

    @property
    def one_way_ms(self) -> float:
        """Half the lowest round trip, capped; a guess before the first sample."""
        rtt = self.rtt_ms
        if rtt is None:
            return UNMEASURED_ONE_WAY_MS
        return min(rtt / 2.0, MAX_ONE_WAY_MS)

    @property
    def jitter_ms(self) -> float:
        """Half the spread of the kept round trips: how much later a message may come."""
        if len(self._rtts) < 2:
            return 0.0
        return min((max(self._rtts) - min(self._rtts)) / 2.0, MAX_ONE_WAY_MS)

    @property
    def tolerance_ms(self) -> float:
        """Slack below arrival minus one-way that an honest stamp may still need."""
        return max(TOLERANCE_MIN_MS, TOLERANCE_SHARE * self.one_way_ms + self.jitter_ms)


def accept_stamp(claimed_ms: float, arrival_ms: float, link: Link) -> float:
    """The stamp the server keeps (R7.3), all on the race clock.

    `claimed_ms`: the client's stamp; `arrival_ms`: when it arrived. Not earlier than arrival -
    one-way - tolerance, not later than arrival; a stamp that is not a finite number counts as
    its arrival.
    """
    if not math.isfinite(claimed_ms):
        return arrival_ms
    earliest = arrival_ms - link.one_way_ms - link.tolerance_ms
    return min(max(claimed_ms, earliest, 0.0), max(arrival_ms, 0.0))


def most_gained_ms(link: Link) -> float:
    """The most a client that lies about its stamps gains over an honest one at this link."""
    return link.one_way_ms + link.tolerance_ms


def settle_window(links: list[Link]) -> float:
    """The referee's W for a table: the largest one-way delay plus jitter, capped (R7.3)."""
    remote = [link.one_way_ms + link.jitter_ms for link in links]
    return min(SETTLE_CAP_MS, max([LOCAL_SETTLE_MS, *remote]))


def go_delay(links: list[Link]) -> float:
    """How far ahead "go" is scheduled: the slowest screen's one-way delay plus a margin."""
    return max([0.0, *(link.one_way_ms for link in links)]) + GO_MARGIN_MS
