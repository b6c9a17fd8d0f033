"""The live race in the window (R7.2): a whole game against two computer players, by mouse."""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.bots import live_skills, next_live_move
from rok_qt.model.events import Event, GameEnded, GrabEnd, GrabEnded, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, LiveGrab, Phase, PlayMode
from rok_qt.persistence.files import load_file
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.live_hands import LIFT_MS
from rok_qt.ui.table.live_tool import LiveTool
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    click_at,
    current,
    drag,
    flick_gesture,
    pairs_on_table,
    see_final_scores,
    twins_of_balances,
    wait_for_human,
)

MAX_STEPS = 600
PERSON_MS = 400


def live_config(seed: int, match_ms: float = 600.0) -> GameConfig:
    """One person against two computer players at a quick pace, all at once, no time limit."""
    bot = Controller.MATCH
    return GameConfig([SeatConfig("Ann", Controller.HUMAN, 30),
                       SeatConfig("Bot 1", bot, 40, match_ms=match_ms, match_percent=120),
                       SeatConfig("Bot 2", bot, 41, match_ms=match_ms, match_percent=120)],
                      seed=seed, time_limit_ms=None, mode=PlayMode.LIVE)


def racing(game: GameWidget) -> bool:
    """The countdown is over and the person's gestures reach the table."""
    return isinstance(game.live.tool, LiveTool)


def grab_once(qtbot: QtBot, game: GameWidget, counts: dict[str, int]) -> None:
    """Drag one visible pair (or a stone onto its balance twin), or say done with Enter."""
    state = current(game)
    assert state.live is not None
    moves = pairs_on_table(game)[:1] or twins_of_balances(game)[:1]
    if not moves or counts["races"] % 7 == 6:
        qtbot.keyClick(game.view, Qt.Key.Key_Return)
        counts["done"] += 1
    else:
        a, b = moves[0]
        drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
        counts["drags"] += 1
    counts["races"] += 1


def test_R7_2_whole_live_game_against_two_computer_players(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    game = window.game
    game.live.countdown.set_step_ms(5)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    assert window.start(live_config(seed=5))
    counts = {"drags": 0, "done": 0, "races": 0}
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
            assert not game.scene.tray_label.isVisible(), "no tray label between grabs"
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB and current(game).live is not None:
            qtbot.waitUntil(lambda: racing(game) or current(game).live is None, timeout=WAIT_MS)
            if racing(game):
                qtbot.wait(PERSON_MS)   # a person needs a while to spot a pair
                if racing(game):
                    grab_once(qtbot, game, counts)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
        qtbot.wait(20)
    else:
        raise AssertionError("the game did not end")
    assert isinstance(game.dialog, GameOverDialog)
    assert any(isinstance(e, GameEnded) for e in seen)
    takers = {e.player for e in seen if isinstance(e, StoneTaken)}
    assert 0 in takers and takers & {1, 2}, "the person and the computer players both took"
    assert counts["drags"] > 0


def start_race(qtbot: QtBot, window: MainWindow, seed: int = 5) -> GameWidget:
    """A live game whose first grab is running in the window."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    assert window.start(live_config(seed))
    for _ in range(20):
        wait_for_human(qtbot, game)
        if current(game).live is not None:
            break
        if game.dialog is not None:   # a throw with nothing to grab: its summary
            accept_dialog(qtbot, game.dialog)
        else:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)   # the person throws
    qtbot.waitUntil(lambda: racing(game), timeout=WAIT_MS)
    return game


def test_R7_2_a_lost_race_is_marked_beside_the_stone(qtbot: QtBot, window: MainWindow) -> None:
    window.game.set_animation_speed(AnimationSpeed.FAST)   # the taken stone flies away
    game = start_race(qtbot, window)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS,
                          check_params_cb=lambda events: any(
                              isinstance(e, StoneTaken) and e.player != 0
                              for e in events)) as taken:
        pass
    stone = next(e.stone for e in taken.args[0] if isinstance(e, StoneTaken))
    state = current(game)
    assert state.live is not None
    lying = state.live.origins[stone]
    qtbot.wait(400)   # the person reaches a moment later, the stone already on its way
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        click_at(qtbot, game, game.scene.to_scene(lying.x, lying.y))
    assert lost.args[0] == stone
    assert re.fullmatch(r"Bot [12] was faster by (\d+\.\d s|\d+ ms)", lost.args[1])
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    assert game.live.notes[0].item.isVisible()
    at = game.scene.to_scene(lying.x, lying.y)
    box = game.live.notes[0].backing.sceneBoundingRect()
    assert abs(box.center().x() - at.x()) < 1 and at.y() < box.top() < at.y() + 40, \
        "the note stands under where the stone lay, not where it flew"
    qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done: the round settles, its summary shows
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    assert re.search(r"Ann lost the .+ to Bot [12], (\d+\.\d s|\d+ ms) faster", report), report


def test_R7_2_escape_pauses_the_race_and_covers_the_table(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    game = start_race(qtbot, window)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    qtbot.keyClick(game.view, Qt.Key.Key_Escape)
    assert game.live.paused and game.live.cover.isVisible()
    stopped = window.session.race.now_ms()
    qtbot.wait(2000)
    assert not any(isinstance(e, StoneTaken) for e in seen), "nobody grabs while paused"
    assert window.session.race.now_ms() == stopped
    qtbot.keyClick(game.view, Qt.Key.Key_Escape)
    assert not game.live.paused and not game.live.cover.isVisible()
    assert game.live.countdown.running, "resume counts down again"
    qtbot.waitUntil(lambda: any(isinstance(e, StoneTaken) for e in seen), timeout=WAIT_MS)


def test_R7_2_a_dialog_opened_during_the_race_pauses_it(qtbot: QtBot,
                                                        window: MainWindow) -> None:
    game = start_race(qtbot, window)
    dialog = QDialog(window)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: game.live.paused, timeout=WAIT_MS)
    assert game.live.cover.isVisible()
    dialog.close()


def test_R7_2_a_save_during_the_race_restarts_it_with_a_fresh_countdown_and_fresh_bots(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    """Pause, Save, Open (issue 19, item 10): the race starts again as it was thrown, but the
    computer players' reaction times are drawn afresh, so it cannot be rehearsed."""
    game = start_race(qtbot, window)
    qtbot.waitUntil(lambda: bool(current(game).live and any(current(game).live.actions)),  # type: ignore[union-attr]
                    timeout=WAIT_MS)
    path = tmp_path / "race.rok"
    assert window.files.save_to(path)
    saved = load_file(path)
    again = LiveGrab.fresh(saved.player_count)
    again.reloads = 1
    assert saved.live == again, "saved as the round was thrown, one reload on"
    bots = live_skills(saved, [1, 2])
    as_first_raced = msgspec.structs.replace(saved, live=LiveGrab.fresh(saved.player_count))
    assert next_live_move(saved, bots) != next_live_move(as_first_raced, bots)
    assert window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: game.live.countdown.running or racing(game), timeout=WAIT_MS)
    assert not any(current(game).live.actions)  # type: ignore[union-attr]
    assert current(game).live.reloads == 1  # type: ignore[union-attr]


def test_R7_2_setup_offers_all_at_once_by_default_to_one_person(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert dialog.mode.currentText() == "All at once"
    assert dialog.config().mode == PlayMode.LIVE
    dialog.add_seat("Bea", Controller.HUMAN)
    assert dialog.config().mode == PlayMode.RELAY, "two people at one screen take turns"
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.LIVE))
    dialog.mode.activated.emit(dialog.mode.currentIndex())   # as a person's choice
    dialog.add_seat("Cili", Controller.HUMAN)
    assert dialog.config().mode == PlayMode.LIVE, "a choice made stays"


def test_R7_2_a_computer_players_take_is_seen_flying_to_their_seat(qtbot: QtBot,
                                                                   window: MainWindow) -> None:
    game = start_race(qtbot, window)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS,
                          check_params_cb=lambda events: any(
                              isinstance(e, StoneTaken) and e.player != 0
                              for e in events)) as taken:
        pass
    event = next(e for e in taken.args[0] if isinstance(e, StoneTaken))
    item = game.scene.stones[event.stone]
    start = item.pos()
    seat_way = game.scene.seat_direction(event.player)
    qtbot.wait(LIFT_MS + 100)
    assert item.isVisible(), "the stone stays in sight in the taker's hand"
    moved = item.pos() - start
    assert moved.x() * seat_way.x() + moved.y() * seat_way.y() > 0, "it went towards their seat"


def test_R4_6_done_at_a_shared_screen_ends_the_grab_for_its_people(qtbot: QtBot,
                                                                  window: MainWindow) -> None:
    game = window.game
    game.live.countdown.set_step_ms(5)
    config = live_config(seed=5, match_ms=20_000)   # a computer player too slow to matter
    config.seats.insert(1, SeatConfig("Bea", Controller.HUMAN, 31))
    assert window.start(config)
    for _ in range(20):
        wait_for_human(qtbot, game)
        if current(game).live is not None:
            break
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        else:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: racing(game), timeout=WAIT_MS)
    ended: list[GrabEnded] = []
    window.session.events_happened.connect(
        lambda events: ended.extend(e for e in events if isinstance(e, GrabEnded)))
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    # Read the event, not the state: the next round's grab may already have begun.
    assert [e.reason for e in ended] == [GrabEnd.DONE]
