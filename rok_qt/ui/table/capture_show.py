"""Every capture is seen (R5.3): its line and marks on the table, held until the people go on.

When a capture is played the captor's seat is outlined in the captor's colour, the captured
player's balance stone and the twin that took it are ringed in that colour, and a line says it
where the eye is, beside the captured seat: "Bot 2 takes your 12 grey stones: Bot 2 took the twin
of your balance stone, the grey fehu" (in the second person for the one person at the screen).
Once the stones have flown, the two stones stay ringed in the captor's treasure. Everything stays
until the next throw (the people said ready before it) or a new game.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rok_qt.model.events import Captured
from rok_qt.model.stones import colour_of
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.persons import Persons, fill
from rok_qt.ui.table.focus_ring import EDGE, seat_ring_colour
from rok_qt.ui.table.label_spots import LABEL_KEY, labels_on, spot_off_cover, stone_rects
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.texts import stone_name
from rok_qt.ui.theme import table_text

translate = QCoreApplication.translate

LINE_WIDTH = 380.0
NARROWER = (LINE_WIDTH, LINE_WIDTH * 0.7, LINE_WIDTH * 0.5)
"""The widths a line tries in turn until it finds a free spot on the table."""
"""Scene units (mm): the line wraps within about a third of the table."""
PADDING = 8.0
RING_RADIUS = 27.0
"""Round a table stone (17 mm), outside its own selection marks."""


class CaptureTexts(QObject):
    """The capture lines; self.tr so that pyside6-lupdate marks their %n plurals.

    One message per point of view: the person at the screen is spoken to ("your"), never named
    in a sentence written about someone else.
    """

    def taken_from_you(self, n: int) -> str:
        """The person at the screen lost stones."""
        return self.tr("{captor} takes your %n {colour} stone(s): {captor} took the twin of "
                       "your balance stone, the {stone}", "", n)

    def taken_by_you(self, n: int) -> str:
        """The person at the screen captured."""
        return self.tr("You take %n {colour} stone(s) from {victim}: you took the twin of "
                       "{victim}'s balance stone, the {stone}", "", n)

    def taken(self, n: int) -> str:
        """Between two other players (or several people at the screen)."""
        return self.tr("{captor} takes %n {colour} stone(s) from {victim}: {captor} took the "
                       "twin of {victim}'s balance stone, the {stone}", "", n)


def capture_line(who: Persons, event: Captured) -> str:
    """The line for a capture, spoken to the person at the screen (ui/persons.py) if they are
    in it; French elides before a name ("qu'Anna")."""
    texts = CaptureTexts()
    n = 1 + len(event.treasure_stones)   # the victim's balance stone and its colour's treasure
    captor, victim = who[event.claimant], who[event.victim]
    if victim.you:
        template = texts.taken_from_you(n)
    elif captor.you:
        template = texts.taken_by_you(n)
    else:
        template = texts.taken(n)
    colour_word = colour_words(colour_of(event.balance_stone), n)
    return fill(template, captor=captor.name, victim=victim.name, colour=colour_word,
                stone=stone_name(event.balance_stone))


def colour_words(colour_index: int, n: int) -> str:
    """The colour as it qualifies n stones ('grey'; French agrees it: 'grises')."""
    if n == 1:
        words = (translate("CaptureTexts", "white", "one stone"),
                 translate("CaptureTexts", "grey", "one stone"),
                 translate("CaptureTexts", "black", "one stone"))
    else:
        words = (translate("CaptureTexts", "white", "several stones"),
                 translate("CaptureTexts", "grey", "several stones"),
                 translate("CaptureTexts", "black", "several stones"))
    return words[colour_index]


class CaptureLine(QGraphicsObject):
    """A capture's line on the table: plain text (names come from players) on a dark card
    edged in the captor's colour."""

    def __init__(self, text: str, edge: QColor) -> None:
        super().__init__()
        self.edge = edge
        self.text = QGraphicsTextItem(self)
        font = QFont()
        font.setPixelSize(table_text(17))
        font.setBold(True)
        self.text.setFont(font)
        self.text.setDefaultTextColor(colour(palette.LABEL_FILL))
        self.text.setPlainText(text)
        self.wrap(LINE_WIDTH)
        self.text.setPos(PADDING, PADDING / 2)
        self.setZValue(42)

    def wrap(self, width: float) -> None:
        """Wrap the text at `width` (no wider than the words need)."""
        self.prepareGeometryChange()
        self.text.setTextWidth(width)
        self.text.document().setTextWidth(width)
        ideal = self.text.document().idealWidth()
        self.text.setTextWidth(min(width, ideal + 2))

    def plain(self) -> str:
        """What the line says."""
        return self.text.toPlainText()

    def boundingRect(self) -> QRectF:
        inner = self.text.boundingRect()
        return QRectF(0, 0, inner.width() + 2 * PADDING, inner.height() + PADDING)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QPen(self.edge, 3))
        painter.setBrush(QBrush(QColor(12, 14, 13, 225)))
        painter.drawRoundedRect(self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)


def _ring(edge: QColor, parent: QGraphicsItem) -> QGraphicsEllipseItem:
    """A thick ring in the captor's colour, edged in black, round a stone (its child: it
    follows the stone and hides with it)."""
    ring = QGraphicsEllipseItem(-RING_RADIUS, -RING_RADIUS, 2 * RING_RADIUS, 2 * RING_RADIUS,
                                parent)
    ring.setPen(QPen(edge, 5))
    ring.setBrush(Qt.BrushStyle.NoBrush)
    under = QGraphicsEllipseItem(ring.rect().adjusted(-3, -3, 3, 3), ring)
    under.setPen(QPen(QColor(EDGE), 1.5))
    return ring


class CaptureShow(QObject):
    """The captures of the round on the table, until the next throw (`clear`)."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.lines: list[CaptureLine] = []
        self.rings: list[QGraphicsEllipseItem] = []
        self.anchors: list[int] = []
        self.shown: list[Captured] = []
        self.avoid: list[QRectF] = []
        """Scene rects the lines keep off, besides the seats (filled by the caller)."""

    def show(self, who: Persons, event: Captured) -> None:
        """Mark this capture and say it (once per capture)."""
        if any(event is seen for seen in self.shown):
            return
        self.shown.append(event)
        panels = self.scene.panels
        edge = seat_ring_colour(event.claimant)
        for stone in (event.claim_stone, event.balance_stone):
            self.rings.append(_ring(edge, self.scene.stones[stone]))
        if event.claimant < len(panels):
            panel = panels[event.claimant]   # a second capture this round adds its stones
            panel.set_marks(edge, (*panel.marked, event.claim_stone, event.balance_stone))
        line = CaptureLine(capture_line(who, event), edge)
        line.setData(LABEL_KEY, True)   # other labels keep off it (label_spots)
        self.scene.addItem(line)
        self.lines.append(line)
        self.anchors.append(event.victim)
        self.place()

    def texts(self) -> list[str]:
        """What the lines on the table say, in order."""
        return [line.plain() for line in self.lines]

    def clear(self) -> None:
        """Every line and mark off the table."""
        for line in self.lines:
            if line.scene() is self.scene:
                self.scene.removeItem(line)
        for ring in self.rings:
            if ring.scene() is self.scene:
                self.scene.removeItem(ring)   # off its stone too
        for panel in self.scene.panels:
            panel.set_marks(None)
        self.lines, self.rings, self.anchors, self.shown = [], [], [], []

    def rects(self) -> list[QRectF]:
        """Where the lines are, in scene coordinates."""
        return [line.sceneBoundingRect() for line in self.lines]

    def place(self) -> None:
        """Each line on the felt between its captured seat and the table's centre (through
        label_spots): over no stone, no Rune of Fate, no seat, not the bag and no other label,
        inside the view."""
        scene = self.scene
        seats = [panel.sceneBoundingRect() for panel in scene.panels]
        if scene.bag.isVisible():
            seats.append(scene.bag.sceneBoundingRect())
        mine = {id(line) for line in self.lines}
        others = [item.sceneBoundingRect() for item in labels_on(scene) if id(item) not in mine]
        placed: list[QRectF] = []
        for line, victim in zip(self.lines, self.anchors, strict=True):
            panels = scene.panels
            toward = panels[victim].pos() * 0.35 if victim < len(panels) else QPointF()
            avoid = [*stone_rects(scene), *seats, *others, *placed, *self.avoid]
            # Off the round summary too where there is room: the people read both. A crowded
            # table (four captures in a round at five seats) gets narrower, taller lines.
            for width in NARROWER:
                line.wrap(width)
                size = line.boundingRect().size()
                anchor = toward - QPointF(0, size.height() / 2 + 20)   # centred on `toward`
                spot = spot_off_cover(scene, size, anchor, avoid)
                if not any(spot.intersects(rect) for rect in avoid):
                    break
            line.setPos(spot.topLeft())
            placed.append(spot)
