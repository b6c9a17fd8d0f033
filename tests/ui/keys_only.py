"""A player with the keyboard alone: every key goes where the keyboard's focus is, nowhere else.

No helper here clicks, and none sends a key to a widget of its own choosing: a key goes to the
open menu, else to the widget with the focus (a modal dialog's own, when one is open). A
screen with nothing focused stops the player, and the test says so.

The offscreen platform has no window manager: when a dialog closes, no window becomes active.
`focused()` then activates the open modal dialog or the main window, as a window manager
does; Qt itself puts the focus back on the widget that had it in that window.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

MAX_TABS = 60
"""Tab presses a control may be away before it counts as out of reach."""


def _window_manager() -> None:
    """Activate a window when none is (or a closed menu still counts as active), as a
    window manager would."""
    active = QApplication.activeWindow()
    if active is not None and active.isVisible():
        return
    modal = QApplication.activeModalWidget()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow()
             and w.parentWidget() is None]
    window = modal if modal is not None else (shown[0] if shown else None)
    if window is not None:
        window.activateWindow()
        QApplication.processEvents()


def focused() -> QWidget:
    """Where a key goes now."""
    _window_manager()
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard's focus: a keyboard player is stuck"
    return target


def press(qtbot: QtBot, key: Qt.Key,
          modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to where the focus is."""
    qtbot.keyClick(focused(), key, modifiers)


def type_text(qtbot: QtBot, text: str) -> None:
    """Typing, into the focused field."""
    qtbot.keyClicks(focused(), text)


def tab_to(qtbot: QtBot, name: str, backwards: bool = False) -> QWidget:
    """Tab (or Shift+Tab) until the control of this accessible name has the focus."""
    for _ in range(MAX_TABS):
        widget = focused()
        if widget.accessibleName() == name or (
                hasattr(widget, "text") and callable(widget.text)
                and str(widget.text()).replace("&", "") == name):
            return widget
        if backwards:
            press(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            press(qtbot, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reaches {name!r}")
