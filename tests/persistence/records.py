"""Games recorded for the record and replay tests: computer players and a person whose takes the
test drives (the scripted players of tests/support), in relay and all at once."""

from __future__ import annotations

import random

from rok_qt import bots
from rok_qt.model.events import Event
from rok_qt.model.moves import Move, Take
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence.game_record import GameRecord
from rok_qt.sim.records import record_game
from tests.support import scripted_live_move, scripted_move


def mixed_config(seed: int, mode: PlayMode, players: int = 3) -> GameConfig:
    """A person (seat 0, played by the test) and computer players."""
    seats = [SeatConfig("Ann", Controller.HUMAN)] + [
        SeatConfig(f"Bot {seat}", Controller.ADEPT) for seat in range(1, players)]
    return GameConfig(seats, seed, 0, None if mode == PlayMode.LIVE else 20_000, mode)


class MixedPlayers:
    """Decides for every seat: the person by script, the computer players as bots do. In the
    live race the person now and then reaches for a stone already in another hand: a race lost
    (R7.2), which the referee judges and the record keeps as the move it is."""

    def __init__(self, seed: int) -> None:
        self.chooser = random.Random(seed)

    def decide(self, state: GameState, seat: int) -> Move:
        if state.live is not None:
            late = self._late_take(state)
            if late is not None:
                return late
            if self.chooser.random() < 0.5:
                return scripted_live_move(state, self.chooser)
            return bots.decide(state, seat)
        if state.players[seat].controller == Controller.HUMAN:
            return scripted_move(state, self.chooser)
        return bots.decide(state, seat)

    def _late_take(self, state: GameState) -> Move | None:
        live = state.live
        assert live is not None
        gone = sorted(stone for stone, (by, _ms) in live.taken.items() if by != 0)
        if not gone or live.done[0] or self.chooser.random() > 0.2:
            return None
        return Take(0, self.chooser.choice(gone), max(live.now_ms, live.last_ms[0]) + 1.0)


def mixed_record(seed: int, mode: PlayMode, players: int = 3
                 ) -> tuple[GameRecord, list[list[Event]], GameState]:
    """A whole game: its record, every move's events as played, and the last state."""
    played: list[list[Event]] = []
    record, state = record_game(mixed_config(seed, mode, players), MixedPlayers(seed).decide,
                                seen=played.append)
    return record, played, state


def padded_race(record: GameRecord, pairs: int, step_ms: float = 0.0) -> GameRecord:
    """The record with `pairs` take and put-back pairs of one face-up stone by seat 0 at the
    start of its first race, `step_ms` apart (0: all at one stamp, so the race never settles),
    the race's own moves after them. A hostile record of a valid game (issue 29, item 4)."""
    import msgspec

    from rok_qt.model.engine import step
    from rok_qt.model.live import LIVE_MOVES
    from rok_qt.model.moves import PutBack, Throw, TimeUp
    from rok_qt.model.setup import new_game
    from rok_qt.model.stones import FATE

    state = new_game(record.setup.config())[0]
    state.race_window_ms = record.setup.race_window_ms
    for index, move in enumerate(record.moves):
        state = step(state, move, record_frames=False)[0]
        if isinstance(move, Throw) and state.live is not None:
            stone = min(s for s, lying in state.table.items() if lying.face_up and s != FATE)
            start, span = state.live.now_ms, step_ms * 2 * pairs
            pad: list[Move] = []
            for n in range(pairs):
                pad += [Take(0, stone, start + step_ms * 2 * n),
                        PutBack(0, stone, start + step_ms * (2 * n + 1))]
            after = [msgspec.structs.replace(m, ms=m.ms + span)
                     if isinstance(m, LIVE_MOVES) and not isinstance(m, TimeUp) else m
                     for m in record.moves[index + 1:]]
            return msgspec.structs.replace(record, moves=[*record.moves[: index + 1], *pad,
                                                          *after])
    raise ValueError("the record has no race")
