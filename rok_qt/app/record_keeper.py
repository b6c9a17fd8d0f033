"""The game's one record as it is played: every move the engine took, kept to the end, then
written among the kept games off the GUI thread (`line_writer.LineWriter`). What else a
finished game leaves is derived from it: the tally (the game-over dialog's breakdown, the
history line that Statistics and the "matches you" level read) counts the record's moves and
the events they caused (`told`), and the replay plays the record.

A game is recorded from its first move. A game loaded from a save file is recorded when the
file carries its record so far (`persistence.savefile`) and that record replays to the game as
loaded: checked off the window's thread (`app.record_checker`), the moves played meanwhile
kept aside and added once it passes; its replay's events are then the tally's start, and the
game is counted whole. One without has no record, and Watch this round again and Save the
game's record as... say so; its tally counts what this window saw from the round it was loaded
in (not `complete`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec
from PySide6.QtCore import QCoreApplication, QObject, Signal

from rok_qt.app.line_writer import LineWriter
from rok_qt.app.record_checker import RecordChecker
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.moves import Move, Throw
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.game_record import GameRecord, Setup, new_record
from rok_qt.persistence.line_files import LineFileError
from rok_qt.persistence.record_store import Kept, keep_ended, keep_record
from rok_qt.session import GameSession

if TYPE_CHECKING:
    from rok_qt.model.tally import SeatTally
    from rok_qt.persistence.replay import Replay


def _now() -> datetime:
    return datetime.now(UTC)


_COMPARED = ("seed", "rng", "round", "phase", "first_player", "players", "bag", "hands",
             "table", "claims", "penalties", "scores")
"""What a carried record's replay must reach to be this game's: the game as saved, compared
as decoded values (the order a table's stones were written in is no difference)."""


def leads_to(final: GameState, state: GameState) -> bool:
    """Whether a record that replays to `final` is the record of the game `state`."""
    return all(getattr(final, name) == getattr(state, name) for name in _COMPARED)


@dataclass(frozen=True)
class Ended:
    """A game that ended, as its history line needs it: the final state, its tally, and
    whether that tally counts the whole game or only from `from_round` on."""

    final: GameState
    tallies: list[SeatTally]
    complete: bool
    from_round: int


@dataclass
class _Checking:
    """A record a file brought, checked on the worker under `ticket`; the game as loaded, and
    what it did since (its moves, its final state once it ended)."""

    carried: GameRecord
    loaded: GameState
    ticket: int
    moves: list[Move] = field(default_factory=list)
    final: GameState | None = None

    def so_far(self) -> GameRecord:
        """The carried record with the moves since the load."""
        return msgspec.structs.replace(self.carried, moves=[*self.carried.moves, *self.moves])


class RecordKeeper(QObject):
    """The one recorder of a session's game; `ended(Ended)` once per finished game (after the
    check of the record its file brought, if any), `kept(path)` once it is among the kept
    games, `problem_found(text)` (at most once) when it could not be kept."""

    ended = Signal(object)
    kept = Signal(object)
    problem_found = Signal(str)

    def __init__(self, session: GameSession, folder: Path | None,
                 parent: QObject | None = None, *,
                 clock: Callable[[], datetime] = _now) -> None:
        super().__init__(parent)
        self.session = session
        self.folder = folder
        self._clock = clock
        self._record: GameRecord | None = None
        self._carried: GameRecord | None = None
        self._checked: _Checking | None = None
        """A carried record being checked off the window's thread, with the game's moves and
        end since the load."""
        self._told: list[Move | Event] = []
        """What the tally reads of the game: the record's moves with the events they caused,
        and the races told late (R7.2); without a record, what was seen since the load."""
        self._from_round: int | None = None
        """The round this window began to see the game in, when its tally is not the whole
        game's (loaded without a record that passed)."""
        self._over = False
        self._checker = RecordChecker(self)
        self._checker.replayed.connect(self._carried_replayed)
        self._checker.refused.connect(lambda _ticket, _reason: self._carried_refused())
        self._writer = LineWriter("rok-records", self)
        self._writer.finished.connect(self._written)
        self._writer.problem_found.connect(self.problem_found)
        session.game_started.connect(self._started)
        session.move_played.connect(self._played)
        session.events_happened.connect(self._events)
        # A reach just after a grab ended is a race lost too ("Races lost"), though no move
        # of the record makes it (R7.2): counted as it is told.
        session.races_told_late.connect(self._tell)

    @property
    def record(self) -> GameRecord | None:
        """The game so far (a copy), or None when this game has no record (yet: a record
        its file brought is still being checked)."""
        return None if self._record is None else msgspec.structs.replace(
            self._record, moves=list(self._record.moves))

    @property
    def checking(self) -> bool:
        """True while the record a file brought is checked: the game has none until then."""
        return self._checked is not None

    def missing_record(self) -> str:
        """Why this game has no record, as a sentence without its full stop."""
        if self._checked is not None:
            return self.tr("The record this game's file brought is still being checked: try "
                           "again in a moment")
        return self.tr("This game has no record: it was opened from a file without one, or "
                       "with one that does not lead to it")

    def for_save(self) -> GameRecord | None:
        """The record to save with the game: in a live grab, up to its throw, as the game
        itself is saved rewound to the throw (R7.2). A record still being checked is saved
        as it came with the moves since: the next load checks it again."""
        record = self.record if self._checked is None else self._checked.so_far()
        state = self.session.state
        if record is None or state is None or state.live is None:
            return record
        throws = [i for i, move in enumerate(record.moves) if isinstance(move, Throw)]
        if throws:
            record.moves = record.moves[: throws[-1] + 1]
        return record

    def tallies(self) -> list[SeatTally] | None:
        """The game so far per seat, counted by `tally` from its record (module docstring)."""
        from rok_qt.model.tally import tally

        state = self.session.state
        return None if state is None else tally(self._told, state)

    def keep(self, record: GameRecord) -> None:
        """A finished game played elsewhere (a network table's record, seed and all): kept
        among the kept games like one of this window's (`kept` when it is)."""
        if self.folder is not None and record.finished:
            self._writer.submit(keep_record, self.folder, record)

    def carry(self, record: GameRecord | None) -> None:
        """The record a save file brought for the game about to be loaded (None: none)."""
        self._carried = record

    def _started(self) -> None:
        state = self.session.state
        carried, self._carried = self._carried, None
        if self._checked is not None and self._checked.final is not None:
            self._end(self._checked.final)   # ended and replaced before its check answered
        self._record, self._checked, self._told = None, None, []
        self._checker.forget()
        self._from_round = None if state is None or state.moves == 0 else state.round
        # A game loaded after its end was recorded when it ended, if it ended here.
        self._over = state is not None and state.phase == Phase.OVER
        if state is not None and state.moves == 0:
            self._record = new_record(Setup.of(state), self._clock())
        elif state is not None and carried is not None:
            # A file's record is hostile: replayed off the window's thread, within its budget.
            self._checked = _Checking(carried, state, self._checker.check(carried))

    def _carried_replayed(self, ticket: int, replayed: Replay) -> None:
        checked = self._checked
        if checked is None or checked.ticket != ticket:
            return
        if not leads_to(replayed.final, checked.loaded):
            self._carried_refused()
            return
        from rok_qt.model.tally import RELEVANT

        self._checked = None
        self._record = checked.so_far()
        self._told[:0] = [item for item in replayed.told() if isinstance(item, RELEVANT)]
        self._from_round = None
        if checked.final is not None:
            self._keep(checked.final)

    def _carried_refused(self) -> None:
        checked, self._checked = self._checked, None
        if checked is not None and checked.final is not None:
            self._end(checked.final)   # counted from the load, as a game without a record

    def _played(self, move: Move) -> None:
        if self._checked is not None:
            self._checked.moves.append(move)
        elif self._record is not None:
            self._record.moves.append(move)
        self._tell([move])

    def _tell(self, items: list[Move] | list[Event]) -> None:
        from rok_qt.model.tally import RELEVANT

        self._told += [item for item in items if isinstance(item, RELEVANT)]

    def _events(self, events: list[Event]) -> None:
        self._tell(events)
        state = self.session.state
        if self._over or state is None or not any(isinstance(e, GameEnded) for e in events):
            return
        self._over = True
        if self._checked is not None:
            self._checked.final = state   # kept and said once its record is checked
        elif self._record is not None:
            self._keep(state)
        else:
            self._end(state)

    def _keep(self, final: GameState) -> None:
        assert self._record is not None
        self._record.scores = list(final.scores or [])
        self._end(final)
        if self.folder is not None:
            self._writer.submit(keep_record, self.folder, self.record)

    def _end(self, final: GameState) -> None:
        from rok_qt.model.tally import tally

        self.ended.emit(Ended(final, tally(self._told, final), self._from_round is None,
                              self._from_round or 1))

    def keep_ended(self, final: GameState, record: GameRecord) -> None:
        """Keep the record of a game that ended just before Rök stopped, from its autosave
        (`record_store.keep_ended`: replayed on the writer's thread, kept once)."""
        if self.folder is not None:
            self._writer.submit(keep_ended, self.folder, (record, final))

    def wait(self) -> None:
        """Until a record being checked is answered and written (a window that closes)."""
        checking = self._checked is not None
        self._checker.wait()
        if checking:
            QCoreApplication.processEvents()   # its answer, queued for this thread
        self._writer.wait()

    def _written(self, _record: object, kept: Kept | LineFileError) -> None:
        if isinstance(kept, LineFileError):   # the folder's lock stayed held
            self._writer.report(self.tr("Watch a game: {problem}").format(problem=kept))
        elif kept.problem:
            self._writer.report(self.tr("Watch a game: {problem}").format(problem=kept.problem))
        elif kept.path is not None:
            self.kept.emit(kept.path)
