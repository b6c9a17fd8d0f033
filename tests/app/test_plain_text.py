"""Text from players and files in the app's message boxes is shown as plain text: markup in a
seat name or a save file is never rendered, and `<img src=PATH>` never makes Qt open PATH."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.crash import CrashHandler
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.files import save_file
from tests.app.saving_support import Dialogs, position

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
BAIT = "bait.png"
IMAGE = f"<img src={BAIT}>"
BOLD = "<b>x</b>"
BOLD_NAME = "<b>x"
"""Markup a file name can hold (no slash): Qt reads an open tag as rich text too."""
HOSTILE_FILE = b'{"format":"<img src=bait.png>","version":1,"state":{}}'
Button = QMessageBox.StandardButton


class Bait:
    """A file that markup points at (`src=bait.png`, relative to the working folder); its
    access time tells whether anything read it."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / BAIT
        self.path.write_bytes(b"\x89PNG not really")
        self.reset()

    def reset(self) -> None:
        """An access time far older than the file's change time: the next read updates it."""
        os.utime(self.path, (1, self.path.stat().st_mtime))

    def was_read(self) -> bool:
        """True when something opened and read the file since `reset`."""
        return self.path.stat().st_atime > 1


@pytest.fixture
def bait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: QtBot) -> Bait:
    """The bait in the working folder, after checking that rich text would really read it."""
    monkeypatch.chdir(tmp_path)
    found = Bait(tmp_path)
    probe = QLabel(f"{IMAGE} rich")
    qtbot.addWidget(probe)
    probe.show()
    QApplication.processEvents()
    if not found.was_read():
        pytest.skip("this file system does not record access times")
    probe.close()
    found.reset()
    return found


def _is_plain(box: QMessageBox) -> bool:
    labels = [label for label in box.findChildren(QLabel) if label.text()]
    return box.textFormat() == Qt.TextFormat.PlainText and all(
        label.textFormat() == Qt.TextFormat.PlainText for label in labels)


def _named(*names: str) -> GameState:
    return new_game(GameConfig([SeatConfig(name) for name in names], 3))[0]


def _window(qtbot: QtBot, settings: object, folder: Path) -> tuple[MainWindow, Autosave]:
    autosave = Autosave(folder)
    assert autosave.start()
    window = MainWindow(settings=settings, autosave=autosave)  # type: ignore[arg-type]
    window.session.set_bot_delay_ms(60_000)
    qtbot.addWidget(window)
    window.new_game = lambda: None  # type: ignore[method-assign]
    return window, autosave


def test_the_resume_offer_shows_seat_names_as_text(
        qtbot: QtBot, settings: object, tmp_path: Path, bait: Bait,
        monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    save_file(folder / "autosave-2.rok", _named(IMAGE, BOLD))
    window, autosave = _window(qtbot, settings, folder)
    dialogs.answer = Button.No
    start_up(window, autosave, None, None)
    assert dialogs.kinds() == ["question"]
    box = dialogs.boxes[0]
    assert _is_plain(box) and f"({IMAGE}, {BOLD}; round" in box.text()
    assert not bait.was_read()


def test_an_unreadable_autosave_is_explained_as_text(
        qtbot: QtBot, settings: object, tmp_path: Path, bait: Bait,
        monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave-1.rok").write_bytes(HOSTILE_FILE)
    window, autosave = _window(qtbot, settings, folder)
    start_up(window, autosave, None, None)
    assert dialogs.kinds() == ["warning"]
    box = dialogs.boxes[0]
    assert _is_plain(box) and f"'{IMAGE}'" in box.text()
    assert not bait.was_read()


def test_a_refused_file_is_explained_as_text(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, bait: Bait,
        monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / f"{BOLD_NAME}.rok"
    path.write_bytes(HOSTILE_FILE)
    assert not window.files.open_path(path)
    box = dialogs.boxes[0]
    assert _is_plain(box) and box.text().startswith(f"{BOLD_NAME}.rok was not opened.")
    assert f"'{IMAGE}'" in box.text()
    assert not bait.was_read()


def test_a_refused_file_is_quoted_briefly(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / "long.rok"
    path.write_bytes(b'{"format":"' + b"<b>x</b>" * 5000 + b'","version":1,"state":{}}')
    assert not window.files.open_path(path)
    text = dialogs.boxes[0].text()
    assert text.count(BOLD) * len(BOLD) <= 100 and text.endswith("\u2026.")


def test_the_unsaved_game_question_shows_the_file_name_as_text(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, bait: Bait,
        monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    window.files.ask_to_save = True
    where = position(3, lambda s: s.phase == Phase.GRAB and s.round == 2)
    path = tmp_path / f"{IMAGE.replace('/', '')}.rok"
    save_file(path, where.state)
    assert window.files.open_path(path)
    assert window.session.submit(where.moves[where.played])
    dialogs.answer = Button.Cancel
    assert not window.files.may_discard()
    box = dialogs.boxes[0]
    assert _is_plain(box) and f"played in {IMAGE}.rok?" in box.text()
    assert not bait.was_read()


def test_the_open_elsewhere_warning_shows_the_file_name_as_text(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / f"{BOLD_NAME}.rok"
    save_file(path, _named("A", "B"))
    first, _ = _window(qtbot, settings, tmp_path / "data")
    second, _ = _window(qtbot, settings, tmp_path / "data")
    assert first.files.open_path(path)
    dialogs.answer = Button.Cancel
    assert not second.files.open_path(path)
    assert _is_plain(dialogs.boxes[0]) and f"({BOLD_NAME}.rok)" in dialogs.boxes[0].text()


@pytest.mark.qt_no_exception_capture
def test_the_error_dialog_shows_the_error_as_text(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, bait: Bait) -> None:
    crash = CrashHandler(window, lambda: _named(IMAGE, BOLD), Autosave(tmp_path / IMAGE))
    crash.install()
    try:
        crash.handle(ValueError, ValueError(f"seat {IMAGE} {BOLD}"), None)
    finally:
        crash.uninstall()
    box = crash.dialog
    assert box is not None and box.isVisible()
    QApplication.processEvents()
    assert _is_plain(box) and box.text().endswith(f"ValueError: seat {IMAGE} {BOLD}")
    assert IMAGE in box.informativeText()  # the emergency file's folder
    box.close()
    assert not bait.was_read()


# --- the real app ------------------------------------------------------------------------------
def _run(tmp_path: Path, mode: str, *args: str) -> tuple[str, list[str]]:
    """The app run in `tmp_path` (where `bait.png` is); its output and the boxes it showed."""
    log = tmp_path / "boxes.log"
    log.write_text("")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_DATA_HOME": str(tmp_path / "share"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    done = subprocess.run(
        [sys.executable, str(HERE / "app_child.py"), mode, str(log), "--", *args,
         "--players", "Anna:novice,Bela:novice", "--animations", "off"],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout, log.read_text().splitlines()


def test_the_app_survives_opening_a_file_whose_format_is_markup(
        tmp_path: Path, bait: Bait) -> None:
    hostile = tmp_path / "hostile.rok"
    hostile.write_bytes(HOSTILE_FILE)
    out, boxes = _run(tmp_path, "resume", str(hostile))
    assert boxes[0] == "Cannot open the game" and "file None" in out
    assert not bait.was_read()


def test_the_app_offers_a_game_of_markup_names_as_text(tmp_path: Path, bait: Bait) -> None:
    folder = tmp_path / "share" / "rok-qt"
    folder.mkdir(parents=True)
    save_file(folder / "autosave-1.rok", _named(IMAGE, BOLD))
    _out, boxes = _run(tmp_path, "decline")
    assert boxes[0] == "Resume the game?"
    assert not bait.was_read()
