"""One table on the table server (no I/O): follow `ServerTable.handle` to the engine here.

The server hands a table each message it checked, with its arrival time, and calls
`tick(now)` at `next_deadline()`. The table is composed of its parts, each a module:
- `lobby` (rok_qt.net.lobby): the seats and the attendees, the connections at the table;
- `game` (rok_qt.net.table_game): the only copy of the game state and the log of its moves;
- `race` (rok_qt.net.table_race): the race clock and what the table plays by itself (the
  computer players, the referee's Settle, the time limit), and whom it waits for;
- `out` (rok_qt.net.table_out): what goes out to the screens.
Here: every message a screen may send (`handle`), each move played through `engine.step`
once (`_play`: the table is the only judge, R7.3), and what follows a move. Arrivals, drops
and the host's choices are rok_qt.net.table_people's.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable

import msgspec

from rok_qt import logs
from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.moves import Move, RaceWindow, Take
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Phase, PlayMode
from rok_qt.net.fairness import (
    Link,
    accept_stamp,
    go_delay,
    settle_window,
    stamp_uncertainty,
    table_uncertainty,
)
from rok_qt.net.lobby import Lobby, TableError
from rok_qt.net.protocol import (
    RESYNC_MS,
    Answer,
    Arrange,
    Closed,
    CloseReason,
    Error,
    ErrorCode,
    Join,
    Live,
    Ready,
    Refused,
    Resumed,
    Resync,
    SeatSpec,
    Sit,
    Snapshot,
    Start,
    TakeOver,
)
from rok_qt.net.seating import Attendee, FrameSink
from rok_qt.net.table_game import TableGame
from rok_qt.net.table_out import TableOut
from rok_qt.net.table_people import TablePeople
from rok_qt.net.table_race import TableRace
from rok_qt.net.views import hidden_stones

__all__ = ["ServerTable", "TableError"]
LOG = logs.channel("network")
TableMessage = Live | Answer | Ready | Start | TakeOver | Resync | Sit | Arrange
"""What a screen may say to its table once it sits there."""


class ServerTable:
    """A hosted table on the server: its parts (module docstring) and what moves it."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...], time_limit_ms: int | None,
                 seed: int | None, clock: Callable[[], float], *, bot_pause_ms: float = 700.0,
                 throw_ms: float = 0.0, save: Callable[[str, bytes], str | None] | None = None,
                 keep: Callable[[ServerTable], None] | None = None,
                 first: int | None = None) -> None:
        self.code = code
        self.clock = clock
        self.title = ""
        self.closed = False
        self.time_limit_ms = time_limit_ms
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        self.first = first
        """The seat that throws first (None: the youngest by the seats' ages, R3.3)."""
        self.lobby = Lobby(code, specs)
        self.game = TableGame(code, clock)
        if keep is not None:
            self.game.keep = lambda: keep(self)
        self.race = TableRace(bot_pause_ms=bot_pause_ms, throw_ms=throw_ms)
        self.out = TableOut(self.lobby, self.game, clock, self.race.clock)
        self.people = TablePeople(self, save)

    # --- Who comes and goes ------------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Whether the game has begun."""
        return self.game.state is not None

    @property
    def over(self) -> bool:
        """Whether the game has begun and ended."""
        return self.game.state is not None and self.game.state.phase == Phase.OVER

    def arrive_host(self, peer: FrameSink, link: Link) -> Attendee:
        """The host's screen comes to the table it made."""
        attendee = self.lobby.host(peer, link)
        self.people.welcome(attendee)
        return attendee

    def arrive(self, peer: FrameSink, link: Link, join: Join) -> Attendee:
        """A screen joins: a player, a spectator, or a screen back with its seat token (the
        connection it replaces is closed)."""
        if join.token:
            attendee, stale = self.lobby.rejoin(peer, link, join.token, board=join.board)
            if stale is not None:
                stale.peer.close()
            self.people.rejoined(attendee, join.last_seq)
            return attendee
        if self.started and not join.spectator:
            raise TableError(ErrorCode.FULL, "The game has started: join as a spectator.")
        attendee = self.lobby.join(peer, link, join.names, join.spectator, board=join.board)
        self.people.welcome(attendee)
        return attendee

    def leave(self, attendee: Attendee) -> None:
        """A connection ended (or said Leave)."""
        self.people.dropped(attendee)

    @property
    def away(self) -> bool:
        """Whether nobody is at the table and nobody is coming back."""
        return not self.lobby.attendees and not self.race.missing

    # --- Messages ---------------------------------------------------------------------------

    def handle(self, attendee: Attendee, message: TableMessage, arrival_ms: float) -> None:
        """A screen's message that reached the table (after the server's own checks); the
        phones then hear of what it changed."""
        try:
            if isinstance(message, Live):
                self._live(attendee, message, arrival_ms)
            elif isinstance(message, Answer):
                self._answer(attendee, message)
            elif isinstance(message, Ready):
                self._ready(attendee, message)
            elif isinstance(message, Start):
                self._start(attendee, message)
            elif isinstance(message, Resync):
                self._resync(attendee, arrival_ms)
            elif isinstance(message, TakeOver):
                self.people.take_over(attendee, message)
            else:
                self._seating(attendee, message)
        finally:
            self.out.flush_boards()

    def _live(self, attendee: Attendee, live: Live, arrival_ms: float) -> None:
        """A stamped race move: its stamp kept as far as the link allows (R7.3), then played."""
        self.lobby.check_holds(attendee, (live.move.player,))
        state, clock = self.game.state, self.race.clock
        attendee.acked = max(attendee.acked, live.id)
        if state is None or state.live is None or not clock.running:
            # Refused, not an Error: the screen takes back the take it showed at once.
            self.out.send(attendee, Refused(live.id, ErrorCode.NOT_NOW.value,
                                            "No race is running (it ended or is paused).", {}))
            return
        if clock.at_ms is not None and arrival_ms < clock.at_ms:
            # Before go the faces were not shown: nothing taken then counts (R7.3).
            self.out.send(attendee, Refused(live.id, Refusal.BEFORE_GO.value,
                                            "A move before go: the race had not started.", {}))
            return
        if getattr(live.move, "stone", None) in hidden_stones(state, self.game.veiled):
            # One answer for every hidden stone: no refusal tells the bag from the table.
            self.out.send(attendee, Refused(live.id, Refusal.TAKE_FACE_DOWN.value,
                                            "Nobody may take a face-down stone (R4.5).", {}))
            return
        arrived = clock.now(arrival_ms)
        kept = accept_stamp(live.move.ms, arrived, attendee.link)
        if LOG.isEnabledFor(logging.DEBUG):
            self._log_stamp(live, kept, arrived, attendee.link)
        move = msgspec.structs.replace(live.move, ms=kept)
        if isinstance(move, Take):   # the server's own measure, never the screen's word (R7.3)
            move = msgspec.structs.replace(move, uncertainty_ms=stamp_uncertainty(attendee.link))
        self._play(move, attendee, live.id)

    def _log_stamp(self, live: Live, kept: float, arrived: float, link: Link) -> None:
        """What the server made of one stamp (race ms), for whoever studies the race clock
        (benchmarks.bench_network_proxy --takes): its arrival (when it reached this machine)
        and when it was read, the link's bound and cap, what it was given back."""
        LOG.debug("a stamp kept", extra={"rok_fields": {
            "table": self.code, "seat": getattr(live.move, "player", None),
            "claimed": live.move.ms, "arrived": arrived,
            "read": self.race.clock.now(self.clock()), "kept": kept, "given": arrived - kept,
            "bound": link.bound_ms, "cap": link.cap_ms}})

    def _answer(self, attendee: Attendee, answer: Answer) -> None:
        """A seat's answer to the engine's question (throw, penalty, flick, order)."""
        self.lobby.check_holds(attendee, (answer.move.player,))
        if self.game.state is None or self.race.missing:
            raise TableError(ErrorCode.NOT_NOW, "The game is not waiting for moves now.")
        self._play(answer.move, attendee, 0)

    def _ready(self, attendee: Attendee, ready: Ready) -> None:
        """Between rounds: these people saw the summary. After the game: they would play
        again (their seats show it; the host's Start begins the rematch)."""
        self.lobby.check_holds(attendee, ready.seats)
        state = self.game.state
        over = state is not None and state.phase == Phase.OVER
        if not over and (state is None or state.phase != Phase.SUMMARY):
            raise TableError(ErrorCode.NOT_NOW, "Ready is for the round summary.")
        for seat in ready.seats:
            self.lobby.seats[seat].ready = True
        self.out.send_seats()
        if not over:
            self.out.boards_due = True   # "ready" is no longer asked of them
            self.race.bot_due = self.clock()

    def _start(self, attendee: Attendee, start: Start) -> None:
        """The host starts the game (or, after one, the rematch)."""
        if not attendee.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host starts the game.")
        state = self.game.state
        if state is not None and state.phase == Phase.OVER:
            self.people.rematch()
            return
        if state is not None:
            raise TableError(ErrorCode.NOT_NOW, "The game has started.")
        self.lobby.fill_open(start.fill)
        self.new_game(self.seed)

    def _resync(self, attendee: Attendee, now: float) -> None:
        """A screen out of step asks for the state: it gets it at once, once a RESYNC_MS."""
        if self.game.state is None:
            raise TableError(ErrorCode.NOT_NOW, "The game has not started.")
        if now - attendee.state_sent_ms < RESYNC_MS:
            raise TableError(ErrorCode.RATE, "The state was sent a moment ago.")
        attendee.state_sent_ms = now
        if attendee.board:
            self.out.send_board(attendee)
            return
        self.out.send(attendee, Snapshot(self.game.seq, self.game.view()))

    def _seating(self, attendee: Attendee, message: Sit | Arrange) -> None:
        """Before the start: a phone takes a seat, or the host arranges them anew."""
        if self.game.state is not None:
            raise TableError(ErrorCode.NOT_NOW, "The game has started.")
        if isinstance(message, Sit):
            self.lobby.sit(attendee, message.name, message.seat)
            self.people.welcome(attendee)
            return
        lost = self.lobby.arrange(attendee, message.seats, message.keep)
        self.time_limit_ms = message.time_limit_ms
        self.seed = self.seed if message.seed is None else message.seed
        self.first = message.first if message.first is None \
            or message.first < len(self.lobby.seats) else None
        for other in lost:
            self.out.send(other, Error(ErrorCode.NOT_NOW, "The host changed the seats: pick "
                                       "a seat again."))
        for other in self.lobby.attendees:
            if other.seats or other.host or other in lost:   # the host's seats may be none now
                self.people.welcome(other)
        self.out.send_seats()

    # --- The game ---------------------------------------------------------------------------

    def new_game(self, seed: int) -> None:
        """A game at the table's seats, All at once (R7.2, R7.3), from `seed`."""
        config = GameConfig([SeatConfig(s.name, s.controller, s.age, match_ms=s.match_ms,
                                        match_percent=s.match_percent)
                             for s in self.lobby.seats],
                            seed=seed, time_limit_ms=self.time_limit_ms, mode=PlayMode.LIVE,
                            first_player=self.first)
        try:
            state, _ = new_game(config)
        except InvalidMove as error:
            raise TableError(ErrorCode.NAME, str(error)) from None
        self.game.begin(state)
        self.out.broadcast(Snapshot(self.game.seq, self.game.view()))
        self.out.send_seats()
        self.after_move()

    def _play(self, move: Move, attendee: Attendee | None = None, move_id: int = 0) -> bool:
        """Apply a move through the engine, the only judge (R7.3), and log it; a refusal goes
        back to its sender. Then go on from the state it made."""
        state = self.game.state
        assert state is not None
        try:
            state, events = engine.step(state, move, record_frames=False)
        except InvalidMove as error:
            if attendee is not None:
                self.out.send(attendee, Refused(move_id, str(error.code), str(error),
                                                dict(error.params)))
            return False
        self.out.broadcast(self.game.append(state, move, events))
        self.after_move()
        return True

    def _judge_race(self, window: RaceWindow) -> None:
        """The race just began: the referee's W and the most a stamp may be off (R7.2, R7.3)
        for these links, played as a move, so every screen's copy, the log and the game's
        record judge this race with them. A race hosted again from a save taken during it
        goes on with the window it began with (the engine refuses another)."""
        state = self.game.state
        assert state is not None
        try:
            state, events = engine.step(state, window, record_frames=False)
        except InvalidMove:
            return
        self.out.broadcast(self.game.append(state, window, events))

    def after_move(self) -> None:
        """Start or stop the race's clock, clear ready marks, plan the computer players."""
        state = self.game.state
        assert state is not None
        now, clock, seats = self.clock(), self.race.clock, self.lobby.seats
        began = state.live is not None and not clock.running and clock.paused_at is None
        if began:
            links = self.lobby.seated_links()
            at = now + go_delay(links) + self.race.throw_ms
            window, uncertainty = self.game.race_rules(settle_window(links),
                                                       table_uncertainty(links))
            self._judge_race(RaceWindow(window, uncertainty))
            self.out.broadcast(clock.go(state.round, at, 0.0, window))
            self.out.reveal_at(at)   # the throw's faces: on each screen just at its go
        elif state.live is None and (clock.running or clock.paused_at is not None):
            clock.stop()
        if state.phase == Phase.SUMMARY:
            for seat in seats:
                seat.ready = not seat.person
        self.race.bot_due = now + (0.0 if state.live is not None else self.race.bot_pause_ms)
        if state.phase == Phase.OVER:
            record = self.game.record()
            if record is not None:
                self.out.broadcast(record)   # the seed goes out now the game is over
            self.race.bot_due = None
            for seat in seats:
                seat.ready = False   # from now on: this person would play again (a rematch)
            self.out.send_seats()
        if state.live is None or began or self.game.base == self.game.seq:
            self.game.kept()   # a race is kept as it began (R7.2): only its start is written

    def resume(self) -> None:
        """Everyone is back: the game goes on (a race from where its clock stopped)."""
        self.out.broadcast(Resumed())
        state, clock = self.game.state, self.race.clock
        assert state is not None
        if state.live is not None and not clock.running and clock.paused_at is None:
            self.after_move()   # hosted again from a save: its race starts afresh
            return
        if state.live is not None and clock.paused_at is not None:
            links = self.lobby.seated_links()
            at = self.clock() + go_delay(links)
            # The race goes on judged as it began (its RaceWindow, R7.2).
            self.out.broadcast(clock.go(state.round, at, clock.paused_at, state.race_window_ms))
        self.race.bot_due = self.clock()

    # --- The server clock -------------------------------------------------------------------

    def next_deadline(self) -> float | None:
        """The server time something is due next, or None."""
        due = [self.race.next_deadline(self.game.state is not None),
               self.out.news.next_deadline()]
        return min((d for d in due if d is not None), default=None)

    def tick(self, now: float) -> None:
        """Play whatever is due at `now`: the seats whose 60 s ran out, then the table's own
        moves (none while a seated person is away)."""
        self.out.flush_news(now)
        self.people.expire_due(now)
        guard = 0
        while not self.closed and self.game.state is not None and guard < 1000:
            guard += 1
            state = self.game.state
            computers = [i for i, seat in enumerate(self.lobby.seats) if not seat.person]
            moves = self.race.due(state, now, computers,
                                  all(seat.ready for seat in self.lobby.seats))
            if not moves:
                break
            for move in moves:
                if self.game.state is None or (state.live is not None
                                               and self.game.state.live is None):
                    break   # a race's move ended the race: the rest of its batch is void
                self._play(move)
        self.out.flush_boards()

    def close(self, reason: CloseReason, text: str, save: str | None = None) -> None:
        """End the table for everyone."""
        if self.closed:
            return
        self.closed = True
        LOG.debug("table %s closes: %s", self.code, reason)
        self.out.broadcast(Closed(reason, text, save))
        for attendee in list(self.lobby.attendees):
            attendee.peer.close()
