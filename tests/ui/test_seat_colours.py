"""Seats stay apart for everyone (issue 34): their colours under simulated colour-vision
deficiencies, and a shape of their own besides colour."""

from __future__ import annotations

import itertools

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from benchmarks import art
from rok_qt.ui.table.focus_ring import SEAT_EMBLEMS, SEAT_RING_COLOURS, FocusRing, emblem_path
from rok_qt.ui.table.seat_panel import SeatPanel


def test_seat_colours_stay_apart_with_each_colour_vision_deficiency() -> None:
    distances = art.seat_colour_distances()
    assert set(distances) == {"deutan", "protan", "tritan"}
    for kind, distance in distances.items():
        assert distance >= art.SEAT_DISTANCE_GOAL, f"{art.NAMES[kind]}: {distance:.1f}"


def test_the_measure_catches_colours_that_collide() -> None:
    """The old seat colours (magenta and cyan, orange and lime) were too close."""
    old = ("#ffffff", "#ff4fd8", "#00e5ff", "#ff9a1f", "#b4ff3a")
    assert min(art.seat_colour_distances(old).values()) < art.SEAT_DISTANCE_GOAL


def test_every_seat_has_a_shape_of_its_own() -> None:
    assert len(set(SEAT_EMBLEMS)) == len(SEAT_EMBLEMS) == len(SEAT_RING_COLOURS)
    outlines = [emblem_path(seat, 10.0) for seat in range(len(SEAT_EMBLEMS))]
    for a, b in itertools.combinations(range(len(outlines)), 2):
        assert outlines[a].subtracted(outlines[b]).boundingRect().isValid() or \
            outlines[b].subtracted(outlines[a]).boundingRect().isValid(), (a, b)


def _grey(item: SeatPanel | FocusRing) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2, int(rect.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    painter.translate(-rect.topLeft() + QPointF(1, 1))
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


def test_rings_and_panels_of_two_seats_differ_in_greyscale(qapp: QApplication) -> None:
    """Colour taken away, a seat's ring and its panel still say whose they are."""
    rings = [_grey(FocusRing(seat)) for seat in range(5)]
    for a, b in itertools.combinations(range(5), 2):
        assert rings[a] != rings[b], (a, b)
    panels = []
    for seat in range(5):
        panel = SeatPanel(seat)
        panel.set_contents("Anna", "", [], [], False)
        panels.append(_grey(panel).copy(QRectF(0, 0, 60, 50).toRect()))
    for a, b in itertools.combinations(range(5), 2):
        assert panels[a] != panels[b], (a, b)
