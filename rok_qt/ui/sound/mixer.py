"""The mixer: sums the voices that play now into blocks of 16-bit samples on the audio thread.

The GUI thread only hands voices over (`Mixer.add`, a list append under a lock); the device's
callback calls `Mixer.render` for each block. Pure Python has no vector arithmetic, so a block is
summed with big integers: every sample of a clip sits, offset to be non-negative, in its own
64-bit lane of one integer; multiplying that integer by a gain scales every lane, and adding
integers adds lane by lane, all in C. The lanes are wide enough that they never carry into each
other (MAX_VOICES x 2**15 x 2**16 < 2**63), so the sum is exact.
"""

from __future__ import annotations

import array
import sys
import threading
from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import add, rshift, sub
from typing import TypeAlias

from rok_qt import logs

MAX_VOICES = 96
"""Voices summed at once; past this the oldest are dropped (a throw brings at most 60 clacks)."""
GAIN_BITS = 15
"""Gains are fixed-point in the mixer: 1 << GAIN_BITS is a gain of 1.0."""
OFFSET = 1 << GAIN_BITS
"""Added to every sample in its lane so that no lane is negative (a borrow would cross lanes);
being the gain of 1.0 too, it comes off exactly (see _samples)."""
PEAK = 32767
LANE = 8
_SILENT_LANE = OFFSET.to_bytes(LANE, "little")

Block: TypeAlias = "array.array[int] | bytes"
"""What the device gets per call: 16-bit mono samples."""

LOG = logs.channel("sound")


def _little_endian(values: array.array[int]) -> bytes:
    if sys.byteorder == "big":
        values = array.array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


class Clip:
    """A decoded sound (16-bit mono samples), also laid out in lanes for the mixer."""

    __slots__ = ("lanes", "samples")

    def __init__(self, samples: array.array[int]) -> None:
        self.samples = samples
        self.lanes = _little_endian(array.array("q", map(add, samples, repeat(OFFSET))))

    def __len__(self) -> int:
        return len(self.samples)


@dataclass(frozen=True, slots=True)
class Voice:
    """One sound to play: its clip, a gain (0..1) and how many samples from now it starts."""

    clip: Clip
    gain: float = 1.0
    delay: int = 0


class _Playing:
    """A voice inside the mixer, and how far it has got. Touched only on the audio thread."""

    __slots__ = ("gain", "lanes", "pos", "wait")

    def __init__(self, voice: Voice) -> None:
        self.lanes = voice.clip.lanes
        self.gain = round(max(0.0, min(1.0, voice.gain)) * (1 << GAIN_BITS))
        self.wait = max(0, voice.delay)
        self.pos = 0

    @property
    def ended(self) -> bool:
        return self.pos * LANE >= len(self.lanes)

    def block(self, frames: int) -> bytes | None:
        """This voice's lanes for the next block (silent lanes around it), None while waiting."""
        if self.wait >= frames:
            self.wait -= frames
            return None
        start, self.wait = self.wait, 0
        part = self.lanes[self.pos * LANE:(self.pos + frames - start) * LANE]
        self.pos += len(part) // LANE
        after = frames - start - len(part) // LANE
        return _SILENT_LANE * start + part + _SILENT_LANE * after


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
        total, gains = 0, 0
        for voice in self._playing:
            lanes = voice.block(frames)
            if lanes is not None:
                total += int.from_bytes(lanes, "little") * voice.gain
                gains += voice.gain
        self._playing = [v for v in self._playing if not v.ended]
        if not gains:
            return bytes(2 * frames)
        return _samples(total, gains, frames)

    def _admit(self, voices: list[Voice]) -> None:
        """Start new voices (on the audio thread), keeping at most MAX_VOICES."""
        self._playing.extend(_Playing(v) for v in voices)
        del self._playing[:-MAX_VOICES]


def _samples(total: int, gains: int, frames: int) -> array.array[int]:
    """Lanes back to clipped 16-bit samples.

    Each lane holds sum(gain * (sample + OFFSET)) = sum(gain * sample) + gains << 15, so
    (lane >> 15) - gains is exactly sum(gain * sample) >> 15.
    """
    lanes = array.array("q")
    lanes.frombytes(total.to_bytes(frames * LANE, "little"))
    if sys.byteorder == "big":
        lanes.byteswap()
    out = list(map(sub, map(rshift, lanes, repeat(GAIN_BITS)), repeat(gains)))
    if min(out) < -PEAK or max(out) > PEAK:
        out = [max(-PEAK, min(PEAK, v)) for v in out]
    return array.array("h", out)


def feed(mixer: Mixer) -> Generator[Block, int, None]:
    """The generator miniaudio's device pulls blocks from (it sends the frames it wants)."""
    frames = yield b""
    while True:
        try:
            block = mixer.render(frames)
        except Exception:
            # Anything raised here would print a traceback from miniaudio's thread: be silent
            # on screen, and leave the trace in the log.
            LOG.exception("the mixer failed; this block is silent")
            mixer.clear()
            block = bytes(2 * frames)
        frames = yield block
