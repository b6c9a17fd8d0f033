"""The Settings menu: Animations (normal, fast, off) and Preferences.

Preferences are read and written through `app/preferences.py` (every value checked); applying
them sets the sound, the colour marks, reduced motion (which keeps animations off), the pace
between rounds and the key clusters' keys on the game at this screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from rok_qt.app.i18n import read_language
from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.ui.table.speed import AnimationSpeed

if TYPE_CHECKING:
    from rok_qt.app.preferences import Preferences
    from rok_qt.app.screen_inputs import ScreenInputs
    from rok_qt.ui.game.game_widget import GameWidget

SPEED_KEY = "animations/speed"


class SettingsMenu(QObject):
    """Settings > Animations and Preferences, applied to the game at this screen."""

    def __init__(self, window: QMainWindow, settings: QSettings, menus: Menus) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.started_language = read_language(settings)
        self.reduced_motion = False
        self.actions = ActionCollection(self)
        speeds = QMenu(self.tr("&Animations"), window)
        self.speed_actions: dict[AnimationSpeed, QAction] = {}
        group = QActionGroup(self)
        labels = {AnimationSpeed.NORMAL: self.tr("&Normal"), AnimationSpeed.FAST: self.tr("&Fast"),
                  AnimationSpeed.OFF: self.tr("&Off")}
        for speed, label in labels.items():
            action = self.actions.make(label, checkable=True)
            action.triggered.connect(lambda _checked=False, s=speed: self.set_animation_speed(s))
            group.addAction(action)
            speeds.addAction(action)
            self.speed_actions[speed] = action
        preferences = self.actions.make(self.tr("&Preferences\u2026"),
                                        standard=QKeySequence.StandardKey.Preferences,
                                        role=QAction.MenuRole.PreferencesRole)
        preferences.triggered.connect(self.show_preferences)
        menus.add("settings/animations", speeds)
        menus.add("settings/preferences", preferences)
        menus.collect(self.actions)
        self._game: GameWidget | None = None
        self._inputs: Callable[[], ScreenInputs | None] = lambda: None

    def attach(self, game: GameWidget, inputs: Callable[[], ScreenInputs | None]) -> None:
        """The game is built: preferences apply to it (and to the screen's inputs, once any
        game wanted them), from the settings as they are now."""
        from rok_qt.app.preferences import Preferences

        self._game, self._inputs = game, inputs
        self.apply_preferences(Preferences.read(self.settings))

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Apply and remember (QSettings) the animation speed; reduced motion keeps it off."""
        assert self._game is not None
        self._game.set_animation_speed(AnimationSpeed.OFF if self.reduced_motion else speed)
        self.speed_actions[speed].setChecked(True)
        self.settings.setValue(SPEED_KEY, speed.value)

    def show_preferences(self) -> None:
        """Settings > Preferences: OK applies (the language at the next start) and remembers."""
        from rok_qt.app.preferences import Preferences, PreferencesDialog

        current = Preferences.read(self.settings)
        dialog = PreferencesDialog(current, self.started_language, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.preferences()))
        dialog.open()

    def apply_preferences(self, preferences: Preferences) -> None:
        """Sound, colour marks, motion now; everything remembered."""
        from rok_qt.ui.table.stone_art import set_colour_marks  # loads with the table

        assert self._game is not None
        preferences.write(self.settings)
        self._game.set_preferences(preferences.volume, preferences.muted,
                                   preferences.go_on_after * 1000)
        set_colour_marks(preferences.colour_marks)
        self._game.repaint_table()
        self.reduced_motion = preferences.reduced_motion
        for action in self.speed_actions.values():
            action.setEnabled(not self.reduced_motion)
        self.set_animation_speed(preferences.speed)
        inputs = self._inputs()
        if inputs is not None:
            inputs.set_keys(preferences.keys)
