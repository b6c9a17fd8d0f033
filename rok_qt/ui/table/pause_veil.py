"""The veil over the table while a grab turn is paused: nobody studies the stones off the clock."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role


class PauseVeil(QWidget):
    """An opaque page laid over a widget (the table view), following its size; hidden at first."""

    def __init__(self, over: QWidget) -> None:
        super().__init__(over)
        self._over = over
        self.setObjectName("pause_veil")
        # The theme's veil, not a palette: inside a graphics view the palette is not painted.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        set_role(self, "veil")
        self.title = plain_label(self.tr("Paused"))
        set_role(self.title, "display")
        self.body = plain_label(self.tr(
            "Your clock is stopped while a window or menu is open. Close it to play on."))
        self.body.setWordWrap(True)
        set_role(self.body, "lead")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for label in (self.title, self.body):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addStretch(1)
        self.setAccessibleName(self.tr("Paused"))
        over.installEventFilter(self)
        self.setGeometry(over.rect())
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self._over:
            self.setGeometry(self._over.rect())
        return False

    def cover(self, covered: bool) -> None:
        """Lay the veil over the table, or lift it."""
        if covered:
            self.setGeometry(self._over.rect())
            self.raise_()
        self.setVisible(covered)
