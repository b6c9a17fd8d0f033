"""Named holds on the computer players: something on screen keeps them waiting, by name.

`GameSession.hold("rules dialog")` returns a `Hold`; its owner keeps it and calls `release()`
once (or uses it as a context manager). A second release is a bug and raises `HoldError`. A
hold still open when its session starts another game was never released: the session records
it in `leaked` (and logs it), and the test suite fails on any leak. An owner whose hold rightly
outlives one game (a dialog still open over the table) asks for `spans_games=True`.
"""

from __future__ import annotations

from collections.abc import Callable
from types import TracebackType

from rok_qt import logs

_log = logs.channel("app")

LEAKS: list[str] = []
"""Every leaked hold's name since the program started (the test suite fails on any)."""


class HoldError(RuntimeError):
    """A hold released twice."""


class Hold:
    """One named reason for the computer players to wait; release it exactly once."""

    def __init__(self, holds: Holds, name: str, spans_games: bool) -> None:
        self.name = name
        self.spans_games = spans_games
        self._holds = holds
        self.released = False

    def release(self) -> None:
        """The reason is gone; raises HoldError when it was already released."""
        if self.released:
            raise HoldError(f"the hold {self.name!r} was released twice")
        self.released = True
        self._holds.ended(self)

    def __enter__(self) -> Hold:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.release()

    def __repr__(self) -> str:
        return f"Hold({self.name!r}{', released' if self.released else ''})"


class Holds:
    """The open holds of one session, and the ones found leaked at a new game."""

    def __init__(self, on_released: Callable[[], None]) -> None:
        self.open: list[Hold] = []
        self.leaked: list[str] = []
        self._on_released = on_released

    def add(self, name: str, spans_games: bool) -> Hold:
        """A new open hold."""
        hold = Hold(self, name, spans_games)
        self.open.append(hold)
        return hold

    def ended(self, hold: Hold) -> None:
        """A hold was released: the session may move on."""
        if hold in self.open:
            self.open.remove(hold)
        self._on_released()

    def new_game(self) -> None:
        """A new game starts: holds that should have ended with the last one are leaks."""
        for hold in [h for h in self.open if not h.spans_games]:
            _log.error("hold %r was never released before a new game", hold.name)
            self.leaked.append(hold.name)
            LEAKS.append(hold.name)
            hold.released = True
            self.open.remove(hold)

    def names(self) -> list[str]:
        """The names of the open holds, oldest first."""
        return [hold.name for hold in self.open]
