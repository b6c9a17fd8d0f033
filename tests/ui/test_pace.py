"""The people set the pace (R9.1): a round waits for the people's ready, through the real window.

A newcomer's game (one person, two novice computer players, all at once): every round's summary
stays until the person says ready, and every capture has its line and marks on screen before
the next round starts. Two people at one screen: each one's ready shows on their seat, "Go on"
twice goes on without the other, and the table never turns between rounds.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences
from rok_qt.app.window import MainWindow
from rok_qt.model.events import Captured, Event, StonesThrown
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.game.ready_gate import GUARD_MS
from rok_qt.ui.input.devices import Action
from rok_qt.ui.persons import Persons
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.capture_show import capture_line
from rok_qt.ui.table.focus_ring import seat_ring_colour
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    current,
    flick_gesture,
    see_final_scores,
)
from tests.ui.keys import tap
from tests.ui.test_live_race import PERSON_MS, grab_once, racing
from tests.ui.together import _clock, bind_keyboard, key, target, together_config

MAX_STEPS = 800
LOOK_MS = 300
"""How long the test looks at a waiting summary to see that nothing moves on by itself."""


def newcomer_config(seed: int) -> GameConfig:
    """One person against two novice computer players, all at once, no time limit."""
    return GameConfig([SeatConfig("Ann", Controller.HUMAN, 30),
                       SeatConfig("Bot 1", Controller.NOVICE, 40),
                       SeatConfig("Bot 2", Controller.NOVICE, 41)],
                      seed=seed, time_limit_ms=None, mode=PlayMode.LIVE)


def person_asked(game: GameWidget) -> bool:
    """The screen waits for a person: their ready, or a question that is theirs."""
    if game.action == BarAction.READY:
        return True
    question = game.asked
    if question is None:
        return False
    if question.kind == Phase.SUMMARY:
        summary = game.router.summary
        return summary is not None and summary.final
    return question.kind == Phase.OVER or not game.session.is_bot(question.player)


def check_captures_seen(game: GameWidget, captures: list[Captured], viewer: int | None) -> None:
    """R5.3: every capture of the round is said on the table and in the summary, its seat and
    its two stones marked in the captor's colour."""
    state = current(game)
    names = [p.name for p in state.players]
    said = game.router.captures.texts()
    summary = game.router.summary
    assert summary is not None and summary.isVisible()
    for event in captures:
        line = capture_line(Persons(names, viewer), event)
        assert line in said, "the capture's line is on the table"
        assert line in summary.lines, "and in the round's summary"
        panel = game.scene.panels[event.claimant]
        assert panel.mark_colour == seat_ring_colour(event.claimant)
        assert {event.claim_stone, event.balance_stone} <= set(panel.marked)
        assert {event.claim_stone, event.balance_stone} <= set(panel.treasure)
    for item in game.router.captures.lines:
        assert item.isVisible()


def test_R9_1_a_newcomers_game_waits_for_the_person_every_round(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """All at once against two novices: each summary waits for Space; captures are seen. The
    race and the computer players run on the test's clock, moved on as the person plays."""
    window = race_window
    game = window.game
    game.live.countdown.set_step_ms(5)
    round_events: list[Event] = []

    def arrived(events: list[Event]) -> None:
        if any(isinstance(e, StonesThrown) for e in events):
            round_events.clear()
        round_events.extend(events)

    window.session.events_happened.connect(arrived)
    assert window.start(newcomer_config(seed=3))
    counts = {"drags": 0, "done": 0, "races": 0, "waited": 0, "captures": 0}
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: person_asked(game), timeout=WAIT_MS)
        question = game.asked
        assert question is not None
        if question.kind == Phase.OVER:
            break
        if game.action == BarAction.READY:
            state = current(game)
            before = (state.round, state.phase)
            if state.phase == Phase.SUMMARY:
                captures = [e for e in round_events if isinstance(e, Captured)]
                check_captures_seen(game, captures, viewer=0)
                counts["captures"] += len(captures)
                assert "Ready" in game.bar.message.text() and game.bar.button.isVisible()
            clock.advance(LOOK_MS)   # the game's clock runs on while the person looks...
            qtbot.wait(LOOK_MS)      # ...and so does the window's
            assert (current(game).round, current(game).phase) == before, \
                "nothing goes on before the person is ready"
            counts["waited"] += 1
            clock.advance(GUARD_MS)   # past the guard against a key meant for the race
            qtbot.waitUntil(lambda: game.router.ready.takes_keys, timeout=WAIT_MS)
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
            assert game.action != BarAction.READY
            continue
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.SUMMARY:
            see_final_scores(qtbot, game)
        elif question.kind == Phase.THROW:
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
        qtbot.wait(20)
    else:
        raise AssertionError("the game did not end")
    assert counts["waited"] >= current(game).round - 1, "every round waited for the person"
    rounds = [number for number, _lines in window.round_log.rounds()]
    assert rounds == sorted(rounds, reverse=True) and len(rounds) >= current(game).round - 1, \
        "the round log keeps every round, newest first"


def test_R9_1_two_people_each_say_ready_on_their_seat_and_the_table_keeps_still(
        qtbot: QtBot, window: MainWindow) -> None:
    """All at once, two people at one keyboard and a computer player, across two rounds."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    bind_keyboard(game)
    assert window.start(together_config(seed=3, bot=True))
    places: list[list[QPointF]] = []
    rotations: list[float] = []
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: person_asked(game) or game.live.inputs.running,
                        timeout=WAIT_MS)
        state = current(game)
        if len(rotations) >= 2 and state.round >= 3:
            break
        if game.live.inputs.running:
            for seat in (0, 1):   # both say done with their own keys
                tap(target(window, seat), key(seat, Action.DONE), next(_clock))
            qtbot.waitUntil(lambda: not game.live.inputs.running, timeout=WAIT_MS)
            continue
        question = game.asked
        assert question is not None
        if game.action == BarAction.READY and state.phase == Phase.SUMMARY:
            panels = game.scene.panels
            assert [p.ready for p in panels] == [False, False, None], \
                "each person's seat asks for their ready; the computer's does not"
            tap(target(window, 0), key(0, Action.TAKE), next(_clock))
            assert [p.ready for p in panels] == [False, False, None], \
                "a take key pressed as the grab ended is not taken for ready"
            qtbot.waitUntil(lambda: game.router.ready.takes_keys, timeout=WAIT_MS)
            tap(target(window, 0), key(0, Action.TAKE), next(_clock))
            assert [p.ready for p in panels] == [True, False, None]
            assert current(game).phase == Phase.SUMMARY, "one of two is not enough"
            assert "Bea" in game.bar.message.text(), "the bar says whom the table waits for"
            tap(target(window, 1), key(1, Action.TAKE), next(_clock))
            assert current(game).phase != Phase.SUMMARY, "both ready: the next round"
            assert [p.ready for p in panels] == [None, None, None]
            continue
        if game.action == BarAction.READY:
            qtbot.waitUntil(lambda: game.router.ready.takes_keys, timeout=WAIT_MS)
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
            continue
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.THROW:
            places.append([p.pos() for p in game.scene.panels])
            rotations.append(game.scene.rotation)
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
        qtbot.wait(20)
    assert len(rotations) >= 2, "two rounds were thrown by the people"
    assert len(set(rotations)) == 1 and all(p == places[0] for p in places), \
        "every seat stays where it is between rounds"


def test_R9_1_go_on_twice_goes_on_without_waiting_for_everyone(
        qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    game.live.countdown.set_step_ms(5)
    bind_keyboard(game)
    assert window.start(together_config(seed=3, bot=True))
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: person_asked(game) or game.live.inputs.running,
                        timeout=WAIT_MS)
        if game.live.inputs.running:
            for seat in (0, 1):
                tap(target(window, seat), key(seat, Action.DONE), next(_clock))
            qtbot.waitUntil(lambda: not game.live.inputs.running, timeout=WAIT_MS)
            continue
        if game.action == BarAction.READY and current(game).phase == Phase.SUMMARY:
            break
        question = game.asked
        assert question is not None
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
    else:
        raise AssertionError("no round summary")
    assert game.bar.button.text() == "Go on"
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    assert current(game).phase == Phase.SUMMARY, "one press asks again"
    assert "again" in game.bar.message.text() and "Ann and Bea" in game.bar.message.text()
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    assert current(game).phase != Phase.SUMMARY, "the second press goes on"


def test_R9_1_go_on_by_itself_after_the_preferred_seconds(
        qtbot: QtBot, window: MainWindow) -> None:
    """The preference keeps the old flow: the summary goes on after N seconds unasked. The
    animations stay off, as the window's (Preferences() alone would turn them to normal)."""
    window.apply_preferences(Preferences(go_on_after=1, speed=AnimationSpeed.OFF))
    game = window.game
    game.live.countdown.set_step_ms(5)
    assert window.start(newcomer_config(seed=11))
    for _ in range(MAX_STEPS):
        qtbot.waitUntil(lambda: person_asked(game), timeout=WAIT_MS)
        if game.action == BarAction.READY and current(game).phase == Phase.SUMMARY:
            break
        question = game.asked
        assert question is not None
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        elif question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB and current(game).live is not None:
            qtbot.waitUntil(lambda: racing(game) or current(game).live is None, timeout=WAIT_MS)
            if racing(game):
                qtbot.keyClick(game.view, Qt.Key.Key_Return)
                # The referee ends the grab once its settle window is past (R7.2).
                qtbot.waitUntil(lambda: current(game).live is None, timeout=WAIT_MS)
        elif question.kind == Phase.FLICK:
            assert question.player is not None
            flick_gesture(qtbot, game, question.player, pull_mm=104)
    else:
        raise AssertionError("no round summary")
    settled = current(game).round
    qtbot.waitUntil(lambda: current(game).round > settled, timeout=WAIT_MS)


def test_R9_1_a_computer_player_throws_the_first_round_when_the_person_is_ready(
        qtbot: QtBot, window: MainWindow) -> None:
    """Computer players never start a round on their own, the game's first one included."""
    game = window.game
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN, 40),
                         SeatConfig("Bot 1", Controller.NOVICE, 9),
                         SeatConfig("Bot 2", Controller.NOVICE, 41)],
                        seed=4, time_limit_ms=None, mode=PlayMode.LIVE)
    assert window.start(config)
    assert current(game).first_player == 1, "the youngest, a computer player, throws first"
    qtbot.waitUntil(lambda: game.action == BarAction.READY, timeout=WAIT_MS)
    assert "Bot 1 throws first" in game.bar.message.text()
    qtbot.wait(LOOK_MS)
    assert not any(isinstance(e, StonesThrown) for e in seen), "the computer player waits"
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(isinstance(e, StonesThrown) for e in seen), timeout=WAIT_MS)
