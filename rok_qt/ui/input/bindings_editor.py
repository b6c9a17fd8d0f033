"""Preferences' key table: one "press a key" button per cluster and action, Restore defaults.

It edits a copy of `KeyBindings`; a key that another action already uses is refused with a
line saying which, and nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from rok_qt.ui.access.announcer import Announcer
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import (
    CLUSTERS,
    KEY_ACTIONS,
    KeyBindings,
    action_title,
    cluster_title,
    key_text,
)
from rok_qt.ui.input.keyboard import TAKES_KEYS, key_token
from rok_qt.ui.theme import sizes


class KeyButton(QPushButton):
    """Shows one action's key; clicked, it waits for the next key (Esc: keep the old one).

    `captured(token)` with the key pressed.
    """

    captured = Signal(str)

    def __init__(self, cluster: str, action: Action, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cluster = cluster
        self.action = action
        self.token = ""
        self.waiting = False
        self.setAutoDefault(False)
        self.setProperty(TAKES_KEYS, True)   # a key cluster never takes the key to capture
        self.setMinimumWidth(120)
        self.setAccessibleName(QCoreApplication.translate(
            "KeyBindings", "{cluster}: {action}").format(
                cluster=cluster_title(cluster), action=action_title(action)))
        self.clicked.connect(self.wait_for_key)

    def show_key(self, token: str) -> None:
        """Show this key (and stop waiting)."""
        self.token = token
        self.waiting = False
        self.setText(key_text(token))

    def wait_for_key(self) -> None:
        """The next key pressed here becomes this action's key."""
        self.waiting = True
        self.setText(QCoreApplication.translate("KeyBindings", "Press a key\u2026"))
        self.setFocus()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.waiting:
            super().keyPressEvent(event)
            return
        if event.key() == Qt.Key.Key_Escape:
            self.show_key(self.token)
            return
        token = key_token(event)
        if token is not None and not event.isAutoRepeat():
            self.captured.emit(token)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        if self.waiting:
            self.show_key(self.token)   # clicked away: nothing changes
        super().focusOutEvent(event)


class BindingsEditor(QWidget):
    """The three clusters' keys side by side, each changeable; `bindings` is the edited copy."""

    def __init__(self, bindings: KeyBindings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bindings = KeyBindings({c: dict(keys) for c, keys in bindings.clusters.items()})
        self.buttons: dict[tuple[str, Action], KeyButton] = {}
        self.announcer = Announcer(self, self)
        """Says the new key, or why it was refused, to a screen reader."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(sizes().spacing)   # the columns' titles apart at any text size
        for column, cluster in enumerate(CLUSTERS, start=1):
            title = QLabel(cluster_title(cluster))
            title.setTextFormat(Qt.TextFormat.PlainText)
            grid.addWidget(title, 0, column)
        for row, action in enumerate(KEY_ACTIONS, start=1):
            grid.addWidget(QLabel(action_title(action)), row, 0)
            for column, cluster in enumerate(CLUSTERS, start=1):
                button = KeyButton(cluster, action)
                button.captured.connect(lambda token, b=button: self._rebind(b, token))
                grid.addWidget(button, row, column)
                self.buttons[cluster, action] = button
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.restore = QPushButton(QCoreApplication.translate("KeyBindings", "Restore &defaults"))
        self.restore.setAutoDefault(False)
        self.restore.clicked.connect(self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addWidget(self.message)
        layout.addWidget(self.restore, 0, Qt.AlignmentFlag.AlignLeft)
        self._show()

    def _show(self) -> None:
        for (cluster, action), button in self.buttons.items():
            button.show_key(self.bindings.key(cluster, action))

    def _rebind(self, button: KeyButton, token: str) -> None:
        clash = self.bindings.rebind(button.cluster, button.action, token)
        if clash is None:
            self.message.setText("")
            self.announcer.say(button.accessibleName() + ": " + key_text(token))
        else:
            self.message.setText(QCoreApplication.translate(
                "KeyBindings", "{key} is already {cluster}: {action}. Choose another key.").format(
                    key=key_text(token), cluster=cluster_title(clash[0]),
                    action=action_title(clash[1])))
            self.announcer.say(self.message.text(), urgent=True)
        button.show_key(self.bindings.key(button.cluster, button.action))

    def restore_defaults(self) -> None:
        """Every key as it came."""
        self.bindings = KeyBindings()
        self.message.setText("")
        self._show()
