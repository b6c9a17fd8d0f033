"""Whole headless games of bots, checked move by move (I1-I4) and replayed from seed (I5).

In the live mode (R7.2) the computer players' timed plans run on a virtual clock: each batch of
moves planned for the earliest ms is played at once (equal stamps on one stone go to the
referee's seeded coin), with the referee's settle window `window_ms`. `jittered` plays a
game's moves again with each live move arriving up to `jitter_ms` late, in a shuffled order:
the referee must give the same game (sim/jitter.py). With `uncertainty_ms` the race is played
as across computers (R7.3): each seat's takes carry an uncertainty (`seat_uncertainty`), and
takes closer than theirs together go to the seeded coin (model/contested.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import msgspec

from rok_qt.bots import decide
from rok_qt.bots.race_driver import next_due
from rok_qt.model.autoplay import MAX_MOVES, MoveFailed, Turn, answering_seat
from rok_qt.model.engine import apply, step
from rok_qt.model.events import Event
from rok_qt.model.invariants import violations
from rok_qt.model.live import rewound
from rok_qt.model.moves import Move, Take
from rok_qt.model.referee import SCREEN_MS
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.model.tally import RELEVANT, tally
from rok_qt.sim.games import game_config, new_sim_game
from rok_qt.sim.jitter import jittered
from rok_qt.sim.stats import GameNumbers


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

    record: GameNumbers
    moves: list[Move] = field(default_factory=list)
    state: GameState | None = None


def seat_uncertainty(state: GameState, move: Move) -> Move:
    """A take as across computers (R7.3): seat s of n on a link whose stamps are (s + 1) / n of
    the table's bound uncertain, so near and far players race; other moves as they are."""
    bound = state.race_uncertainty_ms
    if bound <= 0 or not isinstance(move, Take):
        return move
    share = (move.player + 1) / state.player_count
    return msgspec.structs.replace(move, uncertainty_ms=bound * share)


def bot_turns(state: GameState, max_moves: int | None = None) -> Iterator[Turn]:
    """Play the bots' moves from `state` until the game is over (or `max_moves`).

    In a live grab every move planned for the earliest ms is played, seat by seat, before
    anyone plans again: two bots reaching for one stone at one ms both reach (R7.2).
    """
    played, limit = 0, MAX_MOVES if max_moves is None else max_moves
    while state.phase != Phase.OVER and played < limit:
        batch: list[Move] = []
        try:
            if state.live is not None:
                due = next_due(state, range(state.player_count))
                batch = [] if due is None else [seat_uncertainty(state, move)
                                                for move in due.moves]
            else:
                batch = [decide(state, answering_seat(state))]
        except Exception as exc:
            raise MoveFailed(state, None, exc) from exc
        for move in batch:
            try:
                new, events = step(state, move, record_frames=False)
            except Exception as exc:
                raise MoveFailed(state, move, exc) from exc
            state = new
            played += 1
            yield Turn(state, move, events)
            if state.live is None:
                break


def play_game(
    players: int, seed: int, levels: Sequence[Controller], *, check: bool = True,
    mode: PlayMode = PlayMode.RELAY, window_ms: float = SCREEN_MS, uncertainty_ms: float = 0.0,
) -> Played:
    """Play one whole game of bots; raise SimFailure at the first thing that breaks.

    In the live mode (R7.2) the bots' timed plans run on a virtual clock (`bot_turns`).
    """
    config = game_config(players, seed, levels, mode)
    played = Played(GameNumbers(seed, tuple(s.controller for s in config.seats)))
    state = new_sim_game(config, window_ms, uncertainty_ms)
    moves = played.moves
    told: list[Move | Event] = []   # what the model's tally reads
    try:
        for turn in bot_turns(state):
            state = turn.state
            moves.append(turn.move)
            told += [item for item in (turn.move, *turn.events) if isinstance(item, RELEVANT)]
            played.record.tally(turn.events)
            if check and (problems := violations(state)):
                raise SimFailure(seed, moves[:-1], turn.move, "; ".join(problems))
    except MoveFailed as failed:
        raise SimFailure(seed, moves, failed.move, str(failed)) from failed
    if state.phase != Phase.OVER:
        raise SimFailure(seed, moves, None, f"no end after {MAX_MOVES} moves")
    played.record.count(tally(told, state))
    played.record.rounds = state.round
    played.record.moves = len(moves)
    played.state = state
    return played


def check_replay(players: int, played: Played, levels: Sequence[Controller],
                 mode: PlayMode = PlayMode.RELAY, window_ms: float = SCREEN_MS,
                 uncertainty_ms: float = 0.0) -> None:
    """I5: the same seed gives the same game, move for move, and the same final state."""
    seed = played.record.seed
    again = play_game(players, seed, levels, check=False, mode=mode, window_ms=window_ms,
                      uncertainty_ms=uncertainty_ms)
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
                 moves: Sequence[Move], mode: PlayMode = PlayMode.RELAY,
                 window_ms: float = SCREEN_MS) -> GameState:
    """The game rebuilt from its seed and moves, without checks (to save a broken game).

    A live grab in progress is saved rewound to its start, as the game saves it (R7.2).
    """
    state = new_sim_game(game_config(players, seed, levels, mode), window_ms)
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
    jitter_ms: float = 0.0,
    uncertainty_ms: float = 0.0,
) -> tuple[list[GameNumbers], int]:
    """Play `games` games with seeds seed, seed+1, ...; return their records and replays done.

    Every `replay_every`-th game (the first included) is played again to check I5. With
    `jitter_ms` the settle window is at least that wide and every game is played again with
    its live moves arriving up to that late, shuffled; each record says whether it ended the
    same (`GameNumbers.jitter_same`). `uncertainty_ms`: the race as across computers.
    """

    window = max(SCREEN_MS, jitter_ms)
    records = []
    replayed = 0
    for index in range(games):
        played = play_game(players, seed + index, levels, mode=mode, window_ms=window,
                           uncertainty_ms=uncertainty_ms)
        if index % replay_every == 0:
            check_replay(players, played, levels, mode, window, uncertainty_ms)
            replayed += 1
        if jitter_ms > 0 and played.state is not None:
            again = jittered(players, seed + index, levels, played.moves, mode, window,
                             jitter_ms, uncertainty_ms)
            played.record.jitter_same = _same_game(again, played.state)
        records.append(played.record)
        if on_game is not None:
            on_game(index + 1)
    return records, replayed


def _same_game(again: GameState, first: GameState) -> bool:
    """The same game but for the count of moves the engine took (refused moves do not count)."""
    return (msgspec.json.encode(msgspec.structs.replace(again, moves=0))
            == msgspec.json.encode(msgspec.structs.replace(first, moves=0)))
