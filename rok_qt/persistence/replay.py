"""A record played through the engine: every step's state and events, or why it cannot be.

A record from anywhere is hostile until this has run: the setup must start a game, every move
must be one the engine takes, every lost take one it refuses because the stone was gone
(R7.2), and the last state must carry the record's scores. What comes out is exactly what the
game showed (I5): the same events, move for move, and the same states.
"""

from __future__ import annotations

from typing import NamedTuple

from rok_qt.model.engine import step
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import Move, Take
from rok_qt.model.setup import new_game
from rok_qt.model.state import GameState, Phase
from rok_qt.persistence.game_record import GameRecord, RecordError


class LostRace(NamedTuple):
    """A take that came too late (R7.2): `seat` reached for `stone` at `ms`; `by` had taken it
    at `won_ms`."""

    seat: int
    stone: int
    ms: float
    by: int
    won_ms: float


class Step(NamedTuple):
    """One move of the game (or one lost race, which changes nothing): before, after, events."""

    move_index: int
    move: Move
    before: GameState
    after: GameState
    events: list[Event]
    lost: LostRace | None = None

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
    try:
        state, _events = new_game(record.setup.config())
    except InvalidMove as error:
        raise RecordError(f"The game cannot start: {error}") from None
    start = state
    lost = sorted(record.lost, key=lambda entry: entry.after)
    if lost and not 0 <= lost[0].after <= lost[-1].after <= len(record.moves):
        raise RecordError("Damaged game record: a lost take lies outside the moves")
    steps: list[Step] = []
    waiting = iter(lost)
    pending = next(waiting, None)
    for index, move in enumerate(record.moves):
        while pending is not None and pending.after == index:
            steps.append(_lost_step(state, index, pending.take))
            pending = next(waiting, None)
        try:
            after, events = step(state, move, record_frames=record_frames)
        except InvalidMove as error:
            raise RecordError(f"Move {index + 1} is refused by the game: {error}") from None
        steps.append(Step(index, move, state, after, events))
        state = after
    while pending is not None:
        steps.append(_lost_step(state, len(record.moves), pending.take))
        pending = next(waiting, None)
    _check_scores(record, state)
    return Replay(record, start, steps)


def with_frames(item: Step) -> list[Event]:
    """The step's events with the physics frames to animate its throw or flick (I5: the same
    move from the same state gives the same events)."""
    if item.lost is not None or not any(isinstance(e, StonesThrown | Flicked)
                                        for e in item.events):
        return item.events
    return step(item.before, item.move, record_frames=True)[1]


def _lost_step(state: GameState, index: int, take: Take) -> Step:
    """A lost take must be refused, and only because its stone was gone."""
    try:
        step(state, take, record_frames=False)
    except InvalidMove as error:
        if error.code == Refusal.TAKE_GONE:
            lost = LostRace(take.player, take.stone, float(take.ms),
                            int(error.params.get("by", -1)),
                            float(error.params.get("won_ms", take.ms)))
            return Step(index, take, state, state, [], lost)
        raise RecordError(f"A lost take before move {index + 1} is not a lost race: "
                          f"{error}") from None
    raise RecordError(f"A lost take before move {index + 1} was not lost: the game takes it")


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
