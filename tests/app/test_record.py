"""The player's record: a finished game adds one history line; a bad history never stops play."""

from __future__ import annotations

import copy
import os
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.autosave import Autosave
from rok_qt.app.history_writer import HistoryWriter
from rok_qt.app.startup import close_cleanly, open_window, resume_left_games
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.persistence import history
from rok_qt.persistence.files import history_path, save_file, user_data_dir
from rok_qt.persistence.history import GameEntry, encode_entry, read_history
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.grab_tool import GrabTool
from tests.app.saving_support import Dialogs, position
from tests.persistence.history_games import entry, played_entry
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
    window.history.path = path
    recorded: list[GameEntry] = []
    window.history.recorded.connect(recorded.append)
    config = GameConfig([SeatConfig("Anna", Controller.HUMAN, 30),
                         SeatConfig("Bot", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=11, time_limit_ms=None)
    assert window.start(config)
    with qtbot.waitSignal(window.history.write_finished, timeout=WAIT_MS):
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
    window.history.write_finished.connect(lambda: writes.append(True))
    see_final_scores(qtbot, game)
    qtbot.waitUntil(lambda: isinstance(game.dialog, GameOverDialog), timeout=WAIT_MS)
    if window.history.path is not None:
        qtbot.waitUntil(lambda: bool(writes), timeout=WAIT_MS)


def test_a_resumed_game_is_recorded_as_seen_from_the_round_it_resumed(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.history.path = history_path(tmp_path)
    state = ending()
    finish_from(qtbot, window, state)
    (entry,) = read_history(window.history.path).games
    final = window.session.state
    assert final is not None
    assert not entry.complete and entry.from_round == state.round
    assert entry.scores == final.scores


def test_a_game_opened_with_its_record_is_counted_whole_in_the_dialog_and_the_history(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """One record (issue 31): the breakdown and the history line come from the game's record.
    A game saved at its last summary with its record, opened and finished, counts every round:
    the game-over dialog's pairs and the line's tallies are the whole game's, the line
    `complete`. Before, they counted only what the window saw after the load."""
    from rok_qt.model.tally import tally
    from rok_qt.persistence.replay import replay
    from tests.app.test_kept_games import _last_summary, _whole_game

    window.history.path = history_path(tmp_path)
    record, state = _last_summary()
    whole, final = _whole_game()
    save = tmp_path / "last.rok"
    save_file(save, state, record)
    expected = tally(replay(whole).told(), final)
    assert sum(seat.pairs for seat in expected) > 2, "pairs from more than the last round"
    with qtbot.waitSignal(window.history.recorded, timeout=WAIT_MS) as recorded:
        assert window.files.open_path(save, ask=False)
        qtbot.waitUntil(lambda: not window.keeper.checking, timeout=WAIT_MS)
        wait_for_human(qtbot, window.game)
        see_final_scores(qtbot, window.game)
        qtbot.waitUntil(lambda: isinstance(window.game.dialog, GameOverDialog), timeout=WAIT_MS)
    dialog = window.game.dialog
    assert isinstance(dialog, GameOverDialog)
    pairs = dialog.headings().index("Pairs")

    def cell(row: int, column: int) -> str:
        item = dialog.table.item(row, column)
        assert item is not None
        return item.text()

    shown = {cell(row, 0): int(cell(row, pairs)) for row in range(dialog.table.rowCount())}
    assert shown == {player.name: seat.pairs + seat.own_twins   # the dialog's "Pairs"
                     for player, seat in zip(final.players, expected, strict=True)}
    line = recorded.args[0]
    assert isinstance(line, GameEntry)
    assert line.complete and line.from_round == 1 and line.scores == final.scores
    assert [seat.tally for seat in line.seats] == expected
    assert read_history(window.history.path).games == [line]


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
    window.history.path = path
    reports: list[str] = []
    window.history.problem_found.connect(reports.append)
    try:
        i18n.install("en")   # the English catalogue holds the plural forms
        finish_from(qtbot, window, ending())
    finally:
        i18n.uninstall()
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
        aside = path.with_name("history.jsonl.unreadable")
        assert reports[0] == f"Game history: 2 unreadable lines were moved to {aside}; your " \
                             "games are all kept"
        assert aside.read_bytes() == b"<img src=x>\n\xff\xfe\n"
    else:
        assert "larger than 8 MiB" in reports[0] and "newest games were kept" in reports[0]


def test_a_history_full_of_junk_keeps_every_game_and_says_once_where_the_junk_went(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """Issue 19, item 1: 3 games and 999 junk lines (2 KB), then a game ends in the window."""
    path = history_path(tmp_path)
    games = [played_entry(seed=s) for s in (5, 6, 7)]
    path.write_bytes(b"".join(encode_entry(g) for g in games) + b"1\n" * 999)
    window.history.path = path
    reports: list[str] = []
    window.history.problem_found.connect(reports.append)
    try:
        i18n.install("en")   # the English catalogue holds the plural forms
        finish_from(qtbot, window, ending())
    finally:
        i18n.uninstall()
    assert read_history(path).games[:3] == games and len(read_history(path).games) == 4
    aside = tmp_path / "history.jsonl.unreadable"
    assert reports == [f"Game history: 999 unreadable lines were moved to {aside}; your games "
                       "are all kept"]
    assert reports[0] in window.statusBar().currentMessage()
    assert aside.read_bytes() == b"1\n" * 999


JUNK_8_MIB = b"1\n" * (history.MAX_BYTES // 2 - 4096)
"""Issue 19, item 2: nearly 8 MiB of 2-byte lines (room is left for one real game)."""


def test_new_game_opens_at_once_over_8_mib_of_junk_and_learns_the_pace_off_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = history_path(tmp_path)
    path.write_bytes(JUNK_8_MIB + encode_entry(
        entry([("Ann", Controller.HUMAN, 4, (1800, 2200, 2600)),
               ("Bot 1", Controller.NOVICE, 2, (5000,))], 0)))
    window = MainWindow(settings=settings, history=path)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.reader.pace_read, timeout=WAIT_MS) as blocker:
        window.new_game()
        dialog = window.setup_dialog
        assert dialog is not None and dialog.isVisible(), "open while the record is read"
    assert blocker.args == [2200.0]
    assert dialog.match_ms == 2200.0
    dialog.close()


def test_statistics_over_8_mib_of_junk_count_the_skipped_lines_in_one_sentence(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = history_path(tmp_path)
    path.write_bytes(JUNK_8_MIB + encode_entry(played_entry(seed=5)))
    window = MainWindow(settings=settings, history=path)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.reader.statistics_read, timeout=WAIT_MS):
        window.help_menu.show_statistics()
    dialog = window.findChild(StatisticsDialog)
    assert isinstance(dialog, StatisticsDialog)
    lines = len(JUNK_8_MIB) // 2
    assert dialog.problems.text().startswith(
        f"{lines} lines of the history could not be read and were skipped: History line 1 ")
    assert dialog.people[0].played == 1
    dialog.close()


def test_a_window_without_a_history_records_nothing(qtbot: QtBot, window: MainWindow,
                                                    private_data_dir: Path) -> None:
    assert window.history.path is None
    finish_from(qtbot, window, ending())
    assert not private_data_dir.exists() or not any(private_data_dir.iterdir())


def test_the_real_game_keeps_its_history_in_the_user_data_folder(
    qtbot: QtBot, settings: object, private_data_dir: Path
) -> None:
    """The app's window (startup.open_window) is the one made with the per-user autosave."""
    window = MainWindow(settings=settings,  # type: ignore[arg-type]
                        autosave=Autosave(user_data_dir()))
    qtbot.addWidget(window)
    assert isinstance(window.history, HistoryWriter)
    assert window.history.path == private_data_dir / "history.jsonl"


def test_a_game_that_ended_as_rok_stopped_is_recorded_once_and_not_offered(
    qtbot: QtBot, settings: QSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19, item 4; issue 29, item 6: a copy killed while writing the record of a game
    that had just ended leaves the finished game autosaved; the next start writes its line
    (once, however many starts meet it) and says so, without offering to resume a game that
    is over; it goes on to a new game."""
    folder = tmp_path / "data"
    window = MainWindow(settings=settings, history=history_path(tmp_path))
    qtbot.addWidget(window)
    finish_from(qtbot, window, ending())
    over = window.session.state
    assert over is not None and over.phase == Phase.OVER
    folder.mkdir()
    save_file(folder / "autosave-1.rok", over)   # what the killed copy left
    dialogs = Dialogs(monkeypatch)
    for _start in range(2):   # killed again before the next game: still one line
        autosave = Autosave(folder)
        again = MainWindow(settings=settings, autosave=autosave)
        qtbot.addWidget(again)
        with qtbot.waitSignal(again.history.write_finished, timeout=WAIT_MS):
            assert not resume_left_games(again, autosave)
        (entry,) = read_history(history_path(folder)).games
        assert entry.scores == over.scores and not entry.complete   # it had no record
        assert "is kept among your games" in again.statusBar().currentMessage()
        autosave._lock.unlock()  # type: ignore[union-attr]  # the copy is killed
    assert dialogs.shown == []


def test_quitting_as_a_game_ends_writes_its_record_before_the_autosave_goes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 19, item 4: a slow disk; the window closes while the record is being written.
    When the record's bytes reach the disk, the game's autosave must still be there (a kill
    at that moment would otherwise lose both)."""
    autosave = Autosave(tmp_path / "data")
    window, crash = open_window(autosave)
    qtbot.addWidget(window)
    autosave_there: list[bool] = []
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:
        if threading.current_thread().name.startswith("rok-history"):
            time.sleep(0.3)
            autosave_there.append(autosave.slot is not None and autosave.path.exists())
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", slow_fsync)
    window.session.load_state(copy.deepcopy(ending()))
    game = window.game
    wait_for_human(qtbot, game)
    see_final_scores(qtbot, game)
    qtbot.waitUntil(lambda: isinstance(game.dialog, GameOverDialog), timeout=WAIT_MS)
    close_cleanly(window, autosave, crash)
    qtbot.waitUntil(lambda: bool(autosave_there), timeout=WAIT_MS)
    assert autosave_there[0], "the autosave was deleted before the record was written"
    assert len(read_history(history_path(tmp_path / "data")).games) == 1
