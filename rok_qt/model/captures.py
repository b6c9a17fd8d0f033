"""Captures (R5.3) and ordering disputes (R5.4): what each order of a colour's claims gives."""

from __future__ import annotations

from itertools import permutations

from rok_qt.model.events import Captured
from rok_qt.model.state import Claim, GameState, Player
from rok_qt.model.stones import are_twins, colour_of


def claims_in_colour(state: GameState, colour: int) -> list[Claim]:
    """This colour's claims, in round order of the claimant, then by stone id."""
    position = {seat: i for i, seat in enumerate(state.round_order())}
    found = [c for c in state.claims if colour_of(c.stone) == colour]
    return sorted(found, key=lambda c: (position[c.claimant], c.stone))


def resolve_capture(players: list[Player], claim: Claim) -> Captured:
    """R5.3: the claimant takes the claim stone, the victim's balance stone, and every stone of
    that colour in the victim's treasure at this moment; the victim has no balance stone."""
    victim = players[claim.victim]
    balance = victim.balance
    if balance is None or not are_twins(balance, claim.stone):
        # Cannot happen while claims are checked at settling; kept total for safety.
        raise AssertionError(f"claim {claim} no longer matches a balance stone")
    colour = colour_of(balance)
    taken = [s for s in victim.treasure if colour_of(s) == colour]
    victim.treasure = [s for s in victim.treasure if colour_of(s) != colour]
    victim.balance = None
    event = Captured.of(claim.claimant, claim.victim, claim.stone, balance, tuple(taken))
    players[claim.claimant].treasure.extend(event.stones)
    return event


def _copy_players(players: list[Player]) -> list[Player]:
    return [Player(p.name, p.controller, p.balance, list(p.treasure)) for p in players]


def outcome(state: GameState, order: tuple[Claim, ...]) -> list[Player]:
    """The seats as they would be after resolving these claims in this order."""
    players = _copy_players(state.players)
    for claim in order:
        resolve_capture(players, claim)
    return players


def order_outcomes(state: GameState, colour: int) -> list[tuple[tuple[int, ...], list[int]]]:
    """For every order of the colour's claims (as claim stone ids): each seat's gain in stones.

    The ordering dialog shows this; bots choose from it (R5.4).
    """
    claims = claims_in_colour(state, colour)
    before = [len(p.treasure) for p in state.players]
    result = []
    for order in permutations(claims):
        after = outcome(state, order)
        gains = [len(p.treasure) - b for p, b in zip(after, before, strict=True)]
        result.append((tuple(c.stone for c in order), gains))
    return result


def is_disputed(state: GameState, colour: int) -> bool:
    """R5.4 [C]: a dispute needs claims by two or more players AND orders that differ in result."""
    claims = claims_in_colour(state, colour)
    if len({c.claimant for c in claims}) < 2:
        return False
    results = {
        tuple((p.balance, tuple(sorted(p.treasure))) for p in outcome(state, order))
        for order in permutations(claims)
    }
    return len(results) > 1


def claims_by_stones(state: GameState, stones: tuple[int, ...]) -> tuple[Claim, ...]:
    """The claims named by their claim stones, in that order."""
    by_stone = {c.stone: c for c in state.claims}
    return tuple(by_stone[s] for s in stones)
