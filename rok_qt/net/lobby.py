"""Who sits where at a table: hosting, joining, rejoining with a seat token, spectators."""

from __future__ import annotations

from collections.abc import Iterable

from rok_qt import logs
from rok_qt.model.state import Controller
from rok_qt.net.codes import SecretRegistry, checked_name, new_token
from rok_qt.net.fairness import Link
from rok_qt.net.protocol import MAX_SPECTATORS, ErrorCode, SeatInfo, SeatKind, SeatSpec
from rok_qt.net.saves import same_key, token_key
from rok_qt.net.seating import Attendee, FrameSink, Seat

LOG = logs.channel("network")

FILL_LEVEL = Controller.ADEPT
"""The level of the computer players that fill seats left open at the start."""


class TableError(Exception):
    """A message the table refuses: an ErrorCode and a sentence for the sender."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


class Lobby:
    """A table's seats and the attendees attached to it."""

    def __init__(self, code: str, specs: tuple[SeatSpec, ...]) -> None:
        self.code = code
        self.seats = [Seat.of(spec) for spec in specs]
        names = [seat.name for seat in self.seats]
        if any(checked_name(name, names[:i]) is None for i, name in enumerate(names)):
            raise TableError(ErrorCode.NAME, "Every seat needs a name of its own.")
        self.attendees: list[Attendee] = []
        self.max_spectators = MAX_SPECTATORS
        """Spectators the table takes at once (the server's `--max-spectators`)."""
        self._tokens: SecretRegistry[list[int]] = SecretRegistry()

    def lobby(self) -> tuple[SeatInfo, ...]:
        """The seat list as every screen shows it."""
        return tuple(seat.info(i) for i, seat in enumerate(self.seats))

    def host_attendee(self) -> Attendee | None:
        """The host's connection, while it is attached."""
        return next((c for c in self.attendees if c.host), None)

    def seated_links(self) -> list[Link]:
        """The measured links of every seated attendee (the host's over loopback included)."""
        return [c.link for c in self.attendees if c.seats]

    def host(self, peer: FrameSink, link: Link) -> Attendee:
        """The host's screen: it holds the seats of the people at it."""
        if any(seat.kind == SeatKind.HOST and seat.holder is not None for seat in self.seats):
            raise TableError(ErrorCode.NOT_HOST, "This table has its host.")
        seats = [i for i, seat in enumerate(self.seats) if seat.kind == SeatKind.HOST]
        return self._attach(Attendee(peer, link, host=True), seats)

    def join(self, peer: FrameSink, link: Link, names: tuple[str, ...], spectator: bool,
             board: bool = False) -> Attendee:
        """A player's screen takes one open seat per name; a spectator takes none. `board`:
        a screen without an engine (a phone page), which gets Board views."""
        if spectator:
            if names:
                raise TableError(ErrorCode.NAME, "A spectator brings no names.")
            if sum(a.spectator for a in self.attendees) >= self.max_spectators:
                raise TableError(ErrorCode.FULL, f"The table has its {self.max_spectators} "
                                 "spectators: try again later.")
            attendee = Attendee(peer, link, spectator=True, board=board)
            if not board:
                peer.watching()   # (a phone watches the lobby on its way to a seat)
            self.attendees.append(attendee)
            return attendee
        open_seats = [i for i, seat in enumerate(self.seats) if seat.kind == SeatKind.OPEN]
        if not names:
            raise TableError(ErrorCode.NAME, "Say who is playing, or join as a spectator.")
        if len(names) > len(open_seats):
            raise TableError(ErrorCode.FULL, f"The table has {len(open_seats)} open seats.")
        seats = open_seats[:len(names)]
        self._seat_people(seats, self._checked(names))
        return self._attach(Attendee(peer, link, board=board), seats)

    def _checked(self, names: tuple[str, ...]) -> list[str]:
        """The names checked as hostile text, against each other and the table's."""
        taken = [seat.name for seat in self.seats if seat.kind != SeatKind.OPEN]
        checked: list[str] = []
        for name in names:
            ok = checked_name(name, taken + checked)
            if ok is None:
                raise TableError(ErrorCode.NAME, "A name is empty, too long, unprintable or "
                                 "already at the table.")
            checked.append(ok)
        return checked

    def _seat_people(self, seats: list[int], names: list[str]) -> None:
        for seat, name in zip(seats, names, strict=True):
            self.seats[seat].name = name
            self.seats[seat].kind = SeatKind.REMOTE

    def sit(self, attendee: Attendee, name: str, seat: int | None) -> None:
        """A seatless screen (a phone that watched the lobby) takes an open seat: `seat`, or
        the first open one. Before the game starts (the table checks that)."""
        if attendee.seats or attendee.host:
            raise TableError(ErrorCode.NOT_NOW, "This screen has its seats.")
        open_seats = [i for i, place in enumerate(self.seats) if place.kind == SeatKind.OPEN]
        if seat is None:
            seat = open_seats[0] if open_seats else -1
        if seat not in open_seats:
            raise TableError(ErrorCode.FULL, "That seat is not free." if open_seats
                             else "No seat is free.")
        self._seat_people([seat], self._checked((name,)))
        attendee.spectator = False
        self.attendees.remove(attendee)
        self._attach(attendee, [seat])

    def arrange(self, attendee: Attendee, specs: tuple[SeatSpec, ...],
                keep: tuple[int, ...]) -> list[Attendee]:
        """The host's new seats (before the start); keep[i]: the earlier seat whose player on
        another screen sits at seat i now (-1: none). The attendees that lost their seats."""
        if not attendee.host:
            raise TableError(ErrorCode.NOT_HOST, "Only the host arranges the seats.")
        old = self.seats
        keep = tuple(keep) + (-1,) * (len(specs) - len(keep))
        kept = [j if 0 <= j < len(old) and specs[i].open and old[j].kind == SeatKind.REMOTE
                else -1 for i, j in enumerate(keep[:len(specs)])]
        if len({j for j in kept if j >= 0}) != sum(j >= 0 for j in kept):
            raise TableError(ErrorCode.NOT_NOW, "A seat is kept twice.")
        seats = [_kept(old[j], spec) if j >= 0 else Seat.of(spec)
                 for spec, j in zip(specs, kept, strict=True)]
        names = [seat.name for seat in seats]
        if any(checked_name(name, names[:i]) is None for i, name in enumerate(names)):
            raise TableError(ErrorCode.NAME, "Every seat needs a name of its own.")
        moved = {j: i for i, j in enumerate(kept) if j >= 0}
        self.seats = seats
        lost = []
        for other in self.attendees:
            if other.host:
                other.seats[:] = [i for i, s in enumerate(seats) if s.kind == SeatKind.HOST]
                for i in other.seats:
                    seats[i].holder, seats[i].key = other, token_key(other.token)
            elif other.seats:
                other.seats[:] = [moved[j] for j in other.seats if j in moved]
                if not other.seats:
                    self._tokens.remove(other.token)
                    lost.append(other)
        return lost

    def rejoin(self, peer: FrameSink, link: Link, token: str,
               board: bool = False) -> tuple[Attendee, Attendee | None]:
        """A screen back with its seat token: (its new attendee, the stale one it replaces)."""
        seats = self._tokens.find(token) or self._kept_seats(token)
        if not seats:
            LOG.debug("table %s: an unknown seat token", self.code)
            raise TableError(ErrorCode.TOKEN, "That seat token is not known at this table.")
        stale = next((c for c in self.attendees if c.token == token), None)
        if stale is not None:
            self.detach(stale)
        attendee = Attendee(peer, link, host=any(self.seats[s].kind == SeatKind.HOST
                                              for s in seats), token=token, board=board)
        attendee.seats = seats   # the token's own list: a computer taking a seat updates both
        for seat in seats:
            self.seats[seat].holder = attendee
            self.seats[seat].phone = board
        self.attendees.append(attendee)
        return attendee, stale

    def _kept_seats(self, token: str) -> list[int]:
        """A table hosted again from a save: the seats whose kept hash is this token's. They
        are filed under the token from now on, as seats given at this table are."""
        key = token_key(token)
        seats = [i for i, seat in enumerate(self.seats)
                 if seat.person and same_key(seat.key, key)]
        if seats:
            self._tokens.add(token, seats)
        return seats

    def _attach(self, attendee: Attendee, seats: list[int]) -> Attendee:
        attendee.token = new_token()
        attendee.seats = seats
        self._tokens.add(attendee.token, seats)
        for seat in seats:
            self.seats[seat].holder = attendee
            self.seats[seat].key = token_key(attendee.token)
            self.seats[seat].phone = attendee.board
        self.attendees.append(attendee)
        LOG.debug("table %s: seats %s taken", self.code, seats)
        return attendee

    def detach(self, attendee: Attendee) -> None:
        """A attendee is gone; its seats keep their people (and token) for a rejoin."""
        if attendee in self.attendees:
            self.attendees.remove(attendee)
        for seat in self.seats:
            if seat.holder is attendee:
                seat.holder = None

    def release(self, attendee: Attendee) -> None:
        """Before the start: a joiner who left frees their seats for someone else."""
        self._tokens.remove(attendee.token)
        for seat in attendee.seats:
            if self.seats[seat].kind == SeatKind.REMOTE:
                self.seats[seat].kind = SeatKind.OPEN
                self.seats[seat].holder = None
                self.seats[seat].key = ""
                self.seats[seat].phone = False

    def fill_open(self, fill: bool) -> None:
        """At the start: seats still open go to computer players, or the start waits."""
        open_seats = [i for i, seat in enumerate(self.seats) if seat.kind == SeatKind.OPEN]
        if open_seats and not fill:
            raise TableError(ErrorCode.NOT_NOW, "Seats are still open: fill them or wait.")
        for seat in open_seats:
            self.computer_takes(seat, FILL_LEVEL)

    def computer_takes(self, seat: int, level: Controller) -> None:
        """A computer player sits at this seat from now on (its token no longer holds it)."""
        place = self.seats[seat]
        place.kind, place.controller, place.holder, place.ready, place.key = (
            SeatKind.COMPUTER, level, None, True, "")
        for attendee in self.attendees:
            if seat in attendee.seats:
                attendee.seats.remove(seat)

    def check_holds(self, attendee: Attendee, seats: Iterable[int]) -> None:
        """Refuse a move for a seat this attendee does not hold."""
        if any(seat not in attendee.seats for seat in seats):
            raise TableError(ErrorCode.NOT_YOURS, "That seat is not yours.")


def _kept(seat: Seat, spec: SeatSpec) -> Seat:
    """A player's seat where the host moved it: their name and link, the row's age."""
    seat.age = spec.age
    return seat
