"""Where the lesson asks the learner to act: a pulsing ring round stones or the learner's edge
(a steady one with reduced motion).

A ring round a stone is the stone's child item, so it follows the stone wherever the game
moves it (into the tray of picks, onto a balance stone); it takes no mouse button, so every
gesture still reaches the table's tools.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.geometry import LAUNCH_RADIUS, seat_angle
from rok_qt.model.physics import STONE_RADIUS
from rok_qt.ui import palette
from rok_qt.ui.table.scene import TableScene

MARK_COLOUR = palette.LESSON_MARK
EDGE_COLOUR = palette.RING_EDGE
STONE_RING = STONE_RADIUS * 2.0
"""Outside the keyboard ring (1.55 radii), so the two never hide each other."""
EDGE_RING = STONE_RADIUS * 3.2
PULSE_MS = 1100


class MarkRing(QGraphicsObject):
    """One amber ring, edged in black, that breathes so the eye finds it."""

    def __init__(self, radius: float, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.radius = radius
        self.grow = 0.0
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def set_grow(self, grow: float) -> None:
        """0..1: how far the ring has breathed out."""
        self.grow = grow
        self.update()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.2 + 8
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self.radius * (1.0 + 0.12 * self.grow)
        painter.setPen(QPen(QColor(EDGE_COLOUR), 9.0))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor(MARK_COLOUR), 5.0))
        painter.drawEllipse(QPointF(0, 0), r, r)


class LessonMarks:
    """The rings of the step on screen; `show` replaces them, `clear` takes them away."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.rings: list[MarkRing] = []
        self.pulse = QVariantAnimation(scene)
        self.pulse.setStartValue(0.0)
        self.pulse.setEndValue(1.0)
        self.pulse.setDuration(PULSE_MS)
        self.pulse.setEasingCurve(QEasingCurve.Type.SineCurve)
        self.pulse.setLoopCount(-1)
        self.pulse.valueChanged.connect(self._breathe)
        self.steady = False
        """Reduced motion: the rings do not pulse."""

    @property
    def marked(self) -> list[int]:
        """The stones ringed now (tests and screenshots read it)."""
        return [item.stone for ring in self.rings
                if (item := ring.parentItem()) is not None and hasattr(item, "stone")]

    def show(self, stones: tuple[int, ...], edge_seat: int | None, players: int) -> None:
        """Ring these stones, and the seat's edge when one is given."""
        self.clear()
        for stone in stones:
            self.rings.append(MarkRing(STONE_RING, self.scene.stones[stone]))
        if edge_seat is not None:
            angle = seat_angle(edge_seat, players)
            ring = MarkRing(EDGE_RING)
            ring.setPos(self.scene.to_scene(LAUNCH_RADIUS * math.cos(angle),
                                            LAUNCH_RADIUS * math.sin(angle)))
            self.scene.addItem(ring)
            self.rings.append(ring)
        if self.rings and not self.steady:
            self.pulse.start()

    def clear(self) -> None:
        """No ring on the table."""
        self.pulse.stop()
        for ring in self.rings:
            scene = ring.scene()
            if scene is not None:
                scene.removeItem(ring)
        self.rings.clear()

    def _breathe(self, value: object) -> None:
        if isinstance(value, float):
            for ring in self.rings:
                ring.set_grow(value)
