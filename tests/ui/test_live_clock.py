"""The live race's clock in the session (R7.2): computer players move in real time, pausable."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.bots import decide
from rok_qt.model.events import Event, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.session import GameSession
from rok_qt.session_clock import RaceClock


def live_config(seed: int = 7, match_ms: float = 400.0) -> GameConfig:
    """One person against two quick computer players, all at once."""
    bot = Controller.MATCH
    return GameConfig(seats=[SeatConfig("Ann"),
                             SeatConfig("Bot 1", bot, match_ms=match_ms, match_percent=120),
                             SeatConfig("Bot 2", bot, match_ms=match_ms, match_percent=120)],
                      seed=seed, time_limit_ms=None, mode=PlayMode.LIVE)


def live_session() -> GameSession:
    """A session whose first round has been thrown and waits for the live grab."""
    session = GameSession()
    session.new_game(live_config())
    state = session.state
    assert state is not None
    while state.live is None:   # the first player throws (a person: do it for them)
        assert session.submit(decide(state, waiting_for_player(session)))
        state = session.state
        assert state is not None
    return session


def waiting_for_player(session: GameSession) -> int:
    """The seat the engine waits for."""
    question = session.question()
    assert question is not None and question.player is not None
    return question.player


def takes(events: list[Event]) -> list[StoneTaken]:
    """The takes among these events."""
    return [e for e in events if isinstance(e, StoneTaken)]


def test_R7_2_computer_players_take_when_the_race_clock_reaches_their_stamp(qtbot: QtBot) -> None:
    session = live_session()
    session.start_race()
    with qtbot.waitSignal(session.events_happened, timeout=10_000,
                          check_params_cb=lambda events: bool(takes(events))) as blocker:
        pass
    taken = takes(blocker.args[0])[0]
    assert session.is_bot(taken.player)
    assert taken.ms <= session.race.now_ms() + 1


def test_R7_2_nothing_is_taken_before_the_reveal(qtbot: QtBot) -> None:
    session = live_session()
    seen: list[Event] = []
    session.events_happened.connect(seen.extend)
    qtbot.wait(1500)
    assert takes(seen) == []


def test_R7_2_pause_stops_the_computer_players_and_the_clock(qtbot: QtBot) -> None:
    session = live_session()
    session.start_race()
    qtbot.wait(100)
    session.pause_race()
    stopped_at = session.race.now_ms()
    seen: list[Event] = []
    session.events_happened.connect(seen.extend)
    qtbot.wait(2000)
    assert takes(seen) == []
    assert session.race.now_ms() == stopped_at
    session.resume_race()
    qtbot.waitUntil(lambda: bool(takes(seen)), timeout=10_000)


def test_R7_2_input_events_keep_their_own_spacing_on_the_race_clock(qtbot: QtBot) -> None:
    clock = RaceClock()
    clock.start()
    qtbot.wait(300)
    first = clock.stamp(50_000)
    qtbot.wait(60)
    # An event stamped 30 ms after the first, handled later, keeps its own time.
    assert clock.stamp(50_030) == first + 30
    # An event from before the reveal (a stale timestamp) is taken as happening now.
    assert clock.stamp(10) >= first + 50
