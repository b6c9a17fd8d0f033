"""A new game (R3): seats, balance stones with redraw, the first player."""

from __future__ import annotations

import math

import msgspec

from rok_qt.model import rng
from rok_qt.model.bounds import MAX_SEATS
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import BalancesRedrawn, Event
from rok_qt.model.rounds import start_round
from rok_qt.model.state import Controller, GameState, Player, PlayMode, TableStone
from rok_qt.model.stones import FATE, RUNE_STONES, are_twins

MIN_PLAYERS = 2
MAX_PLAYERS = MAX_SEATS
MAX_NAME = 24
MAX_AGE = 150
MATCH_PERCENT = (25, 400)
"""The MATCH level's pace, in % of the person's speed: from a quarter to four times."""


class SeatConfig(msgspec.Struct):
    """One seat as the setup dialog fills it in."""

    name: str
    controller: Controller = Controller.HUMAN
    age: int | None = None
    match_ms: float = 2500.0      # MATCH level: the person's ms from "go" to a first find
    match_percent: int = 100      # MATCH level: its speed in % of the person's (80, 100, 120)


MATCH_CHOICES = (80, 100, 120)
"""The paces the setup offers for the level that matches the person, in % of their speed."""


def seat_choice(seat: SeatConfig) -> str:
    """Who plays the seat as one token: 'human', 'adept', ... or 'match:120' (MATCH's pace)."""
    if seat.controller == Controller.MATCH:
        return f"{Controller.MATCH.value}:{seat.match_percent}"
    return seat.controller.value


def parse_choice(token: str) -> tuple[Controller, int]:
    """The controller and MATCH's pace of a `seat_choice` token; ValueError for anything else."""
    kind, _, percent = token.partition(":")
    controller = Controller(kind)
    if controller != Controller.MATCH:
        if percent:
            raise ValueError(token)
        return controller, 100
    return controller, int(percent)


class GameConfig(msgspec.Struct):
    """Everything a new game needs; `first_player` None means the youngest starts (R3.3)."""

    seats: list[SeatConfig]
    seed: int
    first_player: int | None = None
    time_limit_ms: int | None = 20_000
    mode: PlayMode = PlayMode.RELAY


def validate_names(names: list[str]) -> None:
    """Raise InvalidMove for a missing, too long or repeated name (seats counted from 1)."""
    seen: set[str] = set()
    for i, raw in enumerate(names):
        name = raw.strip()
        if not name:
            raise InvalidMove(Refusal.NAME_MISSING, f"Seat {i + 1} needs a name.", seat=i + 1)
        if len(name) > MAX_NAME:
            raise InvalidMove(Refusal.NAME_TOO_LONG,
                              f"Seat {i + 1}: a name of at most {MAX_NAME} characters.",
                              seat=i + 1, limit=MAX_NAME)
        if name.casefold() in seen:
            raise InvalidMove(Refusal.NAME_TWICE,
                              f"Two seats are called {name!r}; names must differ.", name=name)
        seen.add(name.casefold())


def validate_config(config: GameConfig) -> None:
    """Raise InvalidMove with a plain message for a setup that cannot start."""
    n = len(config.seats)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise InvalidMove(Refusal.PLAYER_COUNT, f"Rök needs 2 to 5 players, not {n} (R3.1).",
                          count=n, low=MIN_PLAYERS, high=MAX_PLAYERS)
    validate_names([seat.name for seat in config.seats])
    for i, seat in enumerate(config.seats):
        if not (math.isfinite(seat.match_ms) and seat.match_ms > 0
                and MATCH_PERCENT[0] <= seat.match_percent <= MATCH_PERCENT[1]):
            raise InvalidMove(Refusal.MATCH_PACE,
                              f"Seat {i + 1}: a find time above 0 ms and a pace of "
                              f"{MATCH_PERCENT[0]} to {MATCH_PERCENT[1]} %.", seat=i + 1)
        if seat.age is not None and not 0 <= seat.age <= MAX_AGE:
            raise InvalidMove(Refusal.AGE_RANGE, f"Seat {i + 1}: an age from 0 to {MAX_AGE}.",
                              seat=i + 1, low=0, high=MAX_AGE)
    if config.first_player is not None and not 0 <= config.first_player < n:
        raise InvalidMove(Refusal.FIRST_PLAYER, "The first player must be one of the seats.")
    if config.time_limit_ms is not None and config.time_limit_ms <= 0:
        raise InvalidMove(Refusal.TIME_LIMIT, "The time limit must be positive, or none.")


def youngest(config: GameConfig) -> int:
    """R3.3: the youngest seat; equal or unknown ages fall back to the lowest seat [C]."""
    aged = [(seat.age, i) for i, seat in enumerate(config.seats) if seat.age is not None]
    return min(aged)[1] if aged else 0


def draw(state: GameState) -> int:
    """Take one random stone out of the bag (R1.4)."""
    return state.bag.pop(rng.below(state, len(state.bag)))


def draw_balances(state: GameState, events: list[Event]) -> None:
    """R3.2: each seat draws a balance stone; while two are twins, both go back and redraw."""
    for player in state.players:
        player.balance = draw(state)
    while True:
        clash = next(
            ((i, j) for i in range(state.player_count) for j in range(i + 1, state.player_count)
             if are_twins(state.players[i].balance or 0, state.players[j].balance or 0)),
            None,
        )
        if clash is None:
            return
        for seat in clash:
            stone = state.players[seat].balance
            assert stone is not None
            state.bag.append(stone)
        for seat in clash:
            state.players[seat].balance = draw(state)
        events.append(BalancesRedrawn(clash))


def new_game(config: GameConfig) -> tuple[GameState, list[Event]]:
    """Set up the table (R3) and deal round 1 (R4.2); the engine then waits for the throw."""
    validate_config(config)
    state = GameState(
        seed=config.seed,
        rng=rng.seed_state(config.seed),
        players=[Player(s.name.strip(), s.controller, match_ms=float(s.match_ms),
                        match_percent=s.match_percent) for s in config.seats],
        time_limit_ms=config.time_limit_ms,
        bag=list(RUNE_STONES),
        hands=[[] for _ in config.seats],
        table={FATE: TableStone(0.0, 0.0, True)},
        penalties=[0] * len(config.seats),
        picks=[[] for _ in config.seats],
        mode=config.mode,
    )
    events: list[Event] = []
    draw_balances(state, events)
    state.first_player = (
        config.first_player if config.first_player is not None else youngest(config)
    )
    start_round(state, events, 1)
    return state, events
