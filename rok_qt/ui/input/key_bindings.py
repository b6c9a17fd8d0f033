"""Which keys each keyboard cluster uses: the defaults, the checks, and QSettings memory.

A key is named by a short token that tells apart what Qt's key code does not: "Shift_R" and
"Control_R" (the right-hand modifiers), "KP_8" and "KP_Enter" (the numeric keypad, whatever
Num Lock says). `keyboard.key_token` makes one from a key event.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QKeySequence

from rok_qt.ui.input.devices import Action

CLUSTERS = ("wasd", "arrows", "keypad")
"""Up to three players on one keyboard, left to right."""
KEY_ACTIONS = (Action.UP, Action.LEFT, Action.DOWN, Action.RIGHT, Action.TAKE,
               Action.PUT_BACK, Action.DONE)
"""What a cluster's keys do; pausing is Esc, for everyone."""

Cluster = dict[Action, str]

DEFAULTS: dict[str, Cluster] = {
    "wasd": {Action.UP: "W", Action.LEFT: "A", Action.DOWN: "S", Action.RIGHT: "D",
             Action.TAKE: "Q", Action.PUT_BACK: "E", Action.DONE: "R"},
    "arrows": {Action.UP: "Up", Action.LEFT: "Left", Action.DOWN: "Down", Action.RIGHT: "Right",
               Action.TAKE: "Shift_R", Action.PUT_BACK: "Control_R", Action.DONE: "End"},
    "keypad": {Action.UP: "KP_8", Action.LEFT: "KP_4", Action.DOWN: "KP_5", Action.RIGHT: "KP_6",
               Action.TAKE: "KP_0", Action.PUT_BACK: "KP_Enter", Action.DONE: "KP_Add"},
}
"""Done sits beside each cluster's take and put back (R, End, keypad +), so a player need not
reach for the bar; Enter and the bar's button still say done for the mouse's player."""

SETTINGS_GROUP = "keys"
MAX_TOKEN = 32
"""A remembered key token longer than this is not one (the longest real one is 'Control_R')."""
_SIDES = {"Shift_R": "Right Shift", "Shift_L": "Left Shift",
          "Control_R": "Right Ctrl", "Control_L": "Left Ctrl"}


def cluster_title(cluster: str) -> str:
    """The cluster's name for people."""
    return {
        "wasd": QCoreApplication.translate("KeyBindings", "Left hand (W A S D)"),
        "arrows": QCoreApplication.translate("KeyBindings", "Arrow keys"),
        "keypad": QCoreApplication.translate("KeyBindings", "Numeric keypad"),
    }.get(cluster, cluster)


def action_title(action: Action) -> str:
    """What a key does, for people."""
    return {
        Action.UP: QCoreApplication.translate("KeyBindings", "Up"),
        Action.DOWN: QCoreApplication.translate("KeyBindings", "Down"),
        Action.LEFT: QCoreApplication.translate("KeyBindings", "Left"),
        Action.RIGHT: QCoreApplication.translate("KeyBindings", "Right"),
        Action.TAKE: QCoreApplication.translate("KeyBindings", "Take"),
        Action.PUT_BACK: QCoreApplication.translate("KeyBindings", "Put back"),
        Action.DONE: QCoreApplication.translate("KeyBindings", "Done"),
        Action.PAUSE: QCoreApplication.translate("KeyBindings", "Pause"),
    }[action]


def key_text(token: str) -> str:
    """A key token as the keyboard shows it ('Right Shift', 'Keypad 8', 'W')."""
    if token in _SIDES:
        return {
            "Shift_R": QCoreApplication.translate("KeyBindings", "Right Shift"),
            "Shift_L": QCoreApplication.translate("KeyBindings", "Left Shift"),
            "Control_R": QCoreApplication.translate("KeyBindings", "Right Ctrl"),
            "Control_L": QCoreApplication.translate("KeyBindings", "Left Ctrl"),
        }[token]
    if token.startswith("KP_"):
        name = token[3:]
        shown = {"Add": "+", "Subtract": "-", "Multiply": "*", "Divide": "/",
                 "Decimal": "."}.get(name, QKeySequence.fromString(name).toString(
                     QKeySequence.SequenceFormat.NativeText) or name)
        return QCoreApplication.translate("KeyBindings", "Keypad {key}").format(key=shown)
    return QKeySequence.fromString(token).toString(
        QKeySequence.SequenceFormat.NativeText) or token


@dataclass
class KeyBindings:
    """Every cluster's keys: cluster -> action -> key token."""

    clusters: dict[str, Cluster] = field(
        default_factory=lambda: {name: dict(keys) for name, keys in DEFAULTS.items()})

    def key(self, cluster: str, action: Action) -> str:
        """The key for one action of one cluster."""
        return self.clusters[cluster][action]

    def lookup(self) -> dict[str, tuple[str, Action]]:
        """key token -> (cluster, action), for the key handler."""
        return {token: (name, action) for name, keys in self.clusters.items()
                for action, token in keys.items()}

    def clash(self, token: str, cluster: str, action: Action) -> tuple[str, Action] | None:
        """Which other cluster or action already uses `token`, or None: it is free."""
        for name, keys in self.clusters.items():
            for other, bound in keys.items():
                if bound == token and (name, other) != (cluster, action):
                    return name, other
        return None

    def rebind(self, cluster: str, action: Action, token: str) -> tuple[str, Action] | None:
        """Give `token` to this action; None when done, else the clash and nothing changes."""
        clash = self.clash(token, cluster, action)
        if clash is None:
            self.clusters[cluster][action] = token
        return clash

    def valid(self) -> bool:
        """Every cluster has every action, and no key serves twice."""
        tokens = [t for keys in self.clusters.values() for t in keys.values()]
        return (set(self.clusters) == set(CLUSTERS)
                and all(set(keys) == set(KEY_ACTIONS) for keys in self.clusters.values())
                and all(tokens) and len(tokens) == len(set(tokens)))

    @classmethod
    def read(cls, settings: QSettings) -> KeyBindings:
        """The remembered keys; any missing, empty or clashing set falls back to the defaults."""
        bindings = cls()
        settings.beginGroup(SETTINGS_GROUP)
        try:
            for name in CLUSTERS:
                for action in KEY_ACTIONS:
                    value = settings.value(f"{name}/{action.value}")
                    # A token names one key: short, printable text (else the default stays).
                    if isinstance(value, str) and value.strip() and len(value) <= MAX_TOKEN \
                            and value.isprintable():
                        bindings.clusters[name][action] = value.strip()
        finally:
            settings.endGroup()
        return bindings if bindings.valid() else cls()

    def write(self, settings: QSettings) -> None:
        """Remember every key."""
        settings.beginGroup(SETTINGS_GROUP)
        try:
            for name, keys in self.clusters.items():
                for action, token in keys.items():
                    settings.setValue(f"{name}/{action.value}", token)
        finally:
            settings.endGroup()
