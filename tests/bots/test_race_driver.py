"""R7.2 the one race driver: what a live grab's clock plays next, and when, for the screen, the
table server and the simulator alike (bots/race_driver.py)."""

from __future__ import annotations

from pathlib import Path

from rok_qt.bots import decide, live_skills, next_live_moves
from rok_qt.bots.race_driver import Due, next_due
from rok_qt.model.engine import apply
from rok_qt.model.moves import Done, Settle, Take, TimeUp
from rok_qt.model.referee import SCREEN_MS, settle_due
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode
from tests.model.scenario import judged

ROOT = Path(__file__).resolve().parents[2]
PERSON, NOVICE = Controller.HUMAN, Controller.NOVICE


def first_grab(seed: int, levels: tuple[Controller, ...], limit_ms: int | None) -> GameState:
    """A live game at its first grab with something to take (after the throw), with the
    screen's settle window."""
    seats = [SeatConfig(f"S{i}", level, 30 + i) for i, level in enumerate(levels)]
    for tried in range(seed, seed + 50):
        state, _ = new_game(GameConfig(seats, seed=tried, time_limit_ms=limit_ms,
                                       mode=PlayMode.LIVE))
        state = judged(state, SCREEN_MS)   # as the screen plays it
        while state.live is None:
            apply(state, decide(state, state.first_player), record_frames=False)
        if any(isinstance(t.move, Take) for t in next_live_moves(state, live_skills(state))):
            return state
    raise AssertionError("no grab with a take in 50 games")


def test_R7_2_the_computer_players_earliest_moves_come_first_at_their_stamp() -> None:
    state = first_grab(1, (PERSON, NOVICE, NOVICE), 20_000)
    due = next_due(state, [1, 2])
    planned = next_live_moves(state, live_skills(state, [1, 2]))
    assert due == Due(planned[0].ms, tuple(t.move for t in planned))
    assert all(isinstance(move, Take) and move.player in (1, 2) for move in due.moves)


def test_R7_2_with_nothing_planned_time_is_up_the_window_after_the_limit() -> None:
    state = first_grab(2, (PERSON, PERSON), 20_000)
    due = next_due(state, [])
    assert due == Due(20_000 + state.race_window_ms, (TimeUp(20_000.0),))


def test_R7_2_people_without_a_limit_end_the_grab_themselves() -> None:
    state = first_grab(2, (PERSON, PERSON), None)
    assert next_due(state, []) is None, "nothing is due until a person says Done"
    for seat in (0, 1):
        apply(state, Done(seat, 500.0 + seat))
    due = next_due(state, [])
    assert due is not None and due.moves == (Settle(due.ms),)
    assert due.ms == settle_due(state), "the referee's Settle once every person is done"


def test_R7_2_computer_players_alone_without_a_limit_stop_when_nothing_is_left() -> None:
    state = first_grab(3, (NOVICE, NOVICE), None)
    for _ in range(200):
        if state.live is None:
            break
        due = next_due(state, [0, 1])
        assert due is not None, "a table of computer players never waits for a person"
        for move in due.moves:
            if state.live is None:
                break
            apply(state, move)
    assert state.live is None, "the grab ended"


def test_R7_2_one_driver_for_the_screen_the_table_server_and_the_simulator() -> None:
    callers = sorted({path.relative_to(ROOT).as_posix()
                      for path in (ROOT / "rok_qt").rglob("*.py")
                      for line in path.read_text(encoding="utf-8").splitlines()
                      if "from rok_qt.bots.race_driver import next_due" in line})
    assert callers == ["rok_qt/net/table_race.py", "rok_qt/session.py", "rok_qt/sim/runner.py"]
    planners = sorted({path.relative_to(ROOT).as_posix()
                       for path in (ROOT / "rok_qt").rglob("*.py")
                       if path.parent.name != "bots"
                       for line in path.read_text(encoding="utf-8").splitlines()
                       if "next_live_move" in line or "settle_due(" in line})
    assert planners in ([], ["rok_qt/model/referee.py"]), \
        "no driver plans the race or settles it by itself"
