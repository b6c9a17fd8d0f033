"""The live race's clock in the session (R7.2): computer players move on the race clock,
pausable. The session runs on a ManualClock: the test moves time on, nothing waits for it."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.bots import decide
from rok_qt.model.events import Event, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock, ScreenClock


def live_config(seed: int = 7, match_ms: float = 400.0) -> GameConfig:
    """One person against two quick computer players, all at once."""
    bot = Controller.MATCH
    return GameConfig(seats=[SeatConfig("Ann"),
                             SeatConfig("Bot 1", bot, match_ms=match_ms, match_percent=120),
                             SeatConfig("Bot 2", bot, match_ms=match_ms, match_percent=120)],
                      seed=seed, time_limit_ms=None, mode=PlayMode.LIVE)


def live_session(clock: ManualClock) -> GameSession:
    """A session on `clock` whose first round has been thrown and waits for the live grab."""
    session = GameSession(clock=clock)
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
    clock = ManualClock()
    session = live_session(clock)
    seen: list[Event] = []
    session.events_happened.connect(seen.extend)
    session.start_race()
    due = clock.next_due()
    assert due is not None and takes(seen) == []
    clock.advance(due - clock() - 1)
    assert takes(seen) == [], "not a ms before its stamp"
    clock.advance(1)
    taken = takes(seen)[0]
    assert session.is_bot(taken.player) and taken.ms == session.race.now_ms()


def test_R7_2_nothing_is_taken_before_the_reveal(qtbot: QtBot) -> None:
    clock = ManualClock()
    session = live_session(clock)
    seen: list[Event] = []
    session.events_happened.connect(seen.extend)
    clock.advance(60_000)
    assert takes(seen) == [] and clock.next_due() is None


def test_R7_2_pause_stops_the_computer_players_and_the_clock(qtbot: QtBot) -> None:
    clock = ManualClock()
    session = live_session(clock)
    session.start_race()
    clock.advance(100)
    session.pause_race()
    stopped_at = session.race.now_ms()
    seen: list[Event] = []
    session.events_happened.connect(seen.extend)
    clock.advance(60_000)
    assert takes(seen) == []
    assert session.race.now_ms() == stopped_at == 100
    session.resume_race()
    clock.advance(60_000)
    assert takes(seen)


def test_R7_2_input_events_keep_their_own_spacing_on_the_race_clock() -> None:
    time = ManualClock(7_000.0)
    clock = ScreenClock(time)
    clock.start()
    time.advance(300)
    first = clock.stamp(50_000)
    assert first == 300
    time.advance(60)
    # An event stamped 30 ms after the first, handled later, keeps its own time.
    assert clock.stamp(50_030) == first + 30
    # An event from before the reveal (a stale timestamp) is taken as happening now.
    assert clock.stamp(10) == first + 60
