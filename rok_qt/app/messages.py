"""Message boxes that show their text as plain text, never as Qt rich text.

QMessageBox's static helpers guess the format, and markup in a seat name or a file (`<img
src=PATH>`) would be rendered and PATH opened. Every box the app builds from text a player or
a file supplied comes from here. `exec` is the one call that waits for the player, so tests
replace `QMessageBox.exec` and read the box itself.
"""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from rok_qt.ui.plain import message_box

Button = QMessageBox.StandardButton

MAX_QUOTE = 100
"""Characters of a file's own text (an error quoting it) that a message may show."""


def shorten(text: str, limit: int = MAX_QUOTE) -> str:
    """`text` on one line, cut to `limit` characters with an ellipsis."""
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "\u2026"


def plain_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
              buttons: Button = Button.Ok, default: Button = Button.NoButton) -> QMessageBox:
    """A message box whose text is shown literally."""
    box = message_box(parent, icon, title, text, buttons)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    return box


def ask(box: QMessageBox) -> Button:
    """Show `box` until the player answers; the standard button chosen."""
    answer = box.exec()
    box.deleteLater()
    return Button(answer)


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning with an OK button, its text shown literally."""
    ask(plain_box(parent, QMessageBox.Icon.Warning, title, text))


def question(parent: QWidget | None, title: str, text: str, buttons: Button,
             default: Button) -> Button:
    """A question, its text shown literally; the button chosen."""
    return ask(plain_box(parent, QMessageBox.Icon.Question, title, text, buttons, default))
