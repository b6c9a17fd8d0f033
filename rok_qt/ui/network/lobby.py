"""The lobby of a network table: the invitation, who sits where, and (for the host) Start.

Everything a seat shows came over the network: names are put in table cells, which Qt never
reads as markup.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.net.protocol import SeatInfo, SeatKind
from rok_qt.ui.network.phone_panel import PhonePanel
from rok_qt.ui.network.seat_table import fill_rows, seat_table
from rok_qt.ui.plain import plain_label

translate = QCoreApplication.translate


def who_text(info: SeatInfo) -> str:
    """Who sits at a seat, in a word or two."""
    if info.kind == SeatKind.OPEN:
        return translate("Lobby", "Open: a player on another computer")
    if info.kind == SeatKind.COMPUTER:
        return translate("Lobby", "Computer player")
    if info.kind == SeatKind.HOST:
        return translate("Lobby", "At the host's screen")
    if info.phone:
        return translate("Lobby", "On a phone")
    return translate("Lobby", "On another computer")


def link_text(info: SeatInfo) -> str:
    """The seat's connection: its latency in ms, or that it is away."""
    if info.kind in (SeatKind.OPEN, SeatKind.COMPUTER):
        return ""
    if not info.connected:
        return translate("Lobby", "reconnecting\u2026")
    if info.rtt_ms is None:
        return translate("Lobby", "connected")
    if info.rtt_ms < 1:
        return translate("Lobby", "under 1 ms")
    return translate("Lobby", "{ms} ms").format(ms=round(info.rtt_ms))


def grouped(pin: str) -> str:
    """A certificate's fingerprint as people compare it by eye: groups of four hexadecimal
    digits, on two lines (the invitation carries it without the spaces)."""
    groups = [pin[i:i + 4] for i in range(0, len(pin), 4)]
    half = (len(groups) + 1) // 2
    return f"{' '.join(groups[:half])}\n{' '.join(groups[half:])}" if pin else ""


class LobbyDialog(QDialog):
    """Who is at the table before the game starts; the host starts it.

    `start_requested(fill)`: the host pressed Start (`fill`: computer players take the seats
    still open). Closing the dialog otherwise means leaving the table.
    """

    start_requested = Signal(bool)

    def __init__(self, host: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.setWindowTitle(self.tr("Host a table") if host else self.tr("Join a table"))
        self.lan_name = plain_label()
        self.address = QLineEdit()
        self.address.setReadOnly(True)
        self.address.setAccessibleName(self.tr("Address and table code"))
        self.certificate = plain_label()
        self.certificate.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        body = self.font()   # the text's size (the look sets it in pixels), digits aligned
        if body.pixelSize() > 0:
            fixed.setPixelSize(body.pixelSize())
        else:
            fixed.setPointSizeF(body.pointSizeF())
        self.certificate.setFont(fixed)
        self.certificate.setAccessibleName(self.tr("The server's certificate"))
        self.certificate.setToolTip(self.tr(
            "The SHA-256 fingerprint of the server's certificate, as the invitation carries "
            "it: screens that join with the invitation trust this certificate and no other."))
        self.copy_button = QPushButton(self.tr("Copy"))
        self.copy_button.clicked.connect(self.copy)
        self.seat_list = seat_table(
            [self.tr("Name"), self.tr("Player"), self.tr("Connection")], self.tr("Seats"))
        rows = self.seat_list.verticalHeader().defaultSectionSize()
        self.seat_list.setMinimumHeight(self.seat_list.horizontalHeader().sizeHint().height()
                                        + 3 * rows + 4)   # three seats in view at least
        self.status = plain_label()
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox()
        self.start_button = self.buttons.addButton(self.tr("Start"),
                                                   QDialogButtonBox.ButtonRole.AcceptRole)
        self.fill_button = self.buttons.addButton(
            self.tr("Start with computer players in the open seats"),
            QDialogButtonBox.ButtonRole.ActionRole)
        self.leave_button = self.buttons.addButton(self.tr("Leave"),
                                                   QDialogButtonBox.ButtonRole.RejectRole)
        self.start_button.clicked.connect(lambda: self.start_requested.emit(False))
        self.fill_button.clicked.connect(lambda: self.start_requested.emit(True))
        self.leave_button.clicked.connect(self.reject)
        for button in (self.start_button, self.fill_button):
            button.setVisible(host)
            button.setEnabled(False)

        invitation = QFormLayout()
        invitation.addRow(self.tr("On this network:"), self.lan_name)
        copy_row = QHBoxLayout()
        copy_row.addWidget(self.address, 1)
        copy_row.addWidget(self.copy_button)
        invitation.addRow(self.tr("Invitation:"), copy_row)
        invitation.addRow(self.tr("Certificate (SHA-256):"), self.certificate)
        invitation.setRowVisible(self.certificate, False)
        self._form = invitation
        layout = QVBoxLayout(self)
        self.intro = plain_label(
            self.tr("Give the others the invitation: on this network they find the table by "
                    "its name; from elsewhere they type or paste the address and code.")
            if host else self.tr("You are at the table. The host starts the game."))
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        layout.addLayout(invitation)
        self.phones = PhonePanel(self)
        self.phones.setVisible(False)
        layout.addWidget(self.phones)
        layout.addWidget(self.seat_list, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.buttons)
        self.resize(620, 560)

    def set_on_server(self, server: str) -> None:
        """The host's table is on a table server elsewhere, not on this computer."""
        self.intro.setText(self.tr(
            "The table is on the server {server}. Give the others the invitation: they type "
            "or paste it in Game > Join a table, from anywhere.").format(server=server))

    def set_invitation(self, lan_name: str, address: str, pin: str = "") -> None:
        """The table's name on the local network and its address with the code; `pin`: the
        fingerprint of the server's certificate the invitation carries (its whole text does
        not fit the field: the pin is shown whole below it, to compare with the server's)."""
        self.lan_name.setText(lan_name or self.tr("(not announced)"))
        self.address.setText(address)
        self.address.setCursorPosition(0)   # its start shows: server and code before a pin
        self.address.setToolTip(address)
        self.certificate.setText(grouped(pin))
        self._form.setRowVisible(self.certificate, bool(pin))
        if pin:   # two more lines: the seat list keeps its rows in view (a large text size)
            self.resize(self.width(), max(self.height(), self.sizeHint().height()))

    def set_phone_address(self, url: str) -> None:
        """Host: the table's phone page, shown as a QR code under "Play on your phone"."""
        self.phones.set_address(url)
        self.phones.setVisible(bool(url))

    def copy(self) -> None:
        """The invitation to the clipboard."""
        QGuiApplication.clipboard().setText(self.address.text())
        self.status.setText(self.tr("The invitation is copied."))

    def set_seats(self, seats: list[SeatInfo]) -> None:
        """Show the seat list as the server sent it."""
        fill_rows(self.seat_list, [
            ("" if info.kind == SeatKind.OPEN else info.name, who_text(info), link_text(info))
            for info in seats])
        open_seats = sum(info.kind == SeatKind.OPEN for info in seats)
        self.start_button.setEnabled(self.host and open_seats == 0)
        self.fill_button.setEnabled(self.host and open_seats > 0)
        if open_seats:
            self.status.setText(self.tr(
                "Waiting for %n player(s) to join.", "", open_seats))
        elif self.host:
            self.status.setText(self.tr("Everyone is here: start when you are ready."))
        else:
            self.status.setText(self.tr("Everyone is here: the host starts the game."))
