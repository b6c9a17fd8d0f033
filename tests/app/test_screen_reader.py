"""The real game under a real X server with the accessibility bus, read and played as a screen
reader's user does: the tree's names, and a relay round by the keyboard and the announcements.

The game runs on Xvfb (xcb, not offscreen: the accessibility bridge needs a real platform),
with a session bus of its own and AT-SPI's bus on it (Debian's at-spi2-core). The screen
reader's side is tests/app/screen_reader.py, run by the system's Python with Debian's
python3-pyatspi, as Orca would be. `.ci/run` installs these packages.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

import pytest

from rok_qt.model import engine
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Throw
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller
from rok_qt.model.stones import twin_of

SYSTEM_PYTHON = "/usr/bin/python3"
READER = Path(__file__).with_name("screen_reader.py")
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
SEATS = "Anna:human:9,Bot:adept:40"
"""Anna, the youngest, throws first (R3.3); the computer player grabs after her turn."""


def _missing() -> str | None:
    """What this machine lacks for the test (`.ci/run` installs it), or None."""
    if shutil.which("Xvfb") is None:
        return "Xvfb (Debian: xvfb)"
    if shutil.which("dbus-daemon") is None:
        return "dbus-daemon (Debian: dbus)"
    if not any(Path(p).exists() for p in LAUNCHERS):
        return "at-spi-bus-launcher (Debian: at-spi2-core)"
    probe = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                           check=False) if Path(SYSTEM_PYTHON).exists() else None
    if probe is None or probe.returncode != 0:
        return "pyatspi for /usr/bin/python3 (Debian: python3-pyatspi)"
    return None


def seed_with_a_pair() -> int:
    """A seed whose first throw, by Anna, leaves a pair of twins face up."""
    seats = [SeatConfig("Anna", Controller.HUMAN, 9), SeatConfig("Bot", Controller.ADEPT, 40)]
    for seed in range(1, 200):
        state, _ = new_game(GameConfig(seats, seed))
        engine.apply(state, Throw(0), record_frames=False)
        free = takeable_stones(state)
        if any(twin_of(stone) in free for stone in free):
            return seed
    raise AssertionError("no seed throws a pair")


def _started(stack: ExitStack, command: list[str], env: dict[str, str],
             **options: object) -> subprocess.Popen[bytes]:
    """A process of this test, in a process group of its own, ended with the test."""
    process = subprocess.Popen(command, env=env, start_new_session=True, **options)  # type: ignore[call-overload]

    def end() -> None:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()

    stack.callback(end)
    assert isinstance(process, subprocess.Popen)
    return process


@contextmanager
def accessible_desktop(home: Path) -> Iterator[dict[str, str]]:
    """An X server, a session bus and AT-SPI's bus, for this test only: the environment."""
    with ExitStack() as stack:
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
               "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
               "XDG_RUNTIME_DIR": str(home / "run"), "LANG": "C.UTF-8", "LANGUAGE": "en"}
        (home / "run").mkdir(mode=0o700)
        read, write = os.pipe()
        _started(stack, ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24",
                         "-nolisten", "tcp"], env, pass_fds=(write,),
                 stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            env["DISPLAY"] = ":" + pipe.readline().strip()
        bus = _started(stack, ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                       env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        assert bus.stdout is not None
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().decode().strip()
        launcher = next(p for p in LAUNCHERS if Path(p).exists())
        _started(stack, [launcher, "--launch-immediately"], env, stderr=subprocess.DEVNULL)
        yield env


@pytest.mark.slow
def test_a_relay_round_by_screen_reader_and_keyboard(tmp_path: Path) -> None:
    missing = _missing()
    if missing is not None:
        pytest.skip(f"needs {missing}: .ci/run installs it")
    with accessible_desktop(tmp_path) as env, ExitStack() as stack:
        reader = _started(stack, [SYSTEM_PYTHON, str(READER)], env, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
        game_env = {**env, "QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
        _started(stack, [sys.executable, "-m", "rok_qt.app.main", "--players", SEATS,
                         "--seed", str(seed_with_a_pair()), "--animations", "fast"], game_env,
                 stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        out, err = reader.communicate(timeout=240)
    assert reader.returncode == 0, err.decode()[-2000:]
    result = json.loads(out)
    assert result["problems"] == [], (result["problems"], result["heard"])
    assert "Table" in result["named"], "the table is a named, focusable control"
    assert "stones have landed" in str(result["throw"]).lower()
    assert "face up:" in str(result["turn"]), "the reveal says what shows face up"
    walked = result["walked"]
    assert walked and all(", face up, " in w or "balance stone" in w for w in walked), walked
    assert str(result["take"]).startswith("You took")
    assert "Round 1 is settled." in str(result["summary"])
