"""What checking a record costs, against the budget it is allowed (issue 29, item 4).

1,000 games are simulated as real games are played (2 to 5 players, Relay and All at once,
computer players of every level and the simulator's models of people), each kept as the
window's record keeper keeps it. The longest of them (moves, bytes, rounds), the largest race
left undecided at once and the largest state are printed beside the budget of
`persistence.budget`. Then the time and the memory (tracemalloc's peak) to read, decode, check
and replay it, and a record at the cap: the longest All at once game padded, inside one race,
with takes and put-backs a person could make, to the cap's moves. Last, a hostile record of the
same size whose race never settles (every move at one stamp), refused by the budget: how long
the refusal takes. Medians; `make bench` or `python -m benchmarks.bench_record_budget`.
"""

from __future__ import annotations

import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

import msgspec

from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import LiveMove, Move, PutBack, Take, Throw, TimeUp
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence.game_record import GameRecord

GAMES = int(__import__("os").environ.get("ROK_BENCH_GAMES", "1000"))
REPEATS = 5
LEVELS = (Controller.NOVICE, Controller.ADEPT, Controller.MASTER, Controller.MATCH,
          Controller.FIRST_TIMER, Controller.PRACTISED)


@dataclass
class Played:
    """One simulated game as its record, with what its replay held at most."""

    record: GameRecord
    rounds: int
    bytes: int
    undecided: int
    state_bytes: int


def _simulate(index: int) -> Played:
    from rok_qt.persistence.game_record import Setup, encode_record, new_record
    from rok_qt.sim.games import game_config, new_sim_game
    from rok_qt.sim.records import DATE
    from rok_qt.sim.runner import bot_turns

    players = 2 + index % 4
    mode = PlayMode.LIVE if (index // 4) % 2 else PlayMode.RELAY
    state = new_sim_game(game_config(players, 1000 + index, LEVELS, mode))
    record = new_record(Setup.of(state), DATE)
    undecided = state_bytes = 0
    for turn in bot_turns(state):
        record.moves.append(turn.move)
        state = turn.state
        if state.live is not None:
            undecided = max(undecided, len(state.live.timeline))
        state_bytes = max(state_bytes, len(msgspec.msgpack.encode(state)))
    record.scores = list(state.scores or [])
    return Played(record, state.round, len(encode_record(record)), undecided, state_bytes)


def _measure(data: bytes) -> tuple[float, float, str]:
    """Median ms and tracemalloc peak MiB to read, decode, check and replay these record
    bytes (from a file, as Game > Open does); the refusal's words, if refused. The peak is
    measured with the replay's clock stopped: tracemalloc slows it several times over."""
    from rok_qt.persistence.game_record import RecordError
    from rok_qt.persistence.record_store import read_record
    from rok_qt.persistence.replay import replay

    path = Path(tempfile.mkdtemp(prefix="rok-bench-budget-")) / "record.rokrec"
    path.write_bytes(data)
    refused = ""

    def check(clock: Callable[[], float] = time.monotonic) -> None:
        nonlocal refused
        try:
            replay(read_record(path), clock=clock)
        except RecordError as error:
            refused = str(error)

    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        check()
        times.append((time.perf_counter() - start) * 1000.0)
    tracemalloc.start()
    check(clock=lambda: 0.0)
    peak = tracemalloc.get_traced_memory()[1] / (1024 * 1024)
    tracemalloc.stop()
    return statistics.median(times), peak, refused


def _held(record: GameRecord) -> float:
    """MiB of the states a replay of the record keeps, encoded: what the budget counts."""
    from rok_qt.persistence.replay import replay

    steps = replay(record, clock=lambda: 0.0).steps
    return sum(len(msgspec.msgpack.encode(step.after)) for step in steps) / (1024 * 1024)


def _padded(record: GameRecord, moves: int, spread: bool) -> GameRecord:
    """The record with take and put-back pairs of one stone by seat 0 inside its first race
    with a face-up stone to take, up to `moves` moves in all: spread evenly over the time the
    race has left before its own moves (`spread`), or all at the race's first instant."""
    from rok_qt.model.engine import step
    from rok_qt.model.setup import new_game
    from rok_qt.model.stones import FATE

    state: GameState = new_game(record.setup.config())[0]
    state.race_window_ms = record.setup.race_window_ms
    for index, move in enumerate(record.moves):
        state = step(state, move, record_frames=False)[0]
        if isinstance(move, Throw) and state.live is not None:
            stone = min(s for s, lying in state.table.items() if lying.face_up and s != FATE)
            start = state.live.now_ms
            pairs = (moves - len(record.moves)) // 2
            race = [m for m in record.moves[index + 1:] if _stamped(m)]
            limit = float(state.time_limit_ms or 60_000)
            # The padding comes first; the race's own moves follow it, restamped after it.
            span = limit - max((m.ms for m in race), default=0.0) - 100.0 if spread else 0.0
            step_ms = span / (2 * pairs + 1)
            pad: list[Move] = []
            for n in range(pairs):
                pad += [Take(0, stone, start + step_ms * 2 * n),
                        PutBack(0, stone, start + step_ms * (2 * n + 1))]
            after = [_later(m, span) if _stamped(m) else m for m in record.moves[index + 1:]]
            return msgspec.structs.replace(
                record, moves=[*record.moves[: index + 1], *pad, *after])
    raise ValueError("the record has no race")


def _stamped(move: Move) -> TypeGuard[LiveMove]:
    """A race move whose stamp moves with the padding (time up stays at the limit)."""
    return isinstance(move, LIVE_MOVES) and not isinstance(move, TimeUp)


def _later(move: LiveMove, by: float) -> LiveMove:
    return msgspec.structs.replace(move, ms=move.ms + by)


def main() -> None:
    """Survey the games, then time the checks."""
    from rok_qt.persistence import budget
    from rok_qt.persistence.game_record import encode_record

    started = time.perf_counter()
    played = [_simulate(index) for index in range(GAMES)]
    longest = max(played, key=lambda p: (len(p.record.moves), p.bytes))
    biggest = max(played, key=lambda p: p.bytes)
    print(f"{GAMES} simulated games in {time.perf_counter() - started:.0f} s: the longest "
          f"{len(longest.record.moves)} moves, {longest.bytes} bytes, {longest.rounds} rounds "
          f"({len(longest.record.setup.seats)} players, {longest.record.setup.mode}); the "
          f"largest {biggest.bytes} bytes; at most {max(p.undecided for p in played)} race "
          f"moves undecided at once; the largest state {max(p.state_bytes for p in played)} "
          f"bytes")
    print(f"budget: {budget.MAX_MOVES} moves, {budget.MAX_BYTES} bytes, "
          f"{budget.MAX_UNDECIDED} undecided race moves, {budget.TIME_S:g} s, "
          f"{budget.HELD_BYTES // (1024 * 1024)} MiB of states held (encoded)")
    ms, peak, refused = _measure(encode_record(longest.record))
    print(f"check and replay the longest real game: median {ms:8.1f} ms, peak {peak:6.1f} MiB, "
          f"states held {_held(longest.record):.1f} MiB encoded"
          f"{'  REFUSED: ' + refused if refused else ''}")
    live = max((p for p in played if p.record.setup.mode == PlayMode.LIVE),
               key=lambda p: len(p.record.moves))
    at_cap = _padded(live.record, budget.MAX_MOVES, spread=True)
    data = encode_record(at_cap)
    ms, peak, refused = _measure(data)
    print(f"check and replay a record at the cap ({len(at_cap.moves)} moves, {len(data)} "
          f"bytes): median {ms:8.1f} ms, peak {peak:6.1f} MiB, states held "
          f"{_held(at_cap):.1f} MiB encoded{'  REFUSED: ' + refused if refused else ''}")
    hostile = _padded(live.record, budget.MAX_MOVES, spread=False)
    ms, peak, refused = _measure(encode_record(hostile))
    print(f"refuse a race that never settles ({len(hostile.moves)} moves): median {ms:8.1f} ms, "
          f"peak {peak:6.1f} MiB: {refused or 'NOT REFUSED'}")


if __name__ == "__main__":
    main()
