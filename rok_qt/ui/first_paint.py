"""Once a widget has painted its first frame (or a window is first on screen): what a start
leaves for after the window, and then the table, is seen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow


class FirstPaint(QObject):
    """Calls `then` on the turn of the event loop after `widget`'s first paint is done (the
    frame is drawn by then), once; nothing if the widget goes first."""

    def __init__(self, widget: QWidget, then: Callable[[], object]) -> None:
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._then)   # queued: after this paint is done
        return False


class FirstExposed(QObject):
    """Calls `then` on the turn of the event loop after `window` is first exposed (on screen:
    Qt paints a window as it is exposed, so it is drawn by then), once; nothing if it goes
    first. A window painted without being on screen (`WA_DontShowOnScreen`) is not exposed."""

    def __init__(self, window: QWindow, then: Callable[[], object]) -> None:
        super().__init__(window)
        self._window = window
        self._then = then
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose and self._window.isExposed():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._then)   # queued: after the paint the exposure asks
        return False
