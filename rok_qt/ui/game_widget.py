"""The game on screen: shows each engine question and turns the answer into a move.

Events are animated first (bots wait meanwhile through `session.hold()`), then the scene is
synced to the state and the question of the moment is put to the player: the cover screen and a
grab turn, a flick on the table, or a dialog.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog, QStackedWidget, QVBoxLayout, QWidget

from rok_qt.model.events import (
    ClaimMade,
    ContestEnded,
    Event,
    GameEnded,
    OwnTwinTaken,
    PairTaken,
    RaceWon,
    SplitReturned,
    StonesThrown,
    WrongPairReturned,
)
from rok_qt.model.moves import Acknowledge, Flick, Throw
from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase
from rok_qt.session import GameSession
from rok_qt.ui.animations import AnimationSpeed, EventAnimator, duration_factor
from rok_qt.ui.cover import CoverScreen, TurnBar
from rok_qt.ui.event_sounds import EventSounds
from rok_qt.ui.flick_tool import FlickTool, contest_labels
from rok_qt.ui.grab_tool import GrabTool
from rok_qt.ui.order_dialog import DisputeDialog, OrderDialog, TieBreakDialog
from rok_qt.ui.penalty_dialog import PenaltyDialog
from rok_qt.ui.scene import TableScene
from rok_qt.ui.sound import SoundBoard
from rok_qt.ui.summary_dialog import GameOverDialog, SummaryDialog
from rok_qt.ui.texts import bot_activity
from rok_qt.ui.turn_clock import TurnClock
from rok_qt.ui.view import TableView

_SETTLING = (RaceWon, PairTaken, OwnTwinTaken, ClaimMade, WrongPairReturned, SplitReturned)


class GameWidget(QWidget):
    """The table, the bar under it and the cover screen, driven by a GameSession."""

    dialog_opened = Signal(object)
    status_changed = Signal(str)
    new_game_requested = Signal()
    quit_requested = Signal()
    turn_started = Signal(int)

    def __init__(self, session: GameSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.bar = TurnBar()
        self.cover = CoverScreen()
        self.view.setAccessibleName(self.tr("Table"))
        self.view.setAccessibleDescription(self.tr(
            "The round table with the stones. In a grab turn the arrow keys move a ring over the "
            "stones, Space takes the ringed stone and Enter ends the turn."))
        table_page = QWidget()
        page_layout = QVBoxLayout(table_page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.setSpacing(0)
        page_layout.addWidget(self.view, 1)
        page_layout.addWidget(self.bar)
        self.stack = QStackedWidget()
        self.stack.addWidget(table_page)
        self.stack.addWidget(self.cover)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)

        self.animator = EventAnimator(self.scene, self)
        self.animator.finished.connect(self._batch_done)
        self.sounds = SoundBoard(parent=self)
        self.event_sounds = EventSounds(self.sounds, self)
        self.animator.step_started.connect(self.event_sounds.step)
        self.tool: GrabTool | FlickTool | None = None
        self.dialog: QDialog | None = None
        self._batches: list[list[Event]] = []
        self._animating = False
        self._question: Question | None = None
        self._thrown: dict[int, tuple[float, float, bool]] = {}
        self._turning: QVariantAnimation | None = None
        self._explained: set[tuple[int, int | None, str]] = set()
        self._action: str | None = None
        self.clock = TurnClock(self)
        self.clock.ticked.connect(self.bar.set_clock)
        self.clock.expired.connect(self.finish_grab)

        session.events_happened.connect(self._on_events)
        session.waiting_changed.connect(self._on_waiting)
        session.move_rejected.connect(self._on_rejected)
        session.game_started.connect(self._on_started)
        self.bar.action_clicked.connect(self._on_action)
        self.cover.revealed.connect(self.reveal)
        self.view.pressed.connect(self._on_view_pressed)
        self.bar.prompt(self.tr("Game > New game (Ctrl+N) sets up a table."))

    @property
    def state(self) -> GameState | None:
        """The session's state (read only)."""
        return self.session.state

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Normal, fast or off."""
        self.animator.speed = speed

    # --- events ---------------------------------------------------------------------------
    def _on_started(self) -> None:
        self._close_tool()
        self._close_dialog()
        self.animator.stop()
        self.sounds.stop()
        if self._turning is not None:
            self._turning.stop()
            self._turning = None
        self._animating = False
        self._question = None
        self._batches.clear()
        self._thrown.clear()
        self._explained.clear()
        self.stack.setCurrentIndex(0)
        state = self.state
        assert state is not None
        humans = self.session.humans()
        self.scene.sync(state)  # makes the panels for this number of seats
        self.scene.set_viewer_seat(humans[0] if humans else 0)
        self.scene.sync(state)

    def _on_events(self, events: list[Event]) -> None:
        # The question these events answer is gone; the next one follows (waiting_changed).
        self._question = None
        self.session.hold()
        self._batches.append(events)
        if not self._animating:
            self._next_batch()

    def _next_batch(self) -> None:
        state = self.state
        if not self._batches or state is None:
            self._animating = False
            if self._question is not None:
                self._ask(self._question)
            return
        self._animating = True
        events = self._batches[0]
        self.scene.show_labels([])
        if any(isinstance(e, _SETTLING) for e in events):
            self._restore_throw()
            self.bar.prompt(self.tr("Everyone has grabbed: the round is settled\u2026"))
        for event in events:
            if isinstance(event, StonesThrown):
                self.bar.prompt(self.tr("The stones fly\u2026"))
        if duration_factor(self.animator.speed) == 0:
            self.event_sounds.batch(events)
        elif any(isinstance(e, GameEnded) for e in events):
            self.sounds.play("end")   # the game's end has no animation step of its own
        self.animator.play(events)

    def _restore_throw(self) -> None:
        """Settling starts from the table as the throw left it: turn picks are not shown."""
        for stone, (x, y, face_up) in self._thrown.items():
            item = self.scene.stones[stone]
            item.setPos(self.scene.to_scene(x, y))
            item.set_face_up(face_up)
            item.setVisible(True)

    def _batch_done(self) -> None:
        events = self._batches.pop(0)
        state = self.state
        assert state is not None
        question = self._question
        self.scene.sync(state, None if question is None else question.player)
        for event in events:
            if isinstance(event, ContestEnded):
                self.scene.show_labels(contest_labels(self.scene, event))
        self._emit_status()
        self.session.release()
        self._next_batch()

    def _on_waiting(self, question: Question) -> None:
        self._question = question
        if not self._animating:
            self._ask(question)

    def _on_rejected(self, text: str) -> None:
        """The engine refused a move (it should not happen): ask the same question again."""
        question = self._question
        if question is not None and not self._animating and not self.session.is_bot(
                question.player):
            self._ask(question)
        self.bar.message.setText(self.tr("Refused: {reason}").format(reason=text))

    def _on_view_pressed(self) -> None:
        if self._animating:
            self._skip()

    def _skip(self) -> None:
        """Jump to the end of the animation; its sounds stop, and the skipped steps stay quiet."""
        self.sounds.stop()
        self.event_sounds.enabled = False
        try:
            self.animator.skip()
        finally:
            self.event_sounds.enabled = True

    # --- questions ------------------------------------------------------------------------
    def _ask(self, question: Question) -> None:
        state = self.state
        assert state is not None
        self._close_tool()
        self._action = None
        self._emit_status()
        seat = question.player
        name = "" if seat is None else state.players[seat].name
        if question.kind == Phase.GRAB:
            # The table does not change during the relay turns; settling starts from it.
            self._thrown = {s: (t.x, t.y, t.face_up) for s, t in state.table.items()}
        if question.kind == Phase.OVER:
            self.scene.sync(state)
            over = GameOverDialog(state, self)
            over.quit_chosen.connect(self.quit_requested)
            self._open(over, self.new_game_requested.emit)
            return
        if self.session.is_bot(seat):
            self.scene.sync(state, seat)
            self.bar.prompt(bot_activity(question.kind, name))
            return
        if seat is not None and self._turn_table(state, question, seat):
            return
        self.scene.sync(state, seat)
        if question.kind == Phase.THROW:
            self._action = "throw"
            self.view.setFocus()
            self.bar.prompt(self.tr("{name}, throw the stones! (Space)").format(name=name),
                            self.tr("Throw"))
        elif question.kind == Phase.GRAB:
            assert seat is not None
            self.cover.show_for(name)
            self.stack.setCurrentIndex(1)
            self.cover.setFocus()
        elif question.kind == Phase.PENALTY:
            assert seat is not None
            dialog = PenaltyDialog(state, seat, self)
            self._open(dialog, lambda: self._submit_penalty(dialog))
        elif question.kind == Phase.FLICK:
            self._ask_flick(state, question)
        elif question.kind == Phase.ORDER:
            assert seat is not None
            order = OrderDialog(state, seat, self)
            self._open(order, lambda: self.session.submit(order.answer()))
        elif question.kind == Phase.SUMMARY:
            self.bar.prompt(self.tr("Round {n} is settled.").format(n=state.round))
            self._open(SummaryDialog(state, self), lambda: self.session.submit(Acknowledge()))

    def _turn_table(self, state: GameState, question: Question, seat: int) -> bool:
        """Bring the player's seat to the bottom; True while that is being animated.

        Behind the cover screen (grab turns) and in dialogs the table simply jumps.
        """
        factor = duration_factor(self.animator.speed)
        if question.kind not in (Phase.THROW, Phase.FLICK):
            factor = 0.0
        turn = self.scene.turn_to(seat, int(650 * factor), state, seat)
        if turn is None:
            return False
        self._turning = turn
        turn.finished.connect(lambda: self._turned(turn, question))
        turn.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return True

    def _turned(self, turn: QVariantAnimation, question: Question) -> None:
        if self._turning is turn:
            self._turning = None
            if self._question is question:
                self._ask(question)

    def _ask_flick(self, state: GameState, question: Question) -> None:
        contest = state.contest
        seat = question.player
        assert contest is not None and seat is not None
        key = (state.round, contest.colour, contest.purpose)
        if key not in self._explained and contest.attempt == 1 and not contest.flicked:
            self._explained.add(key)
            explain: QDialog | None = None
            if contest.purpose == "order" and contest.colour is not None:
                explain = DisputeDialog(state, contest.colour, tuple(contest.contestants), self)
            elif contest.purpose == "tiebreak":
                explain = TieBreakDialog(state, tuple(contest.contestants), self)
            if explain is not None:
                self._open(explain, lambda: self._ask_flick(state, question))
                return
        tool = FlickTool(self.scene, seat, contest.stones[seat], self)
        tool.flick_released.connect(self._flicked)
        tool.refused.connect(lambda text: self.bar.prompt(text))
        self.tool = tool
        self.scene.tool = tool
        what = (self.tr("the title") if contest.purpose == "tiebreak"
                else self.tr("the order of captures"))
        self.bar.prompt(self.tr(
            "{name} flicks for {what}: press on your edge of the table, drag back to aim and "
            "set the strength, release. Or aim with the arrow keys and flick with Space."
        ).format(name=state.players[seat].name, what=what))
        self.view.setFocus()

    def _flicked(self, move: Flick) -> None:
        self._close_tool()
        self.session.submit(move)

    def _open(self, dialog: QDialog, on_accept: object, on_reject: object = None) -> None:
        self._close_dialog()
        self.dialog = dialog
        if callable(on_accept):
            dialog.accepted.connect(on_accept)
        if callable(on_reject):
            dialog.rejected.connect(on_reject)
        dialog.finished.connect(lambda _result: self._forget(dialog))
        dialog.open()
        self.dialog_opened.emit(dialog)

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        dialog.deleteLater()

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.blockSignals(True)
            dialog.close()
            dialog.deleteLater()

    def _submit_penalty(self, dialog: PenaltyDialog) -> None:
        move = dialog.answer()
        if move is not None:
            self.session.submit(move)

    # --- the grab turn --------------------------------------------------------------------
    def reveal(self, timestamp: int) -> None:
        """The player is ready: show the table from their seat and start the clock."""
        state = self.state
        question = self._question
        if state is None or question is None or question.kind != Phase.GRAB:
            return
        seat = question.player
        assert seat is not None
        self.stack.setCurrentIndex(0)
        self.scene.sync(state, seat)
        tool = GrabTool(self.scene, state, seat, timestamp, self)
        tool.done_requested.connect(self.finish_grab)
        tool.refused.connect(lambda text: self.bar.prompt(text, self.tr("Done")))
        tool.picks_changed.connect(self._picks_changed)
        tool.pair_grabbed.connect(lambda _pick: self.sounds.play("take", 0.7))
        tool.twin_claimed.connect(lambda _pick: self.sounds.play("take", 0.7))
        self.tool = tool
        self.scene.tool = tool
        self._action = "done"
        self.bar.prompt(self.tr("{name}: take pairs and twins. Enter or Done ends your turn."
                                ).format(name=state.players[seat].name), self.tr("Done"))
        self.clock.start(state.time_limit_ms)
        self.view.setFocus()
        self.turn_started.emit(seat)

    def _picks_changed(self) -> None:
        if isinstance(self.tool, GrabTool):
            count = len(self.tool.picks)
            self.bar.message.setText(self.tr("%n pick(s) so far. Click a taken stone to put it "
                                             "back.", "", count))

    def finish_grab(self) -> None:
        """Done, Enter or the time limit: hand the turn's picks to the engine."""
        tool = self.tool
        if not isinstance(tool, GrabTool) or tool.closed:
            return
        move = tool.move_for()
        self._close_tool()
        self.bar.prompt("")
        self.session.submit(move)

    def _close_tool(self) -> None:
        self.clock.stop()
        if self.tool is not None:
            if isinstance(self.tool, FlickTool):
                self.tool.close()
            else:
                self.tool.closed = True
                self.tool.set_cursor(None)
            self.tool.deleteLater()
        self.tool = None
        self.scene.tool = None
        self.scene.tray_label.setVisible(False)

    # --- keys and the bar button ----------------------------------------------------------
    def _on_action(self) -> None:
        question = self._question
        if self._action == "throw" and question is not None and question.player is not None:
            self._action = None
            self.session.submit(Throw(question.player))
        elif self._action == "done":
            self.finish_grab()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._animating and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self._skip()
            return
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._on_action()
            return
        super().keyPressEvent(event)

    def _emit_status(self) -> None:
        state = self.state
        if state is None:
            return
        bag = len(state.bag)   # a plain name: lupdate skips a call whose n is an expression
        self.status_changed.emit(self.tr(
            "Round {round} \u00b7 first player: {first} \u00b7 %n stone(s) in the bag", "",
            bag).format(round=state.round, first=state.players[state.first_player].name))

