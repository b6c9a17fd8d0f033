"""The player's record: a finished game adds one history line; a bad history never stops play."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.record import GameRecorder
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.persistence import history
from rok_qt.persistence.files import history_path, user_data_dir
from rok_qt.persistence.history import GameEntry, encode_entry, read_history
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.grab_tool import GrabTool
from tests.app.saving_support import position
from tests.persistence.history_games import played_entry
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    drag,
    flick_gesture,
    pairs_on_table,
    see_final_scores,
    wait_for_human,
)

MAX_STEPS = 300


def play_as_anna(qtbot: QtBot, game: GameWidget) -> int:
    """Play the human seat to the game's end like a person; returns how many picks she made."""
    picks = 0
    for _ in range(MAX_STEPS):
        wait_for_human(qtbot, game)
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            return picks
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.SUMMARY:
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB:
            qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
            assert isinstance(game.tool, GrabTool)
            for a, b in pairs_on_table(game)[:1]:
                drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
            picks += len(game.tool.picks)
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
    raise AssertionError("the game did not end")


def test_R9_a_game_played_through_the_window_adds_exactly_one_line(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    path = history_path(tmp_path)
    window.record.path = path
    recorded: list[GameEntry] = []
    window.record.recorded.connect(recorded.append)
    config = GameConfig([SeatConfig("Anna", Controller.HUMAN, 30),
                         SeatConfig("Bot", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=11, time_limit_ms=None)
    assert window.start(config)
    with qtbot.waitSignal(window.record.write_finished, timeout=WAIT_MS):
        picks = play_as_anna(qtbot, window.game)
    state = window.session.state
    assert state is not None and state.scores is not None
    assert len(recorded) == 1
    loaded = read_history(path)
    assert loaded.problems == [] and loaded.games == recorded
    entry = loaded.games[0]
    assert [(s.name, s.controller) for s in entry.seats] == [
        ("Anna", Controller.HUMAN), ("Bot", Controller.ADEPT), ("Robo", Controller.NOVICE)]
    assert entry.scores == state.scores and entry.complete and entry.seed == 11
    assert [s.won for s in entry.seats] == [seat == state.grand_master for seat in range(3)]
    anna = entry.seats[0].tally
    assert picks > 0 and len(anna.find_ms) == picks
    # The finished game opened again (its save, its autosave) is not a second game.
    window.session.load_state(copy.deepcopy(state))
    assert path.read_bytes().count(b"\n") == 1 and len(recorded) == 1


def ending(players: int = 2) -> GameState:
    """A round summary after which the game ends, every seat a computer player."""
    def last_summary(state: GameState) -> bool:
        return state.phase == Phase.SUMMARY and len(state.bag) <= state.player_count

    state = position(players, last_summary).state
    for player in state.players:
        player.controller = Controller.ADEPT
    return copy.deepcopy(state)


def finish_from(qtbot: QtBot, window: MainWindow, state: GameState) -> None:
    """Load a game at its last summary, click on to the game-over dialog, and wait until the
    history was written (or failed to be) when the window keeps one."""
    window.session.load_state(copy.deepcopy(state))
    game = window.game
    wait_for_human(qtbot, game)
    assert game.router.summary is not None and game.router.summary.final
    writes: list[bool] = []
    window.record.write_finished.connect(lambda: writes.append(True))
    see_final_scores(qtbot, game)
    qtbot.waitUntil(lambda: isinstance(game.dialog, GameOverDialog), timeout=WAIT_MS)
    if window.record.path is not None:
        qtbot.waitUntil(lambda: bool(writes), timeout=WAIT_MS)


def test_a_resumed_game_is_recorded_as_seen_from_the_round_it_resumed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.record.path = history_path(tmp_path)
    state = ending()
    finish_from(qtbot, window, state)
    (entry,) = read_history(window.record.path).games
    final = window.session.state
    assert final is not None
    assert not entry.complete and entry.from_round == state.round
    assert entry.scores == final.scores


@pytest.mark.parametrize("damage", ["garbage", "oversized", "a folder"])
def test_a_damaged_history_does_not_stop_the_game_and_is_reported_once(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, damage: str
) -> None:
    path = history_path(tmp_path)
    if damage == "garbage":
        path.write_bytes(b"<img src=x>\n\xff\xfe\n" + encode_entry(played_entry(seed=5)))
    elif damage == "oversized":
        path.write_bytes(b"x" * (history.MAX_BYTES + 1))
    else:
        path.mkdir()
    window.record.path = path
    reports: list[str] = []
    window.record.problem_found.connect(reports.append)
    finish_from(qtbot, window, ending())
    assert len(reports) == 1
    assert reports[0] in window.statusBar().currentMessage()
    assert "\n" not in reports[0]
    finish_from(qtbot, window, ending(3))
    assert len(reports) == 1, "reported once, not after every game"
    if damage == "a folder":
        assert "not a file" in reports[0]
        return
    loaded = read_history(path)
    assert len(loaded.games) == (3 if damage == "garbage" else 2)
    if damage == "garbage":
        assert "History line 1" in reports[0] and "2 unreadable" in reports[0]
        assert path.read_bytes().startswith(b"<img src=x>\n\xff\xfe\n")
    else:
        assert "larger than 8 MiB" in reports[0] and "newest games were kept" in reports[0]


def test_a_window_without_a_history_records_nothing(qtbot: QtBot, window: MainWindow,
                                                    private_data_dir: Path) -> None:
    assert window.record.path is None
    finish_from(qtbot, window, ending())
    assert not private_data_dir.exists() or not any(private_data_dir.iterdir())


def test_the_real_game_keeps_its_history_in_the_user_data_folder(
    qtbot: QtBot, settings: object, private_data_dir: Path
) -> None:
    """The app's window (startup.open_window) is the one made with the per-user autosave."""
    window = MainWindow(settings=settings,  # type: ignore[arg-type]
                        autosave=Autosave(user_data_dir()))
    qtbot.addWidget(window)
    assert isinstance(window.record, GameRecorder)
    assert window.record.path == private_data_dir / "history.jsonl"
