"""The mouse in the live race (R7.2): one person's gestures, each a stamped move at once.

Press on a free stone takes it; releasing it on its twin takes that too (a pair), on a balance
stone lays it there (a twin pick); a click on a stone in hand puts it back; Enter says done.
`LiveTool` reads the gestures on the table (the scene's tool) and says each through `Mouse`, the
mouse's `Device`, into the race's one funnel (ui/input/race_inputs.py), which hands it to the
session's arbiter as the mouse seat's intent with the input event's own timestamp; the referee
judges it by that stamp. What a gesture reaches is the funnel's to say (`RaceInputs.reach`).
The keyboard plays the same race with a ring, through the same device (`live_keys`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from rok_qt.model.state import LiveGrab
from rok_qt.ui.input.devices import MOUSE, Action, Device, Pointed
from rok_qt.ui.input.race_inputs import RaceInputs
from rok_qt.ui.table.live_keys import LiveKeys
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import SceneTool, TableScene

DRAG_THRESHOLD = 6.0
"""mm of movement before a press becomes a drag rather than a click."""


def gone_from(scene: TableScene, live: LiveGrab | None, point: QPointF,
              seat: int) -> int | None:
    """A stone another player took from where `seat` pressed, however long ago: the engine
    refuses the take and says who had it and by how much (the latest taken, where several lay
    there). The mouse and touch (`ui/input/touch.py`) reach for it alike."""
    if live is None:
        return None
    found: tuple[float, int] | None = None
    for stone, (by, ms) in live.taken.items():
        lying = live.origins.get(stone)
        if by == seat or lying is None:
            continue
        at = scene.to_scene(lying.x, lying.y)
        near = (at - point).manhattanLength() / 1.4 <= scene.stones[stone].radius * 1.25
        if near and (found is None or ms > found[0]):
            found = (ms, stone)
    return None if found is None else found[1]


class Mouse(Device):
    """The mouse as a device of the live race: its one input is `MOUSE`, and it names the
    stone it chose (`LiveTool` reads where)."""

    def point(self, action: Action, stone: int | None, stamp: float | None) -> None:
        """The person took, put back or said done (stamp: the event's own, or None: now)."""
        self.chose.emit(MOUSE, action, Pointed(stone, stamp))


class LiveTool(SceneTool):
    """Turns the mouse seat's presses, drags and keys into the mouse's choices."""

    dropped = Signal()
    """A stone in hand was let go over nothing: it goes back to the hand on screen."""

    def __init__(self, scene: TableScene, inputs: RaceInputs, mouse: Mouse, seat: int,
                 parent: QObject | None = None) -> None:
        super().__init__(scene, parent)
        self.inputs = inputs
        self.mouse = mouse
        self.seat = seat
        self._drag: RuneItem | None = None
        self._press_at = QPointF()
        self._moved = False
        self.keys = LiveKeys(self)

    def close(self) -> None:
        """The race is over for this person: no more gestures, no ring."""
        super().close()
        self.keys.close()

    def held(self) -> list[int]:
        """The stones in this seat's hand now."""
        return self._held()

    def _held(self) -> list[int]:
        return self.inputs.held(self.seat)

    def _item_at(self, point: QPointF, stones: set[int]) -> RuneItem | None:
        """The visible stone among `stones` nearest the point, within reach."""
        stone = self.scene.stone_near(point, stones,
                                      None if self._drag is None else self._drag.stone)
        return None if stone is None else self.scene.stones[stone]

    def _just_gone(self, point: QPointF) -> int | None:
        state = self.inputs.session.state
        return None if state is None else gone_from(self.scene, state.live, point, self.seat)

    def send(self, action: Action, stone: int | None, timestamp: int | None) -> None:
        """The seat's take, put back or done, stamped by its event's timestamp (None: now)."""
        self._send(action, stone, timestamp)

    def _send(self, action: Action, stone: int | None, timestamp: int | None) -> None:
        self.mouse.point(action, stone, None if timestamp is None else float(timestamp))

    # --- gestures -------------------------------------------------------------------------
    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        """Take the stone under the pointer, or put back a stone in hand."""
        if self.closed:
            return
        point = event.scenePos()
        held = self._item_at(point, set(self._held()))
        stamp = event.timestamp()
        if held is not None:
            self._send(Action.PUT_BACK, held.stone, stamp)
            return
        item = self._item_at(point, set(self.inputs.reach().free))
        if item is None:
            gone = self._just_gone(point)
            if gone is not None:   # it was lifted as the person reached: the referee judges
                self._send(Action.TAKE, gone, stamp)
            return
        self._send(Action.TAKE, item.stone, stamp)
        if item.stone in self._held():
            self._drag, self._press_at, self._moved = item, point, False
            item.setZValue(20)

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        """The stone just taken follows the pointer."""
        if self.closed or self._drag is None:
            return
        point = event.scenePos()
        if not self._moved and (point - self._press_at).manhattanLength() < DRAG_THRESHOLD:
            return
        self._moved = True
        self._drag.setPos(point)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        """Dropped on a free stone: take it too; on a balance stone: lay it there."""
        item, self._drag = self._drag, None
        if item is None or self.closed or not self._moved:
            return
        stamp = event.timestamp()
        point = event.scenePos()
        reach = self.inputs.reach()
        balance = self._item_at(point, set(reach.balances))
        target = self._item_at(point, set(reach.free))
        if item.stone not in self._held():
            return
        if balance is not None:   # a take of a balance stone with one in hand lays it there
            self._send(Action.TAKE, balance.stone, stamp)
        elif target is not None:
            self._send(Action.TAKE, target.stone, stamp)
        else:
            self.dropped.emit()

    def say_done(self) -> None:
        """Done from the bar's button, stamped now on the race clock."""
        if not self.closed:
            self._send(Action.DONE, None, None)

    def key(self, event: QKeyEvent) -> bool:
        """The keyboard's race (`live_keys.LiveKeys`): Enter alone says done."""
        return self.keys.key(event)
