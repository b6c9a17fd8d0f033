"""Up to three players on one keyboard: each key cluster is one input (`InputId("keys", name)`).

`KeyClusters` watches the application's key events while a live race or the join panel
listens, and says what a cluster's key means (`Device.acted`) with the event's own timestamp.
Take, put back and done ignore auto-repeat (a key held down takes once); a direction held down
repeats on this object's own timer, because a platform's auto-repeat follows only the last key
pressed, and two players hold keys at once.
"""

from __future__ import annotations

import functools
import sys

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QWindow
from PySide6.QtWidgets import QApplication, QWidget

from rok_qt.ui.input.devices import STEPS, Action, Device, InputId
from rok_qt.ui.input.key_bindings import CLUSTERS, KeyBindings, cluster_title

REPEAT_DELAY_MS = 320
"""A direction held this long starts to repeat."""
REPEAT_MS = 110
"""Then it moves on this often."""

_KEYPAD = {
    Qt.Key.Key_Up: "8", Qt.Key.Key_Down: "2", Qt.Key.Key_Left: "4", Qt.Key.Key_Right: "6",
    Qt.Key.Key_Clear: "5", Qt.Key.Key_Insert: "0", Qt.Key.Key_Home: "7", Qt.Key.Key_End: "1",
    Qt.Key.Key_PageUp: "9", Qt.Key.Key_PageDown: "3", Qt.Key.Key_Delete: "Decimal",
    Qt.Key.Key_Period: "Decimal", Qt.Key.Key_Comma: "Decimal", Qt.Key.Key_Enter: "Enter",
    Qt.Key.Key_Return: "Enter", Qt.Key.Key_Plus: "Add", Qt.Key.Key_Minus: "Subtract",
    Qt.Key.Key_Asterisk: "Multiply", Qt.Key.Key_Slash: "Divide",
}
"""Keypad keys by what they say with Num Lock off too, so a cluster works either way."""
_ARROWS = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right)

# Which side a Shift or Ctrl was on: Qt's key code is the same for both.
_X11_SIDES = {0xFFE1: "Shift_L", 0xFFE2: "Shift_R", 0xFFE3: "Control_L", 0xFFE4: "Control_R"}
"""X11 and Wayland: nativeVirtualKey is the keysym."""
_WINDOWS_SCANS = {0x2A: "Shift_L", 0x36: "Shift_R", 0x1D: "Control_L", 0x11D: "Control_R"}
"""Windows: nativeScanCode, with the extended-key bit (0x100) that marks the right Ctrl."""
_WINDOWS_KEYS = {0xA0: "Shift_L", 0xA1: "Shift_R", 0xA2: "Control_L", 0xA3: "Control_R"}
_MAC_KEYS = {0x38: "Shift_L", 0x3C: "Shift_R", 0x3B: "Control_L", 0x3E: "Control_R"}
"""macOS: nativeVirtualKey is the virtual key code (kVK_RightShift, ...)."""
_MODIFIERS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Meta)


def _side(event: QKeyEvent) -> str | None:
    """'Shift_R', 'Control_L', ... for a modifier key event, or None if the side is unknown."""
    platform = QGuiApplication.platformName()
    if platform == "windows":
        return (_WINDOWS_KEYS.get(event.nativeVirtualKey())
                or _WINDOWS_SCANS.get(event.nativeScanCode()))
    if platform == "cocoa" or sys.platform == "darwin":
        return _MAC_KEYS.get(event.nativeVirtualKey())
    return _X11_SIDES.get(event.nativeVirtualKey())


def key_token(event: QKeyEvent) -> str | None:
    """The key's name in a binding ('W', 'Up', 'Shift_R', 'KP_8'), or None for no key."""
    key = event.key()
    if key in _MODIFIERS:
        return _side(event)
    keypad = bool(event.modifiers() & Qt.KeyboardModifier.KeypadModifier)
    if keypad and key in _ARROWS and sys.platform == "darwin":
        keypad = False   # macOS marks the arrow keys as keypad keys too
    name = QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)
    if keypad:
        return "KP_" + _KEYPAD.get(Qt.Key(key), name)
    return name or None


TAKES_KEYS = "rokTakesKeys"
"""A widget with this dynamic property set true gets every key it is sent (a key-capture
button), as text inputs do."""


@functools.cache
def _text_inputs() -> tuple[type[QWidget], ...]:
    """The widgets keys are typed into; PySide6 builds each class's enums when it is first
    named (a dozen, milliseconds of the start), so they are named at the first key."""
    from PySide6.QtWidgets import (
        QAbstractSpinBox,
        QComboBox,
        QLineEdit,
        QPlainTextEdit,
        QTextEdit,
    )

    return (QLineEdit, QAbstractSpinBox, QComboBox, QTextEdit, QPlainTextEdit)


def types_keys(watched: QObject) -> bool:
    """True when a key sent to `watched` is meant for a text field, spin box, combo box or
    key-capture button: it (or, for the window itself, the widget with the focus) gets it, and
    no key cluster does. Names are typed with W, A, S, D, Q, E and R too."""
    widget: QObject | None = watched
    if isinstance(watched, QWindow):
        widget = QApplication.focusWidget()
    while isinstance(widget, QWidget):
        if isinstance(widget, _text_inputs()) or widget.property(TAKES_KEYS):
            return True
        if widget.isWindow():
            return False
        widget = widget.parentWidget()
    return False


class KeyClusters(Device):
    """The key clusters of one keyboard, as one device; `listen()` while a race or join wants them.

    It only answers for the clusters given to `listen` and lets every other key through, so
    Esc, Enter and the menus' shortcuts keep working; a key typed into a text field, spin box,
    combo box or key-capture button always reaches it (`types_keys`).
    """

    def __init__(self, bindings: KeyBindings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lookup = (bindings or KeyBindings()).lookup()
        self._window: QWidget | None = None
        self._clusters: frozenset[str] = frozenset()
        self._held: dict[str, Action] = {}            # cluster -> its direction held down
        self._timers: dict[str, QTimer] = {}          # cluster -> its own repeat
        self._lingering = False

    @staticmethod
    def input_id(cluster: str) -> InputId:
        """The input a cluster is, in the seat table."""
        return InputId("keys", cluster)

    def announce(self) -> None:
        """Say each cluster is there, by its name for people (the join panel shows which one
        joined a seat)."""
        for cluster in CLUSTERS:
            self.attached.emit(self.input_id(cluster), cluster_title(cluster))

    def set_bindings(self, bindings: KeyBindings) -> None:
        """Use these keys from now on (Preferences changed them)."""
        self._lookup = bindings.lookup()

    @property
    def listening(self) -> bool:
        """True between listen() and stop()."""
        return self._window is not None

    @property
    def lingering(self) -> bool:
        """True while the keys listen on only for a moment after their race ended (`linger`)."""
        return self._lingering

    def linger(self) -> None:
        """The race that listened is over, but a take pressed just after its end still
        reaches for a stone (R4.6, R7.2): keep answering until `stop`, or until someone
        listens again and so takes the keys over (the ready gate)."""
        self._lingering = self.listening

    def listen(self, window: QWidget, clusters: frozenset[str] | None = None) -> None:
        """Answer key presses in this window for these clusters (all of them by default)."""
        self.stop()
        self._window = window
        self._lingering = False
        self._clusters = (frozenset(c for c, _ in self._lookup.values())
                          if clusters is None else clusters)
        app = QGuiApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def stop(self) -> None:
        """Let every key through again."""
        app = QGuiApplication.instance()
        if app is not None and self._window is not None:
            app.removeEventFilter(self)
        self._window = None
        self._lingering = False
        self._held.clear()
        for timer in self._timers.values():
            timer.stop()

    def _ours(self, watched: QObject) -> bool:
        """The event is for our window (not a dialog over it)."""
        window = self._window
        if window is None:
            return False
        if isinstance(watched, QWidget):
            return watched.window() is window
        return isinstance(watched, QWindow) and watched is window.windowHandle()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
                        QEvent.Type.ShortcutOverride) or not isinstance(event, QKeyEvent):
            return False
        if not self._ours(watched) or types_keys(watched):
            return False
        bound = self._bound(event)
        if bound is None:
            return False
        event.accept()   # ours, so no menu shortcut (Ctrl+W with Right Ctrl held) takes it
        if kind == QEvent.Type.KeyPress:
            self._pressed(event, *bound)
        elif kind == QEvent.Type.KeyRelease and not event.isAutoRepeat():
            self._released(*bound)
        return True

    def _bound(self, event: QKeyEvent) -> tuple[str, Action] | None:
        token = key_token(event)
        bound = None if token is None else self._lookup.get(token)
        return bound if bound is not None and bound[0] in self._clusters else None

    def _pressed(self, event: QKeyEvent, cluster: str, action: Action) -> None:
        if event.isAutoRepeat():
            return   # a held take takes once; held directions repeat on our own timer
        self.acted.emit(self.input_id(cluster), action, float(event.timestamp()))
        if action in STEPS:
            self._held[cluster] = action
            self._timer(cluster).start(REPEAT_DELAY_MS)

    def _released(self, cluster: str, action: Action) -> None:
        if self._held.get(cluster) == action:
            del self._held[cluster]
            self._timer(cluster).stop()

    def _timer(self, cluster: str) -> QTimer:
        timer = self._timers.get(cluster)
        if timer is None:
            timer = self._timers[cluster] = QTimer(self)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(lambda: self._repeat_held(cluster))
        return timer

    def _repeat_held(self, cluster: str) -> None:
        action = self._held.get(cluster)
        if action is None or self._window is None:
            return
        self._timer(cluster).setInterval(REPEAT_MS)
        self.acted.emit(self.input_id(cluster), action, None)
