"""The keyboard alone: a whole relay game from Game > New game to the final scores, and the
whole lesson, every key sent where the keyboard's focus is (tests/ui/keys_only.py)."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.lessons.steps import STEPS, StepId
from rok_qt.model.state import Phase, PlayMode
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.mouse import LiveTool
from rok_qt.ui.lessons import texts
from rok_qt.ui.lessons.view import LessonView
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.flick_tool import FlickTool
from rok_qt.ui.table.grab_tool import GrabTool
from tests.ui.driver import WAIT_MS, current, pairs_on_table, twins_of_balances
from tests.ui.keys_only import focused, press, tab_to, type_text

STEPS_MAX = 600
"""A game of two ends long before this many things to do."""


def ring(qtbot: QtBot, tool: GrabTool, stone: int) -> None:
    """Page Down round the table until the ring is on this stone."""
    for _ in range(len(tool.key_targets()) + 1):
        if tool.ringed == stone:
            return
        press(qtbot, Qt.Key.Key_PageDown)
    raise AssertionError(f"Page Down never rings stone {stone}")


def take_by_keys(qtbot: QtBot, tool: GrabTool, a: int, b: int) -> None:
    """Ring a, Enter; ring b, Enter; Enter again takes the two."""
    ring(qtbot, tool, a)
    press(qtbot, Qt.Key.Key_Return)
    ring(qtbot, tool, b)
    press(qtbot, Qt.Key.Key_Return)
    press(qtbot, Qt.Key.Key_Return)


def play_turn(qtbot: QtBot, game: GameWidget, tool: GrabTool) -> None:
    """Every pair and balance twin a person sees, then Ctrl+Enter."""
    taken: set[int] = set()
    for a, b in [*pairs_on_table(game), *twins_of_balances(game)]:
        if {a, b} & taken or a in tool.taken():
            continue
        take_by_keys(qtbot, tool, a, b)
        taken |= {a, b}
    press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def answer_dialog(qtbot: QtBot, dialog: QDialog) -> None:
    """Enter, once the dialog is up with the keys: a penalty, an order, a contest explained
    all answer with their default button."""
    def up() -> bool:
        return shiboken6.isValid(dialog) and dialog.isVisible()

    qtbot.waitUntil(lambda: not up() or dialog.isAncestorOf(focused()) or focused() is dialog,
                    timeout=WAIT_MS)
    if up():
        press(qtbot, Qt.Key.Key_Return)


def something_to_do(game: GameWidget) -> bool:
    """The game waits on the person (or its end is on screen)."""
    if isinstance(game.dialog, QDialog) or game.action in (
            BarAction.READY, BarAction.SCORES, BarAction.CONTINUE, BarAction.THROW):
        return True
    question = game.asked
    if question is None or game.animating:
        return False
    return not game.session.is_bot(question.player) and question.kind in (
        Phase.GRAB, Phase.FLICK, Phase.OVER)


def act(qtbot: QtBot, game: GameWidget, clock: ManualClock) -> bool:
    """Do by keys what the screen asks; True once the game-over dialog has the focus. The
    game's time is the test's `clock`: a key pressed too soon is pressed again 100 ms on."""
    dialog = game.dialog
    if isinstance(dialog, GameOverDialog):
        return True
    if isinstance(dialog, QDialog):
        answer_dialog(qtbot, dialog)
        return False
    if game.stack.currentWidget() is game.cover:
        assert focused() is game.cover
        press(qtbot, Qt.Key.Key_Space)
        return False
    tool = game.tool
    if isinstance(tool, GrabTool):
        play_turn(qtbot, game, tool)
    elif isinstance(tool, FlickTool):
        for _ in range(5):
            press(qtbot, Qt.Key.Key_Up)
        press(qtbot, Qt.Key.Key_Space)
    else:
        assert focused() is game.view, f"the table has the keys, not {focused()!r}"
        ready = game.action == BarAction.READY
        press(qtbot, Qt.Key.Key_Space)   # throw, ready, the final scores, continue
        if ready and game.action == BarAction.READY:
            clock.advance(100)   # a key just after the round ends is not ready yet: press again
    return False


def test_a_whole_relay_game_with_the_keyboard_alone(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT_MS)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(window.setup_dialog, SetupDialog)
                    and window.setup_dialog.isAncestorOf(focused()), timeout=WAIT_MS)
    dialog = window.setup_dialog
    assert dialog is not None
    tab_to(qtbot, "Name of seat 1")
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, "Anna")
    tab_to(qtbot, "How the grab is played")
    press(qtbot, Qt.Key.Key_End)
    assert dialog.mode.currentData() == PlayMode.RELAY
    tab_to(qtbot, "Seed")
    type_text(qtbot, "7")
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.session.state is not None, timeout=WAIT_MS)
    game = window.game
    assert current(game).players[0].name == "Anna"
    for _ in range(STEPS_MAX):
        qtbot.waitUntil(lambda: something_to_do(game), timeout=WAIT_MS)
        if act(qtbot, game, clock):
            break
    else:
        raise AssertionError("the game never ended")
    over = game.dialog
    assert isinstance(over, GameOverDialog)
    assert current(game).phase == Phase.OVER
    qtbot.waitUntil(lambda: over.keys_ready, timeout=WAIT_MS)
    assert over.isAncestorOf(focused()), "the final scores have the keys"
    assert current(game).score(0) > 0, "Anna took stones by the keys"
    tab_to(qtbot, "Quit")
    with qtbot.waitSignal(over.quit_chosen, timeout=WAIT_MS):
        press(qtbot, Qt.Key.Key_Space)


LESSON_STONES = {StepId.PAIR: (3, 4), StepId.OWN_TWIN: (22, 21), StepId.CLAIM: (42, 41),
                 StepId.WRONG_PAIR: (1, 17), StepId.SPLIT: (13, 14),
                 StepId.REPLACEMENT: (29, 30), StepId.GAME_END: (31, 32), StepId.LIVE: (5, 6)}
"""What each step asks the learner to take (the lesson's own positions)."""


def lesson_waits(view: LessonView) -> bool:
    """The lesson waits on the learner: a verdict to read, a question, a dialog, its end."""
    game = view.game
    if view.done or (view.verdict is not None and view.panel.result.isVisible()):
        return True
    if view.verdict is not None or game.animating:
        return False
    if isinstance(game.dialog, QDialog) or game.action in (
            BarAction.SCORES, BarAction.CONTINUE, BarAction.THROW):
        return True
    if isinstance(game.live.tool, LiveTool):
        return True
    question = game.asked
    return (question is not None and question.player == 0
            and question.kind in (Phase.GRAB, Phase.FLICK))


def live_ring(qtbot: QtBot, tool: LiveTool, stone: int) -> None:
    """Page Down round the race's table until the ring is on this stone."""
    for _ in range(len(tool.keys.targets()) + 1):
        if tool.keys.walk.stone == stone:
            return
        press(qtbot, Qt.Key.Key_PageDown)
    raise AssertionError(f"Page Down never rings stone {stone}")


def learn_by_keys(qtbot: QtBot, view: LessonView) -> None:
    """Do by keys what the lesson asks now."""
    game = view.game
    step = view.step.id
    if view.verdict is not None:
        assert view.verdict.passed, (step, view.verdict)
        assert focused() is game.view, "the table keeps the keys: Enter answers the panel"
        press(qtbot, Qt.Key.Key_Return)   # Next
    elif isinstance(game.dialog, QDialog):
        answer_dialog(qtbot, game.dialog)
    elif game.stack.currentWidget() is game.cover:
        assert focused() is game.cover
        press(qtbot, Qt.Key.Key_Space)
    elif isinstance(game.tool, GrabTool):
        a, b = LESSON_STONES[step]
        take_by_keys(qtbot, game.tool, a, b)
        press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    elif isinstance(game.live.tool, LiveTool):
        tool = game.live.tool
        for stone in LESSON_STONES[step]:
            live_ring(qtbot, tool, stone)
            press(qtbot, Qt.Key.Key_Return)
        press(qtbot, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
        qtbot.waitUntil(lambda: view.verdict is not None, timeout=WAIT_MS)
    else:
        assert focused() is game.view, f"the table has the keys, not {focused()!r}"
        press(qtbot, Qt.Key.Key_Space)   # throw, flick, the final scores, continue


# A menu on the offscreen platform: it cannot raise the popup or grab the keyboard for it.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_the_whole_lesson_with_the_keyboard_alone(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT_MS)
    press(qtbot, Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier)   # the Help menu
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None, timeout=WAIT_MS)
    press(qtbot, Qt.Key.Key_L)                                       # Learn to play
    qtbot.waitUntil(lambda: window.lessons.view is not None, timeout=WAIT_MS)
    view = window.lessons.view
    assert view is not None
    view.session.set_bot_delay_ms(0)
    view.game.live.countdown.set_step_ms(5)
    view.set_animation_speed(AnimationSpeed.OFF)
    reached: list[int] = []
    view.step_reached.connect(reached.append)
    heard: list[str] = []
    view.game.speech.announcer.said.connect(heard.append)
    for _ in range(STEPS_MAX):
        qtbot.waitUntil(lambda: lesson_waits(view), timeout=WAIT_MS)
        if view.done:
            break
        learn_by_keys(qtbot, view)
    assert view.done and list(dict.fromkeys(reached)) == list(range(1, len(STEPS) + 1))
    for step in STEPS[1:]:   # each step's words reach a screen reader (the first came before)
        assert any(texts.step_title(step.id) in line for line in heard), step.id
    assert any(texts.finished_title() in line for line in heard)
    opened: list[bool] = []
    window.new_game = lambda: opened.append(True)  # type: ignore[method-assign]
    tab_to(qtbot, "Set up a game")
    press(qtbot, Qt.Key.Key_Space)
    assert opened == [True] and window.lessons.view is None


def test_the_lessons_buttons_by_tab_and_by_their_letters(qtbot: QtBot,
                                                          window: MainWindow) -> None:
    """Skip step and Leave lesson: Tab from the table reaches them, Alt+K and Alt+L press
    them; a click on them leaves the keys with the table."""
    window.lessons.open_at(0)
    view = window.lessons.view
    assert view is not None
    window.activateWindow()
    qtbot.waitUntil(lambda: focused() is view.game.view, timeout=WAIT_MS)
    assert tab_to(qtbot, "Skip step") is view.panel.skip_button
    press(qtbot, Qt.Key.Key_Space)
    assert view.index == 1
    qtbot.waitUntil(lambda: focused() is view.game.cover or focused() is view.game.view,
                    timeout=WAIT_MS)
    press(qtbot, Qt.Key.Key_K, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: view.index == 2, timeout=WAIT_MS)   # Alt+K skips (a button's
    # shortcut clicks it a moment later, as Qt shows the press)
    with qtbot.waitSignal(view.left, timeout=WAIT_MS):
        press(qtbot, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
