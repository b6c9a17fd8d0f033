"""Turning the table so that the player asked sits at the bottom of the screen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QVariantAnimation

from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase, PlayMode
from rok_qt.ui.table.scene import TableScene

TURN_MS = 650
"""How long the table takes to turn a new player's seat to the bottom, at normal speed."""


def keeps_still(state: GameState, people: int) -> bool:
    """All at once with several people at one screen: every seat stays where it is."""
    return state.mode == PlayMode.LIVE and people > 1


class TableTurner(QObject):
    """Turns the table to a seat: animated before a throw or a flick, a jump elsewhere (behind
    the cover screen, under a dialog). `moved` is called at every step of a turn."""

    def __init__(self, scene: TableScene, moved: Callable[[object], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._moved = moved
        self._turning: QVariantAnimation | None = None

    @property
    def turning(self) -> bool:
        """True while the table turns to the next player's seat."""
        return self._turning is not None

    def stop(self) -> None:
        """Two turns at once would fight over the rotation: the running one stops."""
        if self._turning is not None:
            self._turning.stop()
            self._turning = None

    def turn(self, state: GameState, question: Question, seat: int, factor: float,
             then: Callable[[Question], None]) -> bool:
        """Bring `seat` to the bottom; True while that is animated (`then(question)` after)."""
        self.stop()
        if question.kind not in (Phase.THROW, Phase.FLICK):
            factor = 0.0
        turn = self.scene.turn_to(seat, int(TURN_MS * factor), state, seat)
        if turn is None:
            return False
        self._turning = turn
        turn.valueChanged.connect(self._moved)
        turn.finished.connect(lambda: self._turned(turn, question, then))
        turn.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return True

    def _turned(self, turn: QVariantAnimation, question: Question,
                then: Callable[[Question], None]) -> None:
        if self._turning is turn:
            self._turning = None
            then(question)
