"""Every bound input's actions in the live race (R7.2), turned into its seat's stamped moves.

Each seat with a key cluster, a pad or any other `Device` has a cursor (`SeatCursor`). A take
is stamped from its input event (`GameSession.live_stamp`) when it arrives, then held for a
short reorder window and submitted with the others in stamp order: a pad's event can reach us
after a key pressed later. Equal stamps on one stone go to the seeded coin of
`model.live.tie_order`. The engine judges every move; a refused take is a lost race.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal

from rok_qt.model.grab import takeable_stones
from rok_qt.model.live import tie_order
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Take
from rok_qt.model.state import GameState
from rok_qt.session import GameSession
from rok_qt.ui.input.devices import MOUSE, STEPS, TOUCH_KIND, Action, Device, InputId
from rok_qt.ui.input.seat_cursor import SeatCursor
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.table.scene import TableScene

REORDER_MS = 12
"""How long a move waits for an earlier-stamped one from a slower source before it counts."""
"""The mouse as an input in the seat table: its seat plays with `LiveTool`, not a cursor."""


@dataclass
class _Waiting:
    """A move stamped on arrival, waiting out the reorder window."""

    ms: float
    seat: int
    action: Action
    stone: int | None
    arrival: int


NAME_TAG_CHARS = 12
RING_STEP = 0.22
"""How much wider each further ring on a shared stone is drawn."""


def short_name(name: str) -> str:
    """A player's name short enough to sit under a ring."""
    return name if len(name) <= NAME_TAG_CHARS else name[:NAME_TAG_CHARS - 1] + "\u2026"


class RaceInputs(QObject):
    """The live race's inputs other than the mouse: cursors, stamps, order, moves.

    `attempted(seat, stone, ms)` just before a take is submitted (so a lost race can be
    worded), `pause_requested()` when a player asks to pause (a pad's Start).
    """

    attempted = Signal(int, int, float)
    pause_requested = Signal()

    def __init__(self, session: GameSession, scene: TableScene, seats: SeatInputs,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.seats = seats
        self.devices: list[Device] = []
        self.cursors: dict[int, SeatCursor] = {}
        self.window_ms = REORDER_MS
        self.running = False
        self._waiting: list[_Waiting] = []
        self._arrivals = 0
        self._flush = QTimer(self)
        self._flush.setSingleShot(True)
        self._flush.setTimerType(Qt.TimerType.PreciseTimer)
        self._flush.timeout.connect(self.flush)

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
        """No more moves: waiting ones are dropped, the rings leave the table."""
        self.running = False
        self._flush.stop()
        self._waiting.clear()
        for cursor in self.cursors.values():
            cursor.close()
            cursor.deleteLater()
        self.cursors.clear()

    def hold(self) -> None:
        """Paused: what waits counts (it came before the pause), nothing new is taken."""
        self.flush()
        self.running = False

    def go_on(self) -> None:
        """The race goes on after a pause."""
        self.running = bool(self.cursors)

    def refresh(self, state: GameState) -> None:
        """The table changed: each cursor's targets are the free stones (and the balance stones
        while that seat has a stone in hand to lay on one)."""
        live = state.live
        if live is None:
            return
        free = {s: self.scene.stones[s].pos() for s in takeable_stones(state)}
        balances = {s: self.scene.stones[s].pos() for s in state.balances_in_play()}
        for seat, cursor in list(self.cursors.items()):
            if live.done[seat]:
                cursor.close()
                del self.cursors[seat]
                continue
            targets: dict[int, QPointF] = dict(free)
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
        if not self.running or cursor is None:
            return
        if action in STEPS:
            cursor.act(action)
            return
        base = device.source if isinstance(device, Device) else "qt"
        when = float(stamp) if isinstance(stamp, int | float) else None
        ms = self.session.live_stamp(when, seat, base)
        # One seat's own moves keep their order, whatever their sources' clocks say.
        ms = max([ms] + [w.ms for w in self._waiting if w.seat == seat])
        self._arrivals += 1
        self._waiting.append(_Waiting(ms, seat, action, cursor.stone, self._arrivals))
        if not self._flush.isActive():
            self._flush.start(self.window_ms)

    def _aimed(self, source: object, x: float, y: float) -> None:
        seat = self.seats.seat_of(source) if isinstance(source, InputId) else None
        cursor = None if seat is None else self.cursors.get(seat)
        if cursor is not None:
            cursor.aim(x if self.running else 0.0, y if self.running else 0.0)

    def _detached(self, source: object) -> None:
        """A pad pulled out mid-race: its cursor stays where it is (a stick held as it went
        would glide on for ever); plugged back, the same input steers it again."""
        self._aimed(source, 0.0, 0.0)

    def flush(self) -> None:
        """Submit what waits, earliest stamp first (equal stamps on a stone: the seeded coin)."""
        self._flush.stop()
        waiting, self._waiting = self._waiting, []
        state = self.session.state
        if state is None:
            return
        for item in sorted(waiting, key=lambda w: self._order(state, waiting, w)):
            self._submit(item)

    def flush_before(self, seat: int, stone: int, ms: float) -> None:
        """The mouse's player takes `stone` at `ms` now, with no window: first submit what
        waits from before it (Qt hands keys and the mouse over in stamp order, so everything
        earlier has arrived). An equal stamp on the same stone waits if the coin says the
        mouse's player came first."""
        state = self.session.state
        if state is None or not self._waiting:
            return
        first: list[_Waiting] = []
        for item in self._waiting:
            tied = (item.ms == ms and item.action is Action.TAKE and item.stone == stone
                    and tie_order(state.seed, stone, ms, [seat, item.seat])[0] == seat)
            if item.ms <= ms and not tied:
                first.append(item)
        self._waiting = [item for item in self._waiting if item not in first]
        for item in sorted(first, key=lambda w: self._order(state, first, w)):
            self._submit(item)

    def _order(self, state: GameState, waiting: list[_Waiting],
               item: _Waiting) -> tuple[float, int, int]:
        rank = 0
        if item.action is Action.TAKE and item.stone is not None:
            rivals = [w.seat for w in waiting if w.action is Action.TAKE
                      and w.stone == item.stone and w.ms == item.ms]
            if len(rivals) > 1:
                rank = tie_order(state.seed, item.stone, item.ms, rivals).index(item.seat)
        return item.ms, rank, item.arrival

    def _submit(self, item: _Waiting) -> None:
        state = self.session.state
        live = None if state is None else state.live
        if state is None or live is None or live.done[item.seat]:
            return
        held = live.held[item.seat]
        move: LiveMove | None = None
        if item.action is Action.DONE:
            move = Done(item.seat, item.ms)
        elif item.action is Action.PUT_BACK and held:
            move = PutBack(item.seat, held[-1], item.ms)
        elif item.action is Action.TAKE and item.stone is not None:
            if held and item.stone in state.balances_in_play():
                move = LayOnBalance(item.seat, held[-1], item.stone, item.ms)
            else:
                self.attempted.emit(item.seat, item.stone, item.ms)
                move = Take(item.seat, item.stone, item.ms)
        if move is not None:
            self.session.submit(move)

