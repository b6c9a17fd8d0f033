"""Hand-made game states for the guided first game: two seats, the learner at seat 0.

Each position lists only what matters for its lesson (the table, the balance stones, the
treasures); every other rune stone is in the bag, so invariant I1 holds by construction and
`check` refuses a position that breaks any other invariant.
"""

from __future__ import annotations

import msgspec

from rok_qt.model import engine, rng
from rok_qt.model.invariants import violations
from rok_qt.model.moves import GrabTurn
from rok_qt.model.state import (
    Controller,
    GameState,
    LiveGrab,
    Phase,
    Player,
    PlayMode,
    TableStone,
    TwinPick,
)
from rok_qt.model.stones import FATE, RUNE_STONES

LEARNER = 0
"""The learner's seat; the computer player sits at seat 1."""
OPPONENT = 1
SEED = 2015
"""The positions' seed: their throws and flicks come out the same every time (I5)."""
LIVE_LIMIT_MS = 30_000
"""The live round's time limit: short, so the race stays a taste of the real thing."""
SLOW_MATCH_MS = 2500.0
SLOW_PERCENT = 25
"""The live round's computer player: a quarter of a typical person's speed (about 10 s a find)."""

Lying = dict[int, tuple[float, float, bool]]
"""stone -> (x mm, y mm, face up) on the table."""


class Names(msgspec.Struct, frozen=True):
    """The two seats' names, in the learner's language."""

    learner: str
    opponent: str


class Layout(msgspec.Struct, frozen=True):
    """What a position holds apart from the bag; everything left over goes into the bag."""

    table: Lying
    balances: tuple[int | None, int | None]
    treasures: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    hands: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    bag: tuple[int, ...] | None = None   # None: every stone not placed elsewhere


def build(layout: Layout, names: Names, *, phase: Phase = Phase.GRAB,
          mode: PlayMode = PlayMode.RELAY, opponent: Controller = Controller.NOVICE) -> GameState:
    """A state from a layout: round 1, the learner first, no time limit (the relay steps)."""
    placed = [s for s in layout.table] + [b for b in layout.balances if b is not None]
    for group in (*layout.treasures, *layout.hands):
        placed += group
    bag = list(layout.bag) if layout.bag is not None else [
        s for s in RUNE_STONES if s not in placed]
    table = {FATE: TableStone(0.0, 0.0, True)}
    table.update({s: TableStone(x, y, up) for s, (x, y, up) in layout.table.items()})
    players = [
        Player(names.learner, Controller.HUMAN, layout.balances[0], list(layout.treasures[0])),
        Player(names.opponent, opponent, layout.balances[1], list(layout.treasures[1]),
               match_ms=SLOW_MATCH_MS, match_percent=SLOW_PERCENT),
    ]
    live = mode == PlayMode.LIVE and phase == Phase.GRAB
    return GameState(
        seed=SEED, rng=rng.seed_state(SEED), players=players,
        time_limit_ms=LIVE_LIMIT_MS if mode == PlayMode.LIVE else None,
        bag=bag, hands=[list(h) for h in layout.hands], table=table, phase=phase,
        picks=[[], []], penalties=[0, 0], mode=mode,
        live=LiveGrab.fresh(2) if live else None,
    )


def check(state: GameState) -> GameState:
    """The position itself, after refusing one that breaks an invariant (I1-I4)."""
    problems = violations(state)
    if problems:
        raise ValueError("; ".join(problems))
    return state


# --- the positions, in the order of the steps -------------------------------------------------
def throw(names: Names) -> GameState:
    """The learner is the first player and holds five stones; so does the computer."""
    layout = Layout({}, (21, 37), hands=((3, 9, 18, 27, 44), (6, 13, 30, 40, 47)))
    return check(build(layout, names, phase=Phase.THROW))


def visible_pair(names: Names) -> GameState:
    """One visible pair (white uruz), among single stones and face-down ones."""
    table: Lying = {3: (-95.0, 55.0, True), 4: (80.0, -40.0, True), 9: (20.0, 110.0, True),
                    18: (-40.0, -95.0, True), 27: (120.0, 60.0, False),
                    45: (-130.0, -20.0, False), 40: (60.0, -130.0, True)}
    return check(build(Layout(table, (25, 43)), names))


def own_twin(names: Names) -> GameState:
    """The twin of the learner's own balance stone lies face up."""
    table: Lying = {22: (70.0, 75.0, True), 7: (-90.0, 40.0, True), 30: (-30.0, -100.0, True),
                    12: (110.0, -50.0, False), 46: (-120.0, -70.0, True)}
    return check(build(Layout(table, (21, 35)), names))


def claim(names: Names) -> GameState:
    """The twin of the computer's balance stone lies face up; it holds a black pair."""
    table: Lying = {42: (60.0, 85.0, True), 8: (-100.0, 30.0, True), 26: (-20.0, -110.0, True),
                    14: (120.0, -45.0, False)}
    layout = Layout(table, (19, 41), treasures=((), (45, 46, 11, 12)))
    return check(build(layout, names))


def wrong_pair(names: Names) -> GameState:
    """Two fehu stones of different colours: the same rune, but not twins."""
    table: Lying = {1: (-80.0, 60.0, True), 17: (85.0, 50.0, True), 36: (10.0, -110.0, True),
                    29: (-110.0, -60.0, False)}
    layout = Layout(table, (23, 39), treasures=((5, 6), ()))
    return check(build(layout, names))


SPLIT_PAIR = (13, 14)
"""The split step's pair: the computer reaches stone 14 first (see steps._split_race)."""


def split_pair(names: Names) -> GameState:
    """One visible pair that the computer player will reach half of first."""
    table: Lying = {13: (-75.0, 70.0, True), 14: (90.0, -35.0, True), 20: (-20.0, -120.0, True),
                    34: (120.0, 80.0, False)}
    return check(build(Layout(table, (27, 43)), names))


def dispute_grab(names: Names) -> GameState:
    """Both seats' balance stones are white, and each one's twin lies face up."""
    table: Lying = {2: (-70.0, 90.0, True), 4: (95.0, 40.0, True), 24: (-60.0, -100.0, True)}
    layout = Layout(table, (1, 3), treasures=((7, 8), (9, 10)))
    return check(build(layout, names))


def dispute(names: Names) -> GameState:
    """The flick contest of that round: each seat holds a claim on the other, in white (R5.4)."""
    state = dispute_grab(names)
    state, _ = engine.step(state, GrabTurn(LEARNER, (TwinPick(4, 3, 1500.0),)),
                           record_frames=False)
    state, _ = engine.step(state, GrabTurn(OPPONENT, (TwinPick(2, 1, 1800.0),)),
                           record_frames=False)
    if state.phase != Phase.FLICK:
        raise ValueError("the dispute position does not reach a flick contest")
    return check(state)


REPLACEMENT_NEAREST = 15
"""The face-up stone nearest the Rune of Fate in the replacement step: the new balance stone."""


def replacement(names: Names) -> GameState:
    """The learner has no balance stone; a single stone lies nearest the Rune of Fate."""
    table: Lying = {29: (-120.0, 60.0, True), 30: (110.0, 75.0, True),
                    REPLACEMENT_NEAREST: (55.0, -35.0, True), 38: (-60.0, -130.0, True),
                    44: (-30.0, 45.0, False)}
    return check(build(Layout(table, (None, 47)), names))


def game_end(names: Names) -> GameState:
    """The bag is almost empty: after this round the game ends (R4.1, R9)."""
    balances = (33, 35)
    pair = (31, 32)
    bag = (34, 36)
    rest = [s for s in RUNE_STONES if s not in (*balances, *pair, *bag)]
    learner, opponent = tuple(rest[:22]), tuple(rest[22:])
    table: Lying = {31: (-85.0, 60.0, True), 32: (95.0, -45.0, True)}
    layout = Layout(table, balances, treasures=(learner, opponent), bag=bag)
    return check(build(layout, names))


def live_round(names: Names) -> GameState:
    """All at once (R7.2): three visible pairs and a slow computer player, 30 s on the clock."""
    table: Lying = {5: (-110.0, 70.0, True), 6: (100.0, 95.0, True), 19: (-40.0, -120.0, True),
                    20: (130.0, -30.0, True), 37: (30.0, 140.0, True), 38: (-140.0, -40.0, True),
                    11: (60.0, -90.0, False), 28: (-20.0, 75.0, False)}
    layout = Layout(table, (25, 43))
    return check(build(layout, names, mode=PlayMode.LIVE, opponent=Controller.MATCH))
