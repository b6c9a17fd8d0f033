"""The animation speed setting, apart from the animator so that menus and preferences can name
it without importing the table (the first window shows before the table is built)."""

from __future__ import annotations

from enum import StrEnum


class AnimationSpeed(StrEnum):
    """The Settings choice, saved with QSettings."""

    NORMAL = "normal"
    FAST = "fast"
    OFF = "off"
