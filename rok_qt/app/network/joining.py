"""Game > Join a table and `--join`: tables found on this network, or an address and code.

A screen that sat at a table keeps that table's code and its seat token (settings
`network/seat`); joining a table of that code again (the same table after a drop, or hosted
again from its save) brings the token instead of names, and the seats come back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from rok_qt import logs
from rok_qt.app.checked import text_setting
from rok_qt.app.network.faults import SEAT_KEY
from rok_qt.app.network.interfaces import hosting_interfaces, zeroconf_interfaces
from rok_qt.model.errors import InvalidMove
from rok_qt.model.setup import validate_names
from rok_qt.net import protocol as p
from rok_qt.net.codes import normal_code
from rok_qt.ui.network.address import Invitation
from rok_qt.ui.refusals import refusal_text

if TYPE_CHECKING:
    from rok_qt.app.network.finder import TableFinder
    from rok_qt.app.network.place import NetworkPlace
    from rok_qt.ui.network.join_dialog import JoinDialog

LOG = logs.channel("network")

NAME_KEY = "network/name"
LAST_KEY = "network/last"
"""The invitation of the table this screen last joined: Join a table offers it again."""


class TableJoining(QObject):
    """Joins a table for the network mode (module docstring)."""

    def __init__(self, mode: NetworkPlace, parent: QObject) -> None:
        super().__init__(parent)
        self.mode = mode

    def join(self) -> None:
        """Tables on this network, or an address and code; who plays here."""
        from rok_qt.ui.network.join_dialog import JoinDialog

        mode = self.mode
        dialog = JoinDialog(mode.window, text_setting(mode.settings, NAME_KEY, 200))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        last = text_setting(mode.settings, LAST_KEY, 300)
        if last and self._kept_token(last):
            dialog.address.setText(last)   # the table this screen has a seat at
        mode.join_dialog = dialog
        browser = self._browse(dialog)
        dialog.accepted.connect(lambda: self._join_from(dialog))
        dialog.finished.connect(lambda _r: self._stop_browsing(browser))
        dialog.open()

    def _browse(self, dialog: JoinDialog) -> TableFinder:
        # zeroconf loads when a table is first looked for, not with the window (~35 ms).
        from rok_qt.app.network.finder import TableFinder

        finder = TableFinder(zeroconf_interfaces(hosting_interfaces(self.mode.settings)),
                             dialog)
        finder.changed.connect(lambda found: dialog.set_tables(
            [(table.title, Invitation(table.address, table.port, table.code))
             for table in found]))
        finder.start()
        return finder

    def _stop_browsing(self, finder: TableFinder) -> None:
        self.mode.join_dialog = None
        finder.stop()

    def _join_from(self, dialog: JoinDialog) -> None:
        invitation = dialog.invitation()
        if invitation is None:
            return
        people = dialog.people()
        self._go(invitation, self.join_message(invitation, people, dialog.spectator()), people)

    def join_address(self, address: str, names: list[str], spectator: bool = False) -> bool:
        """Join from the command line (`--join host:port/CODE --name Ann`); False when the
        address is not one."""
        from rok_qt.ui.network.address import parse_invitation

        invitation = parse_invitation(address)
        if invitation is None:
            return False
        try:
            validate_names(names)
        except InvalidMove as error:
            self.mode.tell(self.tr("Cannot join the table"), refusal_text(error))
            return True
        self._go(invitation, self.join_message(invitation, names, spectator), names)
        return True

    def _go(self, invitation: Invitation, first: p.Join, names: list[str]) -> None:
        LOG.debug("joining %s (%d name(s), spectator %s, token %s)", invitation.text(),
                  len(names), first.spectator, bool(first.token))
        self.mode.invitation = invitation
        if names:
            self.mode.settings.setValue(NAME_KEY, names[0])
        if not first.spectator:
            self.mode.settings.setValue(LAST_KEY, invitation.text())
        self.mode.open_link(invitation.url(), first, invitation.pin)

    def _kept_token(self, invitation_text: str) -> str:
        """The seat token this screen kept for the table of that invitation, or ""."""
        from rok_qt.ui.network.address import parse_invitation

        invitation = parse_invitation(invitation_text)
        code, _bar, token = text_setting(self.mode.settings, SEAT_KEY, 200).partition("|")
        if invitation is None or not token or not normal_code(code):
            return ""
        return token[:64] if normal_code(code) == normal_code(invitation.code) else ""

    def join_message(self, invitation: Invitation, names: list[str],
                     spectator: bool) -> p.Join:
        """Join, or take back the seats this screen held at that table (R7.3)."""
        token = "" if spectator else self._kept_token(invitation.text())
        if token:
            return p.Join(p.PROTOCOL_VERSION, invitation.code, token=token)
        return p.Join(p.PROTOCOL_VERSION, invitation.code, tuple(names), spectator=spectator)
