"""Arrow keys over random tables: every stone reachable, never past a nearer one (R7.1 [D])."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from rok_qt.model.physics import STONE_RADIUS, TABLE_RADIUS
from rok_qt.ui.table.spatial_nav import Direction, in_cone, key_path, step

Table = dict[int, tuple[float, float]]


def spread(points: list[tuple[float, float]]) -> Table:
    """Keep the points that do not overlap an earlier one, as stones never do."""
    table: Table = {}
    for point in points:
        if all(math.dist(point, p) >= 2 * STONE_RADIUS for p in table.values()):
            table[len(table)] = point
    return table


@st.composite
def loose_tables(draw: st.DrawFn) -> Table:
    """Stones anywhere on the table."""
    polar = st.tuples(st.floats(0, TABLE_RADIUS - STONE_RADIUS), st.floats(0, 2 * math.pi))
    points = [(r * math.cos(a), r * math.sin(a))
              for r, a in draw(st.lists(polar, min_size=1, max_size=30))]
    return spread(points)


@st.composite
def grid_tables(draw: st.DrawFn) -> Table:
    """Stones on a grid: many exact ties in distance and stones on the cones' very edges."""
    size = draw(st.sampled_from([34.0, 40.0, 51.0]))
    cells = draw(st.lists(st.tuples(st.integers(-6, 6), st.integers(-6, 6)),
                          min_size=1, max_size=30, unique=True))
    return spread([(i * size, j * size) for i, j in cells])


tables = st.one_of(loose_tables(), grid_tables())


@settings(max_examples=150, deadline=None)
@given(tables)
def test_R7_1_the_arrows_reach_every_face_up_stone(table: Table) -> None:
    first = next(iter(table))
    for stone in table:
        assert key_path(table, first, stone) is not None, (first, stone)
        assert key_path(table, stone, first) is not None, (stone, first)


@settings(max_examples=150, deadline=None)
@given(tables)
def test_R7_1_an_arrow_never_skips_a_nearer_stone_that_way(table: Table) -> None:
    for stone, here in table.items():
        for direction in Direction:
            that_way = [s for s, p in table.items() if s != stone and in_cone(here, p, direction)]
            chosen = step(table, stone, direction)
            if not that_way:
                assert chosen is None
                continue
            assert chosen in that_way
            nearest = min(math.dist(here, table[s]) for s in that_way)
            assert math.dist(here, table[chosen]) == nearest


def test_R7_1_the_ring_does_not_jump_across_the_table() -> None:
    # The case: a far stone straight to the right, a near one a little below right.
    table: Table = {0: (0.0, 0.0), 1: (300.0, 0.0), 2: (60.0, 25.0)}
    assert step(table, 0, Direction.RIGHT) == 2


def test_each_direction_owns_its_own_quarter() -> None:
    # Every point round a stone lies in exactly one direction's quarter, diagonals included,
    # and the opposite point in the opposite quarter.
    opposite = {Direction.UP: Direction.DOWN, Direction.DOWN: Direction.UP,
                Direction.LEFT: Direction.RIGHT, Direction.RIGHT: Direction.LEFT}
    for k in range(16):
        a = 2 * math.pi * k / 16
        point = (round(40 * math.cos(a)), round(40 * math.sin(a)))
        owners = [d for d in Direction if in_cone((0.0, 0.0), point, d)]
        back = [d for d in Direction if in_cone(point, (0.0, 0.0), d)]
        assert len(owners) == 1 and back == [opposite[owners[0]]], point
