"""The grab by keyboard: the ring goes where the arrow points, and a pair needs a second Space."""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.state import PairPick, TwinPick
from rok_qt.ui.table.focus_ring import RING_WIDTH, seat_ring_colour
from rok_qt.ui.table.spatial_nav import Direction, in_cone
from tests.ui.driver import current, pairs_on_table, ring_to, twins_of_balances, wrong_pair
from tests.ui.test_gestures import start_turn

ARROWS = {Qt.Key.Key_Up: Direction.UP, Qt.Key.Key_Down: Direction.DOWN,
          Qt.Key.Key_Left: Direction.LEFT, Qt.Key.Key_Right: Direction.RIGHT}


def test_R7_1_arrows_ring_the_nearest_stone_that_way(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    view = window.game.view
    qtbot.keyClick(view, Qt.Key.Key_Up)
    moves = 0
    for key in [Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Left, Qt.Key.Key_Down] * 4:
        here = tool.ringed
        assert here is not None
        targets = tool.key_targets()
        origin = targets[here]
        qtbot.keyClick(view, key)
        that_way = {s: p for s, p in targets.items()
                    if s != here and in_cone(origin, p, ARROWS[key])}
        if not that_way:
            assert tool.ringed == here, "nothing that way: the ring stays"
            continue
        moves += 1
        assert tool.ringed in that_way, "the ring goes the way of the arrow"
        nearest = min(math.dist(origin, p) for p in that_way.values())
        assert math.dist(origin, targets[tool.ringed]) == nearest, "never past a nearer stone"
    assert moves > 0


def test_R4_5_a_wrong_pair_needs_a_second_space(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    view = window.game.view
    wrong = wrong_pair(window.game)
    assert wrong is not None
    a, b = wrong
    ring_to(qtbot, window.game, tool, a)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    ring_to(qtbot, window.game, tool, b)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert tool.picks == [] and tool.proposed == b, "selecting the second stone takes nothing"
    assert tool.ring.note, "the table says how to take or cancel"
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert tool.picks == [] and tool.proposed is None, "Escape drops the second stone"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert tool.proposed == b
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(tool.picks) == 1, "the second Space on the same stone takes the pair"
    pick = tool.picks[0]
    assert isinstance(pick, PairPick) and {pick.a, pick.b} == {a, b}


def test_R4_5_moving_on_before_confirming_takes_nothing(qtbot: QtBot,
                                                         window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    a, b = pairs_on_table(game)[0]
    balances = set(current(game).balances_in_play())
    wrong = next(s for s in tool.key_targets() if s not in (a, b) and s not in balances)
    ring_to(qtbot, game, tool, a)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    ring_to(qtbot, game, tool, wrong)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    ring_to(qtbot, game, tool, b)
    assert tool.picks == [], "a ring moving away never confirms"
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert tool.picks == [] and tool.proposed == b, "the new stone replaces the proposal"
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    pick = tool.picks[0]
    assert isinstance(pick, PairPick) and {pick.a, pick.b} == {a, b}


def test_R4_5_b_a_twin_claim_by_keyboard_is_confirmed_too(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    stone, balance = twins_of_balances(game)[0]
    ring_to(qtbot, game, tool, stone)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    ring_to(qtbot, game, tool, balance)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert tool.picks == [] and tool.proposed == balance
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert [type(p) for p in tool.picks] == [TwinPick]


def test_the_ring_is_thick_and_in_the_players_colour(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    qtbot.keyClick(game.view, Qt.Key.Key_Up)
    assert tool.ringed is not None and tool.ring.isVisible()
    colour = seat_ring_colour(tool.seat)
    assert tool.ring.colour == colour
    scale = game.view.transform().m11()
    assert RING_WIDTH * scale >= 3.0, "at least 3 px wide at 1280x800"
    image = game.view.viewport().grab().toImage()
    centre = game.view.mapFromScene(tool.ring.pos())
    reach = round(30 * scale)
    hits = 0
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            point = centre + QPoint(dx, dy)
            if image.rect().contains(point) and _close(QColor(image.pixel(point)), colour):
                hits += 1
    assert hits > 40, f"the ring shows on screen in the player's colour ({hits} px)"
    others = {seat_ring_colour(s).name() for s in range(5)}
    assert len(others) == 5, "each seat has its own ring colour"


def _close(a: QColor, b: QColor) -> bool:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue()) < 40
