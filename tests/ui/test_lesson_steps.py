"""The lesson as a learner meets it (issue 30, item 6): step 1's throw shows its faces when the
panel says only face-up stones can be taken; step 9 answers Enter on its Next and does not
say the treasure starts anew beside a treasure that did not, and its status line speaks of the
last round; the panel covers neither the relay help line nor the round's summary and its
"Watch this round again"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.window import MainWindow
from rok_qt.lessons.positions import LEARNER
from rok_qt.lessons.steps import StepId, step_index
from rok_qt.model.state import Phase
from rok_qt.model.stones import FATE
from rok_qt.ui.lessons import texts
from rok_qt.ui.lessons.view import LessonView
from tests.ui.driver import WAIT_MS, see_final_scores
from tests.ui.test_lesson import done, drag_stones, learner_asked, open_lesson, reveal


@pytest.fixture(autouse=True)
def english(qapp: object) -> None:
    """English with its plural forms ("22 stones")."""
    i18n.install("en")


def on_screen(widget: QWidget, host: QWidget) -> QRect:
    """A widget's rectangle in `host`'s coordinates."""
    return QRect(widget.mapTo(host, widget.rect().topLeft()), widget.size())


def test_step_1_the_throw_shows_its_faces_when_the_step_is_done(
        qtbot: QtBot, window: MainWindow) -> None:
    view = open_lesson(qtbot, window, step_index(StepId.THROW))
    qtbot.waitUntil(lambda: learner_asked(view, Phase.THROW), timeout=WAIT_MS)
    with qtbot.wait_signal(view.verdict_shown, timeout=WAIT_MS):
        qtbot.keyClick(view.game.view, Qt.Key.Key_Space)
    state = view.session.state
    assert state is not None
    up = [s for s, lying in state.table.items() if lying.face_up and s != FATE]
    assert up, "the lesson's throw leaves face-up stones"
    assert all(view.game.scene.stones[s].shows_face for s in up), \
        "'Only face-up stones can be taken': the learner sees which they are"


def test_step_9_next_answers_enter_and_speaks_of_the_treasure_as_it_is(
        qtbot: QtBot, window: MainWindow) -> None:
    view = open_lesson(qtbot, window, step_index(StepId.REPLACEMENT))
    learner = view.session.state.players[LEARNER] if view.session.state else None
    assert learner is not None
    qtbot.mouseClick(view.panel.skip_button, Qt.MouseButton.LeftButton)
    assert view.step.id == StepId.GAME_END
    state = view.session.state
    assert state is not None
    body = view.panel.body.text()
    held = len(state.players[LEARNER].treasure)
    assert held > 0, "the last round's table has a treasure to count"
    assert texts.table_reset(0) not in body, \
        "no 'your treasure starts anew' beside a full treasure"
    assert f"your treasure now holds {held} stones" in body
    reveal(qtbot, view)
    drag_stones(qtbot, view, 31, 32)
    done(qtbot, view)
    qtbot.waitUntil(lambda: view.game.router.summary is not None
                    and view.game.router.summary.final, timeout=WAIT_MS)
    with qtbot.wait_signal(view.verdict_shown, timeout=WAIT_MS) as blocker:
        see_final_scores(qtbot, view.game)
    assert blocker.args is not None and blocker.args[0].passed
    qtbot.waitUntil(lambda: view.game.dialog is None, timeout=WAIT_MS)
    assert view.panel.next_button.isVisible()
    assert view.panel.next_button.text() == "Next (Enter)"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None, timeout=WAIT_MS)
    focused = QApplication.focusWidget()   # Enter goes where the keys go
    assert focused is not None and focused.window() is window, focused
    qtbot.keyClick(focused, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.index == step_index(StepId.GAME_END) + 1, timeout=WAIT_MS)
    assert view.step.id is StepId.LIVE  # type: ignore[comparison-overlap]  # Enter moved on


LAST_ROUND = {"en": "Last round · first player: You · 2 stones in the bag",
              "fr": "Dernière manche · premier joueur\u00a0: Vous · 2 runes dans le sac",
              "hu": "Utolsó forduló · első játékos: Te · 2 kő a zsákban"}


@pytest.mark.parametrize("language", sorted(LAST_ROUND))
def test_step_9_the_status_line_speaks_of_the_last_round(
        qtbot: QtBot, window: MainWindow, language: str) -> None:
    """The panel says "nearly empty bag: last round"; the status line under the table says so
    too, not "Round 1" (the lesson's own table starts each step at its first round)."""
    i18n.install(language)
    try:
        view = open_lesson(qtbot, window, step_index(StepId.REPLACEMENT))
        assert not window.status.text().startswith(LAST_ROUND[language][:6])
        qtbot.mouseClick(view.panel.skip_button, Qt.MouseButton.LeftButton)
        assert view.step.id == StepId.GAME_END
        qtbot.waitUntil(lambda: window.status.text() == LAST_ROUND[language], timeout=WAIT_MS)
        qtbot.mouseClick(view.panel.skip_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.status.text() != LAST_ROUND[language], timeout=WAIT_MS)
    finally:
        i18n.install("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_panel_keeps_off_the_relay_help_line(qtbot: QtBot, window: MainWindow,
                                                 size: tuple[int, int]) -> None:
    window.resize(*size)
    view: LessonView = open_lesson(qtbot, window, step_index(StepId.GAME_END))
    qtbot.waitUntil(lambda: learner_asked(view, Phase.GRAB)
                    and view.game.stack.currentWidget() is view.game.cover, timeout=WAIT_MS)
    qtbot.wait(50)
    help_line = view.game.cover.hint
    assert help_line.isVisible() and help_line.text()
    assert not on_screen(view.panel, view).intersects(on_screen(help_line, view))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_panel_and_the_round_summary_keep_off_each_other(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    """Step 2, a pair taken: the verdict on the panel, the round's summary beside the table,
    its "Watch this round again" in reach."""
    window.resize(*size)
    view = open_lesson(qtbot, window, step_index(StepId.PAIR))
    reveal(qtbot, view)
    with qtbot.wait_signal(view.verdict_shown, timeout=WAIT_MS):
        drag_stones(qtbot, view, 3, 4)
        done(qtbot, view)
    qtbot.waitUntil(lambda: view.game.router.summary is not None
                    and view.game.router.summary.isVisible(), timeout=WAIT_MS)
    qtbot.wait(50)
    summary = view.game.router.summary
    assert summary is not None
    panel = on_screen(view.panel, view)
    assert not panel.intersects(on_screen(summary, view))
    assert not panel.intersects(on_screen(summary.watch_button, view))
