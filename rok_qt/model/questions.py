"""What the engine waits for, and from whom: the one question of the moment."""

from __future__ import annotations

import msgspec

from rok_qt.model.contest import next_flicker
from rok_qt.model.endround import penalised_seat
from rok_qt.model.state import GameState, Phase, PlayMode


class Question(msgspec.Struct, frozen=True):
    """The kind of move awaited and the seat it must come from (None: the table as a whole)."""

    kind: Phase
    player: int | None


def waiting_for(state: GameState) -> Question:
    """The question the game is waiting on right now."""
    phase = state.phase
    if phase == Phase.THROW:
        return Question(phase, state.first_player)
    if phase == Phase.GRAB:
        if state.mode == PlayMode.LIVE:
            return Question(phase, None)   # the live race: every seat at once (R7.2)
        return Question(phase, state.round_order()[state.turn])
    if phase == Phase.PENALTY:
        return Question(phase, penalised_seat(state))
    if phase == Phase.FLICK:
        assert state.contest is not None
        return Question(phase, next_flicker(state.contest))
    if phase == Phase.ORDER:
        assert state.contest is not None
        return Question(phase, state.contest.winner)
    return Question(phase, None)
