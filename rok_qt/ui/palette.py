"""The game's named colours (docs/art.md): the chrome's and the table's, in one place.

Plain hex strings (and RGBA tuples for the see-through ones), so that importing this module
costs nothing; `colour(...)` makes the QColor where it is painted. The chrome's colours are a
`Chrome` record, so a variant of the look (high contrast) is one more record, not new code.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Chrome:
    """The colours of every widget around the table: bars, dialogs, boxes, lists."""

    hall: str
    """The darkest ground: behind the table, a window's back."""
    surface: str
    """Bars and dialogs: smoked oak."""
    raised: str
    """Buttons, cards, headers: oak in the light."""
    sunken: str
    """Fields and lists: the grain's shadow."""
    edge: str
    """Borders and separators: a seam between boards."""
    ink: str
    """Text: parchment."""
    ink_muted: str
    """Quiet text: captions, hints, disabled."""
    accent: str
    """Gold: focus, the default button, selection, whose turn it is."""
    accent_pressed: str
    accent_ink: str
    """Text on gold."""
    alert: str
    """Errors and the clock's last seconds, readable on the surface."""
    good: str
    """Done, ready, won."""


HALL_CHROME = Chrome(
    hall="#16120e", surface="#221c16", raised="#31281f", sunken="#15110d", edge="#4d3f31",
    ink="#f0e6d0", ink_muted="#b3a68e", accent="#e8b64c", accent_pressed="#b8862a",
    accent_ink="#1c150c", alert="#ff7b63", good="#93d68b",
)
"""The game's look: a rune table in a timber hall at night."""

HIGH_CONTRAST_CHROME = Chrome(
    hall="#000000", surface="#000000", raised="#1c1c1c", sunken="#000000", edge="#ffffff",
    ink="#ffffff", ink_muted="#d6d6d6", accent="#ffe03a", accent_pressed="#c8a800",
    accent_ink="#000000", alert="#ff9d8c", good="#9dff9d",
)
"""The high-contrast look: white on black, yellow for focus and choices, white seams; every
text at 13:1 or more against its ground (Settings > Preferences > Display, issue 35)."""

# --- the table --------------------------------------------------------------------------
BACKGROUND = HALL_CHROME.hall
"""The room around the table: the chrome's hall, so table and chrome are one place."""
RIM_LIGHT = "#8a5630"
RIM_DARK = "#3f230f"
RIM_GRAIN = "#2b170a"
"""The wood's darker grain lines."""
FELT_LIGHT = "#3f7a55"
FELT_DARK = "#1d3d2b"
FELT_EDGE = "#2a170a"
"""The line where the felt meets the wooden rim."""

# --- the bag ----------------------------------------------------------------------------
BAG_OUTLINE = "#3b2612"
BAG_CLOTH = "#9b7446"
BAG_NECK = "#7d5a33"
BAG_COUNT = "#fff6e0"
BAG_CAPTION = "#e8e0cc"

# --- texts on the table -----------------------------------------------------------------
CAPTION = "#d9d2bf"
"""Quiet captions such as the tray's."""
LABEL_FILL = "#fff3c4"
LABEL_OUTLINE = "#1b1b1b"
"""Contest distances: light letters with a dark edge, readable on felt and stones."""

# --- marks on stones --------------------------------------------------------------------
SELECTED = "#f2c14e"
"""A stone chosen for a pick, and the stone about to be flicked."""
TAKEN_PAIR = "#7fd17f"
TAKEN_TWIN = "#ff8c2a"
"""Picks waiting in the tray: a pair, or a twin claimed on a balance stone."""
ALERT = "#d0342c"
"""A stone out of a contest, and the clock's last seconds."""
READY = "#7fd17f"
"""A seat whose person said ready between rounds."""
HINT_RING = "#35e0ff"
"""The practice hint's ring: cyan, apart from the gold selection and the white keyboard ring."""
FLICK_EDGE_LINE = (242, 193, 78, 140)
FLICK_EDGE_FILL = (242, 193, 78, 45)
"""The band a flick starts from: the SELECTED gold, faint."""

# --- the seat panels -------------------------------------------------------------------
PANEL_FILL = (36, 26, 18, 235)
PANEL_WOOD_LIGHT = "#3b2a1b"
PANEL_WOOD_DARK = "#21160d"
"""A seat's panel is a tray of the table's oak, darker than the rim."""
PANEL_BORDER = (255, 226, 180, 70)
"""A seat's panel; the seat whose turn it is has a SELECTED border instead."""
PANEL_NAME = "#f5efe0"
PANEL_MUTED = "#a9a28f"
"""The computer level under a seat's balance spot."""
PANEL_EMPTY = "#8d8776"
"""'empty treasure'."""
BALANCE_SPOT = (255, 255, 255, 70)
TREASURE_STRIP = (190, 180, 150, 45)
TREASURE_FELT = ("#3a7050", "#285640")
"""The treasure lies on a mat of the table's felt, lighter than the table so black stones stand
out (light, dark)."""
CLAIM_RING = TAKEN_TWIN
"""A claim held beside a treasure, ringed like a twin claimed in the tray."""

# --- stone paints: (light, base, shadow, engraving) -------------------------------------
WHITE_STONE = ("#fffdf6", "#e9e3d3", "#b9b09a", "#5a4f3f")
GREY_STONE = ("#dee1e4", "#aeb3b8", "#767b80", "#1f2225")
BLACK_STONE = ("#48484e", "#232328", "#0d0d0f", "#c9c3b5")
FATE_STONE = ("#fffef8", "#f1ead2", "#c8bd98", "#7a2a1a")
STONE_BACK = ("#b7a88e", "#8c7d65", "#5f5444", "#4a4034")
"""The plain face of a face-down stone."""

# --- the seats --------------------------------------------------------------------------
SEAT_COLOURS = ("#ffffff", "#1a5eff", "#cf3c17", "#ffc233", "#66c2ff")
"""One colour per seat: white, cobalt, brick, amber, sky. Any two stay at least 20 apart
(CIEDE2000) for people with deuteranopia, protanopia or tritanopia, as simulated by coloraide
(`make bench` prints the figure; tests/ui/test_seat_colours.py holds it)."""

# --- the Statistics chart ---------------------------------------------------------------
CHART_SERIES = (HALL_CHROME.accent, SEAT_COLOURS[4], WHITE_STONE[0], SEAT_COLOURS[2],
                SEAT_COLOURS[1], GREY_STONE[2])
"""One line per person, in this order: gold (the chrome's accent), sky, marble (the white
stone's light), brick, cobalt, granite (the grey stone's shadow). Any two stay at least 20 apart
(CIEDE2000) with typical colour vision and for people with deuteranopia, protanopia or
tritanopia (tests/ui/test_statistics.py), and each stands out 3:1 from the chart's ground."""

# --- dialogs ----------------------------------------------------------------------------
ERROR_TEXT = HALL_CHROME.alert
"""Why a setup cannot start."""

# --- the guided first game -------------------------------------------------------------
RING_EDGE = "#000000"
"""The black edge round every ring on the table, so it reads on felt and on every stone."""
LESSON_MARK = "#ffd23f"
"""Amber rings on what to use: far from the felt, the stone colours and every seat's ring."""
LESSON_GOOD = "#9be28f"
"""A step done."""
LESSON_HINT = LESSON_MARK
"""A slip's hint, in the marks' colour."""

# --- the cover screen -------------------------------------------------------------------
COVER_BACKGROUND = HALL_CHROME.hall


def colour(value: str | tuple[int, int, int, int]) -> QColor:
    """The QColor of a palette entry."""
    if isinstance(value, tuple):
        return QColor(*value)
    return QColor(value)
