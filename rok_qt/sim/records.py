"""Game records of games played headless: the computer players' games, or any `decide`.

The benchmarks and the tests make their records here, the way the window's record keeper
makes one: the setup before the first move, then every move the engine took in order.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from rok_qt.model.autoplay import Decide, autoplay
from rok_qt.model.engine import apply
from rok_qt.model.events import Event
from rok_qt.model.moves import RaceWindow
from rok_qt.model.referee import SCREEN_MS
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence.game_record import GameRecord, Setup, new_record

DATE = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)


def bots_config(players: int, seed: int, mode: PlayMode = PlayMode.RELAY,
                level: Controller = Controller.ADEPT) -> GameConfig:
    """Computer players named Bot 1, Bot 2... at one level, no time limit in the live race."""
    seats = [SeatConfig(f"Bot {seat + 1}", level) for seat in range(players)]
    limit = None if mode == PlayMode.LIVE else 20_000
    return GameConfig(seats, seed, 0, limit, mode)


def record_game(config: GameConfig, decide: Decide, *,
                until: Callable[[GameState], bool] | None = None,
                seen: Callable[[list[Event]], None] | None = None) -> tuple[GameRecord, GameState]:
    """Play from the config with `decide` (to the end, or until `until`); the record and the
    last state. `seen` gets each move's events, as the window would show them."""
    state, _events = new_game(config)
    apply(state, RaceWindow(SCREEN_MS))   # as the session starts every game on one screen
    record = new_record(Setup.of(state), DATE)
    for turn in autoplay(state, decide, until=until, record_frames=True):
        record.moves.append(turn.move)
        state = turn.state
        if seen is not None:
            seen(turn.events)
    if state.scores is not None:
        record.scores = list(state.scores)
    return record, state


def bots_record(players: int, seed: int, mode: PlayMode = PlayMode.RELAY) -> GameRecord:
    """A whole game of computer players."""
    from rok_qt.bots import decide

    return record_game(bots_config(players, seed, mode), decide)[0]
