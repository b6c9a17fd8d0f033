"""A settings file that is not a regular file (issue 19, item 6): the real app starts on its
default settings, says so once, and neither hangs on it nor writes through it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SAID = "is not a regular file: Rök runs with its default settings this time"

pytestmark = pytest.mark.skipif(sys.platform in ("win32", "darwin"),
                                reason="settings files of the XDG systems")


def start_and_quit(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """The real `rok-qt`, run until its table is built and then quit normally."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "ROK_QT_EXIT_WHEN_READY": "1",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_CONFIG_DIRS": str(tmp_path / "etc"),
           "XDG_DATA_HOME": str(tmp_path / "share")}
    return subprocess.run([sys.executable, "-m", "rok_qt.app.main"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60, check=False)


def _conf(tmp_path: Path) -> Path:
    folder = tmp_path / "config" / "rok-qt"
    folder.mkdir(parents=True)
    return folder / "rok-qt.conf"


def test_a_pipe_in_place_of_the_settings_file_does_not_hang_the_game(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    os.mkfifo(conf)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.count(SAID) == 1 and str(conf) in done.stderr
    assert stat.S_ISFIFO(conf.lstat().st_mode), "left as it was"


def test_a_link_in_place_of_the_settings_file_is_never_written_through(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    target = tmp_path / "elsewhere"
    target.write_bytes(b"not the game's settings\n")
    conf.symlink_to(target)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert conf.is_symlink() and target.read_bytes() == b"not the game's settings\n"
    assert done.stderr.count(SAID) == 1


def test_a_regular_settings_file_is_used_and_nothing_is_said(tmp_path: Path) -> None:
    conf = _conf(tmp_path)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert SAID not in done.stderr
    assert b"geometry" in conf.read_bytes(), "the window's place is remembered as before"


DAMAGED = "was damaged"


@pytest.mark.parametrize(("content", "reason"), [
    (b"\x00\xff\xfe\x01\x89PNG binary junk", "it is not text"),
    (b"", "it is empty"),
    (b"\0" * 64, "it holds control characters"),
    (b"[app]\nlaunched=true\nthis line is no setting\n", "line 3 is neither"),
])
def test_a_damaged_settings_file_is_copied_aside_and_said_once(
        tmp_path: Path, content: bytes, reason: str) -> None:
    """Issue 29, item 12: binary, empty or NUL files used to be replaced silently by the
    defaults. The damaged file is kept as a copy beside it, whole, and the start says so once
    (where it is kept, and that the rest are defaults); Qt then writes a sound file, and the
    next start says nothing."""
    conf = _conf(tmp_path)
    conf.write_bytes(content)
    done = start_and_quit(tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stderr.count(DAMAGED) == 1 and reason in done.stderr, done.stderr
    copies = list(conf.parent.glob("rok-qt.conf.damaged-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == content
    assert f"a copy of it is kept as {copies[0]}" in done.stderr
    assert b"geometry" in conf.read_bytes(), "written afresh by Qt"
    if reason == "it is not text":   # said once: the next start (one case is enough) is quiet
        again = start_and_quit(tmp_path)
        assert again.returncode == 0 and DAMAGED not in again.stderr
        assert len(list(conf.parent.glob("rok-qt.conf.damaged-*"))) == 1
