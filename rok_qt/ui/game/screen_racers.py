"""Who races at this screen in the live race (R7.2), and with what.

The race's one funnel of devices (ui/input/race_inputs.py) with the mouse, a touch screen's
seat edges, and the key clusters and game controllers bound to seats (the seat table); which
people race with an input of their own; and the Done of the people without a done key, said for
them when everyone with one has said it. The devices listen from the race's start until a moment
after its end (`linger`, then `rest`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsView, QWidget

from rok_qt.arbiter import DeviceInput, Intent
from rok_qt.model.state import GameState
from rok_qt.session import GameSession
from rok_qt.ui.input.devices import Device
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.mouse import Mouse
from rok_qt.ui.input.race_inputs import RaceInputs
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import TouchRace
from rok_qt.ui.table.scene import TableScene


class ScreenRacers(QObject):
    """The people at this screen and their devices in the live race.

    `dropped()` when a finger let a stone in a hand go back to it; `reached_late(seat, stone)`
    when a finger lands, just after the end, where a stone lay that someone else took.
    """

    dropped = Signal()
    reached_late = Signal(int, int)

    def __init__(self, session: GameSession, scene: TableScene, view: QWidget,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.view = view
        self.inputs = RaceInputs(session, scene, SeatInputs(self), self)
        self.mouse = Mouse(self)
        self.inputs.add_pointer(self.mouse)
        self.touch: TouchRace | None = None
        self._make_touch()

    def set_inputs(self, seats: SeatInputs, devices: list[Device]) -> None:
        """Who plays with what: the seat table and the devices whose inputs it binds."""
        self.inputs.seats = seats
        self.inputs.set_devices(devices)
        self._make_touch()

    def _make_touch(self) -> None:
        """Fingers on a touch screen for the seats bound to their edge (one per seat table)."""
        if self.touch is not None:
            self.touch.stop()
            self.touch.deleteLater()
            self.touch = None
        if isinstance(self.view, QGraphicsView):
            self.touch = TouchRace(self.view, self.scene, self.inputs, self)
            self.touch.dropped.connect(self.dropped)
            self.touch.reached_late.connect(self.reached_late)

    def keyboards(self) -> list[KeyClusters]:
        """The key clusters among the devices."""
        return [d for d in self.inputs.devices if isinstance(d, KeyClusters)]

    def bound_people(self) -> list[int]:
        """People's seats with an input bound (a seat a computer player holds now: none)."""
        humans = self.session.humans()
        return [seat for seat in self.inputs.seats.bound() if seat in humans]

    def input_seats(self, mouse_seat: int) -> list[int]:
        """The people's seats racing with an input of their own (the mouse's player too)."""
        return self.bound_people() or ([mouse_seat] if mouse_seat >= 0 else [])

    def start(self, state: GameState, owner: QObject) -> None:
        """Cursors for the seats with an input of their own; their keyboards listen, their game
        controllers are polled (only while a race, `owner`, wants them)."""
        if not self.inputs.cursor_seats():
            return
        self.inputs.start(state)
        clusters = frozenset(source.key for source in self.inputs.seats.bound().values()
                             if source.kind == "keys")
        for keys in self.keyboards():
            keys.listen(self.view.window(), clusters)
        for device in self.inputs.devices:
            device.wake(owner)

    def linger(self) -> None:
        """The grab ended: the cursors go, fingers and keys still reach for a moment."""
        self.inputs.stop()
        if self.touch is not None:
            self.touch.stop()
            self.touch.linger()
        for keys in self.keyboards():
            keys.linger()

    def rest(self, owner: QObject) -> None:
        """Long enough after the end: what raced stops listening."""
        if self.touch is not None:
            self.touch.stop_lingering()
        for keys in self.keyboards():
            if keys.lingering:   # else the ready gate took them over
                keys.stop()
        for device in self.inputs.devices:
            device.rest(owner)

    def done_for_the_screen(self, mouse_seat: int) -> None:
        """People at this screen with no input of their own in the race: when everyone with one
        has said done, so do they (else the grab could only end at the limit)."""
        state = self.session.state
        if state is None or state.live is None:
            return
        racing = self.input_seats(mouse_seat)
        if all(state.live.done[seat] for seat in racing if 0 <= seat < state.player_count):
            self.say_done([s for s in self.session.humans() if s not in racing])

    def say_done(self, seats: list[int]) -> None:
        """Done for these seats, through the race's funnel."""
        for seat in seats:
            state = self.session.state
            if state is None or state.live is None:
                return
            if not state.live.done[seat]:
                self.inputs.hand_in(DeviceInput(seat, Intent.DONE))
