"""The per-user data folder when it is odd (issue 19, items 7-9): a newer version's autosave, a
full or read-only folder, symbolic links where the game's files go."""

from __future__ import annotations

import contextlib
import errno
import gc
import importlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.logs import LOG_NAME, channel, configure, log_folder
from rok_qt.model.state import Phase
from rok_qt.persistence.files import history_path, save_file
from rok_qt.persistence.history import append_game
from rok_qt.persistence.savefile import encode
from tests.app.saving_support import Dialogs, position
from tests.persistence.history_games import played_entry

Button = QMessageBox.StandardButton


def _window(qtbot: QtBot, settings: object, autosave: Autosave) -> MainWindow:
    window = MainWindow(settings=settings, autosave=autosave)  # type: ignore[arg-type]
    window.session.set_bot_delay_ms(60_000)
    qtbot.addWidget(window)
    return window


def _play(window: MainWindow, moves: int = 3) -> None:
    """Load a game at its first throw and play `moves` moves of it through the session."""
    where = position(3, lambda s: s.phase == Phase.THROW and s.round == 1)
    window.session.load_state(where.state)
    for move in where.moves[:moves]:
        assert window.session.submit(move)


def _said(window: MainWindow) -> list[str]:
    """Every status line message from now on."""
    said: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: said.append(text) if text else None)
    return said


# --- item 7 ---------------------------------------------------------------------------------
def _newer_save(path: Path) -> bytes:
    doc = msgspec.json.decode(encode(position(2, lambda s: s.phase == Phase.GRAB).state))
    doc["version"] = 99
    data = msgspec.json.encode(doc)
    path.write_bytes(data)
    return data


def test_a_newer_versions_autosave_is_kept_and_offered_again_once_it_can_be_read(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    newer = _newer_save(folder / "autosave-1.rok")
    window = _window(qtbot, settings, Autosave(folder))
    monkeypatch.setattr(window, "new_game", lambda: None)
    start_up(window, Autosave(folder), None, None)
    ((kind, title, text),) = dialogs.shown
    assert (kind, title) == ("warning", "Cannot resume") and "newer" in text
    (kept,) = folder.glob("unreadable-*.rok")
    assert kept.read_bytes() == newer, "never deleted: a newer Rök can still resume it"
    assert f"It is kept as {kept}, and offered again" in text
    # The next start cannot read it either: it says nothing more.
    dialogs.shown.clear()
    again = Autosave(folder)
    start_up(_window(qtbot, settings, again), again, None, None)
    assert dialogs.shown == [] and kept.exists()
    again.mark_clean_exit()
    # A version that reads it (here: the file as this version would write it) offers it.
    state = position(2, lambda s: s.phase == Phase.GRAB).state
    save_file(kept, state)
    dialogs.answer = Button.Yes
    third = Autosave(folder)
    resumed = _window(qtbot, settings, third)
    start_up(resumed, third, None, None)
    assert dialogs.kinds() == ["question"] and resumed.session.state == state
    assert not kept.exists()


# --- item 8 ---------------------------------------------------------------------------------
def test_a_full_data_folder_is_said_in_words_once_and_play_goes_on(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Just enough room for the copy's lock, none for the autosave."""
    folder = tmp_path / "data"
    autosave = Autosave(folder)
    assert autosave.start()
    window = _window(qtbot, settings, autosave)
    said = _said(window)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    _play(window)
    state = window.session.state
    assert state is not None and state.moves >= 3, "play goes on"
    assert said == [f"Autosave failed: The folder {folder} is full. The game goes on."]


WINDOW_MODULES = ("rok_qt.session", "rok_qt.ui.game.game_widget", "rok_qt.app.files",
                  "rok_qt.app.history_writer", "rok_qt.app.record_reader", "rok_qt.app.host",
                  "rok_qt.app.learn", "rok_qt.app.network.mode", "rok_qt.app.network.details",
                  "rok_qt.app.practice_mode", "rok_qt.app.replay_mode")
"""What a window loads as its table is built (Python's own library may be unreadable to
`nobody`, when it lives in root's home)."""


@contextlib.contextmanager
def unwritable() -> Iterator[Path]:
    """A data folder nobody may write to (as root, this test drops to `nobody` meanwhile)."""
    base = Path(tempfile.mkdtemp(prefix="rok-readonly-"))
    base.chmod(0o755)
    folder = base / "rok-qt"
    folder.mkdir(mode=0o555)
    try:
        if os.geteuid() == 0:
            # What earlier tests left for the collector (a copy's lock file) goes while this
            # process may still remove it, and the game's modules load while it may read them.
            gc.collect()
            for module in WINDOW_MODULES:
                importlib.import_module(module)
            os.seteuid(65534)
            try:
                yield folder
            finally:
                os.seteuid(0)
        else:
            yield folder
    finally:
        folder.chmod(0o755)
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.skipif(not hasattr(os, "seteuid"), reason="POSIX permissions")
def test_a_read_only_data_folder_is_said_in_words_not_as_64_copies_running(
        qtbot: QtBot, settings: object) -> None:
    with unwritable() as folder:
        autosave = Autosave(folder)
        assert not autosave.start()
        assert autosave.last_error == f"The folder {folder} cannot be written"
        window = _window(qtbot, settings, autosave)
        said = _said(window)
        _play(window)
    assert said == [f"Autosave failed: The folder {folder} cannot be written. The game goes on."]


# --- item 9 ---------------------------------------------------------------------------------
def test_links_in_the_data_folder_are_replaced_never_followed(
        qtbot: QtBot, settings: object, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (folder / "clean-exit-1").symlink_to(outside / "dangling")
    (outside / "precious").write_bytes(b"not the game's")
    (folder / "autosave-1.rok").symlink_to(outside / "precious")
    (folder / "history.jsonl").symlink_to(outside / "precious")
    autosave = Autosave(folder)
    assert autosave.start() and autosave.slot == 1
    window = _window(qtbot, settings, autosave)
    _play(window, 1)
    append_game(history_path(folder), played_entry())
    autosave.mark_clean_exit()
    assert not (outside / "dangling").exists(), "the quit marker's link was not followed"
    assert (outside / "precious").read_bytes() == b"not the game's"
    assert sorted(p.name for p in outside.iterdir()) == ["precious"]
    for name in ("clean-exit-1", "history.jsonl"):
        assert not (folder / name).is_symlink() and (folder / name).is_file()


def test_a_link_in_place_of_the_log_file_is_replaced_never_followed(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    logs = log_folder(folder)
    logs.mkdir(parents=True)
    target = tmp_path / "precious"
    target.write_bytes(b"not the game's")
    (logs / LOG_NAME).symlink_to(target)
    try:
        configure(folder)
        channel("files").warning("a line for the log")
    finally:
        configure(None)
    assert target.read_bytes() == b"not the game's"
    assert not (logs / LOG_NAME).is_symlink()
    assert "a line for the log" in (logs / LOG_NAME).read_text(encoding="utf-8")
