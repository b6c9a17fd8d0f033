"""A bot's relay grab turn (R4.5, R7.1): a human-like race, not an oracle.

The bot spots the visible pairs and balance twins one at a time, each after a reaction time
drawn from its level, sometimes overlooks one, and sometimes seizes a wrong pair or wrong twin,
mostly between white and grey and between look-alike runes. It never looks at the picks of the
players before it: relay turns are private.
"""

from __future__ import annotations

from dataclasses import dataclass

from rok_qt.bots.dice import Dice
from rok_qt.bots.levels import Skill
from rok_qt.model.grab import pick_stones, stamp_in_time, takeable_stones
from rok_qt.model.state import GameState, PairPick, Pick, TwinPick
from rok_qt.model.stones import RUNE_STONES, colour_of, is_rune, symbol_of, twin_of

# Runes whose strokes are easy to mistake at a glance (indices into stones.SYMBOLS):
# fehu/ansuz, uruz/raido, thurisaz/wunjo, kaunan/gebo.
LOOK_ALIKE: dict[int, int] = {0: 3, 3: 0, 1: 4, 4: 1, 2: 7, 7: 2, 5: 6, 6: 5}

# How easily a stone of one colour is taken for the other, same rune (colour ids 0, 1, 2):
# white and grey are the pale pair, grey and black the dark one.
PALE = frozenset((0, 1))
COLOUR_CONFUSION: dict[frozenset[int], float] = {
    PALE: 5.0,
    frozenset((1, 2)): 1.5,
    frozenset((0, 2)): 0.3,
}
SYMBOL_CONFUSION = 2.0
"""Weight of a same-colour look-alike rune."""
MAX_SLIP = 0.6
"""Even a crowd of look-alikes fools a player at most this often per find."""


@dataclass(frozen=True, slots=True)
class Target:
    """Something worth taking: a visible pair, or a stone twinning a balance stone."""

    stones: tuple[int, ...]
    balance: int | None
    value: float


def confusion(seen: int, wanted: int) -> float:
    """How likely `seen` is taken for `wanted` at a glance (0: never)."""
    if seen == wanted or not (is_rune(seen) and is_rune(wanted)):
        return 0.0
    if symbol_of(seen) == symbol_of(wanted):
        return COLOUR_CONFUSION.get(frozenset((colour_of(seen), colour_of(wanted))), 0.0)
    if colour_of(seen) == colour_of(wanted) and LOOK_ALIKE[symbol_of(wanted)] == symbol_of(seen):
        return SYMBOL_CONFUSION
    return 0.0


LOOKS: dict[int, tuple[tuple[int, float], ...]] = {
    wanted: tuple((seen, confusion(seen, wanted)) for seen in RUNE_STONES
                  if confusion(seen, wanted) > 0)
    for wanted in RUNE_STONES
}
"""For each stone, the stones that pass for it and how easily (a table: grabs are hot code)."""


def face_up_stones(state: GameState) -> list[int]:
    """The stones anyone may take (R4.5), as the engine says, in id order."""
    return sorted(takeable_stones(state))


def targets(state: GameState, seat: int) -> list[Target]:
    """Every visible pair and balance twin, valued by what it would bring this seat."""
    up = set(face_up_stones(state))
    owners = {p.balance: i for i, p in enumerate(state.players) if p.balance is not None}
    found = []
    for stone in sorted(up):
        twin = twin_of(stone)
        if twin in owners:
            victim = state.players[owners[twin]]
            at_stake = sum(1 for s in victim.treasure if colour_of(s) == colour_of(twin))
            value = 2.0 if owners[twin] == seat else 2.0 + at_stake
            found.append(Target((stone,), twin, value))
        elif twin in up and stone < twin:
            found.append(Target((stone, twin), None, 2.0))
    return found


def _search_order(targets_: list[Target], skill: Skill, dice: Dice) -> list[Target]:
    """Random for a novice; the most valuable first, give or take, for a skilled player."""
    keyed = [(skill.value_sense * t.value + dice.uniform(0.0, 3.0), i) for i, t in
             enumerate(targets_)]
    return [targets_[i] for _, i in sorted(keyed, reverse=True)]


def _wrong_pick(
    view: tuple[set[int], list[int]], target: Target, used: set[int], dice: Dice, ms: float,
    slip: float,
) -> Pick | None:
    """Maybe a mistaken grab instead of this target: a look-alike partner or look-alike twin.

    `view` is the face-up stones and the balance stones in play; `slip` is the level's chance
    of a mistake when one white/grey look-alike is in view.
    """
    free, balances = view
    options: list[tuple[float, Pick]] = []
    if target.balance is None:
        a, b = target.stones
        for first, wanted in ((a, b), (b, a)):
            options += [(w, PairPick(first, s, ms)) for s, w in LOOKS[wanted]
                        if s in free and s not in used and s not in target.stones]
    else:
        stone = target.stones[0]
        options += [(w, TwinPick(s, target.balance, ms)) for s, w in LOOKS[stone]
                    if s in free and s not in used]
        for other in balances:
            weight = confusion(stone, twin_of(other))
            if weight > 0:
                options.append((weight, TwinPick(stone, other, ms)))
    # The more alike the stones in view, the likelier the slip: each look-alike adds its weight.
    tricked = min(MAX_SLIP, slip * sum(w for w, _ in options) / COLOUR_CONFUSION[PALE])
    if not options or not dice.chance(tricked):
        return None
    return options[dice.weighted([w for w, _ in options])][1]


def _stamp(ms: float) -> float:
    """Whole milliseconds, like an input event's timestamp."""
    return float(round(ms))


def plan_grab(state: GameState, seat: int, skill: Skill, dice: Dice) -> tuple[Pick, ...]:
    """The picks of one relay turn, stamped in ms since the reveal (R7.1)."""
    clock = dice.uniform(*skill.start_ms)
    picks: list[Pick] = []
    used: set[int] = set()
    view = (set(face_up_stones(state)), state.balances_in_play())
    for target in _search_order(targets(state, seat), skill, dice):
        if used.intersection(target.stones) or dice.chance(skill.miss):
            continue
        clock += dice.uniform(*skill.find_ms)
        ms = _stamp(clock)
        if not stamp_in_time(state, ms):
            break
        pick = _wrong_pick(view, target, used, dice, ms, skill.wrong)
        if pick is None:
            pick = (PairPick(target.stones[0], target.stones[1], ms) if target.balance is None
                    else TwinPick(target.stones[0], target.balance, ms))
        if isinstance(pick, PairPick):
            # Stamps are per stone (R7.1): the second stone is reached a moment later.
            second = _stamp(clock + dice.uniform(*skill.reach_ms))
            if not stamp_in_time(state, second):
                second = ms
            clock = max(clock, second)
            pick = PairPick(pick.a, pick.b, ms, second)
        used.update(pick_stones(pick))
        picks.append(pick)
    return tuple(picks)
