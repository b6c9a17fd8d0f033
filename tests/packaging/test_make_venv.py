"""tools/make_venv.sh: the first `make` on a fresh machine says what is missing in a sentence."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT

SCRIPT = ROOT / "tools" / "make_venv.sh"

pytestmark = pytest.mark.skipif(os.name == "nt", reason="make's shell script (POSIX sh)")

# A python3 as Ubuntu 22.04 has it: it runs, and it is 3.10.
OLD_PYTHON = """#!/bin/sh
case "$*" in
    *print*) echo 3.10 ;;
    *) exit 1 ;;
esac
"""
# A Python 3.12 that makes a virtual environment with pip in it (what `make` then installs
# with is not the script's business): a stand-in, as a real one takes 10-20 s.
GOOD_PYTHON = """#!/bin/sh
if [ "$1" = -m ] && [ "$2" = venv ]; then
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python" && touch "$3/bin/pip-works"
    exit 0
fi
if [ "$1" = -m ] && [ "$2" = pip ]; then
    [ -e "$(dirname "$0")/pip-works" ]
    exit
fi
case "$*" in
    *print*) echo 3.12 ;;
esac
exit 0
"""
# A Python 3.12 without Debian's python3.12-venv: `-m venv` leaves a python without pip.
NO_VENV_PYTHON = """#!/bin/sh
if [ "$1" = -m ] && [ "$2" = venv ]; then
    mkdir -p "$3/bin" && cp "$0" "$3/bin/python"
    echo "The virtual environment was not created successfully because ensurepip is not" >&2
    exit 1
fi
if [ "$1" = -m ] && [ "$2" = pip ]; then
    echo "No module named pip" >&2
    exit 1
fi
case "$*" in
    *print*) echo 3.12 ;;
esac
exit 0
"""


def fake(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    path.chmod(0o755)
    return path


def make_venv(tmp_path: Path, python: str, origin: str) -> subprocess.CompletedProcess[str]:
    """The script as the Makefile runs it, with tmp_path/bin first on the PATH."""
    env = {**os.environ, "PATH": f"{tmp_path / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}"}
    return subprocess.run(["sh", str(SCRIPT), str(tmp_path / ".venv"), python, origin],
                          env=env, capture_output=True, text=True, timeout=300, check=False)


def test_a_python_older_than_3_11_is_refused_with_the_line_that_fixes_it(
    tmp_path: Path
) -> None:
    old = fake(tmp_path / "bin", "python3", OLD_PYTHON)
    result = make_venv(tmp_path, str(old), "command line")
    assert result.returncode == 1
    assert f"rok-qt needs Python 3.11 or newer, and {old} is 3.10." in result.stderr
    assert "sudo apt-get install python3.11 python3.11-venv" in result.stderr
    assert not (tmp_path / ".venv").exists()


def test_a_missing_python_is_named(tmp_path: Path) -> None:
    result = make_venv(tmp_path, "python3.9-not-here", "command line")
    assert result.returncode == 1
    assert "there is no python3.9-not-here here" in result.stderr


def test_a_newer_python_is_found_when_python3_is_old(tmp_path: Path) -> None:
    # Ubuntu 22.04 with python3.11 installed beside its python3 (3.10): plain `make run` works.
    fake(tmp_path / "bin", "python3", OLD_PYTHON)
    for name in ("python3.13", "python3.12"):   # this machine's own must not be found first
        fake(tmp_path / "bin", name, GOOD_PYTHON)
    result = make_venv(tmp_path, "python3", "file")
    assert result.returncode == 0, result.stderr
    assert "python3 is 3.10; using python3.13." in result.stderr
    assert (tmp_path / ".venv" / "bin" / "pip-works").exists(), "made by python3.13"


def test_a_venv_left_without_pip_is_made_again(tmp_path: Path) -> None:
    # What Debian leaves when python3-venv was missing the first time: every later `make`
    # failed with "No module named pip" until .venv was deleted by hand.
    venv = tmp_path / ".venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True,
                   timeout=120)
    python = fake(tmp_path / "bin", "python3.12", GOOD_PYTHON)
    result = make_venv(tmp_path, str(python), "command line")
    assert result.returncode == 0, result.stderr
    assert f"{venv} cannot install anything (no pip in it" in result.stderr
    assert "making it again" in result.stderr
    assert (venv / "bin" / "pip-works").exists()
    again = make_venv(tmp_path, str(python), "command line")
    assert (again.returncode, again.stderr) == (0, ""), "a working .venv is left as it is"


def test_a_python_without_its_venv_module_is_said_plainly(tmp_path: Path) -> None:
    python = fake(tmp_path / "bin", "python3.12", NO_VENV_PYTHON)
    result = make_venv(tmp_path, str(python), "command line")
    assert result.returncode == 1
    assert "its venv module is missing" in result.stderr
    assert "sudo apt-get install python3.12-venv" in result.stderr
    assert not (tmp_path / ".venv").exists(), "no half-made .venv is left for the next make"
