"""The order things happen on screen: events are shown before the next question or bot move."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, StonesThrown
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase
from rok_qt.model.stones import FATE
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.table.animations import AnimationSpeed
from tests.ui.driver import WAIT_MS, state_at


def test_R4_4_the_grab_is_offered_only_after_the_throw_is_shown(
        qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS,
                          check_params_cb=lambda q: q.kind == Phase.THROW):
        window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bea")], 5))

    def action() -> BarAction:
        return game.action

    assert action() == BarAction.THROW
    seen: list[str] = []
    game.player.batch_started.connect(lambda _events: seen.append("throw starts"))
    game.player.batch_played.connect(lambda _events: seen.append("throw shown"))
    game.question_shown.connect(lambda q: seen.append(f"{q.kind.value} asked"))
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS):
        qtbot.keyClick(game.view, Qt.Key.Key_Space)
        assert game.asked is None, "the throw answered the question on screen"
        assert action() == BarAction.NONE, "Space throws once"
    assert seen == ["throw starts", "throw shown", f"{Phase.GRAB.value} asked"]
    assert game.stack.currentWidget() is game.cover, "the grab starts behind the cover"


def test_computer_players_wait_until_the_events_before_are_shown(
        qtbot: QtBot, window: MainWindow) -> None:
    """Each bot move comes after the animation of the move before it (hold and release)."""
    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    log: list[tuple[str, int]] = []
    batches: list[list[Event]] = []
    shown: list[list[Event]] = []

    def happened(events: list[Event]) -> None:
        batches.append(events)
        log.append(("happened", len(batches)))

    def played(events: list[Event]) -> None:
        shown.append(events)   # batches play in the order they came
        log.append(("shown", len(shown)))

    window.session.events_happened.connect(happened)
    game.player.batch_played.connect(played)
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS,
                          check_params_cb=lambda q: q.kind == Phase.SUMMARY):
        window.start(GameConfig([SeatConfig("Bot", Controller.NOVICE),
                                 SeatConfig("Bob", Controller.ADEPT)], 3))
    assert any(isinstance(e, StonesThrown) for b in batches for e in b)
    assert len(batches) >= 3, "setup, the throw, the grabs and the settling"
    for number in range(2, len(batches) + 1):
        assert log.index(("shown", number - 1)) < log.index(("happened", number)), (
            f"batch {number} came before batch {number - 1} was shown: {log}")


def test_a_new_game_drops_the_animation_in_progress(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_speed(AnimationSpeed.NORMAL)
    game = window.game

    def human_throw(question: Question) -> bool:
        return question.kind == Phase.THROW and not window.session.is_bot(question.player)

    config = GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.NOVICE)], 5)
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS, check_params_cb=human_throw):
        window.start(config)
    with qtbot.waitSignal(game.player.batch_started, timeout=WAIT_MS):
        qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    assert game.animating
    played: list[list[Event]] = []
    game.player.batch_played.connect(played.append)
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS, check_params_cb=human_throw):
        window.start(config)
    assert not game.player.playing
    assert played and not any(isinstance(e, StonesThrown) for b in played for e in b), (
        "only the new game's start is shown, never the end of the old throw")
    state = window.session.state
    assert state is not None and state.round == 1 and set(state.table) == {FATE}


def test_R7_1_the_table_turns_to_the_thrower_before_the_throw_is_asked(
        qtbot: QtBot, window: MainWindow) -> None:
    """Round 2 is thrown by seat 1 (R5.7): the table turns their seat to the bottom first."""
    state = state_at(2, 1, lambda s: s.phase == Phase.THROW and s.first_player == 1)
    assert state is not None
    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS) as shown:
        window.session.load_state(state)   # the table starts turned to seat 0
        assert game.animating and game.asked is None, "nothing is asked while it turns"
    assert shown.args is not None and shown.args[0] == Question(Phase.THROW, 1)
    assert not game.animating and game.asked == Question(Phase.THROW, 1)
    bottom = game.scene.seat_direction(1)
    assert abs(bottom.x()) < 1e-6 and bottom.y() > 0.999, "seat 1 sits at the bottom"
