"""Game controllers without hardware: SDL's virtual joysticks, described as game controllers.

A virtual joystick that declares the game-controller type and a button and axis mask gets a
mapping from SDL itself, so `SDL_IsGameController` holds and it sends the same controller events
as a real pad. Pressing a button records the perf_counter moment, for the stamp tests.
"""

from __future__ import annotations

import ctypes
import time
from typing import Any

import pytest

from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input import sdl_library


def sdl_or_skip() -> Any:
    """The loaded sdl2 module; the test is skipped (saying why) only if SDL cannot load."""
    try:
        return sdl_library.load()
    except sdl_library.SdlUnavailable as error:
        pytest.skip(f"SDL2 is not available here: {error}")


class VirtualPad:
    """One virtual game controller, plugged in at construction."""

    def __init__(self, name: str) -> None:
        self.sdl2 = sdl_or_skip()
        self.name = name
        self._joystick: Any = None
        self._index = -1
        self.pressed_at_ms = 0.0
        self.plug_in()

    def plug_in(self) -> None:
        """Attach the virtual device (again)."""
        sdl2 = self.sdl2
        desc = sdl2.SDL_VirtualJoystickDesc()
        desc.version = sdl2.SDL_VIRTUAL_JOYSTICK_DESC_VERSION
        desc.type = sdl2.SDL_JOYSTICK_TYPE_GAMECONTROLLER
        desc.naxes = sdl2.SDL_CONTROLLER_AXIS_MAX
        desc.nbuttons = sdl2.SDL_CONTROLLER_BUTTON_MAX
        desc.button_mask = (1 << sdl2.SDL_CONTROLLER_BUTTON_MAX) - 1
        desc.axis_mask = (1 << sdl2.SDL_CONTROLLER_AXIS_MAX) - 1
        desc.name = self.name.encode()
        self._index = sdl2.SDL_JoystickAttachVirtualEx(ctypes.byref(desc))
        assert self._index >= 0, sdl2.SDL_GetError()
        assert sdl2.SDL_IsGameController(self._index)
        self._joystick = sdl2.SDL_JoystickOpen(self._index)
        assert self._joystick, sdl2.SDL_GetError()

    def pull_out(self) -> None:
        """Detach the virtual device, as a cable pulled out."""
        sdl2 = self.sdl2
        instance = sdl2.SDL_JoystickInstanceID(self._joystick)
        sdl2.SDL_JoystickClose(self._joystick)
        self._joystick = None
        for index in range(sdl2.SDL_NumJoysticks()):
            if sdl2.SDL_JoystickGetDeviceInstanceID(index) == instance:
                assert sdl2.SDL_JoystickDetachVirtual(index) == 0, sdl2.SDL_GetError()
                return
        raise AssertionError(f"virtual pad {self.name!r} not found")

    def press(self, button: int = mapping.BUTTON_A) -> None:
        """Button down; the moment is kept in `pressed_at_ms` (perf_counter ms)."""
        self.pressed_at_ms = time.perf_counter_ns() / 1e6
        self.sdl2.SDL_JoystickSetVirtualButton(self._joystick, button, 1)

    def release(self, button: int = mapping.BUTTON_A) -> None:
        """Button up, seen by SDL at once: SDL compares button states when it polls, so a
        release and a new press between two polls would otherwise be no change at all."""
        self.sdl2.SDL_JoystickSetVirtualButton(self._joystick, button, 0)
        self.sdl2.SDL_JoystickUpdate()

    def axis(self, axis: int, value: int) -> None:
        """Set one axis; SDL takes a 16-bit value (the C call truncates larger ones)."""
        self.sdl2.SDL_JoystickSetVirtualAxis(self._joystick, axis, value)

    def close(self) -> None:
        """Pull out if still plugged in (test teardown)."""
        if self._joystick is not None:
            self.pull_out()
