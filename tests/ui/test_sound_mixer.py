"""The mixer and the audio device: overlapping sounds sum, stop silences, failures are silence."""

from __future__ import annotations

import array
import sys
import threading
from collections.abc import Generator, Iterable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rok_qt.ui.sound import backends
from rok_qt.ui.sound.backends import (
    MiniaudioBackend,
    SilentBackend,
    choose_backend,
    open_device,
)
from rok_qt.ui.sound.board import SoundBoard, load_samples
from rok_qt.ui.sound.mixer import PEAK, Block, Clip, Mixer, Voice, feed

WAIT_S = 5.0


def clip(values: Iterable[int]) -> Clip:
    return Clip(array.array("h", values))


def pull(mixer: Mixer, frames: int, blocks: int = 1) -> list[int]:
    """What the device would get from `blocks` calls of `frames` samples each."""
    out: list[int] = []
    for _ in range(blocks):
        out.extend(array.array("h", bytes(mixer.render(frames))))
    return out


class FakeDevice:
    """Stands in for miniaudio's device: the test pulls the blocks its callback would."""

    backend = "fake"

    def __init__(self, mixer: Mixer) -> None:
        self.stream: Generator[Block, int, None] = feed(mixer)
        next(self.stream)
        self.closed = False

    def pull(self, frames: int) -> list[int]:
        return list(array.array("h", bytes(self.stream.send(frames))))

    def close(self) -> None:
        self.closed = True


class RecordingMixer(Mixer):
    """A mixer that keeps what it rendered, and says when a sound has gone out whole."""

    def __init__(self) -> None:
        super().__init__()
        self.out: list[int] = []
        self.sounded = threading.Event()
        self.finished = threading.Event()

    def render(self, frames: int) -> Block:
        block = super().render(frames)
        values = array.array("h", bytes(block))
        self.out.extend(values)
        if any(values):
            self.sounded.set()
        elif self.sounded.is_set():
            self.finished.set()
        return block


def test_two_overlapping_sounds_sum_with_their_offsets() -> None:
    mixer = Mixer()
    first = [1000] * 100
    second = [-400, 800] * 50
    mixer.add([Voice(clip(first), 1.0), Voice(clip(second), 0.5, delay=60)])
    out = pull(mixer, 64, 3)
    expected = [0] * 192
    for i, v in enumerate(first):
        expected[i] += v
    for i, v in enumerate(second):
        expected[60 + i] += v // 2
    assert out == expected, "summed across block boundaries, the second 60 samples late"


voices_st = st.lists(st.tuples(
    st.lists(st.integers(-32768, 32767), min_size=0, max_size=300),
    st.floats(0.0, 1.0),
    st.integers(0, 400)), min_size=1, max_size=12)


@given(voices_st, st.integers(1, 257))
def test_the_mix_is_the_clipped_sum_of_the_scaled_voices(
        voices: list[tuple[list[int], float, int]], frames: int) -> None:
    """Whatever the samples, gains, delays and block size: lane arithmetic is exact."""
    length = max(delay + len(values) for values, _, delay in voices) + frames
    expected = [0] * length
    for values, gain, delay in voices:
        fixed = round(gain * 32768)
        for i, value in enumerate(values):
            expected[delay + i] += value * fixed
    mixer = Mixer()
    mixer.add([Voice(clip(values), gain, delay) for values, gain, delay in voices])
    out = pull(mixer, frames, -(-length // frames))[:length]
    assert out == [max(-PEAK, min(PEAK, v >> 15)) for v in expected]


def test_loud_overlaps_are_clipped_not_wrapped() -> None:
    mixer = Mixer()
    loud = clip([30000, -30000] * 8)
    mixer.add([Voice(loud), Voice(loud), Voice(loud, 0.1)])
    assert pull(mixer, 16) == [PEAK, -PEAK] * 8


def test_stop_silences_what_plays_and_what_waits() -> None:
    mixer = Mixer()
    mixer.add([Voice(clip([500] * 1000)), Voice(clip([500] * 10), delay=300)])
    assert all(pull(mixer, 100))
    mixer.clear()
    assert not any(pull(mixer, 100, 5)), "the playing voice and the later one are both gone"
    mixer.add([Voice(clip([7] * 10))])
    assert pull(mixer, 10) == [7] * 10, "a sound after the stop plays"


def test_a_sound_ends_and_the_mixer_falls_silent() -> None:
    mixer = Mixer()
    mixer.add([Voice(clip([300] * 150))])
    assert pull(mixer, 100, 2) == [300] * 150 + [0] * 50
    assert pull(mixer, 100) == [0] * 100


def test_a_fault_on_the_audio_thread_is_silence() -> None:
    class Broken(Mixer):
        def render(self, frames: int) -> Block:
            raise RuntimeError("a bug in the mixer")

    device = FakeDevice(Broken())
    assert device.pull(32) == [0] * 32, "no traceback out of miniaudio's thread"


def test_a_board_through_a_fake_device_overlaps_a_throws_clacks(qapp: object) -> None:
    devices: list[FakeDevice] = []

    def opener(mixer: Mixer) -> FakeDevice:
        devices.append(FakeDevice(mixer))
        return devices[-1]

    backend = MiniaudioBackend(opener)
    board = SoundBoard(backend)
    board.set_volume(100)
    clack = load_samples("clack")
    assert clack is not None
    quarter = len(clack) // 4
    board.play_impacts([(0.0, 1500.0), (quarter / 22050, 1500.0)], 1.0)
    assert backend.settled.wait(WAIT_S) and not backend.failed
    (device,) = devices
    out = device.pull(len(clack) * 2)
    assert out[:quarter] == list(clack[:quarter]), "the first clack alone at first"
    both = [max(-PEAK, min(PEAK, a + b)) for a, b in zip(clack[quarter:], clack, strict=False)]
    assert out[quarter:len(clack)] == both, "then the second one on top of it, not cutting it"
    board.play("take")
    board.stop()
    assert not any(device.pull(4096)), "stop() silences"
    backend.close()
    assert device.closed


def test_a_failing_device_is_silence(qapp: object) -> None:
    def opener(mixer: Mixer) -> object:
        raise OSError("no audio device")

    backend = MiniaudioBackend(opener)
    board = SoundBoard(backend)
    board.play("take")
    assert backend.settled.wait(WAIT_S) and backend.failed
    board.play("end")
    board.play_impacts([(0.0, 900.0)], 1.0)
    board.stop()
    backend.close()


def test_a_missing_library_is_silence(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "miniaudio", None)   # what `import` finds when it is absent
    backend = MiniaudioBackend()
    backend.play([Voice(clip([1] * 10))])
    assert backend.settled.wait(WAIT_S) and backend.failed
    monkeypatch.setattr(backends, "headless", lambda: False)
    assert isinstance(choose_backend(), SilentBackend), "a screen, but nothing to play with"


def test_miniaudio_plays_the_mix_through_its_null_device(qapp: object) -> None:
    """The real library and device thread, on miniaudio's null backend (no speakers here)."""
    mixer = RecordingMixer()
    backend = MiniaudioBackend(lambda m: open_device(m, null=True), mixer)
    backend.play([Voice(clip([1200] * 400), 0.5)])
    assert backend.settled.wait(WAIT_S) and not backend.failed, backend.name
    assert backend.name == "miniaudio (Null)"
    assert mixer.finished.wait(WAIT_S), "the device's thread pulled the sound, then silence"
    backend.close()
    start = next(i for i, v in enumerate(mixer.out) if v)
    assert mixer.out[start:start + 400] == [600] * 400


def test_a_screen_gets_miniaudio_unless_sound_is_off(
        qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backends, "headless", lambda: False)
    monkeypatch.delenv("ROK_QT_SOUND", raising=False)
    chosen = choose_backend()
    assert isinstance(chosen, MiniaudioBackend)
    assert not chosen.settled.is_set(), "the device waits for the first sound"
    monkeypatch.setenv("ROK_QT_SOUND", "off")
    assert isinstance(choose_backend(), SilentBackend)


def test_a_device_closed_while_opening_is_let_go(qapp: object) -> None:
    gate = threading.Event()
    devices: list[FakeDevice] = []

    def slow_opener(mixer: Mixer) -> FakeDevice:
        gate.wait(WAIT_S)
        devices.append(FakeDevice(mixer))
        return devices[-1]

    backend = MiniaudioBackend(slow_opener)
    backend.play([Voice(clip([5] * 10))])
    backend.close()   # the game quits before the device is ready
    gate.set()
    assert backend.settled.wait(WAIT_S)
    assert [d.closed for d in devices] == [True], "not left running"
    backend.play([Voice(clip([5] * 10))])
    assert backend.settled.wait(WAIT_S) and [d.closed for d in devices] == [True, False]
    assert devices[1].pull(10) == [5] * 10, "a later sound opens it again and plays"
    backend.close()
