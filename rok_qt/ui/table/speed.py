"""The animation speed setting, apart from the animator so that menus and preferences can name
it without importing the table (the first window shows before the table is built)."""

from __future__ import annotations

from enum import StrEnum


class AnimationSpeed(StrEnum):
    """The Settings choice, saved with QSettings (CALM is what "Reduce motion" sets)."""

    NORMAL = "normal"
    FAST = "fast"
    OFF = "off"
    CALM = "calm"
    """Reduced motion: stones fade where they go instead of flying; the table does not turn."""
