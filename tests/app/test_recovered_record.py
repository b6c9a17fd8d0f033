"""A game recovered after a crash keeps its record: the autosave carries the record so far,
as a save does, and the resumed game goes on recording from it to its end."""

from __future__ import annotations

import shutil
from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.startup import start_up
from rok_qt.app.window import MainWindow
from rok_qt.model.moves import Take
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.persistence.files import load_file_with_record
from rok_qt.persistence.record_store import list_records, read_record, records_folder
from rok_qt.persistence.replay import replay
from rok_qt.persistence.savefile import encode
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock
from rok_qt.ui.table.animations import AnimationSpeed
from tests.app.saving_support import Dialogs
from tests.ui.driver import played_until


def _window(qtbot: QtBot, settings: QSettings, folder: Path, clock: ManualClock) -> MainWindow:
    """A shown window autosaving to `folder`, animations off, bots answering at once, its
    race and computer players on the test's `clock`."""
    window = MainWindow(GameSession(clock=clock), settings=settings, autosave=Autosave(folder))
    qtbot.addWidget(window)
    window.set_animation_speed(AnimationSpeed.OFF)
    window.session.set_bot_delay_ms(0)
    window.game.live.countdown.set_step_ms(1)   # the 3-2-1 before each race, short
    window.resize(1280, 800)
    window.show()
    return window


def _see_final_scores(window: MainWindow) -> None:
    summary = window.game.router.summary
    if summary is not None and summary.continue_button is not None:
        summary.continue_button.click()


@pytest.mark.parametrize("mode", [PlayMode.RELAY, PlayMode.LIVE])
def test_a_game_resumed_after_a_crash_is_kept_and_replays_to_its_scores(
        qtbot: QtBot, settings: QSettings, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        mode: PlayMode) -> None:
    """I5, R9.2: a game autosaved in round 3, the copy gone, resumed in a new window and
    finished is among the kept games, from its first move, and replays to the same scores."""
    dialogs = Dialogs(monkeypatch)
    before, folder = tmp_path / "before", tmp_path / "data"
    crashed_clock, clock = ManualClock(), ManualClock()
    crashed = _window(qtbot, settings, before, crashed_clock)
    left = folder / "autosave-1.rok"

    def crash_in_round_3(_question: Question) -> None:
        state = crashed.session.state
        if state is not None and state.round == 3 and not left.exists():
            # What a killed copy leaves: its autosave, no clean-exit marker, its lock free.
            folder.mkdir()
            shutil.copyfile(before / "autosave-1.rok", left)
            crashed.session.hold("gone")   # this copy plays no further
            crashed.close()

    crashed.session.waiting_changed.connect(crash_in_round_3)
    seats = [SeatConfig(name, Controller.MATCH, age, match_ms=120.0, match_percent=400)
             for name, age in (("Bot", 40), ("Robo", 50), ("Ada", 20))]
    assert crashed.start(GameConfig(seats, seed=21, time_limit_ms=None, mode=mode))
    played_until(qtbot, crashed_clock, left.exists)
    _state, carried = load_file_with_record(left)
    assert carried is not None and carried.moves, "the autosave carries the record so far"

    autosave = Autosave(folder)
    autosave.start()
    window = _window(qtbot, settings, folder, clock)
    window.game.question_shown.connect(lambda _question: _see_final_scores(window))
    dialogs.answer = QMessageBox.StandardButton.Yes
    kept: list[Path] = []
    window.replays.keeper.kept.connect(kept.append)
    start_up(window, autosave, None, None)
    assert dialogs.kinds()[:1] == ["question"], "the resume offer"
    played_until(qtbot, clock, lambda: bool(kept))
    final = window.session.state
    assert final is not None and final.scores is not None

    listed = [entry for entry in list_records(records_folder(folder)) if entry.path == kept[0]]
    assert len(listed) == 1 and listed[0].record is not None, "among the kept games"
    record = read_record(kept[0])
    assert record.moves[: len(carried.moves)] == carried.moves, "kept from its first move"
    if mode == PlayMode.LIVE:   # raced, on the test's clock, after the resume too
        assert any(isinstance(m, Take) for m in record.moves[len(carried.moves):])
    again = replay(record)
    assert record.scores == final.scores and again.final.scores == final.scores
    assert encode(again.final) == encode(msgspec.structs.replace(final, moves=again.final.moves))
    with qtbot.waitSignal(window.replays.opened, timeout=10_000):
        assert window.replays.open_file(kept[0])   # and it can be watched
