"""Each seat's connection on a network table (R7.3): latency, "reconnecting…", ready.

A line under each seat panel, for everyone at every screen: a person on another computer shows
their round trip in ms (or that they are reconnecting), and between rounds a tick once they
said they are ready. Names and everything else come from the server: plain text items.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QPointF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.persons import fill
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.table_layout import PANEL_H, PANEL_W

translate = QCoreApplication.translate


@dataclass
class SeatLink:
    """How one seat's person is connected, as the server reports it."""

    name: str = ""
    remote: bool = False
    latency_ms: float | None = None
    reconnecting: bool = False
    ready: bool = False


@dataclass
class TableLinks:
    """Every seat's link, and whom the table waits for (names, empty when nobody)."""

    seats: dict[int, SeatLink] = field(default_factory=dict)
    waiting_for: str = ""


def link_line(link: SeatLink, between_rounds: bool = True) -> str:
    """What the line under a seat says: '23 ms', 'reconnecting…', and between rounds '✓ ready'
    ('' for nothing)."""
    parts = []
    if link.reconnecting:
        parts.append(translate("SeatLinks", "reconnecting\u2026"))
    elif link.remote and link.latency_ms is not None:
        parts.append(translate("SeatLinks", "{ms} ms").format(ms=round(link.latency_ms))
                     if link.latency_ms >= 1 else translate("SeatLinks", "under 1 ms"))
    if link.ready and between_rounds:
        parts.append(translate("SeatLinks", "\u2713 ready"))
    return " \u00b7 ".join(parts)


def waiting_text(names: str) -> str:
    """The pause while someone reconnects: 'Waiting for Bea (reconnecting…)'."""
    return fill(translate("SeatLinks", "Waiting for {names} (reconnecting\u2026)"), names=names)


class SeatLinks(QObject):
    """The lines under the seat panels of a network table; `show(links)` refreshes them."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.items: dict[int, QGraphicsSimpleTextItem] = {}
        self.links = TableLinks()
        self.between_rounds = False
        """True while the round's summary is up: a person's ready shows on their seat."""

    def show(self, links: TableLinks) -> None:
        """Show each seat's link as the server last reported it."""
        self.links = links
        self.place()

    def place(self) -> None:
        """Lay the lines under the panels where they are now (the table may have turned)."""
        for seat, link in self.links.seats.items():
            if seat >= len(self.scene.panels):
                continue
            item = self.items.get(seat)
            if item is None:
                item = QGraphicsSimpleTextItem()
                font = QFont()
                font.setPixelSize(18)
                font.setBold(True)
                item.setFont(font)
                item.setZValue(40)
                self.scene.addItem(item)
                self.items[seat] = item
            item.setText(link_line(link, self.between_rounds))
            item.setBrush(colour(palette.ALERT if link.reconnecting else palette.LABEL_FILL))
            panel = self.scene.panels[seat]
            width = item.boundingRect().width()
            item.setPos(panel.mapToScene(QPointF(PANEL_W / 2 - 10 - width, PANEL_H / 2 - 26)))

    def set_between_rounds(self, between: bool) -> None:
        """The summary is up (ready shows) or the next round began (it goes)."""
        if between != self.between_rounds:
            self.between_rounds = between
            self.place()

    def clear(self) -> None:
        """Take every line away (the table is left)."""
        for item in self.items.values():
            self.scene.removeItem(item)
        self.items.clear()
        self.links = TableLinks()
