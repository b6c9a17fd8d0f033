"""Reading the player's record (the history and the practice record) off the GUI thread.

Game > New game needs the people's pace for the level that matches them, and Help >
Statistics needs the whole record; either file may be megabytes of junk, so both are read on
a worker thread and the answer comes back as a signal on the GUI thread: the window answers
input meanwhile, and the setup dialog opens before the pace is known.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor


class RecordReader(QObject):
    """`pace_read(ms or None)` and `statistics_read(loaded history or None, practice summary
    or None)` on the GUI thread, each after its `read_...` call."""

    pace_read = Signal(object)
    statistics_read = Signal(object, object)
    # Emitted on the worker; connected to the public signals, so these are emitted on the
    # GUI thread's own turn (a test waiting on them is connected by then).
    _pace_done = Signal(object)
    _statistics_done = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._executor: ThreadPoolExecutor | None = None
        self._pace_done.connect(self.pace_read)
        self._statistics_done.connect(self.statistics_read)

    def _submit(self, work: object) -> None:
        from concurrent.futures import ThreadPoolExecutor

        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rok-record")
        assert callable(work)
        self._executor.submit(work)

    def read_pace(self, history: Path | None) -> None:
        """Read the people's median find time from the record beside `history`."""
        def work() -> None:
            from rok_qt.app.practice_record import measured_pace

            pace = measured_pace(history)
            with contextlib.suppress(RuntimeError):   # the window may be gone by now
                self._pace_done.emit(pace)

        self._submit(work)

    def read_statistics(self, history: Path | None) -> None:
        """Read the history and the practice summary for Help > Statistics."""
        def work() -> None:
            from rok_qt.app.practice_record import practice_summary
            from rok_qt.persistence.history import read_history

            loaded = read_history(history) if history is not None else None
            practice = practice_summary(history)
            with contextlib.suppress(RuntimeError):
                self._statistics_done.emit(loaded, practice)

        self._submit(work)
