"""Where the main window opens: fitted to the screen the first time, as it was left after.

Pure functions on rectangles, so the rules can be tested without a window manager: a first
window with its frame fits the available screen area, and a window saved on a screen that is
gone (or pushed off every screen) is brought back onto one. `WindowPlace` applies them to the
main window and keeps its place in the settings.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QMargins, QPoint, QRect, QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

GEOMETRY_KEY = "window/geometry"
MAX_GEOMETRY_BYTES = 1024

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


class WindowPlace:
    """The main window's place: as it was left (size, place, maximised), else fitted to the
    screen with its frame; the frame is fitted again once the window manager has drawn it."""

    def __init__(self, window: QWidget, settings: QSettings) -> None:
        self.window = window
        self.settings = settings
        self._placed: QSize | None = None

    def restore(self) -> None:
        """As it was left, else fitted to the screen with its frame."""
        window = self.window
        saved = self.settings.value(GEOMETRY_KEY)
        # Qt checks the bytes' own format; a value far larger than Qt writes is not one.
        if isinstance(saved, QByteArray) and saved.size() <= MAX_GEOMETRY_BYTES \
                and window.restoreGeometry(saved):
            self._bring_back()
        else:
            screen = window.screen() or QGuiApplication.primaryScreen()
            window.setGeometry(first_rect(screen.availableGeometry()))
        self._placed = window.size()

    def save(self) -> None:
        """Kept for the next start."""
        self.settings.setValue(GEOMETRY_KEY, self.window.saveGeometry())

    def _bring_back(self) -> None:
        """A window saved on a screen that is gone opens on the primary screen instead."""
        window = self.window
        frame = window.frameGeometry()
        if title_reachable(frame, [s.availableGeometry() for s in QGuiApplication.screens()]):
            return
        target = brought_back(frame, QGuiApplication.primaryScreen().availableGeometry())
        extra = frame.size() - window.size()
        window.move(target.topLeft())
        window.resize(target.size() - extra)

    def fit_frame(self) -> None:
        """Once the window manager has framed the window: shrink it until the frame fits.

        Only the size the window was opened at is corrected; one a player or a caller chose
        since is left alone.
        """
        window = self.window
        if self._placed is None or window.size() != self._placed or window.isMaximized() \
                or window.isFullScreen():
            return
        screen = window.screen()
        if screen is None:
            return
        available = screen.availableGeometry()
        too_big = overflow(window.frameGeometry(), available)
        if not too_big.isNull():
            window.resize(window.size() - too_big)
        if not available.contains(window.frameGeometry()):
            window.move(brought_back(window.frameGeometry(), available).topLeft())
        self._placed = window.size()
