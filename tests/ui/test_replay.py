"""Watching a game again through the real window: the viewer's keys, the slow-motion race, the
kept games, and a player's own game that waits untouched behind it."""

from __future__ import annotations

from pathlib import Path

import msgspec
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app.autosave import Autosave
from rok_qt.app.window import MainWindow
from rok_qt.model.events import Captured, StoneTaken, TakeBeaten
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.persistence.files import history_path
from rok_qt.persistence.game_record import GameRecord, encode_record
from rok_qt.persistence.record_store import kept_files, write_record
from rok_qt.persistence.replay import replay
from rok_qt.sim.records import bots_config, bots_record, record_game
from rok_qt.ui.replay.games_dialog import GamesDialog
from rok_qt.ui.replay.viewer import ReplayViewer
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.label_spots import stone_rects
from tests.ui.driver import WAIT_MS

RELAY_SEED = 3   # 4 computer players, relay: a capture in round 3 or later


def _open(qtbot: QtBot, window: MainWindow, path: Path) -> ReplayViewer:
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS) as opened:
        assert window.files.open_path(path)
    viewer = opened.args[0]
    assert isinstance(viewer, ReplayViewer) and viewer.isVisible()
    return viewer


def _record_file(tmp_path: Path, record: GameRecord, name: str = "game.rokrec") -> Path:
    path = tmp_path / name
    write_record(path, record)
    return path


def _captured_position(record: GameRecord) -> tuple[int, Captured]:
    for position, item in enumerate(replay(record).steps, start=1):
        for event in item.events:
            if isinstance(event, Captured) and item.round >= 2:
                return position, event
    raise AssertionError("no capture in this game: pick another seed")


def test_jump_to_round_3_and_step_back_over_a_capture(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    record = bots_record(4, RELAY_SEED)
    viewer = _open(qtbot, window, _record_file(tmp_path, record))
    player = viewer.player
    assert player.position == 0 and viewer.hasFocus()
    for _ in range(2):   # Page Down: the next round's throw
        qtbot.keyClick(viewer, Qt.Key.Key_PageDown)
    state = player.state()
    assert state is not None and state.round == 3 and state.phase == Phase.THROW
    assert viewer.rounds.currentText() == "Round 3"
    # Right steps on, Left steps back: one move each.
    with qtbot.waitSignal(player.position_changed, timeout=WAIT_MS):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
    start = replay(record).round_starts()[3]
    assert player.position == start + 1
    position, capture = _captured_position(record)
    player.seek(position)
    victim = viewer.scene.panels[capture.victim]
    claimant = viewer.scene.panels[capture.claimant]
    assert set(capture.stones) <= set(claimant.treasure), "R5.3: the capture is on the seats"
    assert not set(capture.stones) & set(victim.treasure)
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert player.position == position - 1
    before = replay(record).steps[position - 1].before
    assert capture.claim_stone not in claimant.treasure, "the capture is undone"
    assert claimant.treasure == before.players[capture.claimant].treasure
    assert victim.treasure == before.players[capture.victim].treasure


def _fast_live_record() -> GameRecord:
    """Computer players at a quick pace, so the slow-motion race is short to watch."""
    from rok_qt import bots

    config = bots_config(4, 4, PlayMode.LIVE, Controller.MATCH)
    for seat in config.seats:
        seat.match_ms, seat.match_percent = 120.0, 400
    return record_game(config, bots.decide, until=lambda s: s.round >= 5)[0]


def test_the_race_plays_in_slow_motion_with_every_take_marked_in_stamp_order(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """R7.2: each take at its stamp, a quarter of real speed, its player and stamp on the table;
    each race lost at its instant."""
    record = _fast_live_record()
    viewer = _open(qtbot, window, _record_file(tmp_path, record))
    assert viewer.speeds.currentText() == "0.25x"
    steps = replay(record).steps
    race = next(s.round for s in steps if any(isinstance(e, StoneTaken) for e in s.events))
    takes = [(e.player, e.ms) for s in steps if s.round == race
             for e in s.events if isinstance(e, StoneTaken | TakeBeaten)]
    assert len(takes) >= 4
    marked: list[tuple[int, float, str]] = []
    on_table: list[bool] = []
    covering: list[str] = []

    def seen(seat: int, ms: float, text: str) -> None:
        marked.append((seat, ms, text))
        on_table.append(text in viewer.player.marks.texts)
        stones = stone_rects(viewer.scene)
        # The new mark, where it is put: a stone flying to its taker's row may pass under an
        # older one, as over any label on the table.
        mark = viewer.player.marks.marks[-1]
        assert mark.text == text
        if any(mark.backing.sceneBoundingRect().intersects(rect) for rect in stones):
            covering.append(mark.text)

    viewer.player.marked.connect(seen)
    # Watching means watching: it plays as it opens (issue 30); Space pauses, Space plays.
    assert viewer.player.playing and viewer.play_button.text() == "Pause"
    qtbot.waitUntil(lambda: len(marked) >= len(takes), timeout=60_000)
    qtbot.keyClick(viewer, Qt.Key.Key_Space)
    assert not viewer.player.playing
    stamps = [ms for _seat, ms, _text in marked[: len(takes)]]
    assert stamps == sorted(stamps), "the takes come in stamp order"
    assert [(seat, ms) for seat, ms, _text in marked[: len(takes)]] == sorted(
        takes, key=lambda take: take[1])
    seat, ms, text = marked[0]
    assert text == f"{record.setup.seats[seat].name}, {ms / 1000:.2f} s"
    lost = [text for _seat, _ms, text in marked if " lost to " in text]
    assert len(lost) == sum(isinstance(e, TakeBeaten) for s in steps if s.round == race
                            for e in s.events)
    assert all(on_table), "each take is marked on the table"
    assert covering == [], "a mark covers no stone and not the Rune of Fate"


def test_watching_leaves_the_game_its_autosave_and_history_untouched(
        qtbot: QtBot, settings: object, tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "data")
    assert autosave.start()
    history = history_path(tmp_path / "data")
    window = MainWindow(settings=settings, autosave=autosave,   # type: ignore[arg-type]
                        history=history)
    qtbot.addWidget(window)
    window.set_animation_speed(AnimationSpeed.OFF)
    window.session.set_bot_delay_ms(0)
    window.show()
    qtbot.waitExposed(window)
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN, 30),
                         SeatConfig("Bot", Controller.ADEPT, 40)], seed=5)
    with qtbot.waitSignal(window.game.question_shown, timeout=WAIT_MS):
        assert window.start(config)
    state = window.session.state
    assert state is not None
    before = (msgspec.json.encode(state), autosave.path.read_bytes(), history.exists(),
              encode_record(window.replays.keeper.record or _no_record()))
    viewer = _open(qtbot, window, _record_file(tmp_path, bots_record(4, RELAY_SEED)))
    assert window.session.held, "the game waits behind the viewer"
    for _ in range(12):
        qtbot.keyClick(viewer, Qt.Key.Key_Right)
        qtbot.waitUntil(lambda: not viewer.player.busy, timeout=WAIT_MS)
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    qtbot.keyClick(viewer, Qt.Key.Key_Escape)
    assert not viewer.isVisible() and window.game.isVisible()
    assert not window.session.held, "the game goes on"
    after_state = window.session.state
    assert after_state is not None
    after = (msgspec.json.encode(after_state), autosave.path.read_bytes(), history.exists(),
             encode_record(window.replays.keeper.record or _no_record()))
    assert after == before
    window.game.close_dialog()


def _no_record() -> GameRecord:
    raise AssertionError("a new game has a record from its first move")


def test_a_finished_game_is_kept_and_watched_from_the_list(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path / "records"
    window.replays.folder = window.replays.keeper.folder = folder
    window.game.question_shown.connect(lambda _question: _see_final_scores(window))
    config = GameConfig([SeatConfig("<b>Bot</b>", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=9)
    with qtbot.waitSignal(window.replays.keeper.kept, timeout=60_000) as kept:
        assert window.start(config)
    assert kept.args[0] in kept_files(folder)
    window.replays.watch_kept()
    dialog = window.replays.games
    assert isinstance(dialog, GamesDialog)
    assert dialog.table.rowCount() == 1
    assert _cell(dialog, 1) == "<b>Bot</b>, Robo"   # plain text, never markup
    scores = window.session.state.scores if window.session.state else None
    assert _cell(dialog, 2) == " - ".join(str(s) for s in scores or [])
    assert _cell(dialog, 3) == "Relay"
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS):
        qtbot.mouseClick(dialog.watch_button, Qt.MouseButton.LeftButton)
    viewer = window.replays.viewer
    assert viewer is not None and viewer.title.text().endswith("<b>Bot</b>, Robo")
    assert viewer.title.textFormat() == Qt.TextFormat.PlainText


def _cell(dialog: GamesDialog, column: int) -> str:
    item = dialog.table.item(0, column)
    assert item is not None
    return item.text()


def _see_final_scores(window: MainWindow) -> None:
    summary = window.game.router.summary
    if summary is not None and summary.continue_button is not None:
        summary.continue_button.click()


def test_watch_this_round_again_from_the_summary(qtbot: QtBot, window: MainWindow) -> None:
    clicked: list[int] = []

    def at_summary(question: Question) -> None:
        summary = window.game.router.summary
        if question.kind == Phase.SUMMARY and summary is not None and not clicked:
            clicked.append(summary.round)
            summary.watch_button.click()

    window.game.question_shown.connect(at_summary)
    config = GameConfig([SeatConfig("Bot", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=9)
    with qtbot.waitSignal(window.replays.opened, timeout=60_000) as opened:
        assert window.start(config)
    viewer = opened.args[0]
    assert viewer.player.playing, "it plays: the round is watched again"
    viewer.player.pause()
    assert viewer.title.text() == f"Round {clicked[0]} of this game again: Bot, Robo"
    state = viewer.player.state()
    assert state is not None and state.round == clicked[0]
    assert window.session.held, "the game waits while the round is watched"


@pytest.mark.parametrize("damage", ["truncated", "wrong scores", "refused move", "huge"])
def test_a_hostile_record_is_refused_with_its_reason_and_the_game_goes_on(
        qtbot: QtBot, window: MainWindow, tmp_path: Path, damage: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []

    def answer(box: QMessageBox) -> int:
        assert box.textFormat() == Qt.TextFormat.PlainText
        shown.append(box.text())
        return int(QMessageBox.StandardButton.Ok.value)

    monkeypatch.setattr(QMessageBox, "exec", answer)
    record = bots_record(2, 7)
    path = tmp_path / "hostile.rokrec"
    data = encode_record(record)
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 2])
    elif damage == "huge":
        path.write_bytes(b" " * (5 * 1024 * 1024))
    else:
        if damage == "wrong scores":
            assert record.scores is not None
            record.scores.reverse()
            record.scores[0] += 1
        else:
            record.moves.insert(3, record.moves[0])
        write_record(path, record)
    with qtbot.waitSignal(window.replays.refused, timeout=WAIT_MS) as refused:
        # Refused at once when it cannot be read; after its replay, off the window's thread.
        window.files.open_path(path)
    assert shown == [refused.args[0]] and "\n" not in shown[0]
    assert window.replays.viewer is None or not window.replays.viewer.isVisible()
    assert not window.session.held


def test_the_timeline_seeks_where_it_is_clicked(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    record = bots_record(4, RELAY_SEED)
    viewer = _open(qtbot, window, _record_file(tmp_path, record))
    timeline = viewer.timeline
    round_no, left, right = timeline.model.rounds[-1]
    x = round(8 + (left + right) / 2 * (timeline.width() - 16))
    with qtbot.waitSignal(viewer.player.position_changed, timeout=WAIT_MS):
        qtbot.mouseClick(timeline, Qt.MouseButton.LeftButton, pos=QPoint(x, 20))
    assert viewer.player.round_at() == round_no


def test_a_round_of_the_round_log_is_watched_again(qtbot: QtBot, window: MainWindow) -> None:
    """View > Round log: a round's title plays that round again in the viewer."""
    window.game.question_shown.connect(lambda _question: _see_final_scores(window))
    config = GameConfig([SeatConfig("Bot", Controller.ADEPT, 40),
                         SeatConfig("Robo", Controller.NOVICE, 50)], seed=9)
    assert window.start(config)
    qtbot.waitUntil(lambda: len(window.round_log.rounds()) >= 2, timeout=60_000)
    window.round_log_dock.show()
    assert "watch it again" in window.round_log.text.toPlainText()
    reading = window.session.hold("reading the log")   # the game waits meanwhile
    newest = window.round_log.rounds()[0][0]
    browser = window.round_log.text
    browser.setFocus()
    qtbot.keyClick(browser, Qt.Key.Key_Tab)   # to the newest round's title, the first link
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS) as opened:
        qtbot.keyClick(browser, Qt.Key.Key_Return)
    state = opened.args[0].player.state()
    assert state is not None and state.round == newest and state.phase == Phase.THROW
    reading.release()
