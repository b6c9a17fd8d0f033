"""Playing the window like a person: real mouse and key events through qtbot."""

from __future__ import annotations

import copy
import math
import time
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot

from rok_qt.model.geometry import LAUNCH_RADIUS, seat_angle
from rok_qt.model.state import GameState, Phase
from rok_qt.model.stones import FATE, are_twins, twin_of
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.grab_tool import GrabTool
from rok_qt.ui.table.spatial_nav import Direction, key_path
from tests.support import play

WAIT_MS = 10_000


def view_point(game: GameWidget, scene_point: QPointF) -> QPoint:
    """A scene point in the view's viewport pixels."""
    return game.view.mapFromScene(scene_point)


def drag(qtbot: QtBot, game: GameWidget, start: QPointF, end: QPointF, steps: int = 4) -> None:
    """Press, move in steps, release: a real drag on the table."""
    viewport = game.view.viewport()
    a, b = view_point(game, start), view_point(game, end)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, steps + 1):
        t = i / steps
        qtbot.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * t),
                                         round(a.y() + (b.y() - a.y()) * t)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def click_at(qtbot: QtBot, game: GameWidget, point: QPointF) -> None:
    """A click on the table at a scene point."""
    qtbot.mouseClick(game.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view_point(game, point))


def ready_for_human(game: GameWidget) -> bool:
    """The screen puts a question to a person (or the game is over, its dialog open).

    Between rounds the table asks the people whether they are ready: this driver is a person
    who always is, and presses the bar's Ready (or Go on, twice) as soon as it is asked. The
    game's last summary asks for "See the final scores".
    """
    if game.action == BarAction.READY:
        say_ready(game)
        return False
    question = game.asked
    if question is None:
        return False
    if question.kind == Phase.SUMMARY:
        summary = game.router.summary
        return summary is not None and summary.final
    return question.kind == Phase.OVER or not game.session.is_bot(question.player)


def say_ready(game: GameWidget) -> None:
    """Click the bar's Ready (with several people, Go on twice), like a person would."""
    button = game.bar.button
    for _press in range(2):
        if game.action != BarAction.READY or not button.isVisible():
            return
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)


def see_final_scores(qtbot: QtBot, game: GameWidget) -> None:
    """Click the last summary's "See the final scores", like a player would."""
    summary = game.router.summary
    assert summary is not None and summary.continue_button is not None
    qtbot.mouseClick(summary.continue_button, Qt.MouseButton.LeftButton)


def current(game: GameWidget) -> GameState:
    """The game's state now: every move replaces it, so a test reads it again after acting."""
    state = game.state
    assert state is not None
    return state


def wait_for_human(qtbot: QtBot, game: GameWidget) -> None:
    """Let bots and animations run until a person must act."""
    qtbot.waitUntil(lambda: ready_for_human(game), timeout=WAIT_MS)


def accept_dialog(qtbot: QtBot, dialog: QDialog) -> None:
    """Click the dialog's accepting button, like a player would."""
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    for button in box.buttons():
        if box.buttonRole(button) == QDialogButtonBox.ButtonRole.AcceptRole:
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            return
    raise AssertionError("no accept button")


def free_face_up(game: GameWidget) -> list[int]:
    """Face-up table stones a grab turn may take."""
    state = game.state
    assert state is not None
    return sorted(s for s, t in state.table.items() if s != FATE and t.face_up)


def pairs_on_table(game: GameWidget) -> list[tuple[int, int]]:
    """Visible pairs (R4.5 a)."""
    up = set(free_face_up(game))
    return [(s, twin_of(s)) for s in sorted(up) if twin_of(s) in up and s < twin_of(s)]


def twins_of_balances(game: GameWidget) -> list[tuple[int, int]]:
    """(table stone, balance stone) for visible balance twins (R4.5 b)."""
    state = game.state
    assert state is not None
    up = set(free_face_up(game))
    return [(twin_of(b), b) for b in state.balances_in_play() if twin_of(b) in up]


def wrong_pair(game: GameWidget) -> tuple[int, int] | None:
    """Two free face-up stones that are not twins."""
    up = free_face_up(game)
    for a in up:
        for b in up:
            if a < b and not are_twins(a, b):
                return a, b
    return None


def flick_gesture(qtbot: QtBot, game: GameWidget, seat: int, pull_mm: float = 95.0) -> None:
    """Press on the seat's edge and drag straight back, away from the centre."""
    state = game.state
    assert state is not None
    angle = seat_angle(seat, state.player_count)
    x, y = LAUNCH_RADIUS * math.cos(angle), LAUNCH_RADIUS * math.sin(angle)
    start = game.scene.to_scene(x, y)
    back = game.scene.to_scene(x + pull_mm * math.cos(angle), y + pull_mm * math.sin(angle))
    drag(qtbot, game, start, back)


def state_at(players: int, seed: int, wanted: Callable[[GameState], bool]) -> GameState | None:
    """A copy of the first state of a scripted game (tests.support) that is `wanted`."""
    found: list[GameState] = []

    def look(state: GameState, _move: object, _events: object) -> None:
        if not found and wanted(state):
            found.append(copy.deepcopy(state))

    play(players, seed, after_move=look)
    return found[0] if found else None


def find_state(players: int, wanted: Callable[[GameState], bool]) -> GameState:
    """The first `wanted` state over scripted games of seeds 0, 1, 2...: robust to any change
    of physics or scripts that moves such moments to other seeds."""
    for seed in range(80):
        state = state_at(players, seed, wanted)
        if state is not None:
            return state
    raise AssertionError("no scripted game reaches the wanted state")


def order_dispute(state: GameState) -> bool:
    """A flick contest over the order of captures, before anyone flicked."""
    contest = state.contest
    return (state.phase == Phase.FLICK and contest is not None and contest.purpose == "order"
            and not contest.flicked)


def distinct_colours(image: QImage, step: int = 2) -> int:
    """How many different colours a grid of sampled pixels shows (a blank has one or two)."""
    return len({image.pixel(x, y) for y in range(0, image.height(), step)
                for x in range(0, image.width(), step)})


_KEYS = {Direction.UP: Qt.Key.Key_Up, Direction.DOWN: Qt.Key.Key_Down,
         Direction.LEFT: Qt.Key.Key_Left, Direction.RIGHT: Qt.Key.Key_Right}


def ring_to(qtbot: QtBot, game: GameWidget, tool: GrabTool, stone: int) -> None:
    """Move the keyboard ring onto a stone with the arrow keys, the shortest way."""
    if tool.ringed is None:
        qtbot.keyClick(game.view, Qt.Key.Key_Down)   # the first arrow shows the ring
    start = tool.ringed
    assert start is not None
    path = key_path(tool.key_targets(), start, stone)
    assert path is not None, f"the arrows never lead to stone {stone}"
    for direction in path:
        qtbot.keyClick(game.view, _KEYS[direction])
    assert tool.ringed == stone


def played_until(qtbot: QtBot, clock: ManualClock, done: Callable[[], bool]) -> None:
    """Play on until `done`, the test's clock moved on to whatever falls due next (a computer
    player's move, the race's end) at each look between turns of the event loop: the game at
    its own pace, without waiting for it in real time. It looks every millisecond (waitUntil
    looks every 10: a game of some hundred moves would wait seconds between them)."""
    deadline = time.monotonic() + 120.0
    while not done():
        assert time.monotonic() < deadline, "the game never got there"
        due = clock.next_due()
        if due is not None:
            clock.advance(max(0.0, due - clock()))
        qtbot.wait(1)
