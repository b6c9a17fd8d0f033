"""Explicit game states for rule scenarios: fixed balances, stones, faces and positions."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping

from rok_qt.model.engine import apply
from rok_qt.model.events import Event
from rok_qt.model.moves import GrabTurn, RaceWindow
from rok_qt.model.rng import seed_state
from rok_qt.model.state import GameState, LiveGrab, Phase, Pick, Player, PlayMode, TableStone
from rok_qt.model.stones import FATE, RUNE_STONES

# Stone ids by colour and symbol, to keep scenarios readable: white fehu is 1 and 2, its twin.
W_FEHU = (1, 2)
W_URUZ = (3, 4)
W_THURISAZ = (5, 6)
W_ANSUZ = (7, 8)
W_RAIDO = (9, 10)
G_FEHU = (17, 18)
G_URUZ = (19, 20)
G_ANSUZ = (23, 24)
B_FEHU = (33, 34)
B_URUZ = (35, 36)


def spot(i: int) -> tuple[float, float]:
    """A distinct, well separated table position for the i-th stone of a scenario."""
    angle = i * 2.4
    radius = 70.0 + 16.0 * i
    return radius * math.cos(angle), radius * math.sin(angle)


def scenario(
    balances: list[int | None],
    face_up: Iterable[int] = (),
    face_down: Iterable[int] = (),
    treasures: list[list[int]] | None = None,
    positions: Mapping[int, tuple[float, float]] | None = None,
    first_player: int = 0,
    phase: Phase = Phase.GRAB,
    seed: int = 7,
    time_limit_ms: int | None = 20_000,
    mode: PlayMode = PlayMode.RELAY,
) -> GameState:
    """A state in the given phase; every stone not placed is in the bag (I1 holds).

    In the live mode a GRAB state has its race just started (R7.2).
    """
    n = len(balances)
    treasures = treasures or [[] for _ in range(n)]
    positions = dict(positions or {})
    table = {FATE: TableStone(0.0, 0.0, True)}
    for i, (stone, up) in enumerate(
        [(s, True) for s in face_up] + [(s, False) for s in face_down]
    ):
        x, y = positions.get(stone, spot(i))
        table[stone] = TableStone(x, y, up)
    placed = set(table) | {b for b in balances if b is not None}
    for treasure in treasures:
        placed.update(treasure)
    return GameState(
        seed=seed,
        rng=seed_state(seed),
        players=[
            Player(chr(65 + i), balance=balances[i], treasure=list(treasures[i]))
            for i in range(n)
        ],
        time_limit_ms=time_limit_ms,
        bag=[s for s in RUNE_STONES if s not in placed],
        hands=[[] for _ in range(n)],
        table=table,
        first_player=first_player,
        phase=phase,
        picks=[[] for _ in range(n)],
        penalties=[0] * n,
        mode=mode,
        live=LiveGrab.fresh(n) if mode == PlayMode.LIVE and phase == Phase.GRAB else None,
    )


def grab(state: GameState, turns: Mapping[int, Iterable[Pick]]) -> list[Event]:
    """Play every relay turn in round order (seats not named take nothing); all events."""
    events: list[Event] = []
    for seat in state.round_order():
        events += apply(state, GrabTurn(seat, tuple(turns.get(seat, ()))), record_frames=False)
    return events


def judged(state: GameState, window_ms: float, uncertainty_ms: float = 0.0) -> GameState:
    """The state with the referee's settle window W (and a stamp's most uncertainty, R7.3)
    set as a table sets them: the engine's `RaceWindow` move, before the race's first move."""
    apply(state, RaceWindow(window_ms, uncertainty_ms))
    return state


def of_type(events: list[Event], kind: type) -> list:  # type: ignore[type-arg]
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]
