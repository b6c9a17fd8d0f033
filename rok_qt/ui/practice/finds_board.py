"""The find-times board beside the practice table: each find of this throw, and the medians.

It stands in the right-hand band, level with the table, where a seat panel would sit in a game:
the eye goes there straight from the stones. Every line is the game's own wording and numbers.
"""

from __future__ import annotations

import statistics

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.practice import Find, FindKind
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.table_layout import BAND_X, PANEL_W, SLOT_STEP
from rok_qt.ui.table.table_notes import seconds

BOARD_RECT = QRectF(BAND_X - PANEL_W / 2, -SLOT_STEP - 110.0, PANEL_W, 2 * SLOT_STEP + 220.0)
"""The right band from top to bottom, free at the practice table; the card is as tall as its
lines."""
SHOWN_FINDS = 12
"""Finds listed one by one; older ones of a long throw are summed up in one line."""
_PAD = 14.0


def median_ms(times: list[int]) -> int | None:
    """The median of some find times, None without any."""
    return round(statistics.median(times)) if times else None


class FindsBoard(QGraphicsObject):
    """A dark card: a title, this throw's finds, its median and the sitting's median."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(30)
        self.title = ""
        self.lines: list[str] = []
        self.footer: list[str] = []
        self._height = 0.0
        self.setPos(BOARD_RECT.topLeft())

    def show_finds(self, throw: int, finds: list[Find], sitting: list[int], done: bool) -> None:
        """This throw's finds and medians; `sitting` holds every own find since practice began."""
        self.title = self.tr("Find times \u00b7 throw {number}").format(number=throw)
        if finds:
            self.lines = self.find_lines(finds)
        elif done:
            self.lines = [self.tr("Nothing to take on this throw.")]
        else:
            self.lines = [self.tr("No find yet: look for two face-up twins, or the twin of your "
                                  "balance stone.")]
        own = median_ms([f.ms for f in finds if not f.hinted])
        overall = median_ms(sitting)
        count = len(sitting)   # a plain name: lupdate skips a plural whose n is an expression
        self.footer = [
            self.tr("Median: {time}").format(time="\u2013" if own is None else seconds(own)),
            self.tr("Since you sat down: {time} (%n find(s))", "", count).format(
                time="\u2013" if overall is None else seconds(overall)),
        ]
        if done:
            self.footer.append(self.tr("T: the next throw."))
        self._relayout()
        self.update()

    def find_lines(self, finds: list[Find]) -> list[str]:
        """'3.  2.1 s  pair' per find, newest last; a hinted find says so."""
        lines = []
        for number, find in enumerate(finds, start=1):
            kind = self.tr("pair") if find.kind == FindKind.PAIR else self.tr("balance twin")
            line = self.tr("{number}.  {time}  {kind}").format(
                number=number, time=seconds(find.ms), kind=kind)
            lines.append(self.tr("{find} (hint)").format(find=line) if find.hinted else line)
        if len(lines) > SHOWN_FINDS:
            skipped = len(lines) - SHOWN_FINDS + 1
            lines = [self.tr("\u2026 %n earlier find(s)", "", skipped),
                     *lines[-(SHOWN_FINDS - 1):]]
        return lines

    def text(self) -> str:
        """Everything on the board, line by line (for tests and screen readers)."""
        return "\n".join([self.title, *self.lines, *self.footer])

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, BOARD_RECT.width(), self._height)

    def _blocks(self) -> list[tuple[list[str], int, bool, str, float]]:
        """(lines, pixel size, bold, ink, space above) from the top of the card down."""
        return [([self.title], 21, True, palette.PANEL_NAME, 0.0),
                (self.lines, 20, False, palette.LABEL_FILL, 8.0),
                (self.footer, 19, True, palette.PANEL_NAME, 12.0)]

    def _laid_out(self) -> list[tuple[QFont, str, str, QRectF]]:
        """Each line with its font, ink and wrapped rectangle in the card."""
        width = BOARD_RECT.width() - 2 * _PAD
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        placed = []
        y = _PAD
        for lines, pixels, bold, ink, above in self._blocks():
            font = QFont()
            font.setPixelSize(pixels)
            font.setBold(bold)
            metrics = QFontMetricsF(font)
            y += above
            for line in lines:
                height = metrics.boundingRect(QRectF(0, 0, width, 1000), flags, line).height()
                placed.append((font, ink, line, QRectF(_PAD, y, width, height)))
                y += height + 4
        return placed

    def _relayout(self) -> None:
        placed = self._laid_out()
        self.prepareGeometryChange()
        self._height = (placed[-1][3].bottom() if placed else 0.0) + _PAD

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.title:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour(palette.PANEL_BORDER), 1.5))
        painter.setBrush(colour(palette.PANEL_FILL))
        painter.drawRoundedRect(self.boundingRect(), 12, 12)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
        for font, ink, line, rect in self._laid_out():
            painter.setFont(font)
            painter.setPen(colour(ink))
            painter.drawText(rect, flags, line)
