"""A seat at the table's edge: the player's name, score, balance spot, treasure and claims."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from rok_qt.model.stones import colour_of, symbol_of
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.focus_ring import paint_emblem, seat_ring_colour
from rok_qt.ui.table.stone_art import draw_stone
from rok_qt.ui.table.table_layout import PANEL_H, PANEL_W

_TITLE_H = 32.0
_BALANCE = QPointF(-PANEL_W / 2 + 31, -PANEL_H / 2 + _TITLE_H + 30)
"""The balance spot, left under the name; the treasure fills the rest."""
_STRIP = QRectF(-PANEL_W / 2 + 64, -PANEL_H / 2 + _TITLE_H + 2, PANEL_W - 70,
                PANEL_H - _TITLE_H - 8)
TREASURE_RADII = (15.0, 13.0, 11.5, 10.0, 8.5, 7.0)
"""Treasure stone radii, mm, largest first: the largest that fits the treasure is used.
At 11.5 all 48 stones fit, 22 px each at 1280x800."""
_PAIR_GAP = 3.0


def treasure_grid(radius: float) -> tuple[int, int]:
    """(pairs per row, rows) that fit the treasure strip at this stone radius."""
    inner_w, inner_h = _STRIP.width() - 8, _STRIP.height() - 8
    per_row = int((inner_w + _PAIR_GAP) // _pair_pitch(radius))
    rows = int((inner_h + 4) // (2 * radius + 4))
    return max(1, per_row), max(1, rows)


def _pair_pitch(radius: float) -> float:
    return 4 * radius + 1.5 + _PAIR_GAP


def treasure_radius(slots: int) -> float:
    """The largest radius whose grid holds this many stone slots (two per pair)."""
    for radius in TREASURE_RADII:
        per_row, rows = treasure_grid(radius)
        if 2 * per_row * rows >= slots:
            return radius
    return TREASURE_RADII[-1]


translate = QCoreApplication.translate


LABEL_FLAGS = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) \
    | int(Qt.TextFlag.TextWordWrap)
LABEL_SIZES = (15, 13, 12, 11)


def fitted_font(font: QFont, box: QRectF, text: str) -> QFont:
    """The largest of LABEL_SIZES at which `text` fits `box` (wrapped): a long level name
    ("matches you", "hozzád igazodik") gets a smaller type rather than being cut."""
    fitted = QFont(font)
    for size in LABEL_SIZES:
        fitted.setPixelSize(size)
        if box.contains(QFontMetricsF(fitted).boundingRect(box, LABEL_FLAGS, text)):
            break
    return fitted


NAME_SIZES = (24, 22, 20, 18, 16, 15)
"""The name's type, largest first: the largest at which the whole name fits beside the count
(or "✓ ready") is used; only a name too long even at the smallest is elided."""
COUNT_SIZES = (19, 17, 15)
"""The count's type shrinks too, before the name is cut."""


def fitted_title(name: str, count: str, width: float, bold_count: bool) -> tuple[QFont, str,
                                                                                  QFont]:
    """(the name's font, the name as drawn, the count's font) for a title row `width` wide:
    the largest sizes at which name and count both fit with a gap; the name elided at the
    smallest only when it cannot fit whole."""
    name_font, count_font = QFont(), QFont()
    name_font.setBold(True)
    count_font.setBold(bold_count)
    for count_size in COUNT_SIZES:
        count_font.setPixelSize(count_size)
        room = width - QFontMetricsF(count_font).horizontalAdvance(count) - 10
        for size in NAME_SIZES:
            name_font.setPixelSize(size)
            if QFontMetricsF(name_font).horizontalAdvance(name) <= room:
                return QFont(name_font), name, QFont(count_font)
    shown = QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight, room)
    return name_font, shown, count_font


SWATCH_X = 20.0
"""The seat's colour ring, left of the name: the colour of its race ring, cursor and labels."""
SWATCH_R = 9.0


def _paint_tray(painter: QPainter, rect: QRectF, border: QColor, width: float) -> None:
    """The panel as a tray of the table's oak: a shadow on the floor, the wood, its edge."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawRoundedRect(rect.translated(3, 5), 12, 12)
    wood = QLinearGradient(rect.topLeft(), rect.bottomRight())
    wood.setColorAt(0.0, colour(palette.PANEL_WOOD_LIGHT))
    wood.setColorAt(1.0, colour(palette.PANEL_WOOD_DARK))
    painter.setPen(QPen(border, width))
    painter.setBrush(QBrush(wood))
    painter.drawRoundedRect(rect, 12, 12)


def _paint_mat(painter: QPainter) -> None:
    """The treasure's mat of felt, sunk into the tray (its upper edge in shadow)."""
    light, dark = palette.TREASURE_FELT
    felt = QLinearGradient(_STRIP.topLeft(), _STRIP.bottomRight())
    felt.setColorAt(0.0, colour(light))
    felt.setColorAt(1.0, colour(dark))
    painter.setPen(QPen(QColor(0, 0, 0, 140), 1.5))
    painter.setBrush(QBrush(felt))
    painter.drawRoundedRect(_STRIP, 8, 8)
    painter.setPen(QPen(QColor(0, 0, 0, 70), 3.0))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawLine(_STRIP.topLeft() + QPointF(8, 2.5), _STRIP.topRight() + QPointF(-8, 2.5))


class SeatPanel(QGraphicsObject):
    """Paints one seat; the balance stone itself is a RuneItem placed on `balance_point()`.

    Left of the name a ring in the seat's own colour (`seat_ring_colour`) says which rings,
    cursors and labels are this seat's. Between rounds `ready` (None: not asked) says whether
    the seat's person is ready; a capture marks the seat and the two stones that made it.
    """

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = ""
        self.treasure: list[int] = []
        self.claims: list[int] = []
        self.active = False
        self.bot_label = ""
        self.ready: bool | None = None
        self.marked: tuple[int, ...] = ()
        self.mark_colour: QColor | None = None
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

    @property
    def colour(self) -> QColor:
        """The seat's colour, the same the whole game."""
        return seat_ring_colour(self.seat)

    def set_ready(self, ready: bool | None) -> None:
        """Show whether this seat's person is ready (None: nobody asks)."""
        if ready != self.ready:
            self.ready = ready
            self.update()

    def set_marks(self, colour: QColor | None, stones: tuple[int, ...] = ()) -> None:
        """A capture: the seat outlined in the captor's colour, these treasure stones ringed
        (None: no marks)."""
        if (colour, stones) != (self.mark_colour, self.marked):
            self.mark_colour, self.marked = colour, stones
            self.update()

    def change(self, gained: tuple[int, ...] = (), lost: tuple[int, ...] = (),
               claimed: tuple[int, ...] = (), released: tuple[int, ...] = ()) -> None:
        """Show stones arriving or leaving one by one while the round is settled."""
        treasure = [s for s in self.treasure if s not in lost] + list(gained)
        claims = [s for s in self.claims if s not in released] + list(claimed)
        self.set_contents(self.name, self.bot_label, treasure, claims, self.active)

    def balance_point(self) -> QPointF:
        """Scene point where this seat's balance stone lies."""
        return self.mapToScene(_BALANCE)

    def treasure_point(self) -> QPointF:
        """Scene point stones fly to when they join the treasure."""
        return self.mapToScene(_STRIP.center())

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
        border = colour(palette.SELECTED if self.active else palette.PANEL_BORDER)
        width = 4 if self.active else 1.5
        if self.mark_colour is not None:
            border, width = self.mark_colour, 5
        elif self.ready:
            border, width = colour(palette.READY), 4
        _paint_tray(painter, rect, border, width)
        self._paint_swatch(painter, rect)
        title = self.title_rect()
        name_font, name, count_font = fitted_title(self.name, self.count_text(), title.width(),
                                                   self.ready is not None)
        painter.setFont(count_font)
        painter.setPen(colour(palette.CAPTION if self.ready is None else
                              palette.READY if self.ready else palette.SELECTED))
        painter.drawText(title, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                         self.count_text())
        painter.setFont(name_font)
        painter.setPen(colour(palette.PANEL_NAME))
        painter.drawText(title, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        font = QFont()
        if self.bot_label:
            painter.setPen(colour(palette.PANEL_MUTED))
            box = QRectF(rect.left() + 2, _BALANCE.y() + 30, 60, 40)
            painter.setFont(fitted_font(font, box, self.bot_label))
            painter.drawText(box, LABEL_FLAGS, self.bot_label)
        # The empty balance spot, a hollow in the wood, so a seat without a balance stone
        # reads as such (R5.5).
        painter.setPen(QPen(QColor(0, 0, 0, 120), 2.0))
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawEllipse(_BALANCE, 25, 25)
        painter.setPen(QPen(colour(palette.BALANCE_SPOT), 1.5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(_BALANCE, 24, 24)
        _paint_mat(painter)
        self._paint_minis(painter, rect)

    def title_rect(self) -> QRectF:
        """The title row: the name at its left, the count (or "✓ ready") at its right."""
        return QRectF(-PANEL_W / 2 + 2 * SWATCH_X, -PANEL_H / 2 + 2,
                      PANEL_W - 2 * SWATCH_X - 10, _TITLE_H)

    def count_text(self) -> str:
        """The title's right: the treasure's count, or between rounds whether the seat's
        person is ready."""
        if self.ready is not None:
            return self.tr("\u2713 ready") if self.ready else self.tr("ready?")
        # self.tr with a plain name for n: the only form pyside6-lupdate marks as a plural.
        n = len(self.treasure)
        return self.tr("%n stone(s)", "", n)

    def name_shown(self) -> str:
        """The name as the title draws it (elided only when it cannot fit at the smallest
        type)."""
        return fitted_title(self.name, self.count_text(), self.title_rect().width(),
                            self.ready is not None)[1]

    def _paint_swatch(self, painter: QPainter, rect: QRectF) -> None:
        """The seat's colour and shape, as its rings and cursors carry them."""
        centre = QPointF(rect.left() + SWATCH_X, rect.top() + 2 + _TITLE_H / 2)
        paint_emblem(painter, self.seat, centre, SWATCH_R)

    def _paint_minis(self, painter: QPainter, rect: QRectF) -> None:
        """Treasure two by two (pairs side by side), then claims ringed in orange."""
        stones = [(s, False) for s in self.treasure] + [(s, True) for s in self.claims]
        # As big as the treasure allows; claims start a pair slot of their own.
        skip = 1 if self.claims and len(self.treasure) % 2 else 0
        radius = treasure_radius(len(stones) + skip)
        per_row, _rows = treasure_grid(radius)
        left, top = _STRIP.left() + 4, _STRIP.top() + 4 + radius
        slot = 0
        for i, (stone, claim) in enumerate(stones):
            if claim and i == len(self.treasure) and slot % 2:
                slot += 1      # a claim starts its own pair slot
            pair, half = divmod(slot, 2)
            row, col = divmod(pair, per_row)
            x = left + col * _pair_pitch(radius) + half * (2 * radius + 1.5) + radius
            y = top + row * (2 * radius + 4)
            painter.save()
            painter.translate(x, y)
            draw_stone(painter, stone, radius)
            if claim:
                painter.setPen(QPen(colour(palette.CLAIM_RING), 1.8))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), radius + 1.5, radius + 1.5)
            if stone in self.marked and self.mark_colour is not None:
                painter.setPen(QPen(self.mark_colour, 3.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(QPointF(0, 0), radius + 2.5, radius + 2.5)
            painter.restore()
            slot += 1
        if not stones:
            font = QFont()
            font.setPixelSize(18)
            font.setItalic(True)
            painter.setFont(font)
            painter.setPen(colour(palette.PANEL_EMPTY))
            painter.drawText(QRectF(left + 4, _STRIP.top() + 8, _STRIP.width() - 8, 24),
                             Qt.AlignmentFlag.AlignLeft,
                             translate("SeatPanel", "empty treasure"))
