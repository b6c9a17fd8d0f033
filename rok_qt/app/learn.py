"""Help > Learn to play and the first launch's offer: the guided first game over the table.

The step reached is kept in the settings, so Learn to play offers to resume there. The lesson
is imported when first opened: windows that never teach start as fast as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import QAbstractButton, QWidget

from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.ui.plain import message_box

if TYPE_CHECKING:
    # QMessageBox is named when a box is asked (ui/plain.py says why).
    from PySide6.QtWidgets import QMessageBox

    from rok_qt.app.host import FeatureHost
    from rok_qt.ui.lessons.view import LessonView

STEP_KEY = "lesson/step"
"""The index of the step reached (step_count() once every step is done)."""
LAUNCHED_KEY = "app/launched"
LESSON_MINUTES = 4
"""The guided game's length as tools/lesson_timing.py measures it for a first-timer, in whole
minutes; the first-launch offer says "about" this (a test keeps it in step with the model)."""
"""Set once the first-launch offer has been made."""
EARLIER_KEYS = ("window/geometry", "setup/seats")
"""Settings only an earlier launch leaves: a player who has them is not offered the lesson."""


def step_count() -> int:
    """How many steps the lesson has (its steps, and the computer player they script, are
    imported only when a lesson is asked for: the window starts as fast as before)."""
    from rok_qt.lessons.steps import STEPS

    return len(STEPS)


def launched_before(settings: QSettings) -> bool:
    """Whether any setting says this player has run the game before."""
    return any(settings.contains(key) for key in (LAUNCHED_KEY, *EARLIER_KEYS))


def saved_step(settings: QSettings) -> int:
    """The step reached in the lesson (0 when never begun or unreadable)."""
    from rok_qt.app.checked import as_int

    step = as_int(settings.value(STEP_KEY, 0), 0, -1, step_count() + 1)
    return step if 0 <= step <= step_count() else 0


def choice_box(parent: QWidget, title: str, text: str,
               choices: list[tuple[str, Callable[[], object]]]) -> QMessageBox:
    """A window-modal question with one button per choice; opened, not waited on.

    Enter takes the first choice; Esc (or the title bar's close) takes none: the box only
    closes (a hidden Cancel is its escape button, else Qt would pick a choice for Esc)."""
    from PySide6.QtWidgets import QMessageBox

    box = message_box(parent, QMessageBox.Icon.Question, title, text,
                      QMessageBox.StandardButton.NoButton)
    actions: dict[QAbstractButton, Callable[[], object]] = {}
    for index, (label, action) in enumerate(choices):
        role = (QMessageBox.ButtonRole.AcceptRole if index == 0
                else QMessageBox.ButtonRole.ActionRole)
        button = box.addButton(label, role)
        actions[button] = action
        if index == 0:
            box.setDefaultButton(button)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    cancel.hide()
    box.setEscapeButton(cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(lambda button: actions.get(button, lambda: None)())
    box.open()
    return box


class LessonActions(ActionCollection):
    """Help > Learn to play, made with the window; the lesson answers it once built."""

    def __init__(self, parent: QObject, menus: Menus) -> None:
        super().__init__(parent)
        self.learn = self.make(self.tr("&Learn to play"))
        menus.add("help/lesson", self.learn)
        menus.collect(self)


class LessonHost(QObject):
    """Opens the lesson over the window's table and closes it again.

    `offered(box)` when the first-launch or resume question is on screen; `opened(view)` when
    the lesson covers the table.
    """

    offered = Signal(object)
    opened = Signal(object)

    def __init__(self, host: FeatureHost, parent: QWidget,
                 actions: LessonActions | None = None,
                 join: Callable[[], object] | None = None) -> None:
        """`join`: Game > Join a table, offered at the first launch too."""
        super().__init__(host)
        self.host = host
        self.parent_widget = parent
        self._join = join
        self.view: LessonView | None = None
        if actions is not None:
            actions.learn.triggered.connect(self.learn_to_play)
        # A game of the player's own (New game, Open, a rematch) takes the table back.
        host.game_started.connect(self.close)

    @property
    def settings(self) -> QSettings:
        """The window's settings."""
        return self.host.settings

    def learn_to_play(self) -> None:
        """Help > Learn to play: resume at the step reached, or start over."""
        if self.view is not None:
            self.view.raise_()
            return
        step, total = saved_step(self.settings), step_count()
        if not 0 < step < total:
            self.open_at(0)
            return
        self.offered.emit(choice_box(
            self.parent_widget, self.tr("Learn to play"),
            self.tr("You left the lesson at step {n} of {total}.").format(n=step + 1,
                                                                     total=total),
            [(self.tr("Resume at step {n}").format(n=step + 1), lambda: self.open_at(step)),
             (self.tr("Start over"), lambda: self.open_at(0))]))

    def offer_first_game(self) -> bool:
        """At the first launch, offer the lesson or a game; False when it is not the first."""
        if launched_before(self.settings):
            return False
        self.settings.setValue(LAUNCHED_KEY, True)
        choices: list[tuple[str, Callable[[], object]]] = [
            (self.tr("Learn to play (about %n minute(s))", "", LESSON_MINUTES),
             lambda: self.open_at(0)),
            (self.tr("Set up a game"), self.host.new_game)]
        if self._join is not None:
            choices.append((self.tr("Join a table\u2026"), self._join))
        self.offered.emit(choice_box(
            self.parent_widget, self.tr("Welcome to R\u00f6k"),
            self.tr("New to R\u00f6k? A short guided game teaches every rule as you play."),
            choices))
        return True

    def open_at(self, index: int) -> None:
        """Cover the table with the lesson, at this step."""
        from rok_qt.ui.lessons.view import LessonView

        self.close()
        from rok_qt.app.preference_values import Preferences

        view = LessonView(self.parent_widget)
        view.set_animation_speed(self.host.animation_speed)
        preferences = Preferences.read(self.settings)
        view.game.set_sound(preferences.volume, preferences.muted)
        view.step_reached.connect(lambda step: self.settings.setValue(STEP_KEY, step))
        view.left.connect(lambda _step: self.close())
        view.setup_requested.connect(self._set_up)
        view.follow(self.host.game_widget)
        # The player's own game waits behind the lesson: no computer move, no running clock.
        # (Any other feature on the table, such as practice, leaves first.) The status line
        # speaks of the lesson's round and bag meanwhile, and of the player's game again after.
        self.host.set_game_aside(self, status="")
        view.status_changed.connect(lambda text: self.host.set_status(self, text))
        view.show()
        self.view = view
        view.start(index)
        self.opened.emit(view)

    def close(self) -> None:
        """Leave the lesson: the player's own game (if any) goes on."""
        view, self.view = self.view, None
        if view is None:
            return
        view.session.hold("lesson closed", spans_games=True)   # its table stops for good
        view.hide()
        view.deleteLater()
        self.host.bring_game_back(self)

    def leave(self) -> None:
        """Another feature takes the table: the lesson closes and remembers its step."""
        self.close()

    def _set_up(self) -> None:
        self.close()
        self.host.new_game()
