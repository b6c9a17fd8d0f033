"""The relay clock (R7.1): shows time left (or elapsed), and ends the turn at the limit."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QObject, Qt, QTimer, Signal

from rok_qt.session_clock import ManualAlarm, ScreenClock, TimeSource, perf_ms

Alarm = QTimer | ManualAlarm


class TurnClock(QObject):
    """Ticks ten times a second while a grab turn runs; `expired` at the time limit.

    The clock is only for showing and for ending the turn; stamps come from input events.
    While paused (a window is open over the table) neither the display nor the limit moves.
    Its time is the session's (`session_clock`): a test's ManualClock moves the turn on as it
    moves the race (the display's tick stays on Qt's timer; the limit is checked at each tick
    and on an alarm of the same clock).
    """

    ticked = Signal(str, bool)
    expired = Signal()

    def __init__(self, parent: QObject | None = None, now: TimeSource = perf_ms,
                 alarm: Callable[[Callable[[], None]], Alarm] | None = None) -> None:
        super().__init__(parent)
        self._time = ScreenClock(now)
        self._limit_ms: int | None = None
        self._paused_at: float | None = None   # the turn's ms when paused
        self._running = False
        self._tick_timer = QTimer(self)
        self._tick_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._tick_timer.setInterval(100)
        self._tick_timer.timeout.connect(self._tick)
        self._limit_timer: Alarm
        if alarm is not None:
            self._limit_timer = alarm(self._expire)
        else:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(self._expire)
            self._limit_timer = timer

    def start(self, limit_ms: int | None) -> None:
        """Start counting; with a limit, count down and expire at it."""
        self._limit_ms = limit_ms
        self._time.start()
        self._paused_at = None
        self._running = True
        self._tick_timer.start()
        if limit_ms is not None:
            self._limit_timer.start(limit_ms)
        self._tick()

    def stop(self) -> None:
        """Stop and blank the display."""
        self._running = False
        self._paused_at = None
        self._time.stop()
        self._tick_timer.stop()
        self._limit_timer.stop()
        self.ticked.emit("", False)

    @property
    def paused(self) -> bool:
        """True between pause() and resume() of a running clock."""
        return self._paused_at is not None

    def elapsed_ms(self) -> int:
        """Time the turn has run, pauses left out."""
        if not self._running:
            return 0
        return round(self._time.now_ms())

    def pause(self) -> None:
        """Freeze the display and the limit; nothing happens if not running or paused."""
        if not self._running or self.paused:
            return
        self._time.pause()
        self._paused_at = self._time_source()
        self._tick_timer.stop()
        self._limit_timer.stop()
        self._tick()

    def resume(self) -> int:
        """Run on from where it was paused; returns how long the pause lasted, ms."""
        if self._paused_at is None:
            return 0
        pause = round(self._time_source() - self._paused_at)
        self._paused_at = None
        self._time.resume()
        self._tick_timer.start()
        if self._limit_ms is not None:
            self._limit_timer.start(max(0, self._limit_ms - self.elapsed_ms()))
        self._tick()
        return pause

    def _time_source(self) -> float:
        return self._time.source()

    def _expire(self) -> None:
        if self._running and not self.paused:
            self.expired.emit()

    def _tick(self) -> None:
        elapsed = self.elapsed_ms()
        if (self._limit_ms is not None and elapsed >= self._limit_ms and not self.paused
                and self._running and not self._limit_timer.isActive()):
            self._expire()   # a clock moved on by a test: the limit passed between ticks
        shown = elapsed if self._limit_ms is None else max(0, self._limit_ms - elapsed)
        # The locale writes the decimal separator: 12.5 s in English, 12,5 mp in Hungarian.
        seconds = QLocale().toString(shown / 1000, "f", 1)
        urgent = self._limit_ms is not None and shown < 5000
        self.ticked.emit(self.tr("{s} s").format(s=seconds), urgent)
