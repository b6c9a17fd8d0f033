"""The Settings menu: Animations (normal, fast, off), Controls and Preferences.

Preferences are read and written through `app/preference_values.py` (every value checked);
applying them sets the text size and contrast of the whole window (at once, and before any
window is shown), the sound, the colour marks, reduced motion (calm animations: fades, whatever
the speed), the pace between rounds and the key clusters' keys on the game at this screen.
Controls opens Preferences at its keys.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from rok_qt.app.i18n import read_language
from rok_qt.app.look_settings import read_look
from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.ui.table.speed import AnimationSpeed
from rok_qt.ui.theme.variants import apply_variant

if TYPE_CHECKING:
    from rok_qt.app.preference_values import Preferences
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
        preferences.triggered.connect(lambda: self.show_preferences())
        controls = self.actions.make(self.tr("&Controls\u2026"))
        controls.triggered.connect(lambda: self.show_preferences("controls"))
        menus.add("settings/animations", speeds)
        menus.add("settings/preferences", controls)
        menus.add("settings/preferences", preferences)
        menus.collect(self.actions)
        self._game: GameWidget | None = None
        self._inputs: Callable[[], ScreenInputs | None] = lambda: None
        self.apply_look()
        hints = QGuiApplication.styleHints()
        if hasattr(hints, "accessibility"):   # the system's contrast, followed as it changes
            hints.accessibility().contrastPreferenceChanged.connect(self.apply_look)

    def apply_look(self) -> None:
        """The remembered text size and contrast, on the whole application."""
        apply_variant(*read_look(self.settings))

    def attach(self, game: GameWidget, inputs: Callable[[], ScreenInputs | None]) -> None:
        """The game is built: preferences apply to it (and to the screen's inputs, once any
        game wanted them), from the settings as they are now."""
        from rok_qt.app.preference_values import Preferences

        self._game, self._inputs = game, inputs
        self.apply_preferences(Preferences.read(self.settings))

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Apply and remember (QSettings) the animation speed; reduced motion makes it calm
        (stones fade where they go)."""
        assert self._game is not None
        self._game.set_animation_speed(AnimationSpeed.CALM if self.reduced_motion else speed)
        chosen = self.speed_actions.get(speed)
        if chosen is None:   # calm is "Reduce motion" (Preferences), not a speed
            return
        chosen.setChecked(True)
        self.settings.setValue(SPEED_KEY, speed.value)

    def show_preferences(self, page: str = "general") -> None:
        """Settings > Preferences (or Controls: its keys' page): OK applies (the language at
        the next start) and remembers."""
        from rok_qt.app.preferences import Preferences, PreferencesDialog

        current = Preferences.read(self.settings)
        dialog = PreferencesDialog(current, self.started_language, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show_page(page)
        dialog.accepted.connect(lambda: self.apply_preferences(dialog.preferences()))
        dialog.open()

    def apply_preferences(self, preferences: Preferences) -> None:
        """Sound, colour marks, motion now; everything remembered."""
        from rok_qt.ui.input import one_hand  # loads with the table
        from rok_qt.ui.table.stone_art import set_colour_marks

        assert self._game is not None
        preferences.write(self.settings)
        self.apply_look()
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
        one_hand.use(preferences.keys)   # the clusters' keys play a turn too
        preferences.pad.use()
