"""Races too close to call (R7.3): takes closer than their combined uncertainty.

Across computers a take carries how far its stamp may be from the instant of the press
(`Take.uncertainty_ms`): what the table server cannot see of that player's link, set by the
server from its own measure (rok_qt.net.fairness.stamp_uncertainty; a client's word is never
taken), at most the table's bound `state.race_uncertainty_ms`. On one screen the bound is 0:
stamps are exact and only equal stamps go to the coin (R7.2). A computer player's take is exact.
When two takes of one stone by different seats are closer than the sum of their uncertainties,
nobody can say which press came first: the race is **contested**, and the game's seeded coin
decides it, as it decides equal stamps.

Contested takes of one stone form a group (a take closer than that to any take of the group
belongs to it): the coin (`contest_winner`, drawn from the seed, the stone and the group's
first stamp alone, so a game replays the same, I5) names the seat whose take counts; every other
seat's take of the group yields the stone to it (the referee judges it lost to the winner).
None of the group is final before every take that could still join it would come too late
(the referee's `_reach`), so the call is the same in every arrival order within the window.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rok_qt.model.coin import tie_order
from rok_qt.model.state import EntryKind, TimelineEntry

_SALT = 0x5EED_C0DE
"""Keeps the contest's coin apart from the equal stamps' coin of the same stamp."""

Key = tuple[int, int]
"""A timeline entry by its seat and the seat's own count of admitted moves (TimelineEntry.n)."""


@dataclass(frozen=True)
class Call:
    """How a contested race was called: the coin's winner, its take's stamp, and the
    uncertainty the two takes shared (their sum)."""

    winner: int
    winner_ms: float
    within_ms: float


@dataclass
class Contests:
    """The contested races of a timeline: who yields to whom, and which takes are in a group,
    each with the farthest its group reaches (a member's stamp and uncertainty together): none
    of them is final before that is."""

    yields: dict[Key, Call]
    group_reach: dict[Key, float]
    group_last: dict[Key, float] = field(default_factory=dict)
    """The latest stamp of each member's group: the takes from a member's up to it are
    judged final together (a member settled alone would leave the rest of its group
    without the take it contested with)."""

    def within(self, entry: TimelineEntry, other: TimelineEntry | None) -> float:
        """The uncertainty two takes of one group share (0: not contested)."""
        if other is None or key(other) not in self.group_reach or key(entry) not in \
                self.group_reach or not contested(entry, other):
            return 0.0
        return entry.spread + other.spread


def key(entry: TimelineEntry) -> Key:
    """The entry's key (its seat and its own count)."""
    return (entry.player, entry.n)


def contested(a: TimelineEntry, b: TimelineEntry) -> bool:
    """Two takes of one stone by different seats, closer than their combined uncertainty."""
    return (a.kind == b.kind == EntryKind.TAKE and a.stone == b.stone and a.player != b.player
            and abs(a.ms - b.ms) < a.spread + b.spread)


def contests(seed: int, timeline: list[TimelineEntry], dropped: set[Key]) -> Contests:
    """The contested groups of a timeline (in stamp order) and the coin's call for each; the
    groups with a member in `dropped` are left to the stamps (their winner never took the
    stone: the race had ended before)."""
    takes: dict[int, list[TimelineEntry]] = {}
    for entry in timeline:
        if entry.kind == EntryKind.TAKE:
            takes.setdefault(entry.stone, []).append(entry)
    found = Contests({}, {})
    for stone, entries in takes.items():
        for group in _groups(entries):
            if any(key(e) in dropped for e in group):
                continue
            reach = max(e.ms + e.spread for e in group)
            for entry in group:
                found.group_reach[key(entry)] = reach
                found.group_last[key(entry)] = group[-1].ms
            winner = contest_winner(seed, stone, group[0].ms, [e.player for e in group])
            first = next(e for e in group if e.player == winner)
            for entry in group:
                if entry.player != winner:
                    found.yields[key(entry)] = Call(winner, first.ms, entry.spread + first.spread)
    return found


def _groups(entries: list[TimelineEntry]) -> list[list[TimelineEntry]]:
    """The takes joined by contests (of two seats or more), each in stamp order."""
    parent = list(range(len(entries)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i
    for i, a in enumerate(entries):
        for j in range(i + 1, len(entries)):
            if contested(a, entries[j]):
                parent[root(j)] = root(i)
    groups: dict[int, list[TimelineEntry]] = {}
    for i, entry in enumerate(entries):
        groups.setdefault(root(i), []).append(entry)
    return [group for group in groups.values() if len({e.player for e in group}) > 1]


def contest_winner(seed: int, stone: int, first_ms: float, seats: list[int]) -> int:
    """The seeded coin of a contested race: which of these seats wins the stone. Drawn as
    equal stamps' coin is (`coin.tie_order`: from the seed, the stone and the group's first
    stamp alone, so it never draws on the game's generator and replays the same, I5), salted
    so that it is a coin of its own."""

    return tie_order(seed ^ _SALT, stone, first_ms, seats)[0]
