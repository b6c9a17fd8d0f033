"""The game's record as it is played: every move the engine took and every lost race, kept to
the end, then written among the kept games off the GUI thread (`line_writer.LineWriter`).

A game is recorded from its first move. A game loaded from a save file is recorded when the
file carries its record so far (`persistence.savefile`); one without has no record, and Watch
this round again and Save the game's record as... say so.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

import msgspec
from PySide6.QtCore import QObject, Signal

from rok_qt.app.line_writer import LineWriter
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.moves import Move, Throw
from rok_qt.model.state import GameState
from rok_qt.persistence.game_record import GameRecord, RecordError, Setup, new_record
from rok_qt.persistence.record_store import Kept, keep_record
from rok_qt.session import GameSession


def _now() -> datetime:
    return datetime.now(UTC)


def _leads_to(record: GameRecord, state: GameState) -> bool:
    """Whether the record replays to this game: a file's record is hostile like any other."""
    from rok_qt.persistence.replay import replay

    try:
        final = replay(record).final
    except RecordError:
        return False
    encode = msgspec.json.encode
    return all(encode(getattr(final, name)) == encode(getattr(state, name)) for name in (
        "seed", "rng", "round", "phase", "first_player", "players", "bag", "hands", "table",
        "claims", "penalties", "scores"))


class RecordKeeper(QObject):
    """Follows one session's game; `kept(path)` once a finished game is among the kept games,
    `problem_found(text)` (at most once) when it could not be kept."""

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
        self._writer = LineWriter("rok-records", self)
        self._writer.finished.connect(self._written)
        self._writer.problem_found.connect(self.problem_found)
        session.game_started.connect(self._started)
        session.move_played.connect(self._played)
        session.events_happened.connect(self._events)

    @property
    def record(self) -> GameRecord | None:
        """The game so far (a copy), or None when this game has no record."""
        return None if self._record is None else msgspec.structs.replace(
            self._record, moves=list(self._record.moves))

    def for_save(self) -> GameRecord | None:
        """The record to save with the game: in a live grab, up to its throw, as the game
        itself is saved rewound to the throw (R7.2)."""
        record = self.record
        state = self.session.state
        if record is None or state is None or state.live is None:
            return record
        throws = [i for i, move in enumerate(record.moves) if isinstance(move, Throw)]
        if throws:
            record.moves = record.moves[: throws[-1] + 1]
        return record

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
        if state is not None and state.moves == 0:
            self._record = new_record(Setup.of(state), self._clock())
        elif state is not None and carried is not None and _leads_to(carried, state):
            self._record = carried
        else:
            self._record = None

    def _played(self, move: Move) -> None:
        if self._record is not None:
            self._record.moves.append(move)

    def _events(self, events: list[Event]) -> None:
        ended = next((e for e in events if isinstance(e, GameEnded)), None)
        if ended is None or self._record is None:
            return
        self._record.scores = list(ended.scores)
        if self.folder is not None:
            self._writer.submit(keep_record, self.folder, self.record)

    def _written(self, _record: GameRecord, kept: Kept) -> None:
        if kept.problem:
            self._writer.report(self.tr("Watch a game: {problem}").format(problem=kept.problem))
        elif kept.path is not None:
            self.kept.emit(kept.path)
