"""The simulator's games: seats named after their level, and a new game with the race's window.

Asked by the runner (sim/runner.py) and by the jitter check (sim/jitter.py), which the runner
also asks: kept apart so that neither of those two imports the other.
"""

from __future__ import annotations

from collections.abc import Sequence

from rok_qt.model.engine import apply
from rok_qt.model.moves import RaceWindow
from rok_qt.model.referee import SCREEN_MS
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode


def seat_levels(players: int, seed: int, levels: Sequence[Controller]) -> tuple[Controller, ...]:
    """Levels rotate round the seats from game to game, so no level keeps the first seat."""
    return tuple(levels[(seat + seed) % len(levels)] for seat in range(players))


def game_config(players: int, seed: int, levels: Sequence[Controller],
                mode: PlayMode = PlayMode.RELAY) -> GameConfig:
    """Seats named after their level; seat 0 starts (no ages given)."""
    seats = [SeatConfig(f"{level.capitalize()} {seat + 1}", level)
             for seat, level in enumerate(seat_levels(players, seed, levels))]
    return GameConfig(seats, seed, mode=mode)


def new_sim_game(config: GameConfig, window_ms: float = SCREEN_MS,
                 uncertainty_ms: float = 0.0) -> GameState:
    """A new game with the referee's settle window set (R7.2), and across computers the most
    a take's stamp may be off (R7.3), played as the engine's `RaceWindow` as a table does."""
    state, _ = new_game(config)
    apply(state, RaceWindow(window_ms, uncertainty_ms))
    return state
