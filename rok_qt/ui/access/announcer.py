"""What the table says to a screen reader as it happens: Qt's accessibility announcements.

An announcement (`QAccessibleAnnouncementEvent`, Qt 6.8 and later) reaches AT-SPI on Linux
(the `object:announcement` event Orca speaks), UI Automation on Windows and NSAccessibility on
macOS, from the widget that makes it. Nothing is drawn: the same words are on screen already,
in the bar, the cover, the summary or beside the stones.
"""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject, Signal

HISTORY = 40
"""The newest announcements kept (`history`), for a test and for saying the last one again."""


class Announcer(QObject):
    """Says short texts to assistive technology from `source` (a widget on screen).

    `said(text)` follows each announcement, so a test (or a caption) can read what was said.
    An empty text is not said; the same text twice is (a key pressed twice is answered twice).
    """

    said = Signal(str)

    def __init__(self, source: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.history: deque[str] = deque(maxlen=HISTORY)

    def say(self, text: str, urgent: bool = False) -> None:
        """Announce `text`; `urgent` interrupts what is being read (the player's own turn)."""
        text = " ".join(text.split())
        if not text:
            return
        self.history.append(text)
        # Named at the first announcement: PySide6 builds QAccessible's large enums (roles,
        # events) when the class is first named, a few milliseconds of the start otherwise.
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        event = QAccessibleAnnouncementEvent(self.source, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if urgent
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)
        self.said.emit(text)

    def last(self) -> str:
        """The newest announcement ("" before any)."""
        return self.history[-1] if self.history else ""
