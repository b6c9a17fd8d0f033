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

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._open: set[int] = set()
        self._seen: set[int] = set()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    @property
    def covered(self) -> bool:
        """True while a dialog or menu of the window is open."""
        return bool(self._open)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.Show, QEvent.Type.Hide) and self._counts(watched):
            assert isinstance(watched, QWidget)
            key = id(watched)
            if kind == QEvent.Type.Show and key not in self._open:
                if key not in self._seen:   # a dialog deleted while open closes too
                    self._seen.add(key)
                    watched.destroyed.connect(lambda _obj=None, key=key: self._gone(key))
                self._opened(key)
            elif kind == QEvent.Type.Hide:
                self._closed(key)
        return False

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
