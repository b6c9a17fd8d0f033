"""The one race driver (R7.2): what a live grab's own clock does next, and when.

Whoever runs a race's clock (the screen's session, a table server's table, the simulator) asks
the same question of the state and its computer seats: `next_due(state, computers)`. The answer
is the moves due next and the race ms at which to play them:

- the computer seats' earliest planned moves (all those at that ms: equal stamps go to the
  referee's coin), or a `Settle` the referee waits for (the grab is over, its last moves become
  final once the clock is W past them), whichever comes first (`bots.live.next_live_moves`);
- else time up: `TimeUp(limit)`, played W after the limit so that late stamps still count;
- else, with no limit and nobody but computer players at the table, time up now (nothing more
  will happen); with people at the table and no limit, nothing (None): they say Done.

The simulator plays on a virtual clock, so it plays the moves at once and ignores `ms`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rok_qt.bots import live_skills
from rok_qt.bots.live import next_live_moves
from rok_qt.model.moves import LiveMove, TimeUp
from rok_qt.model.state import GameState


@dataclass(frozen=True, slots=True)
class Due:
    """Moves the race's own clock plays at `ms` (race ms), in this order."""

    ms: float
    moves: tuple[LiveMove, ...]


def next_due(state: GameState, computers: Sequence[int]) -> Due | None:
    """What is due next in the live grab of `state`, with `computers` the seats the caller
    plays for (see the module's docstring); None: nothing until a person acts."""
    assert state.live is not None, "next_due is asked during a live grab"
    batch = next_live_moves(state, live_skills(state, list(computers)))
    first = batch[0]
    if not isinstance(first.move, TimeUp):
        return Due(first.ms, tuple(timed.move for timed in batch))
    limit = state.time_limit_ms
    if limit is not None:
        return Due(float(limit) + state.race_window_ms, (TimeUp(float(limit)),))
    if set(range(state.player_count)) <= set(computers):
        return Due(first.ms, (first.move,))
    return None

