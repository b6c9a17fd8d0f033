"""The kept games and the history at the end of a game and at the next start (issue 29, items
5, 6 and 13): a damaged kept game is never deleted, and what a killed write left is adopted
when whole, removed when partial."""

from __future__ import annotations

import os
import time
from datetime import UTC, datetime
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rok_qt import bots
from rok_qt.app import locks
from rok_qt.app.autosave import Autosave
from rok_qt.app.startup import open_window, start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.engine import step
from rok_qt.model.moves import Acknowledge
from rok_qt.model.state import GameState, Phase
from rok_qt.model.tally import tally
from rok_qt.persistence.files import history_path, save_file
from rok_qt.persistence.game_record import GameRecord, encode_record
from rok_qt.persistence.history import encode_entry, entry_for, read_history
from rok_qt.persistence.record_store import kept_files, list_records, read_record, records_folder
from rok_qt.sim.records import bots_config, record_game
from rok_qt.ui.table.animations import AnimationSpeed
from tests.ui.driver import see_final_scores, wait_for_human


def _last_summary(seed: int = 4) -> tuple[GameRecord, GameState]:
    """A game of computer players at the summary after which it ends, and its record."""
    def last(state: GameState) -> bool:
        return state.phase == Phase.SUMMARY and len(state.bag) <= state.player_count

    return record_game(bots_config(2, seed), bots.decide, until=last)


def _finish(qtbot: QtBot, window: MainWindow, save: Path) -> Path:
    """Game > Open a save at its last summary, see the final scores; the kept game's file."""
    with qtbot.waitSignal(window.keeper.kept, timeout=10_000) as kept:
        assert window.files.open_path(save, ask=False)
        wait_for_human(qtbot, window.game)
        see_final_scores(qtbot, window.game)
    path = kept.args[0]
    assert isinstance(path, Path)
    return path


def test_a_damaged_kept_game_is_never_deleted_by_the_200_game_limit(
        qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    """Item 5: with 200 games kept, the oldest-named file (damaged) went after one game,
    though the code said damaged files are left in place. Only readable games count and go."""
    folder = tmp_path / "data"
    records = records_folder(folder)
    records.mkdir(parents=True)
    damaged = records / "game-20200101-000000-1.rokrec"
    damaged.write_bytes(b'{"format": "rok-qt-record", "version": 1, "moves": [')
    old_record, _state = _last_summary(seed=6)
    old = encode_record(old_record)
    for day in range(200):
        stamp = f"2021{1 + day // 28:02d}{1 + day % 28:02d}-000000"
        (records / f"game-{stamp}-1.rokrec").write_bytes(old)
    record, state = _last_summary()
    save = tmp_path / "last.rok"
    save_file(save, state, record)
    window = MainWindow(settings=settings, autosave=Autosave(folder))
    qtbot.addWidget(window)
    window.set_animation_speed(AnimationSpeed.OFF)
    kept = _finish(qtbot, window, save)
    assert damaged.read_bytes().startswith(b'{"format": "rok-qt-record"'), "left in place"
    files = kept_files(records)
    assert len(files) == 201 and files[0] == damaged and kept in files
    assert not (records / "game-20210101-000000-1.rokrec").exists(), "the oldest game went"
    listed = list_records(records)
    assert listed[-1].path == damaged and listed[-1].problem   # still listed, with its reason


def _whole_game() -> tuple[GameRecord, GameState]:
    """A whole game of computer players: its record, scores included, and its last state."""
    record, state = _last_summary()
    final = step(state, Acknowledge(), record_frames=False)[0]
    assert final.phase == Phase.OVER and final.scores is not None
    return msgspec.structs.replace(record, moves=[*record.moves, Acknowledge()],
                                   scores=list(final.scores)), final


@pytest.mark.parametrize("whole", [True, False])
def test_what_a_killed_end_of_game_write_left_is_adopted_or_removed_at_the_next_start(
        qtbot: QtBot, tmp_path: Path, whole: bool) -> None:
    """Items 6 and 13: a record and a history line that were being written when Rök was killed
    sit in temporary files (`records/.game-<...>.rokrec.<random>.tmp`, `.history.jsonl.<random>
    .tmp`); the whole ones were never recovered, and the history's stayed until a start 60 s
    later. The next start adopts them when whole (the game is kept, its line in the history)
    and removes them when partial, however young."""
    folder = tmp_path / "data"
    records = records_folder(folder)
    records.mkdir(parents=True)
    record, final = _whole_game()
    name = "game-20261201-153000-1.rokrec"
    data = encode_record(record)
    (records / f".{name}.x1y2z3.tmp").write_bytes(data if whole else data[: len(data) // 2])
    line = encode_entry(entry_for(final, tally([], final),
                                  date=datetime(2026, 12, 1, 15, 30, tzinfo=UTC)))
    (folder / ".history.jsonl.a7b8c9.tmp").write_bytes(line if whole else line[:-40])
    autosave = Autosave(folder)
    window, crash = open_window(autosave)
    qtbot.addWidget(window)
    window.new_game = lambda: None  # type: ignore[method-assign]  # the setup, not shown
    start_up(window, autosave, None, None)
    assert not list(records.glob(".*.tmp")) and not list(folder.glob(".*.tmp"))
    if whole:
        assert read_record(records / name) == record
        assert [game.seed for game in read_history(history_path(folder)).games] == [final.seed]
    else:
        assert kept_files(records) == [] and read_history(history_path(folder)).games == []
    crash.uninstall()


@pytest.mark.parametrize("left_s_ago", [60.0, 0.0])
def test_lock_files_a_kill_left_empty_do_not_stop_the_next_game_being_kept(
        qtbot: QtBot, settings: QSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        left_s_ago: float) -> None:
    """A kill between making a write's lock file and writing its owner in it leaves it empty;
    QLockFile honoured such a file for ever, and every later game's record and line waited
    30 s for it, then said another copy kept the file busy. Once old, it is taken over, also
    by a write that met it young (a start just after the kill: the kill test found it) and
    waits for it (UNWRITTEN_S made short here: the same wait, sooner)."""
    monkeypatch.setattr(locks, "UNWRITTEN_S", 1.0)
    folder = tmp_path / "data"
    folder.mkdir()
    for name in ("records.lock", "history.jsonl.lock"):
        lock = folder / name
        lock.touch()
        os.utime(lock, (time.time() - left_s_ago, time.time() - left_s_ago))
    record, state = _last_summary()
    save = tmp_path / "last.rok"
    save_file(save, state, record)
    window = MainWindow(settings=settings, autosave=Autosave(folder))
    qtbot.addWidget(window)
    window.set_animation_speed(AnimationSpeed.OFF)
    with qtbot.waitSignal(window.history.recorded, timeout=10_000):
        _finish(qtbot, window, save)
    assert len(read_history(history_path(folder)).games) == 1
