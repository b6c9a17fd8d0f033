"""The keyboard ring: a thick ring in the player's colour, edged in black, round one stone.

It is its own item above the stones, so it reads on felt, on every stone colour and beside the
thinner selection marks. When a pair waits for a second Space it says so beside the stone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.physics import STONE_RADIUS

SEAT_RING_COLOURS = ("#ffffff", "#ff4fd8", "#00e5ff", "#ff9a1f", "#b4ff3a")
"""One bright ring colour per seat, each far from the felt green and from the others."""
EDGE = "#000000"
RING_RADIUS = STONE_RADIUS * 1.55
"""Outside the selection mark (1.25 radii), so both show at once."""
RING_WIDTH = 6.0
"""mm: about 4 px at 1280x800 (with its black edges, 6 px), more on a large screen."""
EDGE_WIDTH = 2.0


def _note_font() -> QFont:
    font = QFont()
    font.setPixelSize(15)
    font.setBold(True)
    return font


def seat_ring_colour(seat: int) -> QColor:
    """The keyboard ring's colour for a seat."""
    return QColor(SEAT_RING_COLOURS[seat % len(SEAT_RING_COLOURS)])


class FocusRing(QGraphicsObject):
    """Where the keyboard points; hidden until the first arrow key."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.colour = seat_ring_colour(seat)
        self.note = ""
        self.setZValue(35)
        self.setVisible(False)

    def set_note(self, note: str) -> None:
        """A short line beside the ring (empty: none)."""
        if note != self.note:
            self.prepareGeometryChange()
            self.note = note
            self.update()

    def boundingRect(self) -> QRectF:
        r = RING_RADIUS + RING_WIDTH
        rect = QRectF(-r, -r, 2 * r, 2 * r)
        if self.note:
            rect = rect.united(self._note_rect())
        return rect

    def _note_rect(self) -> QRectF:
        width = QFontMetricsF(_note_font()).horizontalAdvance(self.note) + 8
        return QRectF(-width / 2, RING_RADIUS + RING_WIDTH + 2, width, 24)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.boundingRect())
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(EDGE), RING_WIDTH + 2 * EDGE_WIDTH))
        painter.drawEllipse(QPointF(0, 0), RING_RADIUS, RING_RADIUS)
        painter.setPen(QPen(self.colour, RING_WIDTH))
        painter.drawEllipse(QPointF(0, 0), RING_RADIUS, RING_RADIUS)
        if self.note:
            painter.setFont(_note_font())
            rect = self._note_rect()
            painter.setPen(QColor(EDGE))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                painter.drawText(rect.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, self.note)
            painter.setPen(self.colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.note)
