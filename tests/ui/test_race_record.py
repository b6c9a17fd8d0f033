"""R7.2 every race on the record: a live game in the window, played by mouse against computer
players on a manual race clock, with a race the person loses and one they win, writes races and
find times to the history, and the level that matches you learns its pace from them."""

from __future__ import annotations

import statistics
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.bots import live_skills, next_live_moves
from rok_qt.model.events import Event, RaceLost, RaceWon, StoneTaken
from rok_qt.model.moves import Take
from rok_qt.model.state import Controller, Phase
from rok_qt.persistence.history import read_history
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.setup_dialog import DEFAULT_MATCH_MS, SetupDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.animations import AnimationSpeed
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    click_at,
    current,
    flick_gesture,
    see_final_scores,
    wait_for_human,
)
from tests.ui.test_live_race import live_config, racing

MAX_STEPS = 400


def _bots_next_take(game: GameWidget) -> tuple[float, Take] | None:
    """The computer players' next planned take in the race, as the session will play it."""
    state = current(game)
    seats = [s for s in range(state.player_count) if game.session.is_bot(s)]
    for timed in next_live_moves(state, live_skills(state, seats)):
        if isinstance(timed.move, Take):
            return timed.ms, timed.move
    return None


def _win_a_race(qtbot: QtBot, game: GameWidget, clock: ManualClock) -> bool:
    """Take the stone a computer player reaches for, 50 ms before its hand gets there: it does
    not see it go in time, reaches, and loses the race to the person."""
    planned = _bots_next_take(game)
    if planned is None:
        return False
    ms, take = planned
    clock.advance(ms - 50 - game.session.race.now_ms())
    click_at(qtbot, game, game.scene.stones[take.stone].pos())
    live = current(game).live
    if live is None or live.held[0] != [take.stone]:
        return False
    clock.advance(100)
    return True


def _lose_a_race(qtbot: QtBot, game: GameWidget, clock: ManualClock, seen: list[Event]) -> bool:
    """Reach for a stone just after a computer player took it: the person loses that race."""
    for _ in range(50):
        before = len(seen)
        clock.advance(100)
        taken = [e for e in seen[before:] if isinstance(e, StoneTaken) and e.player != 0]
        live = current(game).live
        if live is None:
            return False
        if taken and taken[0].stone in live.origins:
            lying = live.origins[taken[0].stone]
            with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS):
                click_at(qtbot, game, game.scene.to_scene(lying.x, lying.y))
            return True
    return False


def test_R7_2_a_live_game_writes_races_and_find_times_and_the_match_level_learns_them(
        qtbot: QtBot, settings: QSettings, tmp_path: Path) -> None:
    clock = ManualClock()
    history = tmp_path / "history.jsonl"
    window = MainWindow(GameSession(clock=clock), settings=settings, history=history)
    window.set_animation_speed(AnimationSpeed.OFF)
    window.session.set_bot_delay_ms(0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    game = window.game
    game.live.countdown.set_step_ms(5)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    assert window.start(live_config(seed=5, match_ms=1500.0))
    won = lost = False
    for _ in range(MAX_STEPS):
        wait_for_human(qtbot, game)
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            break
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.SUMMARY:
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB and current(game).live is not None:
            qtbot.waitUntil(lambda: racing(game) or current(game).live is None, timeout=WAIT_MS)
            if racing(game) and not (won and lost):
                won = won or _win_a_race(qtbot, game, clock)
                lost = lost or _lose_a_race(qtbot, game, clock, seen)
            if racing(game):
                qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done: the others grab on
            clock.advance(60_000)                              # until they are done too
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
    else:
        raise AssertionError("the game did not end")
    assert won and lost
    assert any(isinstance(e, RaceWon) and e.player == 0 for e in seen)
    assert any(isinstance(e, RaceLost) and e.player == 0 for e in seen)
    qtbot.waitUntil(lambda: history.exists() and bool(read_history(history).games),
                    timeout=WAIT_MS)
    ann = read_history(history).games[-1].seats[0]
    assert ann.controller == Controller.HUMAN
    assert ann.tally.races_won > 0 and ann.tally.races_lost > 0
    assert ann.tally.find_ms and ann.tally.median_ms is not None
    # The next game's "matches you" level plays at the person's own median find (the record
    # is read off the GUI thread, the dialog takes the pace when it comes).
    with qtbot.waitSignal(window.reader.pace_read, timeout=WAIT_MS):
        window.new_game()
    dialog = window.setup_dialog
    assert isinstance(dialog, SetupDialog)
    combo = dialog.rows[1].controller
    combo.setCurrentIndex(combo.findText("Computer: matches you, 100 %"))
    pace = dialog.config().seats[1].match_ms
    assert pace == statistics.median(ann.tally.find_ms) != DEFAULT_MATCH_MS
    dialog.close()
