"""End of the round in rule order: penalties (R5.1), captures (R5.3-R5.4), replacement (R5.5),
clean-up (R5.6); each step runs until it needs a player's answer."""

from __future__ import annotations

from rok_qt.model.captures import claims_in_colour, is_disputed, resolve_capture
from rok_qt.model.contest import start_contest
from rok_qt.model.events import (
    BalanceReplaced,
    Event,
    FaceDownReturned,
    OrderChosen,
    PenaltyPaid,
    PenaltyWaived,
    RoundEnded,
)
from rok_qt.model.geometry import distance_to_centre
from rok_qt.model.state import Claim, ContestPurpose, GameState, Phase
from rok_qt.model.stones import FATE, colour_of, twin_of


def penalty_options(state: GameState, seat: int) -> list[tuple[int, int]]:
    """Pairs in a treasure that could pay a penalty (a claim stone is not a pair, R5.1 [C])."""
    held = set(state.players[seat].treasure)
    return [(s, twin_of(s)) for s in sorted(held) if s < twin_of(s) and twin_of(s) in held]


def suggested_penalty(state: GameState, seat: int) -> tuple[int, int] | None:
    """R5.1 [C]: a pair of the colour about to be lost to a capture, else of the most held."""
    options = penalty_options(state, seat)
    if not options:
        return None
    losing = {colour_of(c.stone) for c in state.claims if c.victim == seat}
    for pair in options:
        if colour_of(pair[0]) in losing:
            return pair
    counts = [0, 0, 0]
    for stone in state.players[seat].treasure:
        counts[colour_of(stone)] += 1
    most = max(range(3), key=lambda c: (counts[c], -c))
    return next((p for p in options if colour_of(p[0]) == most), options[0])


def penalised_seat(state: GameState) -> int | None:
    """The first seat in round order that still owes a penalty."""
    return next((s for s in state.round_order() if state.penalties[s] > 0), None)


def pay_penalty(state: GameState, seat: int, pair: tuple[int, int], events: list[Event]) -> None:
    """Move a penalty pair from the treasure into the bag (R5.1)."""
    treasure = state.players[seat].treasure
    for stone in pair:
        treasure.remove(stone)
        state.bag.append(stone)
    state.penalties[seat] -= 1
    events.append(PenaltyPaid(seat, *pair))


def _settle_penalties(state: GameState, events: list[Event]) -> bool:
    """Pay what needs no choice; False while a player must choose among several pairs."""
    while (seat := penalised_seat(state)) is not None:
        options = penalty_options(state, seat)
        if len(options) > 1:
            state.phase = Phase.PENALTY
            return False
        if options:
            pay_penalty(state, seat, options[0], events)
        else:
            state.penalties[seat] -= 1
            events.append(PenaltyWaived(seat))
    return True


def resolve_in_order(
    state: GameState, colour: int, order: tuple[Claim, ...], chooser: int | None,
    events: list[Event],
) -> None:
    """Resolve a colour's captures in the given order (R5.3) and drop them from the claims."""
    events.append(OrderChosen(chooser, colour, tuple(c.stone for c in order), chooser is not None))
    for claim in order:
        events.append(resolve_capture(state.players, claim))
        state.claims.remove(claim)
    state.colours_left.remove(colour)


def _settle_captures(state: GameState, events: list[Event]) -> bool:
    """Colours in order white, grey, black (R5.4 [C]); False while a contest must decide."""
    while state.colours_left:
        colour = state.colours_left[0]
        claims = claims_in_colour(state, colour)
        if not claims:
            state.colours_left.pop(0)
            continue
        if not is_disputed(state, colour):
            resolve_in_order(state, colour, tuple(claims), None, events)
            continue
        stones: dict[int, int] = {}
        for claim in claims:
            stones.setdefault(claim.claimant, claim.stone)
        start_contest(state, events, ContestPurpose.ORDER, colour, list(stones), stones)
        return False
    return True


def replace_balances(state: GameState, events: list[Event]) -> None:
    """R5.5: in round order, the face-up stone nearest the Fate that twins no balance in play."""
    for seat in state.round_order():
        player = state.players[seat]
        if player.balance is not None:
            continue
        banned = {twin_of(b) for b in state.balances_in_play()}
        candidates = [
            (distance_to_centre(t.x, t.y), stone)
            for stone, t in state.table.items()
            if stone != FATE and t.face_up and stone not in banned
        ]
        if candidates:
            stone = min(candidates)[1]
            del state.table[stone]
            player.balance = stone
            events.append(BalanceReplaced(seat, stone))
        else:
            events.append(BalanceReplaced(seat, None))


def clean_up(state: GameState, events: list[Event]) -> None:
    """R5.6: face-down stones go back into the bag; the Fate and face-up stones stay."""
    down = tuple(sorted(s for s, t in state.table.items() if s != FATE and not t.face_up))
    for stone in down:
        del state.table[stone]
        state.bag.append(stone)
    events.append(FaceDownReturned(down))


def continue_round_end(state: GameState, events: list[Event]) -> None:
    """Run the end of the round from wherever it stands until a question or the summary."""
    if not _settle_penalties(state, events):
        return
    if not _settle_captures(state, events):
        return
    replace_balances(state, events)
    clean_up(state, events)
    events.append(RoundEnded(state.round, tuple(state.score(s) for s in range(state.player_count))))
    state.phase = Phase.SUMMARY
