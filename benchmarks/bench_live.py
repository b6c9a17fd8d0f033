"""The live race (R7.2): applying one take in the engine (goal: median <= 0.5 ms), and a
computer player's re-plan after it (what the session does after every move)."""

from __future__ import annotations

import time

from benchmarks.common import report
from rok_qt.bots import decide, live_skills, next_live_move
from rok_qt.model.engine import apply, copy_state, step
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Take
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode

GOAL_TAKE_MS = 0.5
REPEATS = 400


def _races() -> list[tuple[GameState, Take]]:
    """Live grabs of four players just after the throw, each with a take to apply."""
    found: list[tuple[GameState, Take]] = []
    seed = 0
    while len(found) < 20:
        seats = [SeatConfig(f"S{i}", Controller.ADEPT) for i in range(4)]
        state, _ = new_game(GameConfig(seats, seed, mode=PlayMode.LIVE))
        seed += 1
        apply(state, decide(state, state.first_player), record_frames=False)
        up = sorted(takeable_stones(state))
        if state.live is not None and up:
            found.append((state, Take(0, up[0], 1234.0)))
    return found


def _timed(fn_on_copy: str) -> list[float]:
    races = _races()
    samples = []
    for i in range(REPEATS):
        state, take = races[i % len(races)]
        fresh = copy_state(state)
        start = time.perf_counter()
        if fn_on_copy == "apply":
            apply(fresh, take)
        elif fn_on_copy == "step":
            step(fresh, take)
        else:
            next_live_move(fresh, live_skills(fresh))
        samples.append((time.perf_counter() - start) * 1000.0)
    return samples


def main() -> None:
    """Print the medians: one take applied in place, one take as a step, one re-plan."""
    report("live: apply one take (engine.apply)", _timed("apply"), GOAL_TAKE_MS)
    report("live: one take as a step (copy + apply)", _timed("step"))
    report("live: re-plan 4 computer players", _timed("plan"))


if __name__ == "__main__":
    main()
