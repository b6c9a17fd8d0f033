"""The log a player can send: quiet by default, channels on by --debug, errors always kept."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from rok_qt import logs


@pytest.fixture
def configured(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path
    logs.configure(None)
    for name in logs.CHANNELS:
        logs.channel(name).setLevel(logging.NOTSET)


def log_text(folder: Path) -> str:
    for handler in logging.getLogger(logs.ROOT).handlers:
        handler.flush()
    path = logs.log_folder(folder) / logs.LOG_NAME
    return path.read_text(encoding="utf-8") if path.exists() else ""


def test_a_quiet_game_writes_no_log_file(configured: Path) -> None:
    logs.configure(configured)
    logs.channel("race").debug("take 3 at 120 ms")
    logs.channel("input").info("a key cluster joined")
    assert not (logs.log_folder(configured) / logs.LOG_NAME).exists()


def test_warnings_and_swallowed_errors_reach_the_file(configured: Path) -> None:
    logs.configure(configured)
    try:
        raise OSError("the device is busy")
    except OSError:
        logs.channel("sound").warning("no sound", exc_info=True)
    text = log_text(configured)
    assert "rok_qt.sound WARNING no sound" in text
    assert "OSError: the device is busy" in text


def test_debug_lines_of_the_chosen_channels_only(configured: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    logs.configure(configured, logs.parse_channels("race,input"))
    logs.channel("race").debug("take 3 at 120 ms")
    logs.channel("pads").debug("pad 1 polled")
    text = log_text(configured)
    assert "rok_qt.race DEBUG take 3 at 120 ms" in text
    assert "pad 1 polled" not in text
    assert "take 3 at 120 ms" in capsys.readouterr().err


def test_channel_names_are_checked() -> None:
    assert logs.parse_channels("all") == list(logs.CHANNELS)
    assert logs.parse_channels(" race , files ") == ["race", "files"]
    with pytest.raises(ValueError, match="racing"):
        logs.parse_channels("race,racing")
    with pytest.raises(ValueError):
        logs.channel("racing")


def test_a_failing_mixer_leaves_a_trace_in_the_log(configured: Path) -> None:
    from rok_qt.ui.sound.mixer import Block, Mixer, feed

    class Broken(Mixer):
        def render(self, frames: int) -> Block:
            raise RuntimeError("a bug in the mixer")

    logs.configure(configured)
    stream = feed(Broken())
    next(stream)
    assert stream.send(16) == bytes(32)
    assert "RuntimeError: a bug in the mixer" in log_text(configured)
