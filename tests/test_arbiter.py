"""R7.2 one input pipeline: every device's (seat, intent, device stamp) through one arbiter onto
the race clock and into the referee; the clock is a ManualClock the test advances."""

from __future__ import annotations

import pytest

from rok_qt.arbiter import Arbiter, DeviceInput, Intent
from rok_qt.model.engine import apply
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Take
from rok_qt.model.state import GameState, PlayMode
from rok_qt.session_clock import ManualClock, ScreenClock, set_timestamp_base
from tests.model.scenario import B_FEHU, G_FEHU, W_FEHU, judged, scenario

X, X2 = W_FEHU


@pytest.fixture
def race() -> tuple[ManualClock, Arbiter, GameState, list[LiveMove]]:
    clock = ManualClock(10_000.0)
    state = judged(scenario([G_FEHU[0], B_FEHU[0]], (*W_FEHU, G_FEHU[1]),
                                 mode=PlayMode.LIVE), 15)
    played: list[LiveMove] = []

    def submit(move: LiveMove) -> bool:
        apply(state, move)
        played.append(move)
        return True

    race_clock = ScreenClock(clock)
    race_clock.start()
    return clock, Arbiter(race_clock, lambda: state, submit), state, played


def test_R7_2_an_event_timestamp_lands_on_the_race_clock_at_its_own_moment(
        race: tuple[ManualClock, Arbiter, GameState, list[LiveMove]]) -> None:
    clock, arbiter, _state, played = race
    clock.advance(500)
    assert arbiter.hand_in(DeviceInput(0, Intent.TAKE, X, stamp=77_000.0))   # anchors "qt"
    clock.advance(300)
    assert arbiter.hand_in(DeviceInput(0, Intent.TAKE, X2, stamp=77_250.0))  # 50 ms before now
    assert played == [Take(0, X, 500.0), Take(0, X2, 750.0)]


def test_R7_2_pad_stamps_map_exactly_through_their_registered_base(
        race: tuple[ManualClock, Arbiter, GameState, list[LiveMove]]) -> None:
    clock, arbiter, _state, played = race
    # SDL ticks run 4,000 ms behind this clock: tick t is the moment t + 4,000 on it.
    set_timestamp_base("sdl-test", lambda ticks: ticks + 4_000.0)
    try:
        clock.advance(300)
        ticks_now = clock() - 4_000.0
        assert arbiter.race_ms(1, ticks_now - 200.0, "sdl-test") == 100.0
        assert arbiter.hand_in(DeviceInput(1, Intent.TAKE, X, ticks_now - 12.0, "sdl-test"))
    finally:
        set_timestamp_base("sdl-test", None)
    assert played == [Take(1, X, 288.0)]


def test_R7_2_intents_become_the_moves_for_what_the_seat_holds(
        race: tuple[ManualClock, Arbiter, GameState, list[LiveMove]]) -> None:
    clock, arbiter, _state, played = race
    clock.advance(100)
    twin, balance = G_FEHU[1], G_FEHU[0]
    assert arbiter.hand_in(DeviceInput(0, Intent.TAKE, twin))
    assert not arbiter.hand_in(DeviceInput(1, Intent.PUT_BACK))       # nothing in hand
    clock.advance(100)
    assert arbiter.hand_in(DeviceInput(0, Intent.TAKE, balance))       # lays it there
    assert arbiter.hand_in(DeviceInput(1, Intent.TAKE, X))
    clock.advance(50)
    assert arbiter.hand_in(DeviceInput(1, Intent.PUT_BACK))
    assert arbiter.hand_in(DeviceInput(1, Intent.DONE))
    assert not arbiter.hand_in(DeviceInput(1, Intent.TAKE, X))         # done: nothing more
    assert played == [Take(0, twin, 100.0), LayOnBalance(0, twin, balance, 200.0),
                      Take(1, X, 200.0), PutBack(1, X, 250.0), Done(1, 250.0)]


def test_R7_2_a_stamp_kept_on_the_race_clock_counts_as_far_back_as_the_window_reaches(
        race: tuple[ManualClock, Arbiter, GameState, list[LiveMove]]) -> None:
    clock, arbiter, state, played = race
    clock.advance(400)
    assert arbiter.hand_in(DeviceInput(1, Intent.TAKE, X))             # 400 ms
    # A touch that began at 100 ms and landed in its zone now: it counts from the window's
    # edge, 15 ms behind the newest stamp, and so still beats the take at 400 ms.
    assert arbiter.hand_in(DeviceInput(0, Intent.TAKE, X, race_ms=100.0))
    assert played[-1] == Take(0, X, 385.0)
    assert state.live is not None and state.live.held == [[X], []]
