"""Practice find times on disk, from the Qt side: one line per throw, written off the GUI thread.

Like the history of games (app/history_writer.py), the file is read and rewritten off the GUI
thread (`line_writer.LineWriter`); a damaged or unwritable file is told once per run and never stops
practice. `measured_pace` is what the level that matches you is set up from.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rok_qt.app.line_writer import LineWriter

if TYPE_CHECKING:
    from datetime import datetime

    from rok_qt.persistence.history_summary import PracticeRecord
    from rok_qt.persistence.practice_log import PracticeEntry, PracticeLoaded, PracticeLogError


def _now() -> datetime:
    from datetime import UTC, datetime  # when a throw is written, not at the start

    return datetime.now(UTC)


def measured_pace(history: Path | None) -> float | None:
    """The people's median ms per find from the games and the practice beside `history`;
    None without a record (an unreadable file counts as none)."""
    if history is None:
        return None
    from rok_qt.persistence.history import read_history
    from rok_qt.persistence.history_summary import people_pace
    from rok_qt.persistence.practice_log import practice_path, read_practice

    return people_pace(read_history(history).games, read_practice(practice_path(history)).throws)


def practice_summary(history: Path | None) -> PracticeRecord | None:
    """The practice record beside `history`, summed up for Help > Statistics."""
    if history is None:
        return None
    from rok_qt.persistence.history_summary import practice_record
    from rok_qt.persistence.practice_log import practice_path, read_practice

    return practice_record(read_practice(practice_path(history)).throws)


class PracticeRecorder(QObject):
    """Appends each practice throw's own find times; `problem_found` at most once."""

    recorded = Signal(object)
    """The PracticeEntry just written."""
    problem_found = Signal(str)
    write_finished = Signal()

    def __init__(self, history: Path | None, parent: QObject | None = None, *,
                 clock: Callable[[], datetime] = _now) -> None:
        super().__init__(parent)
        self.path: Path | None = None
        if history is not None:
            from rok_qt.persistence.practice_log import practice_path

            self.path = practice_path(history)
        self._clock = clock
        self._writer = LineWriter("rok-practice", self)
        self._writer.finished.connect(self._on_appended)
        self._writer.problem_found.connect(self.problem_found)

    def record(self, find_ms: tuple[int, ...], hinted: int) -> None:
        """One throw's find times made without a hint, and how many finds had one."""
        if self.path is None or not find_ms:
            return
        from rok_qt.persistence.practice_log import MAX_FINDS, PracticeEntry, append_practice

        entry = PracticeEntry(date=self._clock().replace(microsecond=0),
                              find_ms=find_ms[-MAX_FINDS:], hinted=min(hinted, MAX_FINDS))
        self._writer.submit(append_practice, self.path, entry)

    def wait(self) -> None:
        """Until the throws submitted so far are written."""
        self._writer.wait()

    def _on_appended(self, entry: PracticeEntry, result: PracticeLoaded | PracticeLogError) -> None:
        from rok_qt.persistence.practice_log import PracticeLogError

        if isinstance(result, PracticeLogError):
            self._report(str(result))
        else:
            moved = result.set_aside
            if moved:
                self._report(self.tr("%n unreadable line(s) were moved to {file}; your throws "
                                     "are all kept", "", moved).format(file=result.aside))
            elif result.problems:
                self._report(self.tr("{problem} (skipped; {count} unreadable lines in all)")
                             .format(problem=result.problems[0], count=result.unreadable))
            self.recorded.emit(entry)
        self.write_finished.emit()

    def _report(self, problem: str) -> None:
        self._writer.report(self.tr("Practice record: {problem}").format(problem=problem))
