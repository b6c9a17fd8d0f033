"""RuneItem: one stone on the table, a QGraphicsObject that paints itself and decides nothing."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.stone_art import SPRITE_MARGIN, display_radius, pebble_path, stone_sprite


class RuneItem(QGraphicsObject):
    """A stone with its id; the scene moves it, the engine decides what happens to it."""

    def __init__(self, stone: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.stone = stone
        self.radius = display_radius(stone)
        self._face_up = True
        self._veiled = False   # R7.1 [C]: a relay throw's faces wait for each private reveal
        self._highlight: QColor | None = None
        self._out = False
        self._squash = 1.0   # < 1 while a thrown stone turns over in the air
        self._lift = 1.0     # > 1 while it flies (nearer the eye)
        self.dragging = False
        self.bounds: QRectF | None = None
        # The scene positions the stone by hand while dragging; geometry changes are still sent
        # so itemChange can keep a dragged stone inside the table area.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)
        # No Qt item cache: paint() blits a shared sprite per (stone, side, scale), so a stone
        # turning over while it tumbles costs no re-render (Qt's cache would redraw it).
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # --- state shown --------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        """Whether the engraved face shows."""
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Turn the picture (the engine already decided)."""
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    @property
    def shows_face(self) -> bool:
        """Whether the engraving is on screen now: face up and not veiled."""
        return self._face_up and not self._veiled

    def set_veiled(self, veiled: bool) -> None:
        """Draw the stone plain whichever side is up (R7.1 [C]: a relay throw is watched,
        its faces are shown only at each player's own reveal)."""
        if veiled != self._veiled:
            self._veiled = veiled
            self.update()

    def set_highlight(self, colour: QColor | None) -> None:
        """A ring round the stone: selected, or a pick in progress."""
        if colour != self._highlight:
            self._highlight = colour
            self.update()

    def set_out(self, out: bool) -> None:
        """Mark a flicked stone that touched the Rune of Fate (R8.2)."""
        if out != self._out:
            self._out = out
            self.update()

    def set_tumble(self, squash: float, lift: float) -> None:
        """Show the stone turning over (squash 0..1 of its height) and raised (lift >= 1)."""
        squash, lift = max(0.12, min(1.0, squash)), max(1.0, lift)
        if (squash, lift) != (self._squash, self._lift):
            self.prepareGeometryChange()
            self._squash, self._lift = squash, lift
            self.update()

    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, value: QPointF) -> None:
        self.setPos(value)

    # A named property so QPropertyAnimation can move the stone.
    stone_pos = Property(QPointF, _get_pos, _set_pos)

    # --- QGraphicsItem --------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        r = self.radius * SPRITE_MARGIN * self._lift
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        return pebble_path(self.stone, self.radius)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        sprite = stone_sprite(self.stone, self.radius, self.shows_face, scale * ratio)
        if sprite.devicePixelRatio() != ratio:
            sprite.setDevicePixelRatio(ratio)  # drawn at its logical size on HiDPI screens
        if transform.m12() == 0 and transform.m21() == 0:
            # Unrotated (always, on our table): an unscaled blit at whole device pixels is the
            # cheapest way to draw 49 moving stones each frame.
            centre = transform.map(QPointF(0, 0))
            painter.setWorldTransform(QTransform())
            half = sprite.width() / ratio / 2
            if self._squash < 1.0 or self._lift > 1.0:
                w, h = half * self._lift, half * self._lift * self._squash
                # In flight for a few frames only: fast scaling is good enough there.
                smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
                painter.drawPixmap(QRectF(centre.x() - w, centre.y() - h, 2 * w, 2 * h),
                                   sprite, QRectF(sprite.rect()))
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
            else:
                painter.drawPixmap(QPointF(round(centre.x() - half), round(centre.y() - half)),
                                   sprite)
            painter.setWorldTransform(transform)
        else:
            painter.drawPixmap(self.boundingRect(), sprite, QRectF(sprite.rect()))
        if self._highlight is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(self._highlight, self.radius * 0.16))
            r = self.radius * 1.25
            painter.drawEllipse(QPointF(0, 0), r, r)
        if self._out:
            painter.setPen(QPen(colour(palette.ALERT), self.radius * 0.18))
            r = self.radius * 0.8
            painter.drawLine(QPointF(-r, -r), QPointF(r, r))
            painter.drawLine(QPointF(-r, r), QPointF(r, -r))

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if not self.dragging:
            # Every change Qt reports comes through here (about 8 per stone as the table is
            # built, more each round); only a drag is answered, the rest returns at once as
            # QGraphicsItem's own itemChange would (issue 34: ~1 ms of the first frame).
            return value
        if (change == QGraphicsItem.GraphicsItemChange.ItemPositionChange
                and self.bounds is not None and isinstance(value, QPointF)):
            # A stone dragged past the window's edge stays reachable.
            x = min(max(value.x(), self.bounds.left()), self.bounds.right())
            y = min(max(value.y(), self.bounds.top()), self.bounds.bottom())
            return QPointF(x, y)
        return super().itemChange(change, value)
