"""The one headless game loop: answer each question with an injected `decide`, move by move.

The simulator, the self-test and the test helpers all drive games through `autoplay`; the
deciding (bots, scripted players) is passed in, so the loop lives in the model without
importing them. Each move goes through `engine.step`, so no state is ever half-played.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import NamedTuple

from rok_qt.model.engine import step
from rok_qt.model.events import Event
from rok_qt.model.moves import Move
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import GameState, Phase

Decide = Callable[[GameState, int], Move]
"""A player's answer, for the given seat, to the question the game waits on."""

MAX_MOVES = 5000
"""A game takes a few dozen moves; this many means it would never end."""


class Turn(NamedTuple):
    """One move played: the state after it, the move, and the events it caused."""

    state: GameState
    move: Move
    events: list[Event]


class MoveFailed(Exception):
    """Deciding or playing a move raised. `state` is the untouched state before it; `move` is
    None when deciding raised."""

    def __init__(self, state: GameState, move: Move | None, cause: Exception) -> None:
        super().__init__(f"{type(cause).__name__}: {cause}")
        self.state = state
        self.move = move


def answering_seat(state: GameState) -> int:
    """The seat that answers now; a question to the whole table goes to the first player."""
    seat = waiting_for(state).player
    return state.first_player if seat is None else seat


def autoplay(
    state: GameState,
    decide: Decide,
    *,
    until: Callable[[GameState], bool] | None = None,
    max_moves: int = MAX_MOVES,
    record_frames: bool = False,
) -> Iterator[Turn]:
    """Play decided moves from `state` (never changed itself), yielding each Turn.

    Stops when the game is over, when `until(state)` holds (checked before each move), or after
    `max_moves` moves (the caller tells by the last state's phase).
    """
    for _ in range(max_moves):
        if state.phase == Phase.OVER or (until is not None and until(state)):
            return
        move: Move | None = None
        try:
            move = decide(state, answering_seat(state))
            new, events = step(state, move, record_frames=record_frames)
        except Exception as exc:
            raise MoveFailed(state, move, exc) from exc
        state = new
        yield Turn(state, move, events)


def play_out(state: GameState, decide: Decide, *,
             until: Callable[[GameState], bool] | None = None,
             max_moves: int = MAX_MOVES) -> GameState:
    """The state `autoplay` stops at (the game's end, `until`, or `max_moves`)."""
    for turn in autoplay(state, decide, until=until, max_moves=max_moves):
        state = turn.state
    return state
