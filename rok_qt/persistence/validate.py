"""Semantic checks of a decoded game: what the types cannot say, then the invariants I1-I4.

The types guarantee shapes and ranges (an int where an int belongs, a stone id from 0 to 48, a
round from 1: `model.bounds`, checked by the decoder); these checks guarantee that the
engine, the bots and the round summary can take the game from where it stands without an
IndexError, a KeyError or an assertion: seats in range, per-seat lists of the right length,
stone ids that exist, and a phase whose question can be asked and answered. The checks run in
that order and stop at the first problem, because later ones index with what earlier ones
proved.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from rok_qt.model.contest import MAX_ATTEMPTS
from rok_qt.model.endround import penalised_seat, penalty_options
from rok_qt.model.errors import InvalidMove
from rok_qt.model.grab import validate_grab
from rok_qt.model.invariants import stone_places, violations
from rok_qt.model.moves import GrabTurn
from rok_qt.model.physics import TABLE_RADIUS
from rok_qt.model.rounds import STONES_PER_PLAYER
from rok_qt.model.setup import MAX_NAME, MAX_PLAYERS, MIN_PLAYERS
from rok_qt.model.state import GameState, LiveGrab, Phase, PlayMode
from rok_qt.model.stones import ALL_STONES, RUNE_STONES, are_twins, colour_of
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.reachable import unreachable

_ROUND_END = (Phase.PENALTY, Phase.FLICK, Phase.ORDER)
"""Phases inside the end of a round: the only ones with claims, penalties and colours left."""

# Event fields by what they hold, for the range check of the round log (the summary indexes
# seats with them and names stones with them).
_SEAT_FIELDS = ("player", "first_player", "claimant", "victim", "winner", "lost_to")
_SEATS_FIELDS = ("contestants", "out_seats", "knocked_out", "again", "distances", "rests")
_STONE_FIELDS = ("stone", "a", "b", "balance")
_STONES_FIELDS = ("stones", "order", "moved", "landed", "face_up")
_COLOURS = range(3)


def check(state: GameState) -> None:
    """Raise SaveFileError ("Impossible game: ...") at the first thing no real game can reach."""
    checks = (_shape, _live, _stone_ids, _invariants, _phase, _claims, _picks, _contest, _log,
              unreachable)
    for problems in checks:
        problem = next(problems(state), None)
        if problem is not None:
            raise SaveFileError(f"Impossible game: {problem}")


def _shape(state: GameState) -> Iterator[str]:
    """Seat counts, seat indices and per-seat list lengths."""
    n = state.player_count
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        yield f"{n} players (Rök is for {MIN_PLAYERS} to {MAX_PLAYERS})"
        return
    for seat, player in enumerate(state.players):
        if not 0 < len(player.name.strip()) <= MAX_NAME:
            yield f"seat {seat} needs a name of 1 to {MAX_NAME} characters"
    for name, items in (("hands", state.hands), ("penalties", state.penalties)):
        if len(items) != n:
            yield f"{len(items)} {name} for {n} players"
    # A new game has no picks list yet; every settled grab leaves one empty list per seat.
    if len(state.picks) not in (0, n):
        yield f"{len(state.picks)} pick lists for {n} players"
    if state.scores is not None and len(state.scores) != n:
        yield f"{len(state.scores)} scores for {n} players"
    named: list[tuple[str, int | None]] = [
        ("first player", state.first_player), ("grand master", state.grand_master),
    ]
    for name, index in named:
        if index is not None and index not in range(n):
            yield f"the {name} is seat {index}, but there are {n} seats"
    if state.turn not in range(n + 1):
        yield f"turn {state.turn} with {n} players"
    # One penalty per wrong pick, and a turn holds at most 48 stones: more cannot happen, and a
    # huge count would have the engine waive penalties one by one for ever.
    if any(p > len(RUNE_STONES) for p in state.penalties):
        yield "more penalties owed than a round can give"


def _stone_ids(state: GameState) -> Iterator[str]:
    """Every position is a point on the table (stone ids and finite numbers are the decoder's:
    `model.bounds`)."""
    points = [(t.x, t.y) for t in state.table.values()]
    if state.contest is not None:
        points.extend(state.contest.flicked.values())
    if not all(_on_table(x, y) for x, y in points):
        yield "a stone lies off the table"


def _on_table(x: float, y: float) -> bool:
    return math.isfinite(x) and math.isfinite(y) and math.hypot(x, y) <= TABLE_RADIUS


def _invariants(state: GameState) -> Iterator[str]:
    """I1-I4 from the model; I1 also says how many stones the file holds."""
    for problem in violations(state):
        if problem.startswith("I1"):
            problem += f" ({sum(stone_places(state).values())} stones)"
        yield problem


def _phase(state: GameState) -> Iterator[str]:
    """The phase's question can be asked, and the lists only it uses are empty elsewhere."""
    phase, n = state.phase, state.player_count
    if phase != Phase.THROW and any(state.hands):
        yield f"stones in hand in phase '{phase}'"
    if any(len(hand) > STONES_PER_PLAYER[n] for hand in state.hands):
        yield f"more than {STONES_PER_PLAYER[n]} stones in one hand"
    if phase != Phase.GRAB and any(state.picks):
        yield f"grab picks waiting in phase '{phase}'"
    if phase == Phase.GRAB and (len(state.picks) != n or state.turn >= n):
        yield f"a grab at turn {state.turn} with {len(state.picks)} pick lists"
    if phase != Phase.PENALTY and any(state.penalties):
        yield f"penalties owed in phase '{phase}'"
    if phase == Phase.PENALTY:
        owing = penalised_seat(state)
        if owing is None or not penalty_options(state, owing):
            yield "phase 'penalty' but nobody owes a penalty they can pay"
    if phase not in _ROUND_END and (state.claims or state.colours_left):
        yield f"captures waiting in phase '{phase}'"
    if state.colours_left != sorted(set(state.colours_left)) or _outside(
        _COLOURS, state.colours_left
    ):
        yield f"colours left to settle {state.colours_left}"
    if (state.contest is not None) != (phase in (Phase.FLICK, Phase.ORDER)):
        has = "with" if state.contest is not None else "without"
        yield f"phase '{phase}' {has} a flick contest"
    tiebreak = state.contest is not None and state.contest.purpose == "tiebreak"
    if (state.scores is not None) != (phase == Phase.OVER or tiebreak):
        yield f"final scores {'set' if state.scores is not None else 'missing'} in phase '{phase}'"
    elif state.scores is not None and state.scores != [state.score(s) for s in range(n)]:
        yield f"final scores {state.scores} that are not the treasures' sizes"
    if state.grand_master is not None and phase != Phase.OVER:
        yield f"a grand master in phase '{phase}'"


def _claims(state: GameState) -> Iterator[str]:
    """Each claim names two different seats and the twin of the victim's balance stone (R5.3)."""
    for claim in state.claims:
        seats = (claim.claimant, claim.victim)
        seated = all(seat in range(state.player_count) for seat in seats)
        if not seated or claim.claimant == claim.victim:
            yield f"a claim by seat {claim.claimant} on seat {claim.victim}"
            return
        balance = state.players[claim.victim].balance
        if balance is None or not are_twins(balance, claim.stone):
            yield f"claim stone {claim.stone} does not twin seat {claim.victim}'s balance stone"
        elif colour_of(claim.stone) not in state.colours_left:
            yield f"claim stone {claim.stone} is of a colour already settled"


def _live(state: GameState) -> Iterator[str]:
    """R7.2: a live race only in a live grab, saved as it started (`model.live.rewound`)."""
    live = state.live
    in_race = state.mode == PlayMode.LIVE and state.phase == Phase.GRAB
    if (live is not None) != in_race:
        yield f"{'a' if live is not None else 'no'} live race in a {state.mode} {state.phase}"
    elif live is not None:
        fresh = LiveGrab.fresh(state.player_count)
        fresh.reloads = live.reloads
        if live != fresh:
            yield "a live grab saved after it started (a save stores it at its start)"


def _picks(state: GameState) -> Iterator[str]:
    """During a grab: later seats have not picked yet, and earlier picks are still takeable."""
    if state.phase != Phase.GRAB:
        return
    order = state.round_order()
    for position, seat in enumerate(order):
        picks = state.picks[seat]
        if position >= state.turn and picks:
            yield f"seat {seat} picked before their grab turn"
        try:
            # The engine's own rule for a turn; the table has not changed since it was played.
            validate_grab(state, GrabTurn(seat, tuple(picks)))
        except InvalidMove as error:
            yield f"seat {seat}'s picks: {error}"


def _contest(state: GameState) -> Iterator[str]:
    """A contest's seats, stones and flicks agree with each other and with the phase (R8)."""
    contest = state.contest
    if contest is None:
        return
    seats = range(state.player_count)
    flickers = set(contest.stones)
    if contest.purpose not in ("order", "tiebreak"):
        yield f"a flick contest for '{contest.purpose}'"
    elif not contest.contestants or len(set(contest.contestants)) != len(contest.contestants):
        yield f"flick contestants {contest.contestants}"
    elif not (flickers <= set(seats) and set(contest.contestants) <= flickers):
        yield f"flick contestants {contest.contestants} with stones for {sorted(flickers)}"
    elif not (set(contest.flicked) <= flickers and set(contest.out) <= set(contest.flicked)):
        yield "a flick by a seat that is not in the contest"
    elif len(set(contest.out)) != len(contest.out) or not 1 <= contest.attempt <= MAX_ATTEMPTS:
        yield f"attempt {contest.attempt} of a flick contest, out {contest.out}"
    else:
        yield from _contest_stones(state)
        yield from _contest_phase(state)


def _contest_stones(state: GameState) -> Iterator[str]:
    """Order contests flick claim stones of the disputed colour; tie-breaks, treasure stones."""
    contest = state.contest
    assert contest is not None
    if contest.purpose == "order":
        if contest.colour is None or state.colours_left[:1] != [contest.colour]:
            yield f"an order contest for colour {contest.colour}, colours left {state.colours_left}"
            return
        held = {c.stone: c.claimant for c in state.claims if colour_of(c.stone) == contest.colour}
        for seat, stone in contest.stones.items():
            if held.get(stone) != seat:
                yield f"seat {seat} flicks stone {stone}, which is not their claim"
    else:
        if contest.colour is not None or state.claims:
            yield "a tie-break contest during captures"
        for seat, stone in contest.stones.items():
            if stone not in state.players[seat].treasure:
                yield f"seat {seat} flicks stone {stone}, which is not in their treasure"


def _contest_phase(state: GameState) -> Iterator[str]:
    """FLICK waits for a contestant who has not flicked; ORDER waits for the winner (R5.4)."""
    contest = state.contest
    assert contest is not None
    if state.phase == Phase.FLICK:
        if contest.winner is not None or all(s in contest.flicked for s in contest.contestants):
            yield "phase 'flick' but nobody is left to flick"
    elif contest.purpose != "order" or contest.winner not in contest.contestants:
        yield f"phase 'order' without a winner of an order contest ({contest.winner})"


def _log(state: GameState) -> Iterator[str]:
    """The round log names real seats and stones: the round summary shows them by name."""
    seats = range(state.player_count)
    stones = range(len(ALL_STONES))
    for index, event in enumerate(state.log):
        fields = event.__struct_fields__
        bad_seat = _outside(seats, [getattr(event, f) for f in _SEAT_FIELDS if f in fields])
        bad_seat |= any(_outside(seats, _many(getattr(event, f))) for f in _SEATS_FIELDS
                        if f in fields)
        bad_stone = _outside(stones, [getattr(event, f) for f in _STONE_FIELDS if f in fields])
        bad_stone |= any(_outside(stones, _many(getattr(event, f))) for f in _STONES_FIELDS
                         if f in fields)
        bad_colour = _outside(_COLOURS, [getattr(event, "colour", None)])
        scores = getattr(event, "scores", None)
        wrong_scores = scores is not None and len(scores) != state.player_count
        if bad_seat or bad_stone or bad_colour or wrong_scores:
            yield f"round log entry {index} ({type(event).__name__}) names no real seat or stone"
            return


def _many(value: object) -> list[object]:
    """The items of a tuple or the keys of a dict; nothing for a scalar."""
    return list(value) if isinstance(value, tuple | list | dict) else []


def _outside(valid: range, values: Iterable[object]) -> bool:
    """True when some value (a list item or a dict key) is neither None nor in range."""
    return any(v is not None and v not in valid for v in values)
