"""What Settings > Preferences sets, read from and written to QSettings (every value checked):
apart from the dialog, so the start reads them without loading the dialog's widgets."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QSettings

from rok_qt.app.checked import as_text, int_setting, text_setting
from rok_qt.app.i18n import read_language, write_language
from rok_qt.app.look_settings import CONTRAST_KEY, TEXT_SIZE_KEY, read_look
from rok_qt.app.network.interfaces import INTERFACES_KEY, parse_interfaces
from rok_qt.ui.input.key_bindings import KeyBindings
from rok_qt.ui.input.pad_buttons import PadButtons
from rok_qt.ui.table.speed import AnimationSpeed

VOLUME_KEY = "sound/volume"
MUTED_KEY = "sound/muted"
MARKS_KEY = "display/colour_marks"
REDUCED_KEY = "display/reduced_motion"
SPEED_KEY = "animations/speed"
GO_ON_KEY = "pace/go_on_after"
GO_ON_MAX = 60
"""Seconds: the longest "Go on by itself after" the dialog offers."""


def _flag(settings: QSettings, key: str) -> bool:
    """INI files store booleans as text: 'true', 'false', '1', '0'; anything else is off."""
    value = settings.value(key, "false")
    if isinstance(value, bool):
        return value
    return as_text(value, "", 16).strip().lower() in ("true", "1", "yes")


@dataclass
class Preferences:
    """Everything the Preferences dialog sets."""

    language: str = ""
    volume: int = 80
    muted: bool = False
    colour_marks: bool = False
    reduced_motion: bool = False
    speed: AnimationSpeed = AnimationSpeed.NORMAL
    keys: KeyBindings = dataclasses.field(default_factory=KeyBindings)
    go_on_after: int = 0
    """Seconds after which the table goes on past a round by itself; 0: it waits for the
    people's ready (the default)."""
    interfaces: str = ""
    """Where network tables are hosted and looked for: addresses with commas ("" everywhere);
    `--interface` overrides it for one run."""
    text_size: int = 100
    """Percent (100-200) of the game's text size."""
    contrast: str = "system"
    """One of `variants.CONTRASTS`: the system's preference, the game's look, high contrast."""
    pad: PadButtons = dataclasses.field(default_factory=PadButtons)
    """The game controllers' take, put back and done buttons."""

    @classmethod
    def read(cls, settings: QSettings) -> Preferences:
        """The saved preferences; anything unreadable falls back to its default."""
        volume = int_setting(settings, VOLUME_KEY, 80, 0, 100)
        try:
            speed = AnimationSpeed(as_text(settings.value(SPEED_KEY), "normal", 16))
        except ValueError:
            speed = AnimationSpeed.NORMAL
        if speed == AnimationSpeed.CALM:   # "Reduce motion" says calm, not the speed
            speed = AnimationSpeed.NORMAL
        go_on = int_setting(settings, GO_ON_KEY, 0, 0, GO_ON_MAX)
        interfaces = text_setting(settings, INTERFACES_KEY, 1000)
        try:
            parse_interfaces(interfaces)
        except ValueError:
            interfaces = ""   # edited by hand into nonsense: as if unset
        return cls(read_language(settings), volume, _flag(settings, MUTED_KEY),
                   _flag(settings, MARKS_KEY), _flag(settings, REDUCED_KEY), speed,
                   KeyBindings.read(settings), go_on, interfaces, *read_look(settings),
                   PadButtons.read(settings))

    def write(self, settings: QSettings) -> None:
        """Remember them all."""
        write_language(settings, self.language)
        settings.setValue(VOLUME_KEY, self.volume)
        settings.setValue(MUTED_KEY, "true" if self.muted else "false")
        settings.setValue(MARKS_KEY, "true" if self.colour_marks else "false")
        settings.setValue(REDUCED_KEY, "true" if self.reduced_motion else "false")
        settings.setValue(SPEED_KEY, self.speed.value)
        settings.setValue(GO_ON_KEY, self.go_on_after)
        self.keys.write(settings)
        self.pad.write(settings)
        settings.setValue(INTERFACES_KEY, self.interfaces)
        settings.setValue(TEXT_SIZE_KEY, self.text_size)
        settings.setValue(CONTRAST_KEY, self.contrast)
