"""Where things sit on the table scene: the table fills the height, seats use the side bands.

All in scene millimetres (y down, the viewer's seat at the bottom). The table with its rim
spans the height the view fits; a band on each side holds up to three seat panels, and the
bottom of the right band holds the tray of stones taken this turn.
"""

from __future__ import annotations

import itertools
import math

from PySide6.QtCore import QPointF, QRectF

from rok_qt.model.table_shape import TABLE_RADIUS

RIM = 22.0
"""The wooden rim round the felt, mm."""
TABLE_EXTENT = TABLE_RADIUS + RIM
PANEL_W = 280.0
PANEL_H = 228.0
PANEL_GAP = 12.0
"""Space between the rim and the side bands, mm."""
SLOT_STEP = PANEL_H + 8.0
"""From one panel's centre to the next in a band: three fit in the table's height."""
BAND_X = TABLE_EXTENT + PANEL_GAP + PANEL_W / 2
"""Distance from the centre to the middle of a side band."""
_HALF_H = TABLE_EXTENT + 2.0
_HALF_W = TABLE_EXTENT + PANEL_GAP + PANEL_W

FIT_RECT = QRectF(-_HALF_W, -_HALF_H, 2 * _HALF_W, 2 * _HALF_H)
"""What the view always shows: the table top to bottom, and both side bands."""
SCENE_RECT = QRectF(-760.0, -430.0, 1520.0, 860.0)
"""The whole scene: FIT_RECT with room for wide windows and for scrolling when zoomed in."""
BAG_POS = QPointF(-306.0, -298.0)
"""The bag sits in the top-left corner between the rim and the left band."""

TRAY_RECT = QRectF(BAND_X - PANEL_W / 2, SLOT_STEP - PANEL_H / 2, PANEL_W, PANEL_H)
"""The bottom of the right band, kept free of seat panels for the taken tray."""
TRAY_CAPTION_H = 46.0
"""Room for the tray's caption (two lines) above its stones."""
TRAY_COLUMNS = 6
TRAY_PITCH = 44.0
"""From one tray stone's centre to the next, mm: wider than a tray stone with its ring."""
TRAY_STONE_SCALE = 0.78
"""Stones in the tray are drawn this much smaller, so 24 of them fit with their rings."""

_LEFT_SLOTS = (-SLOT_STEP, 0.0, SLOT_STEP)
_RIGHT_SLOTS = (-SLOT_STEP, 0.0)   # the bottom of the right band is the tray's


BESIDE_FIRST_SEAT = QRectF(-BAND_X - PANEL_W / 2, -PANEL_H / 2, PANEL_W, PANEL_H)
"""The middle of the left band, just above the viewer's seat: the tray's place at a table of
two, where that slot is free (the guided game puts it there, beside the learner)."""


def tray_point(index: int, tray: QRectF = TRAY_RECT) -> QPointF:
    """Centre of the index-th stone in the tray: rows of six under the caption."""
    row, col = divmod(index, TRAY_COLUMNS)
    left = tray.left() + (tray.width() - TRAY_COLUMNS * TRAY_PITCH) / 2
    top = tray.top() + TRAY_CAPTION_H
    return QPointF(left + (col + 0.5) * TRAY_PITCH, top + (row + 0.5) * TRAY_PITCH)


def seat_slots(n: int) -> list[QPointF]:
    """Panel centres by seat counted clockwise from the viewer's (index 0, bottom left).

    Seats on the left half of the table go to the left band, the others to the right one;
    within a band each panel takes the free slot nearest to its seat's height at the rim.
    """
    bands: dict[bool, list[tuple[float, int]]] = {True: [], False: []}
    for i in range(n):
        a = 2 * math.pi * i / n
        dx, dy = -math.sin(a), math.cos(a)   # clockwise on screen from the bottom
        on_left = dx < -1e-9 or (abs(dx) <= 1e-9 and dy > 0)
        bands[on_left].append((dy * TABLE_EXTENT, i))
    slots = [QPointF()] * n
    for on_left, members in bands.items():
        members.sort()
        free = _LEFT_SLOTS if on_left else _RIGHT_SLOTS
        chosen = min(itertools.combinations(free, len(members)),
                     key=lambda ys: sum(abs(y - m[0]) for y, m in zip(ys, members, strict=True)))
        x = -BAND_X if on_left else BAND_X
        for y, (_target, i) in zip(chosen, members, strict=True):
            slots[i] = QPointF(x, y)
    return slots


def panel_positions(n: int, rotation: float) -> list[QPointF]:
    """Panel centres by seat for a table turned this far (radians; seat k at the bottom at
    2 pi k / n); between two seats' turns each panel glides between its two slots."""
    if n == 0:
        return []
    slots = seat_slots(n)
    t = rotation / (2 * math.pi / n)
    k = math.floor(t)
    f = t - k
    return [slots[(seat - k) % n] * (1 - f) + slots[(seat - k - 1) % n] * f
            for seat in range(n)]
