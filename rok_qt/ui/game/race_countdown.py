"""The 3-2-1 before a live race (R7.2), timed across computers to the table's shared start
(R7.3): sooner and quicker when that start is closer than a whole countdown."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer

from rok_qt.session import GameSession
from rok_qt.ui.table.race_marks import Countdown
from rok_qt.ui.table.scene import TableScene


class RaceCountdown(QObject):
    """Counts down on the table, then calls `go`; waits for the table's start when it is
    further away than the countdown lasts."""

    def __init__(self, session: GameSession, scene: TableScene, go: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.countdown = Countdown(scene, self)
        self.countdown.finished.connect(go)
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setTimerType(Qt.TimerType.PreciseTimer)
        self._later.timeout.connect(lambda: self.countdown.start())

    @property
    def waiting(self) -> bool:
        """True while it counts down, or waits to."""
        return self.countdown.running or self._later.isActive()

    def count_down(self) -> None:
        """3, 2, 1 now (at one screen), or timed to end at the table's shared start; nothing
        while the table has not said when (`count_down` again when it does)."""
        left = self.session.ms_to_start()
        total = self.countdown.total_ms()
        if left is None:
            self.countdown.start()
        elif math.isinf(left):
            return
        elif left > total:
            self._later.start(round(left - total))
        else:
            self.countdown.start(left)

    def stop(self) -> None:
        """No countdown, and none waiting."""
        self._later.stop()
        self.countdown.stop()
