"""Settings > Controls' game-controller buttons: click one, press the button on any pad.

It edits a copy of `PadButtons`; a button with a fixed use (the d-pad, Start) or another
action's is refused with a sentence, and nothing changes. SDL is loaded only when a person
clicks to choose a button.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rok_qt.ui.access.announcer import Announcer
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import action_title
from rok_qt.ui.input.keyboard import TAKES_KEYS
from rok_qt.ui.input.pad_buttons import CHOSEN, PadButtons, button_name
from rok_qt.ui.input.pads import Pads

translate = QCoreApplication.translate


class PadButton(QPushButton):
    """Shows one action's controller button; clicked, it waits for the next button pressed on
    any pad (Esc, or clicking elsewhere, keeps the old one). `captured(button)`; `unavailable`
    (why) when no controller can be read here."""

    captured = Signal(int)
    unavailable = Signal(str)

    def __init__(self, action: Action, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.action = action
        self.button = -1
        self.waiting = False
        self.setAutoDefault(False)
        self.setProperty(TAKES_KEYS, True)   # Esc cancels here, never the dialog
        self.setMinimumWidth(120)
        self.setAccessibleName(translate("PadButtons", "Game controller: {action}").format(
            action=action_title(action)))
        self.clicked.connect(self.wait_for_button)

    def show_button(self, button: int) -> None:
        """Show this button (and stop waiting)."""
        self.button = button
        self._stop()
        self.setText(button_name(button))

    def wait_for_button(self) -> None:
        """The next button pressed on a pad becomes this action's."""
        pads = Pads.shared()
        if not pads.listen(self):
            self.unavailable.emit(pads.problem or "")
            return
        if not self.waiting:
            pads.pressed.connect(self._pressed)
        self.waiting = True
        self.setText(translate("PadButtons", "Press a button\u2026"))
        self.setFocus()

    def _pressed(self, button: int) -> None:
        if self.waiting:
            self._stop()
            self.captured.emit(button)

    def _stop(self) -> None:
        if self.waiting:
            self.waiting = False
            pads = Pads.shared()
            pads.pressed.disconnect(self._pressed)
            pads.unlisten(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.waiting and event.key() == Qt.Key.Key_Escape:
            self.show_button(self.button)
            return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if self.waiting:
            self.show_button(self.button)   # clicked away: nothing changes
        super().focusOutEvent(event)


class PadEditor(QWidget):
    """Take, put back and done on a game controller; `buttons` is the edited copy."""

    def __init__(self, buttons: PadButtons, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons = PadButtons(dict(buttons.buttons))
        self.choosers: dict[Action, PadButton] = {}
        self.announcer = Announcer(self, self)
        """Says the new button, or why it was refused, to a screen reader."""
        grid = QGridLayout()
        for row, action in enumerate(CHOSEN):
            grid.addWidget(QLabel(action_title(action)), row, 0)
            chooser = PadButton(action)
            chooser.captured.connect(lambda button, c=chooser: self._rebind(c, button))
            chooser.unavailable.connect(self._unavailable)
            grid.addWidget(chooser, row, 1)
            self.choosers[action] = chooser
        grid.setColumnStretch(2, 1)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.restore = QPushButton(translate("PadButtons", "Restore the &buttons"))
        self.restore.setAutoDefault(False)
        self.restore.clicked.connect(self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.restore, 0, Qt.AlignmentFlag.AlignLeft)
        self._show()

    def _show(self) -> None:
        for action, chooser in self.choosers.items():
            chooser.show_button(self.buttons.buttons[action])

    def _rebind(self, chooser: PadButton, button: int) -> None:
        why = self.buttons.rebind(chooser.action, button)
        self.message.setText(why or "")
        chooser.show_button(self.buttons.buttons[chooser.action])
        self.announcer.say(why or chooser.accessibleName() + ": " + button_name(button),
                           urgent=why is not None)

    def _unavailable(self, why: str) -> None:
        self.message.setText(translate(
            "PadButtons", "No game controller can be read here: {why}").format(why=why))
        self.announcer.say(self.message.text(), urgent=True)

    def restore_defaults(self) -> None:
        """A, B and Back, as they came."""
        self.buttons = PadButtons()
        self.message.setText("")
        self._show()
