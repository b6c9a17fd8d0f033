"""The flick control (R8.1): press on your own edge, drag back to aim and set power, release.

The keyboard works too: Left/Right aim, Up/Down set the power, Space flicks from the middle of
the edge. The aim line ends where the stone will stop, as the engine's friction and the stones in
its path say (`rok_qt.model.aim`). The tool only builds a Flick move; the engine's physics
decides where it really goes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rok_qt.model.aim import AimPrediction, Meets, predict_stop
from rok_qt.model.geometry import (
    EDGE_DEPTH,
    LAUNCH_RADIUS,
    MAX_FLICK_SPEED,
    edge_half_width,
    on_players_edge,
    seat_angle,
    seat_point,
)
from rok_qt.model.moves import Flick
from rok_qt.model.physics import STONE_RADIUS, TABLE_RADIUS
from rok_qt.ui import palette
from rok_qt.ui.access.stone_words import StoneWords
from rok_qt.ui.input.one_hand import as_table_key
from rok_qt.ui.palette import colour
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import SceneTool, TableScene

FULL_PULL_MM = 220.0
"""A drag back this long gives the fastest flick."""
MIN_SPEED = 60.0
"""Slower than this is a fumble, not a flick: nothing happens."""


class AimItem(QGraphicsObject):
    """The aim: a line from the stone to where it will stop, and a ghost of it there.

    The line reddens as the flick gets stronger; the ghost is red and crossed when the stone
    would touch the Rune of Fate (out, R8.2).
    """

    def __init__(self) -> None:
        super().__init__()
        self.start = QPointF()
        self.end = QPointF()
        self.strength = 0.0
        self.meets = Meets.NOTHING
        self.radius = STONE_RADIUS
        self.setZValue(30)

    def set_line(self, start: QPointF, end: QPointF, strength: float,
                 meets: Meets = Meets.NOTHING) -> None:
        """Aim from start to the stopping point end; strength 0..1 colours the line."""
        self.prepareGeometryChange()
        self.start, self.end, self.strength, self.meets = start, end, strength, meets
        self.update()

    def boundingRect(self) -> QRectF:
        margin = self.radius + 24
        return QRectF(self.start, self.end).normalized().adjusted(-margin, -margin,
                                                                  margin, margin)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        hue = QColor.fromHsvF(max(0.0, 0.33 * (1 - self.strength)), 0.85, 1.0)
        delta = self.end - self.start
        length = math.hypot(delta.x(), delta.y())
        if length > self.radius:
            # The line stops at the ghost's edge so the stopping point stays clear.
            ux, uy = delta.x() / length, delta.y() / length
            tip = self.end - QPointF(ux, uy) * self.radius
            painter.setPen(QPen(hue, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.start, tip)
            for side in (1, -1):
                wing = QPointF(-ux * 16 + side * -uy * 9, -uy * 16 + side * ux * 9)
                painter.drawLine(tip, tip + wing)
        out = self.meets == Meets.FATE
        ghost = colour(palette.ALERT) if out else QColor(hue)
        painter.setPen(QPen(colour(palette.LABEL_OUTLINE), 6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.end, self.radius, self.radius)
        painter.setPen(QPen(ghost, 3.5, Qt.PenStyle.DashLine))
        painter.drawEllipse(self.end, self.radius, self.radius)
        if out:
            r = self.radius * 0.6
            painter.setPen(QPen(ghost, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(self.end + QPointF(-r, -r), self.end + QPointF(r, r))
            painter.drawLine(self.end + QPointF(-r, r), self.end + QPointF(r, -r))


class EdgeItem(QGraphicsObject):
    """The band of the table edge a flick may start from (R8.1), faintly lit."""

    def __init__(self, path: QPainterPath) -> None:
        super().__init__()
        self.path = path
        self.setZValue(-5)

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(colour(palette.FLICK_EDGE_LINE), 1.5))
        painter.setBrush(colour(palette.FLICK_EDGE_FILL))
        painter.drawPath(self.path)


def edge_band(scene: TableScene, seat: int) -> QPainterPath:
    """The seat's flick band as a ring sector, in scene coordinates."""
    centre = seat_angle(seat, scene.player_count)
    half = edge_half_width(scene.player_count)
    inner = TABLE_RADIUS - STONE_RADIUS - EDGE_DEPTH
    outer = TABLE_RADIUS - STONE_RADIUS
    steps = 24
    angles = [centre - half + 2 * half * i / steps for i in range(steps + 1)]
    path = QPainterPath(scene.to_scene(outer * math.cos(angles[0]), outer * math.sin(angles[0])))
    for a in angles[1:]:
        path.lineTo(scene.to_scene(outer * math.cos(a), outer * math.sin(a)))
    for a in reversed(angles):
        path.lineTo(scene.to_scene(inner * math.cos(a), inner * math.sin(a)))
    path.closeSubpath()
    return path


class FlickTool(SceneTool):
    """Turns a drag (or keys) on the player's edge into a Flick for the engine."""

    flick_released = Signal(object)
    refused = Signal(str)

    def __init__(self, scene: TableScene, seat: int, stone: int,
                 lying: Mapping[int, tuple[float, float]],
                 parent: QObject | None = None) -> None:
        super().__init__(scene, parent)
        self.seat = seat
        self.player_count = scene.player_count
        self.item: RuneItem = scene.stones[stone]
        # The stones this flick slides among, as the engine's contest sees them.
        self.lying = {s: p for s, p in lying.items() if s != stone}
        self.prediction: AimPrediction | None = None
        self.aim = AimItem()
        scene.addItem(self.aim)
        self.edge = EdgeItem(edge_band(scene, seat))
        scene.addItem(self.edge)
        self._origin: tuple[float, float] | None = None
        self._key_angle = 0.0
        # Stops short of the Rune of Fate from the middle of the edge (about 30 mm).
        self._key_power = 0.4
        self._words = StoneWords()
        self._show_at(seat_point(seat, self.player_count, LAUNCH_RADIUS))
        self._keyboard_aim()

    def _show_at(self, point: tuple[float, float]) -> None:
        self.item.setPos(self.scene.to_scene(*point))
        self.item.set_face_up(True)
        self.item.set_out(False)
        self.item.set_highlight(colour(palette.SELECTED))
        self.item.setVisible(True)

    def close(self) -> None:
        """Remove the aim line and the edge band; the tool no longer reacts."""
        super().close()
        for item in (self.aim, self.edge):
            if item.scene() is not None:
                self.scene.removeItem(item)

    # --- mouse ----------------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        """Start aiming if the press is on the player's own edge (R8.1)."""
        if self.closed:
            return
        x, y = self.scene.to_engine(event.scenePos())
        if not on_players_edge(self.seat, self.player_count, x, y):
            self.refused.emit(self.tr("Press on your own edge of the table, then drag back."))
            return
        self._origin = (x, y)
        self._show_at((x, y))

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        """Drag back: the flick goes the other way, harder the further back."""
        if self._origin is None or self.closed:
            return
        angle, speed = self._pull(self._origin, event.scenePos())
        self._draw(self._origin, angle, speed)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        """Let go: flick, unless the pull was too small to mean anything."""
        if self._origin is None or self.closed:
            return
        origin, self._origin = self._origin, None
        angle, speed = self._pull(origin, event.scenePos())
        if speed < MIN_SPEED:
            self._keyboard_aim()
            return
        self.flick_released.emit(Flick(self.seat, origin[0], origin[1], angle, speed))

    def _pull(self, origin: tuple[float, float], point: QPointF) -> tuple[float, float]:
        x, y = self.scene.to_engine(point)
        dx, dy = origin[0] - x, origin[1] - y
        length = math.hypot(dx, dy)
        speed = min(1.0, length / FULL_PULL_MM) * MAX_FLICK_SPEED
        return math.atan2(dy, dx), speed

    def _draw(self, origin: tuple[float, float], angle: float, speed: float) -> None:
        """Aim to where this flick would stop (or first touch something)."""
        self.prediction = prediction = predict_stop(origin, angle, speed, self.lying)
        self.aim.set_line(self.scene.to_scene(*origin), self.scene.to_scene(*prediction.stop),
                          speed / MAX_FLICK_SPEED, prediction.meets)

    # --- keyboard -------------------------------------------------------------------------
    def _keyboard_aim(self) -> None:
        origin = seat_point(self.seat, self.player_count, LAUNCH_RADIUS)
        self._show_at(origin)
        angle = seat_angle(self.seat, self.player_count) + math.pi + self._key_angle
        self._draw(origin, angle, self._key_power * MAX_FLICK_SPEED)
        if self.prediction is not None:   # the aim line, in words for a screen reader
            self.scene.say(self._words.aim(self.prediction, self._key_power))

    def key(self, event: QKeyEvent) -> bool:
        """Left/Right aim, Up/Down power, Space flicks (a key cluster's moves and take too)."""
        if self.closed:
            return False
        key = event.key()
        table = as_table_key(event)
        if table is not event:   # one hand on a cluster: its take key flicks
            key = Qt.Key.Key_Space if (table.key() == Qt.Key.Key_Return
                                       and not table.modifiers()) else table.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            # On screen the seat is at the bottom: Left turns the aim to the left.
            self._key_angle += 0.02 if key == Qt.Key.Key_Left else -0.02
            self._key_angle = max(-0.8, min(0.8, self._key_angle))
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._key_power += 0.02 if key == Qt.Key.Key_Up else -0.02
            self._key_power = max(0.05, min(1.0, self._key_power))
        elif key == Qt.Key.Key_Space:
            x, y = seat_point(self.seat, self.player_count, LAUNCH_RADIUS)
            angle = seat_angle(self.seat, self.player_count) + math.pi + self._key_angle
            self.flick_released.emit(
                Flick(self.seat, x, y, angle, self._key_power * MAX_FLICK_SPEED))
            return True
        else:
            return False
        self._keyboard_aim()
        return True
