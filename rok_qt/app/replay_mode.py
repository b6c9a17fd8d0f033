"""Watching a game in the main window: Game > Watch a game..., Watch this round again, Save the
game's record as..., and record files opened like games (Game > Open, the command line, a drop).

The viewer takes the window's middle through the window's host (`app/host.py`), as practice
does: the player's game is set aside, held as under a dialog, and comes back as it was.
Watching reads records and replays them on a table of its own: the game, its autosave, its
saves and the history are never touched. A record is replayed by the engine before it is
shown (`persistence.replay`), off the window's thread and within the budget of a real game
(`app.record_checker`, `persistence.budget`); one that does not replay is refused with the
reason, and the game goes on.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from rok_qt.app import messages
from rok_qt.app.menus import Menus
from rok_qt.app.record_checker import RecordChecker
from rok_qt.app.record_keeper import RecordKeeper
from rok_qt.persistence.game_record import SUFFIX, GameRecord, RecordError
from rok_qt.persistence.record_store import read_record, write_record

if TYPE_CHECKING:
    from rok_qt.app.files import GameFiles
    from rok_qt.app.host import FeatureHost
    from rok_qt.persistence.replay import Replay
    from rok_qt.ui.replay.games_dialog import GamesDialog
    from rok_qt.ui.replay.viewer import ReplayViewer


class ReplayMode(QObject):
    """The viewer over the window's game, the record keeper, and their menu entries.

    `opened(viewer)` when a replay is on screen; `refused(text)` when a record was refused.
    """

    opened = Signal(object)
    refused = Signal(str)

    def __init__(self, host: FeatureHost, keeper: RecordKeeper, files: GameFiles,
                 parent: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.parent_widget = parent   # dialogs and message boxes open over it
        self.folder = keeper.folder
        self.keeper = keeper
        self.keeper.problem_found.connect(host.show_message)
        self.viewer: ReplayViewer | None = None
        self.games: GamesDialog | None = None
        self.checker = RecordChecker(self)
        self.checker.replayed.connect(self._replayed)
        self.checker.refused.connect(self._check_refused)
        self._wanted: tuple[str, str, int | None] | None = None
        """The record being checked: its name, its title on screen, the round to start at."""
        self._checking = ""
        self._recent_folder = files.recent.folder
        host.game_started.connect(self.leave)
        host.new_game_asked.connect(self.leave)
        files.record_opener = self.open_file
        files.record_source = self.keeper.for_save
        files.record_sink = self.keeper.carry

    def add_to_menus(self, menus: Menus) -> None:
        """Watch a game... and Save the game's record as..., after a separator."""
        self.watch_action = QAction(self.tr("&Watch a game\u2026"), self)
        self.watch_action.triggered.connect(self.watch_kept)
        self.save_action = QAction(self.tr("Save the game's &record as\u2026"), self)
        self.save_action.triggered.connect(self.save_record_as)
        menus.add("game/records", None, self.watch_action, self.save_action)

    @property
    def active(self) -> bool:
        """True while the viewer is on screen."""
        return self.viewer is not None and self.host.page_shown(self.viewer)

    # --- the ways in ----------------------------------------------------------------------
    def watch_kept(self) -> None:
        """Game > Watch a game...: the list of kept games."""
        from rok_qt.persistence.record_store import list_records
        from rok_qt.ui.replay.games_dialog import GamesDialog

        dialog = GamesDialog([] if self.folder is None else list_records(self.folder),
                             self.parent_widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(self.open_file)
        dialog.destroyed.connect(lambda: setattr(self, "games", None))
        self.games = dialog
        dialog.open()

    def open_file(self, path: Path) -> bool:
        """A record file: read (bounded, at once), then checked and replayed off the window's
        thread, then shown; refused with its reason. False when refused at once."""
        try:
            record = read_record(Path(path))
        except RecordError as error:
            self._refuse(Path(path).name, str(error))
            return False
        return self.show_record(record, Path(path).name)

    def watch_round(self, round_no: int) -> bool:
        """Watch this round again: the game so far, from the start of that round."""
        record = self.keeper.record
        if record is None:
            self._refuse("", self.keeper.missing_record())
            return False
        names = ", ".join(seat.name for seat in record.setup.seats)
        return self.show_record(record, self.tr("Round {n} of this game again: {players}").format(
            n=round_no, players=names), round_no, titled=True)

    def show_record(self, record: GameRecord, title: str, round_no: int | None = None,
                    titled: bool = False) -> bool:
        """Replay the record through the engine on the checker's thread; it is shown once it
        replays exactly (`opened`), or refused with the reason (`refused`). `title` names the
        game (a file's name), or is the whole caption when `titled`."""
        self._checking = self.tr("Checking the record of {title}\u2026").format(title=title)
        self._wanted = ("" if titled else title,
                        title if titled else self._title(title, record), round_no)
        self.checker.check(record)
        self.host.show_message(self._checking, 0)
        return True

    def _replayed(self, _ticket: int, replayed: Replay) -> None:
        wanted, self._wanted = self._wanted, None
        self.host.clear_message(self._checking)
        if wanted is not None:
            self._show(replayed, wanted[1], wanted[2])

    def _check_refused(self, _ticket: int, reason: str) -> None:
        wanted, self._wanted = self._wanted, None
        self.host.clear_message(self._checking)
        if wanted is not None:
            self._refuse(wanted[0], reason)

    def _title(self, title: str, record: GameRecord) -> str:
        names = ", ".join(seat.name for seat in record.setup.seats)
        return self.tr("Watching {title}: {players}").format(title=title, players=names)

    def _refuse(self, title: str, reason: str) -> None:
        text = self.tr("The game cannot be watched. {reason}.").format(
            reason=messages.shorten(reason).rstrip("."))
        if title:
            text = self.tr("{file}: {text}").format(file=title, text=text)
        self.refused.emit(text)
        messages.warn(self.parent_widget, self.tr("Cannot watch the game"), text)

    # --- Save the game's record as --------------------------------------------------------
    def save_record_as(self) -> bool:
        """Write the game so far (or the finished game) as a record file to share."""
        record = self.keeper.record
        if record is None:
            messages.warn(self.parent_widget, self.tr("Cannot save the game's record"),
                          self.keeper.missing_record() + ".")
            return False
        from PySide6.QtWidgets import QFileDialog  # its enums load when it opens

        name, _filter = QFileDialog.getSaveFileName(
            self.parent_widget, self.tr("Save the game's record"),
            str(Path(self._recent_folder() or Path.home())
                / self.tr("game-record.rokrec")),
            self.tr("R\u00f6k game records (*.rokrec)"))
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        return self.save_record_to(path, record)

    def save_record_to(self, path: Path, record: GameRecord) -> bool:
        """Write a record file; a failure is explained and nothing else changes."""
        try:
            write_record(path, record)
        except RecordError as error:
            messages.warn(self.parent_widget, self.tr("Cannot save the game's record"),
                          str(error))
            return False
        self.host.show_message(
            self.tr("The game's record is saved as {file}").format(file=path.name), 10_000)
        return True

    # --- on screen ------------------------------------------------------------------------
    def _show(self, replayed: Replay, title: str, round_no: int | None) -> None:
        viewer = self.viewer
        if viewer is None:
            viewer = self.viewer = self._make_viewer()
        # The previous feature (practice, the lesson) leaves; the player's game waits.
        self.host.set_game_aside(self, self.tr("Watching a game: your own game waits"))
        self.host.show_page(viewer)
        viewer.show_replay(replayed, title, round_no)
        self.opened.emit(viewer)

    def _make_viewer(self) -> ReplayViewer:
        from rok_qt.ui.replay.viewer import ReplayViewer

        viewer = ReplayViewer()
        viewer.player.events.set_speed(self.host.animation_speed)
        self.host.add_page(viewer)
        viewer.left.connect(self.leave)
        return viewer

    def leave(self) -> None:
        """Back to the game, as it was left (a record still being checked is not shown)."""
        if self._wanted is not None:
            self._wanted = None
            self.checker.forget()
            self.host.clear_message(self._checking)
        if not self.active or self.viewer is None:
            return
        self.viewer.stop()
        self.host.bring_game_back(self)
