"""The practice table on screen: the real table and stones, a throw on demand, a hint, find times.

No opponents and no clock to beat: T (or Throw) throws ten stones with the real physics; the
person takes pairs and balance twins with the mouse or the keyboard ring, and the practice table
(rok_qt.model.practice) judges each. H rings one find that can be made now, once HINT_AFTER_MS
have passed without a find: pressed sooner, the hint comes when they have (the first seconds are
the person's own). Each throw's finds are listed on the board beside the table.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from rok_qt.model import practice
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.grab import check_takeable
from rok_qt.model.practice import Find, PracticeTable
from rok_qt.session import Alarm
from rok_qt.session_clock import ScreenClock, TimeSource, perf_ms
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.plain import plain_label
from rok_qt.ui.practice.finds_board import FindsBoard
from rok_qt.ui.practice.tool import PracticeTool
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table import calm
from rok_qt.ui.table.animations import FRAME_MS, AnimationSpeed, FramesAnimation, duration_factor
from rok_qt.ui.table.focus_ring import FocusRing
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.table_notes import seconds
from rok_qt.ui.table.view import TableView
from rok_qt.ui.texts import stone_name

HINT_AFTER_MS = 5000
"""A hint rings once this long has passed since the reveal or the last find."""


class PracticeWidget(QWidget):
    """The practice table with its bar; signals a window (or a test) can wait on.

    `revealed()` when a throw has landed and finds count from then; `found(find)` per find;
    `refused(text)` for a wrong pair or a stone that may not be taken; `hinted(stone)` when the
    hint rings a stone; `throw_finished(find_ms, hinted)` once per throw with finds, with the
    find times made without a hint (for the record); `left()` on Esc or Leave.
    """

    revealed = Signal()
    found = Signal(object)
    refused = Signal(str)
    hinted = Signal(int)
    throw_finished = Signal(object, int)
    left = Signal()

    def __init__(self, parent: QWidget | None = None, now: TimeSource = perf_ms,
                 alarm: Callable[[Callable[[], None]], Alarm] | None = None) -> None:
        """`now` and `alarm`: the clock finds are timed on and the hint waits on (the game's
        session's, so a test's ManualClock moves them)."""
        super().__init__(parent)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.name_for_access(self.tr("Practice table"), self.tr(
            "T throws. Take pairs by dragging one stone onto its twin or clicking both; lay a "
            "stone on your balance stone to take its twin. The arrow keys move a ring over the "
            "stones and Space takes. H rings a hint. Escape leaves."))
        self.board = FindsBoard()
        self.scene.addItem(self.board)
        self.hint_ring = FocusRing(0)
        self.hint_ring.colour = colour(palette.HINT_RING)
        self.scene.addItem(self.hint_ring)
        # A second H rings the find's other stone too (its twin, or the balance stone).
        self.partner_ring = FocusRing(0)
        self.partner_ring.colour = colour(palette.HINT_RING)
        self.scene.addItem(self.partner_ring)
        self.clock = ScreenClock(now)
        self.table: PracticeTable | None = None
        self.tool: PracticeTool | None = None
        self.sitting: list[int] = []
        self.speed = AnimationSpeed.NORMAL
        self.hint_after_ms = HINT_AFTER_MS
        self._animation: QAbstractAnimation | None = None
        self._recorded = True
        self._covered = False
        self._hint_timer: Alarm
        if alarm is not None:
            self._hint_timer = alarm(self.show_hint)
        else:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(self.show_hint)
            self._hint_timer = timer
        self._layout()

    def _layout(self) -> None:
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setAccessibleName(self.tr("What happens now"))
        self.throw_button = self._button(self.tr("Throw (T)"), self.throw)
        self.hint_button = self._button(self.tr("Hint (H)"), self.ask_hint)
        self.leave_button = self._button(self.tr("Leave (Esc)"), self.leave)
        bar = QHBoxLayout()
        bar.setContentsMargins(10, 4, 10, 6)
        bar.addWidget(self.message, 1)
        for button in (self.throw_button, self.hint_button, self.leave_button):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addLayout(bar)

    def _button(self, text: str, slot: Callable[[], None]) -> QPushButton:
        button = QPushButton(text)
        # Keys go to the table (Space takes there); the buttons are for the mouse.
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.clicked.connect(slot)
        return button

    # --- opening and leaving --------------------------------------------------------------
    def start(self, seed: int | None = None) -> None:
        """A fresh practice table with nothing thrown yet."""
        self.stop()
        seed = random.SystemRandom().randrange(2**32) if seed is None else seed
        self.table = practice.new_table(seed, self.tr("You"))
        self.sitting = []
        self._show_table()
        self.board.show_finds(0, [], self.sitting, False)
        self.board.setVisible(False)
        self.prompt(self.tr("The practice table: no opponents, no clock. T throws the stones."))
        self.view.setFocus()

    def stop(self) -> None:
        """Record the throw in progress and stop every timer and animation."""
        self._finish_throw()
        self._hint_timer.stop()
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
            calm.opaque(self.scene)
        self.clock.stop()
        self._covered = False
        self.scene.set_tool(None)
        self.tool = None

    def leave(self) -> None:
        """Esc or Leave: the throw in progress is recorded, and the window takes over."""
        self.stop()
        self.left.emit()

    def set_covered(self, covered: bool) -> None:
        """A dialog or menu is open over the table: find times stand still meanwhile."""
        if covered and self.clock.running:
            self.clock.pause()
            self._covered = True
        elif not covered and self._covered:
            self._covered = False
            self.clock.resume()

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Normal, fast or off, as in the game."""
        self.speed = speed

    def prompt(self, text: str) -> None:
        """The bar's message."""
        self.message.setText(text)

    # --- the throw ------------------------------------------------------------------------
    def throw(self) -> None:
        """Throw ten stones (R4.4); the finds of the last throw are recorded first."""
        table = self.table
        if table is None or self._animation is not None:
            return
        self.stop()
        thrown = practice.throw(table)
        self._show_table()
        self.scene.show_labels([])
        self.prompt(self.tr("The stones fly\u2026"))
        factor = duration_factor(self.speed)
        if factor <= 0 or len(thrown.frames) < 2:
            self._reveal()
            return
        animation: QAbstractAnimation
        if self.speed == AnimationSpeed.CALM:   # reduced motion: the stones fade in
            animation = calm.fade_in(self.scene, list(thrown.face_up), factor, self)
        else:
            duration = round(len(thrown.frames) * FRAME_MS * factor)
            animation = FramesAnimation(self.scene, thrown.frames, thrown.face_up, duration,
                                        self)
            animation.show_frame(0)
        animation.finished.connect(self._reveal)
        self._animation = animation
        animation.start()

    def _reveal(self) -> None:
        """The stones lie still: finds count from now."""
        table = self.table
        assert table is not None
        self._animation = None
        self._show_table()
        self._recorded = False
        self.clock.start()
        tool = PracticeTool(self.scene, lambda: practice.takeable(table),
                            lambda: practice.balance(table), self._stamp, self)
        tool.pair_chosen.connect(self._take_pair)
        tool.twin_chosen.connect(self._take_twin)
        tool.stone_pressed.connect(self._why_not)
        self.scene.set_tool(tool)
        self.tool = tool
        self._after_find()
        self.revealed.emit()

    def _stamp(self, timestamp: int) -> float:
        table = self.table
        return self.clock.stamp(timestamp, 0.0 if table is None else table.last_ms)

    def _show_table(self) -> None:
        table = self.table
        assert table is not None
        self.scene.sync(table.state)
        self.hint_ring.setVisible(False)
        self.partner_ring.setVisible(False)
        self.board.setVisible(True)

    # --- finds ----------------------------------------------------------------------------
    def _take_pair(self, a: int, b: int, ms: float) -> None:
        table = self.table
        assert table is not None
        self._judge(lambda: practice.take_pair(table, a, b, ms), (a, b))

    def _take_twin(self, stone: int, ms: float) -> None:
        table = self.table
        assert table is not None
        self._judge(lambda: practice.take_twin(table, stone, ms),
                    (stone, practice.balance(table) or stone))

    def _judge(self, take: Callable[[], Find], stones: tuple[int, int]) -> None:
        try:
            find = take()
        except InvalidMove as error:
            self._refuse(error, stones)
            return
        self._show_table()
        self.scene.show_labels([])
        if self.tool is not None:
            self.tool.table_changed()
        self._hint_timer.stop()
        self._after_find()
        self.found.emit(find)

    def _refuse(self, error: InvalidMove, stones: tuple[int, int]) -> None:
        """A wrong pair costs nothing here: say why, on the table and in the bar."""
        if error.code == Refusal.NOT_TWINS:
            text = self.tr("The {first} and the {second} are not twins: a pair is two stones of "
                           "one colour and one symbol.").format(
                first=stone_name(stones[0]), second=stone_name(stones[1]))
        else:
            text = refusal_text(error)
        item = self.scene.stones[stones[1]]
        self.scene.show_labels([(item.pos(), self.tr("Not twins")
                                 if error.code == Refusal.NOT_TWINS else "\u2715")])
        self.prompt(text)
        self.refused.emit(text)

    def _why_not(self, stone: int) -> None:
        """A press on a stone that may not be taken: the engine says why (R4.5)."""
        table = self.table
        if table is None:
            return
        try:
            check_takeable(table.state, stone, set(table.state.balances_in_play()))
        except InvalidMove as error:
            self._refuse(error, (stone, stone))

    def _after_find(self) -> None:
        """The board, and the bar's next step: more to find, or all found."""
        table = self.table
        assert table is not None
        done = practice.hint(table) is None
        own = list(practice.own_find_ms(table))
        self.board.show_finds(table.throws, table.finds, [*self.sitting, *own], done)
        if done and not table.finds:
            self.prompt(self.tr("Nothing to take on this throw: T throws again."))
            self._finish_throw()
        elif done:
            self.prompt(self.tr("All found. T throws again; Esc leaves."))
            self._finish_throw()
        elif table.finds:
            last = table.finds[-1]
            self.prompt(self.tr("Found in {time}. More to find: H for a hint.").format(
                time=seconds(last.ms)))
        else:
            self.prompt(self.tr("Find the pairs and your balance stone's twin. "
                                "H: a hint after {time}.").format(time=seconds(self.hint_after_ms)))

    def _finish_throw(self) -> None:
        """Once per throw: its own find times go to the sitting and the record."""
        table = self.table
        if self._recorded or table is None:
            return
        self._recorded = True
        self._covered = False
        own = practice.own_find_ms(table)
        self.sitting += own
        helped = sum(find.hinted for find in table.finds)
        if own:
            self.throw_finished.emit(own, helped)

    # --- the hint -------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """H: ring a find now if the person has looked long enough, else when they have."""
        table = self.table
        if table is None or self.tool is None or self._recorded:
            return
        if self.hint_ring.isVisible():
            self.show_partner()   # the first hint was not enough: both stones now
            return
        waited = self.clock.now_ms() - table.last_ms
        if waited >= self.hint_after_ms:
            self.show_hint()
            return
        self._hint_timer.start(max(1, round(self.hint_after_ms - waited)))
        self.prompt(self.tr("A hint in {time}: look a little longer.").format(
            time=seconds(self.hint_after_ms - waited)))

    def show_hint(self) -> None:
        """Ring one stone that can be taken now (its partner is for the person to find)."""
        table = self.table
        if table is None or self.tool is None:
            return
        found = practice.hint(table)
        if found is None:
            return
        stone, partner = found
        practice.mark_hinted(table)
        self.hint_ring.setPos(self.scene.stones[stone].pos())
        self.hint_ring.set_note(self.tr("Hint"))
        self.hint_ring.setVisible(True)
        if partner == practice.balance(table):
            self.prompt(self.tr("Hint: the ringed stone is your balance stone's twin."))
        else:
            self.prompt(self.tr("Hint: the ringed stone's twin lies face up on the table."))
        self.hinted.emit(stone)

    def show_partner(self) -> None:
        """Ring the hinted find's other stone too: its twin on the table or the balance stone."""
        table = self.table
        found = None if table is None else practice.hint(table)
        if table is None or found is None:
            return
        _stone, partner = found
        self.partner_ring.setPos(self.scene.stones[partner].scenePos())
        self.partner_ring.setVisible(True)
        if partner == practice.balance(table):
            self.prompt(self.tr("Hint: lay the ringed stone on your balance stone."))
        else:
            self.prompt(self.tr("Hint: the two ringed stones are twins: take them."))
        self.hinted.emit(partner)

    # --- keys -----------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_T:
            self.throw()
        elif key == Qt.Key.Key_H:
            self.ask_hint()
        elif key == Qt.Key.Key_Escape:
            self.leave()
        else:
            super().keyPressEvent(event)
