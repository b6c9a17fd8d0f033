"""An exception inside a slot during play: error dialog, emergency save, the app goes on."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.crash import CrashHandler, summary
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Phase
from rok_qt.persistence.files import load_file
from rok_qt.persistence.savefile import encode
from tests.app.saving_support import position


@pytest.fixture
def handler(window: MainWindow, tmp_path: Path) -> Iterator[CrashHandler]:
    """The app's hook, installed over pytest-qt's own for the test."""
    crash = CrashHandler(window, lambda: window.session.state, Autosave(tmp_path / "data"))
    crash.install()
    yield crash
    crash.uninstall()
    if crash.dialog is not None:
        crash.dialog.close()


def _broken_slot(*_args: object) -> None:
    raise ValueError("the rune fell off the table")


@pytest.mark.qt_no_exception_capture
def test_a_slot_raising_shows_the_error_saves_and_play_goes_on(
        qtbot: QtBot, window: MainWindow, handler: CrashHandler, tmp_path: Path) -> None:
    where = position(3, lambda s: s.phase == Phase.THROW and s.round == 2)
    session = window.session
    session.load_state(where.state)
    session.move_applied.connect(_broken_slot)
    assert session.submit(where.moves[where.played])  # the slot's exception does not escape
    session.move_applied.disconnect(_broken_slot)
    box = handler.dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "ValueError: the rune fell off the table" in box.text()
    assert "_broken_slot" in box.detailedText() and "emergency-1.rok" in box.informativeText()
    state = session.state
    assert state is not None
    assert encode(load_file(tmp_path / "data" / "emergency-1.rok")) == encode(state)
    assert session.submit(where.moves[where.played + 1]), "the game goes on"
    assert window.isVisible()


@pytest.mark.qt_no_exception_capture
def test_errors_in_a_row_share_one_dialog(qtbot: QtBot, window: MainWindow,
                                          handler: CrashHandler) -> None:
    for _ in range(3):
        QTimer.singleShot(0, lambda: _broken_slot())
    qtbot.waitUntil(lambda: len(handler.errors) == 3, timeout=2000)
    assert handler.dialog is not None
    assert handler.dialog.detailedText().count("ValueError: the rune") == 3
    assert "Game > Save As" in handler.dialog.informativeText(), "no game: nothing saved"
    boxes = [w for w in window.findChildren(QMessageBox) if w.isVisible()]
    assert boxes == [handler.dialog]


def test_install_and_uninstall_restore_the_previous_hook(window: MainWindow) -> None:
    previous = sys.excepthook
    crash = CrashHandler(window, lambda: None, None)
    crash.install()
    assert sys.excepthook == crash.handle
    crash.uninstall()
    assert sys.excepthook is previous


def test_summary_is_one_line() -> None:
    assert summary(OSError("disk\n  gone")) == "OSError: disk gone"
    assert summary(RuntimeError()) == "RuntimeError"
