"""The people set the pace between rounds: the round's summary beside the table, and the ready
gate that keeps the next round (and a computer thrower) waiting until they say ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect, QRectF, Signal
from PySide6.QtWidgets import QWidget

from rok_qt.model import rounds
from rok_qt.model.moves import Acknowledge
from rok_qt.model.questions import Question
from rok_qt.model.state import GameState, Phase
from rok_qt.session import GameSession
from rok_qt.session_holds import Hold
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.ready_gate import ReadyGate
from rok_qt.ui.persons import fill
from rok_qt.ui.table.label_spots import set_covered
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar
from rok_qt.ui.texts import bot_activity, joined_names

if TYPE_CHECKING:
    # The summary is imported when first shown: the first window shows sooner.
    from rok_qt.ui.dialogs.summary_dialog import SummaryPanel

READ_MS = 2500
"""With nobody at the screen (computer players only): how long the table waits, at normal
speed, before going on past a round's summary. People say when they are ready (ReadyGate)."""


def seat_name_of(state: GameState, seat: int | None) -> str:
    """The seat's player's name ('' for none)."""
    return "" if seat is None else state.players[seat].name


class RoundPace(QObject):
    """The summary panel and the ready gate between rounds.

    `round_told(number, lines)` when a round's summary is on screen; `watch_round_requested(n)`
    from its "Watch this round again".
    """

    round_told = Signal(int, list)
    watch_round_requested = Signal(int)
    covered = Signal()
    """The summary now covers part of the table: labels already there may step aside."""

    def __init__(self, session: GameSession, host: QWidget, scene: TableScene, bar: TurnBar,
                 set_action: Callable[[BarAction], None],
                 avoid: Callable[[], list[QRect]]) -> None:
        super().__init__(host)
        self.session = session
        self.host = host
        self.scene = scene
        self.bar = bar
        self._set_action = set_action
        self._avoid = avoid
        self.summary: SummaryPanel | None = None
        """The round summary beside the table, if one is shown."""
        self._viewer: int | None = None
        self.question: Question | None = None
        """The question on screen that the people's ready answers (a summary or a throw)."""
        self.ready = ReadyGate(self, session.clock)
        """Between rounds: waits for the people at the screen to say they are ready."""
        self.ready.went_on.connect(self._people_ready)
        self.ready.changed.connect(self.show_ready)
        self.ready_for: int | None = None
        """The round the people said they were ready for (a computer thrower may throw)."""
        self._hold: Hold | None = None
        self.captures: Callable[[], list[QRect]] = list
        """The capture lines on the table, in the host's coordinates."""
        scene.seat_pressed.connect(self.ready.say_ready)

    def reset(self) -> None:
        """A new game: no summary, nobody asked, nothing held."""
        self.close_gate()
        self.ready_for = None
        self.close_summary()

    def close_gate(self) -> None:
        """The question is gone: the gate closes and the computer players go on."""
        self.question = None
        self.ready.close()
        self.release()

    def release(self) -> None:
        """Let a waiting computer thrower throw."""
        hold, self._hold = self._hold, None
        if hold is not None:
            hold.release()

    # --- the summary ----------------------------------------------------------------------
    def show_summary(self, state: GameState, question: Question, viewer: int | None,
                     look_ms: int) -> None:
        """The summary goes beside the table; only the game's last one waits for a click,
        the others for the people's ready."""
        final = rounds.last_round_played(state)
        self.close_summary()
        from rok_qt.ui.dialogs.summary_dialog import SummaryPanel

        panel = SummaryPanel(state, final, self.host, viewer)
        self._viewer = viewer
        panel.avoid = self._avoid
        panel.keep_clear = lambda: [bar_rect(self.host, self.bar)]
        panel.captures = self.captures
        panel.continued.connect(self.read)
        panel.watch_requested.connect(self.watch_round_requested)
        self.summary = panel
        self.question = question
        panel.show()
        self._cover_with(panel)
        self.round_told.emit(state.round, list(panel.lines))
        if final:
            self._set_action(BarAction.SCORES)
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Round {n} was the last: the bag is almost empty.").format(
                    n=state.round),
                QCoreApplication.translate("GameWidget", "See the final scores"))
            return
        self.ready.look_ms = look_ms
        self.ready.open(self.session.humans())

    def tell_again(self) -> None:
        """The round's log grew while its summary is up (a reach just after the race): the
        summary and the round log say the round again."""
        state = self.session.state
        if self.summary is None or state is None or state.round != self.summary.round:
            return
        self.summary.tell_again(state, self._viewer)
        self._cover_with(self.summary)
        self.round_told.emit(state.round, list(self.summary.lines))

    def read(self) -> None:
        """The game's last summary was seen: on to the final scores."""
        question = self.question
        if question is not None and question.kind == Phase.SUMMARY:
            self.question = None
            self._set_action(BarAction.NONE)
            self.session.submit(Acknowledge())

    def _cover_with(self, panel: QWidget) -> None:
        """Labels placed from now on keep out from under the summary where they can."""
        views = self.scene.views()
        if not views:
            return
        view = views[0]
        corner = view.viewport().mapFrom(self.host, panel.geometry().topLeft())
        set_covered(self.scene, [view.mapToScene(QRect(corner, panel.size())).boundingRect()])
        self.covered.emit()

    def close_summary(self) -> None:
        """The summary leaves (a new throw, the game's end, a new game)."""
        set_covered(self.scene, [])
        if self.summary is not None:
            self.summary.hide()
            self.summary.deleteLater()
            self.summary = None

    # --- the ready gate -------------------------------------------------------------------
    def wait_for_people(self, state: GameState, question: Question) -> bool:
        """A computer player would throw a round the people have not said ready for: the
        computer players wait (True) until they do."""
        people = self.session.humans()
        if (question.kind != Phase.THROW or not self.session.is_bot(question.player)
                or not people or self.ready_for == state.round):
            return False
        if self._hold is None:
            self._hold = self.session.hold("ready for the round")
        self.question = question
        self.ready.look_ms = 0
        self.ready.open(people)
        return True

    def _people_ready(self) -> None:
        """The people are ready: the summary is seen, or a computer player may throw."""
        question = self.question
        state = self.session.state
        if question is None or state is None:
            return
        self._set_action(BarAction.NONE)
        self.show_ready()
        if question.kind == Phase.SUMMARY:
            self.question = None
            self.ready_for = state.round + 1
            self.session.submit(Acknowledge())
        elif question.kind == Phase.THROW:
            self.ready_for = state.round
            self.bar.prompt(bot_activity(question.kind, seat_name_of(state, question.player)))
            self.release()   # the computer thrower throws now

    def show_ready(self) -> None:
        """The bar's prompt and each seat's ready while the gate is open."""
        gate = self.ready
        for panel in self.scene.panels:
            panel.set_ready(panel.seat in gate.ready if gate.is_open and gate.several
                            and panel.seat in gate.people else None)
        state = self.session.state
        question = self.question
        if not gate.is_open or state is None or question is None:
            return
        if not gate.people:
            self._set_action(BarAction.NONE)
            self.bar.prompt(QCoreApplication.translate(
                "GameWidget", "Round {n} is settled.").format(n=state.round))
            return
        self._set_action(BarAction.READY)
        self.bar.prompt(*self._ready_words(state, question))

    def _ready_words(self, state: GameState, question: Question) -> tuple[str, str]:
        gate = self.ready
        if question.kind == Phase.SUMMARY and gate.several:
            head = QCoreApplication.translate(
                "GameWidget", "Round {n} is settled: read what happened, then go on.",
                "several people at the screen").format(n=state.round)
        elif question.kind == Phase.SUMMARY:
            head = QCoreApplication.translate(
                "GameWidget", "Round {n} is settled: read what happened, then go on.").format(
                    n=state.round)
        elif question.player is not None and question.player == self.session.viewer():
            head = QCoreApplication.translate(
                "GameWidget", "Round {n}: you throw first.").format(n=state.round)
        else:
            head = QCoreApplication.translate(
                "GameWidget", "Round {n}: {name} throws first.").format(
                    n=state.round, name=seat_name_of(state, question.player))
        if not gate.several:
            return (head + " " + QCoreApplication.translate("GameWidget", "Ready? (Space)"),
                    QCoreApplication.translate("GameWidget", "Ready"))
        names = joined_names([state.players[seat].name for seat in gate.waiting_for()])
        if gate.go_on_pressed:
            tail = QCoreApplication.translate(
                "GameWidget", "Press Go on again to start without waiting for {names}.").format(
                    names=names)
        else:
            tail = fill(QCoreApplication.translate(
                "GameWidget", "Each of you: your take key, A, or a click on your seat says "
                "ready. Waiting for {names}."), names=names)
        return head + " " + tail, QCoreApplication.translate("GameWidget", "Go on")


def bar_rect(host: QWidget, bar: QWidget) -> QRect:
    """The bar under the table (with its Ready button) as the host shows it."""
    return QRect(bar.mapTo(host, QPoint(0, 0)), bar.size())


def seat_rects(host: QWidget, scene: TableScene, bar: QWidget,
               extra: list[QRectF]) -> list[QRect]:
    """The seats, the bag, the bar (and `extra` scene rectangles) as the host shows them now:
    a panel beside the table keeps off them."""
    boxes = [item.sceneBoundingRect() for item in [*scene.panels, scene.bag]]
    return [bar_rect(host, bar), *scene_rects(host, scene, [*boxes, *extra])]


def scene_rects(host: QWidget, scene: TableScene, boxes: list[QRectF]) -> list[QRect]:
    """Scene rectangles as the host shows them now."""
    views = scene.views()
    if not views:
        return []
    view = views[0]
    rects = []
    for scene_box in boxes:
        box = view.mapFromScene(scene_box).boundingRect()
        corner = view.viewport().mapTo(host, box.topLeft())
        rects.append(QRect(corner, box.size()))
    return rects
