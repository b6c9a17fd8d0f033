"""Appending to a line file (the history, the practice record) off the GUI thread.

One worker thread per writer does the file work; its result comes back to the GUI thread as a
queued signal. Python joins the worker at exit, so a line being written when the window closes
is still written. A problem is told at most once per writer, so a damaged file never nags.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor


class LineWriter(QObject):
    """`finished(entry, result)` on the GUI thread, the result being what the append returned or
    the `LineFileError` it raised; `problem_found(text)` at most once."""

    finished = Signal(object, object)
    problem_found = Signal(str)

    def __init__(self, thread_name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread_name = thread_name
        self._executor: ThreadPoolExecutor | None = None
        self._reported = False

    def submit(self, append: Callable[[Path, Any], object], path: Path, entry: object) -> None:
        """Run `append(path, entry)` on the worker thread (started on first use)."""
        from concurrent.futures import ThreadPoolExecutor

        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix=self._thread_name)
        self._executor.submit(self._run, append, path, entry)

    def _run(self, append: Callable[[Path, Any], object], path: Path, entry: object) -> None:
        from rok_qt.persistence.line_files import LineFileError

        result: object
        try:
            result = append(path, entry)
        except LineFileError as error:
            result = error
        # The window (and this writer with it) may be gone by the time the disk answered.
        with contextlib.suppress(RuntimeError):
            self.finished.emit(entry, result)

    def report(self, text: str) -> None:
        """Tell of a problem, unless one was told already."""
        if not self._reported:
            self._reported = True
            self.problem_found.emit(text)
