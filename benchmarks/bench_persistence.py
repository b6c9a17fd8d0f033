"""Save and load of a late-game state: encode + atomic write, read + decode + validate."""

from __future__ import annotations

import copy
import tempfile
from pathlib import Path

from benchmarks.common import report, time_ms
from rok_qt.bots import decide
from rok_qt.model.engine import apply
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.persistence.files import load_file, save_file
from rok_qt.persistence.savefile import decode, encode

GOAL_MS = 5.0
REPEATS = 200


def late_game_state(players: int = 5, seed: int = 11) -> GameState:
    """The largest state (in saved bytes) of a whole game between computer players."""
    seats = [SeatConfig(f"Player {i + 1}", Controller.MASTER) for i in range(players)]
    state, _ = new_game(GameConfig(seats, seed))
    largest, size = copy.deepcopy(state), 0
    while not _over(state):
        seat = waiting_for(state).player
        apply(state, decide(state, 0 if seat is None else seat), record_frames=False)
        if not _over(state) and len(encode(state)) > size:
            largest, size = copy.deepcopy(state), len(encode(state))
    return largest


def _over(state: GameState) -> bool:
    # A function, so that mypy does not keep the phase narrowed across `apply`.
    return state.phase == Phase.OVER


def main() -> None:
    """Print the save and load medians against the goal, then encode and decode alone."""
    state = late_game_state()
    data = encode(state)
    print(f"late-game state: round {state.round}, phase {state.phase}, {len(data)} bytes")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.rok"
        report("save (encode + atomic write with backup)",
               time_ms(lambda: save_file(path, state), REPEATS), GOAL_MS)
        report("load (read + decode + validate)", time_ms(lambda: load_file(path), REPEATS),
               GOAL_MS)
    report("encode only", time_ms(lambda: encode(state), REPEATS))
    report("decode only (with validation)", time_ms(lambda: decode(data), REPEATS))


if __name__ == "__main__":
    main()
