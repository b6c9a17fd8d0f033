"""The game on screen: the table, the bar under it and the cover screen, wired to a session.

Three parts do the work: the event player animates what happened (bots wait meanwhile), the
question router then puts the question of the moment to its player, and the grab-turn
controller runs a relay turn from the cover screen to the submitted picks. The window and the
network mode use the widget's own small interface (`pause`, `set_covered`, the animation speed,
`set_preferences`, the race's `table_go` and `race_on`, `batch_played`, the zoom, the bar's
`prompt`...), never its parts; the lesson, which sets the table step by step, works on them
through one door of its own (`rok_qt.ui.game.lesson_table`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QStackedWidget, QVBoxLayout, QWidget

from rok_qt.ui.table.label_spots import clear_labels
from rok_qt.ui.table.scene import SceneTool, TableScene
from rok_qt.ui.table.turn_bar import TurnBar
from rok_qt.ui.table.view import TableView

if TYPE_CHECKING:
    # The table's page is all the window's first frame shows: the parts that play a game (and
    # the session, the model and msgspec under them) are imported by `attach`, after it.
    from PySide6.QtWidgets import QDialog

    from rok_qt.model.events import Event
    from rok_qt.model.questions import Question
    from rok_qt.model.state import GameState
    from rok_qt.session import GameSession
    from rok_qt.ui.access.table_speech import TableSpeech
    from rok_qt.ui.dialogs.summary_dialog import SummaryPanel
    from rok_qt.ui.game.bar_action import BarAction
    from rok_qt.ui.game.batch_view import BatchView
    from rok_qt.ui.game.event_player import EventPlayer
    from rok_qt.ui.game.grab_turn import GrabTurnController
    from rok_qt.ui.game.live_race import LiveRaceController
    from rok_qt.ui.game.question_router import QuestionRouter, TallySource
    from rok_qt.ui.input.devices import Device
    from rok_qt.ui.input.seats import SeatInputs
    from rok_qt.ui.sound.board import SoundBoard
    from rok_qt.ui.table.animations import EventAnimator
    from rok_qt.ui.table.cover import CoverScreen
    from rok_qt.ui.table.speed import AnimationSpeed


class GameWidget(QWidget):
    """The table, the bar under it and the cover screen, driven by a GameSession.

    Signals a viewer (or a test) can wait on: `question_shown(question)` when a question is on
    screen, `round_told(round, lines)` when a round's summary is shown, `turn_started(seat)`
    when a grab turn is revealed, `dialog_opened(dialog)`, and the
    event player's `batch_started(events)` / `batch_played(events)`.
    """

    dialog_opened = Signal(object)
    question_shown = Signal(object)
    batch_played = Signal(list)
    """The event player finished showing a batch of events (the table is as the state says)."""
    watch_round_requested = Signal(int)
    """The round summary's "Watch this round again" for this round."""
    zoom_changed = Signal(float)
    """The table's zoom changed (the window remembers it)."""
    status_changed = Signal(str)
    new_game_requested = Signal()
    quit_requested = Signal()
    turn_started = Signal(int)
    round_told = Signal(int, list)

    session: GameSession
    cover: CoverScreen
    """Between relay turns, over the table (made with the parts that play a game)."""
    player: EventPlayer
    grab_turn: GrabTurnController
    router: QuestionRouter
    live: LiveRaceController
    batches: BatchView
    speech: TableSpeech
    """What the table announces to a screen reader as it happens."""

    def __init__(self, session: GameSession | None = None,
                 parent: QWidget | None = None) -> None:
        """The table's page: the table and the bar under it; with a `session`, the parts that
        play its game too (else `attach` adds them: all the stones, the cover screen...)."""
        super().__init__(parent)
        self._attached = False
        self.scene = TableScene(self, fate_only=session is None)
        self.view = TableView(self.scene)
        self.bar = TurnBar()
        self.view.name_for_access(self.tr("Table"), self.tr(
            "The round table with the stones. In your turn the arrow keys, Page Down and Page "
            "Up walk a ring over the stones, each said as it is ringed; Enter or Space marks "
            "the ringed stone, and on its twin Enter again takes the two. Backspace puts the "
            "last take back; Ctrl+Enter ends the turn. Help > Keyboard shortcuts lists every "
            "key."))
        self.stack = self._layout()
        self.bar.prompt(self.tr("Game > New game (Ctrl+N) sets up a table."))
        if session is not None:
            self.attach(session)

    def attach(self, session: GameSession) -> None:
        """The parts that play the session's game on this table (the stones, the cover screen,
        the event player and router, the grab turn, live race, batches and speech)."""
        from rok_qt.ui.access.table_speech import TableSpeech
        from rok_qt.ui.game.batch_view import BatchView
        from rok_qt.ui.game.event_player import EventPlayer
        from rok_qt.ui.game.grab_turn import GrabTurnController
        from rok_qt.ui.game.live_race import LiveRaceController
        from rok_qt.ui.game.question_router import QuestionRouter
        from rok_qt.ui.table.cover import CoverScreen

        self.session = session
        self.scene.add_stones()
        self.cover = CoverScreen()
        self.stack.addWidget(self.cover)
        self.player = EventPlayer(session, self.scene, self)
        self.grab_turn = GrabTurnController(session, self.scene, self.view,
                                       (self.bar, self.cover, self.stack), self.player.sounds,
                                       self)
        self.router = QuestionRouter(session, self, (self.scene, self.view, self.bar),
                                     self.player, self.grab_turn)
        self.live = LiveRaceController(session, self.scene, self.view, self.bar, self)
        self.router.live = self.live
        self.live.lost_race.connect(lambda *_: self.router.pace.tell_again())
        self.router.ready.went_on.connect(self.live.rest)   # the round is left behind
        self.router.pace.covered.connect(self.live.lost.place_again)
        self.router.ready.reaching = self.live.ring_reaches   # a take meant for the grab

        session.events_happened.connect(self._on_events)
        session.waiting_changed.connect(self.router.receive)
        session.move_rejected.connect(self.router.rejected)
        session.game_started.connect(self._on_started)
        session.game_closing.connect(self._on_closing)
        self.batches = BatchView(session, self.scene, self.bar,
                                 (self.router, self.grab_turn, self.live), self._emit_status, self)
        self._connect_parts()
        self.speech = TableSpeech(self)
        self._attached = True

    def _connect_parts(self) -> None:
        """The parts' signals to each other and to the widget's own."""
        self.player.animator.step_started.connect(self.batches.step_started)
        self.player.batch_started.connect(self.batches.started)
        self.player.batch_played.connect(self.batches.played)
        self.player.batch_played.connect(self.batch_played)
        self.router.watch_round_requested.connect(self.watch_round_requested)
        self.view.zoom_changed.connect(self.zoom_changed)
        self.player.drained.connect(self.router.ask_pending)
        self.router.question_shown.connect(lambda _question: self._emit_status())
        self.router.question_shown.connect(self.question_shown)
        self.router.round_told.connect(self.round_told)
        self.router.dialogs.dialog_opened.connect(self.dialog_opened)
        self.router.new_game_requested.connect(self.new_game_requested)
        self.router.quit_requested.connect(self.quit_requested)
        self.grab_turn.turn_started.connect(self.turn_started)
        self.view.pressed.connect(self.player.skip)

    def _layout(self) -> QStackedWidget:
        table_page = QWidget()
        page_layout = QVBoxLayout(table_page)
        page_layout.setContentsMargins(0, 0, 0, 0)
        page_layout.setSpacing(0)
        page_layout.addWidget(self.view, 1)
        page_layout.addWidget(self.bar)
        stack = QStackedWidget()
        stack.addWidget(table_page)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(stack)
        return stack

    # --- read-only views for the window and for tests -------------------------------------
    @property
    def state(self) -> GameState | None:
        """The session's state (read only)."""
        return self.session.state

    @property
    def asked(self) -> Question | None:
        """The question on screen now; None while events play or the table turns."""
        return self.router.asked

    @property
    def action(self) -> BarAction:
        """What the bar's button, Space and Enter do now."""
        return self.router.action

    @property
    def animating(self) -> bool:
        """True while events are played or the table turns to the next player."""
        return self.player.playing or self.router.turning

    @property
    def animator(self) -> EventAnimator:
        """The animator of the event player (its frame_shown follows a throw frame by frame)."""
        return self.player.animator

    @property
    def sounds(self) -> SoundBoard:
        """The sounds the events make."""
        return self.player.sounds

    @property
    def tool(self) -> SceneTool | None:
        """The grab turn or flick in progress on the table, if any."""
        return self.scene.tool

    @property
    def summary(self) -> SummaryPanel | None:
        """The round's summary while it is on screen."""
        return self.router.summary

    @property
    def dialog(self) -> QDialog | None:
        """The dialog on screen, if any."""
        return self.router.dialogs.dialog

    def set_animation_speed(self, speed: AnimationSpeed) -> None:
        """Normal, fast or off."""
        self.player.set_speed(speed)

    def close_dialog(self) -> None:
        """Close the open dialog unanswered (the window is going away)."""
        self.router.dialogs.close()

    def set_inputs(self, seats: SeatInputs, devices: list[Device]) -> None:
        """Who races with what in the live grab: the seat table and the devices whose inputs it
        binds. With nothing bound, the one person at the screen plays with the mouse."""
        self.live.set_inputs(seats, devices)
        self.router.ready.set_inputs(seats, devices, self)

    def finish_grab(self) -> None:
        """End the grab turn in progress as Done would."""
        self.grab_turn.finish()

    # --- what the window and the features ask of the game ------------------------------------
    @property
    def animation_speed(self) -> AnimationSpeed:
        """Normal, fast or off (`set_animation_speed`)."""
        return self.player.animator.speed

    def pause(self) -> None:
        """A live race pauses as under Esc (at one screen; a network table goes on)."""
        self.live.pause()

    def set_covered(self, covered: bool) -> None:
        """Something covers the table (a dialog, a menu, another feature's page): a relay turn's
        clock stands still meanwhile."""
        self.grab_turn.set_covered(covered)

    def set_sound(self, volume: int, muted: bool) -> None:
        """The sound's volume (0-100) and mute."""
        self.sounds.set_volume(volume)
        self.sounds.set_muted(muted)

    def set_preferences(self, volume: int, muted: bool, go_on_after_ms: int) -> None:
        """The sound, and how long the table waits between rounds before it goes on by itself
        (0: it waits for the people)."""
        self.set_sound(volume, muted)
        self.router.ready.auto_ms = go_on_after_ms

    def repaint_table(self) -> None:
        """Every piece on the table paints itself again (the colour marks or the look changed)."""
        self.scene.follow_look()
        for item in self.scene.items():
            item.update()   # seat panels cache their paint; stones re-read their sprites

    def set_tally_source(self, source: TallySource) -> None:
        """Where the game-over dialog reads the game's tally of races and finds."""
        self.router.tally_source = source

    @property
    def racing_inputs(self) -> SeatInputs:
        """The seat table the live race reads: who plays with what."""
        return self.live.inputs.seats

    def rest_inputs(self) -> None:
        """The seats' keys and game controllers stop listening (the window is closing)."""
        self.router.ready.close()

    def table_go(self) -> None:
        """The table said when its race starts or goes on (across computers, R7.3)."""
        self.live.table_go()

    def faces_shown(self) -> None:
        """A network table's race view with the throw's faces came (just at go)."""
        self.live.faces_shown()

    def pause_for_table(self, text: str) -> None:
        """The table pauses the race (someone reconnecting); the cover says why."""
        self.live.pause_for_table(text)

    def countdown_ms(self) -> float:
        """How long the 3-2-1 before a race takes."""
        return self.live.countdown.total_ms()

    def skip_animation(self) -> None:
        """What is being animated jumps to its end."""
        self.player.skip()

    def prompt(self, text: str, button: str | None = None) -> None:
        """A line in the bar under the table, with its button's label (None: no button)."""
        self.bar.prompt(text, button)

    def bar_said(self) -> tuple[str, str | None]:
        """What the bar says now, and its button's label (`prompt` says it again)."""
        button = self.bar.button
        return self.bar.message.text(), None if button.isHidden() else button.text()

    @property
    def race_on(self) -> bool | None:
        """Whether a live race on screen is running (False: paused); None: no race."""
        return not self.live.paused if self.live.active else None

    def table_viewport(self) -> QWidget:
        """What paints the table (the window waits for its first frame)."""
        return self.view.viewport()

    def focus_table(self) -> None:
        """The keyboard's focus goes to the table."""
        self.view.setFocus()

    def zoom_in(self) -> None:
        """View > Zoom in."""
        self.view.zoom_in()

    def zoom_out(self) -> None:
        """View > Zoom out."""
        self.view.zoom_out()

    def reset_zoom(self) -> None:
        """View > Fit the table to the window."""
        self.view.reset_zoom()

    def set_zoom(self, zoom: float) -> None:
        """The zoom remembered from the last run."""
        self.view.set_zoom(zoom)

    # --- wiring ---------------------------------------------------------------------------
    def _on_closing(self) -> None:
        """The game is being replaced: what it showed lets go of the computer players."""
        self.player.stop()
        self.router.release_holds()

    def _on_started(self) -> None:
        self.router.reset()
        self.live.end()
        self.player.stop()
        self.stack.setCurrentIndex(0)
        state = self.state
        assert state is not None
        humans = self.session.humans()
        self.scene.set_viewer_seat(humans[0] if humans else 0, state.player_count)
        clear_labels(self.scene)   # nothing the last game said stays on the new table
        self.scene.unveil()
        self.scene.sync(state)

    def _on_events(self, events: list[Event]) -> None:
        state = self.state
        assert state is not None
        if not self.live.play(events):   # a live move is shown at once, the race goes on
            self.router.withdraw()
            self.router.queued(events)
            self.player.enqueue(events)
        self.router.news.moved(state)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._attached:   # the view fits the table to its new size first: the words follow
            QTimer.singleShot(0, self, self.router.place_words)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._attached:   # the table's first frame: no game yet to act on
            super().keyPressEvent(event)
            return
        if self.live.active and event.key() == Qt.Key.Key_Escape:
            self.live.toggle_pause()
            return
        if self.player.playing and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Escape):
            self.player.skip()
            return
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.live.active and not self.live.paused and not self.live.keys_say_done:
                return
            self.router.act(from_key=True)
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
