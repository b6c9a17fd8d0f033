"""Game > Practice in the main window: the practice table takes the window's middle, the game
steps aside paused, and Esc or Game > New game brings it back.

The window's central widget becomes a stack of the game and (once first opened) the practice
table. While practising, the game is held as under a dialog (issue 13): no computer player
moves, a relay turn's clock stands still and a live race pauses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStackedWidget

from rok_qt.app.practice_record import PracticeRecorder

if TYPE_CHECKING:
    from rok_qt.app.window import MainWindow
    from rok_qt.ui.practice.widget import PracticeWidget


class PracticeMode(QObject):
    """Opens and leaves the practice table in a main window, and records its find times."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.widget: PracticeWidget | None = None
        self.stack = QStackedWidget()
        window.takeCentralWidget()   # the game: kept alive by window.game, put in the stack
        self.stack.addWidget(window.game)
        window.setCentralWidget(self.stack)
        if window.isVisible():
            self.stack.show()   # added to a window on screen: Qt would show it a turn later
        self.recorder = PracticeRecorder(window.record.path, self)
        self.recorder.problem_found.connect(
            lambda text: window.statusBar().showMessage(text, 20_000))
        self._status = ""

    @property
    def active(self) -> bool:
        """True while the practice table is on screen."""
        return self.widget is not None and self.stack.currentWidget() is self.widget

    def open(self) -> None:
        """Game > Practice: a fresh practice table; a game in progress waits, paused."""
        if self.active:
            return
        window = self.window
        window.lessons.close()   # one table over the game at a time: the lesson remembers its step
        window.replays.leave()
        if self.widget is None:
            self.widget = self._make_widget()
        window.game.live.pause()
        window.game.grab_turn.set_covered(True)
        window.session.hold()
        self._status = window.status.text()
        window.status.setText(self.tr("Practice"))
        self.widget.set_animation_speed(window.game.animator.speed)
        self.stack.setCurrentWidget(self.widget)
        self.widget.start()

    def _make_widget(self) -> PracticeWidget:
        from rok_qt.ui.practice.widget import PracticeWidget

        widget = PracticeWidget()
        self.stack.addWidget(widget)
        widget.throw_finished.connect(self.recorder.record)
        widget.left.connect(self.leave)
        self.window.new_action.triggered.connect(self.leave)
        self.window.over_table.covered_changed.connect(widget.set_covered)
        return widget

    def leave(self) -> None:
        """Back to the game, as it was left."""
        if not self.active or self.widget is None:
            return
        window = self.window
        self.widget.stop()
        self.stack.setCurrentWidget(window.game)
        window.status.setText(self._status)
        window.session.release()
        window.game.grab_turn.set_covered(window.over_table.covered)
        window.game.view.setFocus()

    def window_closing(self) -> None:
        """The window goes: the throw in progress is recorded."""
        if self.widget is not None:
            self.widget.stop()
