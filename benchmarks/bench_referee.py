"""The race referee (R7.2): a take arriving 30 ms late that beats an earlier-applied take, with
the undo (goal: median <= 0.2 ms), and 1,000 simulated live games of four computer players
whose moves arrive up to 50 ms late and shuffled: the same winners as in stamp order."""

from __future__ import annotations

import time

from benchmarks.common import report
from rok_qt.bots import decide
from rok_qt.model.engine import apply, copy_state, step
from rok_qt.model.events import TakeBeaten
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import RaceWindow, Take
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.model.stones import twin_of
from rok_qt.sim.runner import run

GOAL_LATE_TAKE_MS = 0.2
REPEATS = 400
JITTER_GAMES = 1000
JITTER_MS = 50.0
LEVELS = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER, Controller.MATCH)


def _races() -> list[tuple[GameState, Take]]:
    """Live grabs of four players, W = 150 ms, where seat 1 took a pair's first stone at
    1,240 ms (and seat 2 a stone of its own at 1,250 ms); the take to time is seat 0's of that
    same stone stamped 1,220 ms, arriving 30 ms behind the newest stamp: it wins and seat 1's
    take is undone."""
    found: list[tuple[GameState, Take]] = []
    seed = 0
    while len(found) < 20:
        seats = [SeatConfig(f"S{i}", Controller.ADEPT) for i in range(4)]
        state, _ = new_game(GameConfig(seats, seed, mode=PlayMode.LIVE))
        seed += 1
        apply(state, RaceWindow(150.0))   # a network's window, as a table server sets it
        apply(state, decide(state, state.first_player), record_frames=False)
        up = sorted(takeable_stones(state))
        pairs = [s for s in up if twin_of(s) in up]
        others = [s for s in up if s not in pairs[:1]]
        if state.live is None or not pairs or not others:
            continue
        apply(state, Take(1, pairs[0], 1240.0))
        apply(state, Take(2, others[0], 1250.0))
        found.append((state, Take(0, pairs[0], 1220.0)))
    return found


def _late_take_samples() -> list[float]:
    races = _races()
    samples = []
    for i in range(REPEATS):
        state, take = races[i % len(races)]
        fresh = copy_state(state)
        start = time.perf_counter()
        _, events = step(fresh, take)
        samples.append((time.perf_counter() - start) * 1000.0)
        assert any(isinstance(e, TakeBeaten) and e.undone for e in events), "no undo measured"
    return samples


def _jitter_line() -> str:
    started = time.perf_counter()
    records, _ = run(4, JITTER_GAMES, 1, LEVELS, replay_every=JITTER_GAMES, mode=PlayMode.LIVE,
                     jitter_ms=JITTER_MS)
    same = sum(record.jitter_same is True for record in records)
    seconds = time.perf_counter() - started
    return (f"referee: {JITTER_GAMES} live games, 4 computer players, --jitter {JITTER_MS:g}: "
            f"{same}/{JITTER_GAMES} with the same winners and scores as in stamp order "
            f"({seconds:.0f} s)")


def main() -> None:
    """Print the late take's median and the jitter line."""
    report("referee: a take 30 ms late beats an applied one", _late_take_samples(),
           GOAL_LATE_TAKE_MS)
    print(_jitter_line())


if __name__ == "__main__":
    main()
