"""Shared helpers for the bot tests: games driven by bots to interesting questions."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from rok_qt.bots import decide
from rok_qt.model.engine import apply
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase


def bot_game(players: int, seed: int, levels: Sequence[Controller] = (Controller.ADEPT,),
             time_limit_ms: int | None = 20_000) -> GameState:
    """A fresh game whose seats are bots of the given levels (cycled round the seats)."""
    seats = [SeatConfig(f"S{i}", levels[i % len(levels)]) for i in range(players)]
    state, _ = new_game(GameConfig(seats, seed, None, time_limit_ms))
    return state


def step(state: GameState) -> None:
    """Let the bot the game is waiting for answer, and apply its move."""
    question = waiting_for(state)
    seat = question.player if question.player is not None else 0
    apply(state, decide(state, seat), record_frames=False)


def advance_to(state: GameState, phase: Phase, limit: int = 3000) -> bool:
    """Play bot moves until the game waits in `phase`; False if the game ended first."""
    for _ in range(limit):
        if state.phase == phase:
            return True
        if state.phase == Phase.OVER:
            return False
        step(state)
    return False


def grab_states(count: int, players: int = 3) -> list[GameState]:
    """Positions at the start of a grab turn, from several seeded games and rounds."""
    found: list[GameState] = []
    seed = 0
    while len(found) < count:
        state = bot_game(players, seed)
        seed += 1
        while len(found) < count and advance_to(state, Phase.GRAB):
            found.append(copy.deepcopy(state))
            step(state)
    return found
