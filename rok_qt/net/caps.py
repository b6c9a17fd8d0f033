"""Caps that hold (R7.3): what one network may hold of a table server, and what a wrong code costs.

An address is cheap: whoever has one has its neighbours (a /24 of IPv4 is one customer's
block, a /64 of IPv6 one home's). So every per-address limit counts a **network**
(`network_of`: the /24 or /64 around the real client's address, behind a trusted proxy the one
its PROXY header gave): the connections held at once (`NetworkCount`), the plain HTTP requests
(rok_qt.net.http), the wrong table codes (`CodeGuard`).

A table code is a server id and 60 random bits (rok_qt.net.codes): at a thousand guesses a
second a million tables would take about 37 years to meet. `CodeGuard` makes guessing far
slower than that. Each network's first FREE_MISSES wrong codes cost nothing (people mistype);
each further one makes the network wait before its next look-up, twice as long each time
(BACKOFF_FIRST_S, up to BACKOFF_MOST_S); the count is forgotten after FORGET_S without a miss.
Across every network at once, wrong codes spend a shared bucket (GUESSES_PER_S, at most
GUESS_BURST at once); while it is empty every look-up waits, the right codes too (a look-up
that may hit tells a guesser as much as one that misses), so a crowd of networks guesses no
faster than one server allows.
"""

from __future__ import annotations

import ipaddress
import math
from collections import Counter, OrderedDict
from dataclasses import dataclass

IPV4_PREFIX = 24
IPV6_PREFIX = 64
FREE_MISSES = 5
"""Wrong codes a network may send before each further one costs time."""
BACKOFF_FIRST_S = 1.0
BACKOFF_MOST_S = 600.0
FORGET_S = 900.0
"""A network's wrong codes are forgotten this long after its last one."""
GUESSES_PER_S = 10.0
GUESS_BURST = 60.0
"""The server's wrong codes, all networks together: this many a second, this many at once."""
MAX_NETWORKS = 20_000
"""Networks whose wrong codes are remembered at once (the oldest is forgotten beyond it)."""


def ip_of(address: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """A peer's address as an IP address (an IPv4 address mapped into IPv6 as IPv4, a zone
    left out), or None for anything that is none (a Unix socket, "?")."""
    try:
        ip = ipaddress.ip_address(address.partition("%")[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def network_of(address: str) -> str:
    """The network an address is counted in: ``203.0.113.0/24``, ``2001:db8:1:2::/64`` (an
    IPv4 address mapped into IPv6 counts as IPv4); anything that is no IP address (a Unix
    socket, "?") counts as itself."""
    ip = ip_of(address)
    if ip is None:
        return address
    prefix = IPV4_PREFIX if ip.version == 4 else IPV6_PREFIX
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


class NetworkCount:
    """Connections held at once, by network: at most `most` for each."""

    def __init__(self, most: int) -> None:
        self.most = most
        self._held: Counter[str] = Counter()

    def take(self, address: str) -> bool:
        """One more connection from `address`: False (and not counted) when its network holds
        its most already."""
        network = network_of(address)
        if self._held[network] >= self.most:
            return False
        self._held[network] += 1
        return True

    def give_back(self, address: str) -> None:
        """A connection counted by `take` has closed."""
        network = network_of(address)
        self._held[network] -= 1
        if self._held[network] <= 0:
            del self._held[network]

    def held(self, address: str) -> int:
        """Connections the network of `address` holds now."""
        return self._held[network_of(address)]


@dataclass
class _Misses:
    """One network's wrong codes: how many, the last one's time, and until when it waits."""

    count: int = 0
    last_ms: float = 0.0
    until_ms: float = 0.0


class CodeGuard:
    """What a wrong table code costs (module docstring). Times are the server's ms."""

    def __init__(self) -> None:
        self._networks: OrderedDict[str, _Misses] = OrderedDict()
        self._tokens = GUESS_BURST
        self._at: float | None = None
        self.misses = 0
        """Wrong codes so far, all networks."""
        self.refused = 0
        """Look-ups refused before they were made (a network waiting, or the server's bucket)."""

    def wait_s(self, address: str, now_ms: float) -> float:
        """How long the network of `address` must wait before its next look-up (0: look)."""
        self._refill(now_ms)
        misses = self._networks.get(network_of(address))
        wait = 0.0
        if misses is not None:
            wait = max(0.0, misses.until_ms - now_ms) / 1000.0
        if self._tokens < 1.0:
            wait = max(wait, (1.0 - self._tokens) / GUESSES_PER_S)
        if wait > 0:
            self.refused += 1
        return wait

    def missed(self, address: str, now_ms: float) -> None:
        """A look-up from `address` found no table."""
        self.misses += 1
        self._refill(now_ms)
        self._tokens = max(0.0, self._tokens - 1.0)
        network = network_of(address)
        misses = self._networks.pop(network, None)
        if misses is None or now_ms - misses.last_ms > FORGET_S * 1000.0:
            misses = _Misses()
        misses.count += 1
        misses.last_ms = now_ms
        if misses.count > FREE_MISSES:
            misses.until_ms = now_ms + 1000.0 * backoff_s(misses.count)
        self._networks[network] = misses   # the newest last: the oldest goes first
        while len(self._networks) > MAX_NETWORKS:
            self._networks.popitem(last=False)

    def _refill(self, now_ms: float) -> None:
        if self._at is not None and now_ms > self._at:
            self._tokens = min(GUESS_BURST,
                               self._tokens + (now_ms - self._at) / 1000.0 * GUESSES_PER_S)
        self._at = now_ms if self._at is None else max(self._at, now_ms)


def backoff_s(misses: int) -> float:
    """What the `misses`-th wrong code of a network costs: nothing up to FREE_MISSES, then
    BACKOFF_FIRST_S, doubling with each, at most BACKOFF_MOST_S."""
    if misses <= FREE_MISSES:
        return 0.0
    return min(BACKOFF_MOST_S, BACKOFF_FIRST_S * 2.0 ** min(misses - FREE_MISSES - 1, 30))


def wait_text(wait_s: float) -> str:
    """The refusal a waiting network hears (its screen says it in its own words, from the
    seconds named here)."""
    seconds = max(1, math.ceil(wait_s))
    return (f"Too many wrong table codes from your network: try again in {seconds} "
            f"second{'' if seconds == 1 else 's'}.")
