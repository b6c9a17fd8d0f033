"""The bar under the table: what is happening or awaited, a clock, and one action button."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role


class TurnBar(QWidget):
    """Under the table: what is happening or awaited, a clock, and one action button."""

    action_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What happens now"))
        self.clock = plain_label()
        self.clock.setAccessibleName(self.tr("Turn clock"))
        set_role(self.clock, "clock")
        self.clock.setMinimumWidth(80)
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.button = QPushButton()
        self.button.setMinimumWidth(110)
        # Keys go to the table (Space and Enter act there); the button is for the mouse.
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.button.clicked.connect(self.action_clicked)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.addWidget(self.message, 1)
        layout.addWidget(self.clock)
        layout.addWidget(self.button)
        self.prompt("")

    def prompt(self, text: str, button: str | None = None) -> None:
        """Show a message; a button label shows the button."""
        self.message.setText(text)
        self.button.setVisible(button is not None)
        if button is not None:
            self.button.setText(button)
        self.clock.clear()

    def set_clock(self, text: str, urgent: bool = False) -> None:
        """The relay clock, red in its last seconds."""
        self.clock.setText(text)
        set_role(self.clock, "urgent" if urgent else "clock")
