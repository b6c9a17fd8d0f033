"""Game end (R9): scores, and the tie-break flick contest for the grand master (R9.3)."""

from __future__ import annotations

from rok_qt.model.contest import start_contest
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.state import GameState, Phase


def end_game(state: GameState, events: list[Event]) -> None:
    """R9.1-R9.3: score the treasures; tied leaders flick one of their own stones."""
    state.scores = [state.score(seat) for seat in range(state.n)]
    best = max(state.scores)
    leaders = [seat for seat in state.round_order() if state.scores[seat] == best]
    if len(leaders) == 1:
        finish(state, events, leaders[0])
    elif best == 0:
        # [C] Nobody holds a stone to flick: the title stays unclaimed.
        finish(state, events, None)
    else:
        stones = {seat: min(state.players[seat].treasure) for seat in leaders}
        start_contest(state, events, "tiebreak", None, leaders, stones)


def finish(state: GameState, events: list[Event], grand_master: int | None) -> None:
    """Close the game with its grand master of runes (or none)."""
    state.grand_master = grand_master
    state.contest = None
    state.phase = Phase.OVER
    assert state.scores is not None
    events.append(GameEnded(tuple(state.scores), grand_master))
