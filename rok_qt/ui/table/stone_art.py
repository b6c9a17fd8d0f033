"""Vector art for the stones: the eight rune glyphs, seeded pebble outlines and their paint.

Everything is a QPainterPath in item units (millimetres), so stones stay crisp at any zoom.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)

from rok_qt.model.stones import FATE, Colour, colour_of, symbol_of
from rok_qt.model.table_shape import FATE_RADIUS, STONE_RADIUS
from rok_qt.ui import palette

# Strokes of the first ætt (R1.2) in a box x -0.65..0.65, y -1..1 (y down), as polylines.
# Drawn to be told apart at 24 px by where their ink meets the right-hand side: fehu at the top
# and the middle, ansuz at the middle and the bottom, thurisaz at the middle only, wunjō at the
# top only (a large flag), raidō at the top (a small bowl) and the bottom (its leg); uruz, kaunan
# and gebō have silhouettes of their own.
_Stroke = tuple[tuple[float, float], ...]
GLYPH_STROKES: tuple[tuple[_Stroke, ...], ...] = (
    # fehu ᚠ: a stave with two branches rising to the right from its upper half
    (((-0.5, -1.0), (-0.5, 1.0)), ((-0.5, -0.1), (0.55, -1.0)),
     ((-0.5, 0.5), (0.55, -0.35))),
    # uruz ᚢ: a stave, then a sloping roof down to a shorter right leg
    (((-0.5, 1.0), (-0.5, -1.0), (0.55, -0.4), (0.55, 1.0)),),
    # thurisaz ᚦ: a stave with a thorn on its middle
    (((-0.5, -1.0), (-0.5, 1.0)), ((-0.5, -0.45), (0.55, 0.1), (-0.5, 0.65))),
    # ansuz ᚨ: a stave with two branches falling to the right, from its top and its middle
    (((-0.5, -1.0), (-0.5, 1.0)), ((-0.5, -1.0), (0.55, -0.1)),
     ((-0.5, -0.2), (0.55, 0.7))),
    # raidō ᚱ: a stave, a small bowl at the top and a long leg
    (((-0.5, -1.0), (-0.5, 1.0)),
     ((-0.5, -1.0), (0.35, -0.675), (-0.5, -0.35), (0.6, 1.0))),
    # kaunan ᚲ: an open angle, the one rune without a stave
    (((0.5, -0.8), (-0.45, 0.0), (0.5, 0.8)),),
    # gebō ᚷ: a cross filling the box
    (((-0.65, -0.95), (0.65, 0.95)), ((0.65, -0.95), (-0.65, 0.95))),
    # wunjō ᚹ: a stave with a large flag at the top
    (((-0.5, -1.0), (-0.5, 1.0)), ((-0.5, -1.0), (0.65, -0.5), (-0.5, 0.0))),
)

# Large and heavy enough to read on a 24 px stone, yet inside the flattest pebble (whose edge
# comes within 0.74 radii of the centre): half the height plus half a groove is 0.75.
GLYPH_HEIGHT = 1.3
"""A glyph's height on a stone, in stone radii."""
GROOVE_WIDTH = 0.2
"""The width of a carved line, in stone radii (2.4 px on a 24 px stone)."""
MARKED_GLYPH_HEIGHT, MARKED_GLYPH_RAISE = 1.0, 0.17
"""With the colour dots on, the glyph's height and how far it moves up, in stone radii."""


def glyph_path(symbol: int, size: float) -> QPainterPath:
    """The centre lines of a glyph, `size` mm tall, centred on the origin (stroke it)."""
    path = QPainterPath()
    half = size / 2
    for stroke in GLYPH_STROKES[symbol]:
        path.moveTo(stroke[0][0] * half, stroke[0][1] * half)
        for x, y in stroke[1:]:
            path.lineTo(x * half, y * half)
    return path


STONE_DISPLAY_SCALE = 1.24
"""Stones are drawn this much larger than their physical size (issues 13 and 34): with the
table filling the window's height, this is what brings them to 40 px on a 1280x800 screen."""


def display_radius(stone: int) -> float:
    """The radius a stone is drawn with on the table, mm."""
    return (FATE_RADIUS if stone == FATE else STONE_RADIUS) * STONE_DISPLAY_SCALE


_PEBBLES: dict[tuple[int, float], QPainterPath] = {}


def pebble_path(stone: int, radius: float) -> QPainterPath:
    """A stone's own slightly irregular outline, the same every time for the same stone."""
    key = (stone, radius)
    cached = _PEBBLES.get(key)
    if cached is not None:
        return cached
    chooser = random.Random(stone * 7919 + 17)
    waves = [(k, chooser.uniform(0.02, 0.07) / k * 2, chooser.uniform(0, 2 * math.pi))
             for k in (2, 3, 5)]
    squash = chooser.uniform(0.86, 0.97)
    points: list[QPointF] = []
    count = 28
    for i in range(count):
        theta = 2 * math.pi * i / count
        r = radius * (1 + sum(a * math.cos(k * theta + phase) for k, a, phase in waves))
        points.append(QPointF(r * math.cos(theta), r * math.sin(theta) * squash))
    path = _smooth_closed(points)
    _PEBBLES[key] = path
    return path


def _smooth_closed(points: list[QPointF]) -> QPainterPath:
    """Catmull-Rom through the points as cubic Béziers: a pebble has no corners."""
    path = QPainterPath(points[0])
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = (points[(i + j) % n] for j in (-1, 0, 1, 2))
        c1 = p1 + (p2 - p0) / 6
        c2 = p2 - (p3 - p1) / 6
        path.cubicTo(c1, c2, p2)
    path.closeSubpath()
    return path


# Paints: (light, base, dark) for the gradient; engraving colour; the plain back is bare stone.
_PAINTS: dict[int, tuple[str, str, str, str]] = {
    Colour.WHITE: palette.WHITE_STONE,
    Colour.GREY: palette.GREY_STONE,
    Colour.BLACK: palette.BLACK_STONE,
}
_FATE_PAINT = palette.FATE_STONE
_BACK_PAINT = palette.STONE_BACK

_MARKS = {"on": False}
"""Colour marks (Settings): one, two or three dots under the rune for white, grey and black, so
the paints are told apart by more than their shade. The plain side never shows them (R4.3)."""


def colour_marks() -> bool:
    """Whether face-up rune stones carry their colour's dots."""
    return _MARKS["on"]


def set_colour_marks(on: bool) -> None:
    """Switch the dots on or off; every rendered sprite is redrawn at its next paint."""
    if on != _MARKS["on"]:
        _MARKS["on"] = on
        _SPRITES.clear()


FINISHES = {Colour.WHITE: "marble", Colour.GREY: "granite", Colour.BLACK: "basalt"}
"""Each paint's surface (docs/art.md), the cue besides lightness: white marble is polished with
soft veins, grey granite is matte and grained, black basalt is polished with a pale inlaid rim."""
FACE_INSET = 0.9
"""The flat face inside the bevel, as a share of the outline."""


def paint_stone(painter: QPainter, stone: int, radius: float, face_up: bool) -> None:
    """Paint one stone at the origin: its shadow on the cloth, a bevelled body, the face's
    finish, and the rune cut in (or the plain side's grain)."""
    path = pebble_path(stone, radius)
    if stone == FATE:
        paint = _FATE_PAINT
    elif face_up:
        paint = _PAINTS[colour_of(stone)]
    else:
        paint = _BACK_PAINT
    mark = paint[3]
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    _shadow(painter, path, radius)
    face = _body(painter, path, radius, paint)
    if stone == FATE:
        _fate_face(painter, radius, QColor(mark))
        _gloss(painter, radius, 150)
        return
    if not face_up:
        _speckle(painter, stone, radius, QColor(mark))
        return
    finish = FINISHES[Colour(colour_of(stone))]
    painter.save()
    painter.setClipPath(face)
    _texture(painter, finish, radius)
    painter.restore()
    if finish == "basalt":
        # A pale rim round the edge: a black stone is told from a grey one by more than its
        # shade, at the seat panels' size and in greyscale too.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(222, 214, 196, 235), radius * 0.13))
        painter.drawPath(path)
    if _MARKS["on"]:
        # The rune moves up and shrinks a little to make room for the dots below it.
        glyph = glyph_path(symbol_of(stone), radius * MARKED_GLYPH_HEIGHT).translated(
            0, -radius * MARKED_GLYPH_RAISE)
        engrave(painter, glyph, radius, QColor(mark))
        _dots(painter, colour_of(stone), radius, QColor(mark))
    else:
        engrave(painter, glyph_path(symbol_of(stone), radius * GLYPH_HEIGHT), radius,
                QColor(mark))
    if finish != "granite":
        _gloss(painter, radius, 120 if finish == "marble" else 90)


def _shadow(painter: QPainter, path: QPainterPath, radius: float) -> None:
    """A soft shadow on the cloth, the light from the top left: a wide faint layer, then a
    tight darker one."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 38))
    wide = QTransform.fromScale(1.07, 1.07).map(path)
    painter.drawPath(wide.translated(radius * 0.16, radius * 0.24))
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(path.translated(radius * 0.09, radius * 0.14))


def _body(painter: QPainter, path: QPainterPath, radius: float,
          paint: tuple[str, str, str, str]) -> QPainterPath:
    """The bevelled body: the edge lit at the top left and shaded at the bottom right, then the
    face inside it; returns the face's outline."""
    light, base, dark, _mark = paint
    bevel = QLinearGradient(QPointF(-radius, -radius), QPointF(radius, radius))
    bevel.setColorAt(0.0, QColor(light))
    bevel.setColorAt(0.5, QColor(base))
    bevel.setColorAt(1.0, QColor(dark))
    painter.setBrush(QBrush(bevel))
    painter.setPen(QPen(QColor(dark).darker(135), radius * 0.05))
    painter.drawPath(path)
    face = QTransform.fromScale(FACE_INSET, FACE_INSET).map(path)
    gradient = QRadialGradient(QPointF(-radius * 0.3, -radius * 0.35), radius * 1.45)
    gradient.setColorAt(0.0, QColor(light))
    gradient.setColorAt(0.5, QColor(base))
    gradient.setColorAt(1.0, QColor(dark))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawPath(face)
    return face


def _texture(painter: QPainter, finish: str, radius: float) -> None:
    """The face's finish, the same on every stone of a paint (twins look alike, R1.1)."""
    chooser = random.Random(f"finish:{finish}")
    painter.setPen(Qt.PenStyle.NoPen)
    if finish == "granite":
        for i in range(70):
            r = radius * 0.95 * math.sqrt(chooser.random())
            a = chooser.uniform(0, 2 * math.pi)
            dot = radius * chooser.uniform(0.025, 0.06)
            shade = QColor(30, 32, 36, 70) if i % 3 else QColor(235, 238, 240, 60)
            painter.setBrush(shade)
            painter.drawEllipse(QPointF(r * math.cos(a), r * math.sin(a)), dot, dot)
        return
    ink = QColor(120, 110, 95, 40) if finish == "marble" else QColor(200, 200, 210, 26)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, radius * 0.035))
    for _ in range(3):
        start = QPointF(-radius, radius * chooser.uniform(-0.8, 0.8))
        vein = QPainterPath(start)
        vein.cubicTo(QPointF(-radius * 0.3, radius * chooser.uniform(-1, 1)),
                     QPointF(radius * 0.3, radius * chooser.uniform(-1, 1)),
                     QPointF(radius, radius * chooser.uniform(-0.8, 0.8)))
        painter.drawPath(vein)


def _gloss(painter: QPainter, radius: float, alpha: int) -> None:
    """A polished stone's highlight near the top left."""
    centre = QPointF(-radius * 0.38, -radius * 0.42)
    glow = QRadialGradient(centre, radius * 0.32)
    glow.setColorAt(0.0, QColor(255, 255, 255, alpha))
    glow.setColorAt(1.0, QColor(255, 255, 255, 0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(centre, radius * 0.32, radius * 0.24)


def _fate_face(painter: QPainter, radius: float, mark: QColor) -> None:
    """The Rune of Fate: a ring cut round a red inlaid eye."""
    engrave(painter, _circle(radius * 0.5), radius * 0.7, QColor(mark).darker(120))
    painter.setPen(QPen(QColor(mark).darker(160), radius * 0.04))
    painter.setBrush(mark)
    painter.drawEllipse(QPointF(0, 0), radius * 0.22, radius * 0.22)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 235, 220, 170))
    painter.drawEllipse(QPointF(-radius * 0.07, -radius * 0.08), radius * 0.06, radius * 0.05)


def _circle(radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(0, 0), radius, radius)
    return path


def engrave(painter: QPainter, glyph: QPainterPath, radius: float, colour: QColor) -> None:
    """A cut line: a light lip on the lower right edge, the groove, and the shadow its upper
    wall casts into it."""
    width = radius * GROOVE_WIDTH
    lip = QColor(255, 255, 255, 95)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(lip, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(glyph.translated(width * 0.35, width * 0.35))
    painter.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(glyph)
    shade = QColor(0, 0, 0, 70)
    painter.setPen(QPen(shade, width * 0.45, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(glyph.translated(-width * 0.2, -width * 0.2))


def _dots(painter: QPainter, colour: int, radius: float, ink: QColor) -> None:
    """colour + 1 dots in a row near the bottom edge, ringed so they read on any paint."""
    count = colour + 1
    dot = radius * 0.13
    gap = radius * 0.34
    lip = QColor(255, 255, 255, 150) if ink.lightness() < 128 else QColor(0, 0, 0, 150)
    painter.setPen(QPen(lip, radius * 0.04))
    painter.setBrush(ink)
    for i in range(count):
        x = (i - (count - 1) / 2) * gap
        painter.drawEllipse(QPointF(x, radius * 0.62), dot, dot)


def _speckle(painter: QPainter, stone: int, radius: float, colour: QColor) -> None:
    """Bare stone grain on the plain side, seeded per stone."""
    chooser = random.Random(stone * 31 + 5)
    colour.setAlpha(110)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    for _ in range(9):
        r = radius * 0.7 * math.sqrt(chooser.random())
        a = chooser.uniform(0, 2 * math.pi)
        dot = radius * chooser.uniform(0.04, 0.08)
        painter.drawEllipse(QPointF(r * math.cos(a), r * math.sin(a) * 0.9), dot, dot)


def stone_pixmap(stone: int, size: int, face_up: bool = True) -> QPixmap:
    """A stone as a small picture for dialogs and the rules."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    radius = FATE_RADIUS if stone == FATE else STONE_RADIUS
    scale = size / (radius * 2.5)
    painter.translate(size / 2, size / 2)
    painter.scale(scale, scale)
    paint_stone(painter, stone, radius, face_up)
    painter.end()
    return pixmap


_SPRITES: dict[int, dict[tuple[int, bool, int], QPixmap]] = {}
"""Rendered stones by device scale (in 1/1000), then (stone, face up, radius in 1/100 mm):
flips cost nothing, and the seat panels' smaller treasure stones have sprites of their own."""
SPRITE_MARGIN = 1.45
"""A sprite covers the pebble, its shadow and the highlight ring: radius times this."""


def stone_sprite(stone: int, radius: float, face_up: bool, scale: float) -> QPixmap:
    """The stone rendered once for this device scale (pixels per mm), then reused."""
    bucket = max(1, round(scale * 1000))
    sprites = _SPRITES.get(bucket)
    if sprites is None:
        if len(_SPRITES) >= 3:   # keep the last few window sizes only
            del _SPRITES[next(iter(_SPRITES))]
        sprites = _SPRITES[bucket] = {}
    key = (stone, face_up, round(radius * 100))
    sprite = sprites.get(key)
    if sprite is None:
        size = max(2, math.ceil(2 * radius * SPRITE_MARGIN * bucket / 1000))
        sprite = QPixmap(size, size)
        sprite.fill(Qt.GlobalColor.transparent)
        painter = QPainter(sprite)
        painter.translate(size / 2, size / 2)
        painter.scale(size / (2 * radius * SPRITE_MARGIN), size / (2 * radius * SPRITE_MARGIN))
        paint_stone(painter, stone, radius, face_up)
        painter.end()
        sprites[key] = sprite
    return sprite


def draw_stone(painter: QPainter, stone: int, radius: float, face_up: bool = True) -> None:
    """Draw a stone at the painter's origin from its sprite for the painter's scale and device
    pixel ratio (the art is rendered once per size, then blitted)."""
    transform = painter.worldTransform()
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = math.hypot(transform.m11(), transform.m12())
    sprite = stone_sprite(stone, radius, face_up, scale * ratio)
    half = radius * SPRITE_MARGIN
    painter.drawPixmap(QRectF(-half, -half, 2 * half, 2 * half), sprite, QRectF(sprite.rect()))


def prewarm_sprites(scale: float) -> None:
    """Render every stone's both sides for a new window size before anything moves."""
    for stone in range(49):
        radius = display_radius(stone)
        stone_sprite(stone, radius, True, scale)
        if stone != FATE:
            stone_sprite(stone, radius, False, scale)
