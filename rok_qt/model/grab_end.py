"""When a live grab ends (R4.6 [D], R7.2): no visible pair or balance twin left, or every seat done.

Asked by the live race (model/live.py) and by its referee (model/referee.py) on the referee's
final moves; kept apart so that neither imports the other.
"""

from __future__ import annotations

from rok_qt.model.events import GrabEnd
from rok_qt.model.grab import takeable_stones
from rok_qt.model.state import GameState, LiveGrab
from rok_qt.model.stones import twin_of


def _race(state: GameState) -> LiveGrab:
    assert state.live is not None, "no live grab in progress"
    return state.live


def grab_open(state: GameState) -> bool:
    """R4.6 [D]: a visible pair or balance twin is left, counting stones in hand as on the table."""
    up = takeable_stones(state)
    balances = set(state.balances_in_play())
    held = [s for hand in _race(state).held for s in hand]
    if any(twin_of(s) in up or twin_of(s) in balances for s in held):
        return True
    return any(twin_of(s) in up or twin_of(s) in balances for s in up)


def end_reason(state: GameState) -> GrabEnd | None:
    """Why the live grab ends now (R4.6, R7.2), or None while it goes on."""
    if not grab_open(state):
        return GrabEnd.CLEARED
    if all(_race(state).done):
        return GrabEnd.DONE   # Done is personal (R7.2 [C]): every seat, not only the people
    return None
