"""The guided first game: a real table and engine, a scripted opponent, a panel, marks.

The lesson has its own GameSession and GameWidget, so nothing it plays reaches the player's
saved game, autosave or record. Each step loads its prepared position; the engine's events
decide whether the learner did what was asked (`Step.judge`), and the verdict is shown once
the table has finished animating them. A wrong action gets a hint and a retry from the same
position; Skip step and Leave lesson are always there.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QDialog, QVBoxLayout, QWidget

from rok_qt.lessons.positions import LEARNER, Names
from rok_qt.lessons.steps import STEPS, Area, Step, StepId, Verdict, opponent_move
from rok_qt.model.events import Event, OrderChosen
from rok_qt.model.moves import Move
from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase
from rok_qt.session import GameSession
from rok_qt.session_holds import Hold
from rok_qt.ui.dialogs.summary_lines import describe
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.game.lesson_table import LessonTable
from rok_qt.ui.lessons import texts
from rok_qt.ui.lessons.marks import LessonMarks
from rok_qt.ui.lessons.panel import LessonPanel
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.table_layout import BESIDE_FIRST_SEAT

PANEL_MARGIN = 12


class LessonSession(GameSession):
    """The lesson's game: once a step is judged it takes no more moves from anyone, so the
    table stays as the verdict describes it (no summary read past, no computer throw)."""

    frozen = False

    def submit(self, move: Move) -> bool:
        """Apply a move, unless the step is over."""
        return False if self.frozen else super().submit(move)

    def load_state(self, state: GameState) -> None:
        """A step's position: moves are taken again."""
        self.frozen = False
        super().load_state(state)


class LessonView(QWidget):
    """The lesson over the window's table.

    Signals: `step_reached(index)` when a step is on screen (len(STEPS) once all are done),
    `verdict_shown(verdict)` when a step's outcome is on the panel, `left(index)` on Leave
    lesson, `setup_requested()` on the last step's Set up a game, `status_changed(text)` for
    the window's status line (the lesson's round and bag).
    """

    step_reached = Signal(int)
    status_changed = Signal(str)
    verdict_shown = Signal(object)
    left = Signal(int)
    setup_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lesson")
        self.setAutoFillBackground(True)
        self.session = LessonSession(self, decide=self._decide)
        self._verdict_hold: Hold | None = None
        self._finished_hold: Hold | None = None
        self.game = GameWidget(self.session, self)
        self.table = LessonTable(self.game)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.game)
        # The stones taken this turn wait beside the learner's own seat (bottom left).
        self.table.set_tray(BESIDE_FIRST_SEAT)
        self.panel = LessonPanel(self)
        self.marks = LessonMarks(self.table.scene)
        self.names = Names(texts.learner_name(), texts.opponent_name())
        self.index = 0
        self._left_with: list[int] | None = None
        """The learner's treasure as the last step left it (None: no step before)."""
        self.verdict: Verdict | None = None
        self._due: Verdict | None = None
        self._followed: QWidget | None = None
        self.session.events_happened.connect(self._judge)
        self.table.drained.connect(self._show_due)
        self.game.question_shown.connect(self._asked)
        # What the table shows next (the cover, a summary, words) may lie where the panel is.
        self.game.question_shown.connect(lambda _question: self._place_panel())
        self.game.batch_played.connect(lambda _events: self._place_panel())
        self.game.dialog_opened.connect(self._dialog_opened)
        self.game.status_changed.connect(self._tell_status)
        self.panel.next_clicked.connect(self.next_step)
        self.panel.skip_clicked.connect(self.next_step)
        self.panel.retry_clicked.connect(self.retry)
        self.panel.leave_clicked.connect(lambda: self.left.emit(self.index))
        self.panel.setup_clicked.connect(self.setup_requested)
        self.table.view.installEventFilter(self)   # Enter on the table answers the panel
        # Tab goes from the table to the panel's buttons (and on round to the table).
        chain = [self.table.view, *self.panel.buttons()]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    @property
    def step(self) -> Step:
        """The step on screen (the last one once all are done)."""
        return STEPS[min(self.index, len(STEPS) - 1)]

    @property
    def done(self) -> bool:
        """Every step has been played or skipped."""
        return self.index >= len(STEPS)

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """As the player set it for their games (calm: the marks do not pulse either)."""
        self.game.set_animation_speed(speed)
        self.marks.steady = speed == AnimationSpeed.CALM

    # --- placing it over the window's table -----------------------------------------------
    def follow(self, widget: QWidget) -> None:
        """Cover this widget (the window's table), staying on it as it resizes."""
        self._followed = widget
        widget.installEventFilter(self)
        self._cover_followed()
        self.raise_()

    def _cover_followed(self) -> None:
        """The followed widget's rectangle in this view's parent (the table may sit inside a
        stack, so its own geometry is not in the window's coordinates)."""
        widget, parent = self._followed, self.parentWidget()
        if widget is None:
            return
        corner = widget.mapTo(parent, QPoint(0, 0)) if parent is not None else widget.pos()
        self.setGeometry(QRect(corner, widget.size()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._followed and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._cover_followed()
        elif (watched is self.table.view and isinstance(event, QKeyEvent)
              and event.type() == QEvent.Type.KeyPress and self._answer_key(event)):
            return True
        return super().eventFilter(watched, event)

    def _answer_key(self, event: QKeyEvent) -> bool:
        """Enter or Space on the table, once a step is judged: Next, or Try again."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            return False
        if self.verdict is None or self._due is not None or event.isAutoRepeat():
            return False
        if self.verdict.passed:
            self.next_step()
        else:
            self.retry()
        return True

    # --- the steps ------------------------------------------------------------------------
    def start(self, index: int) -> None:
        """Begin at this step (0: from the start)."""
        self.index = max(0, min(index, len(STEPS)))
        if self.done:
            self._finish()
        else:
            self._load()

    def next_step(self) -> None:
        """Next (after a success) or Skip step."""
        state = self.session.state
        self._left_with = None if state is None else sorted(state.players[LEARNER].treasure)
        self.index += 1
        if self.done:
            self._finish()
        else:
            self._load()

    def retry(self) -> None:
        """Try again: the step's position as it was prepared."""
        self._load()

    def _load(self) -> None:
        step = self.step
        self.verdict = self._due = None
        if self._verdict_hold is not None:
            self._verdict_hold.release()
            self._verdict_hold = None
        self.game.close_dialog()
        self._highlight_throw(False)
        self.game.prompt("")
        state = step.position(self.names)
        left_with, self._left_with = self._left_with, None
        self.session.load_state(state)
        self.marks.show(step.marks, LEARNER if step.area == Area.EDGE else None,
                        state.player_count)
        self._highlight_throw(step.area == Area.THROW_BUTTON)
        body = texts.step_instruction(step.id, self.names.opponent)
        if left_with is not None and left_with != sorted(state.players[LEARNER].treasure):
            # Each step is a table of its own: say so rather than let a treasure vanish.
            body = f"{texts.table_reset(len(state.players[LEARNER].treasure))}\n{body}"
        self.panel.show_step(texts.step_counter(self.index + 1, len(STEPS)),
                             texts.step_title(step.id), body)
        self._speak(self.panel.counter.text(), self.panel.title.text(), body)
        self._place_panel()
        # Keys go to what is on screen: the table, or the cover asking for Space.
        self.table.keys_to_screen()
        self.step_reached.emit(self.index)

    def _finish(self) -> None:
        self.verdict = self._due = None
        self.table.clear_words()   # no summary, notes or tool left from the last step
        self.marks.clear()
        self._highlight_throw(False)
        if self._finished_hold is None:   # the lesson's table stays as it ends
            self._finished_hold = self.session.hold("lesson finished", spans_games=True)
        self.panel.show_finished(
            texts.step_counter(len(STEPS), len(STEPS)), texts.finished_title(),
            texts.finished_body())
        self._speak(texts.finished_title(), texts.finished_body())
        self._place_panel()
        self.step_reached.emit(len(STEPS))

    def _tell_status(self, text: str) -> None:
        """The table's status line; the game-end step's round is the game's last one."""
        state = self.session.state
        if self.step.id == StepId.GAME_END and not self.done and state is not None:
            text = texts.last_round_status(state.players[state.first_player].name,
                                           len(state.bag))
        self.status_changed.emit(text)

    def _decide(self, state: GameState, seat: int) -> Move:
        return opponent_move(self.step, state, seat)

    # --- judging --------------------------------------------------------------------------
    def _judge(self, events: list[Event]) -> None:
        if self.verdict is not None or self.done:
            return
        verdict = self.step.judge(events)
        if verdict is None:
            return
        self.verdict = self._due = verdict
        self.session.frozen = True   # nothing moves on while the learner reads
        self._verdict_hold = self.session.hold("lesson verdict")
        # Shown once the table has played what happened (its next question asked first).
        QTimer.singleShot(0, self._show_due)

    def _show_due(self) -> None:
        if self._due is not None and not self.table.playing:
            verdict, self._due = self._due, None
            self._show(verdict)

    def _tidy(self) -> None:
        """The step is over: no turn offered, no game dialog, the table in view."""
        self.table.end_turn()
        QTimer.singleShot(0, self._close_step_dialog)

    def _close_step_dialog(self) -> None:
        """A game dialog of a step already judged goes; not one of the next step, which a
        quick Enter (Next) may have opened before this ran."""
        if self.verdict is not None:
            self.game.close_dialog()
            self._keys_to_table()   # Enter on the table is Next

    def _show(self, verdict: Verdict) -> None:
        # The step is judged: its table is read as it is (step 1's throw shows its faces
        # beside "only face-up stones can be taken").
        self.table.unveil()
        self.marks.clear()
        self._highlight_throw(False)
        self._tidy()
        if verdict.passed:
            self.game.prompt("")
            self.panel.show_success(self._success_text())
            self._speak(self.panel.result.text(), self.panel.next_button.text())
        else:
            assert verdict.slip is not None
            self.panel.show_hint(texts.slip_hint(verdict.slip, self.names.opponent))
            self._speak(self.panel.result.text(), self.panel.retry_button.text())
        self._place_panel()
        self._keys_to_table()   # "Next (Enter)": Enter on the table answers the panel
        self.verdict_shown.emit(verdict)

    def _speak(self, *parts: str) -> None:
        """The panel's words for a screen reader (the panel itself never takes the focus)."""
        self.table.say(" ".join(p.strip().rstrip(".") + "." for p in parts if p.strip()))

    def _success_text(self) -> str:
        """The step's success; at the game's end with the final scores the learner asked for
        (the game-over dialog's Rematch and New game belong to a real game, not here)."""
        text = texts.step_success(self.step.id)
        state = self.session.state
        if self.step.id == StepId.DISPUTE and state is not None:
            # Who won, and that the winner chose: the order dialog, or the computer's choice.
            chosen = [e for e in state.log if isinstance(e, OrderChosen) and e.contested]
            said = [line for e in chosen[-1:] if (line := describe(state, e)) is not None]
            text = "\n".join([text, *said])
        if self.step.id == StepId.GAME_END and state is not None:
            scores = [(player.name, state.score(seat)) for seat, player in
                      enumerate(state.players)]
            text = f"{text}\n{texts.final_scores(scores)}"
        return text

    def _asked(self, question: Question) -> None:
        """The cover before the learner's turn speaks to a learner, not to a table; the round's
        summary keeps off the lesson panel."""
        if question.kind == Phase.SUMMARY:
            self._keep_summary_off_panel()
        if self.verdict is not None:
            if self._due is None:
                self._tidy()   # asked after the verdict was shown: the step is over
            return
        state = self.session.state
        if (question.kind == Phase.GRAB and question.player == LEARNER and state is not None
                and state.live is None and self.table.on_cover):
            self.table.word_cover(texts.learner_turn(), texts.cover_body())

    def _keep_summary_off_panel(self) -> None:
        summary = self.game.summary
        if summary is None:
            return
        seats = summary.avoid

        def avoid() -> list[QRect]:
            # The panel and the game are siblings: the panel's rectangle in the game's terms.
            return [*seats(), self.panel.geometry().translated(-self.game.pos())]

        summary.avoid = avoid
        clear = summary.keep_clear
        summary.keep_clear = lambda: [*clear(), self.panel.geometry().translated(-self.game.pos())]
        if summary.geometry().intersects(self.panel.geometry().translated(-self.game.pos())):
            summary.place()   # only when it must move: its first place is measured best

    def _dialog_opened(self, _dialog: QDialog) -> None:
        if self.verdict is not None:
            QTimer.singleShot(0, self._close_step_dialog)   # the step is over: no game dialog

    def _keys_to_table(self) -> None:
        window = self.window()
        if window.isVisible():
            window.activateWindow()
        self.game.focus_table()

    def _highlight_throw(self, on: bool) -> None:
        self.table.mark_throw(on)

    def _place_panel(self) -> None:
        """Where it is while that stays free, else top left if it is free, else the first
        free place (left band, right band, any): the panel never hides the bag counter, a
        seat, a ringed stone, the table's words, the cover's help line or the round's
        summary."""
        self.panel.fit()
        here = QRect(self.panel.pos(), self.panel.size())
        clear = self._kept_clear()
        if not self.panel.isVisible() or any(here.intersects(other) for other in clear) \
                or not self.rect().contains(here):
            self.panel.move(self._free_corner(self.panel.size()))
        self.panel.raise_()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The table view fits itself to its new size first: place the panel after it.
        QTimer.singleShot(0, self._place_panel)

    def _kept_clear(self) -> list[QRect]:
        """What the panel must not hide, in this view's terms (`LessonTable.kept_clear`), the
        step's rings among them."""
        return self.table.kept_clear(self, self.marks.rings)

    def _free_corner(self, size: QSize) -> QPoint:
        clear = self._kept_clear()
        right = self.width() - size.width() - PANEL_MARGIN
        bottom = self.table.table_height() - size.height() - PANEL_MARGIN
        for x in (PANEL_MARGIN, right, *range(PANEL_MARGIN, right + 1, 8)):
            for y in range(PANEL_MARGIN, bottom + 1, 4):
                spot = QRect(QPoint(x, y), size)
                if not any(spot.intersects(other) for other in clear):
                    return spot.topLeft()
        return QPoint(PANEL_MARGIN, PANEL_MARGIN)
