"""Synthesise the game's sounds into rok_qt/resources/sounds/ (pure Python: `wave` and `math`).

Deterministic: the same script writes the same bytes, so the WAV files in the repository can be
checked against it (tests/ui/test_sound.py). Run: `python tools/make_sounds.py`.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "rok_qt" / "resources" / "sounds"


def _samples(seconds: float, voice: Callable[[float], float]) -> list[float]:
    return [voice(i / RATE) for i in range(int(seconds * RATE))]


def clack() -> list[float]:
    """Stone on stone: a hard click of noise and a few inharmonic ringing partials, 70 ms."""
    noise = random.Random(7)
    partials = ((2350.0, 0.5, 70.0), (3720.0, 0.35, 90.0), (5150.0, 0.25, 120.0))

    def voice(t: float) -> float:
        hit = noise.uniform(-1, 1) * math.exp(-t * 400)
        ring = sum(a * math.sin(2 * math.pi * f * t) * math.exp(-t * d) for f, a, d in partials)
        return 0.9 * (0.6 * hit + ring)

    return _samples(0.07, voice)


def take() -> list[float]:
    """Taking a pair: two soft, low taps close together, 180 ms."""
    def tap(t: float) -> float:
        if t < 0:
            return 0.0
        return math.sin(2 * math.pi * 520 * t) * math.exp(-t * 60) * (1 - math.exp(-t * 2000))

    return _samples(0.18, lambda t: 0.35 * (tap(t) + 0.8 * tap(t - 0.07)))


def _note(t: float, start: float, freq: float, length: float) -> float:
    """A plucked, bell-like note: fundamental plus two soft overtones, fading out."""
    u = t - start
    if u < 0 or u > length:
        return 0.0
    env = (1 - math.exp(-u * 300)) * math.exp(-u * 4.0 / length)
    return env * (math.sin(2 * math.pi * freq * u) + 0.3 * math.sin(4 * math.pi * freq * u)
                  + 0.12 * math.sin(6 * math.pi * freq * u))


def capture() -> list[float]:
    """A capture: three rising notes, quick, 0.55 s."""
    notes = ((0.0, 440.0), (0.09, 554.4), (0.18, 659.3))
    return _samples(0.55, lambda t: 0.3 * sum(_note(t, s, f, 0.37) for s, f in notes))


def wrong() -> list[float]:
    """A wrong pair: two low, falling, slightly buzzing tones, 0.42 s."""
    def voice(t: float) -> float:
        freq = 220.0 if t < 0.18 else 165.0
        u = t if t < 0.18 else t - 0.18
        env = (1 - math.exp(-u * 400)) * math.exp(-u * 9)
        phase = 2 * math.pi * freq * u
        buzz = math.sin(phase) + 0.35 * math.sin(3 * phase) + 0.2 * math.sin(5 * phase)
        return 0.35 * env * buzz

    return _samples(0.42, voice)


def end() -> list[float]:
    """The end of the game: an arpeggio up to the octave, held, 1.4 s."""
    notes = ((0.0, 392.0), (0.14, 493.9), (0.28, 587.3), (0.42, 784.0))
    return _samples(1.4, lambda t: 0.25 * sum(_note(t, s, f, 1.4 - s) for s, f in notes))


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "clack": clack, "take": take, "capture": capture, "wrong": wrong, "end": end,
}


def wav_bytes(samples: list[float]) -> bytes:
    """16-bit signed little-endian PCM, clipped."""
    return b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)


def write(path: Path, samples: list[float]) -> None:
    """A mono 16-bit WAV file at RATE."""
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(wav_bytes(samples))


def main(target: Path = OUT) -> int:
    """Write every sound; returns the exit code."""
    target.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        write(target / f"{name}.wav", make())
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT))
