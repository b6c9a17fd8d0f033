"""A side panel of the main window (View > Round log) whose title keeps to the window's type.

Qt's QDockWidget draws its title in the application font it was made with while its title bar
takes the height of the current font. The game's type scale follows the window's size, so a
panel made at 1280x800 and shown in a window made smaller drew its title too tall for its bar
(cut off at the bottom at 1024x640), and too small in a window made larger.
"""

from __future__ import annotations

from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QDockWidget, QStyle, QStyleOptionDockWidget, QStylePainter


class SidePanel(QDockWidget):
    """A QDockWidget whose docked title is drawn in its own (current) font."""

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.isFloating() or self.titleBarWidget() is not None:
            # Floating, the window system or Qt's frame draws the title; nothing to mend there.
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        title = QStyleOptionDockWidget()
        self.initStyleOption(title)   # the font metrics of this panel's font, as the bar's
        painter.drawControl(QStyle.ControlElement.CE_DockWidgetTitle, title)
