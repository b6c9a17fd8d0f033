"""What the replayed race writes on the table: each take's player and stamp in the player's
colour ("Bot 2, 1.84 s"), and each lost race where the stone lay."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.label_spots import place_label
from rok_qt.ui.table.scene import TableScene

SHOWN = 4
"""How many of the race's latest marks stay on the table: enough to follow, few to read."""


def stamp_text(ms: float) -> str:
    """A race stamp in seconds with two decimals, the locale's separator: '1.84 s'."""
    return QCoreApplication.translate("Replay", "{seconds} s").format(
        seconds=QLocale().toString(max(0.0, ms) / 1000, "f", 2))


def take_text(name: str, ms: float) -> str:
    """'Bot 2, 1.84 s': who took the stone, and when."""
    return QCoreApplication.translate("Replay", "{name}, {stamp}").format(
        name=name, stamp=stamp_text(ms))


def lost_text(name: str, winner: str, ms: float, margin_ms: float) -> str:
    """'Ann lost to Bot 1 at 2.10 s (0.31 s late)'."""
    return QCoreApplication.translate("Replay", "{name} lost to {winner} at {stamp} "
                                                "({late} late)").format(
        name=name, winner=winner, stamp=stamp_text(ms), late=stamp_text(margin_ms))


class RaceMark:
    """One text on a dark backing by a stone, outlined in a seat's colour (plain text: names
    come from players and files)."""

    def __init__(self, scene: TableScene, at: QPointF, text: str, edge: QColor) -> None:
        self.text = text
        item = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        item.setFont(font)
        item.setBrush(colour(palette.LABEL_FILL))
        rect = item.boundingRect()
        self.backing = QGraphicsRectItem(rect.adjusted(-5, -2, 5, 2))
        self.backing.setBrush(QBrush(colour(palette.COVER_BACKGROUND)))
        self.backing.setPen(QPen(edge, 2.5))
        self.backing.setZValue(45)
        item.setParentItem(self.backing)
        scene.addItem(self.backing)
        # Beside the stone, over no stone, no Rune of Fate and no other mark (label_spots).
        place_label(self.backing, at)

    def remove(self) -> None:
        """Off the table."""
        scene = self.backing.scene()
        if scene is not None:
            scene.removeItem(self.backing)


class RaceMarks:
    """The latest SHOWN marks of the race on the table; older ones leave as new ones come."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.marks: list[RaceMark] = []

    @property
    def texts(self) -> list[str]:
        """The marks on the table, oldest first."""
        return [mark.text for mark in self.marks]

    def add(self, at: QPointF, text: str, edge: QColor) -> None:
        """A new mark; the oldest goes when there are more than SHOWN."""
        mark = RaceMark(self.scene, at, text, edge)
        self.marks.append(mark)
        while len(self.marks) > SHOWN:
            self.marks.pop(0).remove()

    def clear(self) -> None:
        """Every mark off the table."""
        for mark in self.marks:
            mark.remove()
        self.marks.clear()
