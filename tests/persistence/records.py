"""Games recorded for the record and replay tests: computer players and a person whose takes the
test drives (the scripted players of tests/support), in relay and all at once."""

from __future__ import annotations

import random

from rok_qt import bots
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import Event
from rok_qt.model.moves import Move, Take
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence.game_record import GameRecord, LostTake
from rok_qt.sim.records import record_game
from tests.support import scripted_live_move, scripted_move


def mixed_config(seed: int, mode: PlayMode, players: int = 3) -> GameConfig:
    """A person (seat 0, played by the test) and computer players."""
    seats = [SeatConfig("Ann", Controller.HUMAN)] + [
        SeatConfig(f"Bot {seat}", Controller.ADEPT) for seat in range(1, players)]
    return GameConfig(seats, seed, 0, None if mode == PlayMode.LIVE else 20_000, mode)


class MixedPlayers:
    """Decides for every seat: the person by script, the computer players as bots do. In the
    live race the person now and then reaches for a stone already gone: a lost race, which
    the engine refuses and the record keeps."""

    def __init__(self, seed: int) -> None:
        self.chooser = random.Random(seed)
        self.lost: list[LostTake] = []
        self.moves = 0

    def decide(self, state: GameState, seat: int) -> Move:
        self.moves += 1
        if state.live is not None:
            self._maybe_lose(state)
            if self.chooser.random() < 0.5:
                return scripted_live_move(state, self.chooser)
            return bots.decide(state, seat)
        if state.players[seat].controller == Controller.HUMAN:
            return scripted_move(state, self.chooser)
        return bots.decide(state, seat)

    def _maybe_lose(self, state: GameState) -> None:
        live = state.live
        assert live is not None
        gone = [stone for stone, (by, _ms) in live.taken.items() if by != 0]
        if not gone or live.done[0] or self.chooser.random() > 0.3:
            return
        take = Take(0, self.chooser.choice(gone), max(live.now_ms, live.last_ms[0]) + 1.0)
        try:
            from rok_qt.model.engine import step

            step(state, take, record_frames=False)
        except InvalidMove as error:
            assert error.code == Refusal.TAKE_GONE
            self.lost.append(LostTake(self.moves - 1, take))


def mixed_record(seed: int, mode: PlayMode, players: int = 3
                 ) -> tuple[GameRecord, list[list[Event]], GameState]:
    """A whole game: its record, every move's events as played, and the last state."""
    played: list[list[Event]] = []
    deciding = MixedPlayers(seed)
    record, state = record_game(mixed_config(seed, mode, players), deciding.decide,
                                seen=played.append)
    record.lost = deciding.lost
    return record, played, state
