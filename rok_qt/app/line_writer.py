"""Appending to a line file (the history, the practice record) off the GUI thread.

One worker thread per writer does the file work; its result comes back to the GUI thread as a
queued signal. `wait` lets a quitting window finish a line before the game's autosave goes
(Python would join the worker at exit anyway, but after the autosave was deleted). A problem is
told at most once per writer, so a damaged file never nags.

Several copies of Rök may finish a game at the same moment: an append reads the file, adds its
line and writes the file back, so two at once would lose one line. Each append therefore holds
`<name>.lock` (a `QLockFile`, like the copies' slots in app/locks.py: a lock left by a killed
copy is taken over at once, even one a kill left before its owner was written in it; a live
copy's is waited for) from its read to its write.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLockFile, QObject, Signal

from rok_qt.app.locks import take

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor

LOCK_WAIT_MS = 30_000
"""How long an append waits for another copy's: a write takes milliseconds, a hung disk more."""


def lock_path(path: Path) -> Path:
    """The lock an append to `path` holds: `history.jsonl.lock`."""
    return path.with_name(path.name + ".lock")


def locked_append(append: Callable[[Path, Any], object], path: Path, entry: object) -> object:
    """`append(path, entry)` while holding the file's lock, so that it re-reads what another
    copy wrote and nothing is lost; raises LineFileError when the lock stays held."""
    from rok_qt.persistence.line_files import LineFileError

    with contextlib.suppress(OSError):   # the append says why it cannot write there
        path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(str(lock_path(path)))
    if take(lock, lock_path(path), LOCK_WAIT_MS):   # stale only when its copy is gone
        try:
            return append(path, entry)
        finally:
            lock.unlock()
    if lock.error() == QLockFile.LockError.LockFailedError:
        raise LineFileError("another copy of R\u00f6k kept the file busy; this line was not "
                            "written")
    # The folder cannot hold a lock (read-only, full): the append itself says what is wrong.
    return append(path, entry)


class LineWriter(QObject):
    """`finished(entry, result)` on the GUI thread, the result being what the append returned or
    the `LineFileError` it raised; `problem_found(text)` at most once."""

    finished = Signal(object, object)
    problem_found = Signal(str)
    # Emitted on the worker and connected to `finished`, which is thus emitted on the GUI
    # thread and calls its listeners directly: none is sent a queued call after it is gone.
    _finished = Signal(object, object)

    def __init__(self, thread_name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread_name = thread_name
        self._executor: ThreadPoolExecutor | None = None
        self._pending: list[Future[None]] = []
        self._reported = False
        self._finished.connect(self.finished)

    def submit(self, append: Callable[[Path, Any], object], path: Path, entry: object) -> None:
        """Run `append(path, entry)` on the worker thread (started on first use)."""
        from concurrent.futures import ThreadPoolExecutor

        if self._executor is None:
            self._executor = ThreadPoolExecutor(max_workers=1,
                                                thread_name_prefix=self._thread_name)
        self._pending = [f for f in self._pending if not f.done()]
        self._pending.append(self._executor.submit(self._run, append, path, entry))

    def wait(self) -> None:
        """Until every line submitted so far is written (or failed)."""
        from concurrent.futures import wait

        wait(self._pending)
        self._pending = []

    def _run(self, append: Callable[[Path, Any], object], path: Path, entry: object) -> None:
        from rok_qt.persistence.line_files import LineFileError

        result: object
        try:
            result = locked_append(append, path, entry)
        except LineFileError as error:
            result = error
        # The window (and this writer with it) may be gone by the time the disk answered.
        with contextlib.suppress(RuntimeError):
            self._finished.emit(entry, result)

    def report(self, text: str) -> None:
        """Tell of a problem, unless one was told already."""
        if not self._reported:
            self._reported = True
            self.problem_found.emit(text)
