"""`rok-qt-server --host-again` with hostile table saves (issue 29, item 1): a real server
process on 127.0.0.1 (R7.3)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _refused(path: Path) -> str:
    """What `rok-qt-server --host-again path` says as it refuses: it must stop at once."""
    done = subprocess.run([sys.executable, "-m", "rok_qt.net.cli", "--port", "0",
                           "--host-again", str(path)], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)
    assert done.returncode == 1, done.stdout
    assert done.stderr.startswith(f"rok-qt-server: {path}: ") and done.stderr.count("\n") == 1
    return done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_given_to_host_again_is_refused_at_once(tmp_path: Path) -> None:
    """Issue 29, item 1: the server used to wait on the pipe for ever, before listening."""
    pipe = tmp_path / "table.rok"
    os.mkfifo(pipe)
    assert "it is not a file (a pipe or a device)" in _refused(pipe)
