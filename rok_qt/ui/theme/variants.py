"""The player's variant of the look: a text size and a contrast, chosen or the system's."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from rok_qt.ui.palette import HALL_CHROME, HIGH_CONTRAST_CHROME, Chrome
from rok_qt.ui.theme import apply, current

CONTRASTS = ("system", "normal", "high")
"""Follow the system's preference, the game's own look, or the high-contrast one."""
TEXT_SIZES = (100, 125, 150, 175, 200)
"""Percent of the game's text size offered in Preferences (any 100-200 is accepted)."""


def system_high_contrast() -> bool:
    """True when the system asks for high contrast (where Qt reads it: Qt 6.10 and later)."""
    hints = QGuiApplication.styleHints()
    read = getattr(hints, "accessibility", None)
    if read is None:
        return False
    return bool(read().contrastPreference() == Qt.ContrastPreference.HighContrast)


def chrome_for(contrast: str) -> Chrome:
    """The chrome's colours for a contrast choice."""
    if contrast == "high" or (contrast == "system" and system_high_contrast()):
        return HIGH_CONTRAST_CHROME
    return HALL_CHROME


def apply_variant(text_size: int, contrast: str) -> bool:
    """Give the application this text size (percent) and contrast; True when it changed."""
    app = QGuiApplication.instance()
    look = current()
    wanted = replace(look, text_scale=max(100, min(200, text_size)) / 100,
                     chrome=chrome_for(contrast))
    if wanted == look or not isinstance(app, QApplication):
        return False
    apply(app, wanted)
    return True
