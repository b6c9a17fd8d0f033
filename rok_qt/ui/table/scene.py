"""The table scene: the round table, seats, the bag and every stone, in millimetres.

Engine coordinates have y up and the table centre at the origin; the scene has y down and turns
the table so that the seat being played sits at the bottom. `to_scene` and `to_engine` are the
only places that know this. Where the panels, the bag and the tray sit is table_layout's.
Gestures go to the active tool (a grab turn or a flick), never straight to the engine.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QObject,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from rok_qt.model.stones import ALL_STONES, FATE
from rok_qt.model.table_shape import TABLE_RADIUS, seat_angle
from rok_qt.ui import palette, theme
from rok_qt.ui.palette import colour
from rok_qt.ui.table.label_spots import place_label
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.seat_panel import SeatPanel
from rok_qt.ui.table.table_art import paint_bag, paint_table
from rok_qt.ui.table.table_layout import (
    BAG_POS,
    RIM,
    SCENE_RECT,
    TRAY_RECT,
    TRAY_STONE_SCALE,
    panel_positions,
)
from rok_qt.ui.table.table_layout import tray_point as _tray_point

if TYPE_CHECKING:
    # The state is read once a game is shown: the empty table of the window's first frame is
    # drawn without the model's states (msgspec under them).
    from rok_qt.model.state import Controller, GameState

PRESS_REACH = 1.25
"""A press this many stone radii from a stone's centre reaches it."""

class SceneTool(QObject):
    """What the scene hands gestures to: the grab turn or the flick in progress.

    Every tool ends the same way, through `close()`: after it the tool ignores gestures and
    has taken its own marks off the table.
    """

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.closed = False

    def close(self) -> None:
        """Stop reacting to gestures; subclasses also remove what they drew."""
        self.closed = True

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        """A left-button press on the table."""

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        """The pointer moved over the table."""

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        """The left button was let go."""

    def key(self, event: QKeyEvent) -> bool:
        """A key for the tool; True when it was used."""
        return False


class TableItem(QGraphicsObject):
    """The wooden table with its felt and rim, drawn once and cached."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(-10)

    def boundingRect(self) -> QRectF:
        r = TABLE_RADIUS + RIM + 2
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_table(painter)


class BagItem(QGraphicsObject):
    """The bag in a corner, with how many stones it holds."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setZValue(1)

    def set_count(self, count: int) -> None:
        """Show the bag's stone count."""
        if count != self.count:
            self.count = count
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-50, -50, 100, 110)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        paint_bag(painter)
        font = QFont()
        font.setPixelSize(20)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(0, 0, 0, 120))
        painter.drawText(QRectF(-33, 1, 68, 40), Qt.AlignmentFlag.AlignCenter, str(self.count))
        painter.setPen(colour(palette.BAG_COUNT))
        painter.drawText(QRectF(-34, 0, 68, 40), Qt.AlignmentFlag.AlignCenter, str(self.count))
        font.setPixelSize(13)
        font.setBold(False)
        painter.setFont(font)
        painter.setPen(colour(palette.BAG_CAPTION))
        painter.drawText(QRectF(-50, 40, 100, 18), Qt.AlignmentFlag.AlignCenter,
                         QCoreApplication.translate("TableScene", "bag"))


class TableScene(QGraphicsScene):
    """Shows a GameState; moves stones only as told; hands gestures to the active tool.

    `seat_pressed(seat)` when a seat that is asked whether its person is ready is clicked;
    `table_pressed(point)` when the table is pressed elsewhere with no tool to take it;
    `spoken(text, urgent)` when a tool has something to say to a screen reader (`say`).
    """

    seat_pressed = Signal(int)
    table_pressed = Signal(QPointF)
    spoken = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None, *, fate_only: bool = False) -> None:
        """The empty table with every stone (hidden but the Rune of Fate); with `fate_only`,
        the Rune of Fate alone until `add_stones` (all an empty table shows)."""
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.follow_look()
        self.addItem(TableItem())
        self.bag = BagItem()
        self.addItem(self.bag)
        self.bag.setPos(BAG_POS)
        self.bag.setVisible(False)
        self.stones: dict[int, RuneItem] = {}
        self.add_stones([FATE] if fate_only else ALL_STONES)
        self.panels: list[SeatPanel] = []
        self.rotation = 0.0
        self.player_count = 0
        self.tool: SceneTool | None = None
        self.distance_labels: list[QGraphicsSimpleTextItem] = []
        self.tray_rect = QRectF(TRAY_RECT)
        self.tray_label = self._make_tray_label()

    def add_stones(self, stones: Iterable[int] = ALL_STONES) -> None:
        """These stones on the table, hidden but the Rune of Fate, each once (the window's
        first frame makes the Rune of Fate alone: the other 48 took ~2 ms of it, issue 34)."""
        for stone in stones:
            if stone in self.stones:
                continue
            item = RuneItem(stone)
            item.setZValue(6 if stone == FATE else 5)
            item.bounds = SCENE_RECT.adjusted(20, 20, -20, -20)
            item.setVisible(stone == FATE)
            self.addItem(item)
            self.stones[stone] = item

    def follow_look(self) -> None:
        """The room around the table takes the chrome's hall (black in high contrast)."""
        self.setBackgroundBrush(colour(theme.current().chrome.hall))

    def say(self, text: str, urgent: bool = False) -> None:
        """Words for a screen reader about what a tool did (ui/access/table_speech.py)."""
        self.spoken.emit(text, urgent)

    # --- coordinates ----------------------------------------------------------------------
    def set_viewer_seat(self, seat: int, seats: int) -> None:
        """Turn the table of this many seats so that `seat` is at the bottom.

        It needs only the number of seats, not the panels, so it can come before the first
        sync of a new game: that sync then places the panels already turned.
        """
        self.rotation = 2 * math.pi * seat / seats if seats else 0.0

    def veil(self, stones: Iterable[int]) -> None:
        """Draw these stones plain until `unveil` (R7.1 [C])."""
        for stone in stones:
            self.stones[stone].set_veiled(True)

    def unveil(self) -> None:
        """Every stone shows its face again where it is face up."""
        for item in self.stones.values():
            item.set_veiled(False)

    def set_tool(self, tool: SceneTool | None) -> None:
        """Hand gestures to this tool; the one before is closed and let go."""
        old, self.tool = self.tool, tool
        if old is not None and old is not tool:
            old.close()
            old.deleteLater()

    def turn_to(self, seat: int, duration_ms: int, state: GameState,
                active: int | None) -> QVariantAnimation | None:
        """An animation turning the table, the short way round, until `seat` is at the bottom.

        None when there is nothing to turn (or no time to do it in): then it is done already.
        """
        target = 2 * math.pi * seat / self.player_count if self.player_count else 0.0
        start = self.rotation
        delta = (target - start + math.pi) % (2 * math.pi) - math.pi
        if abs(delta) < 1e-9 or duration_ms <= 0:
            self.rotation = target
            return None
        turn = QVariantAnimation(self)
        turn.setStartValue(0.0)
        turn.setEndValue(1.0)
        turn.setDuration(duration_ms)
        turn.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(value: object) -> None:
            if isinstance(value, float):
                self.rotation = start + delta * value
                self.sync(state, active)

        turn.valueChanged.connect(step)
        return turn

    def to_scene(self, x: float, y: float) -> QPointF:
        """Engine mm (y up) to scene (y down), turned to the viewer's seat."""
        c, s = math.cos(self.rotation), math.sin(self.rotation)
        return QPointF(x * c - y * s, -(x * s + y * c))

    def stone_near(self, point: QPointF, stones: Iterable[int],
                   skip: int | None = None) -> int | None:
        """The visible stone among `stones` (but `skip`) nearest the point, within reach of a
        press: PRESS_REACH radii, measured cheaply (the L1 norm scaled to about a circle's)."""
        best: tuple[float, int] | None = None
        for stone in stones:
            item = self.stones[stone]
            if stone == skip or not item.isVisible():
                continue
            d = (item.pos() - point).manhattanLength() / 1.4
            if d <= item.radius * PRESS_REACH and (best is None or d < best[0]):
                best = (d, stone)
        return None if best is None else best[1]

    def to_engine(self, point: QPointF) -> tuple[float, float]:
        """Scene point back to engine mm."""
        c, s = math.cos(self.rotation), math.sin(self.rotation)
        xr, yr = point.x(), -point.y()
        return xr * c + yr * s, -xr * s + yr * c

    def seat_direction(self, seat: int) -> QPointF:
        """Unit vector in the scene from the centre towards a seat."""
        a = seat_angle(seat, self.player_count)
        return self.to_scene(math.cos(a), math.sin(a))

    def tray_point(self, index: int) -> QPointF:
        """Where the active player's picks of this turn wait: the bottom of the right band
        (or where `set_tray` put the tray)."""
        return _tray_point(index, self.tray_rect)

    def set_tray(self, rect: QRectF) -> None:
        """Put the tray of stones taken this turn here (its caption goes with it)."""
        self.tray_rect = QRectF(rect)
        self.tray_label.setTextWidth(rect.width())
        self.tray_label.setPos(rect.topLeft())

    def put_in_tray(self, item: RuneItem, index: int) -> None:
        """Show a taken stone, a little smaller, in its tray slot."""
        item.setPos(self.tray_point(index))
        item.setScale(TRAY_STONE_SCALE)

    def _make_tray_label(self) -> QGraphicsTextItem:
        # Wrapped to the tray's width: the caption is long in every language.
        label = QGraphicsTextItem()
        label.setPlainText(QCoreApplication.translate(
            "TableScene", "Taken this turn (click one to put it back)"))
        font = QFont()
        font.setPixelSize(15)
        label.setFont(font)
        label.setDefaultTextColor(colour(palette.CAPTION))
        label.setTextWidth(TRAY_RECT.width())
        label.setPos(TRAY_RECT.topLeft())
        label.setVisible(False)
        self.addItem(label)
        return label

    # --- showing the state ----------------------------------------------------------------
    def sync(self, state: GameState, active: int | None = None) -> None:
        """Put every item where the state says; stones not on the table or a seat are hidden."""
        from rok_qt.model.contest import table_in_play
        from rok_qt.model.state import Controller

        if state.player_count != self.player_count:
            self._make_panels(state.player_count)
        self._place_panels()
        visible: set[int] = set()
        for stone, lying in table_in_play(state).items():
            item = self.stones[stone]
            item.setPos(self.to_scene(lying.x, lying.y))
            item.set_face_up(lying.face_up)
            visible.add(stone)
        contest = state.contest
        if contest is not None:
            for seat, pos in contest.flicked.items():
                stone = contest.stones[seat]
                self.stones[stone].setPos(self.to_scene(*pos))
                self.stones[stone].set_face_up(True)
                self.stones[stone].set_out(seat in contest.out)
                visible.add(stone)
        on_table = visible - set(state.table)
        claims: dict[int, list[int]] = {}
        for claim in state.claims:
            if claim.stone not in on_table:
                claims.setdefault(claim.claimant, []).append(claim.stone)
        for seat, (panel, player) in enumerate(zip(self.panels, state.players, strict=True)):
            bot = "" if player.controller == Controller.HUMAN else _bot_label(player.controller)
            panel.set_contents(player.name, bot, player.treasure, claims.get(seat, []),
                               seat == active)
            if player.balance is not None:
                item = self.stones[player.balance]
                item.setPos(panel.balance_point())
                item.set_face_up(True)
                visible.add(player.balance)
        for stone, item in self.stones.items():
            item.setVisible(stone in visible)
            item.setZValue(6 if stone == FATE else 5)
            item.set_highlight(None)
            item.setScale(1.0)
            item.dragging = False
            if contest is None or stone not in contest.stones.values():
                item.set_out(False)
        self.bag.set_count(len(state.bag))
        self.bag.setVisible(True)

    def _make_panels(self, n: int) -> None:
        for panel in self.panels:
            self.removeItem(panel)
        self.player_count = n
        self.panels = [SeatPanel(seat) for seat in range(n)]
        for panel in self.panels:
            self.addItem(panel)

    def _place_panels(self) -> None:
        positions = panel_positions(self.player_count, self.rotation)
        for panel, pos in zip(self.panels, positions, strict=True):
            panel.setPos(pos)

    def show_labels(self, labels: list[tuple[QPointF, str]]) -> None:
        """Short texts on the table (contest distances); replaced by the next call."""
        for label in self.distance_labels:
            if label.scene() is self:   # a new game may have cleared it already
                self.removeItem(label)
        self.distance_labels = []
        font = QFont()
        font.setPixelSize(theme.table_text(18))
        font.setBold(True)
        for point, text in labels:
            label = QGraphicsSimpleTextItem(text)
            label.setFont(font)
            label.setBrush(colour(palette.LABEL_FILL))
            label.setPen(QPen(colour(palette.LABEL_OUTLINE), 0.8))
            label.setZValue(40)
            self.addItem(label)
            place_label(label, point)
            self.distance_labels.append(label)

    # --- gestures -------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is None and event.button() == Qt.MouseButton.LeftButton:
            for panel in self.panels:
                if panel.ready is not None and panel.sceneBoundingRect().contains(
                        event.scenePos()):
                    self.seat_pressed.emit(panel.seat)   # "ready", between rounds
                    event.accept()
                    return
            self.table_pressed.emit(event.scenePos())
        if self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self.tool.press(event)
            event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None:
            self.tool.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and event.button() == Qt.MouseButton.LeftButton:
            self.tool.release(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is None or not self.tool.key(event):
            super().keyPressEvent(event)


def _bot_label(controller: Controller) -> str:
    from rok_qt.model.state import Controller

    labels = {
        Controller.NOVICE: QCoreApplication.translate("TableScene", "novice"),
        Controller.ADEPT: QCoreApplication.translate("TableScene", "adept"),
        Controller.MASTER: QCoreApplication.translate("TableScene", "master"),
        Controller.MATCH: QCoreApplication.translate("TableScene", "matches you"),
    }
    return labels.get(controller, "")
