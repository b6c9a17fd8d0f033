"""The one funnel of the live race (R7.2): every device's actions, as its seat's stamped intents.

Every device is a `Device` (ui/input/devices.py): key clusters and game controllers act on the
stone under their seat's cursor (`SeatCursor`); the mouse (ui/input/mouse.py) and touch
(ui/input/touch.py) choose the stone themselves. Each take, put back or done comes here, finds
its seat, and goes at once to the session's arbiter (rok_qt/arbiter.py) as the seat's intent
with the input event's own timestamp and base (`hand_in`: the one door to the arbiter). What a
take can reach (the free stones, the balance stones) is asked of the model here, for every
device (`reach`). A pad's event can reach us after a key pressed later: the referee
(model/referee.py) judges by the stamps within its settle window, and equal stamps on one stone
go to its seeded coin.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal

from rok_qt.arbiter import JUST_GONE_MS, DeviceInput, Intent
from rok_qt.model.grab import Reach, within_reach
from rok_qt.model.state import GameState
from rok_qt.session import GameSession
from rok_qt.ui.input.devices import (
    MOUSE,
    STEPS,
    TOUCH_KIND,
    Action,
    Device,
    InputId,
    Pointed,
)
from rok_qt.ui.input.seat_cursor import SeatCursor
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.table.scene import TableScene

NAME_TAG_CHARS = 12
RING_STEP = 0.22
"""How much wider each further ring on a shared stone is drawn."""


def short_name(name: str) -> str:
    """A player's name short enough to sit under a ring."""
    return name if len(name) <= NAME_TAG_CHARS else name[:NAME_TAG_CHARS - 1] + "\u2026"


class RaceInputs(QObject):
    """Every device of the live race: the cursors of the seats with keys or a pad, and every
    intent on its way to the arbiter. `pause_requested()` when a player asks to pause (a pad's
    Start); `reached_late(seat, stone)` when a seat's take comes just after the race stopped,
    for the stone its ring was on then (the screen asks the referee whether it was a race lost).

    `mouse_seat`: the seat the mouse plays for (-1: none), as the race on screen says; the
    pointing devices (`add_pointer`) hand in their choices through `chose`.
    """

    pause_requested = Signal()
    reached_late = Signal(int, int)

    def __init__(self, session: GameSession, scene: TableScene, seats: SeatInputs,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.seats = seats
        self.devices: list[Device] = []
        self.cursors: dict[int, SeatCursor] = {}
        self.running = False
        self.left: dict[int, int] = {}
        """Where each ring was when the race stopped (seat: stone); empty while one runs."""
        self.mouse_seat = -1

    # --- the one door to the arbiter -----------------------------------------------------
    def reach(self) -> Reach:
        """What a take reaches now: the free stones, and the balance stones a stone in hand is
        laid on (asked of the model, for every device alike)."""
        return within_reach(self.session.state)

    def held(self, seat: int) -> list[int]:
        """The stones in this seat's hand now (none outside a live grab)."""
        state = self.session.state
        live = None if state is None else state.live
        return [] if live is None else list(live.held[seat])

    def hand_in(self, given: DeviceInput) -> bool:
        """A seat's intent to the session's arbiter; False when it means nothing now or the
        engine refused it."""
        return self.session.arbiter.hand_in(given)

    def add_pointer(self, device: Device) -> None:
        """A device that chooses its stone itself (the mouse, a touch screen): its choices
        come here."""
        device.chose.connect(self._chose)

    def _chose(self, source: object, action: object, pointed: object) -> None:
        if not (isinstance(source, InputId) and isinstance(action, Action)
                and isinstance(pointed, Pointed)):
            return
        seat = self.mouse_seat if source == MOUSE else self.seats.seat_of(source)
        if seat is None or seat < 0:
            return
        device = self.sender()
        self.hand_in(DeviceInput(seat, _intent(action), pointed.stone, pointed.stamp,
                                 device.source if isinstance(device, Device) else "qt",
                                 pointed.race_ms))

    def set_devices(self, devices: list[Device]) -> None:
        """Listen to these devices (instead of the ones before)."""
        for device in self.devices:
            device.acted.disconnect(self._acted)
            device.aimed.disconnect(self._aimed)
            device.detached.disconnect(self._detached)
        self.devices = list(devices)
        for device in self.devices:
            device.acted.connect(self._acted)
            device.aimed.connect(self._aimed)
            device.detached.connect(self._detached)

    def cursor_seats(self) -> list[int]:
        """The people's seats that play with a cursor: bound to an input that is neither the
        mouse nor a touch edge (a binding left over for a seat a computer player now holds
        counts for nothing)."""
        humans = set(self.session.humans())
        return [seat for seat, source in self.seats.bound().items()
                if source != MOUSE and source.kind != TOUCH_KIND and seat in humans]

    def start(self, state: GameState) -> None:
        """The race runs: one cursor per seat with a bound input, in the seat's colour."""
        self.stop()
        self.left = {}
        for seat in self.cursor_seats():
            cursor = SeatCursor(self.scene, seat, parent=self)
            # Whose ring is whose, where the eye is: the name under it (painted as plain text).
            cursor.ring.set_note(short_name(state.players[seat].name))
            cursor.moved.connect(self._restack)
            self.cursors[seat] = cursor
        self.running = True
        self.refresh(state)

    def _restack(self) -> None:
        """Rings that share a stone are drawn each a little wider (in seat order), so every
        colour and name shows; a ring alone on its stone keeps its own size."""
        sharing: dict[int, list[SeatCursor]] = {}
        for seat in sorted(self.cursors):
            cursor = self.cursors[seat]
            if cursor.stone is not None:
                sharing.setdefault(cursor.stone, []).append(cursor)
            else:
                cursor.ring.setScale(1.0)
        for rings in sharing.values():
            for layer, cursor in enumerate(rings):
                cursor.ring.setScale(1.0 + RING_STEP * layer)

    def stop(self) -> None:
        """No more moves: the rings leave the table (where they were is kept in `left`)."""
        self.running = False
        self.left = {seat: cursor.stone for seat, cursor in self.cursors.items()
                     if cursor.stone is not None}
        for cursor in self.cursors.values():
            cursor.close()
            cursor.deleteLater()
        self.cursors.clear()

    def pause(self) -> None:
        """Paused: nothing new is taken."""
        self.running = False

    def resume(self) -> None:
        """The race goes on after a pause."""
        self.running = bool(self.cursors)

    def refresh(self, state: GameState) -> None:
        """The table changed: each cursor's targets are the free stones (and the balance stones
        while that seat has a stone in hand to lay on one)."""
        live = state.live
        if live is None:
            return
        reach = within_reach(state)
        free = {s: self.scene.stones[s].pos() for s in reach.free}
        balances = {s: self.scene.stones[s].pos() for s in reach.balances}
        for seat, cursor in list(self.cursors.items()):
            if live.done[seat]:
                cursor.close()
                del self.cursors[seat]
                continue
            # A stone someone else took a moment ago keeps its place under a ring: a press
            # there reaches for it (the referee judges the race) instead of a stone the ring
            # jumped to unasked.
            gone = {stone: self.scene.to_scene(live.origins[stone].x, live.origins[stone].y)
                    for stone, (by, ms) in live.taken.items()
                    if by != seat and stone in live.origins
                    and ms >= live.now_ms - JUST_GONE_MS}
            targets: dict[int, QPointF] = {**gone, **free}
            if live.held[seat]:
                targets.update(balances)
            cursor.set_targets(targets)

    # --- actions --------------------------------------------------------------------------
    def _acted(self, source: object, action: object, stamp: object) -> None:
        device = self.sender()
        if not isinstance(source, InputId) or not isinstance(action, Action):
            return
        seat = self.seats.seat_of(source)
        if seat is None:
            return
        if action is Action.PAUSE:
            self.pause_requested.emit()
            return
        cursor = self.cursors.get(seat)
        if cursor is None and action is Action.TAKE and seat in self.left:
            # The grab ended a moment ago (R4.6): the take reaches where the ring was.
            self.reached_late.emit(seat, self.left[seat])
            return
        if not self.running or cursor is None:
            return
        if action in STEPS:
            cursor.act(action)
            return
        base = device.source if isinstance(device, Device) else "qt"
        when = float(stamp) if isinstance(stamp, int | float) else None
        intent = _intent(action)
        if intent is Intent.TAKE and cursor.stone is None:
            return
        self.hand_in(DeviceInput(
            seat, intent, cursor.stone if intent is Intent.TAKE else None, when, base))

    def _aimed(self, source: object, x: float, y: float) -> None:
        seat = self.seats.seat_of(source) if isinstance(source, InputId) else None
        cursor = None if seat is None else self.cursors.get(seat)
        if cursor is not None:
            cursor.aim(x if self.running else 0.0, y if self.running else 0.0)

    def _detached(self, source: object) -> None:
        """A pad pulled out mid-race: its cursor stays where it is (a stick held as it went
        would glide on for ever); plugged back, the same input steers it again."""
        self._aimed(source, 0.0, 0.0)


def _intent(action: Action) -> Intent:
    """A device's take, put back or done as the arbiter's intent."""
    return (Intent.DONE if action is Action.DONE
            else Intent.PUT_BACK if action is Action.PUT_BACK else Intent.TAKE)
