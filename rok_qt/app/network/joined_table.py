"""The messages of a table server, played into this screen's session (through its authority,
the ServerMirror) and seat list.

One object per table joined (or hosted): it owns the link and the session, and says in signals
what the window shows besides the game: the lobby's seats, the table's code, a pause for
someone reconnecting, the end of the table.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from rok_qt import logs
from rok_qt.app.network.link import TableLink
from rok_qt.app.network.remote_session import ServerMirror, refusal
from rok_qt.net import protocol as p
from rok_qt.net.board_view import Board
from rok_qt.net.dispatch import MessageTable, on
from rok_qt.session_clock import perf_ms
from rok_qt.ui.network.seat_links import SeatLink, TableLinks

LOG = logs.channel("network")


class JoinedTable(QObject):
    """A table as this screen takes part in it: link in, session and lobby out.

    `welcomed()` once the server took us in (`code`, `host`, `spectator` are known then);
    `lobby_changed(list[SeatInfo])`; `started()` when the game's first state arrived;
    `held(list[str])` with the names the table waits for, `freed()`; `expired(list[int])`
    (host only): seats whose person did not come back in time; `ended(str, str)` with a
    CloseReason value (or "lost" when the server is gone) and the server's text;
    `refused(str)` when the server would not take us in; `rematch_asked(bool)` when a person
    here chose Play again after the game (True: this screen hosts, and the next game starts);
    `seat_left(str)` with the name of a person whose seat a computer player took.
    `said_no(str)` with the ErrorCode value of a message the table refused (the link stays).
    """

    welcomed = Signal()
    lobby_changed = Signal(list)
    started = Signal()
    held = Signal(list)
    freed = Signal()
    expired = Signal(list)
    ended = Signal(str, str)
    refused = Signal(str)
    connection_changed = Signal(bool)
    rematch_asked = Signal(bool)
    seat_left = Signal(str)
    """A person left during the game (or did not come back): a computer player plays on."""
    said_no = Signal(str)
    record_arrived = Signal(object)
    """The finished game's record (GameRecord), seed and all, from the table at the end."""

    def __init__(self, url: str, first: p.Host | p.Join, parent: QObject | None = None,
                 pin: str = "") -> None:
        super().__init__(parent)
        self.link = TableLink(url, first, self, pin)
        self.mirror = ServerMirror(self._send_move, [], self)
        """The authority of this table's session: the server's word, and its signals."""
        self.session = self.mirror.session
        """The game as this screen shows it (GameSession; its authority is `mirror`)."""
        self.code = ""
        self.host = isinstance(first, p.Host)
        self.spectator = isinstance(first, p.Join) and first.spectator
        self.lobby: list[p.SeatInfo] = []
        self.rtt_ms: float | None = None
        self.over = False
        self.saved_as = ""
        self.refusal_text = ""
        """The server's own words when it would not take us in (plain text)."""
        """The file name the table server gave a game the host saved and ended."""
        self._welcomed = False
        self._refs: dict[int, int] = {}
        self.link.received.connect(self._received)
        self.link.failed.connect(self._failed)
        self.link.connection_changed.connect(self._connection)
        self.link.rtt_changed.connect(self._rtt)
        self.mirror.rematch_wanted.connect(self._rematch)

    def start(self) -> None:
        """Connect."""
        self.link.start()

    def leave(self) -> None:
        """Go for good (the link says so to the server)."""
        self.over = True
        self.link.close()

    # --- to the server ----------------------------------------------------------------------
    def start_game(self, fill: bool) -> None:
        """Host: start now; `fill` seats computer players at the seats still open."""
        self.link.send(p.Start(fill))

    def arrange(self, arrangement: p.Arrange) -> None:
        """Host, before the start: the table's seats and options become these."""
        self.link.send(arrangement)

    def take_over(self, seat: int, computer: bool) -> None:
        """Host, after a seat expired: a computer player takes it, or save and end."""
        self.link.send(p.TakeOver(seat, computer))

    def _rematch(self) -> None:
        """The host's Play again starts the next game at this table, the same people in the
        same seats; anyone else's marks their seats ready for it (everyone sees it)."""
        if self.host:
            self.link.send(p.Start(False))
        elif self.mirror.mine:
            self.link.send(p.Ready(tuple(self.session.humans())))
        self.rematch_asked.emit(self.host)

    def _send_move(self, move: object, ref: int) -> None:
        from rok_qt.model.moves import Acknowledge

        if isinstance(move, Acknowledge):
            self.link.send(p.Ready(tuple(self.session.humans())))
        elif isinstance(move, p.LiveIntent):
            self.link.send(p.Live(ref, move))
        elif isinstance(move, p.Question):
            self.link.send(p.Answer(move))

    # --- from the server --------------------------------------------------------------------
    def _received(self, message: p.ServerMessage) -> None:
        HANDLERS(self, message)

    def _on_welcome(self, message: p.Welcome) -> None:
        self.code, self.host, self.spectator = message.table, message.host, message.spectator
        self.mirror.mine = list(message.seats)
        self._lobby(message.lobby)
        if message.state is not None:
            self.mirror.start_table(message.state, message.seq, list(message.seats))
            self.started.emit()
        elif self._welcomed:
            self.mirror.drop_pending()   # back after a drop: what was in flight is lost
        if not self._welcomed:
            self._welcomed = True
            self.welcomed.emit()

    def _on_seats(self, message: p.Seats) -> None:
        self._lobby(message.seats)

    def _on_snapshot(self, message: p.Snapshot) -> None:
        if message.revealed and message.seq == self.mirror.seq:
            self.mirror.reveal(message.state)   # this race's faces, just at its go
            return
        first = self.session.state is None
        self.mirror.start_table(message.state, message.seq, self.mirror.mine)
        if first:
            self.started.emit()

    def _on_logged(self, message: p.Logged) -> None:
        if not self.mirror.server_move(message.seq, message.move, message.state,
                                       list(message.events)):
            # The protocol client's mirror saw the gap too and asked for the state
            # (rok_qt.net.client: Resync); its Snapshot puts this screen back in step.
            LOG.info("out of step after entry %d: waiting for the table's state",
                     self.mirror.seq)

    def _on_go(self, message: p.Go) -> None:
        sync = self.link.clock
        # The race clock reads race_ms at at_ms: a resumed race starts where it stopped. (The
        # hello gave the first clock sample; without one the race starts here at once.)
        at = sync.to_client(message.at_ms) if sync.synced else perf_ms()
        self.mirror.set_go(message.round, at, race_ms=message.race_ms)

    def _on_refused(self, message: p.Refused) -> None:
        self.mirror.server_refused(message.id, refusal(message.code, message.text,
                                                        dict(message.params)))

    def _on_paused(self, message: p.Paused) -> None:
        self.mirror.forget_go()
        names = [self.seat_name(seat) for seat in message.seats]
        self.mirror.table.waiting_for = ", ".join(names)
        self.mirror.race_held.emit(", ".join(names))
        self.held.emit(names)

    def _on_resumed(self, _message: p.Resumed) -> None:
        self.mirror.table.waiting_for = ""
        self.mirror.race_freed.emit()
        self.freed.emit()

    def _on_expired(self, message: p.Expired) -> None:
        self.expired.emit(list(message.seats))

    def _on_error(self, message: p.Error) -> None:
        LOG.info("the server refused a message: %s %s", message.code, message.text)
        if message.fatal and not self._welcomed:
            self.refusal_text = message.text
            self.refused.emit(str(message.code))
        elif not message.fatal:
            self.said_no.emit(str(message.code))

    def _on_record(self, message: p.Record) -> None:
        self.record_arrived.emit(message.record)

    def _on_closed(self, message: p.Closed) -> None:
        self.over = True
        self.saved_as = message.save or ""
        self.ended.emit(str(message.reason), message.text)

    def _failed(self, text: str) -> None:
        if self.over:
            return
        if not self._welcomed:
            self.refused.emit(text or "lost")
            return
        self.over = True
        self.ended.emit("lost", text)

    def _connection(self, up: bool) -> None:
        self.connection_changed.emit(up)

    def _rtt(self, rtt_ms: float) -> None:
        self.rtt_ms = rtt_ms

    def _lobby(self, seats: tuple[p.SeatInfo, ...]) -> None:
        people = (p.SeatKind.REMOTE, p.SeatKind.HOST)
        before = {s.seat: s for s in self.lobby}
        gone = [s.name for s in seats if s.kind == p.SeatKind.COMPUTER
                and (was := before.get(s.seat)) is not None and was.kind in people
                and s.seat not in self.mirror.mine]
        self.lobby = list(seats)
        view = TableLinks({s.seat: SeatLink(
            s.name, s.kind == p.SeatKind.REMOTE, None if s.rtt_ms is None else round(s.rtt_ms, 1),
            not s.connected and s.kind in (p.SeatKind.REMOTE, p.SeatKind.HOST),
            s.ready and s.kind in (p.SeatKind.REMOTE, p.SeatKind.HOST))
            for s in seats}, self.mirror.table.waiting_for)
        self.mirror.set_table(view)
        self.lobby_changed.emit(self.lobby)
        for name in gone:
            self.seat_left.emit(name)

    def seat_name(self, seat: int) -> str:
        """The name at a seat as the lobby last said."""
        for info in self.lobby:
            if info.seat == seat:
                return info.name
        return str(seat + 1)


HANDLERS: MessageTable[JoinedTable] = MessageTable("the app's table client", [
    on(p.Welcome, JoinedTable._on_welcome), on(p.Seats, JoinedTable._on_seats),
    on(p.Snapshot, JoinedTable._on_snapshot), on(p.Logged, JoinedTable._on_logged),
    on(p.Go, JoinedTable._on_go), on(p.Refused, JoinedTable._on_refused),
    on(p.Paused, JoinedTable._on_paused), on(p.Resumed, JoinedTable._on_resumed),
    on(p.Expired, JoinedTable._on_expired), on(p.Error, JoinedTable._on_error),
    on(p.Record, JoinedTable._on_record), on(p.Closed, JoinedTable._on_closed)],
    ignores=[p.Pong, p.Probe, Board])
"""What each server message does at this screen (a Pong and a Probe are the protocol
client's, rok_qt.net.client; a Board is for phones)."""
