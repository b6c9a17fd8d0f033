"""A game played again with its live moves arriving late and shuffled (R7.2, `--jitter MS`).

Each live move (a take, put back, lay or done) arrives up to `jitter_ms` after its stamp, a
seat's own moves in their own order (a connection keeps its order); the clock's moves arrive
when the clock shows them (`Settle` at its ms, `TimeUp` once everything stamped before it has
arrived). Every other move is played as it came. With a settle window at least `jitter_ms`
wide the referee must end every grab, and so the game, exactly as in stamp order.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Sequence

from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.moves import Done, LayOnBalance, Move, PutBack, Settle, Take, TimeUp
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.sim.games import game_config, new_sim_game

_SEAT_MOVES = (Take, PutBack, LayOnBalance, Done)


def arrival_order(moves: Sequence[Move], jitter_ms: float, rng: random.Random) -> list[Move]:
    """One grab's moves in an order they could arrive in, each at most `jitter_ms` late."""
    timed: list[tuple[float, float, Move]] = []
    last: dict[int, float] = {}
    for move in moves:
        if isinstance(move, _SEAT_MOVES):
            at = max(last.get(move.player, 0.0) + 1e-6, move.ms + rng.uniform(0, jitter_ms))
            last[move.player] = at
        elif isinstance(move, TimeUp):
            at = move.ms + jitter_ms + 1.0
        else:
            assert isinstance(move, Settle)
            at = move.ms
        timed.append((at, rng.random(), move))
    return [move for _, _, move in sorted(timed, key=lambda t: (t[0], t[1]))]


def jittered(players: int, seed: int, levels: Sequence[Controller], moves: Sequence[Move],
             mode: PlayMode, window_ms: float, jitter_ms: float,
             uncertainty_ms: float = 0.0) -> GameState:
    """The game replayed from its seed with each live grab's moves in a jittered order.

    A move the engine refuses (none should be) is skipped: the comparison then fails.
    """
    state = new_sim_game(game_config(players, seed, levels, mode), window_ms, uncertainty_ms)
    rng = random.Random(seed)
    grab: list[Move] = []
    for move in [*moves, None]:
        if move is not None and isinstance(move, (*_SEAT_MOVES, Settle, TimeUp)):
            grab.append(move)
            if not isinstance(move, TimeUp):
                continue
        for late in arrival_order(grab, jitter_ms, rng):
            _play(state, late)
        grab = []
        if move is not None and not isinstance(move, TimeUp):
            _play(state, move)
    return state


def _play(state: GameState, move: Move) -> None:
    with contextlib.suppress(InvalidMove):
        apply(state, move, record_frames=False)
