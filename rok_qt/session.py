"""The Qt bridge to the engine: moves in, events and the next question out, bots driven by timer.

Every rule stays in `rok_qt.model`; this object only applies moves, reports what they caused and
answers bot seats' questions after a short delay so a bot's move can be seen to happen. In a
live grab (R7.2) the race clock (`session_clock`) runs from the reveal the screen announces, and
computer seats move when it reaches their planned stamps (`bots.live`), re-planned after every
move. The engine's race referee (model/referee.py) judges every move by its stamp within the
settle window `race_window_ms` (15 ms on one screen; a host for players across computers sets
more): what the clock plays and when (computer players' moves, a `Settle` when the referee
waits for the clock to end the grab, TimeUp the window past the time limit) is asked of the one
race driver (bots/race_driver.py), as the table server and the simulator ask it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from rok_qt.arbiter import JUST_GONE_MS, Arbiter
from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event, GrabEnded, RaceLost
from rok_qt.model.moves import Move
from rok_qt.model.questions import Question, waiting_for
from rok_qt.model.race_results import late_reach, log_late_reach
from rok_qt.model.setup import GameConfig, new_game
from rok_qt.model.state import GameState, LiveGrab, Phase
from rok_qt.session_authority import Authority, LocalEngine
from rok_qt.session_clock import ManualAlarm, ManualClock, ScreenClock, TimeSource, perf_ms
from rok_qt.session_holds import Hold, Holds

if TYPE_CHECKING:
    from rok_qt.bots.race_driver import Due

Alarm = QTimer | ManualAlarm
"""A single-shot timer: Qt's, or a test's ManualClock's."""
Decide = Callable[[GameState, int], Move]
"""Answers the current question for a bot seat without touching the state."""


def bot_decide(state: GameState, seat: int) -> Move:
    """The computer players' answer (rok_qt.bots), imported late so the UI starts faster."""
    from rok_qt import bots

    return bots.decide(state, seat)


class GameSession(QObject):
    """Owns the running game: applies moves, emits what happened and what is awaited next.

    The UI takes a named hold (`hold("animation")`, session_holds.py) while it animates or
    shows something and releases it when done, so that a bot never answers a question the
    players have not yet seen. Who judges the moves is its `authority` (composed: this
    screen's `LocalEngine` unless another is given).
    """

    events_happened = Signal(list)
    waiting_changed = Signal(object)
    move_rejected = Signal(object)
    """The engine refused a move: the InvalidMove, whose code the UI words (ui/refusals)."""
    game_started = Signal()
    game_closing = Signal()
    """A new game or a loaded one is about to replace the current one: release its holds."""
    move_applied = Signal()
    """The engine took a move; emitted before its events, so an autosave comes first."""
    move_played = Signal(object)
    """The move the engine just took, right after move_applied (the game's record keeps it)."""
    races_told_late = Signal(list)
    """RaceWon/RaceLost the referee found after the grab ended (`reach_after_race`), already
    in the round's log: for what counts the game's races (its tally); no move made them."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        bot_delay_ms: int = 450,
        decide: Decide | None = None,
        clock: ManualClock | None = None,
        authority: Authority | None = None,
    ) -> None:
        """`clock`: a test's ManualClock for the race clock and the computer players' race
        timers (they then move only when the test advances it); None: the real clock and
        QTimers. The short pause before a computer player answers a question (`bot_delay_ms`)
        is pacing for the eye and stays on Qt's timer."""
        super().__init__(parent)
        self._state: GameState | None = None
        self.authority: Authority = authority if authority is not None else LocalEngine(
            self.apply)
        self._decide: Decide = decide if decide is not None else bot_decide
        self._holds = Holds(on_released=self._schedule_bot)
        self.clock: TimeSource = clock if clock is not None else perf_ms
        """Now, ms: the race clock's, the relay turn clock's and the race timers' time."""
        self._manual = clock
        self._bot_timer = self._timer(self._bot_step, None)   # pacing, not race time
        self._bot_timer.setInterval(bot_delay_ms)
        self.race = ScreenClock(self.clock)
        self._live_timer = self._timer(self._live_step, clock)
        self.arbiter = Arbiter(self.race, lambda: self._state, self.submit)
        """Every device's input in the live race goes through it (rok_qt/arbiter.py)."""
        self._last_race: tuple[LiveGrab, float, float, float] | None = None
        """The live grab as judged just before the step that ended it, its end stamp, and the
        race clock and its time source at that step (`reach_after_race`)."""

    def alarm(self, fire: Callable[[], None]) -> Alarm:
        """A single-shot precise timer on the session's clock (the relay turn's limit)."""
        return self._timer(fire, self._manual)

    def _timer(self, fire: Callable[[], None], clock: ManualClock | None) -> Alarm:
        """A single-shot precise timer on the session's clock."""
        if clock is not None:
            return clock.alarm(fire)
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.timeout.connect(fire)
        return timer

    @property
    def state(self) -> GameState | None:
        """The live game state; the UI reads it, only the session changes it."""
        return self._state

    @property
    def bot_delay_ms(self) -> int:
        """Pause before a bot answers, for feel."""
        return self._bot_timer.interval()

    def set_bot_delay_ms(self, ms: int) -> None:
        """Change the pause before a bot answers (0 in tests)."""
        self._bot_timer.setInterval(max(0, ms))

    @property
    def shared(self) -> bool:
        """True when the game is played across computers (R7.3): the race cannot be paused
        from one screen, and its start is the table's."""
        return self.authority.shared

    def ms_to_start(self) -> float | None:
        """ms until the table's shared start of the race (R7.3): None at one screen, where the
        race starts when its countdown ends; infinite while the table has not said when."""
        return self.authority.ms_to_start()

    @property
    def faces_due(self) -> bool:
        """True while a network table's throw faces are still on their way here (R7.2): the
        screen's race starts when they come, on the clock that ran from the table's go."""
        return self.authority.faces_due

    def question(self) -> Question | None:
        """What the game waits for, or None before a game is started."""
        return None if self._state is None else waiting_for(self._state)

    def is_bot(self, seat: int | None) -> bool:
        """True when a computer player sits at this seat (at a network table: when nobody at
        this screen plays it)."""
        if self._state is None or seat is None:
            return False
        return self.authority.is_bot(self._state, seat)

    def humans(self) -> list[int]:
        """Seats played by people at the screen."""
        if self._state is None:
            return []
        return [s for s in range(self._state.player_count) if not self.is_bot(s)]

    def viewer(self) -> int | None:
        """The one person at this screen, whom its words speak to ("you", ui/persons.py);
        None with several people here (or none): then every line names its players. At a
        network table it is the screen's own person, not the table's only one."""
        people = self.humans()
        return people[0] if len(people) == 1 else None

    def new_game(self, config: GameConfig) -> None:
        """Start a game (raises InvalidMove on a bad config, before anything changes); at a
        network table, ask for the next one (the authority's)."""
        if self.authority.new_game(config):
            return
        state, events = new_game(config)
        self._stop_timers()
        self.game_closing.emit()
        self._holds.new_game()
        self._state = self.authority.judged(state)
        self.game_started.emit()
        self._announce(events)

    def load_state(self, state: GameState) -> None:
        """Continue a game from a state (a saved game, or a test's position), judged as the
        authority judges (this screen's settle window; a server's state as it is)."""
        self._stop_timers()
        self.game_closing.emit()
        self._holds.new_game()
        self._state = self.authority.judged(state)
        self.game_started.emit()
        self._announce([])

    def submit(self, move: Move) -> bool:
        """A player's move, to the authority; False (and move_rejected) when refused."""
        return self.authority.submit(move)

    def apply(self, move: Move) -> bool:
        """Apply a move with the engine here; False (and move_rejected) when it refuses."""
        if self._state is None:
            return False
        before = self._state.live
        try:
            # On a copy: a move that fails half way leaves the game as it was, for the crash
            # handler to save.
            self._state, events = engine.step(self._state, move)
        except InvalidMove as error:
            self.move_rejected.emit(error)
            return False
        self._keep_last_race(before, events)
        self.move_applied.emit()
        self.move_played.emit(move)
        self._announce(events)
        return True

    def show(self, state: GameState) -> None:
        """What the screen shows is now `state` (an authority's word, said by its own signals:
        `tell`)."""
        self._state = state

    def tell(self, events: list[Event]) -> None:
        """Say what happened and what is awaited now (the events, the question)."""
        assert self._state is not None
        if events:
            self.events_happened.emit(events)
        self.waiting_changed.emit(waiting_for(self._state))

    def _keep_last_race(self, before: LiveGrab | None, events: list[Event]) -> None:
        ended = next((e for e in events if isinstance(e, GrabEnded)), None)
        if before is not None and ended is not None and not self.shared:
            self._last_race = (before, ended.ms, self.race.now_ms(), self.race.source())
        elif self._state is not None and self._state.live is not None:
            self._last_race = None   # the next race is on

    def last_race(self) -> LiveGrab | None:
        """The live grab that just ended, for JUST_GONE_MS after its end (None after that):
        where its stones lay and who took them, for a person still reaching."""
        kept = self._last_race
        if kept is None or self.race.source() - kept[3] > JUST_GONE_MS:
            return None
        return kept[0]

    def reach_after_race(self, seat: int, stone: int) -> RaceLost | None:
        """A person at this screen reached, just after the grab ended, for a stone another
        player took in it: the referee's judgement (a race lost, by how much: `late_reach`),
        kept in the round's log so that its summary lists it with the other races; None when
        it is no such reach, that race is already told (a key pressed twice, a take already
        beaten in the race), or too long after the end (JUST_GONE_MS)."""
        live, state = self.last_race(), self._state
        lost = self._judge_late(seat, stone)
        added = [] if lost is None or live is None or state is None else \
            log_late_reach(state.log, live, lost)
        if not added:
            return None
        self.races_told_late.emit(added)
        return lost

    def would_reach_after_race(self, seat: int, stone: int) -> bool:
        """Whether a take of `stone` by `seat` now is a reach after the race
        (`reach_after_race`, told or not yet): such a take was meant for the grab."""
        return self._judge_late(seat, stone) is not None

    def _judge_late(self, seat: int, stone: int) -> RaceLost | None:
        live, kept = self.last_race(), self._last_race
        if live is None or kept is None:
            return None
        ms = float(round(kept[2] + self.race.source() - kept[3]))
        return late_reach(live, kept[1], seat, stone, ms)

    def hold(self, name: str, *, spans_games: bool = False) -> Hold:
        """Keep bots waiting while `name` is on screen; release the returned Hold once (or use
        it as a context manager). `spans_games`: it may rightly stay open into a new game."""
        return self._holds.add(name, spans_games)

    @property
    def held(self) -> bool:
        """True while something on screen keeps the computer players waiting."""
        return bool(self._holds.open)

    @property
    def holds(self) -> list[str]:
        """The names of the open holds, oldest first."""
        return self._holds.names()

    @property
    def leaked_holds(self) -> list[str]:
        """Holds found still open when a new game started: never released (a bug)."""
        return list(self._holds.leaked)

    def _announce(self, events: list[Event]) -> None:
        self.tell(events)
        self._schedule_bot()
        self._schedule_live()

    def _stop_timers(self) -> None:
        self._bot_timer.stop()
        self._live_timer.stop()
        self.race.stop()
        self._last_race = None

    # --- the live race (R7.2) -------------------------------------------------------------
    def start_race(self) -> None:
        """The table is revealed (after the countdown): the race clock starts at 0 (or, at a
        network table, runs from the table's go)."""
        if self.authority.start_race():
            return
        if self._state is not None and self._state.live is not None:
            self.race.start()
            self._schedule_live()

    def pause_race(self) -> None:
        """Stop the clock for everyone, computer players too."""
        self._live_timer.stop()
        self.race.pause()

    def resume_race(self) -> None:
        """Go on after a pause (the screen has counted down again)."""
        if self.authority.start_race():
            return
        if self._state is not None and self._state.live is not None:
            self.race.resume()
            self._schedule_live()

    def live_stamp(self, timestamp: float | None, seat: int, source: str = "qt") -> float:
        """The race stamp of a person's input event at this seat (`arbiter.race_ms`)."""
        return self.arbiter.race_ms(seat, timestamp, source)

    def _next_live(self) -> Due | None:
        """When the clock next acts and with which moves (bots/race_driver.py, the one race
        driver): the computer seats' earliest planned moves, a Settle, or time up."""
        state = self._state
        assert state is not None and state.live is not None
        from rok_qt.bots.race_driver import next_due

        return next_due(state, [s for s in range(state.player_count) if self.is_bot(s)])

    def _schedule_live(self) -> None:
        self._live_timer.stop()
        if not self.authority.runs_clock:
            return
        state = self._state
        if state is None or state.live is None:
            self.race.stop()
            return
        if not self.race.running:
            return
        planned = self._next_live()
        if planned is not None:
            self._live_timer.start(max(0, round(planned.ms - self.race.now_ms())))

    def _live_step(self) -> None:
        if self._state is None or self._state.live is None or not self.race.running:
            return
        planned = self._next_live()
        if planned is None:
            return
        if planned.ms > self.race.now_ms() + 1:
            self._schedule_live()   # a timer may fire a little early
            return
        for move in planned.moves:
            if self._state is None or self._state.live is None:
                return
            self.submit(move)

    def _schedule_bot(self) -> None:
        question = self.question()
        if (question is None or self.held or not self.authority.runs_clock
                or question.kind == Phase.OVER):
            return
        if self.is_bot(question.player) and not self._bot_timer.isActive():
            self._bot_timer.start()

    def _bot_step(self) -> None:
        question = self.question()
        if question is None or self.held or question.player is None:
            return
        if not self.is_bot(question.player):
            return
        assert self._state is not None
        move = self._decide(self._state, question.player)
        self.submit(move)
