"""`rok-qt --self-test` from source: it passes, and a failure says what failed."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app import selftest, selftest_checks
from tests.packaging.conftest import PACKAGING

# The self-test plays a round in about a second and takes 10-15 s in all on a busy machine;
# the limit keeps a hang from stalling CI.
TIMEOUT_S = 40


def test_self_test_passes_through_the_bundle_entry_point(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", selftest.REPORT_ENV: str(report)}
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "launcher.py"), "--self-test"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=TIMEOUT_S, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[-1] == "self-test passed"
    assert sum(line.startswith("ok ") for line in lines) >= 8
    # The copy for a windowed .exe, which has no standard output.
    assert report.read_text(encoding="utf-8") == result.stdout
    assert not list(tmp_path.glob("*.rok")), "nothing saved outside its temporary folder"


def test_a_failure_is_reported_with_exit_code_1(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(selftest, "APP_ICON", tmp_path / "missing.svg")
    out = io.StringIO()
    assert selftest.run_self_test(out) == 1
    text = out.getvalue()
    assert "FAIL  Qt starts with its plugins: the app icon is at" in text
    assert text.rstrip().endswith("self-test FAILED")


def test_a_message_box_fails_the_step_instead_of_hanging(qtbot: QtBot, tmp_path: Path) -> None:
    test = selftest.SelfTest(tmp_path, io.StringIO())
    test.step_qt()
    try:
        QTimer.singleShot(0, lambda: QMessageBox.warning(None, "Rök", "boom"))
        with pytest.raises(selftest_checks.SelfTestFailure, match="an unexpected message: 'boom'"):
            test.pump_until(lambda: False, "nothing")
    finally:
        test.close()
    assert test.watchdog is None


def test_the_network_check_hosts_and_joins_a_table_over_tls_on_loopback() -> None:
    from rok_qt.app import selftest_network

    line = selftest_network.check_network()
    assert line.startswith("a table hosted and joined over wss:// on 127.0.0.1 (")
    assert "OpenSSL" in line


def test_without_anonymous_tls_the_network_check_plays_over_plain_websockets() -> None:
    import asyncio

    from rok_qt.app import selftest_network
    from rok_qt.net.codes import normal_code

    code, served = asyncio.run(selftest_network.host_and_join(None))
    assert normal_code(code) == code and len(code) == 17   # a code of server 00, 60 bits
    assert served > 20_000, "the phone page and its files came from the table's port"
