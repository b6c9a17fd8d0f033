"""Text from players and files on screen as text: labels, message boxes and tooltips that never
read it as markup.

Qt guesses (Qt.AutoText) that a string is rich text when it looks like a tag, and rich text runs
`<img src=PATH>`: a seat named `<img src=/dev/zero>` made the app read that file until it died.
So a label that can show a name says PlainText, and rich text escapes every piece it quotes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6 import QtCore
from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    # Named when a box is made: PySide6 builds a class's enums the first time the class is
    # named (QMessageBox's: ~2 ms), and the table's first frame shows no box (issue 34).
    from PySide6.QtWidgets import QMessageBox

# QtCore.Qt is named at call time: importing the name Qt builds all ~90 of its enums, about 10 ms
# before the first window could show.


def escape(text: str) -> str:
    """`text` made safe to put inside rich text: shown as it is, never run as a tag."""
    import html  # when first wanted: its entity table is not needed for the first frame

    return html.escape(text, quote=True)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A label that shows its text literally, whatever the text looks like."""
    label = QLabel(parent)
    label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def rich_label(markup: str, parent: QWidget | None = None) -> QLabel:
    """A label that is rich text on purpose; any player or file text in `markup` went through
    `escape`."""
    label = QLabel(parent)
    label.setTextFormat(QtCore.Qt.TextFormat.RichText)
    label.setText(markup)
    return label


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` literally: tooltips have no format of their own and read
    anything tag-like as rich text, so the text is escaped into a paragraph. (Qt's own
    convertFromPlainText would do, but reaching QtGui's Qt namespace builds all of its enums:
    about 20 ms of start-up.)"""
    return "<p>" + escape(text).replace("\n", "<br>") + "</p>"


def make_plain(box: QMessageBox) -> QMessageBox:
    """Show the box's text and informative text as plain text (call after setting them)."""
    box.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    # Qt gives the informative text its own label, which only follows the format set after
    # it was created.
    for label in box.findChildren(QLabel):
        label.setTextFormat(QtCore.Qt.TextFormat.PlainText)
    return box


def game_style_for_boxes() -> None:
    """The game's style (its stones as the boxes' icons) before a box is made: the start sets
    it once the table is built, a box wanted sooner sets it itself."""
    from PySide6.QtWidgets import QApplication

    from rok_qt.ui import theme

    app = QApplication.instance()
    if isinstance(app, QApplication):
        theme.use_game_style(app)


def message_box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str,
                buttons: QMessageBox.StandardButton | None = None) -> QMessageBox:
    """A message box whose text is shown literally (the static QMessageBox helpers guess);
    `buttons` Ok unless given."""
    from PySide6.QtWidgets import QMessageBox

    game_style_for_boxes()
    if buttons is None:
        buttons = QMessageBox.StandardButton.Ok
    return make_plain(QMessageBox(icon, title, text, buttons, parent))
