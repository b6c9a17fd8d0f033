"""Measure how far apart the eight rune glyphs look on a small stone (issue 13).

Each rune stone is rendered exactly as the table blits it (`stone_sprite`), at a stone diameter
of 24 px by default, for each colour. Two glyphs of one colour are compared on the stone face:

- the two sprites are aligned on the stone's centre, and only pixels well inside both pebbles
  count (each outline eroded by a pixel), so the stones' own irregular shapes drop out;
- a pixel differs when its luminance differs by more than THRESHOLD of 255 levels, about a third
  of the groove's contrast on a grey stone (the faintest paint), so antialiasing fringes and the
  shading gradient do not count;
- the second sprite may move by up to one pixel in each direction and the best fit is kept: a
  glyph that is only another glyph nudged by a pixel must not score as different.

The difference of a pair is that count of differing pixels; the script prints, per colour, the
smallest one and its pair. Twins (the two copies of one rune) must score zero: that is the check
that the measure sees glyphs, not pebbles.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python tools/glyph_difference.py [--size 24]
[--marks] [--matrix] [--sheet /tmp/stones.png]`. `--sheet` writes a picture of all 48 stones at
24, 36 and 50 px on the table's felt, for looking at.
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from rok_qt.model.physics import STONE_RADIUS
from rok_qt.model.stones import SYMBOLS, Colour, colour_of, symbol_of
from rok_qt.ui.table.stone_art import (
    SPRITE_MARGIN,
    colour_marks,
    pebble_path,
    set_colour_marks,
    stone_sprite,
)

THRESHOLD = 32
"""Luminance step (of 255) above which a pixel counts as different."""
SHIFT = 1
"""Pixels the second glyph may move each way to find its best fit."""
SHEET_SIZES = (24, 36, 50)


@dataclass(frozen=True)
class Pair:
    """The difference between two symbols of one colour, in pixels."""

    colour: Colour
    a: int
    b: int
    pixels: int

    def describe(self) -> str:
        return f"{self.colour.name.lower()} {SYMBOLS[self.a]} / {SYMBOLS[self.b]}: {self.pixels}"


@dataclass(frozen=True)
class Face:
    """A rendered stone: luminance per pixel and which pixels lie well inside the pebble."""

    width: int
    height: int
    luma: bytes
    inside: bytes

    def at(self, x: int, y: int) -> int | None:
        """Luminance at (x, y) if that pixel is well inside the pebble, else None."""
        if 0 <= x < self.width and 0 <= y < self.height and self.inside[y * self.width + x]:
            return self.luma[y * self.width + x]
        return None


def stone_of(colour: Colour, symbol: int, copy: int = 0) -> int:
    """The rune stone id of a colour, symbol and copy (inverse of colour_of and symbol_of)."""
    stone = 1 + 16 * colour + 2 * symbol + copy
    assert colour_of(stone) == colour and symbol_of(stone) == symbol
    return stone


def render(stone: int, size: int) -> Face:
    """The stone's face-up sprite at `size` px across, as luminance plus its inner mask."""
    sprite = stone_sprite(stone, STONE_RADIUS, True, size / (2 * STONE_RADIUS)).toImage()
    luma = sprite.convertToFormat(QImage.Format.Format_Grayscale8)
    w, h = sprite.width(), sprite.height()
    return Face(w, h, _rows(luma), _inner_mask(stone, w, h))


def _rows(image: QImage) -> bytes:
    """One byte per pixel, without the scan lines' padding."""
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    return b"".join(data[y * stride:y * stride + image.width()] for y in range(image.height()))


def _inner_mask(stone: int, w: int, h: int) -> bytes:
    """1 where the pixel and its eight neighbours lie inside the pebble: the outline eroded."""
    image = QImage(w, h, QImage.Format.Format_Grayscale8)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(w / 2, h / 2)
    painter.scale(w / (2 * STONE_RADIUS * SPRITE_MARGIN), h / (2 * STONE_RADIUS * SPRITE_MARGIN))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255))
    painter.drawPath(pebble_path(stone, STONE_RADIUS))
    painter.end()
    full = _rows(image)
    solid = [v == 255 for v in full]

    def eroded(x: int, y: int) -> bool:
        return all(0 <= x + dx < w and 0 <= y + dy < h and solid[(y + dy) * w + x + dx]
                   for dx in (-1, 0, 1) for dy in (-1, 0, 1))

    return bytes(eroded(x, y) for y in range(h) for x in range(w))


def difference(a: Face, b: Face, shift: int = SHIFT) -> int:
    """Differing pixels between two faces at b's best offset within `shift` pixels."""
    best: int | None = None
    for dx, dy in itertools.product(range(-shift, shift + 1), repeat=2):
        count = 0
        for y in range(a.height):
            for x in range(a.width):
                la = a.at(x, y)
                lb = b.at(x + dx, y + dy)
                if la is not None and lb is not None and abs(la - lb) > THRESHOLD:
                    count += 1
        best = count if best is None else min(best, count)
    return best if best is not None else 0


def pairs(colour: Colour, size: int) -> list[Pair]:
    """Every pair of distinct symbols of one colour with its difference."""
    faces = [render(stone_of(colour, s), size) for s in range(len(SYMBOLS))]
    return [Pair(colour, a, b, difference(faces[a], faces[b]))
            for a, b in itertools.combinations(range(len(SYMBOLS)), 2)]


def closest(colour: Colour, size: int = 24) -> Pair:
    """The two symbols of this colour that look most alike at this size."""
    return min(pairs(colour, size), key=lambda p: p.pixels)


def twin_difference(colour: Colour, symbol: int, size: int = 24) -> int:
    """The difference between the two copies of one rune: zero when only glyphs are seen."""
    return difference(render(stone_of(colour, symbol, 0), size),
                      render(stone_of(colour, symbol, 1), size))


def write_sheet(path: str) -> None:
    """All 48 stones at each sheet size on the table's felt: rows by colour, a pair per rune."""
    gap = 6
    rows = [(size, colour) for size in SHEET_SIZES for colour in Colour]
    width = gap + 16 * (max(SHEET_SIZES) + gap)
    height = gap + sum(size + gap for size, _ in rows)
    sheet = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    sheet.fill(QColor("#2f5e41"))
    painter = QPainter(sheet)
    y = gap
    for size, colour in rows:
        for index in range(16):
            sprite = stone_sprite(stone_of(colour, index // 2, index % 2), STONE_RADIUS, True,
                                  size / (2 * STONE_RADIUS))
            centre = QPointF(gap + index * (size + gap) + size / 2, y + size / 2)
            painter.drawPixmap(round(centre.x() - sprite.width() / 2),
                               round(centre.y() - sprite.height() / 2), sprite)
        y += size + gap
    painter.end()
    sheet.save(path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--size", type=int, default=24, help="stone diameter in pixels")
    parser.add_argument("--marks", action="store_true", help="with the colour dots on")
    parser.add_argument("--matrix", action="store_true", help="print every pair")
    parser.add_argument("--sheet", help="also write a PNG of all stones at 24, 36 and 50 px")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # kept alive to the end
    marks_before = colour_marks()
    set_colour_marks(args.marks)
    try:
        if args.sheet:
            write_sheet(args.sheet)
        print(f"stone {args.size} px, colour dots {'on' if args.marks else 'off'}, "
              f"a pixel differs above {THRESHOLD}/255 luminance, best of +-{SHIFT} px shift")
        worst: list[Pair] = []
        for colour in Colour:
            found = pairs(colour, args.size)
            if args.matrix:
                for pair in sorted(found, key=lambda p: p.pixels):
                    print("  " + pair.describe())
            worst.append(min(found, key=lambda p: p.pixels))
            twins = max(twin_difference(colour, s, args.size) for s in range(len(SYMBOLS)))
            print(f"closest {worst[-1].describe()} px; twins differ by at most {twins} px")
        overall = min(worst, key=lambda p: p.pixels)
        face = sum(render(stone_of(overall.colour, overall.a), args.size).inside)
        print(f"smallest difference: {overall.pixels} px of about {face} px of stone face "
              f"({100 * overall.pixels / face:.0f}%), {overall.describe()}")
    finally:
        set_colour_marks(marks_before)
    return 0 if app is not None else 1


if __name__ == "__main__":
    sys.exit(main())
