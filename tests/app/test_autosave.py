"""Autosave after every move, resuming after a crash or a kill, and atomic saves under SIGKILL."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave, clean_stray_temps, stray_temps
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Phase
from rok_qt.persistence.files import load_file, load_file_with_record, save_file
from rok_qt.persistence.savefile import encode
from tests.app.saving_support import Dialogs, position, temp_files
from tests.support import replay

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
KILLS = 200
AT_ONCE = 8


def _autosaving_window(qtbot: QtBot, settings: object, folder: Path) -> MainWindow:
    window = MainWindow(settings=settings, autosave=Autosave(folder))  # type: ignore[arg-type]
    window.session.set_bot_delay_ms(0)
    qtbot.addWidget(window)
    return window


def test_every_move_is_autosaved(qtbot: QtBot, settings: object, tmp_path: Path) -> None:
    window = _autosaving_window(qtbot, settings, tmp_path / "data")
    where = position(3, lambda s: s.phase == Phase.THROW and s.round == 1)
    window.session.load_state(where.state)
    autosave = tmp_path / "data" / "autosave-1.rok"
    assert encode(load_file(autosave)) == encode(where.state)
    for played, move in enumerate(where.moves[:8], start=1):
        assert window.session.submit(move)
        state = window.session.state
        saved, record = load_file_with_record(autosave)
        assert state is not None and encode(saved) == encode(state)
        # With the game's record up to this move, so a resumed game can still be kept.
        assert record is not None and record.moves == where.moves[:played]
    assert temp_files(tmp_path / "data") == []


def test_a_failing_autosave_does_not_stop_play(qtbot: QtBot, settings: object,
                                               tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_bytes(b"a file where the folder should be")
    window = _autosaving_window(qtbot, settings, blocker)
    where = position(2, lambda s: s.phase == Phase.THROW)
    window.session.load_state(where.state)
    assert window.session.submit(where.moves[0])
    assert window.files.autosave is not None and window.files.autosave.last_error
    assert "Autosave failed" in window.statusBar().currentMessage()


def test_resume_after_a_crash_continues_where_it_stopped(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    crashed = _autosaving_window(qtbot, settings, tmp_path / "before")
    where = position(3, lambda s: s.phase == Phase.PENALTY)
    crashed.session.load_state(replay(where.players, where.seed, where.moves[:where.played - 3]))
    for move in where.moves[where.played - 3:where.played]:
        assert crashed.session.submit(move)
    # The process dies here: no clean exit is marked, and its lock is free (a copy that is
    # gone). The real kill is in test_copies.py; here its slot's files are what it left.
    folder.mkdir()
    (folder / "autosave-1.rok").write_bytes((tmp_path / "before" / "autosave-1.rok").read_bytes())
    autosave = Autosave(folder)
    autosave.start()
    assert autosave.crashed()
    window = _autosaving_window(qtbot, settings, folder)
    dialogs.answer = QMessageBox.StandardButton.Yes
    start_up(window, autosave, None, None)
    assert dialogs.kinds() == ["question"] and "round" in dialogs.shown[0][2]
    state = window.session.state
    assert state is not None and encode(state) == encode(where.state)
    assert window.isWindowModified() and window.files.path is None
    for move in where.moves[where.played:where.played + 10]:
        assert window.session.submit(move)
    assert window.session.state is not None
    assert encode(window.session.state) == encode(replay(where.players, where.seed,
                                                         where.moves[:where.played + 10]))
    autosave.mark_clean_exit()
    assert not Autosave(folder).adopt_orphan(), "after a clean quit, no offer"


def test_declining_the_offer_forgets_the_autosave(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    save_file(folder / "autosave-2.rok", position(2, lambda s: s.phase == Phase.GRAB).state)
    autosave = Autosave(folder)
    window = _autosaving_window(qtbot, settings, folder)
    dialogs.answer = QMessageBox.StandardButton.No
    monkeypatch.setattr(window, "new_game", lambda: dialogs.shown.append(("setup", "", "")))
    start_up(window, autosave, None, None)
    assert dialogs.kinds() == ["question", "setup"]
    assert not autosave.crashed() and window.session.state is None
    assert not list(folder.glob("autosave*.rok"))


def test_a_damaged_autosave_is_explained_not_offered(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / "autosave-1.rok").write_bytes(b'{"format": "rok-qt-save", "vers')
    autosave = Autosave(folder)
    window = _autosaving_window(qtbot, settings, folder)
    monkeypatch.setattr(window, "new_game", lambda: None)
    start_up(window, autosave, None, None)
    assert dialogs.kinds() == ["warning"] and "Not JSON" in dialogs.shown[0][2]
    assert not autosave.crashed()


def test_start_clears_interrupted_writes_only(tmp_path: Path) -> None:
    old = time.time() - 3600
    for name in (".autosave.rok.k2j3.tmp", ".autosave.rok.bak.12.34.tmp", ".x.rok.a.tmp"):
        (tmp_path / name).write_bytes(b"half")
        os.utime(tmp_path / name, (old, old))
    for name in ("autosave.rok", "notes.tmp", ".hidden"):
        (tmp_path / name).write_bytes(b"keep")
    assert len(stray_temps(tmp_path, "autosave.rok")) == 2
    Autosave(tmp_path).start()
    assert sorted(p.name for p in tmp_path.iterdir() if not p.name.startswith("copy-")) == [
        ".hidden", "autosave.rok", "notes.tmp"]


# --- SIGKILL while saving ------------------------------------------------------------------
class _Writers:
    """kill_child.py: one interpreter that forks a writer per kill (see its docstring)."""

    def __init__(self, games: tuple[Path, Path]) -> None:
        self.forker = subprocess.Popen(
            [sys.executable, "-S", "-B", str(HERE / "kill_child.py"), str(games[0]),
             str(games[1])], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, line: str) -> int:
        assert self.forker.stdin is not None and self.forker.stdout is not None
        self.forker.stdin.write(line + "\n")
        self.forker.stdin.flush()
        return int(self.forker.stdout.readline())

    def kill_one(self, folder: Path, chooser: random.Random) -> int:
        """A writer started on `folder`'s game, killed 0-12 ms later, mid-save or between."""
        pid = self.ask(f"start {folder / 'game.rok'}")
        time.sleep(chooser.uniform(0, 0.012))
        os.kill(pid, signal.SIGKILL)
        return pid

    def close(self) -> None:
        assert self.forker.stdin is not None
        self.forker.stdin.close()
        assert self.forker.wait(timeout=10) == 0


def test_killed_while_saving_the_file_is_always_the_old_or_the_new_game(tmp_path: Path) -> None:
    first = position(3, lambda s: s.phase == Phase.GRAB and s.round == 1).state
    second = position(4, lambda s: s.phase == Phase.SUMMARY and s.round >= 2).state
    games = (tmp_path / "a.src", tmp_path / "b.src")
    games[0].write_bytes(encode(first))
    games[1].write_bytes(encode(second))
    expected = {encode(first), encode(second)}
    chooser = random.Random(5)
    folders = [tmp_path / f"w{i}" for i in range(AT_ONCE)]
    for folder in folders:
        folder.mkdir()
        (folder / "game.rok").write_bytes(encode(first))
    left_behind = 0
    writers = _Writers(games)
    for _ in range(KILLS // AT_ONCE):
        killed = [writers.kill_one(folder, chooser) for folder in folders]
        assert [writers.ask(f"wait {pid}") for pid in killed] == [-signal.SIGKILL] * AT_ONCE
        for folder in folders:
            assert encode(load_file(folder / "game.rok")) in expected
            left_behind += len(stray_temps(folder))
            clean_stray_temps(folder)  # what the next start does
            assert temp_files(folder) == []
    writers.close()
    print(f"{KILLS} kills, {left_behind} temporary files cleaned up")


# --- the real application, killed and restarted -----------------------------------------------
def _run_app(mode: str, tmp_path: Path, log: Path, *args: str
             ) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_DATA_HOME": str(tmp_path / "share"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
    args = args or ("--players", "Astrid:novice,Bjorn:novice", "--seed", "4")
    return subprocess.run(
        [sys.executable, str(HERE / "app_child.py"), mode, str(log), "--", *args,
         "--animations", "off"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=False)


def test_the_app_offers_to_resume_after_a_kill_and_not_after_a_quit(tmp_path: Path) -> None:
    log = tmp_path / "questions.log"
    folder = tmp_path / "share" / "rok-qt"
    killed = _run_app("kill", tmp_path, log)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    saved = load_file(folder / "autosave-1.rok")
    resumed = _run_app("resume", tmp_path, log)
    assert resumed.returncode == 0, resumed.stderr
    # A resumed game has unsaved moves: quitting asks (the child discards them).
    assert log.read_text().splitlines() == ["Resume the game?", "Unsaved game"]
    assert f"moves {saved.moves}" in resumed.stdout
    assert not list(folder.glob("autosave*.rok")), "resumed, then quit: nothing left to offer"
    log.unlink()
    quit_ = _run_app("quit", tmp_path, log)
    assert quit_.returncode == 0, quit_.stderr
    assert "Resume the game?" not in log.read_text()
    assert not list(folder.glob("autosave*.rok")) and (folder / "clean-exit-1").exists()


def test_the_command_line_opens_a_game(tmp_path: Path) -> None:
    where = position(2, lambda s: s.phase == Phase.PENALTY)
    path = tmp_path / "from the shell.rok"
    save_file(path, where.state)
    opened = _run_app("resume", tmp_path, tmp_path / "q.log", str(path))
    assert opened.returncode == 0, opened.stderr
    assert f"moves {where.state.moves} file {path}" in opened.stdout


def test_self_test_flag_runs_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    from rok_qt.app import main, selftest

    monkeypatch.setattr(selftest, "run_self_test", lambda: 7)
    assert main.main(["rok-qt", "--self-test"]) == 7
