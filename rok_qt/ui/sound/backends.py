"""Where sound goes: miniaudio's playback device fed by the mixer, or silence.

miniaudio (PyPI, wheels for Windows, macOS and Linux, needing only cffi, which pymunk brings
anyway) opens the system's audio device and calls back on its own thread for every block; the
`Mixer` sums the voices that play at that moment. The GUI thread only hands voices over, so a
throw's sixty clacks cost it a list append, and clacks overlap on every system. A missing library
or a device that cannot be opened means silence for the session, never an error.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib.util
import os
import threading
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtGui import QGuiApplication

from rok_qt import logs
from rok_qt.ui.sound.mixer import Mixer, Voice, feed

RATE = 22050
"""Samples per second of every sound and of the device (mono, 16 bits); miniaudio converts."""
PERIOD_MS = 10
"""The device asks for a block this long: the longest a new sound waits for the mixer."""

LOG = logs.channel("sound")


class Backend(Protocol):
    """Plays voices; `stop` silences whatever still plays; `close` lets the device go."""

    name: str

    def play(self, voices: Sequence[Voice]) -> None: ...
    def stop(self) -> None: ...
    def close(self) -> None: ...


class SilentBackend:
    """No sound at all: no device, no library, offscreen, or the tests."""

    name = "silent"

    def play(self, voices: Sequence[Voice]) -> None:
        """Nothing to do."""

    def stop(self) -> None:
        """Nothing to do."""

    def close(self) -> None:
        """Nothing to do."""


Device = Any
"""A started miniaudio.PlaybackDevice (or a test's stand-in): only `close()` is called."""
DeviceOpener = Callable[[Mixer], Device]


def open_device(mixer: Mixer, null: bool = False) -> Device:
    """Open and start the system's default output (or miniaudio's null device) fed by mixer."""
    import miniaudio  # type: ignore[import-untyped]  # here: ~100 ms kept off start-up

    backends = [miniaudio.Backend.NULL] if null else None
    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
        buffersize_msec=PERIOD_MS, backends=backends, app_name="Rök")
    stream = feed(mixer)
    next(stream)
    try:
        device.start(stream)
    except Exception:
        LOG.warning("the audio device did not start", exc_info=True)
        device.close()
        raise
    return device


class MiniaudioBackend:
    """One playback device, opened at the first sound and fed by a Mixer; a failure is silence.

    The device opens on a helper thread: importing miniaudio takes about 100 ms (most of it
    urllib, which the library imports for its internet-radio client), too long for a frame.
    Sounds played meanwhile wait in the mixer and start with the device.
    """

    def __init__(self, opener: DeviceOpener = open_device, mixer: Mixer | None = None) -> None:
        self.name = "miniaudio"
        self.mixer = mixer if mixer is not None else Mixer()
        self.settled = threading.Event()
        """Set once the device is open or has failed to open."""
        self._opener = opener
        self._lock = threading.Lock()
        self._state = "idle"   # idle -> opening -> open | failed; close() returns to idle
        self._device: Device = None

    @property
    def failed(self) -> bool:
        """Whether the device could not be opened: every sound since was silence."""
        return self._state == "failed"

    def play(self, voices: Sequence[Voice]) -> None:
        """Queue the voices for the mixer (starting to open the device the first time)."""
        with self._lock:
            if self._state == "failed":
                return
            if self._state == "idle":
                self._state = "opening"
                self.settled.clear()
                threading.Thread(target=self._open, name="rok-qt-sound", daemon=True).start()
        self.mixer.add(voices)

    def stop(self) -> None:
        """Silence from the next block on."""
        self.mixer.clear()

    def close(self) -> None:
        """Silence, and release the device; a later sound opens it again."""
        self.mixer.clear()
        with self._lock:
            device, self._device = self._device, None
            if self._state in ("opening", "open"):
                self._state = "idle"   # a device still opening is closed when it arrives
        close_quietly(device)

    def _open(self) -> None:
        """On the helper thread: open the device, or fail into silence."""
        try:
            device = self._opener(self.mixer)
        except Exception:  # no library, no device, a busy device: all mean silence
            LOG.warning("no sound: the audio device did not open", exc_info=True)
            device = None
        with self._lock:
            if device is None:
                self._state = "failed"
                self.mixer.clear()
            elif self._state == "opening":
                self._state, self._device = "open", device
                self.name = f"miniaudio ({getattr(device, 'backend', '?')})"
                device = None
                # The device's thread calls into Python: it must stop before the interpreter.
                atexit.unregister(self.close)
                atexit.register(self.close)
        close_quietly(device)   # close() came while it was opening
        self.settled.set()


def close_quietly(device: Device) -> None:
    """Closing a broken device must not raise, least of all at exit."""
    if device is not None:
        with contextlib.suppress(Exception):
            device.close()


def headless() -> bool:
    """True without a real screen (CI, tests, `QT_QPA_PLATFORM=offscreen`): no sound wanted."""
    platform = QGuiApplication.platformName() or os.environ.get("QT_QPA_PLATFORM", "")
    return platform.split(":")[0] in ("offscreen", "minimal", "vnc")


def choose_backend() -> Backend:
    """miniaudio when installed and wanted, else silence. ROK_QT_SOUND=off forces silence."""
    if os.environ.get("ROK_QT_SOUND", "").lower() in ("off", "0", "no") or headless():
        return SilentBackend()
    if importlib.util.find_spec("miniaudio") is None:
        return SilentBackend()
    return MiniaudioBackend()
