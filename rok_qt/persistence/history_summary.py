"""Per person over the recorded games: played, won, best and median find, and a chart's points.

A person is a human seat's name, compared without case or surrounding spaces; computer players
are opponents here, not people with a record.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

import msgspec

from rok_qt.model.state import Controller
from rok_qt.persistence.history import GameEntry
from rok_qt.persistence.practice_log import PracticeEntry

CHART_GAMES = 20
"""How many of the newest games the chart of find times spans."""
PACE_GAMES = 10
"""How many of the newest games the pace of the people at this screen is measured over."""
PACE_THROWS = 30
"""And how many of the newest practice throws (about as many finds as ten games)."""


class PersonRecord(msgspec.Struct, kw_only=True):
    """One person's record; `chart` holds (index among the chart's games, median find ms)."""

    name: str
    played: int = 0
    won: int = 0
    races_won: int = 0            # contested stones they got first (R7.1, R7.2)
    races_lost: int = 0
    best_ms: int | None = None
    median_ms: int | None = None
    chart: list[tuple[int, int]] = msgspec.field(default_factory=list)


def people(games: Sequence[GameEntry], chart_games: int = CHART_GAMES) -> list[PersonRecord]:
    """Everyone who played in person, most games first; names as they were last spelt."""
    records: dict[str, PersonRecord] = {}
    finds: dict[str, list[int]] = {}
    first_charted = max(0, len(games) - chart_games)
    for index, game in enumerate(games):
        for seat in game.seats:
            if seat.controller != Controller.HUMAN:
                continue
            key = seat.name.strip().casefold()
            record = records.setdefault(key, PersonRecord(name=seat.name))
            record.name = seat.name
            record.played += 1
            record.won += seat.won
            record.races_won += seat.tally.races_won
            record.races_lost += seat.tally.races_lost
            finds.setdefault(key, []).extend(seat.tally.find_ms)
            median = seat.tally.median_ms
            if index >= first_charted and median is not None:
                record.chart.append((index - first_charted, median))
    for key, record in records.items():
        times = finds[key]
        if times:
            record.best_ms = min(times)
            record.median_ms = round(statistics.median(times))
    return sorted(records.values(), key=lambda r: (-r.played, r.name.casefold()))


class PracticeRecord(msgspec.Struct, kw_only=True):
    """The practice table's record: throws with finds, finds, the best and median find (ms)."""

    throws: int
    finds: int
    best_ms: int | None
    median_ms: int | None


def practice_record(throws: Sequence[PracticeEntry]) -> PracticeRecord:
    """The practice throws summed up (finds made with a hint are not in them)."""
    times = [ms for throw in throws for ms in throw.find_ms]
    return PracticeRecord(throws=len(throws), finds=len(times),
                          best_ms=min(times) if times else None,
                          median_ms=round(statistics.median(times)) if times else None)


def people_pace(games: Sequence[GameEntry], practice: Sequence[PracticeEntry] = (),
                last: int = PACE_GAMES, last_throws: int = PACE_THROWS) -> float | None:
    """How long the people who played here take to their first find of a round (ms from the
    reveal or "go"), from their own stamps: the mean over their last `last` games of each
    game's median first find, the last `last_throws` practice throws (their first finds, made
    without a hint) counting as one more game. So each new game moves it a tenth of the way to
    that game's pace. What the level that matches you plays against; None before any first
    find was recorded (games recorded before first finds were kept count for nothing)."""
    paces = []
    for game in games[len(games) - last:] if last > 0 else ():
        firsts = [ms for seat in game.seats if seat.controller == Controller.HUMAN
                  for ms in seat.tally.first_ms]
        if firsts:
            paces.append(statistics.median(firsts))
    recent = practice[len(practice) - last_throws:] if last_throws > 0 else ()
    throws = [throw.find_ms[0] for throw in recent if throw.find_ms]
    if throws:
        paces.append(statistics.median(throws))
    return float(statistics.fmean(paces)) if paces else None
