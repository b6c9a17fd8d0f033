"""What one game tallies, and the summary of a run that the simulator prints.

Per seat a game counts as the app counts it (`model.tally`, the history line's tally); the
simulator adds what only a run's summary reads (disputes, contests, flicks, the winner).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rok_qt.model.events import (
    ClaimMade,
    ContestStarted,
    Event,
    GameEnded,
    GrabEnd,
    GrabEnded,
    OwnTwinTaken,
    PairTaken,
    RaceWon,
    RoundEnded,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.state import Controller, PlayMode
from rok_qt.model.tally import SeatTally

_HELD_AT_THE_END = (PairTaken, OwnTwinTaken, ClaimMade, WrongPairReturned, SplitReturned)
"""What a seat holding a stone when the grab ends makes of it (R5.1, R5.2, R4.5)."""


@dataclass(slots=True)
class GameNumbers:
    """The numbers of one whole game."""

    seed: int
    levels: tuple[Controller, ...]
    rounds: int = 0
    moves: int = 0
    winner: int | None = None
    scores: tuple[int, ...] = ()
    captures: int = 0
    disputes: int = 0
    contests: int = 0
    flicks: int = 0
    wrong: int = 0
    races_won: list[int] = field(default_factory=list)    # per seat (R7.1, R7.2)
    races_lost: list[int] = field(default_factory=list)
    close_calls: int = 0   # races too close to call, decided by the coin (R7.3)
    jitter_same: bool | None = None   # played again with late, shuffled moves: the same game?
    grabs: int = 0
    """Live rounds whose throw left something to grab (R7.2)."""
    stone_rounds: list[int] = field(default_factory=list)
    """Per seat: the live rounds in which it held at least one stone when the grab ended."""
    _holding: set[int] = field(default_factory=set)

    def count(self, tallies: Sequence[SeatTally]) -> None:
        """The game's numbers per seat, from the model's tally of its moves and events."""
        self.races_won = [seat.races_won for seat in tallies]
        self.races_lost = [seat.races_lost for seat in tallies]
        self.captures = sum(seat.captures_made for seat in tallies)
        self.wrong = sum(seat.wrong_pairs for seat in tallies)

    def tally(self, events: Sequence[Event]) -> None:
        """Count what a move caused that only the simulator's summary reads (the per-seat
        numbers the model's tally counts come from `count`)."""
        if not self.stone_rounds:
            self.stone_rounds = [0] * len(self.levels)
        for event in events:
            if isinstance(event, _HELD_AT_THE_END):
                self._holding.add(event.player)
            elif isinstance(event, GrabEnded) and event.reason != GrabEnd.NOTHING:
                self.grabs += 1
            elif isinstance(event, RoundEnded):
                for seat in self._holding:
                    self.stone_rounds[seat] += 1
                self._holding.clear()
            if isinstance(event, RaceWon) and event.within_ms > 0:
                self.close_calls += 1
            if isinstance(event, ContestStarted):
                self.flicks += len(event.contestants)
                if event.attempt == 1:
                    self.contests += 1
                    self.disputes += event.purpose == "order"
            elif isinstance(event, GameEnded):
                self.scores = event.scores
                self.winner = event.grand_master


@dataclass(slots=True)
class Summary:
    """A whole run: the per-game records and the wall time they took."""

    players: int
    seed: int
    levels: tuple[Controller, ...]
    seconds: float
    records: list[GameNumbers]
    replayed: int = 0
    mode: PlayMode = PlayMode.RELAY
    jitter_ms: float = 0.0
    uncertainty_ms: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        """The figures as plain data (what --json prints)."""
        games = len(self.records)
        rounds = [r.rounds for r in self.records]
        longest = max(self.records, key=lambda r: r.rounds)
        return {
            "players": self.players,
            "mode": str(self.mode),
            "games": games,
            "seed": self.seed,
            "levels": [str(level) for level in self.levels],
            "seconds": round(self.seconds, 3),
            "games_per_second": round(games / self.seconds, 2) if self.seconds > 0 else None,
            "rounds": {"median": statistics.median(rounds), "max": max(rounds),
                       "longest_seed": longest.seed},
            "win_rate_by_seat": [round(w / games, 4) for w in self._wins_by_seat()],
            "win_rate_by_level": self._by_level(),
            "no_grand_master": sum(r.winner is None for r in self.records),
            "per_game": {
                "captures": self._mean("captures"),
                "ordering_disputes": self._mean("disputes"),
                "flick_contests": self._mean("contests"),
                "flicks": self._mean("flicks"),
                "wrong_pairs": self._mean("wrong"),
            },
            "races_by_level": self._races_by_level(),
            "replayed_for_I5": self.replayed,
            "jitter_ms": self.jitter_ms,
            "jitter_same_games": sum(r.jitter_same is True for r in self.records),
            "uncertainty_ms": self.uncertainty_ms,
            "close_calls": sum(r.close_calls for r in self.records),
        }

    def _mean(self, name: str) -> float:
        return round(statistics.fmean(getattr(r, name) for r in self.records), 4)

    def _wins_by_seat(self) -> list[int]:
        wins = [0] * self.players
        for record in self.records:
            if record.winner is not None:
                wins[record.winner] += 1
        return wins

    def _by_level(self) -> dict[str, dict[str, float]]:
        seats: dict[str, int] = {}
        wins: dict[str, int] = {}
        for record in self.records:
            for seat, level in enumerate(record.levels):
                seats[level] = seats.get(level, 0) + 1
                wins[level] = wins.get(level, 0) + (record.winner == seat)
        return {
            level: {"seat_games": seats[level], "wins": wins[level],
                    "rate": round(wins[level] / seats[level], 4)}
            for level in sorted(seats, key=_level_rank)
        }


    def _races_by_level(self) -> dict[str, dict[str, float]]:
        """Races won and lost per seat-game at each level (R7.1, R7.2)."""
        seats: dict[str, int] = {}
        won: dict[str, int] = {}
        lost: dict[str, int] = {}
        for record in self.records:
            for seat, level in enumerate(record.levels):
                seats[level] = seats.get(level, 0) + 1
                if record.races_won:
                    won[level] = won.get(level, 0) + record.races_won[seat]
                    lost[level] = lost.get(level, 0) + record.races_lost[seat]
        return {
            level: {"won": won.get(level, 0), "lost": lost.get(level, 0),
                    "won_per_game": round(won.get(level, 0) / seats[level], 3),
                    "lost_per_game": round(lost.get(level, 0) / seats[level], 3)}
            for level in sorted(seats, key=_level_rank)
        }


def _level_rank(level: str) -> int:
    order = [str(c) for c in Controller]
    return order.index(level) if level in order else len(order)


def format_text(data: dict[str, Any]) -> str:
    """The summary as a few aligned lines for a terminal."""
    per = data["per_game"]
    by_level = "  ".join(
        f"{name} {v['rate']:.1%} ({v['wins']}/{v['seat_games']})"
        for name, v in data["win_rate_by_level"].items()
    )
    by_seat = "  ".join(f"#{i} {rate:.1%}" for i, rate in enumerate(data["win_rate_by_seat"]))
    rounds = data["rounds"]
    races = "  ".join(f"{name} {v['won']}/{v['lost']}"
                      for name, v in data["races_by_level"].items())
    lines = [
        f"rok-qt-sim: {data['games']} games, {data['players']} players, seed {data['seed']}, "
        f"levels {','.join(data['levels'])}, mode {data['mode']}",
        f"  speed              {data['games_per_second']} games/s ({data['seconds']} s)",
        f"  rounds per game    median {rounds['median']}, max {rounds['max']} "
        f"(game seed {rounds['longest_seed']})",
        f"  win rate by seat   {by_seat}",
        f"  win rate by level  {by_level}",
        f"  no grand master    {data['no_grand_master']} games",
        f"  per game           captures {per['captures']:.2f}, ordering disputes "
        f"{per['ordering_disputes']:.2f}, flick contests {per['flick_contests']:.2f} "
        f"({per['flicks']:.2f} flicks), wrong pairs {per['wrong_pairs']:.2f}",
        f"  races won/lost     {races}",
        f"  checks             I1-I4 after every move; I5 replayed {data['replayed_for_I5']} "
        "games: ok",
    ]
    if data["jitter_ms"]:
        lines.append(
            f"  jitter             moves arriving up to {data['jitter_ms']:g} ms late, shuffled: "
            f"{data['jitter_same_games']}/{data['games']} games ended the same as in stamp "
            "order (same winners, same scores)")
    if data["uncertainty_ms"]:
        lines.append(
            f"  across computers   takes up to {data['uncertainty_ms']:g} ms uncertain: "
            f"{data['close_calls']} races too close to call, decided by the coin")
    return "\n".join(lines)
