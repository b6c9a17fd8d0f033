""""Play on your phone": a table's QR code and its short address, on the shared screen.

A phone that scans the code opens the table's phone page (rok_qt.net.phone_page) on the
table's own port. The code is made with segno and painted module by module (crisp at any
size, no image format involved); the address under it is plain text to type by hand.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QVBoxLayout, QWidget

from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role

QUIET = 4
"""Blank modules round the code, as the QR standard asks, so a camera finds its edges."""


class QrCode(QWidget):
    """A QR code of a text, painted black on white (module docstring)."""

    def __init__(self, parent: QWidget | None = None, side: int = 180) -> None:
        super().__init__(parent)
        self._rows: list[bytes] = []
        self._side = side
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(self.tr("QR code of the phone address"))

    def set_text(self, text: str) -> None:
        """Encode `text` (empty: nothing shown)."""
        if text:
            import segno  # loaded with the first code shown, not with the window

            self._rows = [bytes(row) for row in segno.make(text, error="m", micro=False).matrix]
        else:
            self._rows = []
        self.update()

    @property
    def modules(self) -> int:
        """The code's width in modules, without the quiet zone (0: none)."""
        return len(self._rows)

    def sizeHint(self) -> QSize:
        return QSize(self._side, self._side)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("white"))
        if not self._rows:
            return
        count = len(self._rows) + 2 * QUIET
        unit = min(self.width(), self.height()) // count
        offset = (min(self.width(), self.height()) - unit * count) // 2 + QUIET * unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        for y, row in enumerate(self._rows):
            for x, dark in enumerate(row):
                if dark:
                    painter.drawRect(offset + x * unit, offset + y * unit, unit, unit)
        painter.end()


class PhonePanel(QWidget):
    """"Play on your phone": the code and the address, and a line on what to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonePanel")
        self.code = QrCode(self)
        self.title = plain_label(self.tr("Play on your phone"))
        set_role(self.title, "lead-strong")
        self.address = plain_label()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAccessibleName(self.tr("Phone address"))
        self.help = plain_label(self.tr(
            "Scan the code with a phone's camera, or type the address in its browser: each "
            "player types a name and takes a free seat. Nothing to install."))
        self.help.setWordWrap(True)
        words = QVBoxLayout()
        words.addWidget(self.title)
        words.addWidget(self.address)
        words.addWidget(self.help)
        words.addStretch(1)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.code, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(words, 1)

    def set_address(self, url: str) -> None:
        """The phone page's address (empty: not known yet)."""
        self.address.setText(url or self.tr("starting\u2026"))
        self.code.set_text(url)
