"""Stones that read (issue 34): grey and black apart at the seat panels' size and in
greyscale, a finish per paint, the art drawn once per size and device pixel ratio."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from benchmarks import art
from rok_qt.model.stones import Colour
from rok_qt.ui.table import stone_art
from rok_qt.ui.table.stone_art import display_radius, stone_pixmap, stone_sprite


def test_grey_and_black_faces_contrast_at_the_smallest_treasure_size(
        qapp: QApplication) -> None:
    assert art.grey_black_contrast(22.0) >= art.CONTRAST_GOAL


def _edge_lightness(stone: int) -> float:
    """The mean grey level of a stone's outermost opaque ring of pixels, 64 px across."""
    image = stone_pixmap(stone, 64).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    levels = []
    for y in range(1, image.height() - 1):
        for x in range(1, image.width() - 1):
            here = image.pixelColor(x, y)
            if here.alpha() < 250:
                continue
            neighbours = (image.pixelColor(x + dx, y + dy).alpha() for dx, dy in
                          ((1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (0, 2), (0, -2)))
            if any(alpha < 120 for alpha in neighbours):
                levels.append(here.lightness())
    return sum(levels) / len(levels)


def test_a_black_stone_is_rimmed_pale_a_grey_one_is_not(qapp: QApplication) -> None:
    """The second cue besides lightness: in greyscale a black stone's edge is the lighter."""
    grey, black = 17, 33   # fehu in grey and in black
    assert _edge_lightness(black) > _edge_lightness(grey) + 20


def test_twins_share_their_finish_and_sprites_are_cached_per_scale(qapp: QApplication) -> None:
    radius = display_radius(1)
    first = stone_sprite(1, radius, True, 1.5)
    assert stone_sprite(1, radius, True, 1.5) is first, "drawn once for a scale"
    sharp = stone_sprite(1, radius, True, 3.0)   # the same scale on a device ratio of 2
    assert abs(sharp.width() - 2 * first.width()) <= 1
    assert stone_art.FINISHES[Colour.GREY] == "granite"


def test_the_felts_grain_is_the_same_seeded_noise_as_before(qapp: QApplication) -> None:
    """The felt's grain tile is drawn by pairs (to start faster) and stays the very Gaussian
    noise `random.gauss` gives for its seed: the table looks as it did (docs/art.md)."""
    import random

    from rok_qt.ui.table.table_art import GRAIN_TILE, felt_grain, grain_levels

    for seed, count in (("felt", GRAIN_TILE * GRAIN_TILE), ("oak", 7)):
        chooser = random.Random(seed)
        assert grain_levels(seed, count) == bytes(
            min(255, max(0, round(chooser.gauss(128, 30)))) for _ in range(count))
    tile = felt_grain().toImage()
    assert (tile.width(), tile.height()) == (GRAIN_TILE, GRAIN_TILE)
    assert tile.pixelColor(0, 0).value() == grain_levels("felt", 1)[0]
