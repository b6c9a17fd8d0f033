"""Game controllers through SDL2's game-controller API: `Pads`, the device for every pad.

One `Pads` per process (`Pads.shared()`): SDL has one event queue. SDL is loaded when someone
first listens (a live race, the join panel), never at start-up, and polled by a precise 2 ms
timer only while someone listens. Each pad is `InputId("pad", key)`, the key being the SDL
instance id it first had: a pad pulled out and plugged back (matched by its serial number, else
by its GUID and name) comes back under the same key, so its seat and cursor resume. Button
stamps are SDL's event timestamps (`source = "sdl"`); the race clock maps them exactly through
the calibration registered here (`sdl_clock`, `session_clock.set_timestamp_base`).
"""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Any, ClassVar

import shiboken6
from PySide6.QtCore import QMetaObject, QObject, Qt, QTimer, Signal

from rok_qt.session_clock import perf_ms, set_timestamp_base
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input import sdl_library
from rok_qt.ui.input.devices import STEPS, Action, Device, InputId
from rok_qt.ui.input.sdl_clock import SdlClock

POLL_MS = 2
"""SDL2 stamps a pad's press when it polls, not when the button went down: polling every 2 ms
(about 12 µs a poll, while someone listens) keeps that within the 2 ms the race allows."""
MAX_GAP_MS = 25.0   # a stalled event loop: the press is stamped at most this much earlier
MAX_EVENTS_PER_POLL = 1024   # a storm of events is spread over polls, never a frozen window
UNNAMED = "Game controller"


@dataclass
class _Pad:
    """One plugged-in pad: its SDL handle, its input, its stick and held d-pad directions."""

    controller: Any
    input: InputId
    identity: str
    name: str
    raw: list[int] = field(default_factory=lambda: [0, 0])
    aim: tuple[float, float] = (0.0, 0.0)
    repeats: dict[Action, float] = field(default_factory=dict)   # direction: next repeat tick


class Pads(Device):
    """Every game controller SDL can map (Xbox, PlayStation, Switch Pro, many generic pads).

    Listeners call `listen(self)` (after connecting to the signals) and `unlisten(self)`; a
    listener that is destroyed stops listening by itself. `present()` names the pads there now;
    `problem` says why pads are unavailable (SDL failed to load), for the player.
    """

    source = "sdl"
    _shared: ClassVar[Pads | None] = None
    pressed = Signal(int)
    """Any button of any pad went down (its SDL number): Settings > Controls reads it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.problem: str | None = None
        self.clock: SdlClock | None = None
        self._sdl: Any = None
        self._event: Any = None
        self._listeners: dict[int, QMetaObject.Connection] = {}
        self._polled_at = 0.0    # perf ms of the latest poll, and the gap before it
        self._gap = 0.0
        self._pads: dict[int, _Pad] = {}          # by SDL instance id
        self._away: dict[str, list[InputId]] = {}  # identity: inputs of pads pulled out
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self.poll)

    @classmethod
    def shared(cls) -> Pads:
        """The process's one pads device."""
        if cls._shared is None:
            cls._shared = cls()
        return cls._shared

    # --- listening ------------------------------------------------------------------------
    def listen(self, owner: QObject) -> bool:
        """`owner` wants pad input: load SDL if need be and poll. False if SDL is unavailable
        (see `problem`). Button presses made while nobody listened are dropped, not replayed."""
        if not self._load():
            return False
        key = id(owner)
        if key not in self._listeners:
            self._listeners[key] = owner.destroyed.connect(lambda: self._forget(key))
        if not self._timer.isActive():
            self._drain(stale=True)
            self._timer.start()
        return True

    def unlisten(self, owner: QObject) -> None:
        """`owner` no longer wants pad input; polling stops when nobody does."""
        connection = self._listeners.get(id(owner))
        if connection is not None:
            QObject.disconnect(connection)
        self._forget(id(owner))

    def wake(self, owner: QObject) -> bool:
        """The device's way to `listen`."""
        return self.listen(owner)

    def rest(self, owner: QObject) -> None:
        """The device's way to `unlisten`."""
        self.unlisten(owner)

    def announce(self) -> None:
        """Say which pads are plugged in now (the join panel shows them)."""
        for source, name in self.present().items():
            self.attached.emit(source, name)

    @property
    def listening(self) -> bool:
        """True while someone listens (and SDL is polled)."""
        return self._timer.isActive()

    def present(self) -> dict[InputId, str]:
        """The pads plugged in now, by input, with their names."""
        return {pad.input: pad.name for pad in self._pads.values()}

    def _forget(self, key: int) -> None:
        self._listeners.pop(key, None)
        # At exit Qt may destroy a listener after this device's timer: nothing left to stop.
        if not self._listeners and shiboken6.isValid(self._timer):
            self._timer.stop()
            for pad in self._pads.values():
                pad.repeats.clear()

    def _load(self) -> bool:
        if self._sdl is not None:
            return True
        try:
            sdl2 = sdl_library.load()
            self.clock = SdlClock(sdl2, sdl_library.tick_start_raw_ns())
        except sdl_library.SdlUnavailable as error:
            self.problem = str(error)
            return False
        self._sdl = sdl2
        self._event = sdl2.SDL_Event()
        set_timestamp_base(self.source, self.clock.to_perf_ms)
        return True

    # --- polling --------------------------------------------------------------------------
    def poll(self) -> None:
        """Read SDL's queue: pads coming and going, buttons, sticks, held d-pad repeats."""
        self._drain(stale=False)

    def _drain(self, stale: bool) -> None:
        clock = self.clock
        assert clock is not None
        if clock.due():
            clock.calibrate()
        now = perf_ms()
        self._gap = min(now - self._polled_at, MAX_GAP_MS)
        self._polled_at = now
        sdl2, event = self._sdl, self._event
        for _ in range(MAX_EVENTS_PER_POLL):
            if not sdl2.SDL_PollEvent(ctypes.byref(event)):
                break
            self._handle(event, stale)
        self._aim()
        if not stale:
            self._repeat(clock.ticks())

    def _handle(self, event: Any, stale: bool) -> None:
        sdl2 = self._sdl
        kind = event.type
        if kind == sdl2.SDL_CONTROLLERDEVICEADDED:
            self._add(int(event.cdevice.which))
        elif kind == sdl2.SDL_CONTROLLERDEVICEREMOVED:
            self._remove(int(event.cdevice.which))
        elif kind == sdl2.SDL_CONTROLLERAXISMOTION:
            pad = self._pads.get(int(event.caxis.which))
            axis = int(event.caxis.axis)
            if pad is not None and axis in (mapping.AXIS_LEFT_X, mapping.AXIS_LEFT_Y):
                pad.raw[axis - mapping.AXIS_LEFT_X] = int(event.caxis.value)
        elif kind in (sdl2.SDL_CONTROLLERBUTTONDOWN, sdl2.SDL_CONTROLLERBUTTONUP):
            pad = self._pads.get(int(event.cbutton.which))
            button = int(event.cbutton.button)
            if pad is not None and kind == sdl2.SDL_CONTROLLERBUTTONDOWN and not stale:
                self.pressed.emit(button)
            action = mapping.action_of(button)
            if pad is None or action is None:
                return
            if kind == sdl2.SDL_CONTROLLERBUTTONUP:
                pad.repeats.pop(action, None)
            elif not stale:
                assert self.clock is not None
                # SDL saw the button down at this poll; it went down since the last one: the
                # middle of that gap halves the worst error and makes it even-handed.
                stamp = self.clock.unwrap(int(event.cbutton.timestamp)) - self._gap / 2
                if action in STEPS:
                    pad.repeats[action] = stamp + mapping.REPEAT_DELAY_MS
                self.acted.emit(pad.input, action, stamp)

    def _aim(self) -> None:
        """One `aimed` per pad per poll at most, however many axis events came."""
        for pad in list(self._pads.values()):
            aim = mapping.stick(*pad.raw)
            if mapping.moved(pad.aim, aim):
                pad.aim = aim
                self.aimed.emit(pad.input, aim[0], aim[1])

    def _repeat(self, now: float) -> None:
        for pad in list(self._pads.values()):
            for action, due in list(pad.repeats.items()):
                if now >= due and action in pad.repeats:
                    # A late timer skips missed repeats rather than bursting them out.
                    pad.repeats[action] = max(due + mapping.REPEAT_EVERY_MS, now + 1)
                    self.acted.emit(pad.input, action, now)

    # --- pads coming and going ------------------------------------------------------------
    def _add(self, index: int) -> None:
        sdl2 = self._sdl
        if not sdl2.SDL_IsGameController(index):
            return
        controller = sdl2.SDL_GameControllerOpen(index)
        if not controller:
            return
        joystick = sdl2.SDL_GameControllerGetJoystick(controller)
        instance = int(sdl2.SDL_JoystickInstanceID(joystick))
        if instance in self._pads:   # SDL announces pads present at start-up twice
            sdl2.SDL_GameControllerClose(controller)
            return
        name = _text(sdl2.SDL_GameControllerName(controller)) or UNNAMED
        identity = self._identity(joystick, name)
        away = self._away.get(identity)
        source = away.pop(0) if away else InputId("pad", str(instance))
        self._pads[instance] = _Pad(controller, source, identity, name)
        self.attached.emit(source, name)

    def _remove(self, instance: int) -> None:
        pad = self._pads.pop(instance, None)
        if pad is None:
            return
        self._sdl.SDL_GameControllerClose(pad.controller)
        self._away.setdefault(pad.identity, []).append(pad.input)
        if pad.aim != (0.0, 0.0):
            self.aimed.emit(pad.input, 0.0, 0.0)   # the cursor stays where it was
        self.detached.emit(pad.input)

    def _identity(self, joystick: Any, name: str) -> str:
        """What tells this pad apart after a re-plug: its serial number if it reports one,
        else its GUID (bus, vendor, product, version) and name. The device path is not used:
        a re-plugged pad often gets another."""
        sdl2 = self._sdl
        serial = _text(sdl2.SDL_JoystickGetSerial(joystick))
        if serial:
            return f"serial:{serial}"
        buffer = ctypes.create_string_buffer(33)
        sdl2.SDL_JoystickGetGUIDString(sdl2.SDL_JoystickGetGUID(joystick), buffer, 33)
        return f"guid:{_text(buffer.value)}:{name}"


def _text(raw: bytes | None) -> str:
    """SDL's C string as plain text (names come from the device: any bytes at all)."""
    if not raw:
        return ""
    return raw.decode("utf-8", "replace").strip()
