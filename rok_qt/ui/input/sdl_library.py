"""SDL2 for game controllers, loaded on first use: the game-controller subsystem only.

SDL comes from PySDL2 with the SDL2 library of pysdl2-dll. Loading it costs tens of ms, so
nothing on the start-up path calls `load()`; the pads adapter does when a live race or the join
panel first listens. SDL's video subsystem is never started: Qt owns the windows and the
keyboard, and SDL reads controllers on any Qt platform, offscreen included.
"""

from __future__ import annotations

import os
import sys
import time
from types import ModuleType
from typing import Any

from rok_qt import logs

# Set before SDL_Init. Qt keeps its own signal handlers (Ctrl+C); SDL has no window of its own,
# so controller events must flow whichever window has the focus; SDL must never grab keys.
HINTS = {
    "SDL_NO_SIGNAL_HANDLERS": "1",
    "SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS": "1",
    "SDL_GRAB_KEYBOARD": "0",
    "SDL_VIDEO_ALLOW_SCREENSAVER": "1",
}

# Sensor and touchpad readings (PlayStation pads send hundreds a second) say nothing the game
# uses. Raw joystick events must stay on: SDL derives the controller events from them.
IGNORED_EVENTS = (
    "SDL_CONTROLLERTOUCHPADDOWN", "SDL_CONTROLLERTOUCHPADMOTION", "SDL_CONTROLLERTOUCHPADUP",
    "SDL_CONTROLLERSENSORUPDATE",
)

LOG = logs.channel("pads")


class SdlUnavailable(Exception):
    """SDL could not be loaded or started; the message says why, for the player."""


_sdl: ModuleType | None = None
_start_raw_ns: int | None = None
CHECKS = 200


def load() -> Any:
    """The `sdl2` module with the game-controller subsystem started (once per process)."""
    global _sdl
    if _sdl is not None:
        return _sdl
    try:
        _point_at_bundled_library()
        import sdl2
    except Exception as error:   # ImportError, or the library failing to load in ctypes
        LOG.warning("no game controllers: SDL2 does not load", exc_info=True)
        raise SdlUnavailable(f"the SDL2 library does not load: {error}") from error
    for name, value in HINTS.items():
        sdl2.SDL_SetHint(name.encode(), value.encode())
    started = _time_first_tick(sdl2)
    if sdl2.SDL_Init(sdl2.SDL_INIT_GAMECONTROLLER) != 0:
        raise SdlUnavailable("SDL cannot start its game controllers: "
                             + sdl2.SDL_GetError().decode("utf-8", "replace"))
    for name in IGNORED_EVENTS:
        sdl2.SDL_EventState(getattr(sdl2, name), sdl2.SDL_IGNORE)
    global _start_raw_ns
    _start_raw_ns = started if started is not None and _ticks_agree(sdl2, started) else None
    _sdl = sdl2
    return sdl2


def tick_start_raw_ns() -> int | None:
    """When SDL's tick count started, in ns on Linux's CLOCK_MONOTONIC_RAW (see sdl_clock);
    None elsewhere, or if the count did not start where this module watched it."""
    load()
    return _start_raw_ns


def _time_first_tick(sdl2: Any) -> int | None:
    """SDL starts its tick count at its first clock reading: make that reading here, between
    two raw clock readings, before SDL_Init (Linux only; None elsewhere or if SDL ran)."""
    if not sys.platform.startswith("linux") or sdl2.SDL_WasInit(0) != 0:
        return None
    before = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
    sdl2.SDL_GetTicks64()
    after = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
    return (before + after) // 2


def _ticks_agree(sdl2: Any, start_ns: int) -> bool:
    """SDL's count matches its own arithmetic from that start (else it started elsewhere)."""
    from rok_qt.ui.input.sdl_clock import linux_ticks

    slack = 50_000   # ns: the first reading's bracket is a few µs wide
    for _ in range(CHECKS):
        before = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
        ticks = int(sdl2.SDL_GetTicks64())
        after = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
        if not (linux_ticks(before - slack, start_ns) <= ticks
                <= linux_ticks(after + slack, start_ns)):
            return False
    return True


def version() -> str:
    """The SDL version in use, e.g. "2.32.10" (loads SDL)."""
    sdl2 = load()
    found = sdl2.SDL_version()
    sdl2.SDL_GetVersion(found)
    return f"{found.major}.{found.minor}.{found.patch}"


def _point_at_bundled_library() -> None:
    """Use pysdl2-dll's SDL2 (any system SDL2 may be older or missing), quietly: PySDL2 warns
    when it picks the library itself, so name it first."""
    if os.environ.get("PYSDL2_DLL_PATH"):
        return
    try:
        import sdl2dll
    except ImportError:
        return   # PySDL2 then looks for a system SDL2
    path = sdl2dll.get_dllpath()
    if path:
        os.environ["PYSDL2_DLL_PATH"] = str(path)
