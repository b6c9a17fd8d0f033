"""Fields that must agree with the phase as the engine leaves it, so a loaded game can go on.

`validate` proves that a state can be indexed and asked its question; these checks go on to
refuse the combinations no game reaches, each of which loads, then breaks a move or more later
(a save refused as "Impossible game", a capture against a settled colour, a stuck contest).
They run last, once seats, stones and the contest's own fields are known to be sound.
"""

from __future__ import annotations

from collections.abc import Iterator

from rok_qt.model.captures import claims_in_colour, is_disputed
from rok_qt.model.endround import penalised_seat, penalty_options
from rok_qt.model.errors import InvalidMove
from rok_qt.model.rounds import STONES_PER_PLAYER
from rok_qt.model.setup import GameConfig, SeatConfig, validate_config
from rok_qt.model.state import GameState, Phase
from rok_qt.model.stones import FATE

_ALL_COLOURS = [0, 1, 2]
_BETWEEN_ROUNDS = (Phase.THROW, Phase.SUMMARY, Phase.OVER)


def unreachable(state: GameState) -> Iterator[str]:
    """Every way this state differs from what the engine leaves in its phase, in words."""
    yield from _seats(state)
    yield from _round_end(state)
    yield from _table_and_hands(state)
    yield from _game_end(state)
    yield from _contest_progress(state)
    yield from _order_contest(state)


def _seats(state: GameState) -> Iterator[str]:
    """The seats pass setup's own check (R3): distinct names, as the setup dialog requires."""
    seats = [SeatConfig(p.name, p.controller) for p in state.players]
    config = GameConfig(seats, state.seed, state.first_player, state.time_limit_ms)
    try:
        validate_config(config)
    except InvalidMove as error:
        yield str(error)
    for seat, player in enumerate(state.players):
        if player.name != player.name.strip():
            # Setup stores names stripped; the check above compares them stripped.
            yield f"seat {seat}'s name has spaces around it"


def _round_end(state: GameState) -> Iterator[str]:
    """Penalties come before any capture and colours settle in order (R5.1, R5.4)."""
    phase, contest = state.phase, state.contest
    if phase != Phase.GRAB and state.turn != 0:
        yield f"turn {state.turn} in phase '{phase}'"
    expected: list[int] = []
    if phase == Phase.PENALTY:
        expected = _ALL_COLOURS
    elif contest is not None and contest.purpose == "order" and contest.colour in range(3):
        expected = _ALL_COLOURS[contest.colour:]
    if state.colours_left != expected:
        yield f"colours left to settle {state.colours_left} where the game has {expected}"
    if phase == Phase.PENALTY:
        seat = penalised_seat(state)
        # The engine pays a lone pair by itself and asks only when there is a choice.
        if seat is not None and len(penalty_options(state, seat)) < 2:
            yield f"phase 'penalty' but seat {seat} has no choice of pair to pay"


def _table_and_hands(state: GameState) -> Iterator[str]:
    """Face-down stones go back at the round's end (R5.6); hands are dealt in turn (R4.2)."""
    tiebreak = state.contest is not None and state.contest.purpose == "tiebreak"
    if state.phase in _BETWEEN_ROUNDS or tiebreak:
        down = sorted(s for s, t in state.table.items() if s != FATE and not t.face_up)
        if down:
            yield f"face-down stones {down} on the table in phase '{state.phase}'"
    if state.phase != Phase.THROW:
        return
    k = STONES_PER_PLAYER[state.player_count]
    sizes = [len(state.hands[seat]) for seat in state.round_order()]
    dealt = sum(sizes)
    # Each player in round order draws k stones, or what is left in the bag (R4.2).
    if sizes != [min(k, max(0, dealt - i * k)) for i in range(state.player_count)] or (
        state.bag and dealt != k * state.player_count
    ):
        yield f"hands of {sizes} stones in round order with {len(state.bag)} left in the bag"
    if dealt + len(state.bag) <= state.player_count:
        yield "a round dealt from a bag the end check (R4.1) would have closed the game on"


def _game_end(state: GameState) -> Iterator[str]:
    """The game ends only at R4.1; the grand master is the leader, or the tie-break's (R9)."""
    contest, scores = state.contest, state.scores
    tiebreak = contest is not None and contest.purpose == "tiebreak"
    if (state.phase == Phase.OVER or tiebreak) and len(state.bag) > state.player_count:
        yield f"the game ended with {len(state.bag)} stones in the bag (R4.1, R9.1)"
    if scores is None:
        return
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    master = state.grand_master
    if state.phase == Phase.OVER and (
        (master is None) != (best == 0) or (master is not None and master not in leaders)
    ):
        yield f"grand master {master} with final scores {scores} (R9.3)"
    if contest is not None and tiebreak and (best == 0 or sorted(contest.stones) != leaders):
        yield f"a tie-break between seats {sorted(contest.stones)} with final scores {scores}"


def _contest_progress(state: GameState) -> Iterator[str]:
    """Contestants flick in round order (R8.1); a re-flick is among the tied only (R8.3)."""
    contest = state.contest
    if contest is None:
        return
    position = {seat: i for i, seat in enumerate(state.round_order())}
    contestants = contest.contestants
    flicked = [seat for seat in contestants if seat in contest.flicked]
    if len(contestants) < 2 or contestants != sorted(contestants, key=position.__getitem__):
        yield f"flick contestants {contestants} (two or more, in round order)"
    elif flicked != contestants[: len(flicked)]:
        yield f"seats {flicked} flicked before seats ahead of them in round order"
    elif not set(contest.out) <= set(flicked):
        yield f"seats {contest.out} out of a flick they have not made"
    elif state.phase == Phase.ORDER and flicked != contestants:
        yield "an order chosen before every contestant flicked"
    elif contest.attempt == 1 and sorted(contestants) != sorted(contest.stones):
        yield f"a first attempt without every contestant ({contestants})"
    elif not set(contest.stones) - set(contestants) <= set(contest.flicked):
        # Seats that lost a tie stay out of the re-flick, their stones where they stopped.
        yield "a seat left out of a re-flick without a flick of its own"


def _order_contest(state: GameState) -> Iterator[str]:
    """An order contest is held by the colour's claimants when the order matters (R5.4)."""
    contest = state.contest
    colour = None if contest is None or contest.purpose != "order" else contest.colour
    if contest is None or colour is None or colour not in range(3):
        return
    claimants = sorted({c.claimant for c in claims_in_colour(state, colour)})
    if sorted(contest.stones) != claimants:
        yield f"an order contest between {sorted(contest.stones)}, claims held by {claimants}"
    elif not is_disputed(state, colour):
        yield f"an order contest for colour {colour}, which no order changes"
