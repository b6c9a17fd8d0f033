"""The relay clock (R7.1): shows time left (or elapsed), and ends the turn at the limit."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QLocale, QObject, Qt, QTimer, Signal


class TurnClock(QObject):
    """Ticks ten times a second while a grab turn runs; `expired` at the time limit.

    The clock is only for showing and for ending the turn; stamps come from input events.
    """

    ticked = Signal(str, bool)
    expired = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._elapsed = QElapsedTimer()
        self._limit_ms: int | None = None
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
        self._tick_timer.start()
        if limit_ms is not None:
            self._limit_timer.start(limit_ms)
        self._tick()

    def stop(self) -> None:
        """Stop and blank the display."""
        self._tick_timer.stop()
        self._limit_timer.stop()
        self.ticked.emit("", False)

    def _tick(self) -> None:
        elapsed = self._elapsed.elapsed()
        shown = elapsed if self._limit_ms is None else max(0, self._limit_ms - elapsed)
        # The locale writes the decimal separator: 12.5 s in English, 12,5 mp in Hungarian.
        seconds = QLocale().toString(shown / 1000, "f", 1)
        urgent = self._limit_ms is not None and shown < 5000
        self.ticked.emit(self.tr("{s} s").format(s=seconds), urgent)
