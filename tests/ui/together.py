"""Playing the live race as several people at one keyboard: bind clusters, ring, take."""

from __future__ import annotations

from collections.abc import Callable
from itertools import count

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import DEFAULTS
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.seat_cursor import SeatCursor
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.table.spatial_nav import Direction, key_path
from tests.ui.driver import WAIT_MS, accept_dialog, current, wait_for_human
from tests.ui.keys import tap

CLUSTER_OF = {0: "wasd", 1: "arrows"}
AS_ACTION = {Direction.UP: Action.UP, Direction.DOWN: Action.DOWN,
             Direction.LEFT: Action.LEFT, Direction.RIGHT: Action.RIGHT}
_clock = count(1_000_000, 1000)
"""Timestamps of key events that do not race: far apart, so each anchors afresh."""


def together_config(seed: int, bot: bool = False) -> GameConfig:
    """Two people at one keyboard (and a computer player), all at once, no time limit."""
    seats = [SeatConfig("Ann", Controller.HUMAN, 30), SeatConfig("Bea", Controller.HUMAN, 31)]
    if bot:
        seats.append(SeatConfig("Bot", Controller.MATCH, 40, match_ms=2500, match_percent=100))
    return GameConfig(seats, seed=seed, time_limit_ms=None, mode=PlayMode.LIVE)


def bind_keyboard(game: GameWidget) -> KeyClusters:
    """Seat 0 plays with W A S D, seat 1 with the arrow keys."""
    seats = SeatInputs(game)
    keys = KeyClusters(parent=game)
    for seat, cluster in CLUSTER_OF.items():
        assert seats.bind(seat, KeyClusters.input_id(cluster))
    game.set_inputs(seats, [keys])
    return keys


def start_together(qtbot: QtBot, window: MainWindow, config: GameConfig,
                   bind: Callable[[GameWidget], object] = bind_keyboard) -> GameWidget:
    """The game's first live grab running in the window, the inputs bound (by default seat 0
    with W A S D, seat 1 with the arrows)."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    bind(game)
    assert window.start(config)
    play_to_the_live_grab(qtbot, game)
    return game


def play_to_the_live_grab(qtbot: QtBot, game: GameWidget) -> None:
    """Throw (and close what comes before) until the first live grab races with its inputs."""
    throw_to_the_live_grab(qtbot, game)
    qtbot.waitUntil(lambda: game.live.inputs.running, timeout=WAIT_MS)


def throw_to_the_live_grab(qtbot: QtBot, game: GameWidget) -> None:
    """Throw (and close what comes before) until the game is in its first live grab."""
    for _ in range(20):
        wait_for_human(qtbot, game)
        if current(game).live is not None:
            break
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        else:
            qtbot.keyClick(game.view, 32)   # Space: the first player throws


def key(seat: int, action: Action) -> str:
    """The key a seat's cluster uses for an action."""
    return DEFAULTS[CLUSTER_OF[seat]][action]


def target(widget: QWidget, seat: int) -> QWidget:
    """Where key events go: the focus widget, as for a real keyboard."""
    return widget.focusWidget() or widget


def ring_to(qtbot: QtBot, game: GameWidget, seat: int, stone: int) -> SeatCursor:
    """The seat's direction keys, one by one, until its ring is on the stone."""
    cursor = game.live.inputs.cursors[seat]
    window = game.window()
    if cursor.stone is None:
        tap(target(window, seat), key(seat, Action.UP), next(_clock))
    places = {k: (p.x(), p.y()) for k, p in cursor.targets.items()}
    assert cursor.stone is not None
    path = key_path(places, cursor.stone, stone)
    assert path is not None, "every stone can be reached"
    for direction in path:
        tap(target(window, seat), key(seat, AS_ACTION[direction]), next(_clock))
    assert cursor.stone == stone
    return cursor
