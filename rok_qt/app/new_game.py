"""Game > New game: the setup dialog, the people's pace, who plays with what, and Start.

The feature owns its menu entry (made with the window, on once the game is built) and, once the
game is built (`attach`), the flow: the setup dialog opens at once with the pace read last time
(the record is read off the window's thread and the fresh pace follows), every input device
listens there so people can join, and Start begins the game the dialog describes; a refused
setup is explained. A game that comes another way and races all at once with several people
asks who plays with what before play (`ScreenInputs.offer_joining`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow

from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.app.remembered import read_mode, read_seats, write_seats
from rok_qt.ui.plain import message_box

if TYPE_CHECKING:
    from rok_qt.app.game_parts import GameParts
    from rok_qt.app.screen_inputs import ScreenInputs
    from rok_qt.model.setup import GameConfig
    from rok_qt.ui.dialogs.setup_dialog import SetupDialog


class NewGame(QObject):
    """Game > New game, from the menu to a started game (see the module's docstring)."""

    def __init__(self, window: QMainWindow, settings: QSettings, menus: Menus) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.actions = ActionCollection(self)
        self.action = self.actions.make(self.tr("&New game\u2026"),
                                        standard=QKeySequence.StandardKey.New)
        self.action.triggered.connect(self.open)
        menus.add("game/new", self.action)
        menus.collect(self.actions)
        self.dialog: SetupDialog | None = None
        self.pace: float | None = None
        """The people's measured ms per find, as last read from the record (None: none yet)."""
        self._inputs: ScreenInputs | None = None
        self._game: GameParts | None = None
        self.phones_at: Callable[[SetupDialog], object] | None = None
        """Given, New game offers seats for phones: called with each dialog it opens (the
        window's network mode hosts their table, rok_qt.app.network.phone_table)."""

    def attach(self, built: GameParts) -> None:
        """The game is built: New game sets up the next one."""
        self._game = built
        session, reader = built.session, built.reader
        reader.pace_read.connect(self._pace_known)
        # A live game with several people that did not come through the setup dialog.
        session.game_started.connect(lambda: QTimer.singleShot(0, self, self._offer_joining))

    def open(self) -> None:
        """Open the setup dialog; Start begins the game."""
        if self.dialog is not None:
            self.dialog.raise_()
            return
        built = self._built()
        if not built.files.may_discard():
            return
        from rok_qt.ui.dialogs.setup_dialog import SetupDialog

        inputs = self.screen_inputs()
        # The record is read on a worker (it may be megabytes): the dialog opens at once with
        # the pace read last time, and takes the fresh one when it comes (`_pace_known`).
        dialog = SetupDialog(self.window, self.pace, devices=inputs.devices(),
                             seat_inputs=inputs.seats, phones=self.phones_at is not None)
        if self.phones_at is not None:
            self.phones_at(dialog)
        built.reader.read_pace(built.record_path())
        seats, limit_ms = read_seats(self.settings)
        if seats:
            dialog.load(seats, limit_ms, read_mode(self.settings))
        self.dialog = dialog
        dialog.accepted.connect(lambda: self._start_from(dialog))
        dialog.finished.connect(self._closed)
        dialog.open()
        if dialog.join is not None:
            dialog.join.set_hint(inputs.join_hint())
        problem = inputs.listen(dialog)
        if problem:
            self.window.statusBar().showMessage(self.tr(
                "Game controllers cannot join: {reason}").format(reason=problem), 20_000)

    def start(self, config: GameConfig) -> bool:
        """Start a game from a config; a refused config is explained."""
        # With the game: the first window's modules leave the model out.
        from rok_qt.model.errors import InvalidMove

        try:
            self._built().session.new_game(config)
        except InvalidMove as error:
            from PySide6.QtWidgets import QMessageBox  # on first use (ui/plain.py says why)

            from rok_qt.ui.refusals import refusal_text

            # The reason may quote a seat's name; window-modal, so nothing waits on it.
            box = message_box(self.window, QMessageBox.Icon.Warning, self.tr("Cannot start"),
                              refusal_text(error))
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            return False
        return True

    def screen_inputs(self) -> ScreenInputs:
        """The seat table and input devices of this screen (made when first wanted)."""
        if self._inputs is None:
            from rok_qt.app.screen_inputs import ScreenInputs

            self._inputs = ScreenInputs(self.settings, self)
            self._built().game.set_inputs(self._inputs.seats, self._inputs.devices())
        return self._inputs

    @property
    def inputs_made(self) -> ScreenInputs | None:
        """The screen's inputs if any game wanted them yet (Preferences change their keys)."""
        return self._inputs

    def _built(self) -> GameParts:
        assert self._game is not None, "New game is on only once the game is built"
        return self._game

    def _start_from(self, dialog: SetupDialog) -> None:
        if dialog.phones is not None and dialog.phones.wanted():
            return   # the phones' table started the game, and the window shows it
        config = dialog.config()
        if self.start(config):
            write_seats(self.settings, config)

    def _closed(self) -> None:
        if self._inputs is not None:
            self._inputs.stop()
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None

    def _pace_known(self, pace: float | None) -> None:
        """The people's measured ms per find, from their games and their practice (None before
        any: a record the game cannot read counts as none), for the level that matches them."""
        self.pace = pace
        if self.dialog is not None:
            self.dialog.set_match_ms(pace)

    def _offer_joining(self) -> None:
        built = self._built()
        racing = built.game.racing_inputs   # the seat table the race reads
        if self.dialog is None and not all(
                racing.input_of(seat) is not None for seat in built.session.humans()):
            self.screen_inputs().offer_joining(self.window, built.session)
