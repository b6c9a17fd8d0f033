"""What crosses the network between a table server and its clients (R7.3): msgspec structs.

Transport: one WebSocket per client (binary frames), each frame one msgpack-encoded message,
tagged by the field ``"t"``. Every message either way is at most MAX_MESSAGE (64 KiB) bytes;
`decode_client` and `decode_server` refuse anything larger unread, and decode strictly (unknown
fields, wrong types, out-of-range numbers are refused with a one-line ProtocolError). Names and
texts from the network are plain text: show them with Qt.TextFormat.PlainText.

Times: the server's clock is ``server_ms``, ms on the server's monotonic clock (any origin).
Race stamps are ms on the race clock (0 at the reveal, "go"), as the engine's moves carry them.

A session, client to server (C) and server to client (S):

1. C `Host` or `Join` first, carrying `version` (PROTOCOL_VERSION). Anything else first, or
   another version, gets `Error` and the connection closes.
   - `Host`: the seats of a new table (`SeatSpec`: a person at this screen, a seat open for a
     player on another computer, or a computer player; its age, when given), the time limit,
     an optional seed and the first player (None: the youngest, R3.3).
     The server makes the table and answers `Welcome` with its code and `host=True`; the host
     holds every non-open person seat. `title` names the table on the local network: a server
     run with LAN discovery advertises it (service ``_rok._tcp``, TXT ``code`` and ``title``).
   - `Join`: the table code (``7Q-K7MQ-2XPA-R4ZB``), one name per person this screen brings
     (each takes an open seat), or `spectator=True` with no names. To rejoin after a drop: the
     `token` from the earlier `Welcome` and `last_seq`, the last log entry this client has.
     A screen that joins connects to the path ``/t/<code>`` (a proxy in front of several
     servers routes it by the code's server id); a host, and a screen of the first servers,
     to ``/``. A Join whose code is not its path's is refused.
2. S `Welcome`: the table code, this client's seats and seat token (keep it for a rejoin),
   the seat list (`SeatInfo`), and, once the game has started, `state` (a view of the game
   after log entry `seq`: see "Views" below). On a
   rejoin whose `last_seq` the server still has, `state` is None and the entries after
   `last_seq` follow as `Logged` messages instead.
3. Clock sync: C `Ping(client_ms)` every 2 s (ClockSync in rok_qt.net.clock), S `Pong` with
   its receive and send times (NTP's formula). S also sends `Probe(server_ms)`; C answers at
   once with `Echo(server_ms)`: the server's own round-trip measure of that client, from which
   it takes the one-way delay it allows for a stamp (rok_qt.net.fairness).
4. S `Seats`: the seat list whenever it changes (who joined, connected, latency, ready).
5. C `Start(fill)` (host only): start the game; `fill=True` gives every seat still open to a
   computer player. S sends `Snapshot` (the new game's state, `seq` 0) to everyone. After a
   game is over, the host's `Start` is a rematch: a new game, the same seats, a `Snapshot`
   whose `seq` goes on from the log's; anyone else's `Ready` then marks their seats ready.
6. The game: the server is the only judge and the only writer of the table's log. Each entry
   is S `Logged(seq, move, events, state)`: the engine move it applied (from a person, a
   computer player or the server's clock: `TimeUp`), the events it caused, and the game after
   it as a view, `seq` counting 1, 2, ... A client keeps its mirror of the game by taking
   each entry's view, and animates from the events; it never runs the random generator.
   Views (rok_qt.net.views): every `GameState` a screen gets is one. It has no seed and no
   generator state (both 0); the hidden stones (the bag, the hands, the face-down stones on
   the table) each go by another hidden stone's id, drawn from a secret of the table for
   each set of hidden stones, and the bag is sorted; events name stones as the views do. A
   view is a whole game an engine can step (a screen predicts its own race moves on it).
   When the game is over every screen gets S `Record(record)`: the game's record with its
   seed (rok_qt.persistence.game_record), to watch it again.
   Events cross without animation frames (`StonesThrown.frames`, `Flicked.frames` and their
   `impacts` are empty), so every message stays under the cap; the resting places are there.
   S `Snapshot(seq, state)` (a view) replaces the mirror whenever the server changed the
   state outside the engine (a computer player taking over a seat) and at the start of each
   game.
   - Questions (`rok_qt.model.questions.waiting_for`) of one seat are answered with C
     `Answer(move)`: `Throw`, `PayPenalty`, `Flick`, `ChooseOrder` of a seat this client holds.
   - The live race (R7.2, R7.3): S `Go(round, at_ms, race_ms, settle_ms)`: the race clock
     reads `race_ms` at server time `at_ms` (a fresh race: 0; after a pause: where it stopped).
     Every screen starts (or resumes) at that instant on its synchronised clock. `settle_ms`
     is the referee's window W for this race (`state.race_window_ms`); the server plays it
     at the reveal as the engine's move `RaceWindow(window_ms, uncertainty_ms)` (a Logged
     entry just before the race's first Go, so a mirror's engine judges the logged moves
     exactly as the server's does, and the game's Record keeps one per race); each screen's
     `Snapshot(revealed=True)` of that same entry then brings the throw's faces just at its
     go (before go a view hides them). Another seat's race move reaches a screen only once
     no take of that screen could still be stamped as early (rok_qt.net.table_news).
     C `Live(id, move)`: `Take`, `PutBack`, `LayOnBalance` or `Done` of a seat this client
     holds, stamped with the race ms of the person's input event (RaceStamper in
     rok_qt.net.clock). The server keeps a stamp only if it is possible
     (fairness.accept_stamp) and hands the move to the engine's referee; a refused move
     comes back as S `Refused(id, code, text, params)` (code: a
     `rok_qt.model.errors.Refusal` value, params as InvalidMove carries them; or ``not_now``
     for a move that came after the race ended or while it is paused).
   - Between rounds (the summary): C `Ready(seats)` for the people at this screen; the seat
     list shows each ready; the next round starts when every person seat is ready.
7. Faults: a seated client that drops keeps its seats for RECONNECT_S (60 s); S `Paused(seats,
   deadline_ms, race_ms)` tells everyone whom the table waits for (the race clock stops), S
   `Resumed` when they are back (a fresh `Go` follows in a race). When the time runs out the
   host gets S `Expired(seats)` and answers C `TakeOver(seat, computer)`: True, a computer
   player takes the seat; False, the game is saved and ended (S `Closed`). A table hosted
   again from its save (rok_qt.net.rehost) starts with every person's seat waiting like this;
   a `Join` with the seat's earlier `token` takes it back.
7a. Out of step: a client whose copy of the game no longer follows the log (an entry's
   number is not the next one, or its move does not apply to the copy) sends C `Resync`
   ("send me the state") and gets S `Snapshot(seq, state)` at once, for its own table (the
   one its connection joined), at most once every RESYNC_MS; another Resync sooner is
   refused with `Error(rate)`, one before the game has started with `Error(not_now)`.
   Entries after the snapshot's `seq` follow as usual.
7b. Phones (a screen without an engine: the phone page, rok_qt.net.phone_page): C `Join`
   with `board=True` gets no game state and no log: the Welcome's `state` is None, and after
   every change S `Board` (rok_qt.net.board_view), that seat's whole view, made on the
   server. `Go`, `Seats`, `Refused`, `Paused` and the rest come as to any screen. A board
   screen may join with `spectator=True` to watch the lobby and then C `Sit(name, seat)`
   (before the game starts): it takes that open seat (None: the first open one) under a
   name checked like any, and gets a fresh `Welcome` with its seat and token.
7c. C `Arrange(seats, keep, ...)` (host only, before the game starts): the table's seats
   become `seats`, and its time limit, seed and first player those given with them; `keep[i]`
   names the earlier seat whose player (on another screen or a phone) sits at seat i now,
   or -1. A player whose seat is not kept loses it (S `Error(not_now)`
   and a `Welcome` without seats: they may Sit again); every screen whose seats moved gets a
   fresh `Welcome`. New game at one screen keeps its rows in step this way while phones join.
8. S `Error(code, text)` for a message refused (the connection stays open unless `fatal`),
   S `Closed(reason, text)` when the table ends or the server shuts down; C `Leave` to go.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, TypeVar

import msgspec

from rok_qt.model.events import Event
from rok_qt.model.moves import (
    ChooseOrder,
    Done,
    Flick,
    LayOnBalance,
    Move,
    PayPenalty,
    PutBack,
    Take,
    Throw,
)
from rok_qt.model.state import Controller, GameState
from rok_qt.net.board_view import Board
from rok_qt.persistence.game_record import GameRecord

PROTOCOL_VERSION = 6
"""1: the first network tables; 2: Resync (a screen out of step asks for the state); 3: phones
(Join.board, Board, Sit, Arrange); 4: probes with nonces, takes before go refused; 5: views,
not the state (every state a view, each Logged with the view after it; Record at the end); 6:
caps (ErrorCode.WAIT for a network that sent too many wrong codes, CloseReason.EXPIRED for a
table whose game never started), races too close to call (R7.3: Take.uncertainty_ms,
TakeBeaten/RaceWon/RaceLost.within_ms), and each race's window as a logged move (RaceWindow)
rather than a Snapshot."""
MAX_MESSAGE = 64 * 1024
"""Bytes a message may have, either way; larger frames are refused unread."""
RECONNECT_S = 60.0
"""How long a dropped client keeps its seats."""
RESYNC_MS = 1000.0
"""A connection gets the whole state on Resync at most this often (it is the largest
message: a stream of them would cost the server as a flood would)."""
MAX_NAME = 24
MAX_SEATS = 5
MAX_SPECTATOR_DELAY_S = 60
"""The most a host may delay what spectators see (Host.spectator_delay_s), in seconds."""
MAX_SPECTATORS = 50
"""Spectators a table takes at once, by default (a server's `--max-spectators`); one more is
refused with `Error(full)`."""
CODE_LENGTH = 17
"""A table code: a server id and 12 characters of Crockford's base 32 (``7Q-K7MQ-2XPA-R4ZB``):
60 random bits (rok_qt.net.codes). Case, dashes and spaces do not matter; O reads as 0, I and L
as 1."""

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
Ms = Annotated[float, msgspec.Meta(ge=0.0, le=1e15)]
"""A clock reading in ms: finite (NaN and infinities are refused) and not negative."""
Seat = Annotated[int, msgspec.Meta(ge=0, lt=MAX_SEATS)]
Seq = Annotated[int, msgspec.Meta(ge=0, le=2**53)]
Token = Annotated[str, msgspec.Meta(max_length=64)]
Code = Annotated[str, msgspec.Meta(max_length=32)]
Age = Annotated[int, msgspec.Meta(ge=0, le=150)]
Limit = Annotated[int, msgspec.Meta(gt=0, le=3_600_000)]
"""A time limit per grab turn in ms (None where it is allowed: no limit)."""
SeedValue = Annotated[int, msgspec.Meta(ge=0, le=2**62)]


class _Message(msgspec.Struct, tag_field="t", forbid_unknown_fields=True):
    """Base of every message: tagged by ``t``, unknown fields refused."""


# --- Client to server -------------------------------------------------------------------------

class SeatSpec(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat of a hosted table: a person at the host's screen (HUMAN, open False), a seat
    open for a player on another computer (HUMAN, open True), or a computer player."""

    name: Name
    controller: Controller = Controller.HUMAN
    open: bool = False
    match_ms: Annotated[float, msgspec.Meta(gt=0.0, le=600_000.0)] = 2500.0
    match_percent: Annotated[int, msgspec.Meta(ge=1, le=1000)] = 100
    age: Age | None = None
    """The player's age, when the host gave it: the youngest starts (R3.3)."""


class Host(_Message, tag="host"):
    """First message of a host: make a table with these seats (2 to 5)."""

    version: int
    seats: Annotated[tuple[SeatSpec, ...], msgspec.Meta(min_length=2, max_length=MAX_SEATS)]
    time_limit_ms: Limit | None = 20_000
    seed: SeedValue | None = None
    title: Annotated[str, msgspec.Meta(max_length=40)] = ""
    """The table's name on the local network (LAN discovery lists it, with its code)."""
    first: Seat | None = None
    """The seat that throws first (None: the youngest, R3.3)."""
    spectator_delay_s: Annotated[int, msgspec.Meta(ge=0, le=MAX_SPECTATOR_DELAY_S)] = 0
    """Spectators see the game this many seconds late (0: as it happens)."""


class Join(_Message, tag="join"):
    """First message of a player or spectator: the table code and the people at this screen."""

    version: int
    table: Code
    names: Annotated[tuple[Name, ...], msgspec.Meta(max_length=MAX_SEATS)] = ()
    spectator: bool = False
    token: Token = ""
    last_seq: Seq = 0
    board: bool = False
    """This screen draws from Board views (a phone page): no state, no log (7b above)."""


class Ping(_Message, tag="ping"):
    """Clock sync: the client's clock when it sent this."""

    client_ms: Ms


Nonce = Annotated[int, msgspec.Meta(ge=0, le=2**53 - 1)]
"""A probe's nonce: 52 random bits, exact in a JavaScript number (the phone page)."""


class Echo(_Message, tag="echo"):
    """The answer to a Probe, sent at once: the probe's nonce back."""

    nonce: Nonce


LiveIntent = Take | PutBack | LayOnBalance | Done
Question = Throw | PayPenalty | Flick | ChooseOrder


class Live(_Message, tag="live"):
    """A stamped move in the race (R7.2, R7.3): ms on the race clock of this client's screen."""

    id: Seq
    move: LiveIntent


class Answer(_Message, tag="answer"):
    """The answer of a seat this client holds to the engine's question."""

    move: Question


class Ready(_Message, tag="ready"):
    """These people at this screen have seen the round summary."""

    seats: Annotated[tuple[Seat, ...], msgspec.Meta(max_length=MAX_SEATS)]


class Start(_Message, tag="start"):
    """Host only: start the game; `fill` gives the seats still open to computer players."""

    fill: bool = False


class TakeOver(_Message, tag="take_over"):
    """Host only, after Expired: a computer player takes the seat (True) or save and end."""

    seat: Seat
    computer: bool


class Resync(_Message, tag="resync"):
    """This client's copy of the game fell out of step with the log: send the whole state."""


class Sit(_Message, tag="sit"):
    """A seatless board screen takes an open seat before the game starts (None: any)."""

    name: Name
    seat: Seat | None = None


class Arrange(_Message, tag="arrange"):
    """Host only, before the start: the seats become these; keep[i]: the earlier seat whose
    player sits at seat i now, or -1. The game's options come with them, as in Host (a
    `seed` of None keeps the table's)."""

    seats: Annotated[tuple[SeatSpec, ...], msgspec.Meta(min_length=2, max_length=MAX_SEATS)]
    keep: Annotated[tuple[Annotated[int, msgspec.Meta(ge=-1, lt=MAX_SEATS)], ...],
                    msgspec.Meta(max_length=MAX_SEATS)]
    time_limit_ms: Limit | None = 20_000
    seed: SeedValue | None = None
    first: Seat | None = None


class Leave(_Message, tag="leave"):
    """This client goes for good: its seats are released as a drop would be."""


ClientMessage = (Host | Join | Ping | Echo | Live | Answer | Ready | Start | TakeOver | Resync
                 | Sit | Arrange | Leave)


# --- Server to client -------------------------------------------------------------------------

class SeatKind(StrEnum):
    """Who sits at a seat."""

    HOST = "host"          # a person at the host's screen
    OPEN = "open"          # waiting for a player on another computer
    REMOTE = "remote"      # a person at another computer
    COMPUTER = "computer"  # a computer player, run by the server


class SeatInfo(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat as every screen shows it."""

    seat: Seat
    name: str
    kind: SeatKind
    controller: Controller
    connected: bool
    rtt_ms: float | None = None
    ready: bool = False
    phone: bool = False
    """A person who plays on a phone (its page took the seat)."""


class ErrorCode(StrEnum):
    """Why a message or a connection was refused."""

    VERSION = "version"            # another protocol version
    FIRST = "first"                # the first message was not Host or Join
    NO_TABLE = "no_table"          # no table has that code
    FULL = "full"                  # not enough open seats, or the server's table cap
    TOKEN = "token"                # an unknown seat token
    NAME = "name"                  # a name refused (empty, too long, twice at the table)
    MALFORMED = "malformed"        # not a message of this protocol
    TOO_BIG = "too_big"            # over MAX_MESSAGE
    RATE = "rate"                  # too many messages
    NOT_YOURS = "not_yours"        # a move for a seat this client does not hold
    NOT_HOST = "not_host"          # a host's command from someone else
    NOT_NOW = "not_now"            # a message that does not fit the table's moment
    BUSY = "busy"                  # too many connections from this network
    WAIT = "wait"                  # too many wrong codes from this network: wait (its text
                                   # says how many seconds)


class Welcome(_Message, tag="welcome"):
    """The answer to Host or Join."""

    version: int
    table: str
    seats: tuple[int, ...]
    token: str
    host: bool
    spectator: bool
    lobby: tuple[SeatInfo, ...]
    seq: int
    state: GameState | None
    server_ms: float


class Pong(_Message, tag="pong"):
    """Clock sync: the ping's client time, the server's receive and send times."""

    client_ms: float
    server_rx_ms: float
    server_tx_ms: float


class Probe(_Message, tag="probe"):
    """The server measures the round trip itself: answer with Echo(nonce) at once."""

    nonce: int


class Seats(_Message, tag="seats"):
    """The seat list, whenever something on it changed."""

    seats: tuple[SeatInfo, ...]


class Snapshot(_Message, tag="snapshot"):
    """The whole game after log entry `seq` (a view): replaces a client's mirror.
    `revealed`: the same moment of a race with the throw's faces, just at this screen's go."""

    seq: int
    state: GameState
    revealed: bool = False


class Logged(_Message, tag="logged"):
    """Log entry `seq`: the move the server's engine applied, the events it caused, and the
    game after it as screens may see it (a view: rok_qt.net.views)."""

    seq: int
    move: Move
    events: tuple[Event, ...]
    state: GameState


class Record(_Message, tag="record"):
    """The finished game's record, seed and all (rok_qt.persistence.game_record): sent to
    every screen once the game is over, so each can watch it again."""

    record: GameRecord


class Go(_Message, tag="go"):
    """The race clock reads `race_ms` at server time `at_ms` (R7.3); `settle_ms`: the
    referee's window W, after which a stone's owner is final."""

    round: int
    at_ms: float
    race_ms: float
    settle_ms: float


class Refused(_Message, tag="refused"):
    """The engine refused this client's move `id` (Live; Answer has id 0)."""

    id: int
    code: str
    text: str
    params: dict[str, int | float | str]


class Paused(_Message, tag="paused"):
    """The table waits for these seats to reconnect until `deadline_ms` (server clock);
    a race's clock stopped at `race_ms`."""

    seats: tuple[int, ...]
    deadline_ms: float
    race_ms: float | None


class Resumed(_Message, tag="resumed"):
    """Everyone is back (or was replaced): the game goes on (a race: a fresh Go follows)."""


class Expired(_Message, tag="expired"):
    """To the host: these seats did not come back in time; answer TakeOver for each."""

    seats: tuple[int, ...]


class Error(_Message, tag="error"):
    """A message refused; `fatal`: the server closes the connection after this."""

    code: ErrorCode
    text: str
    fatal: bool = False


class CloseReason(StrEnum):
    """Why a table or the connection ended."""

    GAME_OVER = "game_over"        # the game ended normally
    SAVED = "saved"                # the host chose to save and end
    SHUTDOWN = "shutdown"          # the server is stopping
    HOST_LEFT = "host_left"        # the host ended the table
    EXPIRED = "expired"            # its game did not start in time (a lobby expires)


class Closed(_Message, tag="closed"):
    """The table is over for this client: why, in a sentence for logs (screens translate the
    reason), and the saved game's file name when the server wrote one."""

    reason: CloseReason
    text: str
    save: str | None = None


ServerMessage = (Welcome | Pong | Probe | Seats | Snapshot | Logged | Go | Refused | Paused
                 | Resumed | Expired | Error | Closed | Board | Record)


# --- Coding -----------------------------------------------------------------------------------

class ProtocolError(ValueError):
    """Bytes that are not a message of this protocol: one line, with an ErrorCode."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


_ENCODER = msgspec.msgpack.Encoder()
_CLIENT = msgspec.msgpack.Decoder(ClientMessage)
_SERVER = msgspec.msgpack.Decoder(ServerMessage)


def encode(message: ClientMessage | ServerMessage) -> bytes:
    """The frame of one message."""
    return _ENCODER.encode(message)


def decode_client(data: bytes | str) -> ClientMessage:
    """A message from a client; raises ProtocolError for anything else (text frames too)."""
    return _decode(_CLIENT, data)


def decode_server(data: bytes | str) -> ServerMessage:
    """A message from the server; raises ProtocolError for anything else."""
    return _decode(_SERVER, data)


_T = TypeVar("_T")


def _decode(decoder: msgspec.msgpack.Decoder[_T], data: bytes | str) -> _T:
    if not isinstance(data, bytes | bytearray | memoryview):
        raise ProtocolError(ErrorCode.MALFORMED, "A text frame: messages are binary msgpack.")
    if len(data) > MAX_MESSAGE:
        raise ProtocolError(ErrorCode.TOO_BIG, f"A message of {len(data)} bytes: at most "
                            f"{MAX_MESSAGE}.")
    try:
        return decoder.decode(data)
    except msgspec.DecodeError as error:   # ValidationError included
        raise ProtocolError(ErrorCode.MALFORMED, f"Not a message: {error}") from None
    except RecursionError:
        raise ProtocolError(ErrorCode.MALFORMED, "Not a message: nested too deeply") from None
