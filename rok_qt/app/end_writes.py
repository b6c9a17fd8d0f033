"""The end of a game survives a kill at any instant: what the next start does about it.

When a game ends, three files are written in turn: the autosave of the finished game (with its
record so far), on the window's thread as after every move; then, on worker threads, the game's
record among the kept games and its line in the history, each through a temporary file renamed
into place (`persistence.atomic`). A kill can come at any instant. The next start therefore:

1. adopts what a killed write left (`adopt_leftover_writes`): a kept game's whole temporary
   file takes its name, a partial one goes; the games in a history's temporary files that the
   history lacks are added to it, and those files go, however young (each under the lock the
   writes themselves hold, so a live copy's write is never taken from under it);
2. finishes a game that ended as Rök stopped (`finish_ended_game`): its autosave holds it over,
   with its record; its record is kept and its line written unless already there, and the
   finished game is not offered to resume. The autosave stays until the next game replaces it,
   so a kill during this too loses nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from rok_qt.app.line_writer import lock_path
from rok_qt.app.locks import try_lock

if TYPE_CHECKING:
    from rok_qt.app.autosave import Autosave
    from rok_qt.app.window import MainWindow
    from rok_qt.model.state import GameState
    from rok_qt.persistence.game_record import GameRecord

LOCK_WAIT_MS = 500
"""How long the start waits for another copy's write to the same file: it takes milliseconds.
A copy that keeps its lock longer is writing still; its leftovers are looked at next time."""


def adopt_leftover_writes(folder: Path) -> None:
    """Adopt (or remove) what killed end-of-game writes left in the per-user data folder."""
    from rok_qt.persistence import history, record_store
    from rok_qt.persistence.files import history_path

    _locked(record_store.records_folder(folder), record_store.adopt_leftovers)
    _locked(history_path(folder), history.adopt_leftovers)


def _locked(path: Path, adopt: Callable[[Path], object]) -> None:
    """`adopt(path)` holding the lock every write of `path` holds (`line_writer`)."""
    if not path.parent.is_dir():
        return
    lock = try_lock(lock_path(path), LOCK_WAIT_MS)   # stale only when its copy is gone
    if lock is None:
        return
    try:
        adopt(path)
    finally:
        lock.unlock()


def finish_ended_game(window: MainWindow, autosave: Autosave, final: GameState,
                      record: GameRecord | None) -> None:
    """The game in this copy's slot ended as Rök stopped: keep it and write its line (each
    once), say so, and go on to what the start shows next."""
    try:
        ended = datetime.fromtimestamp(autosave.path.stat().st_mtime, UTC)
    except OSError:
        ended = datetime.now(UTC)
    if record is not None:
        window.keeper.keep_ended(final, record)
    window.history.write_ended(final, record, ended)
    autosave.settle()
    names = ", ".join(player.name for player in final.players)
    window.statusBar().showMessage(QCoreApplication.translate(
        "startup", "The game that ended as R\u00f6k stopped ({names}) is kept among your "
                   "games.").format(names=names), 20_000)
