"""The seat table: one input per seat, never shared (issue 14's joining rule)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.ui.input.devices import InputId
from rok_qt.ui.input.seats import SeatInputs

KEYS = InputId("keys", "wasd")
PAD = InputId("pad", "7")


def test_two_seats_cannot_share_one_input(qtbot: QtBot) -> None:
    seats = SeatInputs()
    assert seats.bind(0, KEYS)
    assert not seats.bind(1, KEYS)
    assert seats.input_of(1) is None
    assert seats.seat_of(KEYS) == 0


def test_a_seat_rebinds_and_releases_with_a_signal_each_time(qtbot: QtBot) -> None:
    seats = SeatInputs()
    with qtbot.waitSignal(seats.changed):
        seats.bind(0, KEYS)
    with qtbot.waitSignal(seats.changed):
        seats.bind(0, PAD)
    assert seats.seat_of(KEYS) is None and seats.bound() == {0: PAD}
    with qtbot.waitSignal(seats.changed):
        seats.release(0)
    assert seats.bound() == {}
