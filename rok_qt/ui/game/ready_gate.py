"""The people set the pace: the table waits until the people at the screen say they are ready.

After a round settles (and before a computer player throws a round's stones) the gate is open:
it waits for the people at the screen. One person: their Ready (the bar's button, Space or
Enter, their controller's take button or their keys' take key) goes on at once. Several
people: each one says ready with their own input or by clicking their seat, their ready shows
on their seat, and the table goes on when all are ready, or when any one presses "Go on" (the
bar's button, Space or Enter) twice. Nobody at the screen (computer players only): the table
goes on after a short look. The preference "Go on by itself after N seconds" goes on after that
time, as before.

Keys and buttons pressed in the first moments after the gate opens (GUARD_MS) are ignored:
they were meant for the grab that just ended (Enter, Space, a take key pressed as the time ran
out) and would skip the summary unread. So is a take that still reaches, just after the grab
ended, for a stone someone else took there (`reaching`). A click on the bar's button or a seat
always counts.

The gate judges no rule: it only decides when the window answers the engine's question.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from rok_qt.session_clock import perf_ms
from rok_qt.ui.input.devices import Action, Device, InputId
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.seats import SeatInputs

GUARD_MS = 600
"""Keys (and controller buttons) this soon after the gate opens are taken as meant before."""


class ReadyGate(QObject):
    """Waits for the people's ready between rounds.

    `changed()` whenever who is ready (or the pending "Go on") changes; `went_on()` once the
    table may go on (emitted once per `open`).
    """

    changed = Signal()
    went_on = Signal()

    def __init__(self, parent: QObject | None = None,
                 now: Callable[[], float] = perf_ms) -> None:
        """`now`: the time in ms the guard is measured on (the session's clock)."""
        super().__init__(parent)
        self._now = now
        self.people: list[int] = []
        """The seats of the people at the screen, asked this time."""
        self.ready: set[int] = set()
        self.go_on_pressed = False
        """"Go on" was pressed once: a second press goes on without the others."""
        self.auto_ms = 0
        """Go on by itself after this long (0: never; the preference)."""
        self.look_ms = 0
        """With nobody at the screen: how long the table is shown before it goes on."""
        self._open = False
        self._since: float | None = None
        self._seats: SeatInputs | None = None
        self._devices: list[Device] = []
        self._window: QWidget | None = None
        self.reaching: Callable[[int], bool] = lambda seat: False
        """Whether a seat's take, now, reaches for a stone just gone in the grab that just
        ended (R7.2): meant for the grab, so no ready."""
        self._listening: list[Device] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._go)

    @property
    def is_open(self) -> bool:
        """True while the table waits for the people."""
        return self._open

    @property
    def several(self) -> bool:
        """More than one person is asked: each says ready, or "Go on" twice."""
        return len(self.people) > 1

    def waiting_for(self) -> list[int]:
        """The people not ready yet, in seat order."""
        return [seat for seat in self.people if seat not in self.ready]

    def set_inputs(self, seats: SeatInputs, devices: Sequence[Device], window: QWidget) -> None:
        """Each seat's own input (key cluster, controller) says ready for that seat."""
        self._seats = seats
        self._devices = list(devices)
        self._window = window

    def open(self, people: Sequence[int]) -> None:
        """Start waiting for these people (none: a short look, then on)."""
        self.close()
        self.people = sorted(people)
        self.ready = set()
        self.go_on_pressed = False
        self._open = True
        self._since = self._now()
        if not self.people:
            self._timer.start(max(0, self.look_ms))
        elif self.auto_ms > 0:
            self._timer.start(self.auto_ms)
        self._listen()
        self.changed.emit()

    def close(self) -> None:
        """Stop waiting without going on (a new game, the question withdrawn)."""
        was_open, self._open = self._open, False
        self._timer.stop()
        self._unlisten()
        if was_open:
            self.ready = set()
            self.go_on_pressed = False
            self.changed.emit()

    @property
    def takes_keys(self) -> bool:
        """True once keys count as ready (GUARD_MS after the gate opened)."""
        return (self._open and self._since is not None
                and self._now() - self._since >= GUARD_MS)

    def key_pressed(self) -> None:
        """Space or Enter: "Go on", unless it came too soon to be meant for it."""
        if self.takes_keys:
            self.press_go_on()

    def say_ready(self, seat: int) -> None:
        """This person is ready (their seat clicked, their take key or A pressed)."""
        if not self._open or seat not in self.people or seat in self.ready:
            return
        self.ready.add(seat)
        self.changed.emit()
        if not self.waiting_for():
            self._go()

    def press_go_on(self) -> None:
        """The bar's button, Space or Enter: one person is ready at once; with several, the
        first press asks to press again, the second goes on without waiting."""
        if not self._open:
            return
        if not self.several or self.go_on_pressed or not self.waiting_for():
            self.ready.update(self.people)
            self._go()
            return
        self.go_on_pressed = True
        self.changed.emit()

    def _go(self) -> None:
        if not self._open:
            return
        self.close()
        self.went_on.emit()

    # --- the seats' own inputs ------------------------------------------------------------
    def _listen(self) -> None:
        if self._seats is None or not self.people:
            return
        bound = self._seats.bound()
        clusters = frozenset(source.key for seat, source in bound.items()
                             if source.kind == "keys" and seat in self.people)
        for device in self._devices:
            if isinstance(device, KeyClusters):
                if not clusters or self._window is None or (
                        device.listening and not device.lingering):
                    continue   # no seat plays with these keys (or a race has them)
                device.listen(self._window.window(), clusters)
            elif not device.wake(self):
                continue
            device.acted.connect(self._acted)
            self._listening.append(device)

    def _unlisten(self) -> None:
        listening, self._listening = self._listening, []
        for device in listening:
            device.acted.disconnect(self._acted)
            if isinstance(device, KeyClusters):
                device.stop()
            else:
                device.rest(self)

    def _acted(self, source: object, action: object, _stamp: object) -> None:
        if action not in (Action.TAKE, Action.DONE) or self._seats is None:
            return
        if isinstance(source, InputId) and self.takes_keys:
            seat = self._seats.seat_of(source)
            if seat is not None and not (action is Action.TAKE and self.reaching(seat)):
                self.say_ready(seat)
