"""Several copies of Rök on one user data folder: each owns its autosave, only a gone copy's
game is offered, and only once; clean-up and clean exits leave other copies' files alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.files import load_file, save_file
from tests.app.saving_support import Dialogs, position

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
RESUME = "Resume the game?"
Button = QMessageBox.StandardButton


def _game(players: int = 3, round_: int = 1) -> GameState:
    return position(players, lambda s: s.phase == Phase.GRAB and s.round == round_).state


def _copy(qtbot: QtBot, settings: object, folder: Path) -> tuple[MainWindow, Autosave]:
    """One running copy: its slot claimed, as `open_window` does."""
    autosave = Autosave(folder)
    assert autosave.start()
    window = MainWindow(settings=settings, autosave=autosave)  # type: ignore[arg-type]
    window.session.set_bot_delay_ms(60_000)
    qtbot.addWidget(window)
    return window, autosave


def _start(window: MainWindow, autosave: Autosave, dialogs: Dialogs) -> list[str]:
    """What a copy's start shows: the kinds of message, then `setup` for a new game."""
    window.new_game = lambda: dialogs.shown.append(("setup", "", ""))  # type: ignore[method-assign]
    start_up(window, autosave, None, None)
    return dialogs.kinds()


def _gone_copy(folder: Path, slot: int, state: GameState) -> Path:
    """What a killed copy leaves: its autosave, and a lock whose process is gone."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"autosave-{slot}.rok"
    save_file(path, state)
    return path


def test_a_running_copys_game_is_not_offered_nor_deleted(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    first, first_save = _copy(qtbot, settings, folder)
    first.session.load_state(_game())
    second, second_save = _copy(qtbot, settings, folder)
    dialogs.answer = Button.No
    assert _start(second, second_save, dialogs) == ["setup"], "a live copy's game is not offered"
    second.session.load_state(_game(4))
    assert (first_save.slot, second_save.slot) == (1, 2)
    assert load_file(first_save.path) == first.session.state
    assert load_file(second_save.path) == second.session.state


def test_a_clean_exit_leaves_another_copys_crashed_game(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    window, autosave = _copy(qtbot, settings, folder)
    window.session.load_state(_game())
    left = _gone_copy(folder, 2, _game(4))
    autosave.mark_clean_exit()
    assert not (folder / "autosave-1.rok").exists() and (folder / "clean-exit-1").exists()
    assert left.exists(), "another copy's crashed game stays"
    again, again_save = _copy(qtbot, settings, folder)
    dialogs.answer = Button.Yes
    assert _start(again, again_save, dialogs) == ["question"]
    assert again.session.state == _game(4)


def test_a_gone_copys_game_is_offered_once(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    _gone_copy(folder, 1, _game())
    first, first_save = _copy(qtbot, settings, folder)
    second, second_save = _copy(qtbot, settings, folder)  # started at the same moment
    dialogs.answer = Button.Yes
    assert _start(first, first_save, dialogs) == ["question"]
    dialogs.shown.clear()
    assert _start(second, second_save, dialogs) == ["setup"], "taken by the first copy"
    assert first.session.state == _game()


def test_games_of_two_gone_copies_are_offered_one_after_another(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "data"
    _gone_copy(folder, 2, _game(3))
    _gone_copy(folder, 5, _game(4))
    window, autosave = _copy(qtbot, settings, folder)
    offered: list[str] = []

    def answer(box: QMessageBox) -> int:
        offered.append(box.text())
        return int((Button.No if len(offered) == 1 else Button.Yes).value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.new_game = lambda: offered.append("setup")  # type: ignore[method-assign]
    start_up(window, autosave, None, None)
    assert len(offered) == 2 and "(A, B, C;" in offered[0] and "(A, B, C, D;" in offered[1]
    assert window.session.state == _game(4)
    assert sorted(p.name for p in folder.glob("autosave*.rok")) == ["autosave-1.rok"]


def test_an_earlier_versions_autosave_is_offered_once(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    save_file(folder / "autosave.rok", _game())
    window, autosave = _copy(qtbot, settings, folder)
    dialogs.answer = Button.No
    assert _start(window, autosave, dialogs) == ["question", "setup"]
    assert not (folder / "autosave.rok").exists()
    dialogs.shown.clear()
    later, later_save = _copy(qtbot, settings, folder)
    assert _start(later, later_save, dialogs) == ["setup"]


def test_an_earlier_versions_clean_exit_is_respected(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    folder.mkdir()
    save_file(folder / "autosave.rok", _game())
    (folder / "clean-exit").write_bytes(b"")
    window, autosave = _copy(qtbot, settings, folder)
    assert _start(window, autosave, dialogs) == ["setup"]


def _aged(path: Path, seconds: float) -> Path:
    path.write_bytes(b"half a game")
    then = time.time() - seconds
    os.utime(path, (then, then))
    return path


def test_start_removes_only_stale_temporary_files(
        qtbot: QtBot, settings: object, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    _window, running = _copy(qtbot, settings, folder)
    live = [_aged(folder / ".autosave-1.rok.a1.tmp", 0),  # being written right now
            _aged(folder / ".autosave-1.rok.a2.tmp", 3600),  # its copy still runs
            _aged(folder / ".autosave-3.rok.a3.tmp", 5)]  # too fresh to judge
    stale = [_aged(folder / ".autosave-3.rok.b1.tmp", 3600),  # a gone copy's
             _aged(folder / ".autosave.rok.b2.tmp", 3600),  # an earlier version's
             _aged(folder / ".autosave-2.rok.b3.tmp", 0)]  # the slot the new copy takes
    assert running.slot == 1
    assert Autosave(folder).start()
    assert [p.exists() for p in live] == [True, True, True]
    assert [p.exists() for p in stale] == [False, False, False]


def test_saving_keeps_another_copys_fresh_temporary_file(
        qtbot: QtBot, settings: object, tmp_path: Path) -> None:
    window, _autosave = _copy(qtbot, settings, tmp_path / "data")
    window.session.load_state(_game())
    fresh = _aged(tmp_path / ".game.rok.other.tmp", 0)
    old = _aged(tmp_path / ".game.rok.killed.tmp", 3600)
    assert window.files.save_to(tmp_path / "game.rok")
    assert fresh.exists() and not old.exists()


# --- a game open in two copies ----------------------------------------------------------------
def test_opening_a_game_another_copy_has_open_warns(
        qtbot: QtBot, settings: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    folder = tmp_path / "data"
    game, other = tmp_path / "shared.rok", tmp_path / "other.rok"
    save_file(game, _game())
    save_file(other, _game(4))
    first, _ = _copy(qtbot, settings, folder)
    second, _ = _copy(qtbot, settings, folder)
    assert first.files.open_path(game) and first.files.open_path(game), "its own: no warning"
    assert dialogs.shown == []
    dialogs.answer = Button.Cancel
    assert not second.files.open_path(game)
    assert dialogs.kinds() == ["warning"] and second.session.state is None
    box = dialogs.boxes[0]
    assert box.text().startswith("This game is open in another copy of R\u00f6k (shared.rok)")
    assert box.button(Button.Open).text() == "Open Anyway"
    dialogs.answer = Button.Open
    assert second.files.open_path(game) and second.files.path == game
    dialogs.shown.clear()
    dialogs.answer = Button.Cancel
    assert first.files.open_path(other) and dialogs.shown == []
    assert not first.files.open_path(game), "the second copy has it open now"
    assert dialogs.kinds() == ["warning"]
    dialogs.shown.clear()
    second.session.load_state(_game(2))  # a new game: the second copy closed its file
    assert first.files.open_path(game) and dialogs.shown == []


# --- real copies of the app -------------------------------------------------------------------
class Copy:
    """A copy of the real app (tests/app/app_child.py) on the test's data folder."""

    def __init__(self, tmp_path: Path, name: str, mode: str, *args: str) -> None:
        self.log = tmp_path / f"{name}.log"
        self.log.touch()
        # A file, not a pipe: a copy that plays on must never block on a full pipe.
        self.errors = tmp_path / f"{name}.err"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
               "XDG_DATA_HOME": str(tmp_path / "share"), "XDG_CONFIG_HOME": str(tmp_path / "cfg")}
        args = args or ("--players", "Astrid:novice,Bjorn:novice", "--seed", name[-1])
        self.process = subprocess.Popen(
            [sys.executable, str(HERE / "app_child.py"), mode, str(self.log), "--", *args,
             "--animations", "off"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
            stderr=self.errors.open("w"), text=True)

    def wait_for(self, line: str) -> None:
        """Until the copy prints `line`."""
        assert self.process.stdout is not None
        while True:
            got = self.process.stdout.readline()
            assert got, f"the copy ended before {line!r}: {self.errors.read_text()}"
            if got.startswith(line):
                return

    def finish(self) -> tuple[int, str]:
        """Exit code and the rest of its output."""
        out, _err = self.process.communicate(timeout=60)
        assert self.process.returncode in (0, -signal.SIGKILL), self.errors.read_text()
        return self.process.returncode, out

    def stop(self) -> tuple[int, str]:
        """Ask a `hold` copy to quit normally, then finish."""
        Path(f"{self.log}.stop").touch()
        return self.finish()

    def questions(self) -> list[str]:
        """The titles of the message boxes it showed."""
        return self.log.read_text(encoding="utf-8").splitlines()


def test_two_copies_one_killed_a_third_resumes_its_game_once(tmp_path: Path) -> None:
    folder = tmp_path / "share" / "rok-qt"
    first = Copy(tmp_path, "copy1", "hold")
    try:
        first.wait_for("playing")
        second = Copy(tmp_path, "copy2", "kill")
        assert second.finish()[0] == -signal.SIGKILL
        assert RESUME not in second.questions(), "the first copy's game was offered"
        lost = load_file(folder / "autosave-2.rok")
        # Two copies started together: exactly one of them is offered the killed copy's game.
        starters = [Copy(tmp_path, f"copy{n}", "resume") for n in (3, 4)]
        outputs = [starter.finish()[1] for starter in starters]
        offered = [RESUME in starter.questions() for starter in starters]
        assert sorted(offered) == [False, True], outputs
        assert f"moves {lost.moves} file None" in outputs[offered.index(True)]
        assert first.process.poll() is None, "the first copy plays on"
        assert (folder / "autosave-1.rok").is_file()
    finally:
        code, _out = first.stop()
    assert code == 0 and RESUME not in first.questions()
    assert not list(folder.glob("autosave*.rok")), "every copy quit normally: nothing left"
    last = Copy(tmp_path, "copy5", "resume")
    last.finish()
    assert RESUME not in last.questions()


def test_a_game_open_in_a_running_copy_warns_another(tmp_path: Path) -> None:
    game = tmp_path / "shared.rok"
    save_file(game, position(2, lambda s: s.phase == Phase.PENALTY).state)
    holder = Copy(tmp_path, "copy1", "hold", str(game))
    try:
        holder.wait_for("playing")
        other = Copy(tmp_path, "copy2", "resume", str(game))
        assert f"file {game}" in other.finish()[1]
        assert other.questions()[0] == "Open in another copy"
    finally:
        holder.stop()
    later = Copy(tmp_path, "copy3", "resume", str(game))
    assert f"file {game}" in later.finish()[1]
    assert "Open in another copy" not in later.questions()
