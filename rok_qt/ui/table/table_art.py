"""The table's art (docs/art.md): felt with a woven grain, an oak rim with its grain and bevel,
and the cloth bag. Procedural and seeded, so nothing is shipped; the items that paint them are
cached by Qt per device size, and the felt's grain is one small tile made once."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from rok_qt.model.table_shape import TABLE_RADIUS
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.table_layout import RIM

GRAIN_TILE = 64
"""The felt's grain tile, in its own pixels."""
GRAIN_MM = 1.5
"""One pixel of the grain tile on the table, mm: fibres, not dust."""
_TILES: dict[str, QPixmap] = {}


def grain_levels(seed: str, count: int, mean: float = 128.0, sd: float = 30.0) -> bytes:
    """`count` grey levels of Gaussian noise from `seed`: the very samples `random.gauss`
    draws, in its pairs (Box-Muller), computed a list at a time: a fifth quicker than a loop
    over the pairs (the felt's tile is made at every start, before the table's first frame)."""
    draw = random.Random(seed).random
    tau, sqrt, log, cos, sin = math.tau, math.sqrt, math.log, math.cos, math.sin
    pairs = (count + 1) // 2
    drawn = [draw() for _ in range(2 * pairs)]
    turns = [turn * tau for turn in drawn[0::2]]
    radii = [sqrt(-2.0 * log(1.0 - reach)) for reach in drawn[1::2]]
    pairs_drawn = list(zip(turns, radii, strict=True))
    levels = [0] * (2 * pairs)
    levels[0::2] = [round(mean + cos(turn) * radius * sd) for turn, radius in pairs_drawn]
    levels[1::2] = [round(mean + sin(turn) * radius * sd) for turn, radius in pairs_drawn]
    return bytes([min(255, level) if level > 0 else 0 for level in levels[:count]])


def felt_grain() -> QPixmap:
    """A tile of fine light and dark fibres, made once from a fixed seed."""
    tile = _TILES.get("felt")
    if tile is None:
        levels = grain_levels("felt", GRAIN_TILE * GRAIN_TILE)
        image = QImage(levels, GRAIN_TILE, GRAIN_TILE, GRAIN_TILE,
                       QImage.Format.Format_Grayscale8)
        tile = _TILES["felt"] = QPixmap.fromImage(image.copy())
    return tile


def paint_table(painter: QPainter) -> None:
    """The whole table at the origin: rim, felt, grain and the rim's shadow on the felt."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _paint_rim(painter)
    felt = QRadialGradient(QPointF(-80, -120), TABLE_RADIUS * 1.3)
    felt.setColorAt(0.0, colour(palette.FELT_LIGHT))
    felt.setColorAt(1.0, colour(palette.FELT_DARK))
    painter.setBrush(QBrush(felt))
    painter.setPen(QPen(colour(palette.FELT_EDGE), 3))
    painter.drawEllipse(QPointF(0, 0), TABLE_RADIUS, TABLE_RADIUS)
    cloth = QPainterPath()
    cloth.addEllipse(QPointF(0, 0), TABLE_RADIUS - 1.5, TABLE_RADIUS - 1.5)
    painter.save()
    painter.setClipPath(cloth)
    painter.setOpacity(0.09)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
    grain = QBrush(felt_grain())
    grain.setTransform(QTransform.fromScale(GRAIN_MM, GRAIN_MM))
    painter.fillPath(cloth, grain)
    painter.restore()
    # The rim stands above the cloth: its shadow falls on the felt's edge.
    edge = QRadialGradient(QPointF(0, 0), TABLE_RADIUS)
    edge.setColorAt(0.0, QColor(0, 0, 0, 0))
    edge.setColorAt(0.93, QColor(0, 0, 0, 0))
    edge.setColorAt(1.0, QColor(0, 0, 0, 110))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(edge))
    painter.drawEllipse(QPointF(0, 0), TABLE_RADIUS, TABLE_RADIUS)


def _paint_rim(painter: QPainter) -> None:
    """Oak: a gradient across the board, grain lines round it, a lit bevel on its inner lip."""
    outer = TABLE_RADIUS + RIM
    wood = QLinearGradient(QPointF(-outer, -outer), QPointF(outer, outer))
    wood.setColorAt(0.0, colour(palette.RIM_LIGHT))
    wood.setColorAt(1.0, colour(palette.RIM_DARK))
    painter.setPen(QPen(QColor(0, 0, 0, 160), 2))
    painter.setBrush(QBrush(wood))
    painter.drawEllipse(QPointF(0, 0), outer, outer)
    chooser = random.Random("oak")
    grain = colour(palette.RIM_GRAIN)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for _ in range(46):
        r = chooser.uniform(TABLE_RADIUS + 2, outer - 1.5)
        grain.setAlpha(chooser.randint(40, 110))
        painter.setPen(QPen(grain, chooser.uniform(0.4, 1.3)))
        start = chooser.uniform(0, 360)
        span = chooser.uniform(25, 140)
        painter.drawArc(QRectF(-r, -r, 2 * r, 2 * r), round(start * 16), round(span * 16))
    lip = QLinearGradient(QPointF(-outer, -outer), QPointF(outer, outer))
    lip.setColorAt(0.0, QColor(255, 225, 180, 120))
    lip.setColorAt(1.0, QColor(0, 0, 0, 90))
    painter.setPen(QPen(QBrush(lip), 3.0))
    painter.drawEllipse(QPointF(0, 0), TABLE_RADIUS + 3.0, TABLE_RADIUS + 3.0)
    painter.setPen(QPen(QBrush(lip), 2.0))
    painter.drawEllipse(QPointF(0, 0), outer - 1.5, outer - 1.5)


def bag_path() -> QPainterPath:
    """The bag's sack: wide and round at the bottom, gathered at the neck."""
    path = QPainterPath(QPointF(-14, -20))
    path.cubicTo(QPointF(-30, -12), QPointF(-40, 8), QPointF(-36, 26))
    path.cubicTo(QPointF(-32, 44), QPointF(32, 44), QPointF(36, 26))
    path.cubicTo(QPointF(40, 8), QPointF(30, -12), QPointF(14, -20))
    path.closeSubpath()
    return path


def paint_bag(painter: QPainter) -> None:
    """The cloth bag the stones are drawn from, tied at the neck, its seam stitched."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    sack = bag_path()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 80))
    painter.drawPath(sack.translated(3, 4))
    cloth = QRadialGradient(QPointF(-12, 0), 50)
    cloth.setColorAt(0.0, colour(palette.BAG_CLOTH).lighter(118))
    cloth.setColorAt(0.6, colour(palette.BAG_CLOTH))
    cloth.setColorAt(1.0, colour(palette.BAG_NECK).darker(130))
    painter.setPen(QPen(colour(palette.BAG_OUTLINE), 2))
    painter.setBrush(QBrush(cloth))
    painter.drawPath(sack)
    # Folds running down from the gathered neck.
    fold = QColor(palette.BAG_OUTLINE)
    fold.setAlpha(90)
    painter.setPen(QPen(fold, 1.2))
    for x in (-9, -3, 4, 10):
        crease = QPainterPath(QPointF(x * 0.8, -18))
        crease.quadTo(QPointF(x * 1.6, -8), QPointF(x * 2.2, 2))
        painter.drawPath(crease)
    stitch = QColor(palette.BAG_COUNT)
    stitch.setAlpha(110)
    painter.setPen(QPen(stitch, 1.0, Qt.PenStyle.DashLine))
    painter.drawArc(QRectF(-31, -4, 62, 44), 200 * 16, 140 * 16)
    # The neck, gathered, and its cord.
    neck = QLinearGradient(QPointF(0, -36), QPointF(0, -18))
    neck.setColorAt(0.0, colour(palette.BAG_NECK).lighter(120))
    neck.setColorAt(1.0, colour(palette.BAG_NECK).darker(120))
    painter.setPen(QPen(colour(palette.BAG_OUTLINE), 2))
    painter.setBrush(QBrush(neck))
    painter.drawRoundedRect(QRectF(-16, -36, 32, 16), 7, 7)
    painter.setPen(QPen(colour(palette.BAG_OUTLINE).darker(120), 3.0, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawLine(QPointF(-17, -21), QPointF(17, -21))
    cord = QPainterPath(QPointF(12, -21))
    cord.cubicTo(QPointF(24, -22), QPointF(28, -14), QPointF(24, -6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour(palette.BAG_OUTLINE), 2.2, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap))
    painter.drawPath(cord)
    painter.setBrush(colour(palette.BAG_NECK))
    painter.drawEllipse(QPointF(24, -5), 3, 3)
