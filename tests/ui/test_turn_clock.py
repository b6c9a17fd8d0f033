"""R7.1 the relay turn's clock runs on the session's time: a ManualClock the test advances."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.turn_clock import TurnClock


def test_R7_1_the_turn_expires_at_its_limit_and_a_pause_holds_it(qtbot: QtBot) -> None:
    time = ManualClock(1_000.0)
    clock = TurnClock(None, time, time.alarm)
    expired: list[bool] = []
    clock.expired.connect(lambda: expired.append(True))
    clock.start(20_000)
    time.advance(5_000)
    clock.pause()
    time.advance(60_000)            # a dialog open over the table: the turn stands still
    assert clock.elapsed_ms() == 5_000 and not expired
    assert clock.resume() == 60_000
    time.advance(14_999)
    assert not expired
    time.advance(1)
    assert expired == [True] and clock.elapsed_ms() == 20_000
    clock.stop()
