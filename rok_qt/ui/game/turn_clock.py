"""The relay clock (R7.1): shows time left (or elapsed), and ends the turn at the limit."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QLocale, QObject, Qt, QTimer, Signal


class TurnClock(QObject):
    """Ticks ten times a second while a grab turn runs; `expired` at the time limit.

    The clock is only for showing and for ending the turn; stamps come from input events.
    While paused (a window is open over the table) neither the display nor the limit moves.
    """

    ticked = Signal(str, bool)
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._elapsed = QElapsedTimer()
        self._limit_ms: int | None = None
        self._paused = QElapsedTimer()   # valid while paused
        self._paused_ms = 0
        self._running = False
        self._tick_timer = QTimer(self)
        self._tick_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._tick_timer.setInterval(100)
        self._tick_timer.timeout.connect(self._tick)
        self._limit_timer = QTimer(self)
        self._limit_timer.setSingleShot(True)
        self._limit_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._limit_timer.timeout.connect(self.expired)

    def start(self, limit_ms: int | None) -> None:
        """Start counting; with a limit, count down and expire at it."""
        self._limit_ms = limit_ms
        self._elapsed.start()
        self._paused.invalidate()
        self._paused_ms = 0
        self._running = True
        self._tick_timer.start()
        if limit_ms is not None:
            self._limit_timer.start(limit_ms)
        self._tick()

    def stop(self) -> None:
        """Stop and blank the display."""
        self._running = False
        self._paused.invalidate()
        self._tick_timer.stop()
        self._limit_timer.stop()
        self.ticked.emit("", False)

    @property
    def paused(self) -> bool:
        """True between pause() and resume() of a running clock."""
        return self._paused.isValid()

    def elapsed_ms(self) -> int:
        """Time the turn has run, pauses left out."""
        if not self._running:
            return 0
        now_paused = self._paused.elapsed() if self._paused.isValid() else 0
        return self._elapsed.elapsed() - self._paused_ms - now_paused

    def pause(self) -> None:
        """Freeze the display and the limit; nothing happens if not running or paused."""
        if not self._running or self.paused:
            return
        self._paused.start()
        self._tick_timer.stop()
        self._limit_timer.stop()
        self._tick()

    def resume(self) -> int:
        """Run on from where it was paused; returns how long the pause lasted, ms."""
        if not self.paused:
            return 0
        pause = self._paused.elapsed()
        self._paused.invalidate()
        self._paused_ms += pause
        self._tick_timer.start()
        if self._limit_ms is not None:
            self._limit_timer.start(max(0, self._limit_ms - self.elapsed_ms()))
        self._tick()
        return pause

    def _tick(self) -> None:
        elapsed = self.elapsed_ms()
        shown = elapsed if self._limit_ms is None else max(0, self._limit_ms - elapsed)
        # The locale writes the decimal separator: 12.5 s in English, 12,5 mp in Hungarian.
        seconds = QLocale().toString(shown / 1000, "f", 1)
        urgent = self._limit_ms is not None and shown < 5000
        self.ticked.emit(self.tr("{s} s").format(s=seconds), urgent)
