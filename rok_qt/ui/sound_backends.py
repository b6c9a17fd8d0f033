"""Where sound goes: a mixer fed from the GUI thread and drained by miniaudio's device, or silence.

miniaudio (PyPI, wheels for Windows, macOS and Linux, needing only cffi, which pymunk brings
anyway) opens the system's audio device and calls back on its own thread for every block; the
`Mixer` sums the voices that play at that moment. The GUI thread only hands voices over, so a
throw's sixty clacks cost it a list append, and clacks overlap on every system. A missing library
or a device that cannot be opened means silence for the session, never an error.
"""

from __future__ import annotations

import array
import atexit
import contextlib
import importlib.util
import os
import threading
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import add, mul, rshift
from typing import Any, Protocol, TypeAlias

from PySide6.QtGui import QGuiApplication

RATE = 22050
"""Samples per second of every sound and of the device (mono, 16 bits); miniaudio converts."""
PERIOD_MS = 10
"""The device asks for a block this long: the longest a new sound waits for the mixer."""
MAX_VOICES = 96
"""Voices summed at once; past this the oldest are dropped (a throw brings at most 60 clacks)."""
UNITY = 1 << 15
"""Gains are fixed-point in the mixer: UNITY is a gain of 1.0."""
PEAK = 32767

Block: TypeAlias = "array.array[int] | bytes"
"""What the device gets per call: 16-bit mono samples."""


@dataclass(frozen=True, slots=True)
class Voice:
    """One sound to play: its samples, a gain (0..1) and how many samples from now it starts."""

    samples: array.array[int]
    gain: float = 1.0
    delay: int = 0


class _Playing:
    """A voice inside the mixer: where it has got to. Touched only on the audio thread."""

    __slots__ = ("gain", "pos", "samples", "wait")

    def __init__(self, voice: Voice) -> None:
        self.samples = voice.samples
        self.gain = round(max(0.0, min(1.0, voice.gain)) * UNITY)
        self.wait = max(0, voice.delay)
        self.pos = 0

    def mix_into(self, acc: list[int], frames: int) -> bool:
        """Add this block's part of the voice to acc; False once the voice has ended."""
        if self.wait >= frames:
            self.wait -= frames
            return True
        start, self.wait = self.wait, 0
        part = self.samples[self.pos:self.pos + frames - start]
        end = start + len(part)
        # map over operator functions keeps the per-sample work in C.
        acc[start:end] = map(add, acc[start:end], map(mul, part, repeat(self.gain)))
        self.pos += len(part)
        return self.pos < len(self.samples)


class Mixer:
    """Sums the voices that play now into blocks of 16-bit samples, clipped.

    `add` and `clear` run on the GUI thread and only touch a list under a lock; `render` runs on
    the audio device's thread and does all the arithmetic.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._inbox: list[Voice] = []
        self._cleared = False
        self._playing: list[_Playing] = []

    def add(self, voices: Sequence[Voice]) -> None:
        """Queue voices; their delays count from the block that picks them up."""
        with self._lock:
            self._inbox.extend(voices)
            # Bounded even if the device stalls and stops draining it.
            del self._inbox[:-MAX_VOICES]

    def clear(self) -> None:
        """Silence from the next block on: what plays and what waits is dropped."""
        with self._lock:
            self._inbox = []
            self._cleared = True

    def render(self, frames: int) -> Block:
        """The next `frames` samples of the mix."""
        with self._lock:
            new, self._inbox = self._inbox, []
            cleared, self._cleared = self._cleared, False
        if cleared:
            self._playing = []
        if new:
            self._admit(new)
        if not self._playing:
            return bytes(2 * frames)
        acc = [0] * frames
        self._playing = [v for v in self._playing if v.mix_into(acc, frames)]
        out = list(map(rshift, acc, repeat(15)))
        if min(out) < -PEAK or max(out) > PEAK:
            out = [max(-PEAK, min(PEAK, v)) for v in out]
        return array.array("h", out)

    def _admit(self, voices: list[Voice]) -> None:
        """Start new voices (on the audio thread), keeping at most MAX_VOICES."""
        self._playing.extend(_Playing(v) for v in voices)
        del self._playing[:-MAX_VOICES]


def feed(mixer: Mixer) -> Generator[Block, int, None]:
    """The generator miniaudio's device pulls blocks from (it sends the frames it wants)."""
    frames = yield b""
    while True:
        try:
            block = mixer.render(frames)
        except Exception:
            # Anything raised here would print a traceback from miniaudio's thread: be silent.
            mixer.clear()
            block = bytes(2 * frames)
        frames = yield block


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
    import miniaudio  # type: ignore[import-untyped]  # imported here: 70 ms kept off start-up

    backends = [miniaudio.Backend.NULL] if null else None
    device = miniaudio.PlaybackDevice(
        output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
        buffersize_msec=PERIOD_MS, backends=backends, app_name="Rök")
    stream = feed(mixer)
    next(stream)
    try:
        device.start(stream)
    except Exception:
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
        """Stop and release the device; a later sound opens it again."""
        with self._lock:
            device, self._device = self._device, None
            if self._state in ("opening", "open"):
                self._state = "idle"   # a device still opening is closed when it arrives
        _close_quietly(device)

    def _open(self) -> None:
        """On the helper thread: open the device, or fail into silence."""
        try:
            device = self._opener(self.mixer)
        except Exception:  # no library, no device, a busy device: all mean silence
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
        _close_quietly(device)   # close() came while it was opening
        self.settled.set()


def _close_quietly(device: Device) -> None:
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
