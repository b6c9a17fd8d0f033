"""A game's record through the window's files: saved with the game, carried by a resumed game
to its end, kept among the finished games, and shared as a record file."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.moves import Take
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.persistence.files import load_file_with_record
from rok_qt.persistence.record_store import kept_files, read_record
from rok_qt.persistence.replay import replay
from rok_qt.persistence.savefile import encode
from rok_qt.session_clock import ManualClock
from tests.ui.driver import WAIT_MS, played_until


def _plain(events: list[Event]) -> bytes:
    """Events without their animation frames (the replay adds them when it animates)."""
    return msgspec.json.encode([
        msgspec.structs.replace(e, frames=(), impacts=())
        if isinstance(e, StonesThrown | Flicked) else e for e in events])


def _see_final_scores(window: MainWindow) -> None:
    summary = window.game.router.summary
    if summary is not None and summary.continue_button is not None:
        summary.continue_button.click()


@pytest.mark.parametrize("mode", [PlayMode.RELAY, PlayMode.LIVE])
def test_a_game_saved_in_the_middle_and_resumed_is_kept_whole(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, tmp_path: Path,
        mode: PlayMode) -> None:
    """I5: the kept record replays the whole game, before the save and after the resume,
    with the events the window showed after it. The race and the computer players' moves run
    on the test's clock."""
    window = race_window
    folder = tmp_path / "records"
    window.replays.folder = window.replays.keeper.folder = folder
    window.game.question_shown.connect(lambda _question: _see_final_scores(window))
    window.game.live.countdown.set_step_ms(1)   # the 3-2-1 before each race, short
    saved = tmp_path / "middle.rok"

    def save_in_round_3(_question: Question) -> None:
        state = window.session.state
        if state is not None and state.round == 3 and not saved.exists():
            assert window.files.save_to(saved)

    window.session.waiting_changed.connect(save_in_round_3)
    seats = [SeatConfig(name, Controller.MATCH, age, match_ms=120.0, match_percent=400)
             for name, age in (("Bot", 40), ("Robo", 50), ("Ada", 20))]
    config = GameConfig(seats, seed=21, time_limit_ms=None, mode=mode)
    kept_paths: list[Path] = []
    window.replays.keeper.kept.connect(kept_paths.append)
    assert window.start(config)
    played_until(qtbot, clock, lambda: len(kept_paths) == 1)
    window.session.waiting_changed.disconnect(save_in_round_3)
    first_game = read_record(kept_files(folder)[0])
    _state, carried = load_file_with_record(saved)
    assert carried is not None and first_game.moves[: len(carried.moves)] == carried.moves

    shown: list[list[Event]] = []
    window.session.events_happened.connect(shown.append)
    assert window.files.open_path(saved, ask=False)
    played_until(qtbot, clock, lambda: len(kept_paths) == 2)
    resumed = read_record(kept_paths[1])
    assert resumed.moves[: len(carried.moves)] == carried.moves
    if mode == PlayMode.LIVE:   # the races were run, on the test's clock, after the resume too
        assert any(isinstance(m, Take) for m in resumed.moves[len(carried.moves):])
    again = replay(resumed)
    after_resume = again.steps[len(carried.moves):]
    # The session tells of a move only when it caused something.
    assert [_plain(s.events) for s in after_resume if s.events] == [_plain(e) for e in shown]
    final = window.session.state
    assert final is not None and final.scores == resumed.scores
    assert encode(again.final) == encode(msgspec.structs.replace(final, moves=again.final.moves))


def test_a_game_opened_without_a_record_says_so(
        qtbot: QtBot, window: MainWindow, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from rok_qt.persistence.files import save_file
    from rok_qt.sim.records import bots_config, record_game

    shown: list[str] = []

    def answer(box: QMessageBox) -> int:
        shown.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    from rok_qt import bots

    _record, state = record_game(bots_config(2, 4), bots.decide,
                                 until=lambda s: s.round >= 2)
    path = tmp_path / "old.rok"
    save_file(path, state)   # no record: as a save from before records
    assert window.files.open_path(path, ask=False)
    assert window.replays.keeper.record is None
    assert not window.replays.watch_round(1)
    assert shown and "no record" in shown[0]


def test_save_the_game_s_record_as_writes_a_file_that_opens_in_the_viewer(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    config = GameConfig([SeatConfig("Bot", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=4)
    window.game.question_shown.connect(lambda _question: _see_final_scores(window))
    assert window.start(config)
    qtbot.waitUntil(lambda: window.session.state is not None
                    and window.session.state.scores is not None, timeout=120_000)
    record = window.replays.keeper.record
    assert record is not None and record.finished
    path = tmp_path / "shared.rokrec"
    assert window.replays.save_record_to(path, record)
    assert read_record(path) == record
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS):
        assert window.files.open_path(path)


def test_a_record_named_on_the_command_line_plays_in_the_viewer(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """`rok-qt game.rokrec`: the start-up opens the record in the viewer, not as a game."""
    from rok_qt.app.startup import start_up
    from rok_qt.persistence.record_store import write_record
    from rok_qt.sim.records import bots_record

    path = tmp_path / "shared.rokrec"
    write_record(path, bots_record(3, 2))
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS):
        start_up(window, None, str(path), None)
    assert window.replays.active and window.session.state is None
