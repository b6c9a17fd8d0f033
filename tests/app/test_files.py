"""Game menu files: bad files explained with the game untouched, failed saves, recent files,
dropped files and the command line."""

from __future__ import annotations

import errno
import os
import random
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QMimeData, QPoint, QPointF, QSettings, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QTextDocumentFragment
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.recent import MAX_RECENT, RECENT_KEY, RecentFiles
from rok_qt.app.window import MainWindow
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.atomic import backup_path
from rok_qt.persistence.files import save_file
from rok_qt.persistence.savefile import encode
from tests.app.saving_support import Dialogs, position, temp_files
from tests.persistence.games import as_document, raw_save, with_twin_balances

ROOT_IGNORES_PERMISSIONS = hasattr(os, "geteuid") and os.geteuid() == 0


def _playing(window: MainWindow, tmp_path: Path) -> bytes:
    """A game open from a file; returns its encoding, to show it stayed untouched."""
    where = position(3, lambda s: s.phase == Phase.GRAB and s.round == 2)
    path = tmp_path / "current.rok"
    save_file(path, where.state)
    assert window.files.open_path(path)
    assert window.session.state is not None
    return encode(window.session.state)


def _untouched(window: MainWindow, before: bytes, tmp_path: Path) -> None:
    assert window.session.state is not None
    assert encode(window.session.state) == before
    assert window.files.path == tmp_path / "current.rok"


def _twin_balances(state: GameState) -> GameState:
    """Two players holding twins as balance stones (I2), every stone still in one place."""
    return with_twin_balances(state)


def _fifty_stones(doc: dict[str, object]) -> None:
    bag = doc["bag"]
    assert isinstance(bag, list)
    bag.append(bag[0])


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Named bad files, with a word each message must contain."""
    state = position(3, lambda s: s.phase == Phase.GRAB).state
    good = as_document(state)
    made: dict[str, tuple[bytes, str]] = {
        "not JSON": (b"\x00\x01 rune", "Not JSON"),
        "wrong format": (msgspec.json.encode({"format": "chess", "version": 1, "state": {}}),
                         "Not a R"),
        "newer version": (raw_save(good, version=99), "newer"),
        "missing field": (raw_save({k: v for k, v in good.items() if k != "bag"}), "bag"),
        "wrong type": (raw_save({**good, "round": "three"}), "round"),
        "over 2 MiB": (b" " * (2 * 1024 * 1024 + 1), "2 MiB"),
    }
    fifty = {**good, "bag": list(good["bag"])}
    _fifty_stones(fifty)
    made["twin balance stones"] = (raw_save(as_document(_twin_balances(state))), "twin")
    made["50 stones"] = (raw_save(fifty), "50")
    files: dict[str, tuple[Path, str]] = {}
    for index, (name, (data, word)) in enumerate(made.items()):
        path = tmp_path / f"bad{index}.rok"
        path.write_bytes(data)
        files[name] = (path, word)
    files["a folder"] = (tmp_path / "folder.rok", "not a file")
    (tmp_path / "folder.rok").mkdir()
    files["missing"] = (tmp_path / "gone.rok", "No such file")
    return files


def test_a_bad_file_is_explained_and_the_game_untouched(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    before = _playing(window, tmp_path)
    for name, (path, word) in _bad_files(tmp_path).items():
        dialogs.shown.clear()
        dialogs.open_name = str(path)
        window.files.open_action.trigger()
        assert dialogs.kinds() == ["warning"], name
        text = dialogs.shown[0][2]
        assert path.name in text and word.lower() in text.lower(), (name, text)
        assert "\n" not in text
        _untouched(window, before, tmp_path)


def _deny(monkeypatch: pytest.MonkeyPatch, target: str) -> None:
    """What a permission check would do, for runs as root (which ignores permissions)."""

    def denied(*args: object, **kwargs: object) -> object:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(target, denied)


def _deny_open(monkeypatch: pytest.MonkeyPatch, target: Path) -> None:
    """The open of `target` refused as without permission (root ignores permissions)."""
    real_open = os.open

    def denied(path: object, *args: object, **kwargs: object) -> int:
        if Path(str(path)) == target:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
        return real_open(path, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", denied)


class PipeWatch:
    """A named pipe, and a watchdog that gives a reader stuck on it its end after `patience_s`
    (opening the pipe for writing, then closing it): a test then fails instead of hanging."""

    def __init__(self, path: Path, patience_s: float = 10.0) -> None:
        import threading

        os.mkfifo(path)
        self.path = path
        self.rescued = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, args=(patience_s,), daemon=True)
        self._thread.start()

    def _watch(self, patience_s: float) -> None:
        if self._stop.wait(patience_s):
            return
        while not self._stop.is_set():
            try:
                os.close(os.open(self.path, os.O_WRONLY | os.O_NONBLOCK))
                self.rescued = True
            except OSError:   # nobody is reading (ENXIO): look again
                self._stop.wait(0.05)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_given_as_a_file_is_refused_without_waiting_on_it(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 29, item 1: on the command line (`rok-qt pipe.rok`), through Game > Open, and as
    a game record, a named pipe is refused in a sentence at once; the window never waits on
    it (it used to, for ever: a check for a table save opened it before looking)."""
    from rok_qt.app.startup import start_up

    dialogs = Dialogs(monkeypatch)
    before = _playing(window, tmp_path)
    set_up: list[bool] = []
    # After a file it could not open, the start offers a new game: seen, not shown.
    window.new_game = lambda: set_up.append(True)  # type: ignore[method-assign]
    for name in ("pipe.rok", "pipe.rokrec"):
        pipe = PipeWatch(tmp_path / name)
        try:
            dialogs.shown.clear()
            start_up(window, None, str(pipe.path), None)   # as `rok-qt pipe.rok` does
            dialogs.open_name = str(pipe.path)
            window.files.open_action.trigger()
            qtbot.wait(50)
        finally:
            pipe.stop()
        assert not pipe.rescued, f"{name}: the window waited on the pipe"
        texts = [text for _kind, _title, text in dialogs.shown]
        assert len(texts) == 2 and all("it is not a file (a pipe or a device)" in text
                                       for text in texts), texts
        _untouched(window, before, tmp_path)
    assert set_up == [True, True]


def test_an_unreadable_file_is_explained(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    before = _playing(window, tmp_path)
    locked = tmp_path / "locked.rok"
    locked.write_bytes(b"{}")
    locked.chmod(0)
    if ROOT_IGNORES_PERMISSIONS:
        _deny_open(monkeypatch, locked)
    assert not window.files.open_path(locked)
    assert "permission denied" in dialogs.shown[0][2].lower()
    _untouched(window, before, tmp_path)


def _damage(data: bytes, how: str, chooser: random.Random) -> bytes:
    if how == "truncate":
        return data[: chooser.randrange(len(data))]
    if how == "flip":
        damaged = bytearray(data)
        for _ in range(chooser.randint(1, 4)):
            damaged[chooser.randrange(len(damaged))] ^= 1 << chooser.randrange(8)
        return bytes(damaged)
    doc = msgspec.json.decode(data)
    state = doc["state"]
    key = chooser.choice(sorted(state))
    if how == "type":
        state[key] = chooser.choice(["x", 1.5, None, [], {}, -1])
    else:  # wrong counts: a stone lost or doubled somewhere
        pile = chooser.choice([state["bag"], *state["hands"], list(state["table"])])
        if pile and chooser.random() < 0.5:
            pile.pop()
        else:
            state["bag"].append(chooser.randrange(60))
    return msgspec.json.encode(doc)


def test_generated_bad_files_never_crash_the_open_path(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    original = tmp_path / "current.rok"
    before = _playing(window, tmp_path)
    good = original.read_bytes()
    path = tmp_path / "damaged.rok"

    @settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.sampled_from(["truncate", "flip", "type", "count"]), st.randoms())
    def open_damaged(how: str, chooser: random.Random) -> None:
        path.write_bytes(_damage(good, how, chooser))
        dialogs.shown.clear()
        if window.files.open_path(path):  # damage that still makes a valid game
            assert dialogs.shown == []
            assert window.files.open_path(original)
            return
        assert dialogs.kinds() == ["warning"]
        assert "\n" not in dialogs.shown[0][2] and "damaged.rok" in dialogs.shown[0][2]
        _untouched(window, before, tmp_path)

    open_damaged()


def _fail_fsync(_fd: int) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_full_disk_keeps_the_old_file_and_says_so(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    _playing(window, tmp_path)
    path = tmp_path / "current.rok"
    old = path.read_bytes()
    assert window.session.submit(position(3, lambda s: s.phase == Phase.GRAB and s.round == 2)
                                 .moves[window.session.state.moves])  # type: ignore[union-attr]
    assert window.isWindowModified()
    monkeypatch.setattr(os, "fsync", _fail_fsync)
    assert not window.files.save()
    assert dialogs.kinds() == ["warning"]
    assert "no space left on device" in dialogs.shown[0][2].lower()
    assert path.read_bytes() == old and temp_files(tmp_path) == []
    assert window.isWindowModified(), "still unsaved, still in memory"
    assert window.session.state is not None and window.session.state.moves > 0


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_dev_full_is_a_clear_message(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    _playing(window, tmp_path)
    real_mkstemp = __import__("tempfile").mkstemp

    def full_mkstemp(*args: object, **kwargs: object) -> tuple[int, str]:
        fd, name = real_mkstemp(*args, **kwargs)
        os.dup2(os.open("/dev/full", os.O_WRONLY), fd)  # writes now fail with ENOSPC
        return fd, name

    monkeypatch.setattr("tempfile.mkstemp", full_mkstemp)
    old = (tmp_path / "current.rok").read_bytes()
    assert not window.files.save()
    assert "no space left" in dialogs.shown[0][2].lower()
    assert (tmp_path / "current.rok").read_bytes() == old


def test_a_read_only_folder_keeps_the_old_file_and_says_so(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    _playing(window, tmp_path)
    old = (tmp_path / "current.rok").read_bytes()
    if ROOT_IGNORES_PERMISSIONS:
        _deny(monkeypatch, "tempfile.mkstemp")
        _deny(monkeypatch, "os.link")
    tmp_path.chmod(0o555)
    try:
        assert not window.files.save()
    finally:
        tmp_path.chmod(0o755)
    assert "permission denied" in dialogs.shown[0][2].lower()
    assert (tmp_path / "current.rok").read_bytes() == old
    assert window.session.state is not None and window.isVisible()


def test_a_locked_file_is_retried_then_explained(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    _playing(window, tmp_path)
    old = (tmp_path / "current.rok").read_bytes()
    tries: list[object] = []

    def locked(*args: object) -> None:
        tries.append(args)
        raise PermissionError(errno.EACCES, "The process cannot access the file")

    monkeypatch.setattr("rok_qt.persistence.atomic.REPLACE_DELAYS_S", (0.0, 0.0, 0.0))
    monkeypatch.setattr(os, "replace", locked)
    assert not window.files.save()
    assert len(tries) >= 4, "retried before giving up"
    assert "cannot access" in dialogs.shown[0][2].lower()
    assert (tmp_path / "current.rok").read_bytes() == old and temp_files(tmp_path) == []


def test_saving_again_keeps_a_backup(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    before = _playing(window, tmp_path)
    path = tmp_path / "current.rok"
    assert window.files.save_to(path)
    assert backup_path(path).read_bytes() == before


# --- asking before a game is replaced ------------------------------------------------------
def test_new_and_quit_ask_only_with_unsaved_moves(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    window.files.ask_to_save = True
    _playing(window, tmp_path)
    assert window.files.may_discard() and dialogs.shown == [], "a saved game does not nag"
    state = window.session.state
    assert state is not None
    assert window.session.submit(position(3, lambda s: s.phase == Phase.GRAB and s.round == 2)
                                 .moves[state.moves])
    from PySide6.QtWidgets import QMessageBox

    dialogs.answer = QMessageBox.StandardButton.Cancel
    window.new_action.trigger()
    assert window.setup_dialog is None and dialogs.kinds() == ["question"]
    assert not window.close() and window.isVisible(), "Cancel keeps the window open"
    dialogs.answer = QMessageBox.StandardButton.Save  # to the file it came from
    assert window.close()
    assert not window.isWindowModified()
    played = window.session.state
    assert played is not None and played.moves == state.moves + 1
    assert encode(played) == (tmp_path / "current.rok").read_bytes()


# --- recent files ---------------------------------------------------------------------------
def shown(tooltip: str) -> str:
    """What a rich-text tooltip shows."""
    return QTextDocumentFragment.fromHtml(tooltip).toPlainText()


def test_recent_files_newest_first_at_most_eight_missing_greyed(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    state = position(2, lambda s: s.phase == Phase.THROW).state
    paths = [tmp_path / f"g{i}.rok" for i in range(10)]
    for path in paths:
        save_file(path, state)
        assert window.files.open_path(path)
    assert window.files.recent.paths() == paths[::-1][:MAX_RECENT]
    assert window.files.open_path(paths[5])
    assert window.files.recent.paths()[:2] == [paths[5], paths[9]]
    paths[9].unlink()
    window.files.refresh_recent_menu()
    actions = [a for a in window.files.recent_menu.actions() if shown(a.toolTip()).endswith(".rok")]
    assert [shown(a.toolTip()) for a in actions][:2] == [str(paths[5]), str(paths[9])]
    assert [a.isEnabled() for a in actions] == [True, False] + [True] * (MAX_RECENT - 2)
    actions[2].trigger()
    assert window.files.path == paths[8]


def test_corrupt_recent_settings_are_ignored(tmp_path: Path, qtbot: QtBot) -> None:
    settings = QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)
    for value in (12, ["", 3, "a.rok", "a.rok", "nul\0l"], "single.rok", None):
        settings.setValue(RECENT_KEY, value)
        names = [p.name for p in RecentFiles(settings).paths()]
        assert names in ([], ["a.rok"], ["single.rok"])
    settings.setValue("files/last_folder", 7)
    assert RecentFiles(settings).folder() == ""
    garbage = (b"[files]\nrecent=@ByteArray(\xff\xfe\nlast_folder=@Var(x)\n"
               b"[window]\ngeometry=12\n[animations]\nspeed=@Variant(\x01)\n"
               b"[setup]\nseats=3\ntime_limit_ms=@Invalid()\n")
    (tmp_path / "rok.ini").write_bytes(garbage)
    window = MainWindow(settings=QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.files.refresh_recent_menu()
    assert window.files.recent.paths() == []


# --- drop and command line ------------------------------------------------------------------
_KEPT: list[QMimeData] = []


def _drag(kind: type[QDropEvent], path: Path) -> QDropEvent:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    _KEPT.append(data)  # the event only points at its data: keep it alive
    # The enter event takes an integer point, the drop a floating one.
    point = QPoint(60, 60) if kind is QDragEnterEvent else QPointF(60, 60)
    return kind(point, Qt.DropAction.CopyAction, data, Qt.MouseButton.NoButton,
                Qt.KeyboardModifier.NoModifier)


def test_dropping_a_rok_file_on_the_table_opens_it(qtbot: QtBot, window: MainWindow,
                                                   tmp_path: Path) -> None:
    path = tmp_path / "dropped.rok"
    save_file(path, position(2, lambda s: s.phase == Phase.THROW).state)
    viewport = window.game.view.viewport()
    enter = _drag(QDragEnterEvent, path)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    QApplication.sendEvent(viewport, _drag(QDropEvent, path))
    qtbot.waitUntil(lambda: window.files.path == path, timeout=2000)
    other = _drag(QDragEnterEvent, tmp_path / "notes.txt")
    assert not window.files.eventFilter(viewport, other)
