"""Game > Host a table: the seats as in New game, some left open for players elsewhere.

The seat rows, names, ages and checks are the setup dialog's; a seat can also be "open for a
player on another computer". A network table always races all at once (R7.3: relay stays a
one-screen mode), so the mode is fixed.

Where the table is: on this computer (its own server, found on this network, kept here while
it lasts) or on a table server elsewhere (`rok-qt-server`), whose address is checked as Join's
is (`address.parse_server`).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.state import Controller, PlayMode
from rok_qt.net.protocol import MAX_SPECTATOR_DELAY_S
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT, SetupDialog
from rok_qt.ui.input.devices import Device
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.network.address import Invitation, parse_server
from rok_qt.ui.plain import plain_label


@dataclass(frozen=True)
class HostDraft:
    """What Host a table was filled in with, kept when it closes (Cancel too) for the next."""

    seats: tuple[tuple[str, str, int], ...]
    """Each seat's name, choice (a controller token or OPEN_SEAT) and age (NO_AGE: none)."""
    limit_index: int
    seed: str
    on_server: bool
    server: str
    spectator_delay_s: int = 0


class HostDialog(SetupDialog):
    """The setup dialog for a table others join; `seat_specs()` is what the server is told."""

    _where_ready = False
    """False while New game's part builds (and checks) itself, before "Where:" exists."""

    def __init__(self, parent: QWidget | None = None, match_ms: float | None = None,
                 devices: Sequence[Device] = (), seat_inputs: SeatInputs | None = None,
                 server: str = "", local_only: bool = False) -> None:
        """`server`: the server address last hosted on (offered again, not chosen);
        `local_only`: tables here are hosted on this computer's own address alone
        (`--interface 127.0.0.1`), so only screens on this computer find them."""
        self._local_only = local_only
        super().__init__(parent, match_ms, devices, seat_inputs)
        self._add_where(server)
        self.setWindowTitle(self.tr("Host a table"))
        self.start_button.setText(self.tr("Open the table"))
        self.mode.setCurrentIndex(self.mode.findData(PlayMode.LIVE))
        self.mode.setEnabled(False)
        self._mode_chosen = True
        # Two seats to begin with: the host, and one open for a friend elsewhere.
        if len(self.rows) > 1:
            last = self.rows[-1]
            last.controller.setCurrentIndex(last.controller.findData(OPEN_SEAT))
        self.revalidate()

    def _add_where(self, server: str) -> None:
        """The "Where:" choice, below the game's options."""
        self.here = QRadioButton(self.tr("On this computer"))
        self.here.setChecked(True)
        self.on_server = QRadioButton(self.tr("On a server:"))
        self.server = QLineEdit(server)
        self.server.setPlaceholderText(self.tr("rok.example.net:47400"))
        self.server.setAccessibleName(self.tr("Server address"))
        self.server.setMaxLength(300)
        group = QButtonGroup(self)
        group.addButton(self.here)
        group.addButton(self.on_server)
        self.where_note = plain_label()
        self.where_note.setObjectName("whereNote")
        self.where_note.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(plain_label(self.tr("Where:")))
        row.addWidget(self.here)
        row.addWidget(self.on_server)
        row.addWidget(self.server, 1)
        box = QVBoxLayout()
        box.addLayout(row)
        box.addWidget(self.where_note)
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertLayout(layout.indexOf(self.error) - 1, box)   # above the stretch
        self.on_server.toggled.connect(self.revalidate)
        self.server.textChanged.connect(lambda _text: self.on_server.setChecked(True))
        self.server.textChanged.connect(self.revalidate)
        box.addLayout(self._delay_row())
        self._where_ready = True
        self._relayout()
        self.revalidate()

    def _delay_row(self) -> QHBoxLayout:
        """How late spectators see the game (0-60 s): a table that streams its game shows the
        watchers each throw and race that much later, so a watcher cannot call the stones to a
        player. The label names the box for a screen reader and for Alt+ its letter."""
        self.spectator_delay = QSpinBox()
        self.spectator_delay.setRange(0, MAX_SPECTATOR_DELAY_S)
        self.spectator_delay.setValue(0)
        self.spectator_delay.setSuffix(self.tr(" s"))
        self.spectator_delay.setSpecialValueText(self.tr("none"))
        self.spectator_delay.setAccessibleName(self.tr("Spectators' delay in seconds"))
        self.spectator_delay.setAccessibleDescription(self.tr(
            "Spectators see the game this many seconds after the players."))
        label = plain_label(self.tr("&Spectators' delay:"))
        label.setBuddy(self.spectator_delay)
        note = plain_label(self.tr(
            "how much later than the players a spectator sees each throw and race (0 to 60 "
            "seconds)"))
        note.setWordWrap(True)   # the dialog keeps New game's width
        row = QHBoxLayout()
        row.addWidget(label)
        row.addWidget(self.spectator_delay)
        row.addWidget(note, 1)
        return row

    def spectator_delay_s(self) -> int:
        """How many seconds later the table's spectators see the game."""
        return self.spectator_delay.value()

    def _relayout(self) -> None:
        """New game's focus order, then down "Where:" and the spectators' delay."""
        super()._relayout()
        if self._where_ready:
            chain = [self.seed, self.here, self.on_server, self.server, self.spectator_delay,
                     self.buttons]
            for first, second in itertools.pairwise(chain):
                QWidget.setTabOrder(first, second)

    def server_address(self) -> Invitation | None:
        """The server to open the table on (its address, no code yet); None: on this
        computer, or while the address typed is not one."""
        if not self._where_ready or not self.on_server.isChecked():
            return None
        return parse_server(self.server.text())

    def controller_labels(self) -> list[tuple[str, str]]:
        """New game's choices and "open for a player on another computer"."""
        labels = super().controller_labels()
        labels.insert(1, (OPEN_SEAT, self.tr("Open: a player on another computer")))
        return labels

    def problem(self) -> str | None:
        """New game's checks, and at least one seat open (else it is a game at one screen)."""
        problem = super().problem()
        if problem is None and not any(row.is_open() for row in self.rows):
            return self.tr("Open at least one seat for a player on another computer.")
        if problem is None and self._where_ready and self.on_server.isChecked() \
                and self.server_address() is None:
            return self.tr("Type the server's address, such as rok.example.net:47400 or "
                           "wss://rok.example.net:47400.")
        return problem

    def _revalidate(self) -> None:
        """New game's, and what each place means for the table, in a line."""
        super()._revalidate()
        if not self._where_ready:
            return
        self.where_note.setText(self.tr(
            "The table runs on that server: the others join it from anywhere. It is not "
            "announced on this network, and it is not kept on this computer.")
            if self.on_server.isChecked() else self.tr(
            "The table runs here, on this computer's own address only: screens on this "
            "computer find it, no other computer can. Should this computer stop, the table "
            "is kept and hosted again.") if self._local_only else self.tr(
            "The table runs here: others on this network find it; from elsewhere they need "
            "this computer's port open. Should this computer stop, the table is kept and "
            "hosted again."))

    def draft(self) -> HostDraft:
        """The dialog as filled in now."""
        seats = tuple((row.name.text(), str(row.controller.currentData()), row.age.value())
                      for row in self.rows)
        return HostDraft(seats, self.limit.currentIndex(), self.seed.text(),
                         self.on_server.isChecked(), self.server.text(),
                         self.spectator_delay.value())

    def restore(self, draft: HostDraft) -> None:
        """Fill the dialog in as it was left."""
        for row in list(self.rows):
            self._drop(row)
        for name, choice, age in draft.seats:
            self.add_seat(name, Controller.HUMAN, age)
            row = self.rows[-1]
            row.controller.setCurrentIndex(max(0, row.controller.findData(choice)))
        self.limit.setCurrentIndex(draft.limit_index)
        self.seed.setText(draft.seed)
        self.server.setText(draft.server)
        (self.on_server if draft.on_server else self.here).setChecked(True)
        self.spectator_delay.setValue(draft.spectator_delay_s)
        self.revalidate()
