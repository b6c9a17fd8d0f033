"""Several people at one keyboard in the live race (R7.2, issue 14): the earlier stamp wins a
stone whatever order the keys arrive in, equal stamps go to the seeded coin, a held key takes
once, and a whole round runs to its summary with two keyboard players and a computer player."""

from __future__ import annotations

import logging
import re
from functools import partial

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnded, PickFormed, StoneTaken
from rok_qt.model.grab import takeable_stones
from rok_qt.model.referee import coin_order
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.devices import MOUSE, Action
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.mouse import LiveTool
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.table.focus_ring import FocusRing
from tests.ui.driver import WAIT_MS, current, pairs_on_table, twins_of_balances
from tests.ui.keys import press, release
from tests.ui.together import key, ring_to, start_together, target, together_config

T = 50_000_000
"""The race's key stamps: far after every other key, so the first take anchors the clock."""


def takes(events: list[Event]) -> list[StoneTaken]:
    return [e for e in events if isinstance(e, StoneTaken)]


def both_on_one_stone(qtbot: QtBot, window: MainWindow, clock: ManualClock, seed: int) -> int:
    game = start_together(qtbot, window, together_config(seed))
    stone = min(takeable_stones(current(game)))
    ring_to(qtbot, game, 0, stone)
    ring_to(qtbot, game, 1, stone)
    # A key stamped T (an empty hand's put back: no move) ties Qt's event clock to the race
    # clock; the takes then carry stamps a little after T, as keys pressed since would.
    press(target(window, 0), key(0, Action.PUT_BACK), T)
    clock.advance(31)
    return stone


@pytest.mark.parametrize("first", [0, 1])
def test_R7_2_the_earlier_stamp_wins_whatever_order_the_keys_arrive_in(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, first: int) -> None:
    window = race_window
    stone = both_on_one_stone(qtbot, window, clock, seed=5)
    widget = target(window, 0)
    stamps = {0: T + 12, 1: T + 15}      # Ann pressed 3 ms before Bea
    late = 1 - first
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    with qtbot.waitSignal(window.game.live.lost_race, timeout=WAIT_MS) as lost:
        press(widget, key(first, Action.TAKE), stamps[first])
        press(widget, key(late, Action.TAKE), stamps[late])
    # Bea's take, arriving first, was shown at once and then undone by Ann's earlier one.
    assert [(e.player, e.stone) for e in takes(seen)] == (
        [(0, stone)] if first == 0 else [(1, stone), (0, stone)])
    assert lost.args[0] == stone and lost.args[1] == "Ann was faster by 3 ms"
    state = current(window.game)
    assert state.live is not None and state.live.held == [[stone], []]
    for seat in (0, 1):   # both done: the summary names the lost race
        press(widget, key(seat, Action.DONE), T + 100 + seat)
    clock.advance(200)    # the referee's settle window passes
    game = window.game
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    assert game.router.summary is not None
    report = game.router.summary.report.toPlainText()
    assert re.search(r"Ann reached the .+ first, by 3 ms \(too late: Bea \+3 ms\)", report), report


@pytest.mark.parametrize("first", [0, 1])
def test_R7_2_equal_stamps_on_one_stone_go_to_the_seeded_coin(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock, first: int) -> None:
    window = race_window
    stone = both_on_one_stone(qtbot, window, clock, seed=5)
    widget = target(window, 0)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    press(widget, key(first, Action.TAKE), T + 12)
    press(widget, key(1 - first, Action.TAKE), T + 12)
    state = current(window.game)
    assert state.live is not None
    holder = next(seat for seat, hand in enumerate(state.live.held) if hand == [stone])
    ms = takes(seen)[0].ms
    assert holder == coin_order(state.seed, ms, [0, 1])[0], "the coin, not the arrival"


def test_R7_2_a_take_key_held_down_takes_once_and_the_race_goes_on(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = start_together(qtbot, window, together_config(seed=5))
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    first, second = sorted(takeable_stones(current(game)))[:2]
    ring_to(qtbot, game, 0, first)
    widget = target(window, 0)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS):
        press(widget, key(0, Action.TAKE), T)
    for i in range(1, 15):      # the platform repeats the key while it is held down
        clock.advance(30)
        press(widget, key(0, Action.TAKE), T + 30 * i, repeat=True)
        release(widget, key(0, Action.TAKE), T + 30 * i, repeat=True)
    release(widget, key(0, Action.TAKE), T + 500)
    clock.advance(100)          # longer than the referee's settle window
    assert [(e.player, e.stone) for e in takes(seen)] == [(0, first)]
    state = current(game)
    assert state.live is not None and state.live.held[0] == [first] and not state.picks[0]
    ring_to(qtbot, game, 1, second)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS,
                          check_params_cb=lambda ev: bool(takes(ev))):
        press(widget, key(1, Action.TAKE), T + 1000)
    assert [(e.player, e.stone) for e in takes(seen)] == [(0, first), (1, second)]


def grab_two(qtbot: QtBot, window: MainWindow, seat: int, stones: tuple[int, int]) -> None:
    """Ring and take a stone, then its twin or the balance stone to lay it on (the computer
    player may be faster: then the seat stops there)."""
    game = window.game
    for stone in stones:
        cursor = game.live.inputs.cursors.get(seat)
        if cursor is None or stone not in cursor.targets:
            return
        ring_to(qtbot, game, seat, stone)
        with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS):
            press(target(window, seat), key(seat, Action.TAKE), next_stamp())
        release(target(window, seat), key(seat, Action.TAKE), next_stamp())


def said_done(window: MainWindow, seat: int) -> bool:
    """The seat said done, or the grab is over."""
    live = current(window.game).live
    return live is None or live.done[seat]


_stamps = iter(range(T * 2, T * 3, 1000))


def next_stamp() -> int:
    return next(_stamps)


def test_R7_2_two_keyboard_players_and_a_computer_player_race_a_round_to_its_summary(
        qtbot: QtBot, window: MainWindow) -> None:
    game = start_together(qtbot, window, together_config(seed=39, bot=True))
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    pairs = pairs_on_table(game)
    twin, balance = twins_of_balances(game)[0]
    grab_two(qtbot, window, 0, pairs[0])
    grab_two(qtbot, window, 1, pairs[1])
    grab_two(qtbot, window, 1, (twin, balance))
    for seat in (0, 1):
        state = current(game)
        if state.live is not None:
            press(target(window, seat), key(seat, Action.DONE), next_stamp())
            qtbot.waitUntil(partial(said_done, window, seat), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: game.router.summary is not None, timeout=WAIT_MS)
    formed = [(e.player, e.balance is not None) for e in seen if isinstance(e, PickFormed)]
    assert (0, False) in formed and (1, False) in formed, "both keyboard players took a pair"
    assert (1, True) in formed, "a stone laid on a balance stone with the take key"
    assert any(isinstance(e, GrabEnded) for e in seen)
    assert game.live.inputs.cursors == {}, "the rings leave with the race"
    assert not any(isinstance(item, FocusRing) and item.isVisible()
                   for item in game.scene.items())


def mouse_press(window: MainWindow, stone: int, timestamp: int) -> None:
    """A press of the mouse on a stone, stamped `timestamp` on Qt's event clock."""
    game = window.game
    at = QPointF(game.view.mapFromScene(game.scene.stones[stone].pos()))
    for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
        buttons = (Qt.MouseButton.LeftButton if kind == QEvent.Type.MouseButtonPress
                   else Qt.MouseButton.NoButton)
        event = QMouseEvent(kind, at, game.view.viewport().mapToGlobal(at),
                            Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
        event.setTimestamp(timestamp)
        QApplication.sendEvent(game.view.viewport(), event)


def bind_keys_and_mouse(game: GameWidget) -> None:
    """Ann plays with W A S D, Bea with the mouse."""
    seats = SeatInputs(game)
    assert seats.bind(0, KeyClusters.input_id("wasd")) and seats.bind(1, MOUSE)
    game.set_inputs(seats, [KeyClusters(parent=game)])


def test_R7_2_a_key_pressed_before_a_click_wins_whichever_arrives_first(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = start_together(qtbot, window, together_config(seed=5), bind_keys_and_mouse)
    assert isinstance(game.live.tool, LiveTool) and game.live.tool.seat == 1
    stone = min(takeable_stones(current(game)))
    ring_to(qtbot, game, 0, stone)
    press(target(window, 0), key(0, Action.PUT_BACK), T)   # ties Qt's clock to the race's
    clock.advance(31)
    with qtbot.waitSignal(window.game.live.lost_race, timeout=WAIT_MS) as lost:
        mouse_press(window, stone, T + 14)
        press(target(window, 0), key(0, Action.TAKE), T + 12)
    state = current(game)
    assert state.live is not None and state.live.held[0] == [stone] and not state.live.held[1]
    assert lost.args == [stone, "Ann was faster by 2 ms"]


def test_R7_2_with_nobody_on_the_mouse_a_stray_return_ends_nothing_but_the_bar_ends_all(
        qtbot: QtBot, window: MainWindow) -> None:
    game = start_together(qtbot, window, together_config(seed=5))
    with qtbot.assertNotEmitted(window.session.events_happened, wait=100):
        qtbot.keyClick(game.view, Qt.Key.Key_Return)
    live = current(game).live
    assert live is not None and live.done == [False, False]
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS,
                          check_params_cb=lambda ev: any(isinstance(e, GrabEnded) for e in ev)):
        qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)


def test_rings_on_one_stone_are_drawn_apart_and_a_ring_alone_keeps_its_size(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    stone = both_on_one_stone(qtbot, window, clock, seed=5)
    rings = window.game.live.inputs.cursors
    assert rings[0].stone == rings[1].stone == stone
    assert rings[0].ring.scale() == 1.0 and rings[1].ring.scale() > 1.0, "both colours show"
    ring_to(qtbot, window.game, 1, next(s for s in rings[1].targets if s != stone))
    assert rings[0].ring.scale() == rings[1].ring.scale() == 1.0


def test_debug_input_follows_every_key_from_its_seat_to_the_move(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock,
        caplog: pytest.LogCaptureFixture) -> None:
    # `rok-qt --debug=input`: a bug report says which seat's key meant what, and what came
    # of it.
    caplog.set_level(logging.DEBUG, logger="rok_qt.input")
    stone = both_on_one_stone(qtbot, race_window, clock, seed=5)
    press(target(race_window, 0), key(1, Action.TAKE), T + 15)
    said = [r.getMessage() for r in caplog.records if r.name == "rok_qt.input"]
    assert any(line.startswith("seat 0 plays with keys ") for line in said), said
    assert f"seat 0 put_back stone None at {float(T)} (qt) race ms None: means nothing now" \
        in said, "an empty hand's put back"
    # The put back anchored Qt's clock at race ms 0: a key 15 ms later is a take at 15 ms.
    assert (f"seat 1 take stone {stone} at {float(T + 15)} (qt) race ms None: "
            f"Take(player=1, stone={stone}, ms=15.0) taken") in said
