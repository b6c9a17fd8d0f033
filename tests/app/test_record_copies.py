"""Two copies of Rök writing the player's record at the same instant lose nothing (issue 19)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import read_history
from rok_qt.persistence.practice_log import practice_path, read_practice

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def two_copies_write(tmp_path: Path, count: int) -> Path:
    """Start two real copies, let them go at one instant, wait for both; the history's path."""
    history = history_path(tmp_path / "share")
    go = tmp_path / "go"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    copies = [subprocess.Popen([sys.executable, str(HERE / "record_child.py"), str(history),
                                str(copy), str(count), str(go)], cwd=ROOT, env=env,
                               stderr=subprocess.PIPE, text=True) for copy in (1, 2)]
    go.touch()
    for child in copies:
        _out, err = child.communicate(timeout=120)
        assert child.returncode == 0, err
    return history


def test_two_copies_finishing_games_at_the_same_instant_lose_no_line(tmp_path: Path) -> None:
    """Issue 19, item 3: each copy appends 50 games and 50 practice throws, interleaved with
    the other's; every one of the 200 is there afterwards."""
    history = two_copies_write(tmp_path, 50)
    loaded = read_history(history)
    assert loaded.problems == []
    assert sorted(g.seed for g in loaded.games) == sorted(
        copy * 100_000 + n for copy in (1, 2) for n in range(50))
    throws = read_practice(practice_path(history))
    assert throws.problems == [] and len(throws.throws) == 100
