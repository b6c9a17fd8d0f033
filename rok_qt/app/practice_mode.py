"""Game > Practice in the main window: the practice table takes the window's middle, the game
steps aside paused, and Esc or Game > New game brings it back.

The practice table is a page of the host's stack, beside the game. While practising, the game
is set aside as under a dialog: no computer player moves, a relay turn's clock stands still and
a live race pauses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.app.practice_record import PracticeRecorder

if TYPE_CHECKING:
    from rok_qt.app.host import FeatureHost
    from rok_qt.ui.practice.widget import PracticeWidget


class PracticeActions(ActionCollection):
    """Game > Practice (Ctrl+P), made with the window; the practice table answers it once
    built."""

    def __init__(self, parent: QObject, menus: Menus) -> None:
        super().__init__(parent)
        self.practice = self.make(self.tr("&Practice"), keys=("Ctrl+P",))
        menus.add("game/new", self.practice)
        menus.collect(self)


class PracticeMode(QObject):
    """Opens and leaves the practice table through the window's host, and records find times."""

    def __init__(self, host: FeatureHost, actions: PracticeActions | None = None) -> None:
        super().__init__(host)
        self.host = host
        if actions is not None:
            actions.practice.triggered.connect(self.open)
        self.widget: PracticeWidget | None = None
        self.recorder = PracticeRecorder(host.record_path, self)
        self.recorder.problem_found.connect(host.show_message)
        host.new_game_asked.connect(self.leave)

    @property
    def active(self) -> bool:
        """True while the practice table is on screen."""
        return self.widget is not None and self.host.page_shown(self.widget)

    def open(self) -> None:
        """Game > Practice: a fresh practice table; a game in progress waits, paused."""
        if self.active:
            return
        if self.widget is None:
            self.widget = self._make_widget()
        self.host.set_game_aside(self, self.tr("Practice"))
        self.widget.set_animation_speed(self.host.animation_speed)
        self.host.show_page(self.widget)
        self.widget.start()

    def _make_widget(self) -> PracticeWidget:
        from rok_qt.ui.practice.widget import PracticeWidget

        widget = PracticeWidget(now=self.host.time_source, alarm=self.host.alarm)
        self.host.add_page(widget)
        widget.throw_finished.connect(self.recorder.record)
        widget.left.connect(self.leave)
        self.host.covered_changed.connect(widget.set_covered)
        return widget

    def leave(self) -> None:
        """Back to the game, as it was left."""
        if not self.active or self.widget is None:
            return
        self.widget.stop()
        self.host.bring_game_back(self)

    def window_closing(self) -> None:
        """The window goes: the throw in progress is recorded."""
        if self.widget is not None:
            self.widget.stop()
