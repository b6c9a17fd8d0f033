"""Game menu file handling: Open, Open Recent, Save, Save As, dropped `.rok` files, the title.

Every way into a game file (menu, recent list, command line, drop) goes through `open_path`,
and every save through `save_to`, so a bad file or a failed write is handled in one place: one
readable message, and the game on the table stays as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QDropEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from rok_qt import logs
from rok_qt.app import messages
from rok_qt.app.autosave import STALE_TEMP_S, Autosave, clean_stray_temps
from rok_qt.app.locks import OpenGame
from rok_qt.app.menus import Menus
from rok_qt.app.recent import RecentFiles
from rok_qt.model.bounds import MAX_RELOADS
from rok_qt.model.live import reloaded, rewound
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.files import load_file_with_record, save_file
from rok_qt.session import GameSession
from rok_qt.ui.persons import fill

if TYPE_CHECKING:
    from rok_qt.persistence.game_record import GameRecord
from rok_qt.ui.plain import plain_tooltip

LOG = logs.channel("files")

SUFFIX = ".rok"
RECORD_SUFFIX = ".rokrec"
"""A game record (persistence.game_record): opened in the replay viewer, not as a game."""


def fresh_reload() -> int:
    """A reload draw for a race loaded from a save (`model.live.reloaded`): never 0, the
    count of a race never loaded."""
    import random

    return random.SystemRandom().randrange(1, MAX_RELOADS + 1)


def dropped_game(event: QDropEvent) -> Path | None:
    """The local `.rok` (or `.rokrec`) file a drag carries, if it carries exactly one."""
    urls = event.mimeData().urls() if event.mimeData().hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = Path(urls[0].toLocalFile())
    return path if path.suffix.lower() in (SUFFIX, RECORD_SUFFIX) else None


class GameFiles(QObject):
    """The current file, its unsaved marker and the Game menu's file actions for one window."""

    opened = Signal(str)
    saved = Signal(str)

    def __init__(self, window: QMainWindow, session: GameSession, settings: QSettings,
                 autosave: Autosave | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        self.autosave = autosave
        # Other copies on the same data folder are told which game this one has open.
        self.open_game = OpenGame(autosave.folder if autosave is not None else None)
        self.recent = RecentFiles(settings)
        self.path: Path | None = None
        self.dirty = False
        self._autosave_problem: str | None = None
        # Off for windows made by tests and the self-test, which close without anyone to ask.
        self.ask_to_save = False
        self.record_opener: Callable[[Path], bool] | None = None
        self.table_opener: Callable[[Path], bool | None] | None = None
        """Opens a kept network table (True or False, as `open_path`), or says None: the
        file is no table save."""
        self.record_source: Callable[[], GameRecord | None] = lambda: None
        """The game's record so far, saved with the game (a resumed game can be watched)."""
        self.record_sink: Callable[[GameRecord | None], None] = lambda _record: None
        """Takes the record a file brings, just before its game is loaded."""
        """Opens a game record (`.rokrec`) in the replay viewer; the game stays as it is."""
        self._make_actions()
        # After the move is in the game's record (`move_played` follows `move_applied`), so
        # the autosave carries the record up to this move.
        session.move_played.connect(self._on_move)
        session.game_started.connect(self._on_started)
        window.setAcceptDrops(True)
        # The table's view accepts drags for its scene, so a drop on it never reaches the
        # window: watch every widget that takes drops, the window included.
        for widget in [window, *window.findChildren(QWidget)]:
            if widget.acceptDrops():
                widget.installEventFilter(self)
        self.update_title()

    # --- menu -----------------------------------------------------------------------------
    def _make_actions(self) -> None:
        self.open_action = QAction(self.tr("&Open\u2026"), self)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.open_dialog)
        self.save_action = QAction(self.tr("&Save"), self)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(self.tr("Save &As\u2026"), self)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.save_as)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self.window)
        self.recent_menu.setToolTipsVisible(True)
        self.recent_menu.aboutToShow.connect(self.refresh_recent_menu)
        self.refresh_recent_menu()

    def add_to_menus(self, menus: Menus) -> None:
        """Open, Open Recent, Save and Save As, in that order, with a separator before Save."""
        menus.add("game/files", self.open_action, self.recent_menu, None, self.save_action,
                  self.save_as_action)

    def refresh_recent_menu(self) -> None:
        """Rebuild Open Recent; a game whose file has gone is shown greyed out."""
        menu = self.recent_menu
        menu.clear()
        paths = self.recent.paths()
        for number, path in enumerate(paths, start=1):
            label = path.name.replace("&", "&&")
            action = menu.addAction(f"&{number} {label}" if number < 10 else label)
            action.setToolTip(plain_tooltip(str(path)))
            action.setStatusTip(str(path))
            action.setEnabled(path.is_file())
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if not paths:
            menu.addAction(self.tr("No recent games")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(self.tr("&Clear list"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.recent.clear()
        self.refresh_recent_menu()

    # --- the game's file state ------------------------------------------------------------
    def _on_started(self) -> None:
        # A new game has no file yet; `open_path` sets the path right after loading.
        self.path = None
        self.open_game.release()
        self.dirty = False
        self._autosave()
        self.update_title()

    def _on_move(self, _move: object = None) -> None:
        self.dirty = True
        live = None if self.session.state is None else self.session.state.live
        if live is None or not any(live.actions):
            self._autosave()   # a live grab saves rewound, as it was at the throw: no rewrite
        self.update_title()

    def _autosave(self) -> None:
        state = self.session.state
        if self.autosave is None or state is None:
            return
        if self.autosave.write(state, self.record_source()):
            self._autosave_problem = None
        elif self.autosave.last_error != self._autosave_problem:
            # Said once (until it works again or the reason changes): play goes on regardless.
            self._autosave_problem = self.autosave.last_error
            LOG.warning("autosave failed: %s", self.autosave.last_error)
            self.window.statusBar().showMessage(self.tr(
                "Autosave failed: {reason}. The game goes on.").format(
                    reason=str(self.autosave.last_error).rstrip(".")), 20_000)

    def table_path(self) -> Path | None:
        """Where this copy keeps a network table it hosts, beside its autosave (which keeps
        the game at this screen meanwhile), or None."""
        if self.autosave is None:
            return None
        try:
            return self.autosave.table_path
        except OSError:
            return None

    def needs_saving(self) -> bool:
        """Unsaved moves in a game still being played (a finished game never nags)."""
        state = self.session.state
        return self.dirty and state is not None and state.phase != Phase.OVER

    def update_title(self) -> None:
        """The file name and the unsaved marker, or just the game's name before any game."""
        has_game = self.session.state is not None
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(has_game)
        if not has_game:
            self.window.setWindowTitle(self.tr("R\u00f6k"))
            return
        name = self.path.name if self.path is not None else self.tr("Untitled game")
        # "[*]" is where Qt shows the unsaved marker while windowModified is set; a file
        # name holding those three characters has them doubled, Qt's escape for a literal.
        self.window.setWindowTitle(name.replace("[*]", "[*][*]") + "[*]")
        self.window.setWindowModified(self.dirty)

    # --- asking ---------------------------------------------------------------------------
    def may_discard(self) -> bool:
        """Before the game is replaced or the window closes: save, discard, or cancel."""
        if not self.ask_to_save or not self.needs_saving():
            return True
        name = self.path.name if self.path is not None else self.tr("this game")
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = messages.question(
            self.window, self.tr("Unsaved game"),
            fill(self.tr("Save the moves played in {name}?"), name=name), buttons,
            QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _warn(self, title: str, text: str) -> None:
        messages.warn(self.window, title, text)

    def _may_share(self, path: Path) -> bool:
        """Open a game another running copy has open only if the player says so."""
        if not self.open_game.open_elsewhere(path):
            return True
        box = messages.plain_box(
            self.window, QMessageBox.Icon.Warning, self.tr("Open in another copy"),
            self.tr("This game is open in another copy of R\u00f6k ({file}). If both copies "
                    "save it, the moves of one are lost. Open it here anyway?").format(
                        file=Path(path).name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        opening = box.button(QMessageBox.StandardButton.Open)
        opening.setText(self.tr("Open Anyway"))
        return messages.ask(box) == QMessageBox.StandardButton.Open

    # --- open -----------------------------------------------------------------------------
    def open_dialog(self) -> bool:
        """Game > Open: pick a `.rok` file."""
        from PySide6.QtWidgets import QFileDialog  # its enums load when it opens

        name, _filter = QFileDialog.getOpenFileName(
            self.window, self.tr("Open a game"), self.recent.folder(), self._open_filter())
        if name and Path(name).suffix.lower() != RECORD_SUFFIX and not self.may_discard():
            return False
        if name and Path(name).suffix.lower() == RECORD_SUFFIX:
            return self.open_path(Path(name))   # watched: the game is not replaced
        return bool(name) and self.open_path(Path(name), ask=False)

    def open_path(self, path: Path, *, ask: bool = True) -> bool:
        """Load a game; a bad file is explained and the current game stays as it was.

        A game record is watched instead (`record_opener`): the game on the table waits.
        """
        if Path(path).suffix.lower() == RECORD_SUFFIX and self.record_opener is not None:
            return self.record_opener(Path(path))
        if self.table_opener is not None:
            hosted = self.table_opener(Path(path))   # hosted again: the game here waits
            if hosted is not None:
                return hosted
        if ask and not self.may_discard():
            return False
        try:
            state, record = load_file_with_record(path)
        except SaveFileError as error:
            LOG.warning("not opened: %s: %s", path, error)
            # The reason may quote the file's own text: a short part of it, shown as text.
            self._warn(self.tr("Cannot open the game"), self.tr(
                "{file} was not opened. {reason}.").format(
                    file=Path(path).name, reason=messages.shorten(str(error)).rstrip(".")))
            self.refresh_recent_menu()
            return False
        if not self._may_share(path):
            return False
        self.record_sink(record)
        self.session.load_state(reloaded(state, fresh_reload()))
        self.path = Path(path).absolute()
        self.open_game.claim(self.path)
        self.recent.add(self.path)
        self.refresh_recent_menu()
        self.update_title()
        self.opened.emit(str(self.path))
        return True

    def resume(self, state: GameState, record: GameRecord | None = None) -> None:
        """Continue a game recovered after a crash, with the record its autosave carried: it
        has no file, and is not saved."""
        self.record_sink(record)
        self.session.load_state(reloaded(state, fresh_reload()))
        self.dirty = True
        self.update_title()

    # --- save -----------------------------------------------------------------------------
    def save(self) -> bool:
        """Game > Save: to the game's file, or ask for one the first time."""
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        """Game > Save As: pick a file (`.rok` is added when missing)."""
        if self.session.state is None:
            return False
        start = str(self.path) if self.path is not None else str(
            Path(self.recent.folder() or Path.home()) / self.tr("game.rok"))
        from PySide6.QtWidgets import QFileDialog  # its enums load when it opens

        name, _filter = QFileDialog.getSaveFileName(
            self.window, self.tr("Save the game"), start, self._filter())
        if not name:
            return False
        path = Path(name)
        if path.suffix.lower() != SUFFIX:
            path = path.with_name(path.name + SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Write the game atomically; on failure say why and keep everything as it was."""
        state = self.session.state
        if state is None:
            return False
        try:
            # A live grab is saved as it started (R7.2), and its record up to its throw.
            save_file(path, rewound(state), self.record_source())
        except SaveFileError as error:
            LOG.warning("not saved: %s: %s", path, error)
            self._warn(self.tr("Cannot save the game"), self.tr(
                "{reason}. The game is still open and the previous file is unchanged: try "
                "again, or save somewhere else with Save As.").format(
                    reason=str(error).rstrip(".")))
            return False
        # Only old leftovers: a fresh one may be another copy saving to this file right now.
        clean_stray_temps(path.parent, path.name, STALE_TEMP_S)
        self.path = path.absolute()
        self.open_game.claim(self.path)
        self.dirty = False
        self.recent.add(self.path)
        self.refresh_recent_menu()
        self.update_title()
        self.saved.emit(str(self.path))
        return True

    def _open_filter(self) -> str:
        return self.tr("R\u00f6k games and game records (*.rok *.rokrec);;R\u00f6k games (*.rok);;"
                       "R\u00f6k game records (*.rokrec);;All files (*)")

    def _filter(self) -> str:
        return self.tr("R\u00f6k games (*.rok);;All files (*)")

    # --- drops ----------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QDropEvent) and event.type() in (
                QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            path = dropped_game(event)
            if path is None:
                return False
            event.acceptProposedAction()
            if event.type() == QEvent.Type.Drop:
                # Open after the drop returns: the drag source is waiting on it.
                QTimer.singleShot(0, lambda: self.open_path(path))
            return True
        return super().eventFilter(watched, event)
