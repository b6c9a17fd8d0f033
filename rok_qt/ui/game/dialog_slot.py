"""The one window-modal dialog the game shows at a time, opened and closed in one place."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPoint, Signal
from PySide6.QtWidgets import QDialog, QWidget


class DialogSlot(QObject):
    """Holds the open dialog (at most one); `dialog_opened(dialog)` when one is shown."""

    dialog_opened = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._dialog: QDialog | None = None

    @property
    def dialog(self) -> QDialog | None:
        """The dialog on screen, if any."""
        return self._dialog

    def open(self, dialog: QDialog, on_accept: Callable[[], object]) -> None:
        """Show the dialog (closing any other); on_accept runs when it is accepted."""
        self.close()
        self._dialog = dialog
        dialog.accepted.connect(on_accept)
        dialog.finished.connect(lambda _result: self._forget(dialog))
        centre_on_window(dialog)
        dialog.open()
        self.dialog_opened.emit(dialog)

    def close(self) -> None:
        """Close the open dialog without answering it (the game moved on)."""
        if self._dialog is not None:
            dialog, self._dialog = self._dialog, None
            dialog.blockSignals(True)
            dialog.close()
            dialog.deleteLater()

    def _forget(self, dialog: QDialog) -> None:
        if self._dialog is dialog:
            self._dialog = None
        dialog.deleteLater()


def centre_on_window(dialog: QWidget) -> None:
    """Place the dialog over the middle of its parent's window, whatever the window manager
    would have chosen (a dialog over the table, not in a screen corner)."""
    parent = dialog.parentWidget()
    if parent is None:
        return
    window = parent.window()
    dialog.adjustSize()
    frame = window.frameGeometry()
    centre = window.mapToGlobal(window.rect().center()) if window.isVisible() else frame.center()
    dialog.move(centre - QPoint(dialog.width() // 2, dialog.height() // 2))
