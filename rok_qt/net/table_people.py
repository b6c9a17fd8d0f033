"""The people at a server table: arrivals, drops, the 60 s wait for them, the host's choices.

A seated screen that drops keeps its seats for RECONNECT_S while the table waits (the race
clock stands still); one that comes back with its token takes them again. Whoever does not
come back in time is the host's choice: a computer player takes the seat, or the game is saved
and ended. After a game, the host's Start is a rematch.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from rok_qt import logs
from rok_qt.model.state import Controller, Phase
from rok_qt.net.lobby import Lobby, TableError
from rok_qt.net.protocol import (
    PROTOCOL_VERSION,
    RECONNECT_S,
    CloseReason,
    ErrorCode,
    Expired,
    Snapshot,
    TakeOver,
    Welcome,
)
from rok_qt.net.seating import Attendee
from rok_qt.net.table_game import TableGame
from rok_qt.net.table_out import TableOut
from rok_qt.net.table_race import TableRace

LOG = logs.channel("network")
TAKE_OVER_LEVEL = Controller.ADEPT
"""The level of a computer player that takes a seat whose person did not come back."""


class Table(Protocol):
    """What of its server table (rok_qt.net.server_table) the people's side uses."""

    code: str
    title: str
    clock: Callable[[], float]
    lobby: Lobby
    game: TableGame
    race: TableRace
    out: TableOut

    def new_game(self, seed: int) -> None:
        """Begin a game at the table's seats."""

    def resume(self) -> None:
        """Everyone is back: the game goes on."""

    def close(self, reason: CloseReason, text: str, save: str | None = None) -> None:
        """End the table for everyone."""


class TablePeople:
    """Who comes, goes and comes back to one server table (module docstring)."""

    def __init__(self, table: Table,
                 save: Callable[[str, bytes], str | None] | None) -> None:
        self.table = table
        self._save = save
        self.expired: set[int] = set()

    # --- Arrivals ---------------------------------------------------------------------------

    def welcome(self, attendee: Attendee, last_seq: int | None = None) -> None:
        """Welcome an attendee: the state, or the log after `last_seq`."""
        table = self.table
        game, out = table.game, table.out
        if out.late(attendee) and game.state is not None:
            self._welcome_late(attendee)
            return
        tail = None if last_seq is None or attendee.board else game.tail(last_seq)
        state = None if game.state is None or tail is not None or attendee.board \
            else game.view()
        seq = last_seq if tail is not None and last_seq is not None else game.seq
        out.send(attendee, Welcome(PROTOCOL_VERSION, table.code, tuple(attendee.seats),
                                   attendee.token, attendee.host, attendee.spectator,
                                   table.lobby.lobby(), seq, state, table.clock()))
        for entry in tail or ():
            out.send(attendee, entry)
        out.send_board(attendee)
        race = table.race
        if race.missing:
            out.send(attendee, race.paused(game.state))
        elif race.running:
            out.send(attendee, race.clock.message())
        if attendee.seats or not attendee.spectator:
            out.send_seats()   # a spectator changes no seat: the Welcome had the list

    def _welcome_late(self, attendee: Attendee) -> None:
        """A spectator at a table with a delay: the game as it was the delay ago, and the
        rest as it comes, late (rok_qt.net.table_out)."""
        table = self.table
        seq, view, race_clock = table.out.welcome_late(attendee)
        table.out.send(attendee, Welcome(PROTOCOL_VERSION, table.code, (), "", False, True,
                                         table.lobby.lobby(), seq, None if attendee.board
                                         else view, table.clock()))
        if attendee.board and view is not None:
            table.out.send_board(attendee, (seq, view))
        elif race_clock is not None:   # the race under way at its moment has its clock
            table.out.send(attendee, race_clock)

    def rejoined(self, attendee: Attendee, last_seq: int) -> None:
        """A dropped screen is back with its token: its seats count again."""
        missing = self.table.race.missing
        for seat in attendee.seats:
            missing.pop(seat, None)
            self.expired.discard(seat)
        self.welcome(attendee, last_seq)
        if not missing and self.table.game.state is not None:
            self.table.resume()

    def dropped(self, attendee: Attendee) -> None:
        """A connection ended (or Leave): spectators go; seated people keep their seats for
        60 s while the table waits; the host leaving an unstarted table closes it. A person
        who said Leave during the game is gone for good: a computer player takes their seats
        at once, and the table goes on without waiting."""
        table = self.table
        lobby, state = table.lobby, table.game.state
        lobby.detach(attendee)
        table.out.news.forget(attendee)
        if attendee.spectator or not attendee.seats:
            return
        if state is None:
            if attendee.host:
                table.close(CloseReason.HOST_LEFT, "The host closed the table.")
            else:
                lobby.release(attendee)
                table.out.send_seats()
            return
        if state.phase == Phase.OVER:
            return
        if attendee.left and not attendee.host:
            for seat in list(attendee.seats):
                if lobby.seats[seat].person:
                    self._computer_takes(seat, resume=False)
            if not table.race.missing:
                table.race.bot_due = table.clock()   # the table goes on as it was, not paused
            return
        deadline = table.clock() + RECONNECT_S * 1000.0
        LOG.debug("table %s: seats %s dropped, kept for %.0f s", table.code, attendee.seats,
                  RECONNECT_S)
        for seat in attendee.seats:
            if lobby.seats[seat].person:
                table.race.missing.setdefault(seat, deadline)
        if table.race.running:
            table.race.clock.pause(table.clock())
        table.out.broadcast(table.race.paused(state))
        table.out.send_seats()

    # --- The host's choices -----------------------------------------------------------------

    def rematch(self) -> None:
        """The host's "Play again" after the game: the same seats, new stones. A person whose
        screen left after the game is waited for as after any drop."""
        table = self.table
        table.race.clock.stop()
        for seat in table.lobby.seats:
            seat.ready = False
        table.new_game(random.SystemRandom().randrange(2**62))
        deadline = table.clock() + RECONNECT_S * 1000.0
        for index, seat in enumerate(table.lobby.seats):
            if seat.person and seat.holder is None:
                table.race.missing[index] = deadline
        if table.race.missing:
            table.race.clock.pause(table.clock())
            table.out.broadcast(table.race.paused(table.game.state))

    def take_over(self, attendee: Attendee, choice: TakeOver) -> None:
        """The host's answer for a seat whose person did not come back in time."""
        if not attendee.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host decides for a missing seat.")
        if choice.seat not in self.expired:
            raise TableError(ErrorCode.NOT_NOW, "That seat is not waiting for a decision.")
        if not choice.computer:
            self.save_and_end()
            return
        self._computer_takes(choice.seat)

    def _computer_takes(self, seat: int, resume: bool = True) -> None:
        table = self.table
        state = table.game.state
        assert state is not None
        table.race.missing.pop(seat, None)
        self.expired.discard(seat)
        table.lobby.computer_takes(seat, TAKE_OVER_LEVEL)
        state.players[seat].controller = TAKE_OVER_LEVEL
        table.game.changed(state)
        table.out.broadcast(Snapshot(table.game.seq, table.game.view()))
        table.out.send_seats()
        table.game.kept()
        if resume and not table.race.missing:
            table.resume()

    # --- Seats nobody came back to ----------------------------------------------------------

    def expire_due(self, now: float) -> None:
        """The seats whose 60 s ran out: the host is asked (or, without a host, a computer
        player takes the seat)."""
        for seat, deadline in list(self.table.race.missing.items()):
            if deadline <= now and seat not in self.expired:
                self._expire(seat)

    def _expire(self, seat: int) -> None:
        LOG.debug("table %s: seat %d did not come back in time", self.table.code, seat)
        self.expired.add(seat)
        self.table.race.missing[seat] = float("inf")
        host = self.table.lobby.host_attendee()
        if host is None:
            self._computer_takes(seat)
            return
        self.table.out.send(host, Expired(tuple(sorted(self.expired))))

    def save_and_end(self) -> None:
        """The host's choice for a seat that did not come back: save the game, end the table."""
        table = self.table
        name = None
        if table.game.state is not None and self._save is not None:
            # A table save: hosted again from it, the same people get their seats back.
            from rok_qt.net.saves import encode_table, table_save

            kept = table_save(table.code, table.title, table.lobby.seats, table.game.state)
            name = self._save(table.code, encode_table(kept))
        table.close(CloseReason.SAVED, "The host saved the game and ended it.", name)
