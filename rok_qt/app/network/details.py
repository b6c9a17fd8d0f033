"""View > Connection details at a network table (R7.3): the wiring of its small window.

The entry is on only while this screen is at a network table (hosting, joined or watching).
The window follows the link live: it is refreshed by the link's own signals (a pong every
2 s, a new seat list when the table measured a latency again, the link going down or up),
never by polling. Every figure is read from the link's ClockSync and the table's seat list.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from rok_qt.app.over_table import KEEPS_PLAYING
from rok_qt.net.fairness import SAMPLES

if TYPE_CHECKING:
    # Its window, with the seat table's widgets, loads when first opened, not with the game.
    from rok_qt.app.network.joined_table import JoinedTable
    from rok_qt.app.network.mode import NetworkMode
    from rok_qt.ui.network.connection_details import ConnectionDetails, LinkFigures


def link_figures(client: JoinedTable, address: str, connected: bool) -> LinkFigures:
    """The figures of this screen's link to its table, as ClockSync and the table give them."""
    from rok_qt.ui.network.connection_details import LinkFigures

    clock = client.link.clock
    synced = clock.synced
    return LinkFigures(
        address=address, code=client.code, connected=connected,
        rtt_ms=clock.rtt_ms if synced else None,
        offset_ms=clock.offset_ms if synced else None,
        error_ms=clock.error_ms if synced else None,
        samples=clock.samples_kept, sample_limit=SAMPLES, seats=tuple(client.lobby))


class ConnectionDetailsEntry(QObject):
    """View > Connection details: on at a network table, opens (or raises) its window."""

    def __init__(self, mode: NetworkMode, action: QAction) -> None:
        super().__init__(mode)
        self.mode = mode
        self.action = action
        self.dialog: ConnectionDetails | None = None
        self._connected = False
        action.setEnabled(mode.active)
        action.triggered.connect(self.open)
        mode.active_changed.connect(self._active)

    def open(self) -> None:
        """Show the details of the table this screen is at (nothing when at none)."""
        if self.mode.client is None:
            return
        if self.dialog is None:
            from rok_qt.ui.network.connection_details import ConnectionDetails

            self.dialog = ConnectionDetails(self.mode.window)
            # A window beside the table, read while playing: it pauses nothing.
            self.dialog.setProperty(KEEPS_PLAYING, True)
        self._fill(self.dialog)
        if self.dialog.isVisible():   # open already, perhaps behind the window: forward
            self.dialog.raise_()
        self.dialog.show()
        self.dialog.activateWindow()

    def refresh(self) -> None:
        """Show the link as it is now, if the window is open."""
        if self.dialog is not None and self.dialog.isVisible():
            self._fill(self.dialog)

    def _fill(self, dialog: ConnectionDetails) -> None:
        client, invitation = self.mode.client, self.mode.invitation
        if client is None:
            return
        address = "" if invitation is None else invitation.server_text()
        dialog.show_figures(link_figures(client, address, self._connected))

    def _active(self, active: bool) -> None:
        self.action.setEnabled(active)
        client = self.mode.client
        if active and client is not None:
            self._connected = False
            client.link.rtt_changed.connect(self.refresh)
            client.lobby_changed.connect(self.refresh)
            client.connection_changed.connect(self._link_changed)
        elif not active and self.dialog is not None:
            self.dialog.close()

    def _link_changed(self, up: bool) -> None:
        self._connected = up
        self.refresh()
