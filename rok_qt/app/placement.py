"""Where the main window opens: fitted to the screen the first time, as it was left after.

Pure functions on rectangles, so the rules can be tested without a window manager: a first
window with its frame fits the available screen area, and a window saved on a screen that is
gone (or pushed off every screen) is brought back onto one.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMargins, QPoint, QRect, QSize

PREFERRED = QSize(2560, 1600)
"""The largest first window: below it, a first window fills the screen area (the table is
only as big as the window is high)."""
FRAME_GUESS = QMargins(4, 34, 4, 4)
"""A title bar and borders, before the window manager says what they really are."""
GRIP = QSize(120, 24)
"""How much of the title bar must lie on a screen for the window to be movable by hand."""


def first_rect(available: QRect, frame: QMargins = FRAME_GUESS,
               preferred: QSize = PREFERRED) -> QRect:
    """The client rectangle of a first window: the screen area less the frame, at most
    `preferred`, centred."""
    width = min(preferred.width(), available.width() - frame.left() - frame.right())
    height = min(preferred.height(), available.height() - frame.top() - frame.bottom())
    outer = QRect(0, 0, width + frame.left() + frame.right(),
                  height + frame.top() + frame.bottom())
    outer.moveCenter(available.center())
    return outer.marginsRemoved(frame)


def title_reachable(frame_rect: QRect, screens: Sequence[QRect]) -> bool:
    """True when enough of the window's title bar lies on one screen to grab it."""
    title = QRect(frame_rect.topLeft(), QSize(frame_rect.width(), GRIP.height()))
    for screen in screens:
        seen = title.intersected(screen)
        if seen.width() >= min(GRIP.width(), title.width()) and seen.height() >= GRIP.height():
            return True
    return False


def brought_back(frame_rect: QRect, available: QRect) -> QRect:
    """The frame rectangle moved (and shrunk if need be) to lie inside this screen area."""
    size = frame_rect.size().boundedTo(available.size())
    rect = QRect(QPoint(0, 0), size)
    rect.moveCenter(available.center())
    return rect


def overflow(frame_rect: QRect, available: QRect) -> QSize:
    """How much wider and taller than the screen area the frame is (zero when it fits)."""
    return QSize(max(0, frame_rect.width() - available.width()),
                 max(0, frame_rect.height() - available.height()))
