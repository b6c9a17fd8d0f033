"""A seat at the table's edge: the player's name, score, balance spot, treasure and claims."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.stones import colour_of, symbol_of
from rok_qt.ui.stone_art import paint_stone

PANEL_W = 262.0
PANEL_H = 100.0
MINI_R = 7.0
_PAIRS_PER_ROW = 6


translate = QCoreApplication.translate


class SeatPanel(QGraphicsObject):
    """Paints one seat; the balance stone itself is a RuneItem placed on `balance_point()`."""

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = ""
        self.treasure: list[int] = []
        self.claims: list[int] = []
        self.active = False
        self.bot_label = ""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(1)

    def set_contents(
        self, name: str, bot_label: str, treasure: list[int], claims: list[int], active: bool
    ) -> None:
        """Show this seat as the state has it."""
        treasure = sorted(treasure, key=lambda s: (colour_of(s), symbol_of(s), s))
        if (name, bot_label, treasure, claims, active) != (
            self.name, self.bot_label, self.treasure, self.claims, self.active
        ):
            self.name, self.bot_label = name, bot_label
            self.treasure, self.claims, self.active = treasure, list(claims), active
            self.update()

    def change(self, gained: tuple[int, ...] = (), lost: tuple[int, ...] = (),
               claimed: tuple[int, ...] = (), released: tuple[int, ...] = ()) -> None:
        """Show stones arriving or leaving one by one while the round is settled."""
        treasure = [s for s in self.treasure if s not in lost] + list(gained)
        claims = [s for s in self.claims if s not in released] + list(claimed)
        self.set_contents(self.name, self.bot_label, treasure, claims, self.active)

    def balance_point(self) -> QPointF:
        """Scene point where this seat's balance stone lies."""
        return self.mapToScene(QPointF(-PANEL_W / 2 + 27, 8))

    def treasure_point(self) -> QPointF:
        """Scene point stones fly to when they join the treasure."""
        return self.mapToScene(QPointF(30, 10))

    def boundingRect(self) -> QRectF:
        return QRectF(-PANEL_W / 2 - 3, -PANEL_H / 2 - 3, PANEL_W + 6, PANEL_H + 6)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(-PANEL_W / 2, -PANEL_H / 2, PANEL_W, PANEL_H)
        border = QColor("#f2c14e") if self.active else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 4 if self.active else 1.5))
        painter.setBrush(QColor(20, 24, 22, 200))
        painter.drawRoundedRect(rect, 12, 12)
        font = QFont()
        font.setPixelSize(21)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#f5efe0"))
        title = QRectF(rect.left() + 10, rect.top() + 2, PANEL_W - 20, 26)
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                         painter.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight,
                                                          int(PANEL_W * 0.58)))
        font.setBold(False)
        font.setPixelSize(17)
        painter.setFont(font)
        painter.setPen(QColor("#d9d2bf"))
        # self.tr with a plain name for n: the only form pyside6-lupdate marks as a plural.
        n = len(self.treasure)
        count = self.tr("%n stone(s)", "", n)
        painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, count)
        if self.bot_label:
            font.setPixelSize(13)
            painter.setFont(font)
            painter.setPen(QColor("#a9a28f"))
            painter.drawText(QRectF(rect.left() + 4, rect.bottom() - 15, 46, 14),
                             Qt.AlignmentFlag.AlignCenter, self.bot_label)
        # The empty balance spot, so a seat without a balance stone reads as such (R5.5).
        spot = self.mapFromScene(self.balance_point())
        painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(spot, 18, 18)
        # A lighter strip under the treasure so black stones stand out from the panel.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(190, 180, 150, 45))
        painter.drawRoundedRect(QRectF(rect.left() + 52, rect.top() + 27, PANEL_W - 58,
                                       PANEL_H - 32), 8, 8)
        self._paint_minis(painter, rect)

    def _paint_minis(self, painter: QPainter, rect: QRectF) -> None:
        """Treasure two by two (pairs side by side), then claims ringed in orange."""
        left = rect.left() + 56
        top = rect.top() + 40
        slot = 0
        stones = [(s, False) for s in self.treasure] + [(s, True) for s in self.claims]
        # Big enough to read the runes while the treasure is small; smaller once it grows.
        big = len(stones) <= 28
        radius, per_row, row_h = (9.0, 5, 20.0) if big else (MINI_R, _PAIRS_PER_ROW, 16.0)
        for i, (stone, claim) in enumerate(stones):
            if claim and i == len(self.treasure) and slot % 2:
                slot += 1      # a claim starts its own pair slot
            pair, half = divmod(slot, 2)
            row, col = divmod(pair, per_row)
            x = left + col * (4 * radius + 4) + half * (2 * radius + 1) + radius
            y = top + row * row_h
            painter.save()
            painter.translate(x, y)
            paint_stone(painter, stone, radius, True)
            if claim:
                painter.setPen(QPen(QColor("#ff8c2a"), 1.8))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), radius + 1.5, radius + 1.5)
            painter.restore()
            slot += 1
        if not stones:
            font = QFont()
            font.setPixelSize(15)
            font.setItalic(True)
            painter.setFont(font)
            painter.setPen(QColor("#8d8776"))
            painter.drawText(QRectF(left, top - 8, 180, 20), Qt.AlignmentFlag.AlignLeft,
                             translate("SeatPanel", "empty treasure"))
