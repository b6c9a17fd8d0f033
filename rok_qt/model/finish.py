"""Game end (R9): scores, and the tie-break flick contest for the grand master (R9.3)."""

from __future__ import annotations

from rok_qt.model.contest import start_contest
from rok_qt.model.events import Event, GameEnded
from rok_qt.model.state import ContestPurpose, GameState, Phase


def tied_for_win(state: GameState) -> tuple[int, ...]:
    """R9.3: the seats tied on the highest score who flick for the title, in round order.

    Empty when one seat leads alone, or when the tie is at zero stones (nobody can flick).
    """
    scores = state.scores or [state.score(seat) for seat in range(state.player_count)]
    best = max(scores)
    leaders = tuple(seat for seat in state.round_order() if scores[seat] == best)
    return leaders if len(leaders) > 1 and best > 0 else ()


def end_game(state: GameState, events: list[Event]) -> None:
    """R9.1-R9.3: score the treasures; tied leaders flick one of their own stones."""
    state.scores = [state.score(seat) for seat in range(state.player_count)]
    tied = tied_for_win(state)
    if tied:
        stones = {seat: min(state.players[seat].treasure) for seat in tied}
        start_contest(state, events, ContestPurpose.TIEBREAK, None, list(tied), stones)
    elif max(state.scores) == 0:
        # [C] Nobody holds a stone to flick: the title stays unclaimed.
        finish(state, events, None)
    else:
        finish(state, events, state.scores.index(max(state.scores)))


def finish(state: GameState, events: list[Event], grand_master: int | None) -> None:
    """Close the game with its grand master of runes (or none)."""
    state.grand_master = grand_master
    state.contest = None
    state.phase = Phase.OVER
    assert state.scores is not None
    events.append(GameEnded(tuple(state.scores), grand_master))
