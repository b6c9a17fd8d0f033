"""Any device in the live race (R7.2): a stick glides a seat's cursor, a pulled-out pad leaves it
still, Start pauses for everyone, and takes carry the device's own stamp base."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import SeatConfig
from rok_qt.model.state import Controller
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.devices import Action, Device, InputId
from rok_qt.ui.input.seats import SeatInputs
from tests.ui.driver import WAIT_MS, current
from tests.ui.together import start_together, together_config

ROOT = Path(__file__).resolve().parents[2]
PAD = InputId("pad", "3")
OTHER_PAD = InputId("pad", "4")


class Pads(Device):
    """Game controllers as the race sees them: the same signals, SDL's stamp base."""

    source = "sdl"


def bind_pads(game: GameWidget) -> Pads:
    seats = SeatInputs(game)
    pads = Pads(game)
    assert seats.bind(0, PAD) and seats.bind(1, OTHER_PAD)
    game.set_inputs(seats, [pads])
    return pads


def pads_of(game: GameWidget) -> Pads:
    devices = game.live.inputs.devices
    assert isinstance(devices[0], Pads)
    return devices[0]


def test_R7_2_a_stick_glides_the_ring_and_a_pulled_out_pad_leaves_it_still(
        qtbot: QtBot, window: MainWindow) -> None:
    game = start_together(qtbot, window, together_config(seed=5), bind_pads)
    pads = pads_of(game)
    cursor = game.live.inputs.cursors[0]
    pads.acted.emit(PAD, Action.LEFT, None)   # the d-pad shows the ring
    start = cursor.stone
    assert start is not None
    with qtbot.waitSignal(cursor.moved, timeout=WAIT_MS):
        pads.aimed.emit(PAD, 1.0, 0.0)
    pads.detached.emit(PAD)
    still = cursor.stone
    with qtbot.assertNotEmitted(cursor.moved, wait=300):
        pass
    assert cursor.stone == still and cursor.ring.isVisible()
    pads.attached.emit(PAD, "Pad")
    with qtbot.waitSignal(cursor.moved, timeout=WAIT_MS):
        pads.aimed.emit(PAD, -1.0, 0.0)


def test_R7_2_a_pad_takes_the_ringed_stone_and_start_pauses_for_everyone(
        qtbot: QtBot, window: MainWindow) -> None:
    game = start_together(qtbot, window, together_config(seed=5), bind_pads)
    pads = pads_of(game)
    pads.acted.emit(OTHER_PAD, Action.UP, None)
    stone = game.live.inputs.cursors[1].stone
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS):
        pads.acted.emit(OTHER_PAD, Action.TAKE, 123456.0)
    live = current(game).live
    assert live is not None and live.held[1] == [stone]
    pads.acted.emit(PAD, Action.LEFT, None)
    assert game.live.inputs.cursors[0].stone is not None
    with qtbot.waitSignal(game.live.paused_changed, timeout=WAIT_MS) as paused:
        pads.acted.emit(PAD, Action.PAUSE, None)
    assert paused.args == [True] and game.live.cover.isVisible()
    with qtbot.assertNotEmitted(window.session.events_happened, wait=100):
        pads.acted.emit(PAD, Action.TAKE, None)   # paused: nothing is taken
    live = current(game).live
    assert live is not None and live.held[0] == []
    with qtbot.waitSignal(game.live.paused_changed, timeout=WAIT_MS) as resumed:
        pads.acted.emit(OTHER_PAD, Action.PAUSE, None)
    assert resumed.args == [False]


def bind_a_computer_seat(game: GameWidget) -> None:
    """Ann with a pad, and a binding left over for a seat a computer player now holds."""
    seats = SeatInputs(game)
    assert seats.bind(0, PAD) and seats.bind(1, OTHER_PAD)
    game.set_inputs(seats, [Pads(game)])


def test_only_people_get_a_cursor(qtbot: QtBot, window: MainWindow) -> None:
    config = together_config(seed=5, bot=True)
    config.seats[1] = SeatConfig("Bea", Controller.NOVICE, 31)   # one person: Ann
    game = start_together(qtbot, window, config, bind_a_computer_seat)
    assert set(game.live.inputs.cursors) == {0}
    assert game.live.tool is None, "nobody has the mouse"
    pads = pads_of(game)
    pads.acted.emit(OTHER_PAD, Action.UP, None)
    with qtbot.assertNotEmitted(window.session.events_happened, wait=50):
        pads.acted.emit(OTHER_PAD, Action.TAKE, None)


def test_R7_2_every_device_reaches_the_arbiter_through_the_one_funnel(
        qtbot: QtBot, window: MainWindow) -> None:
    # The mouse and touch are Devices as keys and pads are, and only the funnel
    # (RaceInputs.hand_in) hands an intent to the arbiter: no device has a way of its own.
    live = window.game.live
    assert isinstance(live.mouse, Device) and isinstance(live.touch, Device)
    doors = [path.relative_to(ROOT).as_posix()
             for path in sorted((ROOT / "rok_qt").rglob("*.py"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if "arbiter.hand_in(" in line]
    assert doors == ["rok_qt/ui/input/race_inputs.py"], doors
