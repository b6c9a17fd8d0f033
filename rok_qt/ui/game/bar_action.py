"""What the bar's button (and Space or Enter on the table) does right now."""

from __future__ import annotations

from enum import Enum, auto


class BarAction(Enum):
    """What the bar's button (and Space or Enter on the table) does right now."""

    NONE = auto()
    THROW = auto()
    DONE = auto()
    SCORES = auto()
    CONTINUE = auto()
    READY = auto()
