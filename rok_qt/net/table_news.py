"""When the news of a race reaches each screen (R7.3): nothing before the screen may act on it.

- The throw's faces: until go a view has them hidden (rok_qt.net.views); each screen gets
  its reveal (a Snapshot of the view with the faces, or a phone's Board) at go less its
  link's one-way bound, so that it arrives just at its go, not before.
- Another seat's race move (a take, a put back, a lay, done, a computer player's too) is told
  to a screen only once no take that screen could still send would be stamped as early:
  at the move's stamp plus the most the screen's link is ever given back (`Link.cap_ms`)
  and 1 ms, and for a take also the two takes' uncertainties together (R7.3: closer than
  that a race is too close to call and goes to the coin). A screen that reacts to a rival's
  take at once is stamped after it, far enough to be called by the stamps: it never wins.
  A screen's own moves show at once on its screen (it predicts them) and go out at once,
  unless an earlier entry is still held for it: a screen's log stays in order.
Spectators get each entry at once (they cannot take), as one crowd (`TableNews.crowd`): their
reveal, and a log entry that must wait behind it, is held once for all of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import Settle, Take, TimeUp
from rok_qt.net.fairness import stamp_uncertainty
from rok_qt.net.race import ServerRaceClock
from rok_qt.net.seating import Attendee, FrameSink

HOLD_MARGIN_MS = 1.0
"""Beyond the most a link is given back: a reaction is stamped later, not at the same ms."""


@dataclass
class Parcel:
    """Something on its way to one screen, from `at` (server ms): a log entry (`data`, its
    frame; `seq`) or its reveal (`reveal`)."""

    at: float
    seq: int
    data: bytes = b""
    reveal: bool = False
    crowd: tuple[FrameSink, ...] = ()
    """Held for the spectators as one (`TableNews.crowd`): the ones it goes to."""


def hold_until(attendee: Attendee, move: object, clock: ServerRaceClock) -> float | None:
    """When a log entry of `move` may reach this screen (server ms), or None: at once."""
    if not isinstance(move, LIVE_MOVES) or isinstance(move, TimeUp | Settle):
        return None
    if attendee.spectator or move.player in attendee.seats or not clock.running:
        return None
    return clock.server_time(move.ms + attendee.link.cap_ms + _contest_reach(attendee, move)
                             + HOLD_MARGIN_MS)


def _contest_reach(attendee: Attendee, move: object) -> float:
    """How far past a take's stamp a take of this screen would still be too close to call
    (R7.3: closer than the two uncertainties together) and go to the coin: the news waits
    that much longer, so a reaction to it is always called by the stamps, and loses."""
    if not isinstance(move, Take):
        return 0.0
    return move.uncertainty_ms + stamp_uncertainty(attendee.link)


class TableNews:
    """The entries and reveals held for each screen of one table (module docstring)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self.clock = clock
        self.held: dict[Attendee, list[Parcel]] = {}
        self.crowd: list[Parcel] = []
        """What is held for the spectators as one, in order."""

    def keep(self, attendee: Attendee, due: Parcel) -> bool:
        """Keep `due` for this screen when it is not due yet or something is ahead of it;
        False: it may go now."""
        queue = self.held.get(attendee)
        if not queue and due.at <= self.clock():
            return False
        self.held.setdefault(attendee, []).append(due)
        return True

    def keep_for_crowd(self, due: Parcel) -> bool:
        """`hold`, for the spectators as one."""
        if not self.crowd and due.at <= self.clock():
            return False
        self.crowd.append(due)
        return True

    def due(self, now: float) -> list[tuple[Attendee | None, Parcel]]:
        """What goes out now, screen by screen in order (taken off the queues), the crowd's
        (None) last: a late spectator's own catch-up is due before what it gets with them."""
        out: list[tuple[Attendee | None, Parcel]] = []
        for attendee, queue in list(self.held.items()):
            while queue and queue[0].at <= now:
                out.append((attendee, queue.pop(0)))
            if not queue:
                del self.held[attendee]
        while self.crowd and self.crowd[0].at <= now:
            out.append((None, self.crowd.pop(0)))
        return out

    def next_deadline(self) -> float | None:
        """The server time the next held thing is due, or None."""
        firsts = [queue[0] for queue in self.held.values() if queue] + self.crowd[:1]
        return min((due.at for due in firsts), default=None)

    def revealing(self) -> bool:
        """Whether a reveal is still on its way to some screen."""
        return any(due.reveal for queue in [*self.held.values(), self.crowd] for due in queue)

    def forget(self, attendee: Attendee) -> None:
        """A screen left: nothing more goes to it."""
        self.held.pop(attendee, None)
