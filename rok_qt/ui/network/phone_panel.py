""""Play on your phone": a table's QR code and its short address, on the shared screen.

A phone that scans the code opens the table's phone page (rok_qt.net.phone_page) on the
table's own port. The code is made with segno and painted module by module (crisp at any
size, no image format involved); the address under it is plain text to type by hand.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

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
        self.setFixedSize(side, side)   # never squeezed: a camera needs every module
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
        side = min(self.width(), self.height())
        if not self._rows:
            painter.fillRect(0, 0, side, side, QColor("white"))
            return
        # Whole pixels per module (crisp edges); white just round the code and its quiet zone.
        count = len(self._rows) + 2 * QUIET
        unit = max(1, side // count)
        corner = (side - unit * count) // 2
        painter.fillRect(corner, corner, unit * count, unit * count, QColor("white"))
        offset = corner + QUIET * unit
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        for y, row in enumerate(self._rows):
            for x, dark in enumerate(row):
                if dark:
                    painter.drawRect(offset + x * unit, offset + y * unit, unit, unit)
        painter.end()


class PhonePanel(QWidget):
    """"Play on your phone": the code and the address, and a line on what to do. Beside the
    words (a lobby), or `column`: the words above and below the code, as narrow as it (New
    game, where the panel stands beside the seats)."""

    def __init__(self, parent: QWidget | None = None, column: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("phonePanel")
        # Bigger on a big screen (a room's television), so a phone finds it from a seat.
        screen = self.screen()
        high = 0 if screen is None else screen.availableGeometry().height()
        self.code = QrCode(self, max(180, min(260, high * 2 // 9)))
        self.title = plain_label(self.tr("Play on your phone"))
        set_role(self.title, "lead-strong")
        self.address = plain_label()
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAccessibleName(self.tr("Phone address"))
        self.help = plain_label(self.tr(
            "Scan the code with a phone's camera, or type the address in its browser: each "
            "player types a name and takes a free seat. Nothing to install."))
        self.help.setWordWrap(True)
        self._column = column
        if column:
            self.address.setWordWrap(True)
            self.setFixedWidth(self.code.sizeHint().width() + 24)
            words = QVBoxLayout(self)
            words.setContentsMargins(0, 0, 0, 0)
            for widget in (self.title, self.code, self.address, self.help):
                words.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter
                                if widget is self.code else Qt.AlignmentFlag(0))
            words.addStretch(1)
            return
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
        if self._column:   # the address on one line, to be typed as it reads
            wide = self.address.fontMetrics().horizontalAdvance(url) + 8
            self.setFixedWidth(max(self.code.width() + 24, wide))
