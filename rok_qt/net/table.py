"""One table on the server (no I/O): the only judge and the only writer of its log (R7.3).

The server hands it messages with their arrival time and calls `tick(now)` at
`next_deadline()`; the table answers through each client's Peer. It runs the engine
(`engine.step`), the computer players (rok_qt.bots) on the server clock, and the race referee
with the stamps the fairness rules accept (rok_qt.net.fairness). Clients never judge a rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import msgspec

from rok_qt.bots import Timed, decide, live_skills
from rok_qt.bots.live import next_live_moves
from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event, Flicked, StonesThrown
from rok_qt.model.moves import Acknowledge, Move, Settle, TimeUp
from rok_qt.model.questions import waiting_for
from rok_qt.model.referee import settle_due, with_window
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.net.fairness import accept_stamp, go_delay, settle_window
from rok_qt.net.lobby import Lobby, TableError
from rok_qt.net.protocol import (
    RECONNECT_S,
    Answer,
    Closed,
    CloseReason,
    ErrorCode,
    Expired,
    Live,
    Logged,
    Paused,
    Ready,
    Refused,
    Resumed,
    Seats,
    SeatSpec,
    ServerMessage,
    Snapshot,
    Start,
    TakeOver,
    Welcome,
    encode,
)
from rok_qt.net.race import RaceClock
from rok_qt.net.seating import Client

__all__ = ["Table", "TableError"]

TAKE_OVER_LEVEL = Controller.ADEPT
"""The level of a computer player that takes a seat whose person did not come back."""
SEATS_EVERY_MS = 1000.0
"""The seat list goes out at most this often for latency changes alone."""


class Table(Lobby):
    """A hosted table: its seats (Lobby), then its game, log and race."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...], time_limit_ms: int | None,
                 seed: int | None, clock: Callable[[], float], *, bot_pause_ms: float = 700.0,
                 throw_ms: float = 0.0, save: Callable[[str, bytes], str | None] | None = None,
                 keep: Callable[[Table], None] | None = None) -> None:
        super().__init__(code, specs)
        self.time_limit_ms = time_limit_ms
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        self.clock = clock
        self.bot_pause_ms = bot_pause_ms
        self.throw_ms = throw_ms
        self._save = save
        self._keep = keep
        """Called whenever what a table save holds changed (a game hosted in an app keeps
        it in the host's autosave, rok_qt.net.rehost.save_of)."""
        self.state: GameState | None = None
        self.log: list[Logged] = []
        self.base = 0
        """The log entry after which the last Snapshot was taken (0: the game's start)."""
        self.race = RaceClock()
        self.missing: dict[int, float] = {}
        """Seats whose person dropped -> the server time their 60 s run out."""
        self.expired: set[int] = set()
        self._bot_due: float | None = None
        self._seats_sent = -SEATS_EVERY_MS
        self.closed = False
        self.title = ""

    # --- Sending ----------------------------------------------------------------------------

    def broadcast(self, message: ServerMessage) -> None:
        """One message to every client at the table, encoded once."""
        data = encode(message)
        for client in self.clients:
            client.peer.send(data)

    def send(self, client: Client, message: ServerMessage) -> None:
        """One message to one client."""
        client.peer.send(encode(message))

    def send_seats(self) -> None:
        """The seat list to everyone."""
        self._seats_sent = self.clock()
        self.broadcast(Seats(self.lobby()))

    def latency_changed(self) -> None:
        """A link was measured again: the seat list goes out, at most once a second."""
        if self.clock() - self._seats_sent >= SEATS_EVERY_MS:
            self.send_seats()

    @property
    def seq(self) -> int:
        """The number of the last log entry."""
        return len(self.log)

    # --- Arrivals ---------------------------------------------------------------------------

    def welcome(self, client: Client, last_seq: int | None = None) -> None:
        """Welcome a client attached to the table: the state, or the log after `last_seq`."""
        tail = (last_seq is not None and last_seq > 0 and self.state is not None
                and self.base <= last_seq <= self.seq)
        state = None if self.state is None or tail else self.state
        seq = last_seq if tail and last_seq is not None else self.seq
        self.send(client, Welcome(1, self.code, tuple(client.seats), client.token, client.host,
                                  client.spectator, self.lobby(), seq, state, self.clock()))
        if tail and last_seq is not None:
            for entry in self.log[last_seq:]:
                self.send(client, entry)
        if self.missing:
            self.send(client, self._paused())
        elif self.race.running:
            self.send(client, self.race.message())
        self.send_seats()

    def rejoined(self, client: Client, last_seq: int) -> None:
        """A dropped client is back with its token: its seats count again."""
        for seat in client.seats:
            self.missing.pop(seat, None)
            self.expired.discard(seat)
        self.welcome(client, last_seq)
        if not self.missing and self.state is not None:
            self._resume()

    def dropped(self, client: Client) -> None:
        """A connection ended (or Leave): spectators go; seated people keep their seats for
        60 s while the table waits; the host leaving an unstarted table closes it."""
        self.detach(client)
        if client.spectator or not client.seats:
            return
        if self.state is None:
            if client.host:
                self.close(CloseReason.HOST_LEFT, "The host closed the table.")
            else:
                self.release(client)
                self.send_seats()
            return
        if self.state.phase == Phase.OVER:
            return
        deadline = self.clock() + RECONNECT_S * 1000.0
        for seat in client.seats:
            if self.seats[seat].person:
                self.missing.setdefault(seat, deadline)
        if self.race.running:
            self.race.pause(self.clock())
        self.broadcast(self._paused())
        self.send_seats()

    def _paused(self) -> Paused:
        race_ms = self.race.paused_at if self.state is not None and self.state.live else None
        return Paused(tuple(sorted(self.missing)), max(self.missing.values(), default=0.0),
                      race_ms)

    # --- Messages ---------------------------------------------------------------------------

    def handle(self, client: Client, message: Live | Answer | Ready | Start | TakeOver,
               arrival_ms: float) -> None:
        """A client's message that reached the table (after the server's own checks)."""
        if isinstance(message, Start):
            self._start(client, message)
        elif isinstance(message, TakeOver):
            self._take_over(client, message)
        elif isinstance(message, Ready):
            self._ready(client, message)
        elif isinstance(message, Live):
            self._live(client, message, arrival_ms)
        else:
            self._answer(client, message)

    def _start(self, client: Client, start: Start) -> None:
        if not client.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host starts the game.")
        if self.state is not None and self.state.phase == Phase.OVER:
            self._rematch()
            return
        if self.state is not None:
            raise TableError(ErrorCode.NOT_NOW, "The game has started.")
        self.fill_open(start.fill)
        self._new_game(self.seed)

    def _new_game(self, seed: int) -> None:
        config = GameConfig([SeatConfig(s.name, s.controller, match_ms=s.match_ms,
                                        match_percent=s.match_percent) for s in self.seats],
                            seed=seed, time_limit_ms=self.time_limit_ms,
                            mode=PlayMode.LIVE)
        try:
            self.state, _ = new_game(config)
        except InvalidMove as error:
            raise TableError(ErrorCode.NAME, str(error)) from None
        self.base = self.seq   # the log goes on counting: a rejoin never mixes two games
        self.broadcast(Snapshot(self.seq, self.state))
        self.send_seats()
        self._after_move()

    def _rematch(self) -> None:
        """The host's "Play again" after the game: the same seats, new stones. A person whose
        screen left after the game is waited for as after any drop."""
        self.race.stop()
        for seat in self.seats:
            seat.ready = False
        self._new_game(random.SystemRandom().randrange(2**62))
        deadline = self.clock() + RECONNECT_S * 1000.0
        for index, seat in enumerate(self.seats):
            if seat.person and seat.holder is None:
                self.missing[index] = deadline
        if self.missing:
            self.race.pause(self.clock())
            self.broadcast(self._paused())

    def _take_over(self, client: Client, choice: TakeOver) -> None:
        if not client.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host decides for a missing seat.")
        if choice.seat not in self.expired:
            raise TableError(ErrorCode.NOT_NOW, "That seat is not waiting for a decision.")
        if not choice.computer:
            self.save_and_end()
            return
        self._computer_takes(choice.seat)

    def _computer_takes(self, seat: int) -> None:
        assert self.state is not None
        self.missing.pop(seat, None)
        self.expired.discard(seat)
        self.computer_takes(seat, TAKE_OVER_LEVEL)
        self.state.players[seat].controller = TAKE_OVER_LEVEL
        self.base = self.seq
        self.broadcast(Snapshot(self.seq, self.state))
        self.send_seats()
        self.kept()
        if not self.missing:
            self._resume()

    def _ready(self, client: Client, ready: Ready) -> None:
        """Between rounds: these people saw the summary. After the game: they would play
        again (their seats show it; the host's Start begins the rematch)."""
        self.check_holds(client, ready.seats)
        if self.state is not None and self.state.phase == Phase.OVER:
            for seat in ready.seats:
                self.seats[seat].ready = True
            self.send_seats()
            return
        if self.state is None or self.state.phase != Phase.SUMMARY:
            raise TableError(ErrorCode.NOT_NOW, "Ready is for the round summary.")
        for seat in ready.seats:
            self.seats[seat].ready = True
        self.send_seats()
        self._bot_due = self.clock()

    def _answer(self, client: Client, answer: Answer) -> None:
        self.check_holds(client, (answer.move.player,))
        if self.state is None or self.missing:
            raise TableError(ErrorCode.NOT_NOW, "The game is not waiting for moves now.")
        self._play(answer.move, client, 0)

    def _live(self, client: Client, live: Live, arrival_ms: float) -> None:
        self.check_holds(client, (live.move.player,))
        if self.state is None or self.state.live is None or not self.race.running:
            # Refused, not an Error: the screen takes back the take it showed at once.
            self.send(client, Refused(live.id, ErrorCode.NOT_NOW.value,
                                      "No race is running (it ended or is paused).", {}))
            return
        arrival = self.race.now(arrival_ms)
        kept = accept_stamp(live.move.ms, arrival, client.link)
        self._play(msgspec.structs.replace(live.move, ms=kept), client, live.id)

    # --- The game ---------------------------------------------------------------------------

    def _play(self, move: Move, client: Client | None = None, move_id: int = 0) -> bool:
        """Apply a move through the engine and log it; a refusal goes back to its sender."""
        assert self.state is not None
        try:
            self.state, events = engine.step(self.state, move, record_frames=False)
        except InvalidMove as error:
            if client is not None:
                self.send(client, Refused(move_id, str(error.code), str(error),
                                          dict(error.params)))
            return False
        entry = Logged(self.seq + 1, move, tuple(_unframed(e) for e in events))
        self.log.append(entry)
        self.broadcast(entry)
        self._after_move()
        return True

    def _after_move(self) -> None:
        """Start or stop the race's clock, clear ready marks, plan the computer players."""
        state = self.state
        assert state is not None
        now = self.clock()
        if state.live is not None and not self.race.running and self.race.paused_at is None:
            links = self.remote_links()
            at = now + go_delay(links) + self.throw_ms
            window = settle_window(links)
            with_window(state, window)   # the referee's W for this race, set outside the engine:
            self.base = self.seq         # so every mirror gets the state as the server has it
            self.broadcast(Snapshot(self.seq, state))
            self.broadcast(self.race.go(state.round, at, 0.0, window))
        elif state.live is None and (self.race.running or self.race.paused_at is not None):
            self.race.stop()
        if state.phase == Phase.SUMMARY:
            for seat in self.seats:
                seat.ready = not seat.person
        self._bot_due = now + (0.0 if state.live is not None else self.bot_pause_ms)
        if state.phase == Phase.OVER:
            self._bot_due = None
            for seat in self.seats:
                seat.ready = False   # from now on: this person would play again (a rematch)
            self.send_seats()
        if state.live is None or self.base == self.seq:
            self.kept()   # a race is kept as it began (R7.2): only its start is written

    def kept(self) -> None:
        """What a table save holds changed: hand the table to whoever keeps it."""
        if self._keep is not None and self.state is not None:
            self._keep(self)

    def _resume(self) -> None:
        self.broadcast(Resumed())
        state = self.state
        assert state is not None
        if state.live is not None and not self.race.running and self.race.paused_at is None:
            self._after_move()   # hosted again from a save: its race starts afresh
            return
        if state.live is not None and self.race.paused_at is not None:
            links = self.remote_links()
            at = self.clock() + go_delay(links)
            self.broadcast(self.race.go(state.round, at, self.race.paused_at,
                                        settle_window(links)))
        self._bot_due = self.clock()

    def next_deadline(self) -> float | None:
        """The server time something is due next (a computer player's move, the time limit,
        a reconnect running out), or None."""
        due = [*self.missing.values()]
        if self.state is not None and not self.missing and self._bot_due is not None:
            due.append(self._bot_due)
        return min(due, default=None)

    def tick(self, now: float) -> None:
        """Play whatever is due at `now`."""
        for seat, deadline in list(self.missing.items()):
            if deadline <= now and seat not in self.expired:
                self._expire(seat)
        guard = 0
        while (not self.closed and not self.missing and self._bot_due is not None
               and self._bot_due <= now and guard < 1000):
            guard += 1
            self._bot_due = None
            self._due_move(now)

    def _expire(self, seat: int) -> None:
        self.expired.add(seat)
        self.missing[seat] = float("inf")
        host = self.host_client()
        if host is None:
            self._computer_takes(seat)
            return
        self.send(host, Expired(tuple(sorted(self.expired))))

    def _due_move(self, now: float) -> None:
        """The server's own move now: a computer player's, the time limit, or the next round."""
        state = self.state
        assert state is not None
        if state.live is not None:
            self._race_move(now)
            return
        question = waiting_for(state)
        if question.kind == Phase.OVER:
            return
        if question.kind == Phase.SUMMARY:
            if all(seat.ready for seat in self.seats):
                self._play(Acknowledge())
            return
        seat = question.player
        if seat is not None and not self.seats[seat].person:
            self._play(decide(state, seat))

    def _race_move(self, now: float) -> None:
        """The race's own moves when due: computer players' takes, the referee's Settle once
        the grab's last moves are final, the time limit (after W for late stamps)."""
        state = self.state
        assert state is not None and state.live is not None
        if not self.race.running:
            return
        race_now = self.race.now(now)
        limit = state.time_limit_ms
        window = state.race_window_ms
        if limit is not None and race_now >= limit + window:
            self._play(TimeUp(float(limit)))
            return
        computers = [i for i, seat in enumerate(self.seats) if not seat.person]
        batch: list[Timed] = []
        if computers:
            batch = [t for t in next_live_moves(state, live_skills(state, computers))
                     if not isinstance(t.move, TimeUp)]
        elif (due := settle_due(state)) is not None:
            batch = [Timed(due, Settle(due))]
        if batch and batch[0].ms <= race_now:
            for timed in batch:
                if self.state is None or self.state.live is None:
                    break
                self._play(timed.move)
            return
        due_at = [self.race.server_time(t.ms) for t in batch[:1]]
        if limit is not None:
            due_at.append(self.race.server_time(limit + window))
        self._bot_due = min(due_at, default=None)

    # --- The end ----------------------------------------------------------------------------

    def save_and_end(self) -> None:
        """The host's choice for a seat that did not come back: save the game, end the table."""
        name = None
        if self.state is not None and self._save is not None:
            # A table save: hosted again from it, the same people get their seats back.
            from rok_qt.net.rehost import save_of
            from rok_qt.net.saves import encode_table

            name = self._save(self.code, encode_table(save_of(self)))
        self.close(CloseReason.SAVED, "The host saved the game and ended it.", name)

    def close(self, reason: CloseReason, text: str, save: str | None = None) -> None:
        """End the table for everyone."""
        if self.closed:
            return
        self.closed = True
        self.broadcast(Closed(reason, text, save))
        for client in list(self.clients):
            client.peer.close()


def _unframed(event: Event) -> Event:
    """Events cross without animation frames, so every message stays under the cap."""
    if isinstance(event, StonesThrown | Flicked) and (event.frames or event.impacts):
        return msgspec.structs.replace(event, frames=(), impacts=())
    return event
