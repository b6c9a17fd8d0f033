"""A game whose engine runs on a table server (R7.3): the session's authority is the server.

`ServerMirror` is the authority (rok_qt.session_authority.Authority) of the `GameSession` a
network table shows: the session keeps everything the table, the event player and the question
router read (the same signals, the same `state`, `submit`, `humans`); the mirror says whose move
is whose and brings the server's word. What differs from a game at one screen (`LocalEngine`):

- The server is the only judge. Each move it applied comes back numbered (`server_move`) with
  the events it caused and the game after it as this screen may see it (a view, with no seed
  and no hidden stone's face: rok_qt.net.views): the copy here becomes that view, so the
  events shown are the ones the server's engine made, and this screen never runs the
  random generator.
- A live move of a person here shows at once: it is applied to a predicted state on top of the
  confirmed one and sent. When the server's order differs (a late, earlier take won the stone),
  the prediction is rebuilt and the screen corrected: the stone goes to its winner and the loser
  hears who was faster (the referee's `TakeBeaten`, as at one screen).
- Only the seats of the people at this screen are "human" here; every other seat (people on
  other computers, computer players) is answered by the server, so nothing here asks for it.
- Computer players and the time limit run on the server: no bot timers here.
- The round summary's "seen" is a ready message: the server goes on when every person is ready.
- A copy out of step (a move's number skips one, or the move does not apply to the copy) keeps
  showing what it has and says so (`server_move` returns False): the link asks the server for
  the state, which comes back as a Snapshot (`start_table`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import msgspec
from PySide6.QtCore import QObject, Signal

from rok_qt import logs
from rok_qt.model import engine
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import Event, StonePutBack, StonesThrown, StoneTaken, TakeBeaten
from rok_qt.model.live import LIVE_MOVES
from rok_qt.model.moves import Acknowledge, Move, TimeUp
from rok_qt.model.setup import GameConfig
from rok_qt.model.state import GameState
from rok_qt.session import GameSession
from rok_qt.session_clock import perf_ms
from rok_qt.ui.network.seat_links import TableLinks

LOG = logs.channel("network")

Send = Callable[[Move, int], None]
"""Sends a move to the server with this screen's reference number for it."""


@dataclass
class Pending:
    """A move of this screen, shown already, not yet confirmed by the server."""

    ref: int
    move: Move


def same_state(a: GameState, b: GameState) -> bool:
    """Equal states (byte for byte as the engine copies them)."""
    return bool(msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b))


def same_intent(a: Move, b: Move) -> bool:
    """The same move but perhaps for its stamp (the server may move a stamp it finds too early
    to the earliest it allows, R7.3) and a take's uncertainty (the server's to set)."""
    if type(a) is not type(b):
        return False
    fields_a = {k: v for k, v in msgspec.structs.asdict(a).items() if k not in _SERVERS}
    fields_b = {k: v for k, v in msgspec.structs.asdict(b).items() if k not in _SERVERS}
    return fields_a == fields_b


_SERVERS = frozenset({"ms", "uncertainty_ms"})
"""The fields of a live move the server sets (fairness.accept_stamp, stamp_uncertainty)."""


def holders(state: GameState) -> dict[int, int]:
    """Stone -> seat for every stone in a hand or a pick of the live grab."""
    live = state.live
    if live is None:
        return {}
    return {stone: seat for stone, (seat, _ms) in live.taken.items()}


class ServerMirror(QObject):
    """The authority of a network table's session (module docstring); `send` carries moves to
    the server. `session` is the GameSession it judges for (it makes one unless given).

    Signals besides the session's: `table_changed(TableLinks)` when a seat's link, ready or the
    waiting changes; `faces_shown()` when the race's view with the throw's faces came (at
    go); `race_go(float)` with the perf_counter ms at which this screen's race starts;
    `race_held(str)` / `race_freed()` when the server pauses the race for a person who is
    reconnecting and goes on; `rematch_wanted()` when a person here would play again.
    """

    table_changed = Signal(object)
    faces_shown = Signal()
    race_go = Signal(float)
    race_held = Signal(str)
    race_freed = Signal()
    rematch_wanted = Signal()

    shared = True
    runs_clock = False
    """Computer players and the race's clock run on the server: no timers here."""

    def __init__(self, send: Send, seats: list[int], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._send = send
        self.session = GameSession(parent, bot_delay_ms=0, authority=self)
        """The session the window shows (its authority is this mirror)."""
        self.mine = sorted(set(seats))
        """The seats of the people at this screen (none for a spectator)."""
        self._confirmed: GameState | None = None
        self._pending: list[Pending] = []
        self._told: set[tuple[int, int, float]] = set()   # TakeBeaten said: seat, stone, ms
        self._corrected: set[int] = set()
        """Our moves the screen already took back (the server's refusal then says nothing
        new)."""
        self._ref = 0
        self._seq = 0
        self.table = TableLinks()
        self._go: tuple[int, float, float] | None = None
        """The round, the perf ms of its race's "go" and the race ms the clock reads then."""
        self._faces_due = False

    # --- the authority (rok_qt.session_authority.Authority) --------------------------------
    @property
    def _state(self) -> GameState | None:
        return self.session.state

    @property
    def seq(self) -> int:
        """The number of the last server move applied here (a rejoin asks for the rest)."""
        return self._seq

    def is_bot(self, state: GameState, seat: int) -> bool:
        """Every seat not played at this screen is answered elsewhere (the server)."""
        return seat not in self.mine

    def judged(self, state: GameState) -> GameState:
        """The server's state comes with the server's W: it is kept as it is."""
        return state

    @property
    def faces_due(self) -> bool:
        """True from a race's throw until its reveal reaches this screen (the view before it
        names the stones that landed face up after other hidden stones, R7.2). A spectator
        never waits for it: one who watches late gets no reveal, only the later views."""
        return self._faces_due

    def ms_to_start(self) -> float | None:
        """ms until the server's "go" for this round's race on this screen's clock (0 when it
        has passed; infinite until the server has said when)."""
        state = self._state
        if self._go is None or state is None or self._go[0] != state.round:
            return math.inf
        return max(0.0, self._go[1] - perf_ms())

    # --- from the screen ------------------------------------------------------------------
    def new_game(self, config: GameConfig) -> bool:
        """Play again (the game-over dialog's rematch): a network table's next game is the
        host's to start, with the same seats (`rematch_wanted`); the config is not used."""
        del config
        if self._state is not None:
            self.rematch_wanted.emit()
        return True

    def submit(self, move: Move) -> bool:
        """Send the move; a live move of this screen's seats shows at once (predicted)."""
        if self._state is None:
            return False
        if isinstance(move, TimeUp):
            return False   # the server's clock ends the race
        if isinstance(move, Acknowledge):
            self._ref += 1
            self._send(move, self._ref)   # ready: the server goes on when everyone is
            return True
        player = getattr(move, "player", None)
        if player not in self.mine:
            return False
        try:
            state, events = engine.step(self._state, move)
        except InvalidMove as error:
            self.session.move_rejected.emit(error)
            return False
        self._ref += 1
        self._send(move, self._ref)
        if isinstance(move, LIVE_MOVES) and state.live is not None:
            # Shown at once; a move that ends the grab waits for the server, which settles it.
            self._pending.append(Pending(self._ref, move))
            self.session.show(state)
            self._verdicts(events)   # a take that found the stone gone is told now, once
            self._announce_remote(events)
        return True

    # --- from the server ------------------------------------------------------------------
    def start_table(self, state: GameState, seq: int, seats: list[int]) -> None:
        """The table as the server has it (joining, or rejoining after a drop)."""
        self.mine = sorted(set(seats))
        self._confirmed = state
        self._pending.clear()
        self._told.clear()
        self._seq = seq
        self._faces_due = False   # a whole state: shown as it is (a reveal may not follow)
        self.session.load_state(engine.copy_state(state))

    def server_move(self, seq: int, move: Move, view: GameState, events: list[Event]) -> bool:
        """The server applied `move` as its number `seq` (ours, as sent, or anyone's), which
        caused `events` and left the game as `view` shows it; False when this copy is out of
        step with the server's log (it then needs the state)."""
        if self._confirmed is None or self._state is None:
            return False   # a move without the state it follows
        if seq <= self._seq:
            return True   # a repeat after a rejoin
        if seq != self._seq + 1:
            return False   # an entry went missing
        confirmed = view
        self._confirmed, self._seq = confirmed, seq
        if view.live is not None and self.mine and any(isinstance(e, StonesThrown)
                                                       for e in events):
            self._faces_due = True   # the table sends this race's faces just at its go
        shown = self._state
        ours = bool(self._pending) and same_intent(self._pending[0].move, move)
        if ours:
            self._pending.pop(0)
        if shown.live is None:
            # Nothing of ours is shown ahead of the server outside a race: play its events.
            self._pending.clear()
            self.session.show(engine.copy_state(confirmed))
            self.session.move_applied.emit()
            self.session.move_played.emit(move)
            self._announce_remote(events)
            return True
        target, refused, beaten = self._replayed()
        ended = [] if target.live is not None else events
        if not ours:
            try:
                after, own_events = engine.step(shown, move)
            except InvalidMove:
                after, own_events = None, []
            if after is not None and same_state(after, target):
                self.session.show(after)
                self._verdicts(own_events)
                self._announce_remote(own_events)
                return True
        self._settle(shown, target, ended, refused, self._verdicts(events) + beaten)
        return True

    def reveal(self, view: GameState) -> None:
        """The same moment of the race, with the throw's faces: the table sends them so that
        they arrive just at this screen's go (R7.2), never before."""
        if self._confirmed is None:
            return
        self._confirmed = view
        self._faces_due = False
        self.session.show(self._replayed()[0])
        self.faces_shown.emit()

    def server_refused(self, ref: int, error: InvalidMove) -> None:
        """The server refused one of our moves (another take came first): correct the screen."""
        if ref in self._corrected:
            return   # already shown: the screen saw the earlier take and corrected itself
        kept = [p for p in self._pending if p.ref != ref]
        if len(kept) == len(self._pending) or self._state is None:
            self.session.move_rejected.emit(error)
            return
        self._pending = kept
        target, refused, beaten = self._replayed()
        self._settle(self._state, target, [], [error, *refused], beaten)

    def drop_pending(self) -> None:
        """The link dropped: moves in flight never reached the server; show what it has."""
        if not self._pending or self._confirmed is None or self._state is None:
            return
        self._pending.clear()
        self._settle(self._state, engine.copy_state(self._confirmed), [], [], [])

    def _replayed(self) -> tuple[GameState, list[InvalidMove], list[Event]]:
        """Confirmed plus those of our moves in flight that still play, why the others do not,
        and the referee's verdicts on ours not told yet (a take of ours a late, earlier take
        beat: TakeBeaten)."""
        assert self._confirmed is not None
        state = engine.copy_state(self._confirmed)
        kept: list[Pending] = []
        refused: list[InvalidMove] = []
        beaten: list[Event] = []
        for pending in self._pending:
            try:
                state, events = engine.step(state, pending.move)
            except InvalidMove as error:
                refused.append(error)
                self._corrected.add(pending.ref)
                continue
            beaten += self._verdicts(events)
            kept.append(pending)
        self._pending = kept
        return state, refused, beaten

    def _verdicts(self, events: list[Event]) -> list[Event]:
        """The TakeBeaten of this screen's people among `events` not told before (each loss is
        said once, whichever copy of the race found it first)."""
        told: list[Event] = []
        for event in events:
            if isinstance(event, TakeBeaten) and event.player in self.mine:
                key = (event.player, event.stone, event.ms)
                if key not in self._told:
                    self._told.add(key)
                    told.append(event)
        return told

    def _settle(self, shown: GameState, target: GameState, events: list[Event],
                refused: list[InvalidMove], beaten: list[Event]) -> None:
        """Show `target`: a grab still on is corrected stone by stone, with who was faster;
        else the events play."""
        self.session.show(target)
        if refused or beaten:
            LOG.debug("the screen corrected: %d move(s) refused, %d take(s) beaten",
                      len(refused), len(beaten))
        for error in refused:
            self.session.move_rejected.emit(error)
        if shown.live is not None and target.live is not None:
            self._announce_remote(corrections(shown, target) + beaten)
        else:
            self._announce_remote(events)

    def _announce_remote(self, events: list[Event]) -> None:
        if self._state is not None:
            self.session.tell(events)

    def set_go(self, round_: int, at_perf_ms: float, race_ms: float = 0.0) -> None:
        """The server's "go" for this round's race or its resumption (the race clock reads
        `race_ms` then), on this screen's clock. The referee's settle window W (R7.2) came
        before it as the race's `RaceWindow` move, which the copies here played as the server
        did (the Go's `settle_ms` repeats it)."""
        self._go = (round_, at_perf_ms, race_ms)
        self.race_go.emit(at_perf_ms)

    def start_race(self) -> bool:
        """The countdown ended (or the race resumes): the race clock runs from the table's
        "go", not from whenever this screen's timer fired (a busy computer fires it late), so a
        take is stamped on the clock every screen and the server share (R7.3) and an honest
        stamp is not moved later for looking earlier than its arrival allows; a resumed race
        goes on where the server's clock stopped. False before the table said when."""
        state, go = self._state, self._go
        if state is None or state.live is None or go is None or go[0] != state.round:
            return False
        self.session.race.run_from(go[1], go[2])
        return True

    def forget_go(self) -> None:
        """The table paused: the race goes on at a "go" still to come."""
        self._go = None

    def set_table(self, table: TableLinks) -> None:
        """Seats' links and readiness as the server reports them."""
        self.table = table
        self.table_changed.emit(table)


def corrections(shown: GameState, now: GameState) -> list[Event]:
    """What changed hands between what was shown and what is true, as live events: a stone
    that went back is put back; a stone that another seat holds now is taken by them."""
    before, after = holders(shown), holders(now)
    assert now.live is not None
    events: list[Event] = []
    for stone, seat in before.items():
        if stone not in after:
            events.append(StonePutBack(seat, stone, now.live.now_ms))
    for stone, seat in after.items():
        if before.get(stone) != seat:
            events.append(StoneTaken(seat, stone, now.live.taken[stone][1]))
    return events


def refusal(code: str, message: str, params: dict[str, int | float | str]) -> InvalidMove:
    """An InvalidMove from the server's words (a code it does not know reads as WRONG_KIND)."""
    try:
        kind = Refusal(code)
    except ValueError:
        kind = Refusal.WRONG_KIND
    return InvalidMove(kind, message, **params)
