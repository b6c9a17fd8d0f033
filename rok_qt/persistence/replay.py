"""A record played through the engine: every step's state and events, or why it cannot be.

A record from anywhere is hostile until this has run: the setup must start a game, every move
must be one the engine takes, the cost must stay within the budget of the longest real game
(persistence.budget), and the last state must carry the record's scores. What comes
out is exactly what the game showed (I5): the same events, move for move (the live race's
races won and lost among them, R7.2), and the same states.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import NamedTuple

import msgspec

from rok_qt.model.engine import apply, step
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import Move, RaceWindow
from rok_qt.model.setup import new_game
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence import budget
from rok_qt.persistence.game_record import GameRecord, RecordError
from rok_qt.persistence.reading import size_words


class ReplayStep(NamedTuple):
    """One move of the game: the state before and after it, and its events."""

    move_index: int
    move: Move
    before: GameState
    after: GameState
    events: list[Event]

    @property
    def round(self) -> int:
        """The round the step was played in."""
        return self.before.round

    @property
    def stamp(self) -> float | None:
        """The live race stamp (ms since the reveal) of a live move; None for other moves."""
        ms = getattr(self.move, "ms", None)
        return float(ms) if isinstance(self.move, LIVE_MOVES) and ms is not None else None


class Replay(NamedTuple):
    """The whole record replayed: the state before any move, and each step in order. A
    `RaceWindow` (how the next race is judged, R7.2) is no step: nobody sees it played, so it
    goes into the state the next step starts from, and the replay bar has no empty step."""

    record: GameRecord
    start: GameState
    steps: list[ReplayStep]

    @property
    def final(self) -> GameState:
        """The state after the last step."""
        return self.steps[-1].after if self.steps else self.start

    def told(self) -> list[Move | Event]:
        """Every move with the events it caused, in order, as the game told them when it was
        played (I5): what a tally counts."""
        return [item for each in self.steps for item in (each.move, *each.events)]

    def round_starts(self) -> dict[int, int]:
        """Round number -> index of its first step."""
        starts: dict[int, int] = {}
        for position, item in enumerate(self.steps):
            starts.setdefault(item.round, position)
        return starts


def replay(record: GameRecord, *, record_frames: bool = False,
           clock: Callable[[], float] = time.monotonic) -> Replay:
    """Play the record through the engine; RecordError (one line) when it does not replay,
    or when replaying it would cost more than the longest real game's budget
    (persistence.budget: undecided race moves, the states held, the time on `clock`).

    Without `record_frames` the throws and flicks carry no animation frames (a tenth of the
    time): `with_frames` plays one step again, with them, when it is to be animated.
    """
    setup = record.setup
    try:
        state, _events = new_game(setup.config())
        # The window the game began with; a record of a table server's game also has one
        # RaceWindow per race among its moves, so each race is judged as it was (R7.2, R7.3).
        apply(state, RaceWindow(setup.race_window_ms, setup.race_uncertainty_ms))
    except (InvalidMove, ValueError) as error:
        raise RecordError(f"The game cannot start: {error}") from None
    if len(record.moves) > budget.MAX_MOVES:
        raise RecordError(f"The record has more than {budget.MAX_MOVES} moves: no real game has")
    start = state
    steps: list[ReplayStep] = []
    deadline, held = clock() + budget.TIME_S, 0
    for index, move in enumerate(record.moves):
        try:
            after, events = step(state, move, record_frames=record_frames)
        except InvalidMove as error:
            raise RecordError(f"Move {index + 1} is refused by the game: {error}") from None
        held += len(_SIZE.encode(after))
        _within_budget(index, after, held, clock() > deadline)
        if not isinstance(move, RaceWindow):
            steps.append(ReplayStep(index, move, state, after, events))
        state = after
    _check_scores(record, state)
    return Replay(record, start, steps)


_SIZE = msgspec.msgpack.Encoder()


def _within_budget(index: int, after: GameState, held: int, late: bool) -> None:
    """Refuse the record at the first move past the budget (module persistence.budget)."""
    live = after.live
    if live is not None and len(live.timeline) > budget.MAX_UNDECIDED:
        raise RecordError(f"Move {index + 1} leaves more than {budget.MAX_UNDECIDED} moves of "
                          f"one race undecided: no real race does")
    if held > budget.HELD_BYTES:
        raise RecordError(f"Replaying the record takes more memory than "
                          f"{size_words(budget.HELD_BYTES)} by move {index + 1}: no real game "
                          f"does")
    if late:
        raise RecordError(f"Checking the record takes longer than {budget.TIME_S:g} s (at move "
                          f"{index + 1}): no real game does")


def with_frames(item: ReplayStep) -> list[Event]:
    """The step's events with the physics frames to animate its throw or flick (I5: the same
    move from the same state gives the same events)."""
    if not any(isinstance(e, StonesThrown | Flicked) for e in item.events):
        return item.events
    return step(item.before, item.move, record_frames=True)[1]


def _check_scores(record: GameRecord, state: GameState) -> None:
    if record.scores is None:
        return
    if state.phase != Phase.OVER:
        raise RecordError("The replay does not reach the end of the game its scores say")
    reached = list(state.scores or [])
    if reached != record.scores:
        raise RecordError(f"The replay ends with the scores {_scores(reached)}, not the "
                          f"record's {_scores(record.scores)}")


def _scores(scores: list[int]) -> str:
    return "-".join(str(s) for s in scores[:5])
