"""Knows when something is open over the table: a dialog or a menu of the main window.

While anything is, time must be fair (issue 13): the grab turn's clock stops and no computer
player moves. A dialog that is meant to leave play running (a sheet beside the table) says so
with the dynamic property KEEPS_PLAYING.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget

KEEPS_PLAYING = "rok_keeps_playing"
"""Set to True on a dialog that does not pause play while it is open."""


def _belongs_to(widget: QWidget, window: QWidget) -> bool:
    """True when the widget is the window or one of its descendants, across top-levels."""
    current: QWidget | None = widget
    while current is not None:
        if current is window:
            return True
        current = current.parentWidget()
    return False


class OverTableWatch(QObject):
    """Emits `covered_changed(covered)` when the first window opens over the table, and when
    the last one closes; `covered` says which."""

    covered_changed = Signal(bool)

    def __init__(self, window: QWidget, start: bool = True) -> None:
        """Watching at once, or from `start()` (a window's first frame: an application-wide
        filter costs every event of the start a trip through Python)."""
        super().__init__(window)
        self._window = window
        self._open: set[int] = set()
        self._seen: set[int] = set()
        self._watching = False
        if start:
            self.start()

    def start(self) -> None:
        """Watch every window from now on; what is already open over the table counts at once
        (a question asked before the table's first frame)."""
        app = QApplication.instance()
        if self._watching or app is None:
            return
        self._watching = True
        app.installEventFilter(self)
        for widget in QApplication.topLevelWidgets():
            if widget.isVisible() and self._counts(widget):
                self._shown(widget)

    @property
    def covered(self) -> bool:
        """True while a dialog or menu of the window is open."""
        return bool(self._open)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and self._counts(watched):
            assert isinstance(watched, QWidget)
            if kind == QEvent.Type.Show:
                self._shown(watched)
            else:
                self._closed(id(watched))
        return False

    def _shown(self, widget: QWidget) -> None:
        key = id(widget)
        if key in self._open:
            return
        if key not in self._seen:   # a dialog deleted while open closes too
            self._seen.add(key)
            widget.destroyed.connect(lambda _obj=None, key=key: self._gone(key))
        self._opened(key)

    def _counts(self, watched: QObject) -> bool:
        if not isinstance(watched, (QDialog, QMenu)) or not watched.isWindow():
            return False
        if watched.property(KEEPS_PLAYING):
            return False
        return watched is not self._window and _belongs_to(watched, self._window)

    def _opened(self, key: int) -> None:
        was = self.covered
        self._open.add(key)
        if not was:
            self.covered_changed.emit(True)

    def _gone(self, key: int) -> None:
        self._seen.discard(key)
        # RuntimeError: the window, and this watch with it, is being deleted: nobody to tell.
        with contextlib.suppress(RuntimeError):
            self._closed(key)

    def _closed(self, key: int) -> None:
        if key in self._open:
            self._open.discard(key)
            if not self._open:
                self.covered_changed.emit(False)
