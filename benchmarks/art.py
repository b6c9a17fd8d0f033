"""The art's measures (docs/art.md), shared by `make bench` (bench_art) and the tests.

- the seat colours' smallest CIEDE2000 distance under simulated deuteranopia, protanopia and
  tritanopia (coloraide's filters, Brettel for protan and deutan, its default for tritan), and
  the Statistics chart's line colours' (those three and typical colour vision), with the least
  contrast of a line against the chart's ground;
- the contrast between grey and black stone faces as drawn at the seat panels' treasure size
  (WCAG's ratio of relative luminances, of each face's median pixel);
- a rune stone's diameter on the table, in pixels, in a window of a given size.
"""

from __future__ import annotations

import itertools
import statistics

SIMULATIONS = ("deutan", "protan", "tritan")
NAMES = {"deutan": "deuteranopia", "protan": "protanopia", "tritan": "tritanopia",
         "typical": "typical vision"}
SEAT_DISTANCE_GOAL = 20.0
CONTRAST_GOAL = 3.0
"""WCAG 2's least contrast for the parts of a picture one must tell apart (1.4.11)."""
DIAMETER_GOAL_PX = 40.0


CHART_DISTANCE_GOAL = 20.0


def colour_distances(colours: tuple[str, ...], kinds: tuple[str, ...] = SIMULATIONS
                     ) -> dict[str, float]:
    """Per kind of colour vision ("typical", or a simulated deficiency), the smallest CIEDE2000
    distance between two of the colours."""
    from coloraide import Color

    smallest = {}
    for kind in kinds:
        seen = [Color(c) if kind == "typical" else Color(c).filter(kind) for c in colours]
        smallest[kind] = min(a.delta_e(b, method="2000")
                             for a, b in itertools.combinations(seen, 2))
    return smallest


def seat_colour_distances(colours: tuple[str, ...] | None = None) -> dict[str, float]:
    """Per simulation, the smallest CIEDE2000 distance between two seat colours."""
    from rok_qt.ui.palette import SEAT_COLOURS

    return colour_distances(SEAT_COLOURS if colours is None else colours)


def chart_colour_distances(colours: tuple[str, ...] | None = None) -> dict[str, float]:
    """With typical colour vision and per simulation, the smallest CIEDE2000 distance between
    two of the Statistics chart's line colours."""
    from rok_qt.ui.palette import CHART_SERIES

    return colour_distances(CHART_SERIES if colours is None else colours,
                            ("typical", *SIMULATIONS))


def chart_least_contrast(colours: tuple[str, ...] | None = None) -> float:
    """The least WCAG contrast between a chart line and the chart's ground (the chrome's
    sunken colour, in the game's look and the high-contrast one)."""
    from PySide6.QtGui import QColor

    from rok_qt.ui.palette import CHART_SERIES, HALL_CHROME, HIGH_CONTRAST_CHROME

    def luminance(value: str) -> float:
        colour = QColor(value)
        return relative_luminance(colour.red(), colour.green(), colour.blue())

    chosen = CHART_SERIES if colours is None else colours
    grounds = (HALL_CHROME.sunken, HIGH_CONTRAST_CHROME.sunken)
    return min((max(luminance(line), luminance(ground)) + 0.05)
               / (min(luminance(line), luminance(ground)) + 0.05)
               for line in chosen for ground in grounds)


def relative_luminance(red: int, green: int, blue: int) -> float:
    """WCAG 2's relative luminance of an sRGB colour (0-255 channels)."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)


def face_luminance(stone: int, diameter_px: float) -> float:
    """The median relative luminance of a stone's face drawn `diameter_px` across, as the seat
    panels draw it (its opaque pixels; the rune's thin groove and the grain are a minority)."""
    from PySide6.QtGui import QImage

    from rok_qt.ui.table.stone_art import display_radius, stone_sprite

    radius = display_radius(stone)
    sprite = stone_sprite(stone, radius, True, diameter_px / (2 * radius))
    image = sprite.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    centre = image.width() / 2
    inside = (diameter_px / 2) * 0.8   # well inside the outline: the face, not the edge
    values = []
    for y in range(image.height()):
        for x in range(image.width()):
            if (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 > inside ** 2:
                continue
            colour = image.pixelColor(x, y)
            if colour.alpha() == 255:
                values.append(relative_luminance(colour.red(), colour.green(), colour.blue()))
    return statistics.median(values)


def grey_black_contrast(diameter_px: float) -> float:
    """WCAG contrast ratio between grey and black faces (median over the eight runes)."""
    ratios = []
    for symbol in range(8):
        # Ids 17-32 are grey and 33-48 black, two of each rune in turn (model/stones.py).
        grey = face_luminance(17 + 2 * symbol, diameter_px)
        black = face_luminance(33 + 2 * symbol, diameter_px)
        ratios.append((grey + 0.05) / (black + 0.05))
    return statistics.median(ratios)


def stone_diameter_px(width: int, height: int) -> tuple[float, float]:
    """(table stone, treasure stone with all 48 in one treasure: the smallest) diameters in
    pixels, in the game's window with this client size, as the view fits it."""
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from rok_qt.app.window import MainWindow
    from rok_qt.ui.table.seat_panel import treasure_radius
    from rok_qt.ui.table.stone_art import display_radius

    app = QApplication.instance()
    assert app is not None
    folder = tempfile.mkdtemp(prefix="rok-art-")
    window = MainWindow(settings=QSettings(str(Path(folder) / "rok.ini"),
                                           QSettings.Format.IniFormat))
    window.resize(width, height)
    window.show()
    for _ in range(5):
        app.processEvents()
    scale = window.game.view.fit_scale()
    window.close()
    window.deleteLater()
    return 2 * display_radius(1) * scale, 2 * treasure_radius(48) * scale
