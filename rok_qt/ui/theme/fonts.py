"""The shipped typeface (Karla, SIL Open Font License) and the type scale that follows the table."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QFontDatabase

from rok_qt import assets

FAMILY = "Karla"
"""The game's one font family; Qt falls back per glyph (arrows, the check mark) to the system's."""
BODY_AT_1280x800 = 15
"""Body text, px, in a 1280x800 window: everything else is a ratio of it."""
BODY_MIN = 12
"""Smaller than this is hard to read whatever the window."""
REFERENCE = (1280, 800)


@dataclass(frozen=True)
class TypeScale:
    """The chrome's text sizes in pixels, all from one body size."""

    body: int

    @property
    def small(self) -> int:
        """Captions, hints, table headers."""
        return max(BODY_MIN - 1, round(self.body * 0.87))

    @property
    def lead(self) -> int:
        """A dialog's first sentence, the cover's line."""
        return round(self.body * 1.2)

    @property
    def title(self) -> int:
        """A dialog's heading, the clock."""
        return round(self.body * 1.47)

    @property
    def display(self) -> int:
        """The cover's name, the game's end."""
        return round(self.body * 2.13)

    @property
    def spacing(self) -> int:
        """The unit of padding and gaps: half the body size."""
        return max(4, round(self.body / 2))


def type_scale(width: int, height: int, text_scale: float = 1.0) -> TypeScale:
    """The scale for a window this size: the table fills the height and the side bands the
    width, so the smaller of the two ratios is how much larger the table is drawn."""
    ratio = min(width / REFERENCE[0], height / REFERENCE[1])
    body = max(BODY_MIN, round(BODY_AT_1280x800 * ratio))
    return TypeScale(round(body * max(1.0, min(2.0, text_scale))))


def load_fonts() -> list[str]:
    """Add the shipped font files to the application's fonts; the families they hold."""
    families: list[str] = []
    for path in assets.font_paths():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families
