"""The main window: menus, the status line, settings, and the game in the middle."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QSettings, QSize, QTimer, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDesktopServices,
    QGuiApplication,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu, QMessageBox, QWidget

from rok_qt import __version__, logs
from rok_qt.app.built import Built
from rok_qt.app.i18n import read_language
from rok_qt.app.over_table import OverTableWatch
from rok_qt.app.placement import brought_back, first_rect, overflow, title_reachable
from rok_qt.app.remembered import ZOOM_KEY, read_mode, read_seats, read_zoom, write_seats
from rok_qt.model.errors import InvalidMove
from rok_qt.session_holds import Hold
from rok_qt.ui import theme
from rok_qt.ui.plain import message_box, plain_label
from rok_qt.ui.table.speed import AnimationSpeed

if TYPE_CHECKING:
    # The game (session, files, record, table) is imported when built and the dialogs when
    # first opened: with `table_later`, the first window shows without any of them.
    from PySide6.QtWidgets import QLabel

    from rok_qt.app.autosave import Autosave
    from rok_qt.app.files import GameFiles
    from rok_qt.app.host import TableHost
    from rok_qt.app.learn import LessonHost
    from rok_qt.app.network.mode import NetworkMode
    from rok_qt.app.practice_mode import PracticeMode
    from rok_qt.app.preferences import Preferences
    from rok_qt.app.record import GameRecorder
    from rok_qt.app.record_keeper import RecordKeeper
    from rok_qt.app.record_reader import RecordReader
    from rok_qt.app.replay_mode import ReplayMode
    from rok_qt.app.table_inputs import TableInputs
    from rok_qt.model.setup import GameConfig
    from rok_qt.persistence.history import Loaded
    from rok_qt.persistence.history_summary import PracticeRecord
    from rok_qt.session import GameSession
    from rok_qt.ui.dialogs.setup_dialog import SetupDialog
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.game.round_log import RoundLog

SPEED_KEY = "animations/speed"
GEOMETRY_KEY = "window/geometry"
MAX_GEOMETRY_BYTES = 1024
EXPOSE_POLL_MS = 5
EXPOSE_WAIT_MS = 1000


def first_binding(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The key's first binding on this platform, as QKeySequence(key) has it. (Building that,
    or calling setShortcut, names the Qt namespace: ~90 enums before the first window.)"""
    return QKeySequence.keyBindings(key)[:1]


class MainWindow(QMainWindow):
    """Game, Settings and Help menus; the table; the round and bag in the status line."""

    shown = Signal()
    table_ready = Signal()
    # Made with the table (at once, or a frame after the window shows with `table_later`).
    session: Built[GameSession] = Built()
    files: Built[GameFiles] = Built()
    record: Built[GameRecorder] = Built()
    keeper: Built[RecordKeeper] = Built()
    reader: Built[RecordReader] = Built()
    status: Built[QLabel] = Built()
    game: Built[GameWidget] = Built()
    over_table: Built[OverTableWatch] = Built()
    practice: Built[PracticeMode] = Built()
    lessons: Built[LessonHost] = Built()
    replays: Built[ReplayMode] = Built()
    host: Built[TableHost] = Built()
    network: Built[NetworkMode] = Built()
    round_log: Built[RoundLog] = Built()
    round_log_dock: Built[QDockWidget] = Built()

    def __init__(self, session: GameSession | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None, *, autosave: Autosave | None = None,
                 history: Path | None = None, table_later: bool = False) -> None:
        """With `table_later` the window shows with its frame and menus first, and builds the
        game (`session`, `files`, `record`, `game`...) right after: `table_ready` says when."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rök"))
        self.settings = settings if settings is not None else QSettings()
        self.setup_dialog: SetupDialog | None = None
        self.pace: float | None = None
        """The people's measured ms per find, as last read from the record (None: none yet)."""
        self._inputs: TableInputs | None = None
        self.reduced_motion = False
        self._covered_hold: Hold | None = None
        self.started_language = read_language(self.settings)
        # Menu entries that act on the game: enabled once it is built.
        self._needs_table: list[QAction] = []
        self._make_menus()
        theme.follow(self)   # the chrome's type scale follows the table's size
        self.setMinimumSize(640, 480)
        self._placed: QSize | None = None
        self._place()
        self._game_parts = (session, autosave, history)
        self._table_later = table_later
        self._table_built = False
        if not table_later:
            self._build_table()

    @property
    def table_built(self) -> bool:
        """True once the game and its table are built (at once, unless `table_later`)."""
        return self._table_built

    def when_table_built(self, slot: Callable[[], object]) -> None:
        """Run `slot` now if the table is built, else as soon as it is."""
        if self._table_built:
            slot()
        else:
            self.table_ready.connect(slot)

    def _build_table(self) -> None:
        """The session, the table in the middle, the status line, the files and the record."""
        from rok_qt.app.preferences import Preferences
        from rok_qt.session import GameSession
        from rok_qt.ui.game.game_widget import GameWidget

        session, autosave, history = self._game_parts
        self.session = session if session is not None else GameSession(self)
        self.game = GameWidget(self.session, self)
        # The status names the first player: never read as markup.
        self.status = plain_label()
        self.status.setAccessibleName(self.tr("Game status"))
        self.statusBar().addWidget(self.status, 1)
        self.game.status_changed.connect(self.status.setText)
        self.game.new_game_requested.connect(self.new_game)
        self.game.quit_requested.connect(self.close)
        self._build_files(autosave, history)
        self._build_tables_over_the_game()
        for action in self._needs_table:
            action.setEnabled(True)
        self.apply_preferences(Preferences.read(self.settings))
        # Time is fair: nothing runs on while a dialog or menu is open over the table.
        self.over_table = OverTableWatch(self)
        self.over_table.covered_changed.connect(self._covered)
        # A live game with several people that did not come through the setup dialog.
        self.session.game_started.connect(lambda: QTimer.singleShot(0, self, self._offer_joining))
        if self.isVisible():
            # The table came a frame after the window: the hidden round log (~20 ms of its
            # text browser's first start) follows on the next turn, after the table is usable.
            QTimer.singleShot(0, self, self._build_round_log)
        else:
            self._build_round_log()
        self.game.view.set_zoom(read_zoom(self.settings))
        self.game.view.zoom_changed.connect(lambda zoom: self.settings.setValue(ZOOM_KEY, zoom))
        self._table_built = True
        self.table_ready.emit()

    def _build_round_log(self) -> None:
        """View > Round log: every round's lines, newest first, in a side panel."""
        from rok_qt.ui.game.round_log import RoundLog

        self.round_log = RoundLog()
        dock = QDockWidget(self.tr("Round log"), self)
        dock.setObjectName("roundLogDock")
        dock.setWidget(self.round_log)
        dock.setAllowedAreas(QtCore.Qt.DockWidgetArea.LeftDockWidgetArea
                             | QtCore.Qt.DockWidgetArea.RightDockWidgetArea)
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setVisible(False)
        self.round_log_dock = dock
        toggle = dock.toggleViewAction()
        toggle.setText(self.tr("Round &log"))
        toggle.setShortcuts([QKeySequence.fromString("Ctrl+L")])
        self._view_menu.addSeparator()
        self._view_menu.addAction(toggle)
        self.game.round_told.connect(self.round_log.add_round)
        self.session.game_started.connect(self.round_log.clear)
        # A round's title watches the round again (the replay viewer, app/replay_mode.py).
        self.round_log.set_round_action(self.tr("watch it again"))
        self.round_log.round_chosen.connect(self.replays.watch_round)

    def _build_files(self, autosave: Autosave | None, history: Path | None) -> None:
        """The Game menu's files and the record of finished games."""
        from rok_qt.app.files import GameFiles
        from rok_qt.app.record import GameRecorder
        from rok_qt.app.record_keeper import RecordKeeper
        from rok_qt.app.record_reader import RecordReader
        from rok_qt.persistence.files import history_path
        from rok_qt.persistence.record_store import records_folder

        # The record lives beside the autosave (the per-user data folder of the real game);
        # windows made by tests and benchmarks without one record only where they are told to.
        if history is None and autosave is not None:
            history = history_path(autosave.folder)
        # The kept games live beside the history, in the same per-user data folder. The keeper
        # follows the session before the files do, so each autosave carries the record so far.
        data_folder = None if history is None else history.parent
        self.keeper = RecordKeeper(self.session, None if data_folder is None
                                   else records_folder(data_folder), self)
        self.files = GameFiles(self, self.session, self.settings, autosave)
        self.files.add_to_menu(self.game_menu, before=self._files_place)
        self.record = GameRecorder(self.session, history, self)
        self.record.problem_found.connect(lambda text: self.statusBar().showMessage(text, 20_000))
        self.game.router.tally_source = self.record.tallies
        self.reader = RecordReader(self)
        self.reader.pace_read.connect(self._pace_known)
        self.reader.statistics_read.connect(self._show_statistics)

    def _build_tables_over_the_game(self) -> None:
        """The host that features attach to, in the window's middle; the practice table and
        the guided game, which take the table in turn."""
        from rok_qt.app.host import TableHost
        from rok_qt.app.learn import LessonHost
        from rok_qt.app.network.details import ConnectionDetailsEntry
        from rok_qt.app.network.mode import NetworkMode
        from rok_qt.app.practice_mode import PracticeMode
        from rok_qt.app.replay_mode import ReplayMode

        self.host = TableHost(self, session=self.session, game=self.game,
                              settings=self.settings, status=self.status,
                              status_bar=self.statusBar(), record_path=self.record.path,
                              new_game=lambda: self.new_game())
        self.setCentralWidget(self.host.stack)
        if self.isVisible():
            self.host.stack.show()   # added to a window on screen: Qt would show it a turn later
        self.new_action.triggered.connect(self.host.new_game_asked)
        self.practice = PracticeMode(self.host)
        self.lessons = LessonHost(self.host, self)
        self.network = NetworkMode(self.host, self, self.table_inputs, lambda: self.pace,
                                   lambda: self.files.table_path())
        self.files.table_opener = self.network.open_kept
        self.connection_details = ConnectionDetailsEntry(self.network, self.details_action)
        self.replays = ReplayMode(self.host, self.keeper, self.files, self)
        self.replays.add_to_menu(self.game_menu, before=self._files_place)
        self.game.router.watch_round_requested.connect(self.replays.watch_round)

    def open_practice(self) -> None:
        """Game > Practice."""
        self.practice.open()

    def learn_to_play(self) -> None:
        """Help > Learn to play."""
        self.lessons.learn_to_play()

    def _covered(self, covered: bool) -> None:
        """A dialog or menu opened over the table (or the last one closed)."""
        if covered and self._covered_hold is None:
            self._covered_hold = self.session.hold("over the table", spans_games=True)
        elif not covered and self._covered_hold is not None:
            self._covered_hold.release()
            self._covered_hold = None
        self.host.set_covered(covered)

    # --- where the window opens -----------------------------------------------------------
    def _place(self) -> None:
        """As it was left (size, place, maximised), else fitted to the screen with its frame."""
        saved = self.settings.value(GEOMETRY_KEY)
        # Qt checks the bytes' own format; a value far larger than Qt writes is not one.
        if isinstance(saved, QByteArray) and saved.size() <= MAX_GEOMETRY_BYTES \
                and self.restoreGeometry(saved):
            self._bring_back()
        else:
            screen = self.screen() or QGuiApplication.primaryScreen()
            self.setGeometry(first_rect(screen.availableGeometry()))
        self._placed = self.size()

    def _bring_back(self) -> None:
        """A window saved on a screen that is gone opens on the primary screen instead."""
        frame = self.frameGeometry()
        if title_reachable(frame, [s.availableGeometry() for s in QGuiApplication.screens()]):
            return
        target = brought_back(frame, QGuiApplication.primaryScreen().availableGeometry())
        extra = frame.size() - self.size()
        self.move(target.topLeft())
        self.resize(target.size() - extra)

    def _fit_frame(self) -> None:
        """Once the window manager has framed the window: shrink it until the frame fits.

        Only the size the window was opened at is corrected; one a player or a caller chose
        since is left alone.
        """
        if self._placed is None or self.size() != self._placed or self.isMaximized() \
                or self.isFullScreen():
            return
        screen = self.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        too_big = overflow(self.frameGeometry(), available)
        if not too_big.isNull():
            self.resize(self.size() - too_big)
        if not available.contains(self.frameGeometry()):
            self.move(brought_back(self.frameGeometry(), available).topLeft())
        self._placed = self.size()

    def _make_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._add_action(game, self.tr("&New game\u2026"), self.new_game,
                                           QKeySequence.StandardKey.New, needs_table=True)
        practice = self._add_action(game, self.tr("&Practice"), self.open_practice,
                                    needs_table=True)
        practice.setShortcuts([QKeySequence("Ctrl+P")])
        self.game_menu = game   # the files' entries go before this separator when built
        self._files_place = game.addSeparator()
        self.host_action = self._add_action(
            game, self.tr("&Host a table\u2026"), lambda: self.network.host(), needs_table=True)
        self.join_action = self._add_action(
            game, self.tr("&Join a table\u2026"), lambda: self.network.join(), needs_table=True)
        self.leave_table_action = self._add_action(
            game, self.tr("&Leave the table"), lambda: self.network.leave(), needs_table=True)
        game.addSeparator()
        self._add_action(game, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit,
                         QAction.MenuRole.QuitRole)

        self._make_view_menu()
        settings = self.menuBar().addMenu(self.tr("&Settings"))
        speed_menu = settings.addMenu(self.tr("&Animations"))
        self.speed_actions: dict[AnimationSpeed, QAction] = {}
        group = QActionGroup(self)
        labels = {AnimationSpeed.NORMAL: self.tr("&Normal"), AnimationSpeed.FAST: self.tr("&Fast"),
                  AnimationSpeed.OFF: self.tr("&Off")}
        for speed, label in labels.items():
            action = QAction(label, self, checkable=True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            group.addAction(action)
            speed_menu.addAction(action)
            self.speed_actions[speed] = action
            action.setEnabled(False)
            self._needs_table.append(action)
        settings.addSeparator()
        self._add_action(settings, self.tr("&Preferences\u2026"), self.show_preferences,
                         QKeySequence.StandardKey.Preferences, QAction.MenuRole.PreferencesRole,
                         needs_table=True)

        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._add_action(help_menu, self.tr("&Rules"), self.show_rules,
                         QKeySequence.StandardKey.HelpContents)
        self._add_action(help_menu, self.tr("&Learn to play"), self.learn_to_play,
                         needs_table=True)
        self._add_action(help_menu, self.tr("&Statistics"), self.show_statistics,
                         needs_table=True)
        self._add_action(help_menu, self.tr("Open the &log folder"), self.open_log_folder)
        self._add_action(help_menu, self.tr("&About Rök"), self.show_about,
                         role=QAction.MenuRole.AboutRole)

    def _make_view_menu(self) -> None:
        view = self.menuBar().addMenu(self.tr("&View"))
        self._view_menu = view
        zoom_in = self._add_action(view, self.tr("Zoom &in"), lambda: self.game.view.zoom_in(),
                                   QKeySequence.StandardKey.ZoomIn, needs_table=True)
        # Ctrl+= too: on many keyboards + needs Shift, and Ctrl+Shift+= is not Ctrl++.
        zoom_in.setShortcuts([*first_binding(QKeySequence.StandardKey.ZoomIn),
                              QKeySequence.fromString("Ctrl+=")])
        self._add_action(view, self.tr("Zoom &out"), lambda: self.game.view.zoom_out(),
                         QKeySequence.StandardKey.ZoomOut, needs_table=True)
        reset = self._add_action(view, self.tr("&Fit the table to the window"),
                                 lambda: self.game.view.reset_zoom(), needs_table=True)
        reset.setShortcuts([QKeySequence.fromString("Ctrl+0")])
        view.addSeparator()
        # On at a network table only (rok_qt/app/network/details.py turns it on and off).
        self.details_action = self._add_action(
            view, self.tr("Connection &details\u2026"), lambda: None)
        self.details_action.setShortcuts([QKeySequence.fromString("Ctrl+I")])
        self.details_action.setEnabled(False)

    def _add_action(
        self,
        menu: QMenu,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence.StandardKey | None = None,
        role: QAction.MenuRole | None = None,
        *,
        needs_table: bool = False,
    ) -> QAction:
        """One menu entry; the roles put Quit, Preferences and About where macOS expects them.
        An entry that `needs_table` is off until the game is built."""
        action = QAction(text, self)
        if needs_table:
            action.setEnabled(False)
            self._needs_table.append(action)
        if shortcut is not None:
            action.setShortcuts(first_binding(shortcut))
        if role is not None:
            action.setMenuRole(role)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Apply and remember (QSettings) the animation speed; reduced motion keeps it off."""
        self.game.set_animation_speed(AnimationSpeed.OFF if self.reduced_motion else speed)
        self.speed_actions[speed].setChecked(True)
        self.settings.setValue(SPEED_KEY, speed.value)

    def show_preferences(self) -> None:
        """Settings > Preferences: OK applies (the language at the next start) and remembers."""
        from rok_qt.app.preferences import Preferences, PreferencesDialog

        current = Preferences.read(self.settings)
        dialog = PreferencesDialog(current, self.started_language, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.preferences()))
        dialog.open()

    def apply_preferences(self, preferences: Preferences) -> None:
        """Sound, colour marks, motion now; everything remembered."""
        from rok_qt.ui.table.stone_art import set_colour_marks  # loads with the table

        preferences.write(self.settings)
        self.game.sounds.set_volume(preferences.volume)
        self.game.sounds.set_muted(preferences.muted)
        set_colour_marks(preferences.colour_marks)
        for item in self.game.scene.items():
            item.update()   # seat panels cache their paint; stones re-read their sprites
        self.reduced_motion = preferences.reduced_motion
        for action in self.speed_actions.values():
            action.setEnabled(not self.reduced_motion)
        self.set_animation_speed(preferences.speed)
        self.game.router.ready.auto_ms = preferences.go_on_after * 1000
        if self._inputs is not None:
            self._inputs.set_keys(preferences.keys)

    def new_game(self) -> None:
        """Open the setup dialog; Start begins the game."""
        if self.setup_dialog is not None:
            self.setup_dialog.raise_()
            return
        if not self.files.may_discard():
            return
        from rok_qt.ui.dialogs.setup_dialog import SetupDialog

        inputs = self.table_inputs()
        # The record is read on a worker (it may be megabytes): the dialog opens at once with
        # the pace read last time, and takes the fresh one when it comes (`_pace_known`).
        dialog = SetupDialog(self, self.pace, devices=inputs.devices(), seat_inputs=inputs.seats)
        self.reader.read_pace(self.record.path)
        seats, limit_ms = read_seats(self.settings)
        if seats:
            dialog.load(seats, limit_ms, read_mode(self.settings))
        self.setup_dialog = dialog
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.finished.connect(self._setup_closed)
        dialog.open()
        if dialog.join is not None:
            dialog.join.set_hint(inputs.join_hint())
        problem = inputs.listen(dialog)
        if problem:
            self.statusBar().showMessage(self.tr(
                "Game controllers cannot join: {reason}").format(reason=problem), 20_000)

    def _start_from(self, dialog: SetupDialog) -> None:
        config = dialog.config()
        if self.start(config):
            write_seats(self.settings, config)

    def _setup_closed(self) -> None:
        if self._inputs is not None:
            self._inputs.stop()
        if self.setup_dialog is not None:
            self.setup_dialog.deleteLater()
        self.setup_dialog = None

    def table_inputs(self) -> TableInputs:
        """The seat table and input devices of this screen (made when first wanted)."""
        if self._inputs is None:
            from rok_qt.app.table_inputs import TableInputs

            self._inputs = TableInputs(self.settings, self)
            self.game.set_inputs(self._inputs.seats, self._inputs.devices())
        return self._inputs

    def _offer_joining(self) -> None:
        racing = self.game.live.inputs.seats   # the seat table the race reads
        if self.setup_dialog is None and not all(
                racing.input_of(seat) is not None for seat in self.session.humans()):
            self.table_inputs().offer_joining(self, self.session)

    def start(self, config: GameConfig) -> bool:
        """Start a game from a config; a refused config is explained."""
        try:
            self.session.new_game(config)
        except InvalidMove as error:
            from rok_qt.ui.refusals import refusal_text

            # The reason may quote a seat's name; window-modal, so nothing waits on it.
            box = message_box(self, QMessageBox.Icon.Warning, self.tr("Cannot start"),
                              refusal_text(error))
            box.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return False
        return True

    def show_rules(self) -> None:
        """Help > Rules."""
        from rok_qt.ui.dialogs.rules_dialog import RulesDialog

        dialog = RulesDialog(self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def _pace_known(self, pace: float | None) -> None:
        """The people's measured ms per find, from their games and their practice (None before
        any: a record the game cannot read counts as none), for the level that matches them."""
        self.pace = pace
        if self.setup_dialog is not None:
            self.setup_dialog.set_match_ms(pace)

    def show_statistics(self) -> None:
        """Help > Statistics: the record of finished games, read afresh off the GUI thread;
        the dialog opens when it has been read (`reader.statistics_read`)."""
        self.reader.read_statistics(self.record.path)

    def _show_statistics(self, loaded: Loaded | None, practice: PracticeRecord | None) -> None:
        from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(loaded, self, practice)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def open_log_folder(self) -> None:
        """Help > Open the log folder: where the log a player can send is written."""
        from rok_qt.persistence.files import user_data_dir

        folder = logs.log_folder(user_data_dir())
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            logs.channel("files").warning("cannot make the log folder %s: %s", folder, error)
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.statusBar().showMessage(self.tr("The log folder is {folder}").format(
                folder=folder), 10_000)

    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(self, self.tr("About Rök"), self.tr(
            "<h3>Rök {version}</h3><p>The rune-stone grabbing game on the desktop: throw the "
            "stones, grab the pairs, flick at the Rune of Fate.</p>").format(version=__version__))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            # The frame is known once the window manager has reparented the window.
            QTimer.singleShot(0, self, self._fit_frame)
            QTimer.singleShot(300, self, self._fit_frame)
        QTimer.singleShot(0, self._on_shown)

    def _on_shown(self) -> None:
        self.shown.emit()
        if self._table_later:
            self._table_later = False
            self._build_once_painted()

    def _build_once_painted(self, waited_ms: int = 0) -> None:
        """Build the table once the window is exposed (Qt paints a window as it is exposed),
        on a later turn of the event loop: the first frame a player sees is the window with
        its menus, the table a frame later. A window kept off screen (started minimised) gets
        its table after a second anyway."""
        handle = self.windowHandle()
        if handle is None or handle.isExposed() or waited_ms >= EXPOSE_WAIT_MS:
            QTimer.singleShot(0, self, self._build_table)
        else:
            QTimer.singleShot(EXPOSE_POLL_MS, self,
                              lambda: self._build_once_painted(waited_ms + EXPOSE_POLL_MS))

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._table_built and not self.files.may_discard():
            event.ignore()
            return
        if self._table_built:
            self.practice.window_closing()
            self.network.window_closing()
            self.replays.leave()
            self.game.router.ready.close()   # the seats' keys and controllers rest
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)
