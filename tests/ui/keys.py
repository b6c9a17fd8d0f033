"""Key events as a keyboard sends them: explicit timestamps, sides and keypad, sent through the
application (so its event filters see them, as they see a real key)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QWidget

SHIFT_R = 0xFFE2
CONTROL_R = 0xFFE4
SHIFT_L = 0xFFE1
"""X11 keysyms: what nativeVirtualKey() holds for the two Shifts and Ctrls there."""

KEYS = {
    "W": (Qt.Key.Key_W, 0, False), "A": (Qt.Key.Key_A, 0, False),
    "S": (Qt.Key.Key_S, 0, False), "D": (Qt.Key.Key_D, 0, False),
    "Q": (Qt.Key.Key_Q, 0, False), "E": (Qt.Key.Key_E, 0, False),
    "R": (Qt.Key.Key_R, 0, False), "Z": (Qt.Key.Key_Z, 0, False), "T": (Qt.Key.Key_T, 0, False),
    "Up": (Qt.Key.Key_Up, 0, False), "Down": (Qt.Key.Key_Down, 0, False),
    "Left": (Qt.Key.Key_Left, 0, False), "Right": (Qt.Key.Key_Right, 0, False),
    "Shift_R": (Qt.Key.Key_Shift, SHIFT_R, False), "Shift_L": (Qt.Key.Key_Shift, SHIFT_L, False),
    "Control_R": (Qt.Key.Key_Control, CONTROL_R, False), "End": (Qt.Key.Key_End, 0, False),
    "KP_8": (Qt.Key.Key_8, 0, True), "KP_0": (Qt.Key.Key_0, 0, True),
    "KP_Up": (Qt.Key.Key_Up, 0, True), "KP_Enter": (Qt.Key.Key_Enter, 0, True),
}


def key_event(kind: QEvent.Type, name: str, timestamp: int, repeat: bool = False) -> QKeyEvent:
    """One key event by its binding name, stamped `timestamp` ms on Qt's event clock."""
    key, native, keypad = KEYS[name]
    modifiers = (Qt.KeyboardModifier.KeypadModifier if keypad
                 else Qt.KeyboardModifier.NoModifier)
    text = name.lower() if len(name) == 1 else ""
    event = QKeyEvent(kind, key, modifiers, 0, native, 0, text, repeat)
    event.setTimestamp(timestamp)
    return event


def press(widget: QWidget, name: str, timestamp: int, repeat: bool = False) -> None:
    """A key goes down (or repeats, held) in the widget, through the application."""
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyPress, name, timestamp, repeat))


def release(widget: QWidget, name: str, timestamp: int, repeat: bool = False) -> None:
    """A key comes up."""
    QApplication.sendEvent(widget, key_event(QEvent.Type.KeyRelease, name, timestamp, repeat))


def tap(widget: QWidget, name: str, timestamp: int) -> None:
    """Down and up again."""
    press(widget, name, timestamp)
    release(widget, name, timestamp + 40)
