"""A seat's cursor over random tables (R7.2 inputs): direction keys reach every face-up stone
and never skip a nearer one that way; a stick glides and snaps; garbage axes do nothing."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from rok_qt.ui.input.devices import STEPS, Action
from rok_qt.ui.input.seat_cursor import SeatCursor
from rok_qt.ui.table.focus_ring import seat_ring_colour
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.spatial_nav import Direction, in_cone
from tests.ui.test_spatial_nav import Table, tables

AS_DIRECTION = {Action.UP: Direction.UP, Action.DOWN: Direction.DOWN,
                Action.LEFT: Direction.LEFT, Action.RIGHT: Direction.RIGHT}


@pytest.fixture
def scene(qtbot: QtBot) -> Iterator[TableScene]:
    table = TableScene()
    yield table
    table.deleteLater()


def walked(scene: TableScene, table: Table, path: list[Action]) -> SeatCursor:
    """A fresh cursor over the table after these keys (the first key shows the ring)."""
    cursor = SeatCursor(scene, 0)
    cursor.set_targets({k: QPointF(*p) for k, p in table.items()})
    for action in path:
        cursor.act(action)
    return cursor


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(table=tables)
def test_R7_2_direction_keys_visit_every_stone_never_past_a_nearer_one(
        scene: TableScene, table: Table) -> None:
    start = walked(scene, table, [Action.UP])
    assert start.stone is not None and start.ring.isVisible()
    paths: dict[int, list[Action]] = {start.stone: [Action.UP]}
    start.close()
    queue = deque([start.stone])
    while queue:
        here = queue.popleft()
        origin = table[here]
        for action in STEPS:
            cursor = walked(scene, table, [*paths[here], action])
            that_way = [s for s, p in table.items()
                        if s != here and in_cone(origin, p, AS_DIRECTION[action])]
            if not that_way:
                assert cursor.stone == here, "nothing that way: the ring stays"
            else:
                assert cursor.stone in that_way
                nearest = min(math.dist(origin, table[s]) for s in that_way)
                assert math.dist(origin, table[cursor.stone]) == nearest
                assert cursor.ring.pos() == QPointF(*table[cursor.stone])
            if cursor.stone not in paths:
                paths[cursor.stone] = [*paths[here], action]
                queue.append(cursor.stone)
            cursor.close()
    assert set(paths) == set(table), "every face-up stone is reachable"


def test_R7_2_a_taken_stone_sends_the_ring_to_the_nearest_one_left(scene: TableScene) -> None:
    cursor = SeatCursor(scene, 2)
    cursor.set_targets({1: QPointF(0, 0), 2: QPointF(50, 0), 3: QPointF(200, 0)})
    cursor.act(Action.LEFT)
    cursor.act(Action.RIGHT)
    assert cursor.stone == 2 and cursor.ring.colour == seat_ring_colour(2)
    cursor.set_targets({1: QPointF(0, 0), 3: QPointF(200, 0)})
    assert cursor.stone == 1
    cursor.set_targets({})
    assert cursor.stone is None and not cursor.ring.isVisible()


def test_a_stick_glides_the_cursor_and_it_snaps_to_the_nearest_stone(
        qtbot: QtBot, scene: TableScene) -> None:
    cursor = SeatCursor(scene, 0)
    cursor.set_targets({1: QPointF(0, 0), 2: QPointF(150, 0)})
    cursor.act(Action.UP)
    assert cursor.stone == 1
    with qtbot.waitSignal(cursor.moved, timeout=3000) as moved:
        cursor.aim(1.0, 0.0)
    assert moved.args == [2]
    cursor.aim(0.0, 0.0)
    assert cursor.ring.pos() == QPointF(150, 0)


@pytest.mark.parametrize("x, y", [(math.nan, 0.0), (math.inf, -math.inf), (0.1, -0.15)])
def test_garbage_or_drifting_stick_values_leave_the_cursor_still(
        qtbot: QtBot, scene: TableScene, x: float, y: float) -> None:
    cursor = SeatCursor(scene, 0)
    cursor.set_targets({1: QPointF(0, 0), 2: QPointF(60, 0)})
    cursor.act(Action.UP)
    with qtbot.assertNotEmitted(cursor.moved, wait=200):
        cursor.aim(x, y)
    assert cursor.stone == 1
