"""What a server table sends its screens: each message encoded once, Boards to phones.

Screens with an engine get the log and views of the state; a board screen (a phone page)
never does: it hears of each change by its next Board (rok_qt.net.board), made once the
moves of the moment were played (`flush_boards`). What of a race reaches a screen, and when
(the throw's faces at its go, a rival's move once it can no longer be beaten), is
rok_qt.net.table_news's: held entries go out at `flush_news`. A table whose host asked for a
spectator delay shows its spectators the game that much later: their game messages are held
as long, and one who joins late starts from the view of that moment (`welcome_late`).
Spectators (but phones watching the lobby) are one crowd: a message for them is encoded and
held once for all, and written by the table's `Relay` (rok_qt.net.crowd) after the players'.
"""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from rok_qt import logs
from rok_qt.model.state import GameState
from rok_qt.net.board import board, news_for
from rok_qt.net.crowd import Relay
from rok_qt.net.lobby import Lobby
from rok_qt.net.protocol import (
    Closed,
    Go,
    Logged,
    Paused,
    Record,
    Resumed,
    SeatInfo,
    Seats,
    ServerMessage,
    Snapshot,
    encode,
)
from rok_qt.net.race import ServerRaceClock
from rok_qt.net.seating import Attendee, FrameSink
from rok_qt.net.table_game import TableGame
from rok_qt.net.table_news import Parcel, TableNews, hold_until

LOG = logs.channel("network")
SEATS_EVERY_MS = 1000.0
"""The seat list goes out at most this often for latency changes alone."""


class TableOut:
    """The sending side of one server table (module docstring)."""

    def __init__(self, lobby: Lobby, game: TableGame, clock: Callable[[], float],
                 race: ServerRaceClock) -> None:
        self.lobby = lobby
        self.game = game
        self.clock = clock
        self.race = race
        self.news = TableNews(clock)
        self.spectator_delay_ms = 0.0
        """How late spectators see the game (the host's choice, 0 to 60 s)."""
        self.clock_news: list[tuple[float, Go | Paused | Resumed]] = []
        """The race clock's messages as they went out (server time), for late spectators
        who join after them (`welcome_late`)."""
        self._seats_sent = -SEATS_EVERY_MS
        self._lobby_sent: tuple[SeatInfo, ...] = ()
        self.boards_due = False
        self.relay = Relay()
        """The spectators' frames on their way (rok_qt.net.crowd)."""
        self._revealed: tuple[GameState, bytes] | None = None
        """The last reveal's state and its encoded Snapshot: made once for every screen."""

    def broadcast(self, message: ServerMessage) -> None:
        """One message to every attendee, encoded once. The state and the log go to screens
        with an engine only: a board screen hears of them by its next Board."""
        data = encode(message)
        game = isinstance(message, Snapshot | Logged | Record)
        now = self.clock()
        if isinstance(message, Go | Paused | Resumed) and self.spectator_delay_ms > 0:
            self.clock_news.append((now, message))
        crowd: list[FrameSink] = []
        for attendee in self.lobby.attendees:
            if attendee.spectator and not attendee.board:
                crowd.append(attendee.peer)
                continue
            if self.late(attendee) and isinstance(message, _LATE):
                self._later(attendee, message, data, now + self.spectator_delay_ms)
                continue
            if isinstance(message, Logged):
                at = hold_until(attendee, message.move, self.race)
                if self.news.keep(attendee, Parcel(now if at is None else at, message.seq, data)):
                    continue   # told later (a rival's move), or after what is held before it
            if game and attendee.board:
                self.boards_due = True
                if isinstance(message, Logged) and attendee.seats:
                    attendee.news.extend(news_for(message.events, attendee.seats[0]))
            else:
                attendee.peer.send(data)
        if crowd:
            self._to_crowd(crowd, message, data, now)

    def _to_crowd(self, crowd: list[FrameSink], message: ServerMessage, data: bytes,
                  now: float) -> None:
        """A message for the spectators, after the players' (late ones: held as long)."""
        if isinstance(message, Closed):
            self.relay.close()
            for peer in crowd:   # at once: the connections close right after it
                peer.send(data)
            return
        seq = message.seq if isinstance(message, Logged) else 0
        if self.spectator_delay_ms > 0 and isinstance(message, _LATE):
            if isinstance(message, Go):   # its instant as late as the rest
                data = encode(self._late_go(message))
            self.news.keep_for_crowd(Parcel(now + self.spectator_delay_ms, seq, data,
                                     crowd=tuple(crowd)))
        elif not (isinstance(message, Logged)
                  and self.news.keep_for_crowd(Parcel(now, seq, data, crowd=tuple(crowd)))):
            self.relay.send(crowd, data)   # (a log entry waits behind their reveal)

    def late(self, attendee: Attendee) -> bool:
        """Whether this screen sees the game late (a spectator at a table with a delay)."""
        return attendee.spectator and self.spectator_delay_ms > 0

    def _later(self, attendee: Attendee, message: ServerMessage, data: bytes,
               at: float) -> None:
        """A game message for a late phone watching, held until `at` (a Go names its
        instant as late; a phone draws the log's views only)."""
        if isinstance(message, Go):
            data = encode(self._late_go(message))
        elif attendee.board and not isinstance(message, Logged):
            return
        seq = message.seq if isinstance(message, Logged) else 0
        self.news.keep(attendee, Parcel(at, seq, data))

    def _late_go(self, go: Go) -> Go:
        """A Go as a late spectator gets it: its instant moved by the delay."""
        return msgspec.structs.replace(go, at_ms=go.at_ms + self.spectator_delay_ms)

    def welcome_late(self, attendee: Attendee
                     ) -> tuple[int, GameState | None, ServerMessage | None]:
        """A late spectator comes: the entry number and view it starts from (the game as it
        was the delay ago) and the race clock at that moment (a Go, or Paused, for it to
        have right after its Welcome; None: no race then); the entries and the race clock's
        messages since then held for it at their time plus the delay."""
        when = self.clock() - self.spectator_delay_ms
        then = self.game.as_of(when)
        seq, view = (self.game.begun, None) if then is None else then
        first = self.game.first_view
        if then is None and first is not None and not attendee.board:
            # The game began less than the delay ago: its start comes when it is due.
            self.news.keep(attendee, Parcel(self.game.begun_at + self.spectator_delay_ms, 0,
                                         encode(Snapshot(self.game.begun, first))))
        since: list[tuple[float, int, bytes]] = [
            (made, entry.seq, encode(entry)) for made, entry in self.game.since(seq)]
        if not attendee.board:
            since += [(sent, 0, encode(self._late_go(m) if isinstance(m, Go) else m))
                      for sent, m in self.clock_news if sent > when]
        for made, number, data in sorted(since, key=lambda item: item[0]):   # stable: entries first
            self.news.keep(attendee, Parcel(made + self.spectator_delay_ms, number, data))
        return seq, view, self._clock_at(when, view)

    def _clock_at(self, when: float, view: GameState | None) -> ServerMessage | None:
        """The race clock as it stood at server time `when`, if a race was under way in
        `view` (the game then): its last Go (moved by the delay) or Paused."""
        if view is None or view.live is None:
            return None
        last = next((m for sent, m in reversed(self.clock_news) if sent <= when), None)
        if isinstance(last, Go) and last.round == view.round:
            return self._late_go(last)
        return last if isinstance(last, Paused) else None

    def send(self, attendee: Attendee, message: ServerMessage) -> None:
        """One message to one attendee (the state and the log never to a board screen)."""
        if attendee.board and isinstance(message, Snapshot | Logged | Record):
            return
        attendee.peer.send(encode(message))

    def send_board(self, attendee: Attendee, view: tuple[int, GameState] | None = None) -> None:
        """A board screen's view of the game as it is now, or as `view` (a log entry's number
        and view) shows it (nothing before the game)."""
        if not attendee.board or self.game.state is None:
            return
        seat = attendee.seats[0] if attendee.seats else -1
        news, attendee.news = attendee.news, []
        seq, state = view if view is not None else (self.game.seq, self.game.view())
        attendee.peer.send(encode(board(
            state, seq, seat, ready=[s.ready for s in self.lobby.seats],
            acked=attendee.acked, racing=self.race.running, news=news)))

    def flush_boards(self) -> None:
        """Every board screen's view, once the moves of the moment were played (a screen
        with news held gets its board as each comes due)."""
        if self.boards_due:
            self.boards_due = False
            for attendee in self.lobby.attendees:
                if attendee not in self.news.held:
                    self.send_board(attendee)

    def reveal_at(self, go_ms: float) -> None:
        """The throw's faces reach each screen just at its go (rok_qt.net.table_news); the
        spectators' all at once, timed for the nearest of them."""
        crowd: list[Attendee] = []
        for attendee in self.lobby.attendees:
            if self.late(attendee):
                continue   # the log's views show it the faces, late
            if attendee.spectator and not attendee.board:
                crowd.append(attendee)
                continue
            due = Parcel(go_ms - attendee.link.one_way_ms, self.game.seq, reveal=True)
            if not self.news.keep(attendee, due):
                self._reveal(attendee)
        if crowd:
            nearest = min(attendee.link.one_way_ms for attendee in crowd)
            peers = tuple(attendee.peer for attendee in crowd)
            if not self.news.keep_for_crowd(Parcel(go_ms - nearest, self.game.seq, reveal=True,
                                            crowd=peers)):
                self.relay.send(peers, self._reveal_data())
        if not self.news.revealing():
            self.game.revealed()

    def flush_news(self, now: float) -> None:
        """What was held for screens and is due now goes out, in order."""
        for attendee, due in self.news.due(now):
            if attendee is None:
                self.relay.send(due.crowd, self._reveal_data() if due.reveal else due.data)
            elif due.reveal:
                self._reveal(attendee)
            elif attendee.board and due.seq:
                entry = self.game.log[due.seq - 1]
                if attendee.seats:
                    attendee.news.extend(news_for(entry.events, attendee.seats[0]))
                self.send_board(attendee, (entry.seq, entry.state))
            else:
                attendee.peer.send(due.data)
        if self.game.veiled and not self.news.revealing():
            self.game.revealed()

    def _reveal(self, attendee: Attendee) -> None:
        if attendee.board:
            self.send_board(attendee, (self.game.seq, self.game.view(revealed=True)))
        else:
            attendee.peer.send(self._reveal_data())

    def _reveal_data(self) -> bytes:
        """The reveal as a screen with an engine gets it, made once for them all."""
        state = self.game.state
        assert state is not None
        if self._revealed is None or self._revealed[0] is not state:
            self._revealed = (state, encode(Snapshot(self.game.seq,
                                                     self.game.view(revealed=True),
                                                     revealed=True)))
        return self._revealed[1]

    def send_seats(self) -> None:
        """The seat list to everyone."""
        LOG.debug("table %s: the seat list goes out", self.lobby.code)
        self._seats_sent = self.clock()
        self._lobby_sent = self.lobby.lobby()
        self.broadcast(Seats(self._lobby_sent))

    def latency_changed(self) -> None:
        """A link was measured again: the seat list goes out, at most once a second, if a
        latency changed as the screens show it (whole ms, or "under 1 ms"; a latency is the
        lowest of the last 8 round trips, so it seldom does)."""
        if (self.clock() - self._seats_sent >= SEATS_EVERY_MS
                and _as_shown(self.lobby.lobby()) != _as_shown(self._lobby_sent)):
            self.send_seats()


_LATE = (Snapshot, Logged, Go, Paused, Resumed, Record)
"""What a late spectator gets late: the game and the race's clock (the seat list at once)."""


def _as_shown(lobby: tuple[SeatInfo, ...]) -> tuple[SeatInfo, ...]:
    """The seat list with each latency as a screen shows it."""
    def shown(ms: float | None) -> float | None:
        return None if ms is None else float(round(ms)) if ms >= 1.0 else 0.0
    return tuple(msgspec.structs.replace(info, rtt_ms=shown(info.rtt_ms)) for info in lobby)
