"""The history line of each finished game, derived from the game's one record
(`record_keeper.RecordKeeper`, which tallies it and says when the game ended).

A game resumed from a file without a record that leads to it was not seen from its start: its
line says so (`complete` false, `from_round` the round it was resumed in) and tallies only what
was seen, while its scores are the final ones all the same. The history is read and rewritten
off the GUI thread (a full history is a few megabytes, fsynced; `line_writer.LineWriter`), so
the game-over dialog never waits for the disk.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rok_qt.app.line_writer import LineWriter
from rok_qt.app.record_keeper import Ended, RecordKeeper

if TYPE_CHECKING:
    # The history file loads with the first game, not the window.
    from rok_qt.model.state import GameState
    from rok_qt.persistence.game_record import GameRecord
    from rok_qt.persistence.history import Appended, HistoryError


def _now() -> datetime:
    return datetime.now(UTC)


class HistoryWriter(QObject):
    """Writes one history line per finished game; tells of a damaged history once per run."""

    recorded = Signal(object)
    """The GameEntry just written."""
    problem_found = Signal(str)
    """A damaged or unwritable history, in one plain-text line; at most once per recorder."""
    write_finished = Signal()
    """A write attempt is over, whether the line went in, was there already, or failed."""

    def __init__(self, keeper: RecordKeeper, path: Path | None, parent: QObject | None = None,
                 *, clock: Callable[[], datetime] = _now) -> None:
        super().__init__(parent)
        self.path = path
        self._clock = clock
        self._writer = LineWriter("rok-history", self)
        self._writer.finished.connect(self._on_appended)
        self._writer.problem_found.connect(self.problem_found)
        keeper.ended.connect(self._write)

    def write_ended(self, final: GameState, record: GameRecord | None, ended: datetime) -> None:
        """Write the line of a game that ended just before Rök stopped, from its autosave: the
        kill may have come before its line was written (one already there is not written
        twice). Its tallies come from its record, replayed on the writer's thread."""
        if self.path is None:
            return
        from rok_qt.persistence.history import append_ended

        self._writer.submit(append_ended, self.path, (final, record, ended))

    def wait(self) -> None:
        """Until the lines submitted so far are written: before the game's autosave goes."""
        self._writer.wait()

    def _write(self, ended: Ended) -> None:
        if self.path is None:
            return
        from rok_qt.persistence.history import append_game, entry_for

        entry = entry_for(ended.final, ended.tallies, date=self._clock(),
                          complete=ended.complete, from_round=ended.from_round)
        self._writer.submit(append_game, self.path, entry)

    def _on_appended(self, _entry: object, result: Appended | HistoryError) -> None:
        from rok_qt.persistence.history import HistoryError

        if isinstance(result, HistoryError):
            self._report(str(result))
        else:
            problems = result.before.problems
            moved = result.set_aside
            if moved:
                self._report(self.tr("%n unreadable line(s) were moved to {file}; your games are "
                                     "all kept", "", moved).format(file=result.aside))
            elif problems:
                self._report(self.tr("{problem} (skipped; {count} unreadable lines in all)").format(
                    problem=problems[0], count=result.before.unreadable))
            if result.written and result.entry is not None:
                self.recorded.emit(result.entry)
        self.write_finished.emit()

    def _report(self, problem: str) -> None:
        self._writer.report(self.tr("Game history: {problem}").format(problem=problem))

