"""The game's sounds behind one small interface: `SoundBoard.play(name)` and friends.

The WAV files (made by tools/make_sounds.py) are decoded once into clips. Playing a sound
hands the backend a `Voice` (clip, gain, start delay); a throw's clacks are one voice
per heard contact, delayed to match the animation, and the backend's mixer sums them on the
audio thread. Anything that goes wrong (no files, no library, no device) means silence.
"""

from __future__ import annotations

import array
import io
import wave
from collections.abc import Iterable

from PySide6.QtCore import QObject

from rok_qt import assets
from rok_qt.ui.sound.backends import RATE, Backend, SilentBackend, choose_backend
from rok_qt.ui.sound.mixer import Clip, Voice

SOUNDS_DIR = assets.sounds_dir()
NAMES = ("clack", "take", "capture", "wrong", "end")
LOUD_IMPULSE = 1500.0
"""An impact this hard (a stone hitting the rim at 1 m/s) clacks at full volume."""
QUIET_IMPULSE = 40.0
"""Softer touches than this (stones nudging as they settle) make no sound."""
MAX_CLACKS = 60

Impact = tuple[float, float]
"""(seconds since the start of the throw, impulse) as the physics reports contacts."""


def sound_bytes(name: str) -> bytes | None:
    """The WAV file of a sound, or None if it cannot be read: the one place that finds them."""
    try:
        return (SOUNDS_DIR / f"{name}.wav").read_bytes()
    except OSError:
        return None


def decode_wav(data: bytes) -> array.array[int] | None:
    """16-bit samples from a WAV file as tools/make_sounds.py writes it, else None."""
    try:
        with wave.open(io.BytesIO(data), "rb") as source:
            if (source.getnchannels(), source.getsampwidth(), source.getframerate()) != (
                    1, 2, RATE):
                return None
            samples = array.array("h")
            samples.frombytes(source.readframes(source.getnframes()))
            return samples
    except (EOFError, wave.Error):
        return None


def load_samples(name: str) -> array.array[int] | None:
    """A sound's 16-bit samples, or None if the file is missing or not what we wrote."""
    data = sound_bytes(name)
    return decode_wav(data) if data is not None else None


def loudness(impulse: float) -> float:
    """0..1 from an impact's impulse; perceived loudness grows slower than the force."""
    return float(min(1.0, (max(0.0, impulse) / LOUD_IMPULSE) ** 0.6))


def clack_voices(clack: Clip, impacts: Iterable[Impact], time_scale: float,
                 gain: float) -> list[Voice]:
    """A clack per heard impact (the hardest MAX_CLACKS), at its time stretched by time_scale."""
    heard = sorted((i for i in impacts if i[1] >= QUIET_IMPULSE), key=lambda i: -i[1])
    return [Voice(clack, loudness(impulse) * gain, round(t * time_scale * RATE))
            for t, impulse in heard[:MAX_CLACKS]]


class SoundBoard(QObject):
    """Plays the named sounds at the chosen volume; silent when muted or without a backend."""

    def __init__(self, backend: Backend | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.backend: Backend = backend if backend is not None else choose_backend()
        self.volume = 80
        self.muted = False
        self._clips: dict[str, Clip | None] = {}

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
        """Play one of NAMES, over whatever already plays."""
        if not self.audible:
            return
        clip = self._load(name)
        if clip is not None:
            self.backend.play([Voice(clip, level * self.volume / 100)])

    def play_impacts(self, impacts: Iterable[Impact], time_scale: float) -> None:
        """The clacks of a throw or flick, time_scale times slower than the physics."""
        if not self.audible:
            return
        clack = self._load("clack")
        if clack is not None:
            voices = clack_voices(clack, impacts, time_scale, self.volume / 100)
            if voices:
                self.backend.play(voices)

    def stop(self) -> None:
        """Silence now (an animation was skipped, or the game restarted)."""
        self.backend.stop()

    def _load(self, name: str) -> Clip | None:
        if name not in self._clips:
            samples = load_samples(name)
            self._clips[name] = Clip(samples) if samples is not None else None
        return self._clips[name]
