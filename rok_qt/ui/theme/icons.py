"""The game's style: Fusion drawn in the game's palette, with its own message-box icons.

A message box asks the style for its icon; this style answers with a carved stone bearing the
box's mark (i, ?, ! or an alert-red !), so no box shows the system's stock pictures. Nothing
else is answered in Python: a style method written here is called for every widget's every
size and frame, each call a trip through Python (the check boxes' size and outline come from
the style sheet and the palette instead, `sheet.py`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleOption, QWidget

from rok_qt.ui import palette
from rok_qt.ui.theme.fonts import FAMILY

SP = QStyle.StandardPixmap
# (stone paint, mark, mark colour) per message kind: the stones' own paints (docs/art.md).
MARKS: dict[SP, tuple[tuple[str, str, str, str], str, str | None]] = {
    SP.SP_MessageBoxInformation: (palette.WHITE_STONE, "i", None),
    SP.SP_MessageBoxQuestion: (palette.WHITE_STONE, "?", None),
    SP.SP_MessageBoxWarning: (palette.GREY_STONE, "!", palette.SELECTED),
    SP.SP_MessageBoxCritical: (palette.BLACK_STONE, "!", palette.ALERT),
}
ICON_SIZES = (32, 48, 64, 96, 128)


def message_icon(kind: SP) -> QIcon:
    """The carved stone standing for this kind of message."""
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addPixmap(stone_mark(kind, size))
    return icon


def stone_mark(kind: SP, size: int) -> QPixmap:
    """One size of a message kind's stone: a shaded pebble with its mark cut in."""
    paint, mark, ink = MARKS[kind]
    light, base, dark, groove = paint
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    r = size * 0.42
    centre = QPointF(size / 2, size / 2 - size * 0.02)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawEllipse(centre + QPointF(size * 0.03, size * 0.05), r, r * 0.93)
    gradient = QRadialGradient(centre - QPointF(r * 0.35, r * 0.4), r * 1.5)
    gradient.setColorAt(0.0, QColor(light))
    gradient.setColorAt(0.45, QColor(base))
    gradient.setColorAt(1.0, QColor(dark))
    painter.setBrush(gradient)
    painter.setPen(QPen(QColor(dark).darker(140), max(1.0, size / 40)))
    painter.drawEllipse(centre, r, r * 0.93)
    if ink is not None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(ink), max(1.5, size / 16)))
        painter.drawEllipse(centre, r * 0.8, r * 0.74)
    font = QFont(FAMILY)
    font.setBold(True)
    font.setPixelSize(round(size * 0.5))
    path = QPainterPath()
    path.addText(QPointF(0, 0), font, mark)
    box = path.boundingRect()
    path.translate(centre - box.center())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 110))
    painter.drawPath(path.translated(size / 64, size / 64))
    painter.setBrush(QColor(ink if ink is not None else groove))
    painter.drawPath(path)
    painter.end()
    return pixmap


class GameStyle(QProxyStyle):
    """Fusion in the game's palette; the message boxes' icons are the game's stones."""

    def __init__(self) -> None:
        # By its key: Qt makes and owns the Fusion style behind the proxy (a style made here
        # would be Python's to free while the proxy still draws with it).
        super().__init__("Fusion")
        self._icons: dict[SP, QIcon] = {}

    def standardIcon(self, standardIcon: SP, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> QIcon:
        if standardIcon in MARKS:
            icon = self._icons.get(standardIcon)
            if icon is None:
                icon = self._icons[standardIcon] = message_icon(standardIcon)
            return icon
        return super().standardIcon(standardIcon, option, widget)
