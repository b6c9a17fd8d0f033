"""The game's sounds behind one small interface: `SoundBoard.play(name)` and friends.

The WAV files come from `resources/sounds/` (made by tools/make_sounds.py). Volume is applied
by scaling the samples before playing, so every backend (even a bare command-line player) gets
it; a throw's clacks are mixed into one track timed to the animation, so it is one player run.
Anything that goes wrong (no files, no device, no player, a full disk) means silence.
"""

from __future__ import annotations

import array
import tempfile
import wave
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QObject

from rok_qt import assets
from rok_qt.ui.sound_backends import Backend, SilentBackend, choose_backend

SOUNDS_DIR = assets.sounds_dir()
NAMES = ("clack", "take", "capture", "wrong", "end")
RATE = 22050
LOUD_IMPULSE = 1500.0
"""An impact this hard (a stone hitting the rim at 1 m/s) clacks at full volume."""
QUIET_IMPULSE = 40.0
"""Softer touches than this (stones nudging as they settle) make no sound."""
MAX_CLACKS = 60

Impact = tuple[float, float]
"""(seconds since the start of the throw, impulse) as the physics reports contacts."""


def load_samples(name: str) -> array.array[int] | None:
    """A sound's 16-bit samples, or None if the file is missing or not what we wrote."""
    try:
        with wave.open(str(SOUNDS_DIR / f"{name}.wav"), "rb") as source:
            if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (
                    1, 2, RATE):
                return None
            samples = array.array("h")
            samples.frombytes(source.readframes(source.getnframes()))
            return samples
    except (OSError, EOFError, wave.Error):
        return None


def loudness(impulse: float) -> float:
    """0..1 from an impact's impulse; perceived loudness grows slower than the force."""
    return float(min(1.0, (max(0.0, impulse) / LOUD_IMPULSE) ** 0.6))


def mix_clacks(clack: array.array[int], impacts: Iterable[Impact], time_scale: float,
               gain: float) -> array.array[int]:
    """One track with a clack at each impact (time stretched by time_scale), scaled, clipped."""
    heard = sorted((i for i in impacts if i[1] >= QUIET_IMPULSE), key=lambda i: -i[1])
    heard = heard[:MAX_CLACKS]
    if not heard:
        return array.array("h")
    end = max(t for t, _ in heard) * time_scale
    track = [0.0] * (int(end * RATE) + len(clack) + 1)
    for t, impulse in heard:
        start = int(t * time_scale * RATE)
        level = loudness(impulse) * gain
        for i, value in enumerate(clack):
            track[start + i] += value * level
    return array.array("h", (int(max(-32767.0, min(32767.0, v))) for v in track))


class SoundBoard(QObject):
    """Plays the named sounds at the chosen volume; silent when muted or without a backend."""

    def __init__(self, backend: Backend | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.backend: Backend = backend if backend is not None else choose_backend(self)
        self.volume = 80
        self.muted = False
        self._samples: dict[str, array.array[int] | None] = {}
        self._folder: tempfile.TemporaryDirectory[str] | None = None
        self._count = 0

    @property
    def audible(self) -> bool:
        """Whether anything would be heard: not muted, volume up, a real backend."""
        return (not self.muted and self.volume > 0
                and not isinstance(self.backend, SilentBackend))

    def set_volume(self, volume: int) -> None:
        """0..100."""
        self.volume = max(0, min(100, int(volume)))

    def set_muted(self, muted: bool) -> None:
        """Mute stops what plays now, too."""
        self.muted = muted
        if muted:
            self.stop()

    def play(self, name: str, level: float = 1.0) -> None:
        """Play one of NAMES."""
        if not self.audible:
            return
        samples = self._load(name)
        if samples is not None:
            gain = level * self.volume / 100
            self._play(array.array("h", (int(v * gain) for v in samples)))

    def play_impacts(self, impacts: Iterable[Impact], time_scale: float) -> None:
        """The clacks of a throw or flick, time_scale times slower than the physics."""
        if not self.audible:
            return
        clack = self._load("clack")
        if clack is not None:
            track = mix_clacks(clack, impacts, time_scale, self.volume / 100)
            if len(track):
                self._play(track)

    def stop(self) -> None:
        """Silence now (an animation was skipped, or the game restarted)."""
        self.backend.stop()

    def _load(self, name: str) -> array.array[int] | None:
        if name not in self._samples:
            self._samples[name] = load_samples(name)
        return self._samples[name]

    def _play(self, samples: array.array[int]) -> None:
        """Write the samples to a fresh temporary WAV and hand it to the backend."""
        try:
            if self._folder is None:
                self._folder = tempfile.TemporaryDirectory(prefix="rok-qt-sound-")
            # A new name each time: a player may still be reading the previous file.
            self._count = (self._count + 1) % 32
            path = Path(self._folder.name) / f"sound-{self._count}.wav"
            with wave.open(str(path), "wb") as out:
                out.setnchannels(1)
                out.setsampwidth(2)
                out.setframerate(RATE)
                out.writeframes(samples.tobytes())
        except OSError:
            return
        self.backend.play(path)
