"""Save and load through the window at every kind of question; the game goes on the same (I5)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.files import load_file
from rok_qt.persistence.savefile import encode
from rok_qt.ui.table.grab_tool import GrabTool
from tests.app.saving_support import Dialogs, Position, position
from tests.support import replay
from tests.ui.driver import click_at, pairs_on_table, wait_for_human

FURTHER_MOVES = 12


def _contest(purpose: str, flicked: bool) -> Callable[[GameState], bool]:
    def wanted(s: GameState) -> bool:
        c = s.contest
        return (s.phase == Phase.FLICK and c is not None and c.purpose == purpose
                and bool(c.flicked) == flicked)
    return wanted


QUESTIONS: dict[str, Callable[[GameState], bool]] = {
    "setup, before the first throw": lambda s: s.phase == Phase.THROW and s.round == 1,
    "before a later throw": lambda s: s.phase == Phase.THROW and s.round == 2,
    "first grab turn, after the throw": lambda s: s.phase == Phase.GRAB and s.turn == 0,
    "between relay turns": lambda s: s.phase == Phase.GRAB and s.turn == 2,
    "penalty choice": lambda s: s.phase == Phase.PENALTY,
    "order contest, before any flick": _contest("order", False),
    "mid-contest": _contest("order", True),
    "order choice": lambda s: s.phase == Phase.ORDER,
    "tie-break contest": _contest("tiebreak", False),
    # The one summary the table waits on: the game's last (the others go on by themselves).
    "last round summary": lambda s: s.phase == Phase.SUMMARY and len(s.bag) <= s.player_count,
    "game over": lambda s: s.phase == Phase.OVER,
}


def _through_the_window(qtbot: QtBot, window: MainWindow, dialogs: Dialogs, where: Position,
                        path: Path) -> GameState:
    """Save As then Open in the same window, by the menu actions; returns the loaded state."""
    window.session.load_state(where.state)
    wait_for_human(qtbot, window.game)
    dialogs.save_name = str(path.with_suffix(""))  # Save As adds the suffix
    window.files.save_as_action.trigger()
    assert window.files.path == path and not window.isWindowModified()
    assert encode(load_file(path)) == encode(where.state)
    dialogs.open_name = str(path)
    window.files.open_action.trigger()
    assert dialogs.kinds() == [], dialogs.shown
    state = window.session.state
    assert state is not None and state is not where.state
    return state


@pytest.mark.parametrize("kind", list(QUESTIONS))
def test_save_and_load_at_every_question(qtbot: QtBot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    dialogs = Dialogs(monkeypatch)
    where = position(3, QUESTIONS[kind])
    path = tmp_path / "game.rok"
    loaded = _through_the_window(qtbot, window, dialogs, where, path)
    assert encode(loaded) == encode(where.state)
    assert window.windowTitle() == "game.rok[*]"
    wait_for_human(qtbot, window.game)
    further = where.moves[where.played:where.played + FURTHER_MOVES]
    for move in further:
        assert window.session.submit(move), move
    assert window.isWindowModified() == bool(further)
    uninterrupted = replay(where.players, where.seed, where.moves[:where.played + len(further)])
    assert window.session.state is not None
    assert encode(window.session.state) == encode(uninterrupted)


def test_a_grab_turn_in_progress_is_saved_as_not_played(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    where = position(3, lambda s: s.phase == Phase.GRAB and s.turn == 1 and any(
        s.table[a].face_up and s.table[b].face_up for a in s.table for b in s.table
        if a < b and a // 2 == b // 2 and a > 0))
    game = window.game
    window.session.load_state(where.state)
    wait_for_human(qtbot, game)
    assert game.stack.currentIndex() == 1, "the cover screen first"
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    pairs = pairs_on_table(game)
    if pairs:
        a, b = pairs[0]
        click_at(qtbot, game, game.scene.stones[a].pos())
        click_at(qtbot, game, game.scene.stones[b].pos())
    assert isinstance(game.tool, GrabTool)
    picks = len(game.tool.picks)
    path = tmp_path / "turn.rok"
    dialogs.save_name = str(path)
    window.files.save_action.trigger()  # no file yet: Save asks where, like Save As
    assert encode(load_file(path)) == encode(where.state), "the turn is saved as not played"
    assert isinstance(game.tool, GrabTool) and len(game.tool.picks) == picks, "play goes on"

    other = MainWindow(settings=window.settings)
    qtbot.addWidget(other)
    other.show()
    assert other.files.open_path(path)
    wait_for_human(qtbot, other.game)
    assert other.game.stack.currentIndex() == 1 and other.game.tool is None
    other.game.close_dialog()


def test_the_title_names_the_file_and_marks_unsaved_moves(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    dialogs = Dialogs(monkeypatch)
    assert window.windowTitle() == "Rök"
    assert not window.files.save_action.isEnabled()
    where = position(2, lambda s: s.phase == Phase.THROW)
    window.session.load_state(where.state)
    assert window.windowTitle() == "Untitled game[*]" and not window.isWindowModified()
    assert window.session.submit(where.moves[0])
    assert window.isWindowModified()
    dialogs.save_name = str(tmp_path / "mine.rok")
    assert window.files.save()
    assert window.windowTitle() == "mine.rok[*]" and not window.isWindowModified()
    assert window.files.save_action.isEnabled()
