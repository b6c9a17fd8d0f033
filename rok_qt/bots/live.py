"""Computer players in the live race (R7.2): timed plans on the race clock, re-planned freely.

API for the session and the simulator:
- `plan_live(state, seat, skill)` -> the seat's next moves as `Timed(ms, move)`, earliest
  first (empty: nothing before the time limit). It depends only on the state and the seat:
  the bot's clock is its own last stamp (or its start-up time) and the race's clock
  `state.live.now_ms`, and its dice are derived from (seed, round, the race's reload count,
  its moves so far, what it looks at). So asking again after any move gives the same plan
  unless that move changed what the bot was going for, and a game with computer players
  replays exactly (I5).
- `next_live_moves(state, skills)` -> the earliest planned moves of the given seats: every
  seat planning a move at that same ms, in seat order (the referee's seeded coin, not the seat
  number, decides equal stamps on one stone, R7.2); else `Settle` when the referee waits for
  the clock to end the grab (`referee.settle_due`), else `TimeUp` at the time limit. The caller
  applies them when its clock reaches `ms` (the session: a precise timer; the simulator: at
  once, a virtual clock), then plans again. `next_live_move` is the first of them.

A bot spots the visible pairs and balance twins each after its own find time from its last
stamp, overlooks some for the whole grab, takes the first stone of the one it spots first, and
reaches for its partner (or lays it on the balance stone) after a reach time. It sometimes
reaches for a look-alike instead (a wrong pair or wrong twin, R5.1), puts a stone back when
its partner was taken first, and says done when it sees nothing left it would take (Done is
personal: a person's Done ends only their own grab). Once every person at the table said done,
the computer players hurry (`HURRY`): nobody races them, and the table waits for nobody.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

import msgspec

from rok_qt.bots.dice import Dice
from rok_qt.bots.grab import COLOUR_CONFUSION, LOOKS, MAX_SLIP, PALE, confusion, targets
from rok_qt.bots.levels import Skill
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Settle, Take, TimeUp
from rok_qt.model.referee import settle_due
from rok_qt.model.state import Controller, EntryKind, GameState, LiveGrab
from rok_qt.model.stones import twin_of

VALUE_HASTE_MS = 250.0
"""A skilled bot spots a target this much sooner per stone of value above a plain pair."""

HURRY = 0.25
"""Once every person at the table said done, computer players find and reach in this part of
their time: nobody races them any more, so the table waits on them only briefly (R7.2)."""

# Salts keep the bot's separate draws (start, steps, per-target looks) unrelated.
_START, _STEP, _LOOK, _MISS = 1, 2, 3, 4


@dataclass(frozen=True, slots=True)
class Timed:
    """A move a computer player makes when the race clock reaches `ms`."""

    ms: float
    move: LiveMove


def _dice(state: GameState, seat: int, salt: int, value: int) -> Dice:
    # A race reloaded from a save draws afresh (its reload count), still from the game's seed.
    reloads = state.live.reloads if state.live is not None else 0
    return Dice(state.seed, (reloads << 40) ^ (state.round << 24) ^ (salt << 20) ^ value, seat)


def _race(state: GameState) -> LiveGrab:
    if state.live is None:
        raise ValueError("No live grab is in progress.")
    return state.live


def _stamp(ms: float) -> float:
    """Whole milliseconds, like an input event's timestamp."""
    return float(round(ms))


def people_done(state: GameState) -> bool:
    """Every person at the table said done (R7.2: Done is personal), and at least one plays:
    only computer players still reach, and they hurry (`HURRY`)."""
    live = _race(state)
    people = [s for s, p in enumerate(state.players) if p.controller == Controller.HUMAN]
    return bool(people) and all(live.done[s] for s in people)


def _hurried(skill: Skill) -> Skill:
    """The skill with every time to find, reach and start cut to `HURRY` of it."""
    def cut(span: tuple[float, float]) -> tuple[float, float]:
        return (span[0] * HURRY, span[1] * HURRY)

    return replace(skill, find_ms=cut(skill.find_ms), start_ms=cut(skill.start_ms),
                   reach_ms=cut(skill.reach_ms))


def plan_live(state: GameState, seat: int, skill: Skill) -> tuple[Timed, ...]:
    """This seat's next moves in the live grab, earliest first; the state is untouched."""
    live = _race(state)
    if live.done[seat]:
        return ()
    if people_done(state):
        skill = _hurried(skill)
    actions = _moves_made(live, seat)
    start = _dice(state, seat, _START, 0).uniform(*skill.start_ms)
    clock = live.last_ms[seat] if actions else start
    step = _dice(state, seat, _STEP, actions)
    if live.held[seat]:
        ms = clock + step.uniform(*skill.reach_ms)
        move: LiveMove = _complete(state, seat, live.held[seat][0], skill, step, ms)
    else:
        found = _first_find(state, seat, skill, clock)
        if found is None:
            ms = clock + step.uniform(*skill.find_ms)
            move = Done(seat, 0.0)
        else:
            ms, stone = found
            move = Take(seat, stone, 0.0)
    ms = _stamp(max(ms, live.now_ms))
    if state.time_limit_ms is not None and ms > state.time_limit_ms:
        return ()
    return (Timed(ms, _stamped(move, ms)),)


def _stamped(move: LiveMove, ms: float) -> LiveMove:
    if isinstance(move, Take):
        return Take(move.player, move.stone, ms)
    if isinstance(move, PutBack):
        return PutBack(move.player, move.stone, ms)
    if isinstance(move, LayOnBalance):
        return LayOnBalance(move.player, move.stone, move.balance, ms)
    assert isinstance(move, Done)
    return Done(move.player, ms)


def _moves_made(live: LiveGrab, seat: int) -> int:
    """The seat's moves the referee admitted, lost races included (its dice move on)."""
    return live.admitted[seat] if seat < len(live.admitted) else live.actions[seat]


def _in_view(state: GameState, seat: int,
             react_ms: float) -> tuple[GameState, dict[int, float]]:
    """The table as this bot may still see it: with the stones others took lately put back,
    and when each went (a bot already reaching for one does not see it go: `react_ms`)."""
    live = _race(state)
    reached = {e.stone for e in live.timeline if e.player == seat and e.kind == EntryKind.TAKE}
    gone = {stone: ms for stone, (by, ms) in live.taken.items()
            if by != seat and stone not in reached and ms > live.now_ms - react_ms - 1}
    if not gone:
        return state, {}
    table = dict(state.table)
    table.update((stone, live.origins[stone]) for stone in gone)
    return msgspec.structs.replace(state, table=table), gone


def _first_find(state: GameState, seat: int, skill: Skill,
                clock: float) -> tuple[float, int] | None:
    """(when, which stone): the target this bot spots first and has not overlooked.

    A stone another player took less than `react_ms` before the bot's hand gets there is still
    reached for: the race is then the referee's to judge (R7.2).
    """
    actions = _moves_made(_race(state), seat)
    view, gone = _in_view(state, seat, skill.react_ms)
    best: tuple[float, int] | None = None
    for target in targets(view, seat):
        first = target.stones[0]
        if _dice(state, seat, _MISS, first).chance(skill.miss):
            continue  # overlooked for the whole grab
        look = _dice(state, seat, _LOOK, (actions << 6) | first).uniform(*skill.find_ms)
        look -= skill.value_sense * (target.value - 2.0) * VALUE_HASTE_MS
        ms = max(clock + max(look, skill.find_ms[0] * 0.5), _race(state).now_ms)
        if any(gone.get(s, ms) < ms - skill.react_ms for s in target.stones):
            continue  # it went before the bot reached: seen going
        if best is None or (ms, first) < best:
            best = (ms, first)
    return best


def _complete(state: GameState, seat: int, held: int, skill: Skill, dice: Dice,
              ms: float) -> LiveMove:
    """The second half of a pick: the twin's partner or its balance stone, or give it back."""
    twin = twin_of(held)
    up = takeable_stones(state)
    balances = state.balances_in_play()
    if twin in up:
        options = [(w, s) for s, w in LOOKS[twin] if s in up]
        return Take(seat, _slip(options, twin, skill, dice), ms)
    if twin in balances:
        options = [(confusion(held, twin_of(b)), b) for b in balances if b != twin]
        options = [(w, b) for w, b in options if w > 0]
        return LayOnBalance(seat, held, _slip(options, twin, skill, dice), ms)
    return PutBack(seat, held, ms)


def _slip(options: list[tuple[float, int]], wanted: int, skill: Skill, dice: Dice) -> int:
    """The wanted stone, or now and then a look-alike: more look-alikes, likelier (R5.1)."""
    tricked = min(MAX_SLIP, skill.wrong * sum(w for w, _ in options) / COLOUR_CONFUSION[PALE])
    if not options or not dice.chance(tricked):
        return wanted
    return options[dice.weighted([w for w, _ in options])][1]


def next_live_moves(state: GameState, skills: Mapping[int, Skill]) -> tuple[Timed, ...]:
    """The earliest planned moves of the seats in `skills` (all those at that ms), else a
    Settle the referee waits for, else time up.

    With no time limit and nothing planned, time is up at the race's clock.
    """
    live = _race(state)
    plans = [plan[0] for seat in sorted(skills) if (plan := plan_live(state, seat, skills[seat]))]
    due = settle_due(state)
    first = min((timed.ms for timed in plans), default=None)
    if due is not None and (first is None or due < first):
        return (Timed(due, Settle(due)),)
    if first is not None:
        return tuple(timed for timed in plans if timed.ms == first)
    limit = state.time_limit_ms
    ms = float(limit) if limit is not None else live.now_ms
    return (Timed(ms, TimeUp(ms)),)


def next_live_move(state: GameState, skills: Mapping[int, Skill]) -> Timed:
    """The first of `next_live_moves` (the lower seat of a tie: its rival's take then comes
    with the same stamp only if the caller plays the whole batch)."""
    return next_live_moves(state, skills)[0]
