"""The main window: the menus, the status line, and the game in the middle.

The window only makes the menus (app/menus.py) and builds the game; every feature owns its menu
entries (new game, files, replays, practice, the lesson, network play, the view, settings,
help) and attaches to the game through the feature host (app/host.py) or the game widget's
small interface, never through another part's insides.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStackedWidget, QWidget

from rok_qt.app.built import Built
from rok_qt.app.help_menu import HelpMenu
from rok_qt.app.learn import LessonActions
from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.app.network.actions import NetworkActions
from rok_qt.app.new_game import NewGame
from rok_qt.app.over_table import OverTableWatch
from rok_qt.app.placement import WindowPlace
from rok_qt.app.practice_mode import PracticeActions
from rok_qt.app.settings_menu import SettingsMenu
from rok_qt.app.view_menu import ViewMenu
from rok_qt.session_holds import Hold
from rok_qt.ui import theme
from rok_qt.ui.first_paint import FirstExposed, FirstPaint
from rok_qt.ui.plain import plain_label
from rok_qt.ui.table.speed import AnimationSpeed

if TYPE_CHECKING:
    # The game (session, files, record, table) is imported when built and the dialogs when
    # first opened: with `table_later`, the first window shows without any of them.
    from PySide6.QtWidgets import QLabel

    from rok_qt.app.autosave import Autosave
    from rok_qt.app.files import GameFiles
    from rok_qt.app.history_writer import HistoryWriter
    from rok_qt.app.host import FeatureHost
    from rok_qt.app.learn import LessonHost
    from rok_qt.app.network.mode import NetworkMode
    from rok_qt.app.practice_mode import PracticeMode
    from rok_qt.app.preference_values import Preferences
    from rok_qt.app.record_keeper import RecordKeeper
    from rok_qt.app.record_reader import RecordReader
    from rok_qt.app.replay_mode import ReplayMode
    from rok_qt.app.screen_inputs import ScreenInputs
    from rok_qt.model.setup import GameConfig
    from rok_qt.session import GameSession
    from rok_qt.ui.dialogs.setup_dialog import SetupDialog
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.game.round_log import RoundLog

EXPOSE_WAIT_MS = 1000


class MainWindow(QMainWindow):
    """Game, View, Settings and Help menus; the table; the round and bag in the status line."""

    shown = Signal()
    table_ready = Signal()
    """The game is whole: its table, files, record and features (`table_built`)."""
    table_drawn = Signal()
    """The table's first frame is on screen, when the table was built after the window showed;
    the rest of the game follows on the next turn (then `table_ready`)."""
    # Made with the table (at once, or a frame after the window shows with `table_later`).
    session: Built[GameSession] = Built()
    files: Built[GameFiles] = Built()
    history: Built[HistoryWriter] = Built()
    keeper: Built[RecordKeeper] = Built()
    reader: Built[RecordReader] = Built()
    status: Built[QLabel] = Built()
    game: Built[GameWidget] = Built()
    over_table: Built[OverTableWatch] = Built()
    practice: Built[PracticeMode] = Built()
    lessons: Built[LessonHost] = Built()
    replays: Built[ReplayMode] = Built()
    host: Built[FeatureHost] = Built()
    round_log: Built[RoundLog] = Built()
    round_log_dock: Built[QDockWidget] = Built()

    def __init__(self, session: GameSession | None = None, settings: QSettings | None = None,
                 parent: QWidget | None = None, *, autosave: Autosave | None = None,
                 history: Path | None = None, table_later: bool = False) -> None:
        """With `table_later` the window shows with its frame and menus first, then the table
        (`table_drawn` once it is on screen), then the rest of the game (`session`, `files`,
        `record`, `game`...): `table_ready` says when it is whole."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("R\u00f6k"))
        self.settings = settings if settings is not None else QSettings()
        self._covered_hold: Hold | None = None
        self._make_menus()
        theme.follow(self)   # the chrome's type scale follows the table's size
        self.setMinimumSize(640, 480)
        self.place = WindowPlace(self, self.settings)
        self.place.restore()
        self._game_parts = (session, autosave, history)
        self._table_later = table_later
        self._table_area: QStackedWidget | None = None
        self._table_built = False
        self._round_log_built = False
        self._network: NetworkMode | None = None
        if not table_later:
            self._build_table()

    def _make_menus(self) -> None:
        """The menus, each feature's entries in them (off until the game is built if they act
        on it), and the names tests and the network tests' children press them by."""
        self.menus = menus = Menus(self)
        self.setup = NewGame(self, self.settings, menus)
        self.practice_actions = PracticeActions(self, menus)
        self.network_actions = NetworkActions(self, menus)
        own = ActionCollection(self)
        quit_action = own.make(self.tr("&Quit"), standard=QKeySequence.StandardKey.Quit,
                               role=QAction.MenuRole.QuitRole, needs_table=False)
        quit_action.triggered.connect(self.close)
        menus.add("game/quit", quit_action)
        self.view_menu = ViewMenu(self, self.settings, menus)
        self.settings_menu = SettingsMenu(self, self.settings, menus)
        self.help_menu = HelpMenu(self, self.settings, menus)
        self.lesson_actions = LessonActions(self, menus)
        self.new_action = self.setup.action
        self.host_action, self.join_action = self.network_actions.host, self.network_actions.join
        self.details_action = self.network_actions.details
        self.speed_actions = self.settings_menu.speed_actions

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
        """The table in the middle with the status line: what the table's first frame shows.
        The game (its session, the parts that play it, and the rest) follows at once
        (`_build_game`), or, for a table built after the window showed, just after that first
        frame (`table_drawn`). Once."""
        if self._table_area is not None:
            return
        from rok_qt.ui.game.game_widget import GameWidget

        self.game = GameWidget(None, self)
        # The status names the first player: never read as markup.
        self.status = plain_label()
        self.status.setAccessibleName(self.tr("Game status"))
        self.statusBar().addWidget(self.status, 1)
        self.game.status_changed.connect(self.status.setText)
        # The table's area: the game's page, and the features' own pages later (FeatureHost).
        self._table_area = area = QStackedWidget()
        area.addWidget(self.game)
        self.setCentralWidget(area)
        handle = self.windowHandle()
        if self.isVisible() and handle is not None and handle.isExposed():
            area.show()   # added to a window on screen: Qt would show it a turn later
            # The session and the parts that play its game, the files, the record, the
            # features, the watch over the table and the hidden round log (~40 ms with their
            # modules) follow the table's first frame; if that frame never comes, they come
            # after a second anyway.
            FirstPaint(self.game.table_viewport(), self._first_frame)
            QTimer.singleShot(EXPOSE_WAIT_MS, self, self._build_game)
        else:
            self._build_game()

    def _first_frame(self) -> None:
        self.table_drawn.emit()
        QTimer.singleShot(0, self, self._build_game)

    def _build_game(self) -> None:
        """The session and the parts that play its game on the table, the files and the
        record, the features, the menus' game entries and the watch over the table (time is
        fair: nothing runs on while a dialog or menu is open over it); then `table_ready`, and
        the round log and network play a turn later."""
        if self._table_built:
            return
        from rok_qt.app.game_parts import GameParts

        self._build_session()
        self.game.new_game_requested.connect(self.new_game)
        self.game.quit_requested.connect(self.close)
        self._build_files()
        self._build_features()
        self.menus.table_built()
        self.settings_menu.attach(self.game, lambda: self.setup.inputs_made)
        self.over_table = OverTableWatch(self)
        self.over_table.covered_changed.connect(self._covered)
        self.setup.attach(GameParts(self.session, self.game, self.files, self.reader,
                                    lambda: self.history.path))
        self.view_menu.attach(self.game)
        self._table_built = True
        if self.isVisible():   # built after the window showed
            QTimer.singleShot(0, self, self._after_table_ready)
        else:
            self._after_table_ready()
        self.table_ready.emit()

    def _build_session(self) -> None:
        """The session (the model and msgspec under it), the game's parts on the table, and
        the feature host over the table's area."""
        from rok_qt.app.host import FeatureHost
        from rok_qt.session import GameSession

        session, autosave, history = self._game_parts
        # The record lives beside the autosave (the per-user data folder of the real game);
        # windows made by tests and benchmarks without one record only where they are told to.
        if history is None and autosave is not None:
            from rok_qt.persistence.files import history_path

            self._game_parts = (session, autosave, history_path(autosave.folder))
        self.session = session if session is not None else GameSession(self)
        self.game.attach(self.session)
        assert self._table_area is not None
        self.host = FeatureHost(self, session=self.session, game=self.game,
                                settings=self.settings, status=self.status,
                                status_bar=self.statusBar(), record_path=self._game_parts[2],
                                new_game=lambda: self.new_game(), stack=self._table_area)

    def _after_table_ready(self) -> None:
        """What no start needs at once: the round log (~20 ms of its text browser's first
        start) and network play (built on the next turn, or when first asked)."""
        if not self._round_log_built:
            self._round_log_built = True
            self._build_round_log()
        QTimer.singleShot(0, self, lambda: self.network)

    def _build_round_log(self) -> None:
        """View > Round log: every round's lines, newest first, in a side panel."""
        self.round_log = self.view_menu.build_round_log()
        assert self.view_menu.round_log_dock is not None
        self.round_log_dock = self.view_menu.round_log_dock
        self.game.round_told.connect(self.round_log.add_round)
        self.session.game_started.connect(self.round_log.clear)
        self.round_log.round_chosen.connect(self.replays.watch_round)

    def _build_files(self) -> None:
        """The Game menu's files and the record of finished games."""
        from rok_qt.app.files import GameFiles
        from rok_qt.app.history_writer import HistoryWriter
        from rok_qt.app.record_keeper import RecordKeeper
        from rok_qt.app.record_reader import RecordReader
        from rok_qt.persistence.record_store import records_folder

        _session, autosave, history = self._game_parts
        # The kept games live beside the history, in the same per-user data folder. The keeper
        # follows the session before the files do, so each autosave carries the record so far.
        data_folder = None if history is None else history.parent
        self.keeper = RecordKeeper(self.session, None if data_folder is None
                                   else records_folder(data_folder), self)
        self.files = GameFiles(self, self.session, self.settings, autosave)
        self.files.add_to_menus(self.menus)
        self.history = HistoryWriter(self.keeper, history, self)
        self.history.problem_found.connect(lambda text: self.statusBar().showMessage(text, 20_000))
        self.game.set_tally_source(self.keeper.tallies)
        self.reader = RecordReader(self)
        self.help_menu.attach(self.reader, lambda: self.history.path)

    def _build_features(self) -> None:
        """The features that take the table in turn through the host: practice, the lesson,
        network play (built when first asked), the replay viewer."""
        from rok_qt.app.learn import LessonHost
        from rok_qt.app.practice_mode import PracticeMode
        from rok_qt.app.replay_mode import ReplayMode

        self.new_action.triggered.connect(self.host.new_game_asked)
        self.practice = PracticeMode(self.host, self.practice_actions)
        self.lessons = LessonHost(self.host, self, self.lesson_actions,
                                  join=lambda: self.network.join())
        self.files.table_opener = lambda path: self.network.open_kept(path)
        self.setup.phones_at = self._phones_at
        self.network_actions.answer_with(lambda: self.network)
        self.replays = ReplayMode(self.host, self.keeper, self.files, self)
        self.replays.add_to_menus(self.menus)
        self.game.watch_round_requested.connect(self.replays.watch_round)

    @property
    def network(self) -> NetworkMode:
        """Network play: built when first asked or just after the table's first frame (its
        libraries, websockets, TLS and asyncio, are a fifth of the game's start-up)."""
        if self._network is None:
            from rok_qt.app.network.mode import NetworkMode

            keep = self.keeper.keep   # every screen can watch it again
            self._network = NetworkMode(self.host, self, self.setup.screen_inputs,
                                        lambda: self.setup.pace, lambda: self.files.table_path())
            self._network.keep_record = keep
            self.network_actions.attach(self._network)
        return self._network

    def _covered(self, covered: bool) -> None:
        """A dialog or menu opened over the table (or the last one closed)."""
        if covered and self._covered_hold is None:
            self._covered_hold = self.session.hold("over the table", spans_games=True)
        elif not covered and self._covered_hold is not None:
            self._covered_hold.release()
            self._covered_hold = None
        self.host.set_covered(covered)

    # --- what the features say, in the window's own words (tests and children use them) -----
    def _phones_at(self, dialog: SetupDialog) -> None:
        """New game's seats for phones: a table this window hosts while the dialog has one."""
        from rok_qt.app.network.phone_table import PhoneTable

        PhoneTable(self.network, dialog)

    @property
    def setup_dialog(self) -> SetupDialog | None:
        """New game's dialog while it is open."""
        return self.setup.dialog

    def new_game(self) -> None:
        """Game > New game: the setup dialog; Start begins the game."""
        self.setup.open()

    def start(self, config: GameConfig) -> bool:
        """Start a game from a config; a refused config is explained."""
        return self.setup.start(config)

    def screen_inputs(self) -> ScreenInputs:
        """The seat table and input devices of this screen (made when first wanted)."""
        return self.setup.screen_inputs()

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Apply and remember the animation speed (Settings > Animations)."""
        self.settings_menu.set_animation_speed(speed)

    def apply_preferences(self, preferences: Preferences) -> None:
        """Settings > Preferences, as OK applies them."""
        self.settings_menu.apply_preferences(preferences)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not event.spontaneous():
            # The frame is known once the window manager has reparented the window.
            QTimer.singleShot(0, self, self.place.fit_frame)
            QTimer.singleShot(300, self, self.place.fit_frame)
        QTimer.singleShot(0, self._on_shown)

    def _on_shown(self) -> None:
        self.shown.emit()
        if self._table_later:
            self._table_later = False
            self._build_once_painted()

    def _build_once_painted(self) -> None:
        """Build the table on the turn after the window's first paint (Qt paints a window as
        it is exposed): the first frame a player sees is the window with its menus, the table
        a frame later. A window kept off screen (started minimised) gets its table after a
        second anyway."""
        handle = self.windowHandle()
        if handle is None or handle.isExposed():   # on screen, so painted already
            QTimer.singleShot(0, self, self._build_table)
            return
        FirstExposed(handle, self._build_table)
        QTimer.singleShot(EXPOSE_WAIT_MS, self, self._build_table)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._table_built and not self.files.may_discard():
            event.ignore()
            return
        if self._table_built:
            self.practice.window_closing()
            if self._network is not None:
                self._network.window_closing()
            self.replays.leave()
            self.game.rest_inputs()   # the seats' keys and controllers rest
        self.place.save()
        self.settings.sync()
        super().closeEvent(event)
