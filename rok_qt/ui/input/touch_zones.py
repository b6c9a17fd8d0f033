"""Each touch seat's edge zone on the table: where a finger drops a stone to take it for that seat.

A zone is a band of the felt and rim at the seat's own edge, centred on the seat's direction
(the side its hand lies on), narrow enough that neighbouring seats' zones never touch. Scene
millimetres throughout; the scene's rotation is read through `TableScene.seat_direction`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.ui.table.focus_ring import seat_ring_colour
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.table_layout import RIM

ZONE_DEPTH = 120.0
"""How far the zone reaches in from the felt's edge, mm: a fingertip's worth of stones."""
ZONE_OVERSHOOT = 40.0
"""A finger may end a little past the rim and still be in its zone, mm."""
MAX_HALF_ANGLE = math.radians(40)
ZONE_Z = 2.0
"""Above the table's felt, below every stone (stones lie at 5 and up)."""
FILL_ALPHA = 38
EDGE_ALPHA = 120


def half_angle(seats: int) -> float:
    """Half the zone's opening: at most 40 degrees, and a gap to the neighbours' zones."""
    return min(MAX_HALF_ANGLE, 0.8 * math.pi / max(1, seats))


def in_zone(scene: TableScene, seat: int, point: QPointF) -> bool:
    """True when the scene point lies in this seat's edge zone."""
    radius = math.hypot(point.x(), point.y())
    if not TABLE_RADIUS - ZONE_DEPTH <= radius <= TABLE_RADIUS + RIM + ZONE_OVERSHOOT:
        return False
    way = scene.seat_direction(seat)
    apart = math.atan2(point.y(), point.x()) - math.atan2(way.y(), way.x())
    apart = (apart + math.pi) % (2 * math.pi) - math.pi
    return abs(apart) <= half_angle(scene.player_count)


def zone_at(scene: TableScene, seats: list[int], point: QPointF) -> int | None:
    """Which of these seats' zones the scene point lies in, or None."""
    return next((seat for seat in seats if in_zone(scene, seat, point)), None)


def zone_path(scene: TableScene, seat: int) -> QPainterPath:
    """The zone's outline in scene coordinates (an annular sector at the seat's edge)."""
    way = scene.seat_direction(seat)
    centre = math.degrees(math.atan2(way.y(), way.x()))
    half = math.degrees(half_angle(scene.player_count))
    inner, outer = TABLE_RADIUS - ZONE_DEPTH, TABLE_RADIUS + RIM
    path = QPainterPath()
    # Qt's angles run counter-clockwise with y up; the scene's y points down, hence the signs.
    path.arcMoveTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), -(centre - half))
    path.arcTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), -(centre - half), -2 * half)
    path.arcTo(QRectF(-inner, -inner, 2 * inner, 2 * inner), -(centre + half), 2 * half)
    path.closeSubpath()
    return path


class SeatZone(QGraphicsObject):
    """A seat's edge zone drawn faintly in the seat's colour during a live race."""

    def __init__(self, scene: TableScene, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.path = zone_path(scene, seat)
        self.setZValue(ZONE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        tint = seat_ring_colour(self.seat)
        fill, edge = QColor(tint), QColor(tint)
        fill.setAlpha(FILL_ALPHA)
        edge.setAlpha(EDGE_ALPHA)
        painter.setBrush(fill)
        painter.setPen(QPen(edge, 2.0, Qt.PenStyle.DashLine))
        painter.drawPath(self.path)
