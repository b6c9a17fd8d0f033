"""A note about a seat ("new balance stone", "twins: drew again") stands by that seat's panel,
between it and the table, not at the window's edge (issue 30, item 5)."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import BalanceReplaced
from rok_qt.model.state import GameState, Phase
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.label_spots import shown_area
from tests.ui.driver import WAIT_MS, current
from tests.ui.test_done_is_personal import novices
from tests.ui.test_live_race import racing

NEAR_MM = 90.0
"""A note this close to its seat's panel reads as that seat's."""
EDGE_MM = 8.0
"""A note this close to the window's edge looks dropped there."""


def gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, max(a.left(), b.left()) - min(a.right(), b.right()))
    dy = max(0.0, max(a.top(), b.top()) - min(a.bottom(), b.bottom()))
    return math.hypot(dx, dy)


def test_a_new_balance_stone_is_noted_by_its_own_seat(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """A whole game at 1280x800 against two novices, the person done at once each round."""
    window = race_window
    game = window.game
    game.live.countdown.set_step_ms(5)
    assert window.start(novices(seed=5))
    checked = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: not game.player.playing and (
            game.action == BarAction.READY or game.dialog is not None
            or (game.asked is not None and not window.session.is_bot(game.asked.player))),
            timeout=WAIT_MS)
        state = current(game)
        if state.phase == Phase.OVER:
            break
        if state.phase == Phase.SUMMARY and any(
                isinstance(e, BalanceReplaced) and e.stone is not None for e in state.log):
            noted_by_their_seats(game, state)
            checked += 1
        question = game.asked
        if game.dialog is not None:
            qtbot.keyClick(game.dialog, Qt.Key.Key_Return)
        elif question is not None and question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif game.action == BarAction.READY:
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
        elif game.live.active:
            qtbot.waitUntil(lambda: racing(game) or not game.live.active, timeout=WAIT_MS)
            qtbot.keyClick(game.view, Qt.Key.Key_Return)   # done: the others grab on
            clock.advance(30_000)
        clock.advance(50)
    assert checked >= 2


def noted_by_their_seats(game: GameWidget, state: GameState) -> None:
    """Every "new balance stone" of the round stands by its own seat."""
    replaced = [e.player for e in state.log if isinstance(e, BalanceReplaced)
                and e.stone is not None]
    notes = game.router.notes
    seats = [anchor for anchor, text in notes.notes if text == "new balance stone"]
    assert sorted(s for s in seats if isinstance(s, int)) == sorted(replaced)
    view = shown_area(game.scene)
    for (anchor, text), item in zip(notes.notes, notes.items, strict=True):
        if text != "new balance stone":
            continue
        assert isinstance(anchor, int)
        panel = game.scene.panels[anchor].sceneBoundingRect()
        note = item.sceneBoundingRect()
        assert gap(note, panel) < NEAR_MM, (note, panel)
        assert view.adjusted(EDGE_MM, EDGE_MM, -EDGE_MM, -EDGE_MM).contains(note), \
            ("in view, off the window's edge", state.round, note, view)
        assert math.hypot(note.center().x(), note.center().y()) < math.hypot(
            panel.center().x(), panel.center().y()), "between its seat and the table"
        others = [p.sceneBoundingRect() for p in game.scene.panels if p.seat != anchor]
        assert all(gap(note, panel) < gap(note, other) for other in others), \
            "nearer its own seat than any other"
