"""The live race on screen (R7.2): countdown, everyone's hands, lost races, pause and resume.

The session runs the clock and the computer players; this controller shows the table as it
changes stone by stone, lets the people at the screen grab, and covers the table while the race
is paused so that nobody studies it. With no inputs bound, the one person at the screen plays
with the mouse (`input.mouse`); with inputs bound to seats (`set_inputs`), every seat with one
races at once: the mouse's seat with `input.mouse`, every other with a cursor (`input.race_inputs`).
The table stays turned to the first person's seat; each hand lies by its own seat's edge, except
the mouse player's, which keeps the tray. The 3-2-1 is `race_countdown`, the words `race_words`.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPointF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QGuiApplication, QWindow
from PySide6.QtWidgets import QWidget

from rok_qt.arbiter import JUST_GONE_MS
from rok_qt.model.events import (
    Event,
    GrabEnded,
    MoveUndone,
    PickFormed,
    PlayerDone,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
)
from rok_qt.model.state import Controller, GameState
from rok_qt.session import GameSession
from rok_qt.ui.game.lost_races import LostRaces, seconds_text
from rok_qt.ui.game.race_countdown import RaceCountdown
from rok_qt.ui.game.race_words import done_words, grab_prompt
from rok_qt.ui.game.screen_racers import ScreenRacers
from rok_qt.ui.input.devices import MOUSE, Device
from rok_qt.ui.input.mouse import LiveTool, Mouse, gone_from
from rok_qt.ui.input.race_inputs import RaceInputs
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import TouchRace
from rok_qt.ui.table.live_hands import LiveHands
from rok_qt.ui.table.race_marks import LostRaceNote, MiddleNote, PauseCover
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar

LIVE_EVENTS = (StoneTaken, StonePutBack, PickFormed, PlayerDone, TakeBeaten, MoveUndone)
"""What a live move causes before the grab ends; the controller shows these itself."""

class LiveRaceController(QObject):
    """Runs a live grab on screen for the people at the screen (`seat`: the mouse's player).

    `race_started()` when the countdown ends and the clock runs (at a network table: once the
    throw's faces came too, as they show then), `paused_changed(bool)`, and
    `lost_race(stone, text)` when the referee finds a person's take came while the stone was in
    another hand (its `TakeBeaten` event: at once, or when a late, earlier take beats it), or
    that a person reached for a stone just after the grab ended (`LostRaces.reach_after`:
    the mouse, a finger, a ring's take key or button).
    """

    race_started = Signal()
    paused_changed = Signal(bool)
    lost_race = Signal(int, str)

    def __init__(self, session: GameSession, scene: TableScene, view: QWidget, bar: TurnBar,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.view = view
        self.bar = bar
        self.starter = RaceCountdown(session, scene, self._go, self)
        self.countdown = self.starter.countdown
        self.cover = PauseCover(scene)
        self.middle = MiddleNote(scene)
        """A word in the table's middle: you are done and the others grab on."""
        self.seat = 0
        self._active = False     # a live grab is on screen (counting down, racing or paused)
        self._paused = False
        self._held = False       # paused by the table (across computers), not from here
        self._started = False    # the race clock has run in this grab
        self._faces_awaited = False   # the countdown ended before the throw's faces came
        self.hands = LiveHands(scene, self)
        self.lost = LostRaces(session, scene, lambda: self._active, self)
        self.lost.told.connect(self.lost_race)
        scene.table_pressed.connect(self._reached_late)
        self.racers = ScreenRacers(session, scene, view, self)
        self.inputs.pause_requested.connect(self.toggle_pause)
        self.inputs.reached_late.connect(self.lost.reach_after)
        self.racers.dropped.connect(self._relay_out)
        self.racers.reached_late.connect(self.lost.reach_after)
        self._after_end = session.alarm(self.rest)
        """JUST_GONE_MS after the end: the keys, pads and fingers that raced stop listening."""
        self._clock = QTimer(self)
        self._clock.setInterval(100)
        self._clock.timeout.connect(self._show_clock)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.focusWindowChanged.connect(self._focus_moved)

    @property
    def active(self) -> bool:
        """True from the countdown until the grab ends."""
        return self._active

    @property
    def paused(self) -> bool:
        """True while the cover hides the table."""
        return self._paused

    @property
    def notes(self) -> list[LostRaceNote]:
        """The lost races marked on the table (each goes after a moment)."""
        return self.lost.notes

    @property
    def tool(self) -> LiveTool | None:
        """The person's gestures, while the race runs."""
        tool = self.scene.tool
        return tool if isinstance(tool, LiveTool) and not tool.closed else None

    @property
    def inputs(self) -> RaceInputs:
        """The race's one funnel of devices."""
        return self.racers.inputs

    @property
    def mouse(self) -> Mouse:
        """The mouse, as a device of the race."""
        return self.racers.mouse

    @property
    def touch(self) -> TouchRace | None:
        """The touch seats' fingers (when the table is in a view)."""
        return self.racers.touch

    def set_inputs(self, seats: SeatInputs, devices: list[Device]) -> None:
        """Who plays with what: the seat table and the devices whose inputs it binds."""
        self.racers.set_inputs(seats, devices)

    def input_seats(self) -> list[int]:
        """The people's seats racing with an input of their own (the mouse's player too)."""
        return self.racers.input_seats(self.seat)

    def ask(self, state: GameState, seat: int) -> bool:
        """The engine waits on the live grab: start it with a countdown; True when it starts.

        `seat` is the first person's: the mouse's player when no input is bound to a seat.
        """
        if self._active:
            return False
        if self.racers.bound_people():
            mouse = self.inputs.seats.seat_of(MOUSE)
            seat = mouse if mouse in self.session.humans() else -1
        self._active, self._paused, self._started, self.seat = True, False, False, seat
        self._faces_awaited = False
        self.inputs.mouse_seat = seat
        self.hands.seat = seat
        self.scene.sync(state)
        # As after a pause: the cloth lies over the table through 3-2-1 and comes off at "go",
        # the shared reveal (R7.2); the countdown is no time to study the stones.
        self.cover.show_over(self.scene.sceneRect(), "")
        self.bar.prompt(QCoreApplication.translate(
            "LiveRace", "Get ready: everyone grabs at once!"))
        self.starter.count_down()   # a network table's: `table_go` when it says when
        return True

    def table_go(self) -> None:
        """The table said when its race starts (or goes on after a pause): count down to it."""
        if not self._active:
            return
        if self._paused:
            self.resume(by_table=True)
        elif not self._started and not self.starter.waiting:
            self.starter.count_down()

    def faces_shown(self) -> None:
        """A network table's reveal came (the throw's faces, just at go): the stones take
        their own names; before go they stay veiled under the cloth."""
        state = self.session.state
        if not self._active or state is None:
            return
        self.scene.sync(state)
        if self._faces_awaited and not self._paused:
            self._go()   # the countdown ended already: the race shows now, faces and all
        elif not self._started:
            self.scene.veil(state.table)

    def play(self, events: list[Event]) -> bool:
        """Show a live move's events; False when they are not the race's (the grab ended)."""
        if not self._active or not all(isinstance(e, LIVE_EVENTS) for e in events):
            if any(isinstance(e, GrabEnded) for e in events):
                self.end()
            return False
        state = self.session.state
        assert state is not None
        for event in events:
            if isinstance(event, TakeBeaten):
                self.lost.beaten(state, event)
            elif isinstance(event, StoneTaken) and event.player != self.seat:
                self.hands.lift(state, event.player, event.stone)
            elif isinstance(event, StonePutBack | MoveUndone):   # back where it lay, if it is
                self.hands.put_back(state, event.stone)
            elif isinstance(event, PlayerDone) and event.player == self.seat:
                self.bar.prompt(QCoreApplication.translate(
                    "LiveRace", "You are done: the others grab on."))
            if isinstance(event, PlayerDone) and event.player in self.input_seats():
                QTimer.singleShot(0, lambda: self.racers.done_for_the_screen(self.seat))
        self._say_who_races(state)
        self.hands.lay_out(state)
        self.inputs.refresh(state)
        if self.tool is not None:
            self.tool.keys.table_changed()
        return True

    def _say_who_races(self, state: GameState) -> None:
        """Done is personal (R7.2): once everyone at this screen said done, the table says who
        still grabs; the computer players hurry when no person races any more."""
        live = state.live
        people = [s for s in self.session.humans() if 0 <= s < state.player_count]
        if live is None or not people or not all(live.done[s] for s in people):
            return
        self.middle.say(done_words(all(live.done[s] for s, p in enumerate(state.players)
                                       if p.controller == Controller.HUMAN)))

    @property
    def keys_say_done(self) -> bool:
        """Whether Enter and Space say done: only for the mouse's player. With nobody on the
        mouse they would end the grab for the whole table, and Return lies beside Right Shift,
        the arrow cluster's take; each player has a Done key of their own instead."""
        return self.seat >= 0

    def finish(self) -> None:
        """Done (the bar's button, Enter): the mouse's player stops grabbing; with no mouse
        player, or once that player is done, everyone at the screen without a done key of
        their own does (touch players have no done gesture: the bar is theirs too)."""
        if self._paused:
            return
        tool = self.tool
        if tool is not None:
            tool.say_done()
        elif self.seat < 0:
            self.racers.say_done(self.session.humans())
        else:
            keyed = set(self.inputs.cursor_seats())
            self.racers.say_done([s for s in self.session.humans() if s not in keyed])

    def end(self) -> None:
        """The grab is over: no more gestures, no countdown, no cover. A person's reach just
        after the end is still heard for JUST_GONE_MS (`LostRaces.reach_after`): keys, pads
        and fingers listen on that long, then rest."""
        self._active = self._paused = self._held = False
        self.middle.clear()
        self.starter.stop()
        self.cover.setVisible(False)
        self._clock.stop()
        self.bar.set_clock("", False)
        if isinstance(self.scene.tool, LiveTool):
            self.scene.set_tool(None)
        self.hands.stop()
        self.racers.linger()
        self._after_end.start(round(JUST_GONE_MS))

    def rest(self) -> None:
        """Long enough after the end that no reach counts any more (`session.last_race`), or
        the people said they are ready for the next round: what raced stops listening."""
        self._after_end.stop()
        if self._active:
            return   # a new race has them
        self.racers.rest(self)

    # --- pause ----------------------------------------------------------------------------
    def pause(self) -> None:
        """Stop the clock for everyone and cover the table (at one screen: across computers
        only the table pauses, for someone reconnecting: `pause_for_table`)."""
        if self.session.shared or not self._active or self._paused:
            return
        self._cover(QCoreApplication.translate(
            "LiveRace", "Paused \u00b7 Esc or Resume to go on"))
        self.bar.prompt(QCoreApplication.translate(
            "LiveRace", "Paused: the clock stands still for everyone."),
            QCoreApplication.translate("LiveRace", "Resume"))
        self.paused_changed.emit(True)

    def pause_for_table(self, text: str) -> None:
        """The table pauses the race (someone is reconnecting): the cover says why; the race
        goes on with `resume` when the table does."""
        self._cover(text)
        if self._paused:
            self._held = True
            self.bar.prompt(text)
            self.paused_changed.emit(True)

    def _cover(self, text: str) -> None:
        if not self._active:
            return
        if self._paused:
            self.cover.show_over(self.scene.sceneRect(), text)
            return
        self._paused = True
        self._clock.stop()
        self.starter.stop()
        self.inputs.pause()
        if self.touch is not None:
            self.touch.stop()   # fingers still down let go: nothing is half done
        self.session.pause_race()
        self.cover.show_over(self.scene.sceneRect(), text)

    def resume(self, by_table: bool = False) -> None:
        """Count down again, then the race goes on (a race the table holds goes on only when
        the table says so: `by_table`)."""
        if not self._paused or (self._held and not by_table):
            return
        self._paused = self._held = False
        # The cloth stays on through 3-2-1 and comes off at "go": pausing again and again
        # must not buy looking time while the clock stands.
        self.cover.show_over(self.scene.sceneRect(), "")
        self.bar.prompt(QCoreApplication.translate("LiveRace", "Get ready\u2026"))
        self.starter.count_down()
        self.paused_changed.emit(False)

    def _focus_moved(self, window: QWindow | None) -> None:
        """A dialog, a menu or Help > Rules took the focus during the race: pause."""
        own = self.view.window().windowHandle()
        if window is not None and own is not None and window is not own:
            self.pause()

    def toggle_pause(self) -> None:
        """Esc: pause, or resume when paused."""
        if self._paused:
            self.resume()
        else:
            self.pause()

    # --- the race -------------------------------------------------------------------------
    def _go(self) -> None:
        state = self.session.state
        if not self._active or state is None or state.live is None:
            return
        # Until the throw's faces reach this screen its view names the face-up stones after
        # hidden ones: the cloth stays on (the race clock runs from the table's go all the
        # same, so a take's stamp loses nothing) and the race shows when they come.
        self._faces_awaited = not self._started and self.session.faces_due
        if self._faces_awaited:
            return
        self.cover.setVisible(False)
        self.scene.unveil()   # the throw's faces show at the reveal, to everyone at once
        if self._started:
            self.session.resume_race()
            self.inputs.resume()
        else:
            self._started = True
            self.session.start_race()
            self.racers.start(state, self)
        if self.touch is not None and self.touch.touch_seats():
            self.touch.start()
        if self.tool is None and self.seat >= 0 and not state.live.done[self.seat]:
            tool = LiveTool(self.scene, self.inputs, self.mouse, self.seat, self)
            tool.dropped.connect(self._relay_out)
            self.scene.set_tool(tool)
        self.bar.prompt(*grab_prompt(self.session.shared, bool(self.inputs.cursors)))
        self.view.setFocus()
        self._clock.start()
        self.race_started.emit()

    def _show_clock(self) -> None:
        """Time left on the race clock (or time played, without a limit)."""
        state = self.session.state
        limit = None if state is None else state.time_limit_ms
        now = self.session.race.now_ms()
        shown = now if limit is None else limit - now
        self.bar.set_clock(QCoreApplication.translate("LiveRace", "{s} s").format(
            s=seconds_text(shown)), limit is not None and shown < 5000)

    def _relay_out(self) -> None:
        state = self.session.state
        if state is not None:
            self.hands.lay_out(state)

    # --- lost races -----------------------------------------------------------------------
    def _reached_late(self, point: QPointF) -> None:
        """The mouse's person pressed where a stone lay just after the grab ended."""
        self.lost.reach_after(self.seat, gone_from(self.scene, self.session.last_race(),
                                                   point, self.seat))

    def ring_reaches(self, seat: int) -> bool:
        """Whether the seat's take now reaches, just after the grab ended, for the stone
        its ring was on (someone else took it): the referee's judgement."""
        stone = self.inputs.left.get(seat)
        return stone is not None and self.session.would_reach_after_race(seat, stone)
