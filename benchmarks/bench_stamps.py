"""How exactly input events land on the race clock (issue 14, goal <= 2 ms).

Each line: events injected at a recorded moment, each one's race stamp against that moment on
the race clock; median and max of the absolute error, in ms.
- Qt keys: QTest key presses into the window's QWindow (Qt stamps them from its own clock in
  whole ms; the race clock anchors that base by the arrival heuristic). On X11 (for instance
  `QT_QPA_PLATFORM=xcb xvfb-run -a python -m benchmarks.bench_stamps`) a second line sends the
  keys through the X server with XTest, so they carry the server's own timestamps.
- SDL clock mapping: SDL_PushEvent at a recorded moment, the event's SDL timestamp mapped
  through the pads' calibration (sdl_clock), unrounded: the clock error alone.
- SDL pad presses: a virtual game controller's A button pressed at a recorded moment, through
  the Pads device (4 ms polling) to its race stamp: the whole path, polling included.
Race stamps are whole ms (the engine's unit), so those lines include up to 0.5 ms of rounding.

Run: `QT_QPA_PLATFORM=offscreen python -m benchmarks.bench_stamps`.
"""

from __future__ import annotations

import ctypes
import random
import statistics
import time

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from rok_qt.session_clock import ScreenClock, perf_ms
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input import sdl_library
from rok_qt.ui.input.pads import POLL_MS, Pads

PRESSES = 200
GOAL_MS = 2.0
SEED = 14


def pump(ms: float) -> None:
    """Run Qt's event loop for `ms` (timers fire: the pads' polling among them)."""
    app = QApplication.instance()
    assert app is not None
    deadline = perf_ms() + ms
    while perf_ms() < deadline:
        app.processEvents()
        time.sleep(0.0002)


def race_ms_of(clock: ScreenClock, moment: float) -> float:
    """The race clock's reading at an earlier perf_counter moment (ms)."""
    return clock.now_ms() - (perf_ms() - moment)


def line(name: str, errors: list[float]) -> None:
    """Print median and max of the absolute errors, and the verdict."""
    size = [abs(e) for e in errors]
    worst = max(size)
    verdict = "ok" if worst <= GOAL_MS else "MISSED"
    print(f"{name:<40} |error| median {statistics.median(size):5.2f} ms  max {worst:5.2f} ms"
          f"  mean signed {statistics.fmean(errors):+5.2f}  n={len(errors)}"
          f"  goal max <= {GOAL_MS:g} ms: {verdict}")


class KeyProbe(QWidget):
    """Keeps each key press's own timestamp."""

    def __init__(self) -> None:
        super().__init__()
        self.stamps: list[int] = []

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.stamps.append(event.timestamp())


def qt_keys(rng: random.Random) -> list[float]:
    """Qt key presses into a window, each against the moment it was injected."""
    probe = KeyProbe()
    probe.resize(200, 200)
    probe.show()
    pump(50)
    window = probe.windowHandle()
    clock = ScreenClock()
    clock.start()
    errors = []
    for _ in range(PRESSES):
        pump(rng.uniform(1.0, 15.0))
        moment = perf_ms()
        QTest.keyPress(window, Qt.Key.Key_A)
        QTest.keyRelease(window, Qt.Key.Key_A)
        stamp = clock.stamp(probe.stamps[-1], source="qt")
        errors.append(stamp - race_ms_of(clock, moment))
    probe.close()
    return errors


def qt_keys_xtest(rng: random.Random) -> list[float] | None:
    """Key presses sent through the X server (XTest), each against the moment it was sent;
    None when not on X11 or without libXtst."""
    if QApplication.platformName() != "xcb":
        return None
    try:
        x11, xtst = ctypes.CDLL("libX11.so.6"), ctypes.CDLL("libXtst.so.6")
    except OSError:
        return None
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    x11.XFlush.argtypes = [ctypes.c_void_p]
    xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int,
                                       ctypes.c_ulong]
    display = x11.XOpenDisplay(None)
    key_a = x11.XKeysymToKeycode(display, 0x61)
    probe = KeyProbe()
    probe.resize(200, 200)
    probe.show()
    probe.activateWindow()
    pump(300)
    clock = ScreenClock()
    clock.start()
    errors = []
    for _ in range(PRESSES):
        pump(rng.uniform(1.0, 15.0))
        count = len(probe.stamps)
        moment = perf_ms()
        xtst.XTestFakeKeyEvent(display, key_a, 1, 0)
        x11.XFlush(display)
        deadline = perf_ms() + 1000
        while len(probe.stamps) == count and perf_ms() < deadline:
            pump(0.1)
        xtst.XTestFakeKeyEvent(display, key_a, 0, 0)
        x11.XFlush(display)
        if len(probe.stamps) > count:
            errors.append(clock.stamp(probe.stamps[-1], source="qt") - race_ms_of(clock, moment))
    probe.close()
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    x11.XCloseDisplay(display)
    return errors or None


def sdl_mapping(rng: random.Random, pads: Pads) -> list[float]:
    """SDL user events pushed at recorded moments, mapped through the calibration."""
    sdl2 = sdl_library.load()
    clock = pads.clock
    assert clock is not None
    kind = sdl2.SDL_RegisterEvents(1)
    event = sdl2.SDL_Event()
    errors = []
    owner = QObject()
    pads.listen(owner)   # keeps recalibrating, as in a race
    for _ in range(PRESSES):
        pump(rng.uniform(1.0, 15.0))
        pushed = sdl2.SDL_Event()
        pushed.type = kind
        before = perf_ms()
        sdl2.SDL_PushEvent(ctypes.byref(pushed))
        after = perf_ms()
        # Read it straight back: the pads device is not polling between these lines.
        while sdl2.SDL_PeepEvents(ctypes.byref(event), 1, sdl2.SDL_GETEVENT, kind, kind) == 1:
            ticks = clock.unwrap(event.common.timestamp)
            errors.append(clock.to_perf_ms(ticks) - (before + after) / 2)
    pads.unlisten(owner)
    return errors


def sdl_pads(rng: random.Random, pads: Pads) -> list[float]:
    """A virtual pad's A presses through the Pads device onto the race clock."""
    from tests.ui.virtual_pads import VirtualPad

    pad = VirtualPad("Bench pad")
    clock = ScreenClock()
    owner = QObject()
    seen: list[float] = []
    pads.acted.connect(lambda _id, action, stamp: seen.append(stamp) if action.value == "take"
                       else None)
    pads.listen(owner)
    pump(20)
    clock.start()
    errors = []
    for _ in range(PRESSES):
        pump(rng.uniform(1.0, 15.0))
        count = len(seen)
        pad.press(mapping.BUTTON_A)
        deadline = perf_ms() + 2000
        while len(seen) == count:
            if perf_ms() > deadline:
                raise RuntimeError("the virtual pad's press never arrived")
            pump(0.2)
        pad.release(mapping.BUTTON_A)
        errors.append(clock.stamp(seen[-1], source="sdl")
                      - race_ms_of(clock, pad.pressed_at_ms))
    pads.unlisten(owner)
    pad.close()
    return errors


def main() -> None:
    """Print the three lines."""
    app = QApplication.instance() or QApplication([])
    rng = random.Random(SEED)
    line("Qt keys (QTest into the QWindow)", qt_keys(rng))
    through_x = qt_keys_xtest(rng)
    if through_x is not None:
        line("Qt keys (XTest through the X server)", through_x)
    pads = Pads.shared()
    try:
        sdl_library.load()
    except sdl_library.SdlUnavailable as error:
        print(f"SDL: skipped ({error})")
        return
    pads.listen(QObject())   # first load and calibration outside the timing
    line("SDL clock mapping (SDL_PushEvent)", sdl_mapping(rng, pads))
    line(f"SDL pad presses ({POLL_MS} ms polling)", sdl_pads(rng, pads))
    assert pads.clock is not None
    print(f"SDL calibration: {'exact tick arithmetic' if pads.clock.exact else 'tick step'},"
          f" bracket {pads.clock.width_ms * 1000:.1f} µs")
    del app


if __name__ == "__main__":
    main()
