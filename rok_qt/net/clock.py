"""The client's side of a fair race across computers (R7.3): clock sync and stamping, Qt-free.

ClockSync keeps the client's estimate of the server's clock. Send `ping(now)` every
PING_INTERVAL_MS (2 s) and give every Pong to `on_pong(pong, now)`. Of the last 8 samples it
keeps the one with the lowest round trip and applies NTP's formula to it:

    offset = ((t1 - t0) + (t2 - t3)) / 2,    round trip = (t3 - t0) - (t2 - t1)

(t0 ping sent and t3 pong received on the client's clock, t1 and t2 the server's receive and
send times). Its error bound is half that round trip: the server's clock is within
`error_ms` of `to_server(now)`, whatever the route's asymmetry. Show `error_ms` and `rtt_ms`
in the connection details.

RaceStamper turns the person's input events into race stamps: on a Go, `on_go(go)` names the
client-clock instant the race clock reads `go.race_ms` (the screen starts or resumes the race
at that instant); `stamp(move, input_ms)` returns the move stamped with the race ms of the
input event's own timestamp (the client's clock, e.g. QInputEvent.timestamp mapped onto it),
ready to send as `Live(id, move)`. Latency therefore never counts against the player.

Both take the clock as an argument (ms, any origin, monotonic): the app passes its own,
tests and benchmarks a simulated one.
"""

from __future__ import annotations

import time
from collections import deque
from itertools import count

import msgspec

from rok_qt import logs
from rok_qt.net.fairness import SAMPLES
from rok_qt.net.protocol import Go, Live, LiveIntent, Ping, Pong

LOG = logs.channel("network")

PING_INTERVAL_MS = 2000.0
SPECTATOR_PING_INTERVAL_MS = 10_000.0
"""A spectator's pings, after the quick first ones: it never races (its clock only places the
race clock's Go on its screen, and a clock drifts microseconds in 10 s), and a crowd's pings
are work for the server the players are timed by (issue 32: spectators never slow them)."""


def monotonic_ms() -> float:
    """The default clock of clients and servers: ms on the monotonic clock."""
    return time.monotonic() * 1000.0


class _Sample(msgspec.Struct, frozen=True):
    rtt_ms: float
    offset_ms: float


class ClockSync:
    """The client's estimate of the server clock, from Ping/Pong (NTP's formula)."""

    def __init__(self) -> None:
        self._samples: deque[_Sample] = deque(maxlen=SAMPLES)
        self._sent: deque[float] = deque(maxlen=SAMPLES)

    def ping(self, now_ms: float) -> Ping:
        """A ping to send now."""
        self._sent.append(now_ms)
        return Ping(now_ms)

    def on_pong(self, pong: Pong, now_ms: float) -> bool:
        """Take a pong in; False when it answers no ping of ours or makes no sense."""
        if pong.client_ms not in self._sent:
            return False
        self._sent.remove(pong.client_ms)
        return self.sample(pong.client_ms, pong.server_rx_ms, pong.server_tx_ms, now_ms)

    def sample(self, sent_ms: float, server_rx_ms: float, server_tx_ms: float,
               received_ms: float) -> bool:
        """One exchange (t0, t1, t2, t3); also the Hello/Welcome exchange, whose server time
        lies between t1 and t2. False when it makes no sense (and is left out)."""
        held = server_tx_ms - server_rx_ms
        rtt = (received_ms - sent_ms) - held
        if held < 0 or rtt < 0:
            return False
        offset = ((server_rx_ms - sent_ms) + (server_tx_ms - received_ms)) / 2.0
        self._samples.append(_Sample(rtt, offset))
        return True

    @property
    def synced(self) -> bool:
        """Whether any sample came in yet."""
        return bool(self._samples)

    def _best(self) -> _Sample:
        if not self._samples:
            raise ValueError("The clock is not synchronised yet: no pong came in.")
        return min(self._samples, key=lambda s: s.rtt_ms)

    @property
    def samples_kept(self) -> int:
        """How many of the last exchanges are kept (at most SAMPLES): the best is among them."""
        return len(self._samples)

    @property
    def offset_ms(self) -> float:
        """Server clock minus client clock."""
        return self._best().offset_ms

    @property
    def rtt_ms(self) -> float:
        """The lowest round trip of the last samples."""
        return self._best().rtt_ms

    @property
    def error_ms(self) -> float:
        """The error bound of the offset: half the round trip of the sample it came from."""
        return self._best().rtt_ms / 2.0

    def to_server(self, client_ms: float) -> float:
        """A client-clock reading on the server's clock."""
        return client_ms + self.offset_ms

    def to_client(self, server_ms: float) -> float:
        """A server-clock reading on this client's clock."""
        return server_ms - self.offset_ms


class RaceStamper:
    """Race stamps on the client (R7.3): ms on the race clock from this screen's own "go"."""

    def __init__(self, sync: ClockSync) -> None:
        self._sync = sync
        self._ids = count(1)
        self._go_client_ms: float | None = None
        self._go_race_ms = 0.0
        self.settle_ms = 0.0

    def on_go(self, go: Go) -> float:
        """The client-clock instant the race starts or resumes (where the race clock reads
        `go.race_ms`). The instant is fixed here: later clock samples do not move it."""
        self._go_client_ms = self._sync.to_client(go.at_ms)
        self._go_race_ms = go.race_ms
        self.settle_ms = go.settle_ms
        LOG.debug("go of round %d: the race clock reads %.0f ms at %.1f here", go.round,
                  go.race_ms, self._go_client_ms)
        return self._go_client_ms

    def stop(self) -> None:
        """The race paused or ended: no stamps until the next Go."""
        self._go_client_ms = None

    @property
    def running(self) -> bool:
        """Whether a race clock is running on this screen."""
        return self._go_client_ms is not None

    def race_ms(self, client_ms: float) -> float:
        """The race clock at this client-clock instant (never below 0)."""
        if self._go_client_ms is None:
            raise ValueError("No race is running.")
        return max(0.0, self._go_race_ms + client_ms - self._go_client_ms)

    def stamp(self, move: LiveIntent, input_ms: float) -> Live:
        """`move` stamped at the input event's client-clock time, as a message to send."""
        stamped = msgspec.structs.replace(move, ms=float(round(self.race_ms(input_ms), 1)))
        return Live(next(self._ids), stamped)
