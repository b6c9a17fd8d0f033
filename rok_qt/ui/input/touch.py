"""Touch in the live race (R7.2): every finger on a multi-touch screen drags a stone at once.

A finger that lands on a free stone drags it; lifted in a touch seat's edge zone (`touch_zones`)
the stone is taken for that seat, stamped when the finger touched it (R7.1's "the press on the
first stone of a drag"), and a second stone into the same zone makes the pair (the engine pairs
two takes). A finger on a stone a touch seat holds drags it for that seat: onto a free stone it
takes that one too (a pair), onto a balance stone it lays it there, stamped at the lift (R7.1's
"the release on its target"); lifted outside every zone it puts the stone back. A free stone
lifted outside every zone goes back where it lay and nothing is sent. A finger where a stone
lay that someone else took reaches for it, as the mouse does: the referee says who had it and
by how much (whose finger it is: `_gone_under`), also just after the grab ended (`linger`).

Raw touch points are read on the view's viewport; the mouse Qt or the platform makes up from the
first finger is swallowed, so it never also acts through the mouse's LiveTool. A touch screen is
a `Device` of the race's one funnel (ui/input/race_inputs.py): each seat's edge is an input
(`touch_input`), and every choice goes through the funnel to the arbiter, which asks the model
what a finger reaches too. The engine's referee judges every move by its stamp: a stone someone
else took during the drag goes to whichever touched it first (R7.2).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, Signal
from PySide6.QtGui import QInputDevice, QMouseEvent, QTouchEvent
from PySide6.QtWidgets import QGraphicsView

from rok_qt.model.events import Event, GrabEnded, StoneTaken
from rok_qt.model.state import LiveGrab
from rok_qt.ui.input.devices import TOUCH_KIND, Action, Device, InputId, Pointed
from rok_qt.ui.input.mouse import gone_from
from rok_qt.ui.input.race_inputs import RaceInputs
from rok_qt.ui.input.touch_zones import SeatZone, zone_at
from rok_qt.ui.table.scene import TableScene

DRAG_Z = 20.0
"""A dragged stone rides above the others."""
MOUSE_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseMove,
                QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick)
TOUCH_EVENTS = (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd)


def touch_input(seat: int) -> InputId:
    """The input a seat holds when it plays by touch (its edge zone)."""
    return InputId(TOUCH_KIND, str(seat))


@dataclass
class Finger:
    """One touch point dragging one stone."""

    stone: int
    holder: int | None
    """The touch seat holding the stone, or None for a free stone from the table."""
    begin_ms: float
    """The race stamp of the finger's touch-begin."""
    home: QPointF
    """Where the stone was drawn when the finger landed: where it goes back to."""
    z: float
    """Its stacking height then (a stone in a hand lies above the table's)."""
    lost: bool = False
    """Someone else took the stone during the drag."""


class TouchRace(Device):
    """The touch seats' fingers in a live race; `start()` at the reveal, `stop()` at a pause or
    the end, then `linger()` for a moment after the end.

    `dropped()` when a stone in a hand went back to it on screen; `reached_late(seat, stone)`
    when a finger lands, just after the end, where a stone lay that someone else took (the
    screen asks the referee). The fingers are only read here: every move is a choice of the
    seat's edge (`chose`), which the race's funnel hands to the arbiter as the seat's intent.
    """

    dropped = Signal()
    reached_late = Signal(int, int)

    def __init__(self, view: QGraphicsView, scene: TableScene, inputs: RaceInputs,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = view
        self.scene = scene
        self.inputs = inputs
        self.session = inputs.session
        self.seats = seats = inputs.seats
        inputs.add_pointer(self)
        self.fingers: dict[int, Finger] = {}
        self.zones: list[SeatZone] = []
        self._running = False
        self._lingering = False
        self._accepted_touch = False
        self.session.events_happened.connect(self._events)
        seats.changed.connect(self._redraw_zones)

    @property
    def running(self) -> bool:
        """True between start() and stop()."""
        return self._running

    def touch_seats(self) -> list[int]:
        """Seats that play by touch, in seat order."""
        return [seat for seat, source in self.seats.bound().items()
                if source == touch_input(seat) and seat < self.scene.player_count]

    def start(self) -> None:
        """Fingers reach the table; each touch seat's zone is drawn."""
        if self._running:
            return
        self.stop_lingering()
        self._running = True
        self._watch(True)
        self._redraw_zones()

    def stop(self) -> None:
        """Every finger still down lets go of its stone with nothing sent; zones go."""
        if not self._running:
            return
        self._running = False
        self.cancel_all()
        self._watch(False)
        self._clear_zones()

    def linger(self) -> None:
        """The grab just ended (R4.6): a finger where a stone lay that someone else took still
        reaches for it (`reached_late`), until `stop_lingering`; nothing is dragged."""
        if self._running or self._lingering or not self.touch_seats():
            return
        self._lingering = True
        self._watch(True)

    def stop_lingering(self) -> None:
        """Fingers are the table's own again."""
        if self._lingering:
            self._lingering = False
            self._watch(False)

    def _watch(self, on: bool) -> None:
        """Read the viewport's touch points (or stop), keeping how it was set before."""
        viewport = self.view.viewport()
        accepts = Qt.WidgetAttribute.WA_AcceptTouchEvents
        if on:
            self._accepted_touch = viewport.testAttribute(accepts)
            viewport.setAttribute(accepts, True)
            viewport.installEventFilter(self)
        else:
            viewport.removeEventFilter(self)
            viewport.setAttribute(accepts, self._accepted_touch)

    def cancel_all(self) -> None:
        """Touch points that will never end (cancelled, paused, the race over): undo the drags."""
        for finger in list(self.fingers.values()):
            self._let_go(finger)
        self.fingers.clear()

    # --- zones ----------------------------------------------------------------------------
    def _clear_zones(self) -> None:
        for zone in self.zones:
            self.scene.removeItem(zone)
        self.zones = []

    def _redraw_zones(self) -> None:
        self._clear_zones()
        if not self._running:
            return
        for seat in self.touch_seats():
            zone = SeatZone(self.scene, seat)
            self.scene.addItem(zone)
            self.zones.append(zone)

    # --- events ---------------------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._lingering:
            return event.type() == QEvent.Type.TouchBegin and isinstance(
                event, QTouchEvent) and self._reached_after(event)
        if not self._running:
            return False
        if event.type() in MOUSE_EVENTS and isinstance(event, QMouseEvent):
            # The mouse made up from a finger: the finger already acts through this object.
            return event.device().type() == QInputDevice.DeviceType.TouchScreen
        if event.type() == QEvent.Type.TouchCancel:
            self.cancel_all()
            event.accept()
            return True
        if event.type() in TOUCH_EVENTS and isinstance(event, QTouchEvent):
            self._touched(event)
            event.accept()
            return True
        return False

    def _touched(self, event: QTouchEvent) -> None:
        if self._race() is None or not self.session.race.running:
            self.cancel_all()   # paused or over: no drag lives on into the next stretch
            return
        stamp = float(event.timestamp())
        for point in event.points():
            at = self.view.mapToScene(point.position().toPoint())
            state = point.state()
            if state == point.State.Pressed:
                self._begin(point.id(), at, stamp)
            elif state == point.State.Updated:
                self._follow(point.id(), at)
            elif state == point.State.Released:
                self._end(point.id(), at, stamp)

    def _reached_after(self, event: QTouchEvent) -> bool:
        """Fingers landing just after the end: each where a stone lay that someone else took
        is `reached_late`; True (the touch is used) if any was."""
        live, seats, reached = self.session.last_race(), self.touch_seats(), False
        for point in event.points():
            at = self.view.mapToScene(point.position().toPoint())
            found = None if point.state() != point.State.Pressed else \
                self._gone_under(at, seats, live)
            if found is not None:
                self.reached_late.emit(*found)
                reached = True
        if reached:
            event.accept()
        return reached

    def _events(self, events: list[Event]) -> None:
        """A stone someone took while a finger drags it is theirs now: that drag is lost."""
        for event in events:
            if isinstance(event, GrabEnded):
                self.stop()
                self.linger()
                return
            if isinstance(event, StoneTaken):
                for finger in self.fingers.values():
                    if finger.stone == event.stone and finger.holder is None:
                        finger.lost = True   # the taker's hand shows it from now on
                        self.scene.stones[finger.stone].dragging = False

    # --- one finger -----------------------------------------------------------------------
    def _begin(self, finger_id: int, at: QPointF, timestamp: float) -> None:
        old = self.fingers.pop(finger_id, None)
        if old is not None:   # the same id pressed again with no end seen: undo that drag
            self._let_go(old)
        live = self._race()
        seats = self.touch_seats()
        if live is None or not seats:
            return
        dragged = {f.stone for f in self.fingers.values()}
        holders = {s: seat for seat in seats for s in live.held[seat] if s not in dragged}
        stone = self._stone_at(at, set(holders))
        if stone is None:
            stone = self._stone_at(at, set(self.inputs.reach().free) - dragged)
        if stone is None:
            self._reach_for_gone(at, seats, timestamp)
            return
        holder = holders.get(stone)
        # The floor of a stamp (the latest move played) is the same for every seat, so the
        # seat a free stone will go to need not be known yet.
        ms = self.session.arbiter.race_ms(seats[0] if holder is None else holder, timestamp)
        item = self.scene.stones[stone]
        self.fingers[finger_id] = Finger(stone, holder, ms, item.pos(), item.zValue())
        item.dragging = True
        item.setZValue(DRAG_Z)

    def _reach_for_gone(self, at: QPointF, seats: list[int], timestamp: float) -> None:
        """A finger where a stone lay that someone else took: the take goes to the referee,
        which says who had it and by how much (R7.2), as for the mouse."""
        found = self._gone_under(at, seats, self._race())
        if found is not None:
            self._send(found[0], Action.TAKE, Pointed(found[1], timestamp))

    def _gone_under(self, at: QPointF, seats: list[int],
                    live: LiveGrab | None) -> tuple[int, int] | None:
        """(seat, stone): whose finger it is and the stone someone else took that lay under
        it in `live` (`mouse.gone_from`), or None.

        Whose finger it is: nothing is dragged to a zone, so the seat is guessed fairly. With
        one touch seat it is that seat's. With several it is the seat on whose side of the
        table the finger came down (the smallest angle between the finger and the seat's
        direction from the centre): people reach in from their own edge, and a stone lying on
        someone's side is almost always reached by them. A guess that lands on the stone's
        own holder says nothing (a person does not race for a stone they hold)."""
        if not seats:
            return None
        seat = seats[0] if len(seats) == 1 else self._side_of(at, seats)
        gone = gone_from(self.scene, live, at, seat)
        return None if gone is None else (seat, gone)

    def _side_of(self, at: QPointF, seats: list[int]) -> int:
        """The seat among `seats` whose direction from the table's centre is nearest the
        point's."""
        bearing = math.atan2(at.y(), at.x())

        def apart(seat: int) -> float:
            way = self.scene.seat_direction(seat)
            turn = bearing - math.atan2(way.y(), way.x())
            return abs((turn + math.pi) % (2 * math.pi) - math.pi)

        return min(seats, key=apart)

    def _follow(self, finger_id: int, at: QPointF) -> None:
        finger = self.fingers.get(finger_id)
        if finger is not None and not finger.lost:
            self.scene.stones[finger.stone].setPos(at)

    def _end(self, finger_id: int, at: QPointF, timestamp: float) -> None:
        finger = self.fingers.pop(finger_id, None)
        if finger is None:
            return
        if not finger.lost:
            self._settle_item(finger)
        if finger.holder is None:
            self._drop_free(finger, at)
        else:
            self._drop_held(finger, finger.holder, at, timestamp)

    def _drop_free(self, finger: Finger, at: QPointF) -> None:
        """Into a zone: taken for its seat at the touch-begin's stamp; elsewhere: back."""
        live = self._race()
        seat = zone_at(self.scene, self.touch_seats(), at)
        if live is None or seat is None:
            self._let_go(finger)
            return
        # The seat is known only now: the take is stamped at the touch-begin; the arbiter keeps
        # it no earlier than the seat's previous stamp (another finger of theirs may have
        # dropped since) nor further back than the referee's settle window (a long drag).
        self._send(seat, Action.TAKE, Pointed(finger.stone, race_ms=finger.begin_ms))

    def _drop_held(self, finger: Finger, seat: int, at: QPointF, timestamp: float) -> None:
        """Onto a balance stone or a free stone: a pick for the holder; outside every zone:
        put back; in a zone: it stays in the hand."""
        live = self._race()
        if live is None or finger.stone not in live.held[seat]:
            self._let_go(finger)
            return
        reach = self.inputs.reach()
        balance = self._stone_at(at, set(reach.balances))
        target = self._stone_at(at, set(reach.free))
        if balance is not None:   # a take of a balance stone with one in hand lays it there
            self._send(seat, Action.TAKE, Pointed(balance, timestamp))
        elif target is not None:
            self._send(seat, Action.TAKE, Pointed(target, timestamp))
        elif zone_at(self.scene, self.touch_seats(), at) is None:
            self._send(seat, Action.PUT_BACK, Pointed(finger.stone, timestamp))
        else:
            self._let_go(finger)

    def _let_go(self, finger: Finger) -> None:
        """The stone goes back where it was drawn; nothing is sent."""
        if not finger.lost:
            self._settle_item(finger)
            self.scene.stones[finger.stone].setPos(finger.home)
        if finger.holder is not None:
            self.dropped.emit()

    def _settle_item(self, finger: Finger) -> None:
        item = self.scene.stones[finger.stone]
        item.dragging = False
        item.setZValue(finger.z)

    def _send(self, seat: int, action: Action, pointed: Pointed) -> None:
        """A choice of this seat's edge, into the race's funnel."""
        self.chose.emit(touch_input(seat), action, pointed)

    # --- reading the state ----------------------------------------------------------------
    def _race(self) -> LiveGrab | None:
        state = self.session.state
        return None if state is None else state.live

    def _stone_at(self, at: QPointF, stones: set[int]) -> int | None:
        """The visible stone among `stones` nearest the point, within a finger's reach."""
        return self.scene.stone_near(at, stones)
