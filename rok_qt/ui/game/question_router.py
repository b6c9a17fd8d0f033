"""Puts each engine question to the player it is for: a table from phase to the screen's way
of asking it (the throw button, the cover and a grab turn, a flick, or a dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum, auto
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPoint,
    QRect,
    QVariantAnimation,
    Signal,
)
from PySide6.QtWidgets import QDialog, QWidget

from rok_qt.model import engine
from rok_qt.model.contest import contest_lying
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import BalancesRedrawn, Captured, ContestEnded, Event, StonesThrown
from rok_qt.model.moves import Acknowledge, Flick, Throw
from rok_qt.model.questions import Question
from rok_qt.model.state import ContestPurpose, GameState, Phase, PlayMode
from rok_qt.model.tally import SeatTally
from rok_qt.session import GameSession
from rok_qt.session_holds import Hold
from rok_qt.ui.game.dialog_slot import DialogSlot
from rok_qt.ui.game.event_player import EventPlayer
from rok_qt.ui.game.grab_turn import GrabTurnController
from rok_qt.ui.game.live_race import LiveRaceController
from rok_qt.ui.game.ready_gate import ReadyGate
from rok_qt.ui.persons import persons_of, viewer_seat
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table.animations import duration_factor
from rok_qt.ui.table.capture_show import CaptureShow
from rok_qt.ui.table.cover import TurnBar
from rok_qt.ui.table.flick_tool import FlickTool
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.table_notes import Note, Positions, TableNotes, notes_for, positions
from rok_qt.ui.texts import balances_redrawn_text, bot_activity, joined_names

if TYPE_CHECKING:
    # Each dialog is imported when first asked for: the first window shows sooner.
    from rok_qt.ui.dialogs.summary_dialog import SummaryPanel

TURN_MS = 650
"""How long the table takes to turn a new player's seat to the bottom, at normal speed."""
READ_MS = 2500
"""With nobody at the screen (computer players only): how long the table waits, at normal
speed, before going on past a round's summary. People say when they are ready (ReadyGate)."""


class BarAction(Enum):
    """What the bar's button (and Space or Enter on the table) does right now."""

    NONE = auto()
    THROW = auto()
    DONE = auto()
    SCORES = auto()
    CONTINUE = auto()
    READY = auto()


Handler = Callable[[GameState, Question, str], None]
TallySource = Callable[[], list[SeatTally] | None]
"""The game's breakdown per seat so far, from its record (the window's GameRecorder)."""


class QuestionRouter(QObject):
    """Shows the question of the moment once the table is still, and sends the answer back.

    `question_shown(question)` when a question is on screen: for a person, the dialog, cover,
    throw prompt or flick tool is ready; for a computer player, the table says who thinks.
    Its texts keep the "GameWidget" translation context they were translated in.
    """

    question_shown = Signal(object)
    round_told = Signal(int, list)
    """A round's summary is on screen: its number and its lines (for the round log)."""
    new_game_requested = Signal()
    quit_requested = Signal()
    watch_round_requested = Signal(int)
    """Watch this round again, from the round summary: the round's number."""

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
        self._turning: QVariantAnimation | None = None
        self._explained: set[tuple[int, int | None, str]] = set()
        self.notes = TableNotes(scene)
        """What the last settling (or the balance redraw) did, beside its stones."""
        self.captures = CaptureShow(scene)
        """The round's captures, marked and said on the table until the next throw."""
        player.animator.step_started.connect(self._step_started)
        self.summary: SummaryPanel | None = None
        self.tally_source: TallySource = lambda: None
        """Where the game-over breakdown comes from; none known, no breakdown."""
        """The round summary beside the table, if one is shown."""
        self._positions: Positions = {}
        self._due: dict[tuple[int, ...], tuple[list[Event], list[Note], str]] = {}
        self._news = ""
        self._result_shown = False
        """A contest was just decided: its distances stay on the table until the players go on."""
        self._result_hold: Hold | None = None
        self.ready = ReadyGate(self)
        """Between rounds: waits for the people at the screen to say they are ready."""
        self.ready.went_on.connect(self._people_ready)
        self.ready.changed.connect(self._show_ready)
        self._ready_for: int | None = None
        """The round the people said they were ready for (a computer thrower may throw)."""
        self._ready_hold: Hold | None = None
        scene.seat_pressed.connect(self.ready.say_ready)
        session.game_started.connect(self._started)
        session.events_happened.connect(self._arrived)
        player.batch_started.connect(self._batch_started)
        player.batch_played.connect(self._batch_played)
        self._handlers: dict[Phase, Handler] = {
            Phase.THROW: self._ask_throw,
            Phase.GRAB: self._ask_grab,
            Phase.PENALTY: self._ask_penalty,
            Phase.FLICK: self._ask_flick,
            Phase.ORDER: self._ask_order,
            Phase.SUMMARY: self._ask_summary,
        }
        grab.turn_started.connect(lambda _seat: self._set_action(BarAction.DONE))
        bar.action_clicked.connect(self.act)

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
        return self._turning is not None

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
        self._close_gate()
        self.grab.withdraw()

    def release_holds(self) -> None:
        """Let the computer players go on (the contest's result is seen, the people are ready,
        or the game goes)."""
        hold, self._result_hold = self._result_hold, None
        if hold is not None:
            hold.release()
        self._release_ready()

    def _release_ready(self) -> None:
        hold, self._ready_hold = self._ready_hold, None
        if hold is not None:
            hold.release()

    def reset(self) -> None:
        """A new game: nothing asked, no dialog, no tool, the table still."""
        self.withdraw()
        self.grab.reset()
        self.scene.set_tool(None)
        self.dialogs.close()
        if self._turning is not None:
            self._turning.stop()
            self._turning = None
        self._explained.clear()
        self._result_shown = False
        self.release_holds()
        self._ready_for = None
        self.ready.close()
        self._set_action(BarAction.NONE)
        self.notes.clear()
        self.captures.clear()
        self._close_summary()
        self._due.clear()
        self._news = ""

    def rejected(self, error: InvalidMove) -> None:
        """The engine refused a move (it should not happen): ask the same question again."""
        question = self._pending
        if question is not None and not self.player.playing and not self.session.is_bot(
                question.player):
            self.ask(question)
        state = self.session.state
        viewer = None if state is None else viewer_seat(state)
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
            self._read()
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
        if self._result_shown and question.kind in (Phase.ORDER, Phase.OVER):
            self._show_result(question)
            return
        if question.kind == Phase.OVER:
            self.scene.sync(state)
            self._close_summary()
            self.bar.prompt(QCoreApplication.translate("GameWidget", "The game is over."))
            from rok_qt.ui.dialogs.game_over import GameOverDialog, rematch_config

            over = GameOverDialog(state, self.tally_source(), self.host)
            over.quit_chosen.connect(self.quit_requested)
            over.rematch_chosen.connect(lambda: self.session.new_game(rematch_config(state)))
            self._open(over, self.new_game_requested.emit)
        elif self._wait_for_people(state, question):
            self.scene.sync(state)
        elif self.session.is_bot(seat):
            self.scene.sync(state, seat)
            self.bar.prompt(bot_activity(question.kind, name))
        elif seat is not None and self._keeps_still(state):
            self.scene.sync(state, seat)
            self._handlers[question.kind](state, question, name)
        elif seat is not None and self._turn_table(state, question, seat):
            return   # asked again once the table has turned
        else:
            self.scene.sync(state, seat)
            self._handlers[question.kind](state, question, name)
        self.notes.place()
        self.captures.place()
        if self._news:
            # Said once, before the first prompt that follows it.
            self.bar.message.setText(f"{self._news} {self.bar.message.text()}")
            self._news = ""
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

    def _shown(self, question: Question) -> None:
        self._asked = question
        self.question_shown.emit(question)

    def _set_action(self, action: BarAction) -> None:
        self._action = action

    def _open(self, dialog: QDialog, on_accept: Callable[[], object]) -> None:
        self.dialogs.open(dialog, on_accept)

    def _turn_table(self, state: GameState, question: Question, seat: int) -> bool:
        """Bring the player's seat to the bottom; True while that is being animated.

        Behind the cover screen (grab turns) and in dialogs the table simply jumps.
        """
        if self._turning is not None:
            self._turning.stop()   # two turns at once would fight over the rotation
            self._turning = None
        factor = duration_factor(self.player.speed)
        if question.kind not in (Phase.THROW, Phase.FLICK):
            factor = 0.0
        turn = self.scene.turn_to(seat, int(TURN_MS * factor), state, seat)
        if turn is None:
            return False
        self._turning = turn
        turn.valueChanged.connect(self.place_words)
        turn.finished.connect(lambda: self._turned(turn, question))
        turn.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return True

    def place_words(self, _value: object = None) -> None:
        """The notes and capture lines follow the table as it turns (or the view is resized)."""
        self.notes.place()
        self.captures.place()

    def _turned(self, turn: QVariantAnimation, question: Question) -> None:
        if self._turning is turn:
            self._turning = None
            if self._pending is question:
                self.ask(question)

    # --- one handler per phase ------------------------------------------------------------
    def _ask_throw(self, state: GameState, question: Question, name: str) -> None:
        self._set_action(BarAction.THROW)
        self.view.setFocus()
        self.bar.prompt(QCoreApplication.translate(
            "GameWidget", "{name}, throw the stones! (Space)").format(name=name),
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

        order = OrderDialog(state, question.player, self.host)
        self._open(order, lambda: self.session.submit(order.answer()))

    def _ask_summary(self, state: GameState, question: Question, name: str) -> None:
        """The summary goes beside the table; only the game's last one waits for a click."""
        final = _ends_game(state)
        self._close_summary()
        from rok_qt.ui.dialogs.summary_dialog import SummaryPanel

        panel = SummaryPanel(state, final, self.host, self.viewer())
        panel.avoid = self._seat_rects
        panel.continued.connect(self._read)
        panel.watch_requested.connect(self.watch_round_requested)
        self.summary = panel
        panel.show()
        self.round_told.emit(state.round, list(panel.lines))
        if final:
            self._set_action(BarAction.SCORES)
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Round {n} was the last: the bag is almost empty.").format(
                    n=state.round),
                QCoreApplication.translate("GameWidget", "See the final scores"))
            return
        self.ready.look_ms = int(READ_MS * duration_factor(self.player.speed))
        self.ready.open(self.session.humans())

    def _read(self) -> None:
        """The game's last summary was seen: on to the final scores."""
        question = self._pending
        if question is not None and question.kind == Phase.SUMMARY and self._asked is question:
            self._set_action(BarAction.NONE)
            self.session.submit(Acknowledge())

    # --- the people set the pace ---------------------------------------------------------
    def _keeps_still(self, state: GameState) -> bool:
        """All at once with several people at one screen: every seat stays where it is."""
        return state.mode == PlayMode.LIVE and len(self.session.humans()) > 1

    def _wait_for_people(self, state: GameState, question: Question) -> bool:
        """A computer player would throw a round the people have not said ready for: the
        computer players wait (True) until they do."""
        people = self.session.humans()
        if (question.kind != Phase.THROW or not self.session.is_bot(question.player)
                or not people or self._ready_for == state.round):
            return False
        if self._ready_hold is None:
            self._ready_hold = self.session.hold("ready for the round")
        self.ready.look_ms = 0
        self.ready.open(people)
        return True

    def _close_gate(self) -> None:
        self.ready.close()
        self._release_ready()

    def _people_ready(self) -> None:
        """The people are ready: the summary is seen, or a computer player may throw."""
        question = self._pending
        state = self.session.state
        if question is None or state is None or self._asked is not question:
            return
        self._set_action(BarAction.NONE)
        self._show_ready()
        if question.kind == Phase.SUMMARY:
            self._ready_for = state.round + 1
            self.session.submit(Acknowledge())
        elif question.kind == Phase.THROW:
            self._ready_for = state.round
            seat = question.player
            self.bar.prompt(bot_activity(question.kind, seat_name_of(state, seat)))
            self._release_ready()   # the computer thrower throws now

    def _show_ready(self) -> None:
        """The bar's prompt and each seat's ready while the gate is open."""
        gate = self.ready
        for panel in self.scene.panels:
            panel.set_ready(panel.seat in gate.ready if gate.is_open and gate.several
                            and panel.seat in gate.people else None)
        state = self.session.state
        question = self._pending
        if not gate.is_open or state is None or question is None:
            return
        if not gate.people:
            self._set_action(BarAction.NONE)
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Round {n} is settled.").format(n=state.round))
            return
        self._set_action(BarAction.READY)
        if question.kind == Phase.SUMMARY:
            head = QCoreApplication.translate(
                "GameWidget", "Round {n} is settled: read what happened, then go on.").format(
                    n=state.round)
        else:
            head = QCoreApplication.translate(
                "GameWidget", "Round {n}: {name} throws first.").format(
                    n=state.round, name=seat_name_of(state, question.player))
        if not gate.several:
            self.bar.prompt(head + " " + QCoreApplication.translate(
                "GameWidget", "Ready? (Space)"),
                QCoreApplication.translate("GameWidget", "Ready"))
            return
        names = joined_names([state.players[seat].name for seat in gate.waiting_for()])
        if gate.go_on_pressed:
            tail = QCoreApplication.translate(
                "GameWidget", "Press Go on again to start without waiting for {names}.").format(
                    names=names)
        else:
            tail = QCoreApplication.translate(
                "GameWidget", "Each of you: your take key, A, or a click on your seat says "
                "ready. Waiting for {names}.").format(names=names)
        self.bar.prompt(head + " " + tail, QCoreApplication.translate("GameWidget", "Go on"))

    def _seat_rects(self) -> list[QRect]:
        """The seats, the bag and the bar as the host shows them now: the summary keeps off
        them."""
        rects = [QRect(self.bar.mapTo(self.host, QPoint(0, 0)), self.bar.size())]
        views = self.scene.views()
        if not views:
            return rects
        view = views[0]
        boxes = [item.sceneBoundingRect() for item in [*self.scene.panels, self.scene.bag]]
        for scene_box in [*boxes, *self.captures.rects()]:
            box = view.mapFromScene(scene_box).boundingRect()
            corner = view.viewport().mapTo(self.host, box.topLeft())
            rects.append(QRect(corner, box.size()))
        return rects

    def _close_summary(self) -> None:
        if self.summary is not None:
            self.summary.hide()
            self.summary.deleteLater()
            self.summary = None

    # --- what happened, on the table --------------------------------------------------------
    def _started(self) -> None:
        self._positions = positions(self.session.state)

    def _arrived(self, events: list[Event]) -> None:
        """Word the notes now, while the stones' places before this move are still known."""
        state = self.session.state
        assert state is not None
        news = " ".join(balances_redrawn_text(state, e) for e in events
                        if isinstance(e, BalancesRedrawn))
        self._due[_key(events)] = (events, notes_for(state, self._positions, events), news)
        self._positions = positions(state)

    def _batch_started(self, events: list[Event]) -> None:
        if any(isinstance(e, StonesThrown) for e in events):
            self.notes.clear()   # a new throw: what the last round did is history
            self.captures.clear()
            self._close_summary()

    def _batch_played(self, events: list[Event]) -> None:
        decided = any(isinstance(e, ContestEnded) and e.winner is not None for e in events)
        if decided and self.session.humans() and duration_factor(self.player.speed) > 0:
            self._result_shown = True
        for event in events:
            if isinstance(event, Captured):
                self._show_capture(event)   # with animations off: the marks without the flight
        _events, notes, news = self._due.pop(_key(events), (events, [], ""))
        if notes:
            self.notes.show(notes)
        if news:
            self._news = f"{self._news} {news}".strip()

    def viewer(self) -> int | None:
        """The one person at the screen, whom the table's lines speak to; None with several
        people (or none): then every line names its players (ui/persons.py)."""
        state = self.session.state
        return None if state is None else viewer_seat(state)

    def _step_started(self, event: object, _scale: float) -> None:
        if isinstance(event, Captured):
            self._show_capture(event)

    def _show_capture(self, event: Captured) -> None:
        state = self.session.state
        if state is not None:
            self.captures.show(persons_of(state, self.viewer()), event)

    def _show_result(self, question: Question) -> None:
        """The order dialog (or the game's end) would cover the contest's distances: they stay
        beside the stones, computer players wait, until the players go on (with animations
        off there is nothing to wait for)."""
        if self._result_hold is None:
            self._result_hold = self.session.hold("contest result")
        self._set_action(BarAction.CONTINUE)
        self.bar.prompt(QCoreApplication.translate(
            "GameWidget", "The contest is decided: the distances are beside the stones."),
            QCoreApplication.translate("GameWidget", "Continue"))
        self._shown(question)

    def _result_seen(self) -> None:
        self._result_shown = False
        self._set_action(BarAction.NONE)
        self.release_holds()
        if self._pending is not None:
            self.ask(self._pending)

    def _ask_flick(self, state: GameState, question: Question, name: str) -> None:
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
                                        self.host)
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
        self.bar.prompt(QCoreApplication.translate(
            "GameWidget",
            "{name} flicks for {what}: press on your edge of the table, drag back to aim and "
            "set the strength, release. Or aim with the arrow keys and flick with Space."
        ).format(name=name, what=what))
        self.view.setFocus()

    def _flicked(self, move: Flick) -> None:
        self.scene.set_tool(None)
        self.session.submit(move)


def seat_name_of(state: GameState, seat: int | None) -> str:
    """The seat's player's name ('' for none)."""
    return "" if seat is None else state.players[seat].name


def _key(events: list[Event]) -> tuple[int, ...]:
    """A batch told by its events (the list may be copied on its way; they are not)."""
    return tuple(id(event) for event in events)


def _ends_game(state: GameState) -> bool:
    """Whether seeing this summary ends the game: the engine is asked, on a copy."""
    after, _events = engine.step(state, Acknowledge(), record_frames=False)
    return after.scores is not None
