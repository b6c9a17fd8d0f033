"""The lesson's last steps (issue 25): Enter answers step 9 as it answers every step, "See the
final scores" shows the scores, the status line speaks of the lesson's own table, and the tray
of stones taken this turn sits beside the learner's seat."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.lessons.steps import StepId, step_index
from rok_qt.model.events import OrderChosen
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller
from rok_qt.ui.dialogs.order_dialog import OrderDialog
from rok_qt.ui.dialogs.summary_lines import describe
from rok_qt.ui.lessons import texts
from tests.ui.driver import WAIT_MS
from tests.ui.test_lesson import (
    SOFT_PULL_MM,
    drag_stones,
    flick,
    open_lesson,
    reveal,
    step_of,
)

WINNING_PULL_MM = 90.0
"""A pull whose flick stops nearer the Rune of Fate than the computer's (85 mm: farther)."""


def test_enter_plays_step_9_to_its_scores_and_on_to_the_next_step(
        qtbot: QtBot, window: MainWindow) -> None:
    view = open_lesson(qtbot, window, step_index(StepId.GAME_END))
    reveal(qtbot, view)
    drag_stones(qtbot, view, 31, 32)
    qtbot.keyClick(view.game.view, Qt.Key.Key_Return)   # Done
    qtbot.waitUntil(lambda: view.game.router.summary is not None
                    and view.game.router.summary.final, timeout=WAIT_MS)
    with qtbot.wait_signal(view.verdict_shown, timeout=WAIT_MS) as judged:
        qtbot.keyClick(view.game.view, Qt.Key.Key_Return)   # See the final scores
    assert judged.args[0].passed
    state = view.session.state
    assert state is not None
    shown = view.panel.result.text()
    for seat, player in enumerate(state.players):
        assert player.name in shown and str(state.score(seat)) in shown, shown
    qtbot.waitUntil(lambda: view.game.dialog is None, timeout=WAIT_MS)
    qtbot.keyClick(view.game.view, Qt.Key.Key_Return)   # Next
    assert step_of(view) == StepId.LIVE


def test_the_status_line_speaks_of_the_lessons_table(qtbot: QtBot, window: MainWindow) -> None:
    config = GameConfig([SeatConfig("Ann", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE),
                         SeatConfig("Cy", Controller.NOVICE)], seed=9, time_limit_ms=None)
    assert window.start(config)
    own = window.status.text()
    view = open_lesson(qtbot, window, step_index(StepId.PAIR))
    state = view.session.state
    assert state is not None
    qtbot.waitUntil(lambda: window.status.text() != own, timeout=WAIT_MS)
    said = window.status.text()
    assert re.search(rf"\b{len(state.bag)} stone", said) and state.players[0].name in said
    window.lessons.close()
    assert window.status.text() == own, "the player's own game's status again"


def test_the_tray_sits_beside_the_learners_seat(qtbot: QtBot, window: MainWindow) -> None:
    view = open_lesson(qtbot, window, step_index(StepId.PAIR))
    scene = view.game.scene
    seat = scene.panels[0].sceneBoundingRect()
    tray = scene.tray_rect
    assert abs(tray.center().x() - seat.center().x()) < 1, "in the learner's band"
    assert 0 <= seat.top() - tray.bottom() < seat.height() / 4, "just above the learner's seat"
    reveal(qtbot, view)
    drag_stones(qtbot, view, 3, 4)
    for stone in (3, 4):
        assert tray.contains(scene.stones[stone].pos()), "the taken stone waits in that tray"


def test_a_step_on_a_fresh_table_says_so(qtbot: QtBot, window: MainWindow) -> None:
    """The learner's treasure does not vanish unexplained between steps."""
    view = open_lesson(qtbot, window, step_index(StepId.PAIR))
    assert texts.table_reset(0) not in view.panel.body.text(), "the first step opened: no note"
    reveal(qtbot, view)
    drag_stones(qtbot, view, 3, 4)
    with qtbot.wait_signal(view.verdict_shown, timeout=WAIT_MS):
        qtbot.keyClick(view.game.view, Qt.Key.Key_Return)   # Done
    state = view.session.state
    assert state is not None
    kept = sorted(state.players[0].treasure)
    qtbot.keyClick(view.game.view, Qt.Key.Key_Return)   # Next
    new = view.session.state
    assert new is not None
    assert kept == [3, 4] and new.players[0].treasure == [], "the next step's table is fresh"
    assert texts.table_reset(0) in view.panel.body.text()


def test_R5_4_the_flick_step_shows_the_winner_choosing_the_order(
        qtbot: QtBot, window: MainWindow) -> None:
    """Won by the computer: the panel says it chose; won by the learner: the order dialog,
    then the panel says the learner chose."""
    view = open_lesson(qtbot, window, step_index(StepId.DISPUTE))
    opened: list[object] = []
    view.game.dialog_opened.connect(opened.append)
    for pull, winner in ((SOFT_PULL_MM, 1), (WINNING_PULL_MM, 0)):
        opened.clear()
        assert flick(qtbot, view, pull).passed
        state = view.session.state
        assert state is not None
        chosen = [e for e in state.log if isinstance(e, OrderChosen) and e.contested]
        assert [e.player for e in chosen] == [winner]
        said = describe(state, chosen[0])
        assert said is not None and said in view.panel.result.text()
        assert any(isinstance(d, OrderDialog) for d in opened) == (winner == 0)
        view.retry()
