"""What the live race draws over the table: the 3-2-1 countdown, the pause cover, lost races,
and a word at the table's middle (`MiddleNote`: nothing to grab, the people are done)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.label_spots import fixtures, place_label, spot_off_cover, stone_rects
from rok_qt.ui.table.scene import TableScene

STEP_MS = 700
"""How long each of 3, 2, 1 stays on the table."""


def _text_item(text: str, pixels: int) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)   # plain text: names come from players
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(True)
    item.setFont(font)
    item.setBrush(colour(palette.LABEL_FILL))
    item.setPen(QPen(colour(palette.LABEL_OUTLINE), max(1.0, pixels / 24)))
    return item


def _centre_on(item: QGraphicsSimpleTextItem, point: QPointF) -> None:
    rect = item.boundingRect()
    item.setPos(point - QPointF(rect.width() / 2, rect.height() / 2))


class Countdown(QObject):
    """3, 2, 1 over the middle of the table, then `finished`; stop() drops it unfinished."""

    finished = Signal()
    ticked = Signal(int)

    def __init__(self, scene: TableScene, parent: QObject | None = None,
                 step_ms: int = STEP_MS) -> None:
        super().__init__(parent)
        self.scene = scene
        self.item = _text_item("", 160)
        self.item.setZValue(110)   # over the pause cloth, which stays on through 3-2-1
        self.item.setVisible(False)
        scene.addItem(self.item)
        self._left = 0
        self._normal_ms = 0   # the step to go back to after a shortened countdown
        self._timer = QTimer(self)
        # To the ms: across computers every screen's countdown ends at one shared instant.
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(step_ms)
        self._timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        """True while a number is on the table."""
        return self._timer.isActive()

    def set_step_ms(self, ms: int) -> None:
        """How long each number stays (short in tests)."""
        self._timer.setInterval(max(0, ms))

    def total_ms(self) -> int:
        """From 3 to the end of 1, at the usual pace."""
        return 3 * (self._normal_ms or self._timer.interval())

    def start(self, total_ms: float | None = None) -> None:
        """Show 3 and count down (in `total_ms` when the table's start is that close)."""
        if total_ms is not None:
            self._normal_ms = self._normal_ms or self._timer.interval()
            self._timer.setInterval(max(0, round(total_ms / 3)))
        elif self._normal_ms:
            self._timer.setInterval(self._normal_ms)
            self._normal_ms = 0
        self._left = 3
        self._show()
        self._timer.start()

    def stop(self) -> None:
        """Take the number away without finishing."""
        self._timer.stop()
        self.item.setVisible(False)

    def _show(self) -> None:
        self.item.setText(str(self._left))
        _centre_on(self.item, QPointF(0, 0))
        self.item.setVisible(True)
        self.ticked.emit(self._left)

    def _tick(self) -> None:
        self._left -= 1
        if self._left > 0:
            self._show()
            return
        self.stop()
        self.finished.emit()


class PauseCover(QGraphicsRectItem):
    """An opaque cloth over the whole table while the race is paused."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__()
        self.setBrush(QBrush(colour(palette.COVER_BACKGROUND)))
        self.setPen(QPen(colour(palette.COVER_BACKGROUND)))
        self.setZValue(100)
        self.caption = _text_item("", 40)
        self.caption.setParentItem(self)
        self.setVisible(False)
        scene.addItem(self)

    def show_over(self, rect: QRectF, text: str) -> None:
        """Cover `rect` (the scene) and say how to go on."""
        self.setRect(rect.adjusted(-2000, -2000, 2000, 2000))
        self.caption.setText(text)
        _centre_on(self.caption, QPointF(0, 0))
        self.setVisible(True)


class LostRaceNote(QObject):
    """'Bot 1 was faster by 0.8 s' beside the stone, for a while."""

    def __init__(self, scene: TableScene, at: QPointF, text: str, ms: int) -> None:
        super().__init__(scene)
        self.text = text
        self.item = _text_item(text, 18)
        rect = self.item.boundingRect()
        # A dark backing keeps the note readable over the stones it lies on.
        self.backing = QGraphicsRectItem(rect.adjusted(-6, -3, 6, 3))
        self.backing.setBrush(QBrush(colour(palette.COVER_BACKGROUND)))
        self.backing.setPen(QPen(colour(palette.ALERT), 1.5))
        self.backing.setZValue(45)
        self.item.setParentItem(self.backing)
        scene.addItem(self.backing)
        self.at = QPointF(at)
        """Where the stone lay: the note stays beside it."""
        place_label(self.backing, at)
        QTimer.singleShot(ms, self.remove)

    def place_again(self) -> None:
        """Beside the stone again, out from under what now covers the table (the round's
        summary, shown after the note was placed) where there is room."""
        if self.backing.scene() is not None:
            place_label(self.backing, self.at)

    def remove(self) -> None:
        """Take the note off the table."""
        scene = self.backing.scene()
        if scene is not None:
            scene.removeItem(self.backing)


class MiddleNote(QGraphicsRectItem):
    """A word in the middle of the table, where the eye is after the throw: "Nothing to grab
    this round", "You are done: the computer players take what is left". It lies over the
    stones but not over the hands in the air, on a see-through backing."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__()
        backing = colour(palette.COVER_BACKGROUND)
        backing.setAlpha(200)
        self.setBrush(QBrush(backing))
        self.setPen(QPen(colour(palette.LABEL_OUTLINE), 1.5))
        self.setZValue(60)
        self.caption = _text_item("", 22)
        self.caption.setParentItem(self)
        self.setVisible(False)
        scene.addItem(self)

    @property
    def text(self) -> str:
        """What it says now ("" when hidden)."""
        return self.caption.text() if self.isVisible() else ""

    def say(self, text: str) -> None:
        """Show `text` (plain: it may name a player) by the Rune of Fate, over no stone where
        there is room (the faces are what the table is read for)."""
        self.caption.setText(text)
        rect = self.caption.boundingRect()
        self.caption.setPos(-rect.width() / 2, -rect.height() / 2)
        self.setRect(QRectF(-rect.width() / 2 - 14, -rect.height() / 2 - 8,
                            rect.width() + 28, rect.height() + 16))
        self.setPos(0, 0)
        scene = self.scene()
        if scene is not None:
            local = self.rect()
            spot = spot_off_cover(scene, local.size(), QPointF(0, 0),
                                  stone_rects(scene) + fixtures(scene))
            self.setPos(spot.center())
        self.setVisible(True)

    def clear(self) -> None:
        """Take the word away."""
        self.setVisible(False)
        self.caption.setText("")
