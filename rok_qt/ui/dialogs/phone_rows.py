"""New game's seats for phones: "Phone" as a seat's player, the QR code, the phones' names.

A seat whose player is "Phone" is taken by a phone that opens the table's page (the app
hosts a table for the dialog while it has such a seat: rok_qt.app.network.phone_table).
Its name comes from the phone, so the row's name field is read-only: a made-up name in
italics while it waits, the player's own once a phone sat down. The phones race all at once
(R7.2, R7.3), so a phone seat in a relay game is a problem Start explains.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QPushButton

from rok_qt.model.setup import MAX_PLAYERS
from rok_qt.model.state import PlayMode
from rok_qt.ui.dialogs.seat_row import MADE_UP, PHONE_SEAT
from rok_qt.ui.network.phone_panel import PhonePanel

if TYPE_CHECKING:
    from rok_qt.ui.dialogs.seat_row import SeatRow
    from rok_qt.ui.dialogs.setup_dialog import SetupDialog

translate = QCoreApplication.translate
__all__ = ["PHONE_SEAT", "PhoneRows"]


class PhoneRows(QObject):
    """The setup dialog's phone seats (module docstring).

    `changed()` after every edit while the dialog has phone seats (the hosted table follows
    its rows); `start_asked()` when Start is pressed with phone seats: the game starts on
    the table, and the dialog closes once it has (`started`) or says why not (`refused`).
    """

    changed = Signal()
    start_asked = Signal()

    def __init__(self, dialog: SetupDialog) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.panel = PhonePanel(dialog, column=True)
        self.panel.setVisible(False)
        self.add_button = QPushButton(translate("PhoneRows", "Add a phone seat"))
        self.add_button.setToolTip(translate(
            "PhoneRows", "A seat for a player with a phone: the phone scans the code shown "
            "here and races on its own screen."))
        self.add_button.clicked.connect(self._add)
        self._players: dict[SeatRow, str] = {}
        self._failure = ""
        self._starting = False

    def rows(self) -> list[SeatRow]:
        """The seats played on phones, in seat order."""
        return [row for row in self.dialog.rows if row.is_phone()]

    def wanted(self) -> bool:
        """Whether the dialog has a seat for a phone."""
        return bool(self.rows())

    def player(self, row: SeatRow) -> str | None:
        """The name of the phone's player at this row, or None while it waits for one."""
        return self._players.get(row)

    def _add(self) -> None:
        dialog = self.dialog
        if len(dialog.rows) < MAX_PLAYERS:
            dialog.add_seat(choice=PHONE_SEAT)

    # --- from the table ----------------------------------------------------------------------
    def set_address(self, url: str) -> None:
        """The table's phone page (empty: starting)."""
        self._failure = ""
        self.panel.set_address(url)
        QTimer.singleShot(0, self.dialog, self._fit)   # as wide as the address needs
        self.dialog.revalidate()

    def set_failure(self, text: str) -> None:
        """The table could not be hosted: why, in a sentence (Start says it)."""
        self._failure = text
        self.panel.set_address("")
        self.panel.address.setText(text)
        self.dialog.revalidate()

    def set_players(self, players: dict[SeatRow, str]) -> None:
        """The rows phones have taken now, with their players' names."""
        gone = {row: name for row, name in self._players.items() if row not in players}
        self._players = dict(players)
        for row, name in gone.items():   # the name was the phone's: one is made up again
            if row in self.dialog.rows and row.name.text() == name:
                row.name.setText("Player 0")
        self.dialog.renumber()
        self.dialog.revalidate()

    def starting(self, on: bool) -> None:
        """Start was pressed: the table is starting its game (Start waits meanwhile)."""
        self._starting = on
        self.dialog.revalidate()

    # --- in the dialog -----------------------------------------------------------------------
    def refresh(self) -> None:
        """After every edit: the rows' names, the panel, and the table told."""
        phones = self.rows()
        for row in self.dialog.rows:
            phone = row in phones
            name = self._players.get(row) if phone else None
            row.name.setReadOnly(phone)
            font = row.name.font()
            font.setItalic(phone and name is None)
            row.name.setFont(font)
            if name is not None and row.name.text() != name:
                row.name.setText(name)
            elif phone and name is None and not MADE_UP.fullmatch(row.name.text().strip()):
                row.name.setText("Player 0")   # a phone's player names the seat
                self.dialog.renumber()
        if bool(phones) != self.panel.isVisibleTo(self.dialog):
            self.panel.setVisible(bool(phones))
            QTimer.singleShot(0, self.dialog, self._fit)
        self.add_button.setEnabled(len(self.dialog.rows) < MAX_PLAYERS)
        if phones:
            self.changed.emit()

    def waiting(self) -> str | None:
        """The seat that waits for its phone, in words (not a mistake: Start waits), or None."""
        dialog = self.dialog
        waiting = [dialog.rows.index(row) + 1 for row in self.rows() if row not in self._players]
        if not waiting:
            return None
        return translate("PhoneRows", "Waiting for a phone at seat {n}: scan the code with it, "
                         "or choose another player.").format(n=waiting[0])

    def _fit(self) -> None:
        """As wide and as tall as the dialog's contents with or without the code (the code
        never squeezed), about where it was and on its screen."""
        dialog = self.dialog
        layout = dialog.layout()
        if layout is None:
            return
        layout.activate()
        grow = dialog.sizeHint().width() - dialog.width()
        width = dialog.width() + grow
        wanted = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                  else dialog.sizeHint().height())
        available = dialog.screen().availableGeometry()
        frame = dialog.frameGeometry()
        height = min(max(dialog.height(), wanted), available.height() - (frame.height()
                                                                         - dialog.height()))
        x = min(frame.x() - grow // 2, available.right() - frame.width() - grow)
        y = min(frame.y(), available.bottom() - height - (frame.height() - dialog.height()))
        dialog.resize(width, height)
        dialog.move(max(available.left(), x), max(available.top(), y))

    def problem(self) -> str | None:
        """Why the phones stop Start, or None."""
        phones = self.rows()
        if not phones:
            return None
        dialog = self.dialog
        if dialog.mode.currentData() != PlayMode.LIVE:
            seat = dialog.rows.index(phones[0]) + 1
            return translate("PhoneRows", "Phones race all at once: choose All at once, or "
                             "another player for seat {n}.").format(n=seat)
        if self._failure:
            return translate("PhoneRows", "Phones cannot join: {reason}").format(
                reason=self._failure)
        waiting = self.waiting()
        if waiting is not None:
            return waiting
        if self._starting:
            return translate("PhoneRows", "Starting the game\u2026")
        return None
