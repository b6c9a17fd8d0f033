"""Shared helpers for the bot tests: games driven by bots to interesting questions."""

from __future__ import annotations

from collections.abc import Sequence

from rok_qt.bots import decide
from rok_qt.model.autoplay import autoplay, play_out
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase


def bot_game(players: int, seed: int, levels: Sequence[Controller] = (Controller.ADEPT,),
             time_limit_ms: int | None = 20_000) -> GameState:
    """A fresh game whose seats are bots of the given levels (cycled round the seats)."""
    seats = [SeatConfig(f"S{i}", levels[i % len(levels)]) for i in range(players)]
    state, _ = new_game(GameConfig(seats, seed, None, time_limit_ms))
    return state


def advance_to(state: GameState, phase: Phase, limit: int = 3000) -> GameState | None:
    """The state once bots have played on until the game waits in `phase`; None if it ended
    (or ran `limit` moves) first. `state` itself is left as it was."""
    reached = play_out(state, decide, until=lambda s: s.phase == phase, max_moves=limit)
    return reached if reached.phase == phase else None


def grab_states(count: int, players: int = 3) -> list[GameState]:
    """Positions at the start of a grab turn, from several seeded games and rounds."""
    found: list[GameState] = []
    seed = 0
    while len(found) < count:
        state = bot_game(players, seed)
        seed += 1
        for turn in autoplay(state, decide):
            if len(found) == count:
                break
            if turn.state.phase == Phase.GRAB:
                found.append(turn.state)
    return found
