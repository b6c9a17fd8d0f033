"""The practice table: one person, no opponents, no clock, a throw whenever they ask.

The table is a one-seat GameState, so the engine's own rules judge it: `takeable_stones` says
what may be taken (R4.5), `are_twins` what is a pair or a balance twin. A throw plays the end of
a round first, as between real rounds: face-down stones go back into the bag (R5.6) and a
learner without a balance stone takes the face-up stone nearest the Rune of Fate (R5.5); then
ten stones fly in from two edges, as in a game of two (R4.2, R4.4). A throw is chosen among a
few seeded candidate throws, each landed by the physics, so that nearly every throw leaves
something to find. When the bag runs low the table is swept back into it. Nothing is
penalised (a wrong pair is only refused).

Time is an input, as in the live race: each take carries ms since the reveal, and a find time is
the gap since the reveal or the previous find. A find made after a hint is marked, so only the
person's own finds feed the level that matches them.
"""

from __future__ import annotations

import copy
import math
from enum import StrEnum

import msgspec

from rok_qt.model import rng
from rok_qt.model.endround import clean_up, replace_balances
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import Event, StonesThrown
from rok_qt.model.geometry import throw_launches
from rok_qt.model.grab import check_takeable, takeable_stones
from rok_qt.model.rounds import land
from rok_qt.model.state import GameState, Phase, Player, TableStone
from rok_qt.model.stones import FATE, RUNE_STONES, are_twins, twin_of
from rok_qt.model.tally import MAX_MILLIS

THROW_STONES = 10
"""Stones per throw: what two players throw in a round (R4.2)."""
THROW_EDGES = 2
"""The stones fly in from this many edges, evenly round the table, as in a game of two."""
LEARNER = 0
"""The one seat at the practice table."""
CANDIDATES = 12
"""Seeded throws tried for one practice throw, so that nearly every throw has a find: a throw
with nothing to take teaches nothing (issue 25)."""


class FindKind(StrEnum):
    """What a find took: a visible pair (R4.5 a) or the balance stone's twin (R4.5 b)."""

    PAIR = "pair"
    TWIN = "twin"


class Find(msgspec.Struct, frozen=True):
    """One find: its stones, how long it took (ms since the reveal or previous find), and
    whether a hint was showing."""

    kind: FindKind
    stones: tuple[int, int]
    ms: int
    hinted: bool


class PracticeTable(msgspec.Struct):
    """The practice table; `finds` are those of the current throw, in the order made."""

    state: GameState
    throws: int = 0
    finds: list[Find] = msgspec.field(default_factory=list)
    last_ms: float = 0.0
    hinted: bool = False


def new_table(seed: int, name: str = "") -> PracticeTable:
    """An empty table: the Rune of Fate, the bag, and the learner's balance stone (R3.2)."""
    state = GameState(seed=seed, rng=rng.seed_state(seed), players=[Player(name)],
                      time_limit_ms=None, bag=list(RUNE_STONES), hands=[[]],
                      table={FATE: TableStone(0.0, 0.0, True)}, penalties=[0], picks=[[]],
                      phase=Phase.GRAB)
    _draw_balance(state)
    return PracticeTable(state)


def _draw_balance(state: GameState) -> None:
    player = state.players[LEARNER]
    player.balance = state.bag.pop(rng.below(state, len(state.bag)))


def throw(table: PracticeTable, *, record_frames: bool = True,
          candidates: int = CANDIDATES) -> StonesThrown:
    """Clear up after the last throw, then throw THROW_STONES from the bag (R4.4): the first of
    `candidates` seeded throws that leaves a find."""
    state = table.state
    ignored: list[Event] = []
    clean_up(state, ignored)
    if len(state.bag) < THROW_STONES:
        _sweep(state)
    if state.players[LEARNER].balance is None:
        replace_balances(state, ignored)
        if state.players[LEARNER].balance is None:
            _draw_balance(state)
    thrown = _chosen_throw(state, record_frames, max(1, candidates))
    table.throws += 1
    table.finds = []
    table.last_ms = 0.0
    table.hinted = False
    return thrown


def _chosen_throw(state: GameState, record_frames: bool, candidates: int) -> StonesThrown:
    """Up to `candidates` seeded throws from the same table, each with the generator where the
    one before left it; the first that leaves a find is kept (else the last). Every candidate
    is a real throw: stones drawn from the bag and landed by the physics (R4.4)."""
    start = copy.deepcopy(state)
    for attempt in range(candidates):
        trial = copy.deepcopy(start)
        trial.rng = state.rng
        thrown = _throw_stones(trial, record_frames)
        state.rng = trial.rng   # the next candidate draws on
        if attempt == candidates - 1 or finds_on(trial):
            for field in trial.__struct_fields__:
                setattr(state, field, getattr(trial, field))
            return thrown
    raise AssertionError("unreachable: the last candidate is always kept")


def _throw_stones(state: GameState, record_frames: bool) -> StonesThrown:
    stones = [state.bag.pop(rng.below(state, len(state.bag))) for _ in range(THROW_STONES)]
    launches = [launch for edge in range(THROW_EDGES)
                for launch in throw_launches(state, edge, THROW_EDGES, stones[edge::THROW_EDGES])]
    return land(state, launches, record_frames)


def finds_on(state: GameState) -> list[tuple[int, int]]:
    """Every find the table holds now: (a stone to take, its twin on the table or the balance
    stone), by the engine's own takeable stones (R4.5)."""
    up = takeable_stones(state)
    own = state.players[LEARNER].balance
    return [(stone, twin_of(stone)) for stone in sorted(up)
            if twin_of(stone) in up or twin_of(stone) == own]


def _sweep(state: GameState) -> None:
    """Every stone on the table and in the treasure back into the bag: a fresh table."""
    player = state.players[LEARNER]
    state.bag += [s for s in state.table if s != FATE] + player.treasure
    player.treasure = []
    state.table = {FATE: state.table[FATE]}


def takeable(table: PracticeTable) -> frozenset[int]:
    """The stones the learner may take now (R4.5): the engine's own answer."""
    return takeable_stones(table.state)


def balance(table: PracticeTable) -> int | None:
    """The learner's balance stone, if they hold one."""
    return table.state.players[LEARNER].balance


def take_pair(table: PracticeTable, a: int, b: int, ms: float) -> Find:
    """Take a visible pair (R4.5 a) into the treasure; a wrong pair is refused, not taken."""
    state = table.state
    _check_ms(ms)
    balances = set(state.balances_in_play())
    check_takeable(state, a, balances)
    check_takeable(state, b, balances)
    if a == b:
        raise InvalidMove(Refusal.TAKEN_TWICE, f"Stone #{a} is taken twice.", stone=a)
    if not are_twins(a, b):
        raise InvalidMove(Refusal.NOT_TWINS, f"Stones #{a} and #{b} are not twins.",
                          stone=a, other=b)
    for stone in (a, b):
        del state.table[stone]
        state.players[LEARNER].treasure.append(stone)
    return _found(table, FindKind.PAIR, (a, b), ms)


def take_twin(table: PracticeTable, stone: int, ms: float) -> Find:
    """Take the balance stone's twin: both go into the treasure (R4.5 b); the learner has no
    balance stone until the next throw replaces it (R5.5)."""
    state = table.state
    _check_ms(ms)
    own = balance(table)
    check_takeable(state, stone, set(state.balances_in_play()))
    if own is None:
        raise InvalidMove(Refusal.NOT_A_BALANCE, "There is no balance stone.", stone=stone)
    if not are_twins(stone, own):
        raise InvalidMove(Refusal.NOT_TWINS, f"Stones #{stone} and #{own} are not twins.",
                          stone=stone, other=own)
    del state.table[stone]
    player = state.players[LEARNER]
    player.treasure += [stone, own]
    player.balance = None
    return _found(table, FindKind.TWIN, (stone, own), ms)


def _check_ms(ms: float) -> None:
    if not math.isfinite(ms) or ms < 0:
        raise InvalidMove(Refusal.STAMP_INVALID,
                          "A take's time stamp must be a finite number of ms from 0 up.")


def _found(table: PracticeTable, kind: FindKind, stones: tuple[int, int], ms: float) -> Find:
    # A stamp before the previous find (input events out of order) counts as a 0 ms find.
    gap = min(max(0, round(ms - table.last_ms)), MAX_MILLIS)
    find = Find(kind, stones, gap, table.hinted)
    table.finds.append(find)
    table.last_ms = max(table.last_ms, ms)
    table.hinted = False
    return find


def hint(table: PracticeTable) -> tuple[int, int] | None:
    """One find that can be made now: (a stone to take, its twin on the table or the balance
    stone); the one nearest the Rune of Fate, so the choice never depends on chance. None when
    nothing is left to find (R4.6)."""
    state = table.state
    found = finds_on(state)
    if not found:
        return None
    return min(found, key=lambda f: (math.hypot(state.table[f[0]].x, state.table[f[0]].y),
                                     f[0]))


def mark_hinted(table: PracticeTable) -> None:
    """A hint is showing: the next find was helped."""
    table.hinted = True


def own_find_ms(table: PracticeTable) -> tuple[int, ...]:
    """This throw's find times made without a hint: what the level that matches you learns."""
    return tuple(find.ms for find in table.finds if not find.hinted)
