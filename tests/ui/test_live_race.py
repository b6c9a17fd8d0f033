"""The live race in the window (R7.2): a whole game against two computer players, by mouse.

The race runs on the test's manual clock (`race_window`, `clock`): the computer players move
when the test moves time on, so no test waits for the wall clock to race.
"""

from __future__ import annotations

import math
import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.bots import live_skills, next_live_move
from rok_qt.model.events import Event, GameEnded, GrabEnd, GrabEnded, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, LiveGrab, Phase, PlayMode
from rok_qt.persistence.files import load_file
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.mouse import LiveTool
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.label_spots import stone_rects
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    click_at,
    current,
    drag,
    flick_gesture,
    free_face_up,
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


def bot_takes(seen: list[Event], start: int = 0) -> list[StoneTaken]:
    """The computer players' takes among the events seen since `start`."""
    return [e for e in seen[start:] if isinstance(e, StoneTaken) and e.player != 0]


def until_a_bot_takes(clock: ManualClock, seen: list[Event]) -> StoneTaken:
    """Move the race clock on until a computer player takes a stone."""
    start = len(seen)
    for _ in range(600):
        clock.advance(50)
        if bot_takes(seen, start):
            return bot_takes(seen, start)[0]
    raise AssertionError("no computer player took a stone in 30 s of race")


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


def test_R7_2_whole_live_game_against_two_computer_players(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
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
            assert game.router.news.waiting == 0, "no words wait for a batch that never plays"
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
            assert not game.scene.tray_label.isVisible(), "no tray label between grabs"
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB and current(game).live is not None:
            qtbot.waitUntil(lambda: not game.live.countdown.running, timeout=WAIT_MS)
            if racing(game):
                clock.advance(PERSON_MS)   # a person needs a while to spot a pair
                if racing(game):
                    grab_once(qtbot, game, counts)
            else:
                clock.advance(1000)   # the person is done: the others grab on
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
        clock.advance(20)
    else:
        raise AssertionError("the game did not end")
    assert isinstance(game.dialog, GameOverDialog)
    assert any(isinstance(e, GameEnded) for e in seen)
    takers = {e.player for e in seen if isinstance(e, StoneTaken)}
    assert 0 in takers and takers & {1, 2}, "the person and the computer players both took"
    assert counts["drags"] > 0


def start_race(qtbot: QtBot, window: MainWindow, seed: int = 5,
               match_ms: float = 600.0) -> GameWidget:
    """A live game whose first grab is running in the window."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    assert window.start(live_config(seed, match_ms))
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


def test_R7_2_a_lost_race_is_marked_beside_the_stone(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    window.game.set_animation_speed(AnimationSpeed.FAST)   # the taken stone flies away
    game = start_race(qtbot, window)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    stone = until_a_bot_takes(clock, seen).stone
    state = current(game)
    assert state.live is not None
    lying = state.live.origins[stone]
    clock.advance(40)   # the person reaches a moment later, the stone already on its way
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        click_at(qtbot, game, game.scene.to_scene(lying.x, lying.y))
    assert lost.args[0] == stone
    assert re.fullmatch(r"Bot [12] was faster by (\d+\.\d s|\d+ ms)", lost.args[1])
    assert [note.item.text() for note in game.live.notes] == [lost.args[1]]
    assert game.live.notes[0].item.isVisible()
    at = game.scene.to_scene(lying.x, lying.y)
    box = game.live.notes[0].backing.sceneBoundingRect()
    near = box.center() - at
    assert math.hypot(near.x(), near.y()) < box.width(), \
        "the note stands by where the stone lay, not where it flew"
    assert not any(box.intersects(rect) for rect in stone_rects(game.scene)), \
        "the note covers no stone (label_spots)"
    game.set_animation_speed(AnimationSpeed.OFF)   # the round's settling, not watched here
    qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done: the round settles, its summary shows
    clock.advance(60_000)                          # the computer players finish the grab
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    # The race's line names its winner, and the person among those too late (folded in).
    assert re.search(r"Bot [12] reached the .+ first, by .+ \(too late: (.+, )?you "
                     r"\+(\d+\.\d s|\d+ ms)", report), report


def test_R7_2_a_take_far_too_late_still_says_who_had_the_stone_and_by_how_much(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """Reaching for a stone that went more than a second ago is a lost race too, not silence."""
    window = race_window
    game = start_race(qtbot, window, match_ms=2500)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    taken = until_a_bot_takes(clock, seen)
    state = current(game)
    assert state.live is not None
    lying = state.live.origins[taken.stone]
    clock.advance(1800)   # the person takes another stone well after that one went
    other = next(s for s in free_face_up(game) if s != taken.stone)
    click_at(qtbot, game, game.scene.stones[other].pos())
    live = current(game).live
    assert racing(game) and live is not None and live.now_ms > taken.ms + 1600
    with qtbot.waitSignal(game.live.lost_race, timeout=WAIT_MS) as lost:
        click_at(qtbot, game, game.scene.to_scene(lying.x, lying.y))
    match = re.fullmatch(r"Bot [12] was faster by (\d+\.\d) s", lost.args[1])
    assert lost.args[0] == taken.stone and match is not None, lost.args[1]
    assert float(match.group(1)) >= 1.0, "by how much: more than a second"


def test_R7_2_escape_pauses_the_race_and_covers_the_table(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = start_race(qtbot, window)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    qtbot.keyClick(game.view, Qt.Key.Key_Escape)
    assert game.live.paused and game.live.cover.isVisible()
    stopped = window.session.race.now_ms()
    clock.advance(60_000)
    assert not any(isinstance(e, StoneTaken) for e in seen), "nobody grabs while paused"
    assert window.session.race.now_ms() == stopped
    qtbot.keyClick(game.view, Qt.Key.Key_Escape)
    assert not game.live.paused and game.live.cover.isVisible(), "covered until go"
    assert game.live.countdown.running, "resume counts down again"
    qtbot.waitUntil(lambda: not game.live.countdown.running, timeout=WAIT_MS)
    until_a_bot_takes(clock, seen)


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
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, tmp_path: Path) -> None:
    """Pause, Save, Open (issue 19, item 10): the race starts again as it was thrown, but the
    computer players' reaction times are drawn afresh, so it cannot be rehearsed."""
    window = race_window
    game = start_race(qtbot, window)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    until_a_bot_takes(clock, seen)
    path = tmp_path / "race.rok"
    assert window.files.save_to(path)
    saved = load_file(path)
    assert saved.live == LiveGrab.fresh(saved.player_count), "saved as the round was thrown"
    assert window.files.open_path(path, ask=False)
    qtbot.waitUntil(lambda: game.live.countdown.running or racing(game), timeout=WAIT_MS)
    loaded = current(game)
    assert loaded.live is not None and not any(loaded.live.actions)
    assert loaded.live.reloads != 0, "a fresh reload draw"
    bots = live_skills(loaded, [1, 2])
    assert next_live_move(loaded, bots) != next_live_move(saved, bots), "the bots react afresh"


def test_R7_2_setup_offers_all_at_once_by_default_to_one_person(qtbot: QtBot) -> None:
    dialog = SetupDialog()
    qtbot.addWidget(dialog)
    assert dialog.mode.currentText() == "All at once"
    assert dialog.config().mode == PlayMode.LIVE


def test_R7_2_a_computer_players_take_is_seen_flying_to_their_seat(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = start_race(qtbot, window)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    start = {stone: item.pos() for stone, item in game.scene.stones.items()}
    event = until_a_bot_takes(clock, seen)
    item = game.scene.stones[event.stone]
    seat_way = game.scene.seat_direction(event.player)
    qtbot.waitUntil(lambda: not game.live.hands.flying(event.stone), timeout=WAIT_MS)
    assert item.isVisible(), "the stone stays in sight in the taker's hand"
    moved = item.pos() - start[event.stone]
    assert moved.x() * seat_way.x() + moved.y() * seat_way.y() > 0, "it went towards their seat"


def test_R7_2_done_at_a_shared_screen_ends_the_grab_for_its_people_only(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
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
    live = current(game).live
    assert live is not None
    qtbot.waitUntil(lambda: live.done[0] and live.done[1] if (live := current(game).live)
                    else bool(ended), timeout=WAIT_MS)   # Bea is done with the screen's people
    clock.advance(100)   # the referee's settle window passes
    assert not ended, "Done is personal (R7.2): the computer player still grabs"
    assert game.live.middle.text.startswith("You are done")
    for _ in range(600):
        if ended:
            break
        clock.advance(100)   # it hurries: nobody races it any more
    # Read the event, not the state: the next round's grab may already have begun.
    assert [e.reason for e in ended] in ([GrabEnd.DONE], [GrabEnd.CLEARED])
