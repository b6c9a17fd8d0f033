"""Plays a replayed game on a table scene, step by step, with the game's own animations.

The position is the number of steps shown: the table shows the state after them. Stepping
forward animates the step's events with the event player the game uses (`ui/game`); stepping
back and seeking show a state at once. In the live race (R7.2) each take comes at its stamp,
slowed by the speed (a quarter of real time by default): the stone flies to its taker's side
(`ui/table/live_hands`) and is marked with its player and stamp; a lost race is marked where
the stone lay, at the instant the referee found it lost (its TakeBeaten event). Throws and
settling play at their usual pace, and faster above 1x.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, QTimer, Signal

from rok_qt.model.events import Event, GrabEnded, MoveUndone, StonePutBack, StoneTaken, TakeBeaten
from rok_qt.model.grab import pick_stones
from rok_qt.model.moves import GrabTurn
from rok_qt.model.state import GameState
from rok_qt.persistence.replay import Replay, ReplayStep, with_frames
from rok_qt.session_holds import Hold, Holds
from rok_qt.ui import close_calls
from rok_qt.ui.game.event_player import EventPlayer
from rok_qt.ui.game.live_race import LIVE_EVENTS
from rok_qt.ui.replay.marks import RaceMarks, lost_text, stamp_text, take_text
from rok_qt.ui.table.focus_ring import seat_ring_colour
from rok_qt.ui.table.live_hands import LiveHands
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.texts import seat_name

SPEEDS = (0.25, 0.5, 1.0, 2.0, 4.0)
RACE_SPEED = 0.25
"""The race plays at a quarter of real time unless the player chooses otherwise."""
PAUSE_MS = 700
"""Between two steps outside the race, at 1x and slower."""


class ReplayPlayer(QObject):
    """Position, play and pause, speed and the seat the table is seen from.

    `position_changed(position)` after every step or seek; `playing_changed(bool)`;
    `marked(seat, ms, text)` when a take or a lost race is marked on the table;
    `race_clock(ms)` as the race's clock moves (-1 outside a race).
    """

    position_changed = Signal(int)
    playing_changed = Signal(bool)
    marked = Signal(int, float, str)
    race_clock = Signal(float)

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.replay: Replay | None = None
        self._holds = Holds(lambda: None)
        self.position = 0
        self.speed = RACE_SPEED
        self.seat = 0
        self.events = EventPlayer(self, scene, self)
        self.events.batch_played.connect(self._batch_played)
        self.events.sounds.set_muted(True)
        self.hands = LiveHands(scene, self)
        self.hands.seat = -1   # nobody at the screen: every hand lies by its own seat
        self.marks = RaceMarks(scene)
        self._playing = False
        self._busy: ReplayStep | None = None
        self._race_ms = -1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._advance)

    # --- the event player's Holder: the replay has no computer players to keep waiting -------
    def hold(self, name: str, *, spans_games: bool = False) -> Hold:
        """A hold nothing waits on but the replay itself (it goes on at `batch_played`)."""
        return self._holds.add(name, spans_games)

    # --- reading --------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        """True while the replay runs on by itself."""
        return self._playing

    @property
    def race_ms(self) -> float:
        """The race's clock as far as the replay has shown it; -1 outside a race."""
        return self._race_ms

    @property
    def busy(self) -> bool:
        """True while a step is being animated."""
        return self._busy is not None

    @property
    def length(self) -> int:
        """How many steps the replay has."""
        return 0 if self.replay is None else len(self.replay.steps)

    def state(self) -> GameState | None:
        """The state shown at the current position."""
        if self.replay is None:
            return None
        if self.position == 0:
            return self.replay.start
        return self.replay.steps[self.position - 1].after

    def round_at(self) -> int:
        """The round the next step belongs to (the last round at the end)."""
        if self.replay is None or not self.replay.steps:
            return 1
        return self.replay.steps[min(self.position, self.length - 1)].round

    # --- moving ---------------------------------------------------------------------------
    def load(self, replay: Replay, position: int = 0) -> None:
        """Show this replay from `position`, paused."""
        self.replay = replay
        self.seat = 0
        self.pause()
        self.seek(position)

    def seek(self, position: int) -> None:
        """Show the state after `position` steps at once (whatever was animating stops)."""
        if self.replay is None:
            return
        self._stop_step()
        self.position = max(0, min(position, self.length))
        self._show_still()
        self.position_changed.emit(self.position)
        if self._playing:
            self._schedule()

    def jump_to_round(self, round_no: int) -> None:
        """Go to the start of a round (its throw)."""
        if self.replay is not None:
            starts = self.replay.round_starts()
            if round_no in starts:
                self.seek(starts[round_no])

    def step_back(self) -> None:
        """One step back, shown at once."""
        self.seek(self.position - 1 if self._busy is None else self.position)

    def step_forward(self) -> None:
        """One step on, animated; while a step animates, finish it instead."""
        if self._busy is not None:
            self.events.skip()
            return
        if self.replay is None or self.position >= self.length:
            self.pause()
            return
        self._timer.stop()
        self._play_step(self.replay.steps[self.position])

    def play(self) -> None:
        """Run on by itself (from the start again when at the end)."""
        if self.replay is None or self._playing:
            return
        if self.position >= self.length:
            self.seek(0)
        self._playing = True
        self.playing_changed.emit(True)
        if self._busy is None:
            self._schedule()

    def pause(self) -> None:
        """Stop after the step being shown."""
        self._timer.stop()
        if self._playing:
            self._playing = False
            self.playing_changed.emit(False)

    def toggle(self) -> None:
        """Space: play or pause."""
        if self._playing:
            self.pause()
        else:
            self.play()

    def set_speed(self, speed: float) -> None:
        """The race's pace against real time (0.25 to 4); above 1x the rest plays faster too."""
        self.speed = min(SPEEDS[-1], max(SPEEDS[0], speed))
        self.events.animator.scale = 1 / max(1.0, self.speed)

    def set_seat(self, seat: int) -> None:
        """See the table from this seat."""
        self.seat = seat
        if self._busy is None:
            self._show_still()

    def stop(self) -> None:
        """Leave: nothing animates or waits any more."""
        self.pause()
        self._stop_step()

    # --- showing --------------------------------------------------------------------------
    def _stop_step(self) -> None:
        self._timer.stop()
        self._busy = None
        self.events.stop()
        self.hands.stop()

    def _show_still(self) -> None:
        state = self.state()
        if state is None:
            return
        self.scene.set_viewer_seat(self.seat, state.player_count)
        self.scene.sync(state)
        self.marks.clear()
        self._race_ms = -1.0
        if state.live is not None:
            self.hands.lay_out(state)
            self._remark_race()
        self.race_clock.emit(self._race_ms)

    def _remark_race(self) -> None:
        """Coming into a race (a seek or a step back): its latest marks, its clock."""
        assert self.replay is not None
        self._race_ms = 0.0
        shown: list[ReplayStep] = []
        for item in reversed(self.replay.steps[: self.position]):
            if item.before.live is None:
                break
            shown.insert(0, item)
        for item in shown:
            self._race_ms = max(self._race_ms, item.stamp or 0.0)
            self._mark(item, emit=False)

    def _play_step(self, item: ReplayStep) -> None:
        self._busy = item
        if item.before.live is not None and all(isinstance(e, LIVE_EVENTS)
                                                for e in item.events):
            self._show_live(item)
            self._finish(item)
            return
        self._mark(item)
        if any(isinstance(e, GrabEnded) for e in item.events):
            self.hands.stop()
        self.events.enqueue(_animated(item))

    def _show_live(self, item: ReplayStep) -> None:
        """A move in the race: shown at once, as the game showed it."""
        self._mark(item)
        for event in item.events:
            if isinstance(event, StoneTaken):
                self.hands.lift(item.after, event.player, event.stone)
            elif isinstance(event, StonePutBack | MoveUndone):   # back where it lay, if it is
                self.hands.put_back(item.after, event.stone)
        self.hands.lay_out(item.after)

    def _mark(self, item: ReplayStep, *, emit: bool = True) -> None:
        """Mark a take with its player and stamp, a lost race where the stone lay."""
        state = item.before
        if isinstance(item.move, GrabTurn):
            self._mark_turn(item, emit)
            return
        for event in item.events:
            if isinstance(event, StoneTaken):
                text = take_text(state.players[event.player].name, event.ms)
                self._add_mark(self._lay_of(state, event.stone), text, event.player, event.ms,
                               emit)
            elif isinstance(event, TakeBeaten):
                winner = event.winner if 0 <= event.winner < state.player_count else None
                name, apart = state.players[event.player].name, event.ms - event.winner_ms
                text = close_calls.replay_mark(
                    name, seat_name(state, winner), stamp_text(event.ms), apart,
                    event.within_ms) if event.within_ms > 0 else \
                    lost_text(name, seat_name(state, winner), event.ms, apart)
                self._add_mark(self._lay_of(state, event.stone), text, event.player, event.ms,
                               emit)

    def _mark_turn(self, item: ReplayStep, emit: bool) -> None:
        """A relay turn (R7.1): each stone taken, with its stamp."""
        move = item.move
        assert isinstance(move, GrabTurn)
        name = item.before.players[move.player].name
        for pick in move.picks:
            for stone, ms in zip(pick_stones(pick), _pick_stamps(pick), strict=False):
                self._add_mark(self._lay_of(item.before, stone), take_text(name, ms),
                               move.player, ms, emit)

    def _add_mark(self, at: QPointF, text: str, seat: int, ms: float, emit: bool) -> None:
        self.marks.add(at, text, seat_ring_colour(seat))
        self._race_ms = max(self._race_ms, ms)
        if emit:
            self.marked.emit(seat, ms, text)
            self.race_clock.emit(self._race_ms)

    def _lay_of(self, state: GameState, stone: int) -> QPointF:
        lying = state.table.get(stone)
        if lying is None and state.live is not None:
            lying = state.live.origins.get(stone)
        if lying is None:
            return self.scene.stones[stone].pos()
        return self.scene.to_scene(lying.x, lying.y)

    def _batch_played(self, _events: list[Event]) -> None:
        item = self._busy
        if item is None:
            return
        self.scene.sync(item.after)
        if item.after.live is not None:
            self.hands.lay_out(item.after)
            self._race_ms = 0.0
        else:
            self.marks.clear()
            self._race_ms = -1.0
        self.race_clock.emit(self._race_ms)
        self._finish(item)

    def _finish(self, item: ReplayStep) -> None:
        self._busy = None
        self.position += 1
        self.position_changed.emit(self.position)
        if self._playing:
            self._schedule()

    def _schedule(self) -> None:
        if self.replay is None or self.position >= self.length:
            self.pause()
            return
        upcoming = self.replay.steps[self.position]
        stamp = upcoming.stamp
        if stamp is not None and upcoming.before.live is not None:
            delay = max(0.0, stamp - max(0.0, self._race_ms)) / self.speed
        else:
            delay = PAUSE_MS / max(1.0, self.speed)
        self._timer.start(round(delay))

    def _advance(self) -> None:
        if self._playing and self._busy is None:
            self.step_forward()


def _pick_stamps(pick: object) -> tuple[float, ...]:
    ms = float(getattr(pick, "ms", 0.0))
    b_ms = getattr(pick, "b_ms", None)
    return (ms,) if b_ms is None else (ms, float(b_ms))


def _animated(item: ReplayStep) -> list[Event]:
    """The step's events for the animator: the race's own are shown by the hands instead."""
    return [e for e in with_frames(item) if not isinstance(e, LIVE_EVENTS)]
