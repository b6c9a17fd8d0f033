"""A network screen's race clock runs from the table's shared "go" (R7.3).

The screen's countdown ends on a Qt timer, which a busy computer fires late; the race clock
must not start then, or every take from that screen is stamped as if pressed earlier than on
the other screens and the server's clock, and the server moves it later (or another screen's
later take beats it).
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.app.network.remote_session import ServerMirror
from rok_qt.model.moves import Move
from rok_qt.model.state import PlayMode
from rok_qt.session import GameSession
from rok_qt.session_clock import perf_ms
from tests.model.scenario import B_FEHU, G_FEHU, W_FEHU, W_URUZ, scenario

LATE_MS = 120.0
"""How long after the table's "go" this screen's countdown timer fired."""


def racing_screen() -> tuple[GameSession, ServerMirror]:
    sent: list[Move] = []
    mirror = ServerMirror(lambda move, _ref: sent.append(move), [0])
    state = scenario([G_FEHU[0], B_FEHU[0]], (*W_FEHU, *W_URUZ), mode=PlayMode.LIVE)
    mirror.start_table(state, 0, [0])
    return mirror.session, mirror


def test_R7_3_a_race_started_late_on_this_screen_is_stamped_from_the_tables_go(
        qtbot: QtBot) -> None:
    del qtbot   # a QApplication for the session's timers
    session, mirror = racing_screen()
    state = session.state
    assert state is not None
    mirror.set_go(state.round, perf_ms() - LATE_MS)
    session.start_race()   # the countdown ended LATE_MS after the table's go
    assert session.live_stamp(None, 0) >= LATE_MS


def test_R7_3_a_race_the_table_resumes_goes_on_from_where_the_tables_clock_stopped(
        qtbot: QtBot) -> None:
    del qtbot
    session, mirror = racing_screen()
    state = session.state
    assert state is not None
    mirror.set_go(state.round, perf_ms())
    session.start_race()
    session.pause_race()   # someone is reconnecting; the table's clock stopped at 4000 ms
    mirror.set_go(state.round, perf_ms() - LATE_MS, race_ms=4000.0)
    session.resume_race()
    assert session.live_stamp(None, 0) >= 4000.0 + LATE_MS
