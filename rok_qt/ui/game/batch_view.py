"""What the table shows as the event player starts and ends a batch of events: the throw
veiled (R7.1 [C]), a round settled, nothing to grab (R4.6), the stones and words once it ends."""

from __future__ import annotations

import gc
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from rok_qt.model.events import (
    ClaimMade,
    Event,
    GrabEnd,
    GrabEnded,
    OwnTwinTaken,
    PairTaken,
    RaceWon,
    SplitReturned,
    StonesThrown,
    WrongPairReturned,
)
from rok_qt.model.state import Phase
from rok_qt.session import GameSession
from rok_qt.ui.game.grab_turn import GrabTurnController
from rok_qt.ui.game.live_race import LiveRaceController
from rok_qt.ui.game.question_router import QuestionRouter
from rok_qt.ui.table.contest_labels import show_contest_labels
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar

_SETTLING = (RaceWon, PairTaken, OwnTwinTaken, ClaimMade, WrongPairReturned, SplitReturned)


class BatchView(QObject):
    """The table's part in playing a batch of events; `then_status` once one has played."""

    def __init__(self, session: GameSession, scene: TableScene, bar: TurnBar,
                 parts: tuple[QuestionRouter, GrabTurnController, LiveRaceController],
                 then_status: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session, self.scene, self.bar = session, scene, bar
        self.router, self.grab_turn, self.live = parts
        self.then_status = then_status

    def started(self, events: list[Event]) -> None:
        """A batch starts: labels go, a throw flies veiled, a settled round unveils."""
        self.scene.show_labels([])
        state = self.session.state
        thrown = next((e for e in events if isinstance(e, StonesThrown)), None)
        if thrown is not None:
            self.live.middle.clear()   # a word about the last throw goes with it
        if state is not None and self.session.humans() and thrown is not None:
            # R7.1 [C]: everyone watches the throw land, nobody sees its faces before their
            # own reveal; the grab turns unveil, and so does the settling. All at once
            # (R7.2): the faces show at "go", the shared reveal (the live race unveils).
            # Stones that lay face up before this throw were seen: they stay drawn face up.
            self.scene.veil(thrown.face_up)
        if any(isinstance(e, _SETTLING) for e in events):
            self.scene.unveil()
            self.grab_turn.restore_throw()
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Everyone has grabbed: the round is settled\u2026"))
        for event in events:
            if isinstance(event, StonesThrown):
                self.bar.prompt(QCoreApplication.translate("GameWidget",
                                                           "The stones fly\u2026"))

    def step_started(self, event: object, _scale: float) -> None:
        """One event's animation starts."""
        if isinstance(event, GrabEnded) and event.reason == GrabEnd.NOTHING:
            self.nothing_to_grab()

    def nothing_to_grab(self) -> None:
        """A throw with nothing to grab (R4.6): its faces show, as at a race's "go", the table
        says so where the eye is, and its face-down stones then go back into the bag."""
        self.scene.unveil()
        text = QCoreApplication.translate("GameWidget", "Nothing to grab this round")
        if self.live.middle.text != text:
            self.live.middle.say(text)
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Nothing to grab this round: no pair and no balance stone's "
                "twin lies face up."))

    def played(self, events: list[Event]) -> None:
        """A batch has played: the table as the state says, its words placed again."""
        state = self.session.state
        assert state is not None
        if any(isinstance(e, GrabEnded) and e.reason == GrabEnd.NOTHING for e in events):
            self.nothing_to_grab()   # animations off: no step said it
        question = self.router.pending   # the next question is known before its events play
        self.scene.sync(state, None if question is None else question.player)
        if self.router.notes.items:
            self.router.notes.place()   # placed again where the synced stones leave room
        show_contest_labels(self.scene, state, events, self.router.viewer())
        self.then_status()
        if state.phase == Phase.SUMMARY:
            # The round is over and nothing moves: its physics runs go now, not at some later
            # full pass (pymunk keeps each space in a reference cycle, ~0.4 MB apiece).
            gc.collect()
