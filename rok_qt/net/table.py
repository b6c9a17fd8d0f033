"""One table on the server (no I/O): who comes, goes and comes back, and what their messages do.

The server hands it messages with their arrival time and calls `tick(now)` at
`next_deadline()`; the table answers through each client's Peer. It is built in layers, each
a module: the seats (rok_qt.net.lobby), the game and its log, the only one (R7.3;
rok_qt.net.table_log), the race and the computer players on the server clock
(rok_qt.net.table_race), and here the people: arrivals, drops and the 60 s wait for them,
the host's choices (start, rematch, take over a seat), and every message a client may send
once the server checked it. Clients never judge a rule.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import msgspec

from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.moves import Take
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.net.fairness import accept_stamp, stamp_uncertainty
from rok_qt.net.lobby import TableError
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    RECONNECT_S,
    RESYNC_MS,
    Answer,
    Arrange,
    CloseReason,
    Error,
    ErrorCode,
    Expired,
    Live,
    Ready,
    Refused,
    Resync,
    SeatSpec,
    Sit,
    Snapshot,
    Start,
    TakeOver,
    Welcome,
)
from rok_qt.net.seating import Client
from rok_qt.net.table_race import TableRace

__all__ = ["Table", "TableError"]

TAKE_OVER_LEVEL = Controller.ADEPT
"""The level of a computer player that takes a seat whose person did not come back."""


class Table(TableRace):
    """A hosted table: its seats, game, log and race (TableRace), and the people at it."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...], time_limit_ms: int | None,
                 seed: int | None, clock: Callable[[], float], *, bot_pause_ms: float = 700.0,
                 throw_ms: float = 0.0, save: Callable[[str, bytes], str | None] | None = None,
                 keep: Callable[[Table], None] | None = None, first: int | None = None) -> None:
        super().__init__(code, specs, clock, bot_pause_ms=bot_pause_ms, throw_ms=throw_ms,
                         keep=keep)
        self.time_limit_ms = time_limit_ms
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**62)
        self.first = first
        """The seat that throws first (None: the youngest by the seats' ages, R3.3)."""
        self._save = save
        self.expired: set[int] = set()

    # --- Arrivals ---------------------------------------------------------------------------

    def welcome(self, client: Client, last_seq: int | None = None) -> None:
        """Welcome a client attached to the table: the state, or the log after `last_seq`."""
        tail = (last_seq is not None and last_seq > 0 and self.state is not None
                and self.base <= last_seq <= self.seq and not client.board)
        state = None if self.state is None or tail or client.board else self.state
        seq = last_seq if tail and last_seq is not None else self.seq
        self.send(client, Welcome(PROTOCOL_VERSION, self.code, tuple(client.seats), client.token,
                                  client.host, client.spectator, self.lobby(), seq, state,
                                  self.clock()))
        if tail and last_seq is not None:
            for entry in self.log[last_seq:]:
                self.send(client, entry)
        self.send_board(client)
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

    # --- Messages ---------------------------------------------------------------------------

    def handle(self, client: Client,
               message: Live | Answer | Ready | Start | TakeOver | Resync | Sit | Arrange,
               arrival_ms: float) -> None:
        """A client's message that reached the table (after the server's own checks); the
        phones then hear of what it changed."""
        try:
            self._handle(client, message, arrival_ms)
        finally:
            self.flush_boards()

    def _handle(self, client: Client,
                message: Live | Answer | Ready | Start | TakeOver | Resync | Sit | Arrange,
                arrival_ms: float) -> None:
        if isinstance(message, Sit | Arrange):
            self._seating(client, message)
        elif isinstance(message, Resync):
            self._resync(client, arrival_ms)
        elif isinstance(message, Start):
            self._start(client, message)
        elif isinstance(message, TakeOver):
            self._take_over(client, message)
        elif isinstance(message, Ready):
            self._ready(client, message)
        elif isinstance(message, Live):
            self._live(client, message, arrival_ms)
        else:
            self._answer(client, message)

    def _seating(self, client: Client, message: Sit | Arrange) -> None:
        """Before the start: a phone takes a seat, or the host arranges them anew."""
        if self.state is not None:
            raise TableError(ErrorCode.NOT_NOW, "The game has started.")
        if isinstance(message, Sit):
            self.sit(client, message.name, message.seat)
            self.welcome(client)
            return
        lost = self.arrange(client, message.seats, message.keep)
        self.time_limit_ms = message.time_limit_ms
        self.seed = self.seed if message.seed is None else message.seed
        self.first = message.first if message.first is None or message.first < len(
            self.seats) else None
        for other in lost:
            self.send(other, Error(ErrorCode.NOT_NOW, "The host changed the seats: pick a "
                                   "seat again."))
        for other in self.clients:
            if other.seats or other.host or other in lost:   # the host's seats may be none now
                self.welcome(other)
        self.send_seats()

    def _resync(self, client: Client, now: float) -> None:
        """A screen out of step asks for the state: it gets it at once, once a RESYNC_MS."""
        if self.state is None:
            raise TableError(ErrorCode.NOT_NOW, "The game has not started.")
        if now - client.state_sent_ms < RESYNC_MS:
            raise TableError(ErrorCode.RATE, "The state was sent a moment ago.")
        client.state_sent_ms = now
        if client.board:
            self.send_board(client)
            return
        self.send(client, Snapshot(self.seq, self.state))

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
        config = GameConfig([SeatConfig(s.name, s.controller, s.age, match_ms=s.match_ms,
                                        match_percent=s.match_percent) for s in self.seats],
                            seed=seed, time_limit_ms=self.time_limit_ms, mode=PlayMode.LIVE,
                            first_player=self.first)
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
        self._boards_due = True   # "ready" is no longer asked of them
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
            client.acked = max(client.acked, live.id)
            self.send(client, Refused(live.id, ErrorCode.NOT_NOW.value,
                                      "No race is running (it ended or is paused).", {}))
            return
        if self.race.at_ms is not None and arrival_ms < self.race.at_ms:
            # Before go the faces were not shown: nothing taken then counts (R7.3).
            self.send(client, Refused(live.id, Refusal.BEFORE_GO.value,
                                      "A move before go: the race had not started.", {}))
            return
        arrival = self.race.now(arrival_ms)
        kept = accept_stamp(live.move.ms, arrival, client.link)
        client.acked = max(client.acked, live.id)
        move = msgspec.structs.replace(live.move, ms=kept)
        if isinstance(move, Take):   # the server's own measure, never the client's word (R7.3)
            move = msgspec.structs.replace(move, uncertainty_ms=stamp_uncertainty(client.link))
        self._play(move, client, live.id)

    # --- Seats nobody came back to ----------------------------------------------------------

    def tick(self, now: float) -> None:
        """Play whatever is due at `now`: first the seats whose 60 s ran out."""
        for seat, deadline in list(self.missing.items()):
            if deadline <= now and seat not in self.expired:
                self._expire(seat)
        super().tick(now)
        self.flush_boards()

    def _expire(self, seat: int) -> None:
        self.expired.add(seat)
        self.missing[seat] = float("inf")
        host = self.host_client()
        if host is None:
            self._computer_takes(seat)
            return
        self.send(host, Expired(tuple(sorted(self.expired))))

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
