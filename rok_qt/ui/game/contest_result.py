"""A decided flick contest's distances stay beside the stones until the players go on."""

from __future__ import annotations

from PySide6.QtCore import QObject

from rok_qt.model.events import ContestEnded, Event
from rok_qt.session import GameSession
from rok_qt.session_holds import Hold


class ContestResult(QObject):
    """Whether a contest was just decided and its result is on the table; while it is shown,
    the computer players wait (a named hold)."""

    def __init__(self, session: GameSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.decided = False
        """A contest was just decided: its distances stay until the players go on."""
        self._hold: Hold | None = None

    def played(self, events: list[Event], people: bool, animated: bool) -> None:
        """A batch has played: a decided contest is kept on the table for people watching it
        (with animations off there is nothing to wait for)."""
        if people and animated and any(isinstance(e, ContestEnded) and e.winner is not None
                                       for e in events):
            self.decided = True

    def keep_shown(self) -> None:
        """The next question would cover the result: the computer players wait."""
        if self._hold is None:
            self._hold = self.session.hold("contest result")

    def seen(self) -> None:
        """The players go on."""
        self.decided = False
        self.release()

    def release(self) -> None:
        """Let the computer players go on."""
        hold, self._hold = self._hold, None
        if hold is not None:
            hold.release()
