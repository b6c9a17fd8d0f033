"""A network screen's race clock runs from the table's shared "go" (R7.3), and its race shows
once the throw's faces came (R7.2).

The screen's countdown ends on a Qt timer, which a busy computer fires late; the race clock
must not start then, or every take from that screen is stamped as if pressed earlier than on
the other screens and the server's clock, and the server moves it later (or another screen's
later take beats it).
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.app.network.remote_session import ServerMirror
from rok_qt.model import engine
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Move, Throw
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import PlayMode
from rok_qt.net.table_game import TableGame
from rok_qt.session import GameSession
from rok_qt.session_clock import perf_ms
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.table.animations import AnimationSpeed
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


def test_R7_2_a_network_screen_shows_its_race_when_the_throws_faces_come_not_before(
        qtbot: QtBot) -> None:
    """The table sends the throw's faces just at go; when this screen's countdown ends first,
    its view still names the stones that landed face up after hidden ones: the cloth stays on
    and nothing can be taken until the faces come. The race clock ran from the table's go."""
    table = TableGame("AB")
    config = GameConfig([SeatConfig("Ann"), SeatConfig("Bea")], seed=7, first_player=0,
                        mode=PlayMode.LIVE)
    table.begin(new_game(config)[0])
    mirror = ServerMirror(lambda _move, _ref: None, [0])
    game = GameWidget(mirror.session)
    qtbot.addWidget(game)
    game.set_animation_speed(AnimationSpeed.OFF)
    mirror.race_go.connect(lambda _at: game.table_go())
    mirror.faces_shown.connect(game.faces_shown)
    mirror.start_table(table.view(), table.seq, [0])
    assert table.state is not None
    thrown, events = engine.step(table.state, Throw(0), record_frames=False)
    entry = table.append(thrown, Throw(0), events)
    assert mirror.server_move(entry.seq, entry.move, entry.state, list(entry.events))
    qtbot.waitUntil(lambda: game.live.active)
    started: list[float] = []
    game.live.race_started.connect(lambda: started.append(perf_ms()))
    go = perf_ms()
    mirror.set_go(thrown.round, go)   # the countdown ends at once: go is now
    qtbot.waitUntil(lambda: not game.live.starter.waiting)
    qtbot.wait(50)
    assert not started and game.live.cover.isVisible() and game.live.tool is None
    assert mirror.faces_due
    mirror.reveal(table.view(revealed=True))
    assert started and not game.live.cover.isVisible() and game.live.tool is not None
    shown = mirror.session.state
    assert shown is not None
    assert takeable_stones(shown) == takeable_stones(thrown)   # the stones' own names
    assert mirror.session.live_stamp(None, 0) >= 50.0   # from go, not from the faces
