"""Game states for the persistence tests: scripted games stopped at chosen points."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any

import msgspec

from rok_qt.model.engine import apply
from rok_qt.model.state import GameState, Phase
from rok_qt.model.stones import twin_of
from rok_qt.persistence.savefile import FORMAT, VERSION, encode
from tests.support import play


@functools.cache
def _snapshots(players: int, seed: int) -> tuple[GameState, ...]:
    """The state after every move of one scripted game, the start included."""
    start, _ = play(players, seed, max_moves=0)
    states = [copy.deepcopy(start)]
    play(players, seed, after_move=lambda state, *_: states.append(copy.deepcopy(state)))
    return tuple(states)


def first_state(wanted: Callable[[GameState], bool]) -> GameState:
    """A fresh copy of the first state of the scripted games that `wanted` accepts."""
    for seed in range(60):
        for players in (3, 4, 2, 5):
            for state in _snapshots(players, seed):
                if wanted(state):
                    return copy.deepcopy(state)
    raise LookupError("no scripted game reaches the wanted state")


def in_phase(phase: Phase, purpose: str | None = None) -> GameState:
    """A copy of a state in this phase (and, for a contest, with this purpose)."""
    return first_state(
        lambda s: s.phase == phase and (s.contest.purpose if s.contest else None) == purpose
    )


def mid_game() -> GameState:
    """A state deep in a 4-player game with treasures, a balance-less seat and a round log."""
    return first_state(
        lambda s: s.player_count == 4 and s.round >= 3 and len(s.bag) >= 3 and s.phase == Phase.GRAB
        and s.turn == 1
        and any(s.picks) and any(p.balance is None for p in s.players)
    )


def raw_save(state: GameState | dict[str, Any], version: int = VERSION) -> bytes:
    """Save-file bytes written without `encode`'s checks: how a damaged file is made."""
    return msgspec.json.encode({"format": FORMAT, "version": version, "state": state})


def as_document(state: GameState) -> dict[str, Any]:
    """The state as plain JSON data, to damage by hand."""
    doc: dict[str, Any] = msgspec.to_builtins(state)
    return doc


def continue_both(original: GameState, loaded: GameState, moves: list[Any]) -> None:
    """Apply the same moves to both games and require equal events and equal encodings."""
    for move in moves:
        assert apply(original, move, record_frames=False) == apply(
            loaded, move, record_frames=False
        )
        assert encode(original) == encode(loaded)


def with_twin_balances(state: GameState) -> GameState:
    """A copy where two players hold twins as balance stones (breaks I2), every stone still
    in exactly one place."""
    state = copy.deepcopy(state)
    seat = next(i for i, p in enumerate(state.players) if p.balance is not None)
    other = (seat + 1) % state.player_count
    twin = twin_of(state.players[seat].balance or 0)
    for place in (state.bag, *state.hands, *(p.treasure for p in state.players)):
        if twin in place:
            place.remove(twin)
    state.table.pop(twin, None)
    old = state.players[other].balance
    if old is not None:
        state.bag.append(old)
    state.players[other].balance = twin
    return state
