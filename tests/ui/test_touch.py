"""Touch in the live race (R7.2, issue 14): many fingers at once, each stone to its zone's seat."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QPointingDevice, QTouchEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.model.events import Event, GrabEnded, StoneTaken, TakeBeaten
from rok_qt.model.moves import Move, Take, TimeUp
from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.model.state import PairPick, PlayMode
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock
from rok_qt.ui.input.devices import InputId
from rok_qt.ui.input.mouse import LiveTool, Mouse
from rok_qt.ui.input.race_inputs import RaceInputs
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import TouchRace, touch_input
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.view import TableView
from tests.model.scenario import (
    B_FEHU,
    B_URUZ,
    G_FEHU,
    G_URUZ,
    W_ANSUZ,
    W_FEHU,
    W_RAIDO,
    W_THURISAZ,
    W_URUZ,
    scenario,
)

PAIRS = (W_FEHU, W_URUZ, W_THURISAZ)
"""One pair per touch seat; W_ANSUZ and W_RAIDO stay so the race goes on (R4.6)."""
MOUSE_SEAT = 3
STEPS = 5
_DEVICE: list[QPointingDevice] = []


def touch_screen() -> QPointingDevice:
    """One registered touch screen for the whole test run (Qt keeps devices for good)."""
    if not _DEVICE:
        _DEVICE.append(QTest.createTouchDevice())
    return _DEVICE[0]


@dataclass
class Table:
    """A live race on screen: three touch seats (0, 1, 2) and a mouse seat (3)."""

    session: GameSession
    scene: TableScene
    view: TableView
    touch: TouchRace
    events: list[Event]
    played: list[Move]

    def at(self, stone: int) -> QPoint:
        """Where a stone is drawn, in viewport pixels."""
        return self.view.mapFromScene(self.scene.stones[stone].pos())

    def zone_point(self, seat: int) -> QPoint:
        """The middle of a seat's edge zone, in viewport pixels."""
        return self.view.mapFromScene(self.scene.seat_direction(seat) * (TABLE_RADIUS - 50))

    def taken_by(self, stone: int) -> list[int]:
        """Every seat that took this stone, once per take."""
        return [e.player for e in self.events if isinstance(e, StoneTaken) and e.stone == stone]

    def drag(self, paths: dict[int, tuple[QPoint, QPoint]], release: bool = True) -> None:
        """Fingers (by id) pressed at once, moved in steps together, lifted together."""
        viewport = self.view.viewport()
        press = QTest.touchEvent(viewport, touch_screen())
        for finger, (start, _end) in paths.items():
            press.press(finger, start, viewport)
        press.commit()
        for step in range(1, STEPS + 1):
            move = QTest.touchEvent(viewport, touch_screen())
            for finger, (start, end) in paths.items():
                move.move(finger, start + (end - start) * step / STEPS, viewport)
            move.commit()
        if release:
            lift = QTest.touchEvent(viewport, touch_screen())
            for finger, (_start, end) in paths.items():
                lift.release(finger, end, viewport)
            lift.commit()


@pytest.fixture
def table(qtbot: QtBot) -> Iterator[Table]:
    balances: list[int | None] = [G_FEHU[0], B_FEHU[0], G_URUZ[0], B_URUZ[0]]
    stones = [s for pair in (*PAIRS, W_ANSUZ, W_RAIDO) for s in pair]
    state = scenario(balances, stones, mode=PlayMode.LIVE, time_limit_ms=None)
    session = GameSession(clock=ManualClock())   # the race's time moves when a test says so
    session.load_state(state)
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    scene.set_viewer_seat(0, state.player_count)
    scene.sync(state)
    seats = SeatInputs()
    for seat in range(3):
        assert seats.bind(seat, touch_input(seat))
    assert seats.bind(MOUSE_SEAT, InputId("mouse", "0"))
    # The race's funnel, with the mouse's own gestures installed as in the live race: a finger
    # must not reach them.
    inputs = RaceInputs(session, scene, seats)
    inputs.mouse_seat = MOUSE_SEAT
    mouse = Mouse()
    inputs.add_pointer(mouse)
    scene.set_tool(LiveTool(scene, inputs, mouse, MOUSE_SEAT))
    touch = TouchRace(view, scene, inputs)
    events: list[Event] = []
    played: list[Move] = []
    session.events_happened.connect(events.extend)
    session.move_played.connect(played.append)
    session.start_race()
    touch.start()
    yield Table(session, scene, view, touch, events, played)
    touch.stop()


def test_R7_2_three_fingers_drag_three_pairs_at_once_each_for_its_zones_seat(
        table: Table) -> None:
    assert len(table.touch.zones) == 3, "each touch seat's zone is drawn, the mouse seat has none"
    for wave in range(2):
        table.drag({seat: (table.at(PAIRS[seat][wave]), table.zone_point(seat))
                    for seat in range(3)})
    state = table.session.state
    assert state is not None and state.live is not None
    for seat, (first, second) in enumerate(PAIRS):
        assert table.taken_by(first) == [seat] and table.taken_by(second) == [seat]
        assert [(p.a, p.b) for p in state.picks[seat] if isinstance(p, PairPick)] == [
            (first, second)], f"seat {seat} made the pair in its zone"
    assert not any(getattr(m, "player", None) == MOUSE_SEAT for m in table.played), \
        "the mouse made up from the first finger did not act through the mouse's tool"


def test_R7_2_a_finger_lifted_outside_every_zone_puts_the_stone_back(table: Table) -> None:
    stone = W_ANSUZ[0]
    home = table.scene.stones[stone].pos()
    middle = table.view.mapFromScene(QPointF(40.0, -160.0))
    table.drag({7: (table.at(stone), middle)})
    assert table.played == [], "nothing is sent for a free stone let go outside the zones"
    assert table.scene.stones[stone].pos() == home
    # A stone in a hand, lifted outside every zone, is put back on the table.
    table.drag({7: (table.at(stone), table.zone_point(1))})
    assert table.taken_by(stone) == [1]
    table.drag({8: (table.at(stone), middle)})
    state = table.session.state
    assert state is not None and state.live is not None
    assert stone in state.table and stone not in state.live.held[1]


def test_R7_2_a_touch_point_with_no_end_leaves_nothing_half_done(table: Table,
                                                                 qtbot: QtBot) -> None:
    stone, other = W_ANSUZ
    home = table.scene.stones[stone].pos()
    table.drag({0: (table.at(stone), table.zone_point(1))}, release=False)
    table.touch.stop()        # the race pauses mid-drag
    assert table.played == [] and table.scene.stones[stone].pos() == home
    table.touch.start()       # and goes on: the same finger id presses anew
    table.drag({0: (table.at(stone), table.zone_point(2))})
    assert table.taken_by(stone) == [2]
    # A cancelled touch (the system took the screen) takes nothing either.
    table.drag({1: (table.at(other), table.zone_point(0))}, release=False)
    cancel = QTouchEvent(QEvent.Type.TouchCancel, touch_screen())
    QApplication.sendEvent(table.view.viewport(), cancel)
    assert table.taken_by(other) == [] and not table.touch.fingers
    # A finger still down when the race ends: no take, no crash, the touch race stops.
    table.drag({2: (table.at(other), table.zone_point(0))}, release=False)
    assert table.session.submit(TimeUp(table.session.race.now_ms()))
    assert any(isinstance(e, GrabEnded) for e in table.events)
    assert not table.touch.running
    lift = QTest.touchEvent(table.view.viewport(), touch_screen())
    lift.release(2, table.zone_point(0), table.view.viewport()).commit()
    qtbot.wait(10)
    assert table.taken_by(stone) == [2] and table.taken_by(other) == []


def test_R7_2_a_touch_take_is_stamped_when_the_finger_touched_the_stone(table: Table,
                                                                        qtbot: QtBot) -> None:
    stone = W_ANSUZ[0]
    viewport = table.view.viewport()
    touched_at = table.session.race.now_ms()
    QTest.touchEvent(viewport, touch_screen()).press(4, table.at(stone), viewport).commit()
    clock = table.session.clock
    assert isinstance(clock, ManualClock)
    clock.advance(400)   # a long drag across the table
    QTest.touchEvent(viewport, touch_screen()).move(4, table.zone_point(2), viewport).commit()
    QTest.touchEvent(viewport, touch_screen()).release(4, table.zone_point(2), viewport).commit()
    lifted_at = table.session.race.now_ms()
    take = next(e for e in table.events if isinstance(e, StoneTaken))
    assert take.player == 2 and take.stone == stone
    assert take.ms <= touched_at + 100 < lifted_at - 250, "the touch-begin's stamp, not the lift's"


def test_R7_2_a_stone_taken_by_someone_else_mid_drag_goes_to_the_finger_that_touched_first(
        table: Table, qtbot: QtBot) -> None:
    stone = W_ANSUZ[0]
    table.drag({5: (table.at(stone), table.zone_point(0))}, release=False)
    clock = table.session.clock
    assert isinstance(clock, ManualClock)
    clock.advance(10)   # the mouse's take comes 10 ms after the finger touched the stone
    assert table.session.submit(Take(MOUSE_SEAT, stone, table.session.live_stamp(None, 3)))
    viewport = table.view.viewport()
    with qtbot.waitSignal(table.session.events_happened) as happened:
        QTest.touchEvent(viewport, touch_screen()).release(
            5, table.zone_point(0), viewport).commit()
    beaten = [e for e in happened.args[0] if isinstance(e, TakeBeaten)]
    assert [(e.player, e.winner, e.undone) for e in beaten] == [(MOUSE_SEAT, 0, True)]
    live = table.session.state.live if table.session.state is not None else None
    assert live is not None and live.held[0] == [stone] and live.held[MOUSE_SEAT] == []
