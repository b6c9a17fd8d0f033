"""Whole headless games of bots, checked move by move (I1-I4) and replayed from seed (I5)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

from rok_qt.bots import decide
from rok_qt.model.autoplay import MAX_MOVES, MoveFailed, autoplay
from rok_qt.model.engine import apply
from rok_qt.model.invariants import violations
from rok_qt.model.live import rewound
from rok_qt.model.moves import Move
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.sim.stats import GameRecord


class SimFailure(Exception):
    """A game broke: an invariant, an exception, a game that does not end, or a replay."""

    def __init__(self, seed: int, moves: Sequence[Move], move: Move | None, reason: str) -> None:
        super().__init__(reason)
        self.seed = seed
        self.before = list(moves)   # the moves played before the one that broke
        self.index = len(moves)
        self.move = move
        self.reason = reason
        self.save_path: Path | None = None

    def describe(self) -> str:
        """One line: which game, which move, what broke."""
        move = f"move #{self.index}" + ("" if self.move is None else f" {self.move!r}")
        return f"game seed {self.seed}, {move}: {self.reason}"


@dataclass(slots=True)
class Played:
    """A finished game: its tallies, its moves and its final state."""

    record: GameRecord
    moves: list[Move] = field(default_factory=list)
    state: GameState | None = None


def seat_levels(players: int, seed: int, levels: Sequence[Controller]) -> tuple[Controller, ...]:
    """Levels rotate round the seats from game to game, so no level keeps the first seat."""
    return tuple(levels[(seat + seed) % len(levels)] for seat in range(players))


def game_config(players: int, seed: int, levels: Sequence[Controller],
                mode: PlayMode = PlayMode.RELAY) -> GameConfig:
    """Seats named after their level; seat 0 starts (no ages given)."""
    seats = [SeatConfig(f"{level.capitalize()} {seat + 1}", level)
             for seat, level in enumerate(seat_levels(players, seed, levels))]
    return GameConfig(seats, seed, mode=mode)


def play_game(
    players: int, seed: int, levels: Sequence[Controller], *, check: bool = True,
    mode: PlayMode = PlayMode.RELAY,
) -> Played:
    """Play one whole game of bots; raise SimFailure at the first thing that breaks.

    In the live mode (R7.2) the bots' timed plans run on a virtual clock: each move is the
    earliest planned one, applied at once (`bots.decide`).
    """
    config = game_config(players, seed, levels, mode)
    played = Played(GameRecord(seed, tuple(s.controller for s in config.seats)))
    state, _ = new_game(config)
    moves = played.moves
    try:
        for turn in autoplay(state, decide, max_moves=MAX_MOVES):
            state = turn.state
            moves.append(turn.move)
            played.record.tally(turn.events)
            if check and (problems := violations(state)):
                raise SimFailure(seed, moves[:-1], turn.move, "; ".join(problems))
    except MoveFailed as failed:
        raise SimFailure(seed, moves, failed.move, str(failed)) from failed
    if state.phase != Phase.OVER:
        raise SimFailure(seed, moves, None, f"no end after {MAX_MOVES} moves")
    played.record.rounds = state.round
    played.record.moves = len(moves)
    played.state = state
    return played


def check_replay(players: int, played: Played, levels: Sequence[Controller],
                 mode: PlayMode = PlayMode.RELAY) -> None:
    """I5: the same seed gives the same game, move for move, and the same final state."""
    seed = played.record.seed
    again = play_game(players, seed, levels, check=False, mode=mode)
    for index, (first, second) in enumerate(zip(played.moves, again.moves, strict=False)):
        if first != second:
            raise SimFailure(seed, played.moves[:index], first,
                             f"I5: the replay played {second!r} instead")
    if len(played.moves) != len(again.moves):
        shorter = min(len(played.moves), len(again.moves))
        raise SimFailure(seed, played.moves[:shorter], None,
                         "I5: the replay has a different number of moves")
    if msgspec.json.encode(played.state) != msgspec.json.encode(again.state):
        raise SimFailure(seed, played.moves[:-1], played.moves[-1],
                         "I5: the replay ends in a different state")


def state_before(players: int, seed: int, levels: Sequence[Controller],
                 moves: Sequence[Move], mode: PlayMode = PlayMode.RELAY) -> GameState:
    """The game rebuilt from its seed and moves, without checks (to save a broken game).

    A live grab in progress is saved rewound to its start, as the game saves it (R7.2).
    """
    state, _ = new_game(game_config(players, seed, levels, mode))
    for move in moves:
        apply(state, move, record_frames=False)
    return rewound(state)


def run(
    players: int,
    games: int,
    seed: int,
    levels: Sequence[Controller],
    *,
    replay_every: int = 25,
    on_game: Callable[[int], None] | None = None,
    mode: PlayMode = PlayMode.RELAY,
) -> tuple[list[GameRecord], int]:
    """Play `games` games with seeds seed, seed+1, ...; return their records and replays done.

    Every `replay_every`-th game (the first included) is played again to check I5.
    """
    records = []
    replayed = 0
    for index in range(games):
        played = play_game(players, seed + index, levels, mode=mode)
        if index % replay_every == 0:
            check_replay(players, played, levels, mode)
            replayed += 1
        records.append(played.record)
        if on_game is not None:
            on_game(index + 1)
    return records, replayed
