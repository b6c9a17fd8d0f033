"""The session's clocks (no Qt): one time source behind the race clock, the relay turn clock
and the computer players' timers, which tests replace with a `ManualClock` they advance.

- `TimeSource`: ms on a monotonic clock; `perf_ms` (time.perf_counter) is the real one.
- `ScreenClock(now)`: this screen's clock of a stretch of play (the live race of R7.2, a relay
  turn, a practice throw), ms since its start, pausable (the table server's race clock is
  `net/race.py`'s, driven by the server's own time). The engine never reads a clock: this object
  turns time into the stamps it is given. Input events carry their own timestamps, in ms on a
  base of the platform's choosing. A source whose base is known exactly (SDL's ticks, calibrated
  by the pads adapter) registers a mapping onto the time source with `set_timestamp_base`; for
  any other source the first event of a stretch of play anchors that base onto the race clock
  and later events keep their own spacing from it.
- `ManualClock`: a time source that stands still until `advance(ms)`, firing the alarms that
  fall due on the way, in time order (`alarm(callback)` makes one, with QTimer's single-shot
  `start(ms)`, `stop()` and `isActive()`); the session takes one for its timers in tests.
"""

from __future__ import annotations

import time
from collections.abc import Callable

TimeSource = Callable[[], float]
"""Now, in ms on a monotonic clock."""

INPUT_LAG_MS = 250.0
"""An input event is at most this old when handled; an older stamp means a stale anchor."""

_BASES: dict[str, Callable[[float], float]] = {}


def set_timestamp_base(source: str, to_perf_ms: Callable[[float], float] | None) -> None:
    """Stamps from `source` map exactly: `to_perf_ms(timestamp)` is the event's moment in ms on
    the race clock's time source (`time.perf_counter()`'s clock for the real one). None forgets
    the mapping (the anchoring heuristic again)."""
    if to_perf_ms is None:
        _BASES.pop(source, None)
    else:
        _BASES[source] = to_perf_ms


def perf_ms() -> float:
    """Now, in ms on `time.perf_counter()`'s clock (the race clock's own reference)."""
    return time.perf_counter_ns() / 1e6


class ManualClock:
    """A time source for tests: it stands still until `advance`, which fires due alarms."""

    def __init__(self, start_ms: float = 0.0) -> None:
        self.ms = float(start_ms)
        self._alarms: list[ManualAlarm] = []

    def __call__(self) -> float:
        return self.ms

    def alarm(self, callback: Callable[[], object]) -> ManualAlarm:
        """A single-shot alarm on this clock (QTimer's start/stop/isActive)."""
        alarm = ManualAlarm(self, callback)
        self._alarms.append(alarm)
        return alarm

    def advance(self, ms: float) -> None:
        """Move on by `ms`, stopping at each alarm that falls due to fire it (an alarm started
        by a callback for no later than the target fires too)."""
        target = self.ms + ms
        while True:
            due = [a for a in self._alarms if a.due_ms is not None and a.due_ms <= target]
            if not due:
                break
            first = min(due, key=lambda a: a.due_ms if a.due_ms is not None else target)
            assert first.due_ms is not None
            self.ms = max(self.ms, first.due_ms)
            first.due_ms = None
            first.callback()
        self.ms = target

    def next_due(self) -> float | None:
        """When the next alarm fires, or None."""
        times = [a.due_ms for a in self._alarms if a.due_ms is not None]
        return min(times) if times else None


class ManualAlarm:
    """A single-shot alarm on a ManualClock."""

    def __init__(self, clock: ManualClock, callback: Callable[[], object]) -> None:
        self._clock = clock
        self.callback = callback
        self.due_ms: float | None = None
        self._interval = 0

    def setInterval(self, ms: int) -> None:
        """The delay `start()` uses without an argument."""
        self._interval = ms

    def interval(self) -> int:
        """The delay `start()` uses without an argument."""
        return self._interval

    def start(self, ms: int | None = None) -> None:
        """Fire once, `ms` (else the interval) from now on its clock."""
        self.due_ms = self._clock.ms + (self._interval if ms is None else ms)

    def stop(self) -> None:
        """Do not fire."""
        self.due_ms = None

    def isActive(self) -> bool:
        """True while started and not yet fired."""
        return self.due_ms is not None


class ScreenClock:
    """This screen's race clock: ms since the reveal, stopped while paused; maps input event
    timestamps onto it."""

    def __init__(self, now: TimeSource = perf_ms) -> None:
        self._now = now
        self._started = 0.0          # perf ms when the clock last started running
        self._banked = 0.0           # ms run before the last pause
        self._running = False
        self._anchors: dict[str, float] = {}   # per input source: event timestamp minus race ms

    def source(self) -> float:
        """Now on the clock's time source (ms, monotonic)."""
        return self._now()

    @property
    def running(self) -> bool:
        """True from the reveal (or a resume) until a pause or the end."""
        return self._running

    def start(self) -> None:
        """The reveal: the race clock starts at 0."""
        self._banked = 0.0
        self._anchors.clear()
        self._running = True
        self._started = self._now()

    def run_from(self, at: float, race_ms: float = 0.0) -> None:
        """Run as a clock that read `race_ms` at the instant `at` of its time source: a race
        across computers starts (or goes on) at the table's shared instant, however late this
        screen's own countdown ended (R7.3). Event timestamps are anchored afresh."""
        self._banked = float(race_ms)
        self._anchors.clear()
        self._running = True
        self._started = float(at)

    def pause(self) -> None:
        """Stop the clock for everyone; it goes on from here at resume()."""
        if self._running:
            self._banked += self._now() - self._started
            self._running = False

    def resume(self) -> None:
        """Run again from where it stopped; event timestamps are anchored afresh."""
        if not self._running:
            self._anchors.clear()   # the pause lies between the old anchors and new events
            self._running = True
            self._started = self._now()

    def stop(self) -> None:
        """The race is over: the clock stands at 0 for the next one."""
        self._running = False
        self._banked = 0.0

    def now_ms(self) -> float:
        """ms of play since the reveal."""
        return self._banked + (self._now() - self._started if self._running else 0.0)

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
