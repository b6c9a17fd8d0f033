"""The live race's clock (R7.2): one monotonic reference from the reveal, pausable.

The engine never reads a clock: this object turns real time into the stamps it is given. Input
events carry their own timestamps, in ms on a base of the platform's choosing. A source whose
base is known exactly (SDL's ticks, calibrated by the pads adapter) registers a mapping onto
`time.perf_counter` with `set_timestamp_base`; for any other source the first event of a stretch
of play anchors that base onto the race clock and later events keep their own spacing from it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject

INPUT_LAG_MS = 250.0
"""An input event is at most this old when handled; an older stamp means a stale anchor."""

_BASES: dict[str, Callable[[float], float]] = {}


def set_timestamp_base(source: str, to_perf_ms: Callable[[float], float] | None) -> None:
    """Stamps from `source` map exactly: `to_perf_ms(timestamp)` is the event's moment in ms on
    `time.perf_counter()`'s clock. None forgets the mapping (the anchoring heuristic again)."""
    if to_perf_ms is None:
        _BASES.pop(source, None)
    else:
        _BASES[source] = to_perf_ms


def perf_ms() -> float:
    """Now, in ms on `time.perf_counter()`'s clock (the race clock's own reference)."""
    return time.perf_counter_ns() / 1e6


class RaceClock(QObject):
    """ms since the reveal, stopped while paused; maps input event timestamps onto it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._started = 0.0          # perf ms when the clock last started running
        self._banked = 0.0           # ms run before the last pause
        self._running = False
        self._anchors: dict[str, float] = {}   # per input source: event timestamp minus race ms

    @property
    def running(self) -> bool:
        """True from the reveal (or a resume) until a pause or the end."""
        return self._running

    def start(self) -> None:
        """The reveal: the race clock starts at 0."""
        self._banked = 0.0
        self._anchors.clear()
        self._running = True
        self._started = perf_ms()

    def pause(self) -> None:
        """Stop the clock for everyone; it goes on from here at resume()."""
        if self._running:
            self._banked += perf_ms() - self._started
            self._running = False

    def resume(self) -> None:
        """Run again from where it stopped; event timestamps are anchored afresh."""
        if not self._running:
            self._anchors.clear()   # the pause lies between the old anchors and new events
            self._running = True
            self._started = perf_ms()

    def stop(self) -> None:
        """The race is over: the clock stands at 0 for the next one."""
        self._running = False
        self._banked = 0.0

    def now_ms(self) -> float:
        """ms of play since the reveal."""
        return self._banked + (perf_ms() - self._started if self._running else 0.0)

    def stamp(self, timestamp: float | None, floor: float = 0.0, source: str = "qt") -> float:
        """The race ms of an input event's own timestamp, never after now nor before `floor`.

        `floor` is the race's clock in the engine (the latest stamp played), so the stamps the
        engine receives run in the order the moves are applied. None (a button, not an input
        event with a timestamp) stamps now. Each `source` ("qt" for keys, mouse and touch,
        "sdl" for game controllers) has its own timestamp base: an exact one if registered
        (`set_timestamp_base`), else its own anchor.
        """
        now = self.now_ms()
        if timestamp is None:
            return float(round(max(now, floor, 0.0)))
        to_perf_ms = _BASES.get(source)
        if to_perf_ms is not None and self._running:
            ms = self._banked + to_perf_ms(float(timestamp)) - self._started
            if ms > now or ms < max(self._banked, now - INPUT_LAG_MS):
                ms = now   # from before this stretch of play (or the future): happening now
            return float(round(max(ms, floor, 0.0)))
        anchor = self._anchors.get(source)
        ms = now if anchor is None else float(timestamp) - anchor
        if ms > now or ms < now - INPUT_LAG_MS:
            ms = now   # a new or stale anchor: this event is taken as happening now
        self._anchors[source] = float(timestamp) - ms
        return float(round(max(ms, floor, 0.0)))
