"""New game with phones: the setup dialog's seats as a table this window hosts (R7.3).

While New game has a seat for a phone (rok_qt.ui.dialogs.phone_rows), the window hosts a
table on the interfaces chosen in Preferences, not announced on the network (phones come by
its QR code), and sits at it as its host with the dialog as its lobby: each edit of the rows
goes to the table as an `Arrange` (a phone keeps its seat as rows come and go; a row that
stops being a phone's sends its player back to the seat list), and each phone that sits
down names its row. Start starts the table's game once the table's seats are the dialog's
rows, and the window shows it as any table it hosts: the people at this screen race on key
clusters, controllers and the mouse beside the phones. Closing the dialog ends the table;
Start without a seat for a phone plays at this screen alone, as ever.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from rok_qt.model.state import Controller
from rok_qt.net import protocol as p
from rok_qt.net.codes import checked_name

if TYPE_CHECKING:
    from rok_qt.app.network.joined_table import JoinedTable
    from rok_qt.app.network.mode import NetworkMode
    from rok_qt.ui.dialogs.setup_dialog import SeatRow, SetupDialog

ARRANGE_MS = 150
"""Edits within this long go to the table as one arrangement (typing a name, say)."""


class PhoneTable(QObject):
    """The table behind one New game dialog with phone seats (module docstring)."""

    def __init__(self, mode: NetworkMode, dialog: SetupDialog) -> None:
        super().__init__(dialog)
        assert dialog.phones is not None
        self.mode = mode
        self.dialog = dialog
        self.phones = dialog.phones
        self.client: JoinedTable | None = None
        self._placed: list[SeatRow] = []
        """The dialog's rows in the table's seat order, as last arranged."""
        self._told: p.Arrange | None = None
        self._start_due = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ARRANGE_MS)
        self._timer.timeout.connect(self._arrange)
        self.phones.changed.connect(self._edited)
        self.phones.start_asked.connect(self._start)
        dialog.finished.connect(self._finished)

    @property
    def playing(self) -> bool:
        """Whether the dialog's game is this table's (Start with a seat for a phone)."""
        return self.client is not None and self.phones.wanted()

    # --- the dialog to the table ---------------------------------------------------------------
    def _edited(self) -> None:
        if self.client is None:
            self._host()
        else:
            self._timer.start()

    def _specs(self) -> tuple[p.SeatSpec, ...] | None:
        """The rows as the table takes them, or None while a name could not be a seat's."""
        specs = self.dialog.seat_specs()
        names = [spec.name for spec in specs]
        if not 2 <= len(specs) <= p.MAX_SEATS or any(
                checked_name(name, names[:i]) is None for i, name in enumerate(names)):
            return None
        return specs

    def _options(self) -> tuple[int | None, int | None, int | None]:
        """The time limit, seed (None: the table's own) and first player the dialog shows."""
        dialog = self.dialog
        seed = int(dialog.seed.text()) if dialog.seed.hasAcceptableInput() else None
        first = dialog.first.currentData()
        return (dialog.limit.currentData(), seed, first if isinstance(first, int) else None)

    def _host(self) -> None:
        specs = self._specs()
        if specs is None or self.mode.active:
            return
        limit, seed, first = self._options()
        host = p.Host(p.PROTOCOL_VERSION, specs, limit, seed,
                      title=self.mode.hosting.title_of(specs), first=first)
        self.phones.set_address("")
        client = self.mode.hosting.open_for_phones(host, self.phones.set_failure)
        if client is None:
            return
        self.client = client
        self._placed = list(self.dialog.rows)
        client.welcomed.connect(self._welcomed)
        client.lobby_changed.connect(self._seated)
        client.said_no.connect(self._said_no)
        client.started.connect(self._began)
        client.ended.connect(self._ended)

    def _arrange(self, force: bool = False) -> None:
        """The table's seats and options become the dialog's (when they changed)."""
        client, specs = self.client, self._specs()
        if client is None or specs is None:
            return
        rows = self.dialog.rows
        keep = tuple(self._placed.index(row) if row in self._placed and row.is_phone() else -1
                     for row in rows)
        limit, seed, first = self._options()
        arrangement = p.Arrange(specs, keep, limit, seed, first)
        if not force and self._told is not None and rows == self._placed \
                and _same(arrangement, self._told):
            return
        client.arrange(arrangement)
        self._told = arrangement
        self._placed = list(rows)

    def _start(self) -> None:
        """Start with phone seats: once the table's seats are the dialog's rows, its game."""
        self._timer.stop()
        if self.client is None:
            self.phones.starting(False)
            return
        self._arrange(force=True)
        self._start_due = True
        self._start_if_seated()

    def _start_if_seated(self) -> None:
        client = self.client
        if client is None or not self._start_due or not self._seats_are_rows(client.lobby):
            return
        self._start_due = False
        client.start_game(False)

    def _seats_are_rows(self, seats: list[p.SeatInfo]) -> bool:
        """Whether the table's seats are the dialog's rows, a phone at each phone's row."""
        rows = self.dialog.rows
        if len(seats) != len(rows):
            return False
        for info, row, spec in zip(seats, rows, self.dialog.seat_specs(), strict=True):
            if row.is_phone():
                wanted = p.SeatKind.REMOTE
            else:
                wanted = (p.SeatKind.HOST if spec.controller == Controller.HUMAN
                          else p.SeatKind.COMPUTER)
            if info.kind != wanted or info.controller != spec.controller or (
                    not row.is_phone() and info.name != spec.name):
                return False
        return True

    # --- the table to the dialog ---------------------------------------------------------------
    def _welcomed(self) -> None:
        invitation = self.mode.invitation
        if invitation is not None:
            self.phones.set_address(invitation.phone_url(self.mode.phone_host))

    def _seated(self, seats: list[p.SeatInfo]) -> None:
        """The phones at the table now, on their rows."""
        players: dict[SeatRow, str] = {}
        for info in seats:
            if info.kind == p.SeatKind.REMOTE and info.seat < len(self._placed):
                row = self._placed[info.seat]
                if row in self.dialog.rows and row.is_phone():
                    players[row] = info.name
        self.phones.set_players(players)
        self._start_if_seated()

    def _said_no(self, code: str) -> None:
        """The table refused Start (a phone left at that moment): the dialog waits again."""
        if code == p.ErrorCode.NOT_NOW.value and not self._start_due:
            self.phones.starting(False)

    def _began(self) -> None:
        """The table's game is on: the window shows it (NetworkMode), the dialog goes."""
        self.dialog.started_on_table()

    def _ended(self, _reason: str, _text: str) -> None:
        if self.dialog.isVisible():
            self.client = None
            self.phones.set_failure(self.tr("The table has ended."))

    def _finished(self, _result: int) -> None:
        """The dialog closed: a table whose game did not start ends with it."""
        self._timer.stop()
        client = self.client
        if client is not None and self.mode.client is client and client.session.state is None:
            self.mode.leave()
        self.client = None


def _same(one: p.Arrange, other: p.Arrange) -> bool:
    return (one.seats, one.time_limit_ms, one.seed, one.first) == (
        other.seats, other.time_limit_ms, other.seed, other.first)
