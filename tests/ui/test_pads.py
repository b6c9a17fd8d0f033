"""Game controllers (issue 14) through SDL's virtual joysticks: no hardware needed.

Each test plugs in virtual pads with names of its own (a re-plugged name comes back under its
old input) and stops listening at the end.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from rok_qt.bots import decide
from rok_qt.model.events import Event, StoneTaken
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock, ScreenClock, perf_ms
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input import sdl_library
from rok_qt.ui.input.devices import Action, InputId
from rok_qt.ui.input.pads import POLL_MS, Pads
from rok_qt.ui.input.sdl_clock import linux_ticks
from rok_qt.ui.input.seats import SeatInputs
from tests.ui.virtual_pads import VirtualPad, sdl_or_skip

WAIT_MS = 2000
STAMP_SLACK_MS = 30.0
"""SDL stamps a press when it polls: a busy machine may hold a poll back this long. The
precision itself is measured by benchmarks/bench_stamps.py, not here."""
Acted = tuple[InputId, Action, float]


@pytest.fixture
def pads() -> Iterator[Pads]:
    """The shared pads device, SDL loaded (or the test skipped, saying why)."""
    sdl_or_skip()
    device = Pads.shared()
    yield device
    assert not device.listening, "every test stops listening"


@pytest.fixture
def plug() -> Iterator[Callable[[str], VirtualPad]]:
    """Plugs in virtual pads; whatever is still plugged in is pulled out afterwards."""
    made: list[VirtualPad] = []

    def make(name: str) -> VirtualPad:
        made.append(VirtualPad(name))
        return made[-1]

    yield make
    for pad in made:
        pad.close()


@pytest.fixture
def owner(pads: Pads) -> Iterator[QObject]:
    """A listener; it stops listening at the end of the test."""
    listener = QObject()
    yield listener
    pads.unlisten(listener)


def record(pads: Pads) -> list[Acted]:
    """Every `acted` from now on."""
    seen: list[Acted] = []
    pads.acted.connect(lambda source, action, stamp: seen.append((source, action, stamp)))
    return seen


def press(qtbot: QtBot, pads: Pads, pad: VirtualPad, button: int = mapping.BUTTON_A) -> Acted:
    """Press and release a button; the `acted` it caused."""
    with qtbot.waitSignal(pads.acted, timeout=WAIT_MS) as blocker:
        pad.press(button)
    pad.release(button)
    source, action, stamp = blocker.args
    return source, action, stamp


def test_a_pad_plugged_in_before_anyone_listens_is_there_once_they_do(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    plug("Early pad")
    assert pads.listen(owner), pads.problem
    assert "Early pad" in pads.present().values()


def test_a_pad_plugged_in_while_listening_is_attached(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    assert pads.listen(owner)
    with qtbot.waitSignal(pads.attached, timeout=WAIT_MS,
                          check_params_cb=lambda _id, name: name == "Late pad") as blocker:
        plug("Late pad")
    source = blocker.args[0]
    assert source.kind == "pad" and pads.present()[source] == "Late pad"


def test_buttons_mean_take_put_back_pause_done_and_the_dpad_steps(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    pad = plug("Button pad")
    assert pads.listen(owner)
    meanings = {button: press(qtbot, pads, pad, button)[1]
                for button in (mapping.BUTTON_A, mapping.BUTTON_B, mapping.BUTTON_START,
                               mapping.BUTTON_BACK, mapping.DPAD_LEFT)}
    assert meanings == {mapping.BUTTON_A: Action.TAKE, mapping.BUTTON_B: Action.PUT_BACK,
                        mapping.BUTTON_START: Action.PAUSE, mapping.BUTTON_BACK: Action.DONE,
                        mapping.DPAD_LEFT: Action.LEFT}


def test_a_held_dpad_repeats_its_step_until_released(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    pad = plug("Held pad")
    assert pads.listen(owner)
    seen = record(pads)
    pad.press(mapping.DPAD_DOWN)
    qtbot.waitUntil(lambda: len(seen) >= 3, timeout=WAIT_MS)
    pad.release(mapping.DPAD_DOWN)
    qtbot.wait(4 * POLL_MS)
    count = len(seen)
    qtbot.wait(int(2 * mapping.REPEAT_EVERY_MS))
    assert {action for _id, action, _stamp in seen} == {Action.DOWN}
    assert len(seen) == count, "the repeat stops with the button"


def session_with_two_people() -> GameSession:
    """Two people and a computer player far too slow to matter, racing all at once."""
    slow = SeatConfig("Bot", Controller.MATCH, match_ms=600_000.0, match_percent=100)
    config = GameConfig(seats=[SeatConfig("Ann"), SeatConfig("Bo"), slow], seed=3,
                        time_limit_ms=None, mode=PlayMode.LIVE)
    session = GameSession()
    session.new_game(config)
    while (state := session.state) is not None and state.live is None:
        question = session.question()   # a throw, or a round summary seen
        assert question is not None
        assert session.submit(decide(state, question.player or 0))
    session.start_race()
    return session


def test_R7_2_two_pads_race_for_one_stone_and_the_earlier_press_takes_it(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    session = session_with_two_people()
    state = session.state
    assert state is not None
    stone = min(takeable_stones(state))
    ann, bo = plug("Ann's pad"), plug("Bo's pad")
    assert pads.listen(owner)
    by_name = {name: source for source, name in pads.present().items()}
    seats = SeatInputs()
    assert seats.bind(0, by_name["Ann's pad"]) and seats.bind(1, by_name["Bo's pad"])
    taken: list[Event] = []
    session.events_happened.connect(taken.extend)
    moments: dict[int, float] = {}

    def take(source: InputId, action: Action, stamp: float) -> None:
        seat = seats.seat_of(source)
        if action is Action.TAKE and seat is not None:
            moments[seat] = session.live_stamp(stamp, seat, pads.source)
            session.submit(Take(seat, stone, moments[seat]))

    pads.acted.connect(take)
    qtbot.wait(50)
    press(qtbot, pads, bo)     # Bo is first, by a poll or more
    press(qtbot, pads, ann)
    winners = [e.player for e in taken if isinstance(e, StoneTaken) and e.stone == stone]
    assert winners == [1]
    assert moments[1] < moments[0]
    for seat, pad in ((0, ann), (1, bo)):
        pressed = session.race.now_ms() - (perf_ms() - pad.pressed_at_ms)
        # benchmarks/bench_stamps.py measures the error (about 1 ms at worst); a loaded test
        # machine may delay a poll by several.
        assert abs(moments[seat] - pressed) <= STAMP_SLACK_MS, "stamped at the press"
    pads.acted.disconnect(take)


def test_a_pad_pulled_out_is_detached_and_comes_back_under_the_same_input(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    assert pads.listen(owner)
    with qtbot.waitSignal(pads.attached, timeout=WAIT_MS) as first:
        pad = plug("Loose pad")
    source = first.args[0]
    with qtbot.waitSignal(pads.aimed, timeout=WAIT_MS):
        pad.axis(mapping.AXIS_LEFT_X, 30_000)
    aims: list[tuple[float, float]] = []
    pads.aimed.connect(lambda _id, x, y: aims.append((x, y)))
    with qtbot.waitSignal(pads.detached, timeout=WAIT_MS) as gone:
        pad.pull_out()
    assert gone.args == [source]
    assert aims[-1] == (0.0, 0.0), "a pad pulled out leaves its cursor still"
    assert source not in pads.present()
    with qtbot.waitSignal(pads.attached, timeout=WAIT_MS) as back:
        pad.plug_in()
    assert back.args == [source, "Loose pad"]
    assert press(qtbot, pads, pad)[0] == source


class JoinListener(QObject):
    """The join rule in small: the first take from an unbound input binds the next free seat."""

    def __init__(self, pads: Pads, seats: SeatInputs, free: list[int]) -> None:
        super().__init__()
        self.seats, self.free = seats, free
        pads.acted.connect(self.answer)
        pads.listen(self)

    def answer(self, source: InputId, action: Action, _stamp: float) -> None:
        if action is Action.TAKE and self.free and self.seats.seat_of(source) is None:
            self.seats.bind(self.free.pop(0), source)


def test_a_pad_plugged_in_during_setup_joins_with_its_take_button(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad]) -> None:
    seats = SeatInputs()
    listener = JoinListener(pads, seats, [2])
    try:
        with qtbot.waitSignal(pads.attached, timeout=WAIT_MS) as came:
            pad = plug("Joining pad")
        press(qtbot, pads, pad)
        assert seats.bound() == {2: came.args[0]}
    finally:
        pads.unlisten(listener)
        pads.acted.disconnect(listener.answer)


def test_garbage_and_storms_of_axis_values_stay_in_range_and_the_pad_still_works(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    pad = plug("Noisy pad")
    assert pads.listen(owner)
    aims: list[tuple[float, float]] = []
    pads.aimed.connect(lambda _id, x, y: aims.append((x, y)))
    for i in range(3000):   # far more than one poll reads: spread over polls, never a freeze
        pad.axis(mapping.AXIS_LEFT_X, -32768 if i % 2 else 32767)
        pad.axis(mapping.AXIS_LEFT_Y, (i * 7919) % 65536 - 32768)
    qtbot.waitUntil(lambda: bool(aims), timeout=WAIT_MS)
    assert press(qtbot, pads, pad)[1] is Action.TAKE
    assert all(-1.0 <= v <= 1.0 and math.isfinite(v) for aim in aims for v in aim)


def test_a_press_made_while_nobody_listened_is_not_replayed(
        qtbot: QtBot, pads: Pads, plug: Callable[[str], VirtualPad], owner: QObject) -> None:
    pad = plug("Idle pad")
    assert pads.listen(owner)
    pads.unlisten(owner)
    pad.press()
    pad.sdl2.SDL_JoystickUpdate()   # SDL sees the press (queued, as nobody reads it)
    pad.release()
    seen = record(pads)
    assert pads.listen(owner)
    qtbot.wait(10 * POLL_MS)
    assert seen == []


@given(st.one_of(st.floats(), st.integers(), st.none(), st.text(max_size=3)),
       st.one_of(st.floats(), st.integers(), st.none()))
def test_any_axis_reading_aims_within_the_unit_square(raw_x: object, raw_y: object) -> None:
    x, y = mapping.stick(raw_x, raw_y)
    assert -1.0 <= x <= 1.0 and -1.0 <= y <= 1.0


def test_a_resting_stick_inside_the_dead_zone_aims_nowhere() -> None:
    assert mapping.stick(4000, -4000) == (0.0, 0.0)
    assert mapping.stick(32767, 0) == (1.0, 0.0)


def test_sdl_counts_ticks_as_the_clock_model_says() -> None:
    """The exact mapping rests on SDL's tick arithmetic (Linux): check it against SDL."""
    sdl2 = sdl_or_skip()
    start = sdl_library.tick_start_raw_ns()
    if start is None:
        pytest.skip("SDL's raw tick start is only watched on Linux")
    import time

    for _ in range(2000):
        before = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
        ticks = int(sdl2.SDL_GetTicks64())
        after = time.clock_gettime_ns(time.CLOCK_MONOTONIC_RAW)
        assert linux_ticks(before - 50_000, start) <= ticks <= linux_ticks(after + 50_000, start)


def test_R7_2_pad_stamps_land_on_the_race_clock_exactly_not_at_arrival(
        qtbot: QtBot, pads: Pads, owner: QObject) -> None:
    assert pads.listen(owner) and pads.clock is not None
    # The race clock runs on a manual clock set to the moment the pads' own calibration gives
    # an SDL tick count, 300 ms after the reveal. An SDL stamp from 200 ms ago, handled now
    # (the arrival heuristic would say "now"), lands at 100 ms: the mapping's arithmetic, free
    # of the machine's load. Each whole tick maps to the middle of its stretch of time, half a
    # ms either way (the real clock's precision: benchmarks/bench_stamps.py, `make bench`).
    ticks = pads.clock.ticks() + 10_000.0   # a while into SDL's count, whatever it is now
    time = ManualClock(pads.clock.to_perf_ms(ticks) - 300.0)
    clock = ScreenClock(time)
    clock.start()
    time.advance(300.0)
    assert 99.0 <= clock.stamp(ticks - 200.0, source=pads.source) <= 101.0
    assert 262.0 <= clock.stamp(ticks - 37.0, source=pads.source) <= 264.0
