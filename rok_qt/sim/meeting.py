"""How a person meets the computer levels in the live race (R7.2): the figures behind the levels.

A model of a person (first-timer, practised: `bots.levels.HUMAN_MODELS`) plays live games of
three against two computer players of one level, and the table gives, for each pairing: the
person model's win rate, the races it won and lost per game (medians), and the share of rounds
with something to grab in which it held at least one stone when the grab ended. The levels are
tuned to `GOALS` for the first-timer (`make bench` prints the table; `rok-qt-sim --meet`).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from rok_qt.bots.levels import HUMAN_MODELS, LEVELS
from rok_qt.model.state import Controller, PlayMode
from rok_qt.sim.runner import play_game

PLAYERS = 3


@dataclass(frozen=True, slots=True)
class Goal:
    """What the first-timer model should meet at one level."""

    win: tuple[float, float]
    races: float = 2.0
    """Median races (won and lost) per game, at least."""
    stone_rounds: float = 0.0
    """Share of rounds with a stone, at least."""


GOALS: dict[Controller, Goal] = {
    Controller.NOVICE: Goal((0.35, 0.50), stone_rounds=0.60),
    Controller.ADEPT: Goal((0.15, 0.30)),
    Controller.MASTER: Goal((0.03, 0.12)),
}
"""The first-timer's goals against two computer players of each level (issue 30)."""


@dataclass(frozen=True, slots=True)
class GameFigures:
    """One game from the person model's seat."""

    won_game: bool
    races_won: int
    races_lost: int
    grabs: int
    stone_rounds: int


@dataclass(frozen=True, slots=True)
class Meeting:
    """A person model against two computer players of one level, over many games."""

    person: Controller
    level: Controller
    games: int
    win_rate: float
    races_won: float
    races_lost: float
    races: float
    stone_share: float

    def meets(self, goal: Goal) -> bool:
        """Whether these figures meet the goal."""
        return (goal.win[0] <= self.win_rate <= goal.win[1] and self.races >= goal.races
                and self.stone_share >= goal.stone_rounds)


def one_game(person: Controller, level: Controller, seed: int) -> GameFigures:
    """A live game of the person model and two of `level`, seats rotating with the seed."""
    played = play_game(PLAYERS, seed, (person, level, level), check=False, mode=PlayMode.LIVE)
    record = played.record
    seat = record.levels.index(person)
    return GameFigures(record.winner == seat, record.races_won[seat], record.races_lost[seat],
                       record.grabs, record.stone_rounds[seat])


def _games(args: tuple[Controller, Controller, int, int]) -> list[GameFigures]:
    person, level, seed, games = args
    return [one_game(person, level, seed + index) for index in range(games)]


def meet(person: Controller, level: Controller, games: int, seed: int = 1,
         workers: int = 1) -> Meeting:
    """The figures of `games` games (seeds seed, seed+1, ...), over `workers` processes."""
    chunks = _chunks(person, level, games, seed, max(1, workers))
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            figures = [f for part in pool.map(_games, chunks) for f in part]
    else:
        figures = [f for chunk in chunks for f in _games(chunk)]
    return summed(person, level, figures)


def _chunks(person: Controller, level: Controller, games: int, seed: int,
            workers: int) -> list[tuple[Controller, Controller, int, int]]:
    size = -(-games // workers)
    return [(person, level, seed + start, min(size, games - start))
            for start in range(0, games, size)]


def summed(person: Controller, level: Controller, figures: Sequence[GameFigures]) -> Meeting:
    """The meeting's figures from its games: rates, medians per game, the share of rounds."""
    grabs = sum(f.grabs for f in figures)
    return Meeting(
        person, level, len(figures),
        win_rate=sum(f.won_game for f in figures) / len(figures),
        races_won=statistics.median(f.races_won for f in figures),
        races_lost=statistics.median(f.races_lost for f in figures),
        races=statistics.median(f.races_won + f.races_lost for f in figures),
        stone_share=sum(f.stone_rounds for f in figures) / grabs if grabs else 0.0)


def table(games: int, seed: int = 1, workers: int = 1,
          on_row: Callable[[Meeting], None] | None = None) -> list[Meeting]:
    """Every person model against every computer level."""
    rows = []
    for person in HUMAN_MODELS:
        for level in LEVELS:
            row = meet(person, level, games, seed, workers)
            rows.append(row)
            if on_row is not None:
                on_row(row)
    return rows


HEADER = (f"{'person model':<13} {'vs two':<7} {'games':>5} {'win rate':>9} "
          f"{'races won':>10} {'races lost':>11} {'races':>6} {'rounds w/ stone':>16}  goal")


def format_row(row: Meeting) -> str:
    """One aligned line of the table, with whether the first-timer's goal is met."""
    goal = GOALS.get(row.level) if row.person == Controller.FIRST_TIMER else None
    verdict = "" if goal is None else ("met" if row.meets(goal) else "NOT MET") + (
        f" (win {goal.win[0]:.0%}-{goal.win[1]:.0%}, races >= {goal.races:g}"
        + (f", rounds >= {goal.stone_rounds:.0%})" if goal.stone_rounds else ")"))
    return (f"{row.person.replace('_', '-'):<13} {row.level:<7} {row.games:>5} "
            f"{row.win_rate:>9.1%} {row.races_won:>10g} {row.races_lost:>11g} "
            f"{row.races:>6g} {row.stone_share:>16.1%}  {verdict}")
