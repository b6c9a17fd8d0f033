"""Which controller buttons take, put back and say done (Settings > Controls), kept in QSettings.

One choice for every pad (the buttons are named by SDL's positional layout: A is the bottom face
button on every make). The d-pad and Start keep their use (moving the ring, pausing), so a
person cannot lose a way to steer or pause; a button serves one action.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QSettings

from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import action_title

CHOSEN = (Action.TAKE, Action.PUT_BACK, Action.DONE)
"""The actions whose button a person may choose."""
DEFAULTS = {Action.TAKE: mapping.BUTTON_A, Action.PUT_BACK: mapping.BUTTON_B,
            Action.DONE: mapping.BUTTON_BACK}
KEPT = frozenset(button for button, action in mapping.BUTTON_ACTIONS.items()
                 if action not in CHOSEN)
"""Buttons with a fixed use: the d-pad and Start."""
LAST_BUTTON = 20
"""SDL2's highest game-controller button (the touchpad's click)."""
SETTINGS_GROUP = "pad"


def button_name(button: int) -> str:
    """A controller button as its label reads (the Xbox layout's names, as SDL's)."""
    names = {
        mapping.BUTTON_A: "A", mapping.BUTTON_B: "B", 2: "X", 3: "Y",
        mapping.BUTTON_BACK: QCoreApplication.translate("PadButtons", "Back"),
        5: QCoreApplication.translate("PadButtons", "Guide"),
        mapping.BUTTON_START: QCoreApplication.translate("PadButtons", "Start"),
        7: QCoreApplication.translate("PadButtons", "Left stick"),
        8: QCoreApplication.translate("PadButtons", "Right stick"),
        9: QCoreApplication.translate("PadButtons", "Left shoulder"),
        10: QCoreApplication.translate("PadButtons", "Right shoulder"),
        mapping.DPAD_UP: QCoreApplication.translate("PadButtons", "D-pad up"),
        mapping.DPAD_DOWN: QCoreApplication.translate("PadButtons", "D-pad down"),
        mapping.DPAD_LEFT: QCoreApplication.translate("PadButtons", "D-pad left"),
        mapping.DPAD_RIGHT: QCoreApplication.translate("PadButtons", "D-pad right"),
    }
    name = names.get(button)
    if name is not None:
        return name
    return QCoreApplication.translate("PadButtons", "Button {n}").format(n=button)


@dataclass
class PadButtons:
    """The chosen buttons: action -> SDL button number."""

    buttons: dict[Action, int] = field(default_factory=lambda: dict(DEFAULTS))

    def clash(self, action: Action, button: int) -> str | None:
        """Why `button` cannot be `action`'s (a sentence), or None: it is free."""
        if button in KEPT:
            return QCoreApplication.translate(
                "PadButtons", "{button} moves the ring or pauses. Choose another button.").format(
                    button=button_name(button))
        for other, bound in self.buttons.items():
            if bound == button and other != action:
                return QCoreApplication.translate(
                    "PadButtons", "{button} is already {action}. Choose another button.").format(
                        button=button_name(button), action=action_title(other))
        return None

    def rebind(self, action: Action, button: int) -> str | None:
        """Give `button` to `action`; None when done, else why not (and nothing changes)."""
        why = self.clash(action, button)
        if why is None:
            self.buttons[action] = button
        return why

    def valid(self) -> bool:
        """Each chosen action has its own button, none of them a kept one."""
        values = [self.buttons.get(action) for action in CHOSEN]
        return (set(self.buttons) == set(CHOSEN) and len(set(values)) == len(values)
                and all(v is not None and 0 <= v <= LAST_BUTTON and v not in KEPT
                        for v in values))

    @classmethod
    def read(cls, settings: QSettings) -> PadButtons:
        """The remembered buttons; anything odd or clashing gives the defaults."""
        chosen = cls()
        settings.beginGroup(SETTINGS_GROUP)
        try:
            for action in CHOSEN:
                chosen.buttons[action] = _button(settings.value(action.value))
        finally:
            settings.endGroup()
        return chosen if chosen.valid() else cls()

    def write(self, settings: QSettings) -> None:
        """Remember them."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            for action, button in self.buttons.items():
                settings.setValue(action.value, button)
        finally:
            settings.endGroup()

    def use(self) -> None:
        """Every pad plays with these buttons from now on."""
        mapping.use({button: action for action, button in self.buttons.items()})


def _button(value: object) -> int:
    """A remembered button number, or -1 when the value is none (INI files keep text)."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        return -1
    text = str(value).strip()
    return int(text) if text.isdigit() and len(text) <= 2 else -1
