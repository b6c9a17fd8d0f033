"""History entries for tests: one from a whole scripted game, or written out seat by seat."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache

from rok_qt.model.events import Event
from rok_qt.model.moves import Move
from rok_qt.model.state import Controller, GameState
from rok_qt.model.tally import SeatTally, tally, with_finds
from rok_qt.persistence.history import GameEntry, SeatEntry, entry_for
from tests.support import play

WHEN = datetime(2026, 11, 30, 20, 15, tzinfo=UTC)


@cache
def played_entry(players: int = 3, seed: int = 5) -> GameEntry:
    """The history line of a whole scripted game (tests.support.play); shared, do not change."""
    record: list[Move | Event] = []

    def keep(_state: GameState, move: Move, events: list[Event]) -> None:
        record.append(move)
        record.extend(events)

    state, _ = play(players, seed, after_move=keep)
    return entry_for(state, tally(record, state), date=WHEN)


Seat = tuple[str, Controller, int, tuple[int, ...]]
"""name, who plays it, score, find times in ms (each also a round's first find)."""


def entry(seats: list[Seat], winner: int | None, seed: int = 1) -> GameEntry:
    """A recorded game written out by hand: the scores and find times given, nothing else."""
    return GameEntry(
        date=WHEN, seed=seed, moves=40, rounds=6, complete=True, grand_master=winner,
        seats=[SeatEntry(name=name, controller=controller, won=i == winner,
                         tally=with_finds(SeatTally(score=score), finds, finds))
               for i, (name, controller, score, finds) in enumerate(seats)])
