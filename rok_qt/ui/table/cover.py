"""The cover screen between relay turns: whose turn comes, and everyone else looks away."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from rok_qt.ui.persons import fill
from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role


class CoverScreen(QWidget):
    """Names the player whose turn comes and hides the table; Space or a click reveals it.

    `revealed` carries the revealing input event's timestamp: the turn's stamps count from it.
    """

    revealed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("cover")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Whose turn"))
        # The hall's ground by the theme's role, so the high-contrast look reaches it too (a
        # styled background needs WA_StyledBackground on a plain QWidget).
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        set_role(self, "veil")
        self.title = plain_label()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_role(self.title, "display")
        self.title.setWordWrap(True)
        self.body = plain_label()
        self.body.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.body.setWordWrap(True)
        set_role(self.body, "lead")
        self.hint = plain_label(self.tr(
            "Drag a stone onto its twin to take a pair, or onto a balance stone to claim its "
            "twin. Or click one stone, then the other (or ring each with the arrow keys or "
            "Page Down and press Enter, then Enter again to take them). Click a taken stone, "
            "or press Backspace, to put it back. Ctrl+Enter or Done ends your turn."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_role(self.hint, "hint")
        self.ready = QPushButton(self.tr("I'm ready (Space)"))
        self.ready.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.ready.setMinimumHeight(44)
        self.ready.setAccessibleName(self.tr("I'm ready"))
        set_role(self.ready, "big")
        # The button's click has no input event of its own; reveal from the press event instead.
        self.ready.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.body)
        layout.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.ready)
        row.addStretch()
        layout.addLayout(row)
        layout.addSpacing(24)
        layout.addWidget(self.hint)
        layout.addStretch(3)

    def show_for(self, name: str) -> None:
        """Ask everyone but this player to look away."""
        self.title.setText(fill(self.tr("{name}'s turn"), name=name))
        self.body.setText(fill(self.tr(
            "Pass the screen to {name}. Everyone else, please look away.\n"
            "The clock starts when {name} is ready."), name=name))
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(f"{self.body.text()} {self.hint.text()}")

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.revealed.emit(event.timestamp())
            return
        super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.revealed.emit(event.timestamp())
