"""A game saved during an All at once race (R7.2), opened again through Game > Open: each open
is a race of its own, and the game keeps its record (issue 29, items 9 and 10)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event
from rok_qt.model.referee import SCREEN_MS
from rok_qt.persistence.files import load_file_with_record
from rok_qt.persistence.record_store import read_record
from rok_qt.persistence.replay import replay
from rok_qt.session_clock import ManualClock
from tests.app.saving_support import Dialogs
from tests.ui.driver import WAIT_MS, current
from tests.ui.test_live_race import bot_takes, racing, start_race, until_a_bot_takes


def _saved_mid_race(qtbot: QtBot, window: MainWindow, clock: ManualClock, dialogs: Dialogs,
                    path: Path, seen: list[Event]) -> None:
    """Race until the computer players took three stones, then Game > Save As."""
    start_race(qtbot, window)
    window.session.events_happened.connect(seen.extend)
    while len(bot_takes(seen)) < 3:
        until_a_bot_takes(clock, seen)
    state = current(window.game)
    assert state.live is not None and any(state.live.actions), "saved in the middle of a race"
    dialogs.save_name = str(path)
    window.files.save_as_action.trigger()
    assert path.exists()


def _open(qtbot: QtBot, window: MainWindow, dialogs: Dialogs, path: Path) -> None:
    """Game > Open, and wait for the race's countdown to end."""
    dialogs.open_name = str(path)
    window.files.open_action.trigger()
    qtbot.waitUntil(lambda: racing(window.game), timeout=WAIT_MS)


def test_R7_2_the_same_race_save_opened_twice_is_two_different_races(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 9: the reload count went up when saving, so one file always gave the same race
    (same stones at the same ms, open after open): a person could rehearse it. Each open now
    draws afresh, and the computer players react anew."""
    dialogs = Dialogs(monkeypatch)
    path = tmp_path / "race.rok"
    seen: list[Event] = []
    _saved_mid_race(qtbot, race_window, clock, dialogs, path, seen)
    races = []
    for _open_again in range(2):
        _open(qtbot, race_window, dialogs, path)
        start = len(seen)
        for _step in range(60):   # three seconds of race
            clock.advance(50)
        races.append([(take.player, take.stone, take.ms) for take in bot_takes(seen, start)])
    assert races[0] and races[1], "the computer players raced after each open"
    assert races[0] != races[1]


def test_a_game_saved_during_a_race_keeps_its_record(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Item 10: the record's check compared JSON bytes, and a table whose stones were put back
    where they lay is written in another order: the reopened game had no record, so it would
    not be kept, and Watch this round again and Save the game's record as... refused it as a
    game "opened from a file without one". The check compares the decoded game."""
    dialogs = Dialogs(monkeypatch)
    window = race_window
    path = tmp_path / "race.rok"
    _saved_mid_race(qtbot, window, clock, dialogs, path, [])
    _state, carried = load_file_with_record(path)
    assert carried is not None
    _open(qtbot, window, dialogs, path)
    keeper = window.replays.keeper
    qtbot.waitUntil(lambda: not keeper.checking, timeout=WAIT_MS)
    assert keeper.record is not None and keeper.record.moves[: len(carried.moves)] == \
        carried.moves
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS):
        assert window.replays.watch_round(current(window.game).round)   # Watch this round again
    window.replays.leave()
    dialogs.save_name = str(tmp_path / "shared.rokrec")
    window.replays.save_action.trigger()   # Game > Save the game's record as...
    shared = read_record(tmp_path / "shared.rokrec")
    assert shared.moves[: len(carried.moves)] == carried.moves
    assert dialogs.kinds() == [], dialogs.shown
    # R7.2: the record keeps the window the screen judged its races with.
    assert shared.setup.race_window_ms == SCREEN_MS
    assert all(step.before.race_window_ms == SCREEN_MS for step in replay(shared).steps)
