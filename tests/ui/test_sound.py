"""Sounds: made by the repo's script, silent without a device, louder for harder impacts."""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.engine import apply
from rok_qt.model.events import Captured, GameEnded, PairTaken, StonesThrown, WrongPairReturned
from rok_qt.model.moves import Throw
from rok_qt.model.physics import FRAME_HZ
from rok_qt.model.setup import new_game
from rok_qt.ui.sound.backends import RATE, SilentBackend, choose_backend
from rok_qt.ui.sound.board import (
    MAX_CLACKS,
    NAMES,
    SOUNDS_DIR,
    SoundBoard,
    clack_voices,
    load_samples,
    loudness,
    sound_bytes,
)
from rok_qt.ui.sound.event_sounds import EventSounds, impacts_of
from rok_qt.ui.sound.mixer import Clip, Voice
from tests.support import config

ROOT = Path(__file__).resolve().parents[2]


class FakeBackend:
    """Records the voices that would be played."""

    name = "fake"

    def __init__(self) -> None:
        self.played: list[list[Voice]] = []
        self.stopped = 0

    def play(self, voices: Sequence[Voice]) -> None:
        self.played.append(list(voices))

    def stop(self) -> None:
        self.stopped += 1

    def close(self) -> None:
        pass


def test_sound_files_are_what_the_script_makes(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(tmp_path) == 0
    for name in NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert sound_bytes(name) == made, f"run `make sounds`: {name}"
        assert len(made) < 80_000, "small files"
        assert load_samples(name), f"{name} decodes"
    assert (SOUNDS_DIR / "README.md").exists(), "their origin is documented"


def test_offscreen_is_silent_and_never_raises(qapp: object) -> None:
    board = SoundBoard()
    assert isinstance(board.backend, SilentBackend), "no audio under the offscreen platform"
    assert not board.audible
    for name in NAMES:
        board.play(name)
    board.play("no such sound")
    board.play_impacts([(0.0, 900.0), (0.1, 30.0)], 1.5)
    board.stop()
    assert isinstance(choose_backend(), SilentBackend)


def test_an_unknown_sound_is_silence(qapp: object) -> None:
    fake = FakeBackend()
    board = SoundBoard(fake)
    board.play("no such sound")
    assert fake.played == [] and sound_bytes("no such sound") is None


def test_volume_and_mute_scale_what_is_played(qapp: object) -> None:
    fake = FakeBackend()
    board = SoundBoard(fake)
    board.set_volume(100)
    board.play("capture")
    board.set_volume(25)
    board.play("capture", 0.5)
    (loud,), (soft,) = fake.played
    assert (loud.gain, soft.gain) == (1.0, 0.125)
    assert loud.clip is soft.clip, "decoded once, shared, never copied to scale"
    board.set_muted(True)
    board.play("capture")
    board.play_impacts([(0.0, 1000.0)], 1.0)
    assert len(fake.played) == 2 and fake.stopped == 1, "muting also stops what plays"
    board.set_muted(False)
    board.set_volume(0)
    board.play("end")
    assert len(fake.played) == 2


def test_harder_impacts_clack_louder_and_on_time() -> None:
    samples = load_samples("clack")
    assert samples is not None
    clack = Clip(samples)
    (soft,) = clack_voices(clack, [(0.0, 100.0)], 1.0, 1.0)
    (hard,) = clack_voices(clack, [(0.0, 1500.0)], 1.0, 1.0)
    assert hard.gain == 1.0 and hard.gain > 2 * soft.gain > 0
    early, late = sorted(clack_voices(clack, [(0.0, 800.0), (0.5, 800.0)], 2.0, 1.0),
                         key=lambda v: v.delay)
    assert (early.delay, late.delay) == (0, RATE), "the second clack comes at 0.5 s x 2"
    assert not clack_voices(clack, [(0.0, 5.0)], 1.0, 1.0), "a graze is not heard"
    many = clack_voices(clack, [(i / 100, 50.0 + i) for i in range(200)], 1.0, 0.5)
    assert len(many) == MAX_CLACKS
    gains = sorted(v.gain for v in many)
    assert gains[0] == 0.5 * loudness(50.0 + 140), "the hardest sixty are kept"
    assert gains[-1] == 0.5 * loudness(50.0 + 199), "the volume scales every clack"


def test_a_throw_carries_the_contacts_the_physics_recorded() -> None:
    state, _ = new_game(config(4, 3))
    (thrown,) = [e for e in apply(state, Throw(state.first_player)) if isinstance(e, StonesThrown)]
    impacts = impacts_of(thrown)
    assert impacts, "twelve stones thrown at the centre touch something"
    duration = len(thrown.frames) / FRAME_HZ
    assert all(0.0 <= t <= duration and impulse > 0 for t, impulse in impacts)
    times = [t for t, _ in impacts]
    assert times == sorted(times), "in the order they happened"


def test_a_throw_is_handed_over_as_one_batch_of_clacks(qapp: object) -> None:
    state, _ = new_game(config(4, 3))
    (thrown,) = [e for e in apply(state, Throw(state.first_player)) if isinstance(e, StonesThrown)]
    fake = FakeBackend()
    board = SoundBoard(fake)
    board.play_impacts(impacts_of(thrown), 2.0)
    (voices,) = fake.played
    assert voices and all(v.clip.samples == load_samples("clack") for v in voices)
    duration = len(thrown.frames) / FRAME_HZ
    assert all(0 <= v.delay <= duration * 2.0 * RATE for v in voices), "timed to the animation"


def test_each_event_has_its_sound(qapp: object) -> None:
    fake = FakeBackend()
    board = SoundBoard(fake)
    named: list[str] = []
    board.play = lambda name, level=1.0: named.append(name)  # type: ignore[method-assign]
    sounds = EventSounds(board)
    for event in (PairTaken(0, 1, 2), Captured(0, 1, (3, 4)), WrongPairReturned(0, (5, 7), False),
                  GameEnded((2, 0), 0)):
        sounds.step(event, 1.0)
    assert named == ["take", "capture", "wrong", "end"]
    sounds.batch([PairTaken(0, 1, 2), WrongPairReturned(0, (5, 7), False)])
    assert named[-1] == "wrong", "without animations the most telling sound plays once"
    sounds.enabled = False   # a skipped animation runs its steps in an instant
    sounds.step(Captured(0, 1, (3, 4)), 1.0)
    assert len(named) == 5


def test_the_window_plays_a_round(qtbot: QtBot, window: MainWindow) -> None:
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import Controller

    fake = FakeBackend()
    window.game.sounds.backend = fake
    window.start(GameConfig([SeatConfig("A", Controller.ADEPT),
                             SeatConfig("B", Controller.ADEPT)], 7))
    qtbot.waitUntil(lambda: len(fake.played) >= 2, timeout=10_000)
    assert all(len(v.clip) and 0 < v.gain <= 1 for batch in fake.played for v in batch)
