"""Puts each engine question to the player it is for: a table from phase to the screen's way
of asking it (the throw button, the cover and a grab turn, a flick, or a dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal
from PySide6.QtWidgets import QDialog, QWidget

from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Captured, Event
from rok_qt.model.moves import Throw
from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase
from rok_qt.model.tally import SeatTally
from rok_qt.session import GameSession
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.batch_news import BatchNews
from rok_qt.ui.game.contest_result import ContestResult
from rok_qt.ui.game.dialog_slot import DialogSlot
from rok_qt.ui.game.event_player import EventPlayer
from rok_qt.ui.game.flick_turn import FlickTurn
from rok_qt.ui.game.grab_turn import GrabTurnController
from rok_qt.ui.game.live_race import LiveRaceController
from rok_qt.ui.game.round_pace import READ_MS, RoundPace, scene_rects, seat_rects
from rok_qt.ui.game.table_turn import TableTurner, keeps_still
from rok_qt.ui.persons import fill
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table.animations import duration_factor, motion_factor
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar
from rok_qt.ui.texts import bot_activity

if TYPE_CHECKING:
    from rok_qt.ui.dialogs.summary_dialog import SummaryPanel
    from rok_qt.ui.game.ready_gate import ReadyGate
    from rok_qt.ui.table.capture_show import CaptureShow
    from rok_qt.ui.table.table_notes import TableNotes

Handler = Callable[[GameState, Question, str], None]
TallySource = Callable[[], list[SeatTally] | None]
"""The game's breakdown per seat so far, from its record (the window's RecordKeeper)."""


class QuestionRouter(QObject):
    """Shows the question of the moment once the table is still, and sends the answer back.

    Routing is all it does: turning the table (TableTurner), the round's summary and the
    people's ready (RoundPace), a decided contest's result (ContestResult) and what happened on
    the table (BatchNews) are its parts. `question_shown(question)` when a question is on
    screen: for a person, the dialog, cover, throw prompt or flick tool is ready; for a
    computer player, the table says who thinks. Its texts keep the "GameWidget" translation
    context they were translated in.
    """

    question_shown = Signal(object)
    new_game_requested = Signal()
    quit_requested = Signal()

    def __init__(self, session: GameSession, host: QWidget, parts: tuple[TableScene, QWidget,
                 TurnBar], player: EventPlayer, grab: GrabTurnController) -> None:
        super().__init__(host)
        self.session = session
        self.host = host
        """The widget the dialogs belong to."""
        scene, view, bar = parts
        self.scene = scene
        self.view = view
        self.bar = bar
        self.player = player
        self.grab = grab
        self.live: LiveRaceController | None = None
        """Runs a live grab (R7.2) when set; the game widget wires it."""
        self.dialogs = DialogSlot(self)
        self._pending: Question | None = None
        self._asked: Question | None = None
        self._action = BarAction.NONE
        self.news = BatchNews(scene, self)
        """What happened, beside the stones and in the bar."""
        self.turner = TableTurner(scene, self.news.place, self)
        self.result = ContestResult(session, self)
        self.flicks = FlickTurn(session, parts, host, self._open, self._shown)
        self.pace = RoundPace(session, host, scene, bar, self._set_action, self._seat_rects)
        self.pace.captures = lambda: scene_rects(host, scene, self.news.captures.rects())
        self.round_told = self.pace.round_told
        """A round's summary is on screen: its number and its lines (for the round log)."""
        self.watch_round_requested = self.pace.watch_round_requested
        """Watch this round again, from the round summary: the round's number."""
        self.tally_source: TallySource = lambda: None
        """Where the game-over breakdown comes from; none known, no breakdown."""
        player.animator.step_started.connect(self._step_started)
        session.game_started.connect(lambda: self.news.started(session.state))
        player.batch_started.connect(self._batch_started)
        player.batch_played.connect(self._batch_played)
        self._handlers: dict[Phase, Handler] = {
            Phase.THROW: self._ask_throw,
            Phase.GRAB: self._ask_grab,
            Phase.PENALTY: self._ask_penalty,
            Phase.FLICK: self.flicks.ask,
            Phase.ORDER: self._ask_order,
            Phase.SUMMARY: self._ask_summary,
        }
        grab.turn_started.connect(lambda _seat: self._set_action(BarAction.DONE))
        bar.action_clicked.connect(self.act)

    # --- the parts, by the names the game and its tests know them ---------------------------
    @property
    def summary(self) -> SummaryPanel | None:
        """The round summary beside the table, if one is shown."""
        return self.pace.summary

    @property
    def ready(self) -> ReadyGate:
        """Between rounds: waits for the people at the screen to say they are ready."""
        return self.pace.ready

    @property
    def notes(self) -> TableNotes:
        """What the last settling (or the balance redraw) did, beside its stones."""
        return self.news.notes

    @property
    def captures(self) -> CaptureShow:
        """The round's captures, marked and said on the table until the next throw."""
        return self.news.captures

    @property
    def asked(self) -> Question | None:
        """The question on screen now; None while events play or the table turns."""
        return self._asked

    @property
    def pending(self) -> Question | None:
        """The question the engine waits on, shown or not yet (events may still play)."""
        return self._pending

    @property
    def action(self) -> BarAction:
        """What the bar's button does now."""
        return self._action

    @property
    def turning(self) -> bool:
        """True while the table turns to the next player's seat."""
        return self.turner.turning

    def receive(self, question: Question) -> None:
        """The engine waits on this; it is shown as soon as the events before it have played."""
        self._pending = question
        if not self.player.playing:
            self.ask(question)

    def ask_pending(self) -> None:
        """The events have played: show the question that waits, if any."""
        if self._pending is not None:
            self.ask(self._pending)

    def withdraw(self) -> None:
        """Events arrived: the question they answer is gone; the next one follows."""
        self._pending = None
        self._asked = None
        self.pace.close_gate()
        self.grab.withdraw()

    def release_holds(self) -> None:
        """Let the computer players go on (the contest's result is seen, the people are ready,
        or the game goes)."""
        self.result.release()
        self.pace.release()

    def reset(self) -> None:
        """A new game: nothing asked, no dialog, no tool, the table still."""
        self.withdraw()
        self.grab.reset()
        self.scene.set_tool(None)
        self.dialogs.close()
        self.turner.stop()
        self.flicks.reset()
        self.result.seen()
        self.release_holds()
        self.pace.reset()
        self._set_action(BarAction.NONE)
        self.news.clear()

    def rejected(self, error: InvalidMove) -> None:
        """The engine refused a move (it should not happen): ask the same question again."""
        question = self._pending
        # A question of one seat is asked again; a live grab's (the whole table's, player
        # None) goes on by itself, and may be over already in a state not yet played out.
        if question is not None and question.player is not None and not self.player.playing \
                and not self.session.is_bot(question.player):
            self.ask(question)
        state = self.session.state
        viewer = self.viewer()
        you = None if state is None or viewer is None else state.players[viewer].name
        self.bar.message.setText(refusal_text(error, you))

    def act(self, from_key: bool = False) -> None:
        """The bar's button, Space or Enter (`from_key`): throw, or end the grab turn."""
        question = self._pending
        if (self._action == BarAction.THROW and question is not None
                and question.player is not None):
            self._set_action(BarAction.NONE)
            self.session.submit(Throw(question.player))
        elif self.live is not None and self.live.active:
            if self.live.paused:
                self.live.resume()
            else:
                self.live.finish()
        elif self._action == BarAction.DONE:
            self.grab.finish()
        elif self._action == BarAction.SCORES:
            self.pace.read()
        elif self._action == BarAction.CONTINUE:
            self._result_seen()
        elif self._action == BarAction.READY:
            if from_key:
                self.ready.key_pressed()   # not a key meant for the grab that just ended
            else:
                self.ready.press_go_on()

    # --- asking ---------------------------------------------------------------------------
    def ask(self, question: Question) -> None:
        """Put the question to its player (after turning the table to them, if need be)."""
        state = self.session.state
        assert state is not None
        if self._ask_live(state, question):
            return
        self._asked = None
        self.grab.close()
        self.scene.set_tool(None)
        self._set_action(BarAction.NONE)
        seat = question.player
        name = "" if seat is None else state.players[seat].name
        if question.kind == Phase.GRAB:
            self.grab.remember_throw(state)
        if self.result.decided and question.kind in (Phase.ORDER, Phase.OVER):
            self._show_result(question)
            return
        if question.kind == Phase.OVER:
            self._ask_over(state)
        elif self.pace.wait_for_people(state, question):
            self.scene.sync(state)
        elif self.session.is_bot(seat):
            self.scene.sync(state, seat)
            self.bar.prompt(bot_activity(question.kind, name))
        elif seat is not None and keeps_still(state, len(self.session.humans())):
            self.scene.sync(state, seat)
            self._handlers[question.kind](state, question, name)
        elif seat is not None and self.turner.turn(state, question, seat,
                                                   motion_factor(self.player.speed),
                                                   self._turned):
            return   # asked again once the table has turned
        else:
            self.scene.sync(state, seat)
            self._handlers[question.kind](state, question, name)
        self.news.place()
        news = self.news.take_news()
        if news:
            # Said once, before the first prompt that follows it.
            self.bar.message.setText(f"{news} {self.bar.message.text()}")
        self._shown(question)

    def _ask_live(self, state: GameState, question: Question) -> bool:
        """A live grab asks the whole table: its controller runs it (True when it does)."""
        if self.live is None or question.kind != Phase.GRAB or state.live is None:
            return False
        humans = self.session.humans()
        if self.live.ask(state, humans[0] if humans else -1):
            self.grab.remember_throw(state)   # settling starts from the table as thrown
        self._shown(question)
        return True

    def _ask_over(self, state: GameState) -> None:
        self.scene.sync(state)
        self.pace.close_summary()
        self.bar.prompt(QCoreApplication.translate("GameWidget", "The game is over."))
        from rok_qt.ui.dialogs.game_over import GameOverDialog, rematch_config

        over = GameOverDialog(state, self.tally_source(), self.host, viewer=self.viewer())
        over.quit_chosen.connect(self.quit_requested)
        over.rematch_chosen.connect(lambda: self.session.new_game(rematch_config(state)))
        self._open(over, self.new_game_requested.emit)

    def _shown(self, question: Question) -> None:
        self._asked = question
        self.question_shown.emit(question)

    def _set_action(self, action: BarAction) -> None:
        self._action = action

    def _open(self, dialog: QDialog, on_accept: Callable[[], object]) -> None:
        self.dialogs.open(dialog, on_accept)

    def place_words(self, _value: object = None) -> None:
        """The notes and capture lines follow the table as it turns (or the view is resized)."""
        self.news.place()

    def _turned(self, question: Question) -> None:
        if self._pending is question:
            self.ask(question)

    # --- one handler per phase ------------------------------------------------------------
    def _ask_throw(self, state: GameState, question: Question, name: str) -> None:
        self._set_action(BarAction.THROW)
        self.view.setFocus()
        self.bar.prompt(fill(QCoreApplication.translate(
            "GameWidget", "{name}, throw the stones! (Space)"), name=name),
            QCoreApplication.translate("GameWidget", "Throw"))

    def _ask_grab(self, state: GameState, question: Question, name: str) -> None:
        assert question.player is not None
        self.grab.offer(question.player, name)

    def _ask_penalty(self, state: GameState, question: Question, name: str) -> None:
        assert question.player is not None
        from rok_qt.ui.dialogs.penalty_dialog import PenaltyDialog

        dialog = PenaltyDialog(state, question.player, self.host)

        def submit() -> None:
            move = dialog.answer()
            if move is not None:
                self.session.submit(move)

        self._open(dialog, submit)

    def _ask_order(self, state: GameState, question: Question, name: str) -> None:
        assert question.player is not None
        from rok_qt.ui.dialogs.order_dialog import OrderDialog

        order = OrderDialog(state, question.player, self.host, viewer=self.viewer())
        self._open(order, lambda: self.session.submit(order.answer()))

    def _ask_summary(self, state: GameState, question: Question, name: str) -> None:
        self.pace.show_summary(state, question, self.viewer(),
                               int(READ_MS * duration_factor(self.player.speed)))
        self.news.place()   # the notes step out from under the summary where there is room

    def _seat_rects(self) -> list[QRect]:
        return seat_rects(self.host, self.scene, self.bar, self.news.captures.rects())

    # --- what happened, on the table --------------------------------------------------------
    def queued(self, events: list[Event]) -> None:
        """A batch goes into the player's queue: its notes are worded now."""
        state = self.session.state
        assert state is not None
        self.news.expect(state, events, self.viewer())

    def _batch_started(self, events: list[Event]) -> None:
        if self.news.batch_started(events):
            self.pace.close_summary()   # a new throw: what the last round did is history

    def _batch_played(self, events: list[Event]) -> None:
        self.result.played(events, bool(self.session.humans()),
                           duration_factor(self.player.speed) > 0)
        self.news.batch_played(self.session.state, self.viewer(), events)

    def viewer(self) -> int | None:
        """The one person at the screen, whom the table's lines speak to; None with several
        people (or none): then every line names its players (ui/persons.py)."""
        return self.session.viewer()

    def _step_started(self, event: object, _scale: float) -> None:
        if isinstance(event, Captured):
            self.news.show_capture(self.session.state, self.viewer(), event)

    def _show_result(self, question: Question) -> None:
        """The order dialog (or the game's end) would cover the contest's distances: they stay
        beside the stones, computer players wait, until the players go on (with animations
        off there is nothing to wait for)."""
        self.result.keep_shown()
        self._set_action(BarAction.CONTINUE)
        self.bar.prompt(QCoreApplication.translate(
            "GameWidget", "The contest is decided: the distances are beside the stones."),
            QCoreApplication.translate("GameWidget", "Continue"))
        self._shown(question)

    def _result_seen(self) -> None:
        self.result.seen()
        self._set_action(BarAction.NONE)
        self.release_holds()
        if self._pending is not None:
            self.ask(self._pending)
