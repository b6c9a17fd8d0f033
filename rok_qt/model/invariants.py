"""Invariants I1-I4, checked by tests after every move and by the simulator."""

from __future__ import annotations

from collections import Counter

from rok_qt.model.grab import pick_stones
from rok_qt.model.state import GameState
from rok_qt.model.stones import ALL_STONES, FATE, are_twins, twin_of


def stone_places(state: GameState) -> Counter[int]:
    """How many places hold each stone; contest stones stay booked to their claim or treasure."""
    places: Counter[int] = Counter(state.bag)
    for hand in state.hands:
        places.update(hand)
    places.update(list(state.table))
    places.update(p.balance for p in state.players if p.balance is not None)
    places.update(c.stone for c in state.claims)
    for player in state.players:
        places.update(player.treasure)
    places.update(live_grab_places(state))
    return places


def live_grab_places(state: GameState) -> list[int]:
    """I1 in a live grab (R7.2): stones in a player's hand or formed picks have left the table.

    (In relay turns a pick's stones stay on the table until the settling.)
    """
    if state.live is None:
        return []
    stones = [s for hand in state.live.held for s in hand]
    stones += [s for picks in state.picks for pick in picks for s in pick_stones(pick)]
    return stones


def violations(state: GameState) -> list[str]:
    """Every broken invariant, in words; empty when the state is sound."""
    problems = []
    places = stone_places(state)
    missing = [s for s in ALL_STONES if places[s] == 0]
    doubled = [s for s, count in places.items() if count > 1]
    unknown = [s for s in places if s not in range(len(ALL_STONES))]
    if missing or doubled or unknown:
        problems.append(f"I1: missing {missing}, in two places {doubled}, unknown {unknown}")
    if state.contest is not None:
        homes = {c.stone for c in state.claims}
        for player in state.players:
            homes.update(player.treasure)
        strays = [s for s in state.contest.stones.values() if s not in homes]
        if strays:
            problems.append(f"I1: contest stones {strays} belong to no claim or treasure")
    balances = state.balances_in_play()
    if any(are_twins(a, b) for i, a in enumerate(balances) for b in balances[i + 1:]):
        problems.append(f"I2: twin balance stones in play {balances}")
    # I3 is stated between rounds, but the engine keeps it in every phase: a treasure only ever
    # gains a pair, an own twin with its balance stone, or a capture (twins plus a colour of
    # whole pairs), and only ever pays a pair. Checking it everywhere refuses saved games that
    # would break it a move or two after loading.
    for seat, player in enumerate(state.players):
        held = Counter(player.treasure)
        if any(held[twin_of(s)] != 1 for s in player.treasure):
            problems.append(f"I3: seat {seat}'s treasure is not whole pairs")
    fate = state.table.get(FATE)
    if fate is None or (fate.x, fate.y) != (0.0, 0.0):
        problems.append("I4: the Rune of Fate left the centre of the table")
    return problems
