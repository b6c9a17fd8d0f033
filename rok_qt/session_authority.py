"""Who judges the game a screen shows: the session's authority (this screen's engine, or a
table server's mirror), composed into `GameSession` rather than subclassed from it. Qt-free.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Protocol

from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove
from rok_qt.model.moves import Move, RaceWindow
from rok_qt.model.referee import SCREEN_MS
from rok_qt.model.setup import GameConfig
from rok_qt.model.state import Controller, GameState, PlayMode


class Authority(Protocol):
    """Who judges the game a session shows: this screen's engine (`LocalEngine`), or a table
    server whose word a mirror brings (rok_qt/app/network/remote_session.py, `ServerMirror`).
    The session (rok_qt/session.py) keeps what the screen needs either way (the state shown,
    the signals, the holds, the race clock, the late reach); its authority says whose move is
    whose, applies a move, and whether the computer players and the race's timers run here."""

    @property
    def shared(self) -> bool:
        """True when the game is played across computers (GameSession.shared)."""

    @property
    def runs_clock(self) -> bool:
        """True when computer players and the race's timers (Settle, TimeUp) run here."""

    def is_bot(self, state: GameState, seat: int) -> bool:
        """True when nobody at this screen plays `seat`."""

    def judged(self, state: GameState) -> GameState:
        """A state to start or load, as this authority judges it (its settle window)."""

    def submit(self, move: Move) -> bool:
        """A move from this screen: applied (or sent), False when refused."""

    def ms_to_start(self) -> float | None:
        """ms until the table's shared start of the race (GameSession.ms_to_start)."""

    @property
    def faces_due(self) -> bool:
        """True while the throw's faces are still on their way to this screen (a table
        server sends them just at go, R7.2): the race shows when they come."""

    def start_race(self) -> bool:
        """Start (or resume) the race clock the authority's way; False: from now, here."""

    def new_game(self, config: GameConfig) -> bool:
        """True when the authority took a new game's request (the session starts nothing)."""


class LocalEngine:
    """The authority of a game at one screen: its engine judges, its computer players and race
    timers run here, with this screen's settle window."""

    shared = False
    runs_clock = True
    faces_due = False

    def __init__(self, apply: Callable[[Move], bool], window_ms: float = SCREEN_MS) -> None:
        """`apply`: the session's engine step (GameSession.apply)."""
        self._apply = apply
        self.window_ms = window_ms

    def is_bot(self, state: GameState, seat: int) -> bool:
        return state.players[seat].controller != Controller.HUMAN

    def judged(self, state: GameState) -> GameState:
        """A live game is judged with this screen's settle window, played as the engine's
        `RaceWindow` (stamps here are exact: no uncertainty, R7.3). A relay game has no race
        to judge: its state is left exactly as given; so is a save taken during a race, whose
        race ends with the window it began with (R7.2: one W per race)."""
        if state.mode == PlayMode.LIVE:
            with contextlib.suppress(InvalidMove):
                engine.apply(state, RaceWindow(self.window_ms))
        return state

    def submit(self, move: Move) -> bool:
        return self._apply(move)

    def ms_to_start(self) -> float | None:
        return None

    def start_race(self) -> bool:
        return False

    def new_game(self, config: GameConfig) -> bool:
        return False
