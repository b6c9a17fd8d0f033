"""The table's shape: its size, the stones' sizes and where the seats sit (R3.1).

Plain numbers and one function, apart from the physics and the rules that use them, so that the
empty table can be drawn before the model is loaded (the window's first frame, issue 34).
"""

from __future__ import annotations

import math

TABLE_RADIUS: float = 330.0
"""Inner edge of the rim, mm from the table centre (the origin): a 66 cm table."""
STONE_RADIUS: float = 17.0
"""Radius of a rune stone, mm (34 mm across)."""
FATE_RADIUS: float = 20.0
"""Radius of the Rune of Fate, mm; it is a static body at the origin."""


def seat_angle(seat: int, players: int) -> float:
    """Seat 0 at the bottom of the table; then clockwise as seen from above (R3.1)."""
    return -math.pi / 2 - 2 * math.pi * seat / players
