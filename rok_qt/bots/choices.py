"""A bot's choices that help itself: the penalty pair (R5.1) and the capture order (R5.4)."""

from __future__ import annotations

from rok_qt.model.captures import order_outcomes
from rok_qt.model.endround import penalty_options
from rok_qt.model.state import GameState
from rok_qt.model.stones import colour_of


def choose_penalty(state: GameState, seat: int) -> tuple[int, int]:
    """R5.1 [C]: pay with a pair of the colour about to be captured, since it is lost anyway.

    Otherwise pay with the colour of the bot's own balance stone, which a later capture could
    take; otherwise with the colour it holds most of (the rules' suggested default).
    """
    options = penalty_options(state, seat)
    if not options:
        raise ValueError(f"seat {seat} has no pair to pay a penalty with")
    losing = {colour_of(c.stone) for c in state.claims if c.victim == seat}
    for pair in options:
        if colour_of(pair[0]) in losing:
            return pair
    balance = state.players[seat].balance
    if balance is not None:
        for pair in options:
            if colour_of(pair[0]) == colour_of(balance):
                return pair
    counts = [0, 0, 0]
    for stone in state.players[seat].treasure:
        counts[colour_of(stone)] += 1
    return max(options, key=lambda p: (counts[colour_of(p[0])], -p[0]))


def choose_order(state: GameState, seat: int, colour: int) -> tuple[int, ...]:
    """R5.4: the order of the colour's captures that gains this seat most.

    Among equal gains, the one that gives the best-placed rival least, then the first listed.
    """
    outcomes = order_outcomes(state, colour)
    if not outcomes:
        raise ValueError(f"no claims of colour {colour} to order")

    def merit(item: tuple[tuple[int, ...], list[int]]) -> tuple[int, int]:
        _, gains = item
        rival = max(
            (state.score(s) + g for s, g in enumerate(gains) if s != seat), default=0
        )
        return gains[seat], -rival

    return max(outcomes, key=merit)[0]
