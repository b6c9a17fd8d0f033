"""Sounds: made by the repo's script, silent without a device, louder for harder impacts."""

from __future__ import annotations

import array
import importlib.util
import wave
from pathlib import Path

from PySide6.QtCore import QProcess
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.engine import apply
from rok_qt.model.events import Captured, GameEnded, PairTaken, StonesThrown, WrongPairReturned
from rok_qt.model.moves import Throw
from rok_qt.model.physics import FRAME_HZ
from rok_qt.model.setup import new_game
from rok_qt.ui.event_sounds import EventSounds, impacts_of
from rok_qt.ui.sound import NAMES, SOUNDS_DIR, SoundBoard, load_samples, mix_clacks
from rok_qt.ui.sound_backends import ProcessBackend, SilentBackend, choose_backend
from tests.support import config

ROOT = Path(__file__).resolve().parents[2]


class FakeBackend:
    """Records what would be played."""

    name = "fake"

    def __init__(self) -> None:
        self.played: list[array.array[int]] = []
        self.stopped = 0

    def play(self, path: Path) -> None:
        with wave.open(str(path), "rb") as source:
            samples = array.array("h")
            samples.frombytes(source.readframes(source.getnframes()))
        self.played.append(samples)

    def stop(self) -> None:
        self.stopped += 1


def peak(samples: array.array[int]) -> int:
    return max((abs(v) for v in samples), default=0)


def test_sound_files_are_what_the_script_makes(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", ROOT / "tools" / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(tmp_path) == 0
    for name in NAMES:
        made = (tmp_path / f"{name}.wav").read_bytes()
        assert (SOUNDS_DIR / f"{name}.wav").read_bytes() == made, f"run `make sounds`: {name}"
        assert len(made) < 80_000, "small files"
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


def test_a_missing_player_is_silence_too(qtbot: QtBot, tmp_path: Path) -> None:
    backend = ProcessBackend(str(tmp_path / "no-such-player"))
    board = SoundBoard(backend)
    board.play("take")
    # The failed player process is let go: none is left behind.
    qtbot.waitUntil(lambda: not backend.findChildren(QProcess), timeout=3000)
    board.stop()


def test_volume_and_mute_scale_what_is_played(qapp: object) -> None:
    fake = FakeBackend()
    board = SoundBoard(fake)
    board.set_volume(100)
    board.play("capture")
    board.set_volume(25)
    board.play("capture")
    loud, soft = (peak(s) for s in fake.played)
    assert abs(soft / loud - 0.25) < 0.02
    board.set_muted(True)
    board.play("capture")
    board.play_impacts([(0.0, 1000.0)], 1.0)
    assert len(fake.played) == 2 and fake.stopped == 1, "muting also stops what plays"
    board.set_muted(False)
    board.set_volume(0)
    board.play("end")
    assert len(fake.played) == 2


def test_harder_impacts_clack_louder_and_on_time() -> None:
    clack = load_samples("clack")
    assert clack is not None
    soft = mix_clacks(clack, [(0.0, 100.0)], 1.0, 1.0)
    hard = mix_clacks(clack, [(0.0, 1500.0)], 1.0, 1.0)
    assert peak(hard) > 2 * peak(soft) > 0
    late = mix_clacks(clack, [(0.0, 800.0), (0.5, 800.0)], 2.0, 1.0)
    assert len(late) >= int(1.0 * 22050), "the second clack comes at 0.5 s x 2"
    assert not mix_clacks(clack, [(0.0, 5.0)], 1.0, 1.0), "a graze is not heard"


def test_a_throw_carries_the_contacts_the_physics_recorded() -> None:
    state, _ = new_game(config(4, 3))
    (thrown,) = [e for e in apply(state, Throw(state.first_player)) if isinstance(e, StonesThrown)]
    impacts = impacts_of(thrown)
    assert impacts, "twelve stones thrown at the centre touch something"
    duration = len(thrown.frames) / FRAME_HZ
    assert all(0.0 <= t <= duration and impulse > 0 for t, impulse in impacts)
    times = [t for t, _ in impacts]
    assert times == sorted(times), "in the order they happened"


def test_each_event_has_its_sound(qapp: object) -> None:
    fake = FakeBackend()
    board = SoundBoard(fake)
    named: list[str] = []
    board.play = lambda name, level=1.0: named.append(name)  # type: ignore[method-assign]  # a recording stub
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


def test_a_command_line_player_gets_the_file(qtbot: QtBot, tmp_path: Path) -> None:
    """What paplay, pw-play, aplay or afplay would get: a WAV path as the last argument."""
    log = tmp_path / "played.txt"
    player = tmp_path / "player.sh"
    player.write_text(f'#!/bin/sh\ncp "$2" "{tmp_path}/copy.wav" && echo "$1" > "{log}"\n')
    player.chmod(0o755)
    backend = ProcessBackend(str(player), ("-q",))
    board = SoundBoard(backend)
    board.set_volume(50)
    board.play("wrong")
    # The player has exited and been let go: a backend destroyed while its process still
    # reports back crashes the interpreter (a bus error under load).
    qtbot.waitUntil(lambda: not backend.findChildren(QProcess), timeout=5000)
    assert log.read_text().strip() == "-q"
    with wave.open(str(tmp_path / "copy.wav"), "rb") as copy:
        assert copy.getnframes() > 1000 and copy.getframerate() == 22050


def test_the_window_plays_a_round(qtbot: QtBot, window: MainWindow) -> None:
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import Controller

    fake = FakeBackend()
    window.game.sounds.backend = fake
    window.start(GameConfig([SeatConfig("A", Controller.ADEPT),
                             SeatConfig("B", Controller.ADEPT)], 7))
    qtbot.waitUntil(lambda: len(fake.played) >= 2, timeout=10_000)
