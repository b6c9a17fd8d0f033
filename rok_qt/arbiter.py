"""One input pipeline for the live race (R7.2): every device hands in (seat, intent, stamp).

Devices only read their device: key clusters, game controllers, the mouse and touch are each a
`Device` (ui/input/devices.py), and every one of them reaches the arbiter through the race's one
funnel (ui/input/race_inputs.py `RaceInputs.hand_in`). It hands in a `DeviceInput`: the seat,
what the player meant (`Intent`), the stone, and the device's own timestamp with the name of its
base ("qt", "sdl"), or a stamp already on the race clock (`race_ms`: a touch-begin kept until
the finger lands in a zone, a stamp a remote player's computer measured). The arbiter (Qt-free)
maps the stamp onto the race clock (`session_clock.ScreenClock.stamp`), never before the seat's
previous stamp nor further back than the referee's settle window, turns the intent into the
engine's move for what that seat holds, and submits it. Judging, the order of arrival, the
settle window and the tie coin live only in the referee (model/referee.py).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

from rok_qt import logs
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Take
from rok_qt.model.state import GameState
from rok_qt.session_clock import ScreenClock

LOG = logs.channel("input")
"""`rok-qt --debug=input`: every device input the arbiter is handed, and what came of it."""

JUST_GONE_MS = 1500.0
"""A device aimed at a stone another player took this recently reaches for it: a race lost
(shown by how much), not a miss; the mouse and the rings keep such a stone in reach."""


class Intent(StrEnum):
    """What a player meant with a gesture, key or button in the live race."""

    TAKE = "take"          # take the stone (a balance stone, with a stone in hand: lay it there)
    PUT_BACK = "put_back"  # put the stone back (None: the last one in hand)
    DONE = "done"


@dataclass(frozen=True, slots=True)
class DeviceInput:
    """One player's input as a device read it."""

    seat: int
    intent: Intent
    stone: int | None = None
    stamp: float | None = None       # the device event's own timestamp; None: now
    source: str = "qt"               # the timestamp's base
    race_ms: float | None = None     # a stamp already on the race clock (used as is, floored)


class Arbiter:
    """Maps device stamps onto the race clock and hands the seats' moves to the referee."""

    def __init__(self, clock: ScreenClock, state: Callable[[], GameState | None],
                 submit: Callable[[LiveMove], bool]) -> None:
        self.clock = clock
        self._state = state
        self._submit = submit

    def floor(self, seat: int) -> float:
        """The earliest stamp the referee still takes from this seat now: not before its
        previous stamp, nor more than the settle window behind the newest stamp (R7.2)."""
        state = self._state()
        live = None if state is None else state.live
        if state is None or live is None or not 0 <= seat < state.player_count:
            return 0.0
        return max(live.now_ms - state.race_window_ms, live.last_ms[seat], 0.0)

    def race_ms(self, seat: int, stamp: float | None, source: str = "qt") -> float:
        """A device timestamp of this seat's input as a race stamp (whole ms)."""
        return self.clock.stamp(stamp, self.floor(seat), source)

    def move(self, given: DeviceInput) -> LiveMove | None:
        """The engine move the input means for what its seat holds now, or None (nothing to
        put back, no stone to take, the seat said done, no race)."""
        state = self._state()
        live = None if state is None else state.live
        if (state is None or live is None or not 0 <= given.seat < state.player_count
                or live.done[given.seat]):
            return None
        seat = given.seat
        if given.race_ms is not None:
            ms = float(round(max(given.race_ms, self.floor(seat))))
        else:
            ms = self.race_ms(seat, given.stamp, given.source)
        held = live.held[seat]
        if given.intent is Intent.DONE:
            return Done(seat, ms)
        if given.intent is Intent.PUT_BACK:
            stone = given.stone if given.stone is not None else (held[-1] if held else None)
            return None if stone is None else PutBack(seat, stone, ms)
        if given.stone is None:
            return None
        if held and given.stone in state.balances_in_play():
            return LayOnBalance(seat, held[-1], given.stone, ms)
        return Take(seat, given.stone, ms)

    def hand_in(self, given: DeviceInput) -> bool:
        """Submit the input's move; False when it means nothing now or the engine refused it."""
        move = self.move(given)
        taken = move is not None and self._submit(move)
        if LOG.isEnabledFor(logging.DEBUG):
            outcome = "means nothing now" if move is None else \
                f"{move!r} {'taken' if taken else 'refused'}"
            LOG.debug("seat %d %s stone %s at %s (%s) race ms %s: %s", given.seat,
                      given.intent.value, given.stone, given.stamp, given.source, given.race_ms,
                      outcome)
        return taken
