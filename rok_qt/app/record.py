"""The game's record on the Qt side: keeps each move and event, writes the history at the end.

A game resumed from a file was not seen from its start: its line says so (`complete` false,
`from_round` the round it was resumed in) and tallies only what was seen, while its scores are
the final ones all the same. The history is read and rewritten off the GUI thread (a full
history is a few megabytes, fsynced; `line_writer.LineWriter`), so the game-over dialog never
waits for the disk.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from rok_qt.app.line_writer import LineWriter
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.moves import Move
from rok_qt.model.state import Phase
from rok_qt.session import GameSession

if TYPE_CHECKING:
    # The tally and the history file load with the first game, not the window.
    from rok_qt.model.state import GameState
    from rok_qt.model.tally import SeatTally
    from rok_qt.persistence.game_record import GameRecord
    from rok_qt.persistence.history import Appended, HistoryError


def _now() -> datetime:
    return datetime.now(UTC)


class GameRecorder(QObject):
    """Writes one history line per finished game; tells of a damaged history once per run."""

    recorded = Signal(object)
    """The GameEntry just written."""
    problem_found = Signal(str)
    """A damaged or unwritable history, in one plain-text line; at most once per recorder."""
    write_finished = Signal()
    """A write attempt is over, whether the line went in, was there already, or failed."""

    def __init__(self, session: GameSession, path: Path | None, parent: QObject | None = None,
                 *, clock: Callable[[], datetime] = _now) -> None:
        super().__init__(parent)
        self.session = session
        self.path = path
        self._clock = clock
        self._record: list[Move | Event] = []
        self._complete = True
        self._from_round = 1
        self._finished = False
        self._writer = LineWriter("rok-history", self)
        self._writer.finished.connect(self._on_appended)
        self._writer.problem_found.connect(self.problem_found)
        session.game_started.connect(self._on_started)
        session.move_played.connect(self._keep)
        session.events_happened.connect(self._on_events)
        # A reach just after a grab ended is a race lost too ("Races lost"), though no move
        # of the record makes it (R7.2): counted here as it is told.
        session.races_told_late.connect(self._on_events)

    def tallies(self) -> list[SeatTally] | None:
        """The game so far per seat, counted by `tally` from what this window saw of it."""
        from rok_qt.model.tally import tally

        state = self.session.state
        return None if state is None else tally(self._record, state)

    def _on_started(self) -> None:
        state = self.session.state
        self._record = []
        self._complete = state is None or state.moves == 0
        self._from_round = 1 if state is None else state.round
        # A game loaded after its end was recorded when it ended, if it ended here.
        self._finished = state is not None and state.phase == Phase.OVER

    def _keep(self, item: Move | Event) -> None:
        from rok_qt.model.tally import RELEVANT

        if isinstance(item, RELEVANT):
            self._record.append(item)

    def _on_events(self, events: list[Event]) -> None:
        for event in events:
            self._keep(event)
        if not self._finished and any(isinstance(e, GameEnded) for e in events):
            self._finished = True
            self._write()

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

    def _write(self) -> None:
        state = self.session.state
        if self.path is None or state is None:
            return
        from rok_qt.model.tally import tally
        from rok_qt.persistence.history import append_game, entry_for

        entry = entry_for(state, tally(self._record, state), date=self._clock(),
                          complete=self._complete, from_round=self._from_round)
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

