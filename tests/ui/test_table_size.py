"""Sizes a player can play with (issue 13): stones, treasure, table and tray at real windows.

Window sizes are client areas: 1280x760 is a 1280x800 screen under a window manager's title bar.
"""

from __future__ import annotations

import itertools
import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.physics import STONE_RADIUS
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller
from rok_qt.model.stones import FATE
from rok_qt.ui.table.seat_panel import treasure_radius
from rok_qt.ui.table.stone_art import display_radius, stone_sprite
from rok_qt.ui.table.table_layout import (
    PANEL_H,
    PANEL_W,
    TABLE_EXTENT,
    TRAY_RECT,
    panel_positions,
    seat_slots,
)
from tests.ui.driver import wait_for_human


def start(qtbot: QtBot, window: MainWindow, players: int) -> None:
    seats = [SeatConfig("Anna")] + [SeatConfig(f"Bot {i}", Controller.NOVICE)
                                    for i in range(1, players)]
    window.start(GameConfig(seats, 7))
    wait_for_human(qtbot, window.game)


def resize(qtbot: QtBot, window: MainWindow, width: int, height: int) -> float:
    """Resize the window's client area; the view's pixels per millimetre once it follows."""
    window.resize(width, height)
    view = window.game.view
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)
    qtbot.waitUntil(lambda: abs(view.transform().m11() - view.fit_scale()) < 1e-9)
    return view.transform().m11()


@pytest.mark.parametrize(("width", "height", "least"),
                         [(1280, 760, 40.0), (1024, 600, 30.0), (1920, 1040, 54.0)])
def test_stones_are_big_enough_at_common_window_sizes(
        qtbot: QtBot, window: MainWindow, width: int, height: int, least: float) -> None:
    start(qtbot, window, 4)
    scale = resize(qtbot, window, width, height)
    item = window.game.scene.stones[1]
    left, right = (window.game.view.mapFromScene(item.mapToScene(QPointF(x, 0)))
                   for x in (-item.radius, item.radius))
    assert right.x() - left.x() >= least, "a rune stone's width on screen, px"
    assert 2 * item.radius * scale >= least
    assert item.radius > STONE_RADIUS, "drawn larger than the physics stone"
    assert item.radius == display_radius(1)


@pytest.mark.parametrize(("width", "height"), [(1280, 760), (1024, 600), (1920, 1040)])
def test_the_table_fills_the_height_and_panels_use_the_side_bands(
        qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    start(qtbot, window, 5)
    resize(qtbot, window, width, height)
    view, scene = window.game.view, window.game.scene
    table = view.mapFromScene(QRectF(-TABLE_EXTENT, -TABLE_EXTENT, 2 * TABLE_EXTENT,
                                     2 * TABLE_EXTENT)).boundingRect()
    viewport = view.viewport().rect()
    assert table.height() >= 0.97 * viewport.height(), "the table spans the view's height"
    assert viewport.adjusted(-1, -1, 1, 1).contains(table)
    for panel in scene.panels:
        shown = view.mapFromScene(panel.sceneBoundingRect()).boundingRect()
        assert viewport.adjusted(-2, -2, 2, 2).contains(shown), f"seat {panel.seat} in sight"
        beside = shown.right() <= table.left() + 2 or shown.left() >= table.right() - 2
        assert beside, f"seat {panel.seat} sits in a side band, not over the table"
    for a, b in itertools.combinations(scene.panels, 2):
        assert not a.sceneBoundingRect().adjusted(3, 3, -3, -3).intersects(
            b.sceneBoundingRect().adjusted(3, 3, -3, -3)), "panels do not overlap"


def test_treasure_stones_are_at_least_22_px_at_1280_by_800(
        qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, 2)
    scale = resize(qtbot, window, 1280, 760)
    for stones in (2, 10, 20, 30, 40, 48):
        assert 2 * treasure_radius(stones) * scale >= 22, f"{stones} treasure stones"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_panels_keep_clockwise_order_and_leave_the_tray_free(players: int) -> None:
    slots = seat_slots(players)
    assert slots[0].x() < 0 and slots[0].y() > 0, "the viewer's panel is bottom left"
    for slot in slots:
        panel = QRectF(slot.x() - PANEL_W / 2, slot.y() - PANEL_H / 2, PANEL_W, PANEL_H)
        assert not panel.intersects(TRAY_RECT.adjusted(2, 2, -2, -2))
    turned = panel_positions(players, 0.0)
    assert [(p.x(), p.y()) for p in turned] == [(p.x(), p.y()) for p in slots]


def test_a_panel_glides_to_its_next_slot_as_the_table_turns() -> None:
    half = panel_positions(4, math.pi / 4)   # halfway from seat 0's view to seat 1's
    at0, at1 = panel_positions(4, 0.0), panel_positions(4, math.pi / 2)
    for seat in range(4):
        middle = (at0[seat] + at1[seat]) / 2
        assert (half[seat] - middle).manhattanLength() < 1e-6
    assert at1[1] == seat_slots(4)[0], "seat 1 at the bottom left when it is the viewer"


def test_R7_1_tray_lays_out_24_stones_without_overlap(qtbot: QtBot, window: MainWindow) -> None:
    start(qtbot, window, 3)
    resize(qtbot, window, 1280, 760)
    scene = window.game.scene
    caption = scene.tray_label.sceneBoundingRect()
    items = [scene.stones[s] for s in range(24) if s != FATE] + [scene.stones[24]]
    for index, item in enumerate(items):
        scene.put_in_tray(item, index)
        item.setVisible(True)
    # A stone's disc with its pick ring, as painted.
    discs = [QRectF(-1.3 * i.radius, -1.3 * i.radius, 2.6 * i.radius, 2.6 * i.radius)
             for i in items]
    rects = [i.mapRectToScene(d) for i, d in zip(items, discs, strict=True)]
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), "tray stones do not cover each other"
    for rect in rects:
        assert not rect.intersects(caption), "nor the caption"
        assert TRAY_RECT.contains(rect), "they stay in the tray"
        for panel in scene.panels:
            assert not rect.intersects(panel.sceneBoundingRect())
    viewport = window.game.view.viewport().rect()
    for rect in rects:
        assert viewport.contains(window.game.view.mapFromScene(rect).boundingRect())
    assert scene.tray_point(23).y() > scene.tray_point(0).y() + 100, "four rows"
    assert QPointF(caption.left(), caption.bottom()).y() <= rects[0].top()


def test_stones_are_rendered_at_the_screen_s_own_pixels_on_hidpi() -> None:
    radius = display_radius(1)
    plain = stone_sprite(1, radius, True, 1.0)
    sharp = stone_sprite(1, radius, True, 2.0)   # pixels per mm times a device ratio of 2
    assert abs(sharp.width() - 2 * plain.width()) <= 1, "twice the pixels, not an upscale"
