"""Labels on the table cover no stone, no Rune of Fate, no other label, and stay in view
(issue 25, defect 6), over many rounds of computer games shown in the window at three sizes.

`free_spot` is checked on its own too: it finds the free spot, and stays inside the bounds.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.label_spots import (
    _cover,
    _edges,
    fixtures,
    free_spot,
    labels_on,
    place_label,
    shown_area,
    stone_rects,
)
from tests.ui.driver import WAIT_MS

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
ROUNDS = 200
"""Rounds watched in all, shared out over the three window sizes."""


def overlaps(game: GameWidget) -> list[str]:
    """What each label on the table wrongly covers now: a stone, another label, the edge."""
    scene = game.scene
    view = shown_area(scene)
    stones = stone_rects(scene)
    panels = fixtures(scene)
    labels = labels_on(scene)
    found: list[str] = []
    for index, label in enumerate(labels):
        box = label.sceneBoundingRect()
        text = label.text() if isinstance(label, QGraphicsSimpleTextItem) else "label"
        if not view.contains(box):
            found.append(f"{text!r} crosses the view's edge")
        found += [f"{text!r} covers a stone" for rect in stones if box.intersects(rect)]
        found += [f"{text!r} covers a seat or the bag" for rect in panels
                  if box.intersects(rect)]
        found += [f"{text!r} covers another label" for other in labels[index + 1:]
                  if box.intersects(other.sceneBoundingRect())]
    return found


def watch_rounds(qtbot: QtBot, window: MainWindow, size: tuple[int, int], rounds: int,
                 seed: int) -> tuple[int, int, list[str]]:
    """Computer games in the window at `size` until `rounds` rounds settled: (rounds seen,
    labels seen, overlaps found at every batch the table finished showing)."""
    window.resize(*size)
    game = window.game
    seen = {"rounds": 0, "labels": 0}
    found: list[str] = []
    ended: list[GameEnded] = []

    def shown(events: list[Event]) -> None:
        labels = labels_on(game.scene)
        seen["labels"] += len(labels)
        found.extend(overlaps(game))

    def happened(events: list[Event]) -> None:
        ended.extend(e for e in events if isinstance(e, GameEnded))

    game.player.batch_played.connect(shown)
    window.session.events_happened.connect(happened)
    # What is checked is where the labels stand in the scene, which painting never moves:
    # the view is not repainted while the rounds are watched (a quarter of their time went
    # to painting the seat panels), as a window covered by another is not.
    viewport = game.view.viewport()
    viewport.setUpdatesEnabled(False)
    try:
        while seen["rounds"] < rounds:
            ended.clear()
            players = 3 + seed % 3
            seats = [SeatConfig(f"Bot {n + 1}", (Controller.NOVICE, Controller.ADEPT,
                                                 Controller.MASTER)[n % 3])
                     for n in range(players)]
            assert window.start(GameConfig(seats, seed=seed, time_limit_ms=None,
                                           mode=PlayMode.RELAY))
            qtbot.waitUntil(lambda: bool(ended) or _final_summary(game), timeout=WAIT_MS * 6)
            state = game.state
            assert state is not None
            seen["rounds"] += state.round
            game.close_dialog()
            seed += 1
    finally:
        viewport.setUpdatesEnabled(True)
        game.player.batch_played.disconnect(shown)
        window.session.events_happened.disconnect(happened)
    return seen["rounds"], seen["labels"], found


def _final_summary(game: GameWidget) -> bool:
    summary = game.router.summary
    if summary is not None and summary.continue_button is not None:
        summary.continue_button.click()
    return False


@pytest.mark.parametrize("index", range(len(SIZES)), ids=[f"{w}x{h}" for w, h in SIZES])
def test_labels_cover_nothing_over_200_rounds(qtbot: QtBot, window: MainWindow,
                                              index: int) -> None:
    """Goal 0: no label over a stone, the Rune of Fate, another label or the view's edge. The
    200 rounds are shared out over the three sizes, a third at each (each its own test, so
    that two workers share them)."""
    size = SIZES[index]
    rounds, labels, found = watch_rounds(qtbot, window, size, ROUNDS // len(SIZES) + 1,
                                         seed=100 * index)
    print(f"{size}: labels: {labels} over {rounds} rounds, overlaps: {len(found)}")
    assert rounds * len(SIZES) >= ROUNDS
    assert labels > rounds, "the games put labels on the table"
    assert found == [], "\n".join(f"{size}: {text}" for text in found)


def test_free_spot_avoids_what_is_there() -> None:
    """Under the anchor when free; elsewhere near it when that is taken; inside the bounds."""
    size = QSizeF(60, 10)
    bounds = QRectF(-200, -200, 400, 400)
    anchor = QPointF(0, 0)
    under = free_spot(size, anchor, [], bounds)
    assert under.center().x() == 0 and under.top() > 0
    blocked = free_spot(size, anchor, [under], bounds)
    assert not blocked.intersects(under) and bounds.contains(blocked)
    edge = free_spot(size, QPointF(195, 195), [], bounds)
    assert bounds.contains(edge)


@given(st.lists(st.tuples(*[st.floats(-300, 300)] * 2, *[st.floats(0.5, 200)] * 2),
                min_size=1, max_size=30))
def test_the_cover_of_a_spot_is_qts_intersected_area(rects: list[tuple[float, ...]]) -> None:
    """The plain arithmetic measures what QRectF.intersected does, so a spot is chosen the same."""
    spot, *others = [QRectF(*rect) for rect in rects]
    by_qt = 0.0
    for other in others:
        part = spot.intersected(other)
        if not part.isEmpty():
            by_qt += part.width() * part.height()
    assert _cover(_edges(spot), [_edges(other) for other in others]) == by_qt


def test_a_label_is_placed_off_the_stones(qtbot: QtBot, window: MainWindow) -> None:
    """A label asked for on top of the Rune of Fate stands beside it."""
    scene = window.game.scene
    item = QGraphicsSimpleTextItem("You: split pair")
    scene.addItem(item)
    fate = scene.stones[48].sceneBoundingRect()
    spot = place_label(item, fate.center())
    assert not spot.intersects(fate)
    assert item in labels_on(scene)
