"""A record played through the engine: every step's state and events, or why it cannot be.

A record from anywhere is hostile until this has run: the setup must start a game, every move
must be one the engine takes, and the last state must carry the record's scores. What comes
out is exactly what the game showed (I5): the same events, move for move (the live race's
races won and lost among them, R7.2), and the same states.
"""

from __future__ import annotations

from typing import NamedTuple

from rok_qt.model.engine import step
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import Move
from rok_qt.model.referee import with_window
from rok_qt.model.setup import new_game
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.game_record import GameRecord, RecordError


class Step(NamedTuple):
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
    """The whole record replayed: the state before any move, and each step in order."""

    record: GameRecord
    start: GameState
    steps: list[Step]

    @property
    def final(self) -> GameState:
        """The state after the last step."""
        return self.steps[-1].after if self.steps else self.start

    def round_starts(self) -> dict[int, int]:
        """Round number -> index of its first step."""
        starts: dict[int, int] = {}
        for position, item in enumerate(self.steps):
            starts.setdefault(item.round, position)
        return starts


def replay(record: GameRecord, *, record_frames: bool = False) -> Replay:
    """Play the record through the engine; RecordError (one line) when it does not replay.

    Without `record_frames` the throws and flicks carry no animation frames (a tenth of the
    time): `with_frames` plays one step again, with them, when it is to be animated.
    """
    setup = record.setup
    try:
        state, _events = new_game(setup.config())
        state = with_window(state, setup.race_window_ms, setup.race_uncertainty_ms)
    except (InvalidMove, ValueError) as error:
        raise RecordError(f"The game cannot start: {error}") from None
    start = state
    steps: list[Step] = []
    for index, move in enumerate(record.moves):
        try:
            after, events = step(state, move, record_frames=record_frames)
        except InvalidMove as error:
            raise RecordError(f"Move {index + 1} is refused by the game: {error}") from None
        steps.append(Step(index, move, state, after, events))
        state = after
    _check_scores(record, state)
    return Replay(record, start, steps)


def with_frames(item: Step) -> list[Event]:
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
