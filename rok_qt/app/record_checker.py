"""Checking game records off the window's thread: replaying one is the engine's work, move by
move, and a hostile record may cost up to its whole budget (persistence.budget) before it is
refused. The window answers input meanwhile; the answer comes back as a signal on its thread.

One worker thread checks one record at a time; a newer check makes an older one stale: its
replay is cut short (its clock runs out at once) and its answer is never delivered.
"""

from __future__ import annotations

import contextlib
import itertools
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

    from rok_qt.persistence.game_record import GameRecord
    from rok_qt.persistence.replay import Replay


class RecordChecker(QObject):
    """`replayed(ticket, Replay)` or `refused(ticket, text)` on the GUI thread for the newest
    `check`, whose ticket it returned; `busy` while one runs."""

    replayed = Signal(int, object)
    refused = Signal(int, str)
    # Emitted on the worker, connected to the public signals: delivered on the GUI thread.
    _answered = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None
        self._tickets = itertools.count(1)
        self._newest = 0
        self._answered.connect(self._deliver)

    @property
    def busy(self) -> bool:
        """True while the newest check has not answered."""
        return self._newest != 0

    def check(self, record: GameRecord) -> int:
        """Replay `record` on the worker (persistence.replay, within its budget); its ticket."""
        from concurrent.futures import ThreadPoolExecutor

        ticket = self._newest = next(self._tickets)
        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rok-replay")
        self._executor.submit(self._run, ticket, record)
        return ticket

    def forget(self) -> None:
        """Make the running check stale: its answer is not wanted any more."""
        self._newest = 0

    def wait(self) -> None:
        """Until the worker is idle (tests, and a window that closes)."""
        if self._executor is not None:
            self._executor.submit(lambda: None).result()

    def _run(self, ticket: int, record: GameRecord) -> None:
        from rok_qt.persistence.game_record import RecordError
        from rok_qt.persistence.replay import replay

        answer: Replay | str
        try:
            answer = replay(record, clock=self._clock_for(ticket))
        except RecordError as error:
            answer = str(error)
        with contextlib.suppress(RuntimeError):   # the window may be gone by now
            self._answered.emit(ticket, answer)

    def _clock_for(self, ticket: int) -> Callable[[], float]:
        """The replay's clock: the real one, or the end of time once the check is stale."""
        def clock() -> float:
            return time.monotonic() if ticket == self._newest else math.inf
        return clock

    def _deliver(self, ticket: int, answer: object) -> None:
        if ticket != self._newest:
            return   # stale: a newer check, or none wanted
        self._newest = 0
        if isinstance(answer, str):
            self.refused.emit(ticket, answer)
        else:
            self.replayed.emit(ticket, answer)
