"""A flick at the Rune of Fate put to its player (R8): the contest explained before its first
flick (a dispute over the order of captures, or a tie-break for the title), then the flick tool
on the table, whose release is the move.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QDialog, QWidget

from rok_qt.model.contest import contest_lying
from rok_qt.model.moves import Flick
from rok_qt.model.questions import Question
from rok_qt.model.state import ContestPurpose, GameState
from rok_qt.session import GameSession
from rok_qt.ui.persons import fill
from rok_qt.ui.table.flick_tool import FlickTool
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar


class FlickTurn(QObject):
    """Asks a seat's flick (`ask`); `open_dialog(dialog, on_accept)` shows the explanation,
    `shown(question)` says the flick is what is asked now."""

    def __init__(self, session: GameSession, parts: tuple[TableScene, QWidget, TurnBar],
                 host: QWidget, open_dialog: Callable[[QDialog, Callable[[], object]], None],
                 shown: Callable[[Question], None]) -> None:
        super().__init__(host)
        self.session = session
        self.scene, self.view, self.bar = parts
        self.host = host
        self._open = open_dialog
        self._shown = shown
        self._explained: set[tuple[int, int | None, str]] = set()

    def reset(self) -> None:
        """A new game: every contest is explained again."""
        self._explained.clear()

    def ask(self, state: GameState, question: Question, name: str) -> None:
        """The first flick of a contest is explained first (a dispute, or a tie-break)."""
        contest = state.contest
        seat = question.player
        assert contest is not None and seat is not None
        key = (state.round, contest.colour, contest.purpose)
        if key not in self._explained and contest.attempt == 1 and not contest.flicked:
            self._explained.add(key)
            from rok_qt.ui.dialogs.order_dialog import DisputeDialog, TieBreakDialog

            explain: QDialog | None = None
            if contest.purpose == ContestPurpose.ORDER and contest.colour is not None:
                explain = DisputeDialog(state, contest.colour, tuple(contest.contestants),
                                        self.host, viewer=self.session.viewer())
            elif contest.purpose == ContestPurpose.TIEBREAK:
                explain = TieBreakDialog(state, tuple(contest.contestants), self.host)
            if explain is not None:
                def explained() -> None:
                    self._show_flick(state, question, name)
                    self._shown(question)   # the flick itself is what is asked now

                self._open(explain, explained)
                return
        self._show_flick(state, question, name)

    def _show_flick(self, state: GameState, question: Question, name: str) -> None:
        contest = state.contest
        seat = question.player
        assert contest is not None and seat is not None
        tool = FlickTool(self.scene, seat, contest.stones[seat], contest_lying(state), self)
        tool.flick_released.connect(self._flicked)
        tool.refused.connect(lambda text: self.bar.prompt(text))
        self.scene.set_tool(tool)
        what = (QCoreApplication.translate("GameWidget", "the title")
                if contest.purpose == ContestPurpose.TIEBREAK
                else QCoreApplication.translate("GameWidget", "the order of captures"))
        if seat == self.session.viewer():
            text = QCoreApplication.translate(
                "GameWidget",
                "Your flick, for {what}: press on your edge of the table, drag back to aim "
                "and set the strength, release. Or aim with the arrow keys and flick with "
                "Space.")
        else:
            text = QCoreApplication.translate(
                "GameWidget",
                "{name} flicks for {what}: press on your edge of the table, drag back to aim "
                "and set the strength, release. Or aim with the arrow keys and flick with "
                "Space.")
        self.bar.prompt(fill(text, name=name, what=what))
        self.view.setFocus()

    def _flicked(self, move: Flick) -> None:
        self.scene.set_tool(None)
        self.session.submit(move)
