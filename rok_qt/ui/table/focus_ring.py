"""The keyboard ring: a thick ring in the player's colour, edged in black, round one stone.

It is its own item above the stones, so it reads on felt, on every stone colour and beside the
thinner selection marks. When a pair waits for a second Space it says so beside the stone.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.table_shape import STONE_RADIUS
from rok_qt.ui.palette import SEAT_COLOURS

SEAT_RING_COLOURS = SEAT_COLOURS
"""One ring colour per seat (`palette.SEAT_COLOURS`: white, cobalt, brick, amber, sky)."""
SEAT_EMBLEMS = ("circle", "square", "triangle", "diamond", "star")
"""Each seat's shape, its mark besides colour: on its panel and on its rings and cursors."""
EDGE = "#000000"
RING_RADIUS = STONE_RADIUS * 1.55
"""Outside the selection mark (1.25 radii), so both show at once."""
RING_WIDTH = 6.0
"""mm: about 4 px at 1280x800 (with its black edges, 6 px), more on a large screen."""
EDGE_WIDTH = 2.0
BADGE_RADIUS = 7.0
"""The seat's shape on its ring, mm."""


def _note_font() -> QFont:
    font = QFont()
    font.setPixelSize(15)
    font.setBold(True)
    return font


def seat_ring_colour(seat: int) -> QColor:
    """The keyboard ring's colour for a seat."""
    return QColor(SEAT_RING_COLOURS[seat % len(SEAT_RING_COLOURS)])


def emblem_path(seat: int, radius: float) -> QPainterPath:
    """The seat's shape (SEAT_EMBLEMS), centred on the origin, about `radius` across each way."""
    kind = SEAT_EMBLEMS[seat % len(SEAT_EMBLEMS)]
    path = QPainterPath()
    if kind == "circle":
        path.addEllipse(QPointF(0, 0), radius, radius)
        return path
    corners = {"square": (4, math.pi / 4, 1.0), "triangle": (3, -math.pi / 2, 1.3),
               "diamond": (4, -math.pi / 2, 1.15), "star": (10, -math.pi / 2, 1.2)}[kind]
    count, start, reach = corners
    points = []
    for i in range(count):
        r = radius * reach * (0.5 if kind == "star" and i % 2 else 1.0)
        a = start + 2 * math.pi * i / count
        points.append(QPointF(r * math.cos(a), r * math.sin(a)))
    path.addPolygon(QPolygonF([*points, points[0]]))
    return path


def paint_emblem(painter: QPainter, seat: int, centre: QPointF, radius: float) -> None:
    """The seat's shape filled in its colour, edged in black so it reads on anything."""
    path = emblem_path(seat, radius).translated(centre)
    painter.setPen(QPen(QColor(EDGE), max(1.2, radius * 0.2), Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.setBrush(seat_ring_colour(seat))
    painter.drawPath(path)


class FocusRing(QGraphicsObject):
    """Where the keyboard points; hidden until the first arrow key."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
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
        r = RING_RADIUS + RING_WIDTH + BADGE_RADIUS
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
        # The seat's shape on the ring, top right: whose ring it is, by more than colour.
        badge = RING_RADIUS / math.sqrt(2)
        paint_emblem(painter, self.seat, QPointF(badge, -badge), BADGE_RADIUS)
        if self.note:
            painter.setFont(_note_font())
            rect = self._note_rect()
            painter.setPen(QColor(EDGE))
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                painter.drawText(rect.translated(dx, dy), Qt.AlignmentFlag.AlignCenter, self.note)
            painter.setPen(self.colour)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.note)
