"""What a feature that takes the table for a while may ask of the main window.

Practice, the guided game, and later the replay viewer and the network lobby attach to the
window through a `FeatureHost`, never through the window's internals (Frescobaldi's features
attach the same way): the table's area (a stack in the window's middle), setting the player's
game aside and bringing it back, the status line, the settings, the record's path, the animation
speed, New game, and the signals a feature follows. One feature has the table at a time: a
feature that takes it sends the previous one away first.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QLabel, QStackedWidget, QStatusBar, QWidget

from rok_qt.session_holds import Hold

if TYPE_CHECKING:
    from rok_qt.session import Alarm, GameSession
    from rok_qt.session_clock import TimeSource
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.table.speed import AnimationSpeed


class Feature(Protocol):
    """A feature that can be sent away when another one takes the table."""

    def leave(self) -> None:
        """Give the table back to the player's game."""


class FeatureHost(QObject):
    """The window's side of the features: see the module's docstring.

    `game_started` when the player's own game starts (New game, Open, a rematch);
    `new_game_asked` when Game > New game is chosen; `covered_changed(bool)` when a dialog or
    menu opens over the table or the last one closes.
    """

    game_started = Signal()
    new_game_asked = Signal()
    covered_changed = Signal(bool)

    def __init__(self, parent: QObject, *, session: GameSession, game: GameWidget,
                 settings: QSettings, status: QLabel, status_bar: QStatusBar,
                 record_path: Path | None, new_game: Callable[[], None],
                 stack: QStackedWidget) -> None:
        """`stack` is the table's area, holding `game` (the window shows it before the game
        is built)."""
        super().__init__(parent)
        self.settings = settings
        self.record_path = record_path
        self._session = session
        self._game = game
        self._status = status
        self._status_bar = status_bar
        self._new_game = new_game
        self._owner: Feature | None = None
        self._aside_hold: Hold | None = None
        self._status_before: str | None = None
        self._covered = False
        self.stack = stack
        session.game_started.connect(self.game_started)
        # A passing message takes the status line's place. QStatusBar hides the line only if
        # it shows at that moment: a message said while the window was not shown was printed
        # over the line once it was.
        status_bar.messageChanged.connect(lambda text: status.setVisible(not text))

    # --- the table's area ---------------------------------------------------------------------
    @property
    def game_widget(self) -> QWidget:
        """The player's game on screen: a feature that floats over it follows its geometry."""
        return self._game

    def add_page(self, widget: QWidget) -> None:
        """A feature's own table, shown in the window's middle in place of the game."""
        self.stack.addWidget(widget)

    def show_page(self, widget: QWidget) -> None:
        """Show a page added with `add_page` (the game stays aside until `bring_game_back`)."""
        self.stack.setCurrentWidget(widget)

    def page_shown(self, widget: QWidget) -> bool:
        """True while `widget` fills the window's middle."""
        return self.stack.currentWidget() is widget

    # --- the player's game --------------------------------------------------------------------
    @property
    def game_aside(self) -> bool:
        """True while a feature has the table and the player's game waits."""
        return self._owner is not None

    def set_game_aside(self, owner: Feature, status: str | None = None) -> None:
        """`owner` takes the table: the previous owner leaves, and the player's game waits as
        under a dialog (no computer move, the clock stands, a live race pauses)."""
        if self._owner is owner:
            return
        if self._owner is not None:
            self._owner.leave()
        self._owner = owner
        self._game.pause()
        self._game.set_covered(True)
        if self._aside_hold is None:   # the game waits across a new game too, until given back
            self._aside_hold = self._session.hold("game set aside", spans_games=True)
        self._status_before = None
        if status is not None:
            self._status_before = self._status.text()
            self._status.setText(status)

    def set_status(self, owner: Feature, text: str) -> None:
        """While `owner` has the table, the status line says `text` (the lesson's own round
        and bag); `bring_game_back` restores the game's when `set_game_aside` was given a
        status."""
        if self._owner is owner:
            self._status.setText(text)

    def bring_game_back(self, owner: Feature) -> None:
        """`owner` gives the table back: the player's game goes on as it was left."""
        if self._owner is not owner:
            return
        self._owner = None
        self.stack.setCurrentWidget(self._game)
        if self._status_before is not None:
            self._status.setText(self._status_before)
        if self._aside_hold is not None:
            self._aside_hold.release()
            self._aside_hold = None
        self._game.set_covered(self._covered)
        self._game.focus_table()

    def set_covered(self, covered: bool) -> None:
        """A dialog or menu opened over the table, or the last one closed (the window's watch)."""
        self._covered = covered
        self._game.set_covered(covered or self.game_aside)
        self.covered_changed.emit(covered)

    # --- what features read and say ----------------------------------------------------------
    @property
    def time_source(self) -> TimeSource:
        """Now, ms, on the game's clock (a test's ManualClock, else the monotonic clock)."""
        return self._session.clock

    def alarm(self, fire: Callable[[], None]) -> Alarm:
        """A single-shot timer on the game's clock."""
        return self._session.alarm(fire)

    @property
    def animation_speed(self) -> AnimationSpeed:
        """The table's animation speed, for a feature's own table to match."""
        return self._game.animation_speed

    def show_message(self, text: str, ms: int = 20_000) -> None:
        """A passing message in the status bar (plain text: it may quote a file)."""
        self._status_bar.showMessage(text, ms)

    def clear_message(self, text: str) -> None:
        """Take `text` off the status bar, if it is still the message shown."""
        if self._status_bar.currentMessage() == text:
            self._status_bar.clearMessage()

    def new_game(self) -> None:
        """Open New game, as Game > New game does."""
        self._new_game()
