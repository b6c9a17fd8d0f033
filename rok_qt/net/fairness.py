"""The server's side of a fair race across computers (R7.3): how far it trusts a stamp.

A screen stamps a take in ms since its own "go"; the take reaches the server one way later.
The server gives each take back at most that delay, measured by itself, never on the word of
the client (which may lie):

- `Link`: the round trip of one connection. The server sends a Probe with a random nonce
  every 2 s; only an Echo carrying a nonce it sent, once, counts (forged and replayed echoes
  are ignored). Its bound is the lowest round trip *ever* seen on the connection, so slowing
  the echoes later buys nothing; and where the operating system measures the connection
  itself (Linux's TCP_INFO, on a direct connection), never more than the kernel's own lowest
  round trip plus KERNEL_MARGIN_MS: echoes held back from the first one buy nothing either.
  Behind a proxy the kernel sees the proxy: a trusted proxy that passes the client's round
  trip as its own kernel measured it gives the bound back (rok_qt.net.kernel_rtt.link_rtt);
  one that does not leaves only the echoes (`kernel=None`). The echoes bring the bound at
  most PROBE_REACH_MS below the kernel's: a proxy measures a connection once, as it opens,
  and that one round trip can be well above the link's lowest (a moment of jitter); a screen
  that holds its answers keeps it, so an honest screen's echoes must not take its own bound
  much lower, or holding them would buy the difference.
- `LagQuota`, lichess's LagTracker: each take is given back min(the lag it claims, the cap,
  the quota) ms; the quota refills by a bounded amount each take (the link's one-way bound
  and TOLERANCE_MIN_MS) and is capped. An honest screen's jitter is paid from the quota; a
  screen that always claims the most spends it in a few takes and is then given its one-way
  bound and no more.
- `accept_stamp`: the stamp kept is the take's arrival minus what it is given back: never
  earlier than that, never later than the arrival (when the take reached the server's machine,
  not when the server read it: rok_qt.net.kernel_arrival).
- `settle_window`: the referee's W, the largest cap of the table's links, at least
  LOCAL_SETTLE_MS and at most SETTLE_CAP_MS (250 ms).
- `go_delay`: "go" is scheduled this far ahead: the slowest one-way bound plus GO_MARGIN_MS,
  so every screen hears of it before the instant it names.
- `stamp_uncertainty`: how far an honest take's stamp may be from its press, as far as the
  server can tell: two takes of one stone closer than theirs together are too close to call,
  and the referee's seeded coin decides (R7.3, model/contested.py); `table_uncertainty` the
  most any take at the table may carry.
"""

from __future__ import annotations

import math
import secrets
from collections import deque
from collections.abc import Callable

from rok_qt import logs

LOG = logs.channel("network")
SAMPLES = 8
"""Round trips shown per link (the lowest of the last 8: what the seat list says)."""
PROBES_OUT = 4
"""Probes awaiting their echo; an older one's echo no longer counts."""
MAX_ONE_WAY_MS = 200.0
"""A one-way bound above this is taken as this much."""
KERNEL_MARGIN_MS = 2.0
"""What a screen may take to answer a probe, over the kernel's own round trip."""
PROBE_REACH_MS = 2.0
"""How far below the kernel's round trip the echoes may bring a link's bound. Held echoes
leave a link at the kernel's round trip plus KERNEL_MARGIN_MS, an honest screen's at no less
than this below it: holding them buys at most three quarters of the two (the share of the
bound a take is given back, one way and slack), 3 ms, however far the kernel's one measure
was from the link's lowest."""
TOLERANCE_MIN_MS = 3.0
"""Slack beyond the one-way bound for clock error and scheduling on the screen."""
TOLERANCE_SHARE = 0.5
"""More slack per ms of one-way delay: with jitter (+-20 %) and asymmetric routes (up to
20 %) an honest take can arrive this much later than the bound says."""
QUOTA_START = 2.0
QUOTA_MAX = 4.0
"""The quota starts at 2 caps and holds at most 4 (lichess: 3 and 7 refills)."""
SETTLE_CAP_MS = 250.0
LOCAL_SETTLE_MS = 15.0
"""W for a table whose screens are all on loopback: a screen's own input reorder window."""
GO_MARGIN_MS = 60.0
UNCERTAINTY_SHARE = 0.1
"""An honest stamp's own error per ms of one-way delay: the screen's clock is set from round
trips, and a route slower one way than the other puts it off by part of the difference."""
UNCERTAINTY_CAP_MS = 15.0
"""The most uncertainty a take is given: two takes 30 ms apart are always called by their
stamps (the truly earlier press wins at 30 ms and more, on any link)."""
UNMEASURED_ONE_WAY_MS = 100.0
"""What a link counts as before its first echo: a guess on the safe side."""

KernelRtt = Callable[[], float | None]
"""The operating system's lowest round trip of a connection in ms, or None (not known)."""


class Link:
    """The server's own measure of one connection's round trip (module docstring)."""

    def __init__(self, kernel: KernelRtt | None = None) -> None:
        self._kernel = kernel
        self._out: dict[int, float] = {}
        self._recent: deque[float] = deque(maxlen=SAMPLES)
        self._lowest: float | None = None
        self.quota = LagQuota()
        self.refused_echoes = 0
        """Echoes that answered no probe of ours (forged, replayed or too old)."""

    def probe(self, now_ms: float) -> int:
        """A new probe's nonce, sent at `now_ms` (server clock)."""
        nonce = secrets.randbits(52)   # exact in JavaScript's numbers (the phone page)
        self._out[nonce] = now_ms
        while len(self._out) > PROBES_OUT:
            del self._out[next(iter(self._out))]
        return nonce

    def echo(self, nonce: int, now_ms: float) -> bool:
        """An echo came back at `now_ms`: True when it answers a probe of ours (once)."""
        sent = self._out.pop(nonce, None)
        if sent is None:
            self.refused_echoes += 1
            LOG.debug("an echo that answers no probe of ours (%d so far)", self.refused_echoes)
            return False
        self.add(now_ms - sent)
        return True

    def add(self, rtt_ms: float) -> None:
        """One round trip measured by the server (ignored unless finite and not negative)."""
        if math.isfinite(rtt_ms) and rtt_ms >= 0:
            self._recent.append(rtt_ms)
            self._lowest = rtt_ms if self._lowest is None else min(self._lowest, rtt_ms)

    @property
    def measured(self) -> bool:
        """Whether any sample came in yet."""
        return self._lowest is not None

    @property
    def rtt_ms(self) -> float | None:
        """The lowest of the last round trips (what the seat list shows), or None."""
        return min(self._recent) if self._recent else None

    @property
    def bound_ms(self) -> float | None:
        """The round trip the server believes: the lowest echo ever seen; where the kernel
        measures the connection, within PROBE_REACH_MS below and KERNEL_MARGIN_MS above
        the kernel's round trip (module docstring); None before any."""
        kernel = self._kernel() if self._kernel is not None else None
        if kernel is None:
            return self._lowest
        if self._lowest is None:
            return kernel + KERNEL_MARGIN_MS
        return min(max(self._lowest, kernel - PROBE_REACH_MS), kernel + KERNEL_MARGIN_MS)

    @property
    def one_way_ms(self) -> float:
        """Half the believed round trip, capped; a guess before the first sample."""
        rtt = self.bound_ms
        if rtt is None:
            return UNMEASURED_ONE_WAY_MS
        return min(rtt / 2.0, MAX_ONE_WAY_MS)

    @property
    def tolerance_ms(self) -> float:
        """Slack beyond the one-way bound that an honest stamp may need."""
        return TOLERANCE_MIN_MS + TOLERANCE_SHARE * self.one_way_ms

    @property
    def cap_ms(self) -> float:
        """The most one take is ever given back."""
        return self.one_way_ms + self.tolerance_ms

    @property
    def refill_ms(self) -> float:
        """What the quota gains with each take: the one-way bound and the least slack."""
        return self.one_way_ms + TOLERANCE_MIN_MS


class LagQuota:
    """What a connection may still be given back beyond its one-way bound (lichess's
    LagTracker: compensation = min(lag, quota); quota += a bounded refill each move)."""

    def __init__(self) -> None:
        self._quota: float | None = None

    def left(self, link: Link) -> float:
        """The quota now (it starts at QUOTA_START caps)."""
        if self._quota is None:
            self._quota = QUOTA_START * link.cap_ms
        return self._quota

    def spend(self, wanted_ms: float, link: Link) -> float:
        """A take claims `wanted_ms` back: what it is given, paid from the quota."""
        given = max(0.0, min(wanted_ms, link.cap_ms, self.left(link)))
        self._quota = min(self.left(link) - given + link.refill_ms, QUOTA_MAX * link.cap_ms)
        return given


def accept_stamp(claimed_ms: float, arrival_ms: float, link: Link) -> float:
    """The stamp the server keeps (R7.3), all on the race clock.

    `claimed_ms`: the client's stamp; `arrival_ms`: when it arrived. The arrival minus what
    the link's quota gives back for the lag claimed (module docstring); a stamp that is not a
    finite number counts as its arrival.
    """
    arrival = max(arrival_ms, 0.0)
    if not math.isfinite(claimed_ms):
        return arrival
    given = link.quota.spend(arrival - claimed_ms, link)
    return max(arrival - given, 0.0)


def most_gained_ms(link: Link) -> float:
    """The most a client that lies about its stamps gains over an honest one at this link,
    for one take while its quota lasts (after that: `link.refill_ms`)."""
    return link.cap_ms


def settle_window(links: list[Link]) -> float:
    """The referee's W for a table: the largest cap of its links, bounded (R7.3)."""
    return min(SETTLE_CAP_MS, max([LOCAL_SETTLE_MS, *(link.cap_ms for link in links)]))


def go_delay(links: list[Link]) -> float:
    """How far ahead "go" is scheduled: the slowest screen's one-way bound plus a margin."""
    return max([0.0, *(link.one_way_ms for link in links)]) + GO_MARGIN_MS


def stamp_uncertainty(link: Link) -> float:
    """How far an honest take's stamp may be from its press (R7.3): the least slack every
    screen has (clock steps, scheduling) and a share of the link's one-way bound, capped. From
    the lowest round trip the server ever saw, never the client's word: a client that slows its
    echoes from the start makes its own takes less certain, and so its close wins a coin's."""
    return min(TOLERANCE_MIN_MS + UNCERTAINTY_SHARE * link.one_way_ms, UNCERTAINTY_CAP_MS)


def table_uncertainty(links: list[Link]) -> float:
    """The most uncertainty a take may carry at a table of these links (the referee waits
    that long for a take that could still contest a close race)."""
    return max([0.0, *(stamp_uncertainty(link) for link in links)])
