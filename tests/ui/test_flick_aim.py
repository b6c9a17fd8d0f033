"""The flick aim shows where the stone stops; an "out" says why; a draw says so (R8)."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.aim import Meets, predict_stop
from rok_qt.model.contest import contest_lying
from rok_qt.model.events import ContestEnded, Flicked
from rok_qt.model.geometry import LAUNCH_RADIUS, MAX_FLICK_SPEED, edge_half_width, seat_angle
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.ui.dialogs.order_dialog import DisputeDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.contest_labels import DRAW_NOTE_AT, contest_labels
from rok_qt.ui.table.flick_tool import FULL_PULL_MM, FlickTool
from rok_qt.ui.table.scene import TableScene
from tests.ui.driver import (
    WAIT_MS,
    accept_dialog,
    current,
    find_state,
    order_dispute,
    view_point,
    wait_for_human,
)

PULL_MM = 160.0
SHOT_SPEED = PULL_MM / FULL_PULL_MM * MAX_FLICK_SPEED


def dispute_by_people(qtbot: QtBot, window: MainWindow,
                      wanted: Callable[[GameState], bool] = order_dispute,
                      ) -> tuple[GameWidget, FlickTool]:
    """A capture-order contest whose contestants play here; its first flick is on the table."""
    state = find_state(3, wanted)
    assert state.contest is not None
    for seat, player in enumerate(state.players):
        in_contest = seat in state.contest.contestants
        player.controller = Controller.HUMAN if in_contest else Controller.ADEPT
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    assert isinstance(game.dialog, DisputeDialog)
    accept_dialog(qtbot, game.dialog)
    qtbot.waitUntil(lambda: isinstance(game.tool, FlickTool), timeout=WAIT_MS)
    tool = game.tool
    assert isinstance(tool, FlickTool)
    return game, tool


def flick_by_key(qtbot: QtBot, game: GameWidget) -> Flicked:
    """Space flicks; returns the engine's Flicked once its batch has played on the table."""
    seen: list[Flicked] = []
    game.session.events_happened.connect(
        lambda events: seen.extend(e for e in events if isinstance(e, Flicked)))
    with qtbot.waitSignal(game.player.batch_played, timeout=WAIT_MS):
        qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert len(seen) == 1
    return seen[0]


def fate_shot(state: GameState, seat: int) -> tuple[QPointF, QPointF] | None:
    """A press on the seat's edge and a pull back from which the stone flies into the Fate."""
    lying = contest_lying(state)
    middle = seat_angle(seat, state.player_count)
    for k in range(-8, 9):
        polar = middle + edge_half_width(state.player_count) * 0.9 * k / 8
        start = (LAUNCH_RADIUS * math.cos(polar), LAUNCH_RADIUS * math.sin(polar))
        if predict_stop(start, polar + math.pi, SHOT_SPEED, lying).out:
            back = (start[0] * (1 + PULL_MM / LAUNCH_RADIUS),
                    start[1] * (1 + PULL_MM / LAUNCH_RADIUS))
            return QPointF(*start), QPointF(*back)
    return None   # every straight path to the Rune of Fate is blocked


def open_shot(state: GameState) -> bool:
    """A capture-order contest whose first flicker can reach the Rune of Fate."""
    contest = state.contest
    return (order_dispute(state) and contest is not None
            and fate_shot(state, contest.contestants[0]) is not None)


def test_R8_1_the_aim_line_ends_where_the_stone_stops(qtbot: QtBot, window: MainWindow) -> None:
    game, tool = dispute_by_people(qtbot, window)
    for _ in range(3):
        qtbot.keyClick(game.view, Qt.Key.Key_Up)
    prediction = tool.prediction
    assert prediction is not None
    tip = game.scene.to_scene(*prediction.stop)
    assert (tool.aim.end - tip).manhattanLength() < 1e-6, "the arrow's end is the stop"
    flicked = flick_by_key(qtbot, game)
    if prediction.meets == Meets.STONE:
        assert prediction.stone in flicked.moved, "the first stone in the path is hit"
    elif prediction.meets == Meets.FATE:
        assert flicked.touched_fate
    else:
        assert math.dist(flicked.rest, prediction.stop) < 1.0, "it stops where the aim said"


def test_R8_1_a_stronger_pull_aims_further(qtbot: QtBot, window: MainWindow) -> None:
    game, tool = dispute_by_people(qtbot, window)
    assert tool.prediction is not None
    before = math.dist(tool.prediction.stop, (0.0, 0.0))
    qtbot.keyClick(game.view, Qt.Key.Key_Up)
    assert tool.prediction is not None
    assert tool.prediction.meets != Meets.NOTHING or math.dist(tool.prediction.stop,
                                                               (0.0, 0.0)) < before


def test_R8_2_out_says_it_touched_the_rune_of_fate_at_once(qtbot: QtBot,
                                                           window: MainWindow) -> None:
    game, tool = dispute_by_people(qtbot, window, open_shot)
    state = current(game)
    seat = tool.seat
    shot = fate_shot(state, seat)
    assert shot is not None
    start, back = shot
    scene = game.scene
    viewport = game.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton,
                     pos=view_point(game, scene.to_scene(start.x(), start.y())))
    qtbot.mouseMove(viewport, view_point(game, scene.to_scene(back.x(), back.y())))
    assert tool.prediction is not None and tool.prediction.out, "the aim warns: out"
    seen: list[Flicked] = []
    game.session.events_happened.connect(
        lambda events: seen.extend(e for e in events if isinstance(e, Flicked)))
    with qtbot.waitSignal(game.player.batch_played, timeout=WAIT_MS):
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton,
                           pos=view_point(game, scene.to_scene(back.x(), back.y())))
    assert len(seen) == 1 and seen[0].touched_fate
    name = state.players[seat].name
    texts = [label.text() for label in game.scene.distance_labels]
    assert f"{name}: out, touched the Rune of Fate" in texts, texts


def test_R8_3_a_draw_says_so_and_who_flicks_again(qtbot: QtBot) -> None:
    state: GameState = find_state(3, order_dispute)
    assert state.contest is not None
    scene = TableScene()
    scene.sync(state)
    a, b = state.contest.contestants[:2]
    ended = ContestEnded(None, {a: 12.0, b: 12.0}, (), (a, b),
                         {a: (0.0, 60.0), b: (0.0, -60.0)})
    labels = contest_labels(scene, state, [ended])
    names = [state.players[s].name for s in (a, b)]
    note = f"A draw: the closest stones tie at 12 mm. {names[0]} and {names[1]} flick again."
    assert [(label.text, label.point) for label in labels] == [(note, DRAW_NOTE_AT)]
    all_out = ContestEnded(None, {a: 0.0, b: 3.0}, (a, b), (a, b),
                           {a: (0.0, 37.0), b: (0.0, -60.0)})
    texts = [label.text for label in contest_labels(scene, state, [all_out])]
    assert texts == [f"A draw: every stone is out. {names[0]} and {names[1]} flick again."]


def test_R8_2_labels_stay_until_the_next_flick(qtbot: QtBot, window: MainWindow) -> None:
    game, tool = dispute_by_people(qtbot, window)
    first = tool.seat
    flick_by_key(qtbot, game)
    state = game.session.state
    assert state is not None
    name = state.players[first].name
    wait_for_human(qtbot, game)
    label = next((label for label in game.scene.distance_labels
                  if label.text().startswith(f"{name}: ")), None)
    assert label is not None, "the first stone's distance stays"
    contest = current(game).contest
    assert contest is not None
    stone = game.scene.stones[contest.stones[first]]
    gap = label.scenePos() - stone.scenePos()
    assert gap.manhattanLength() < 120, "it stays beside its stone when the table turns"
    assert game.asked is not None
    if game.asked.kind == Phase.FLICK:
        assert isinstance(game.tool, FlickTool) and game.tool.seat != first


def test_R8_1_one_hand_on_w_a_s_d_aims_and_q_flicks(qtbot: QtBot, window: MainWindow) -> None:
    """A key cluster's moves aim like the arrows (W stronger, A to the left) and its take key
    flicks like Space, for a player with one hand (Settings > Controls)."""
    game, tool = dispute_by_people(qtbot, window)
    assert tool.prediction is not None
    arrows = [tool.prediction.stop]
    for arrow in (Qt.Key.Key_Up, Qt.Key.Key_Left):
        qtbot.keyClick(game.view, arrow)
        assert tool.prediction is not None
        arrows.append(tool.prediction.stop)
    aimed = arrows[-1]
    for letter in (Qt.Key.Key_S, Qt.Key.Key_D):   # back to where it was aimed first
        qtbot.keyClick(game.view, letter)
    assert tool.prediction is not None and tool.prediction.stop == arrows[0], \
        "S and D undo Up and Left"
    for letter in (Qt.Key.Key_W, Qt.Key.Key_A):
        qtbot.keyClick(game.view, letter)
    assert tool.prediction is not None and tool.prediction.stop == aimed, \
        "W and A aim as Up and Left do"
    seen: list[Flicked] = []
    game.session.events_happened.connect(
        lambda events: seen.extend(e for e in events if isinstance(e, Flicked)))
    with qtbot.waitSignal(game.player.batch_played, timeout=WAIT_MS):
        qtbot.keyClick(game.view, Qt.Key.Key_Q)
    assert len(seen) == 1, "Q flicked"
