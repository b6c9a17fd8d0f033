"""Network play's menu entries: Game > Host a table, Join a table, Leave the table, and View >
Connection details (R7.3).

Made with the window (QActions only: the network feature and its libraries load when first
asked, or just after the table's first frame); `NetworkMode` and `ConnectionDetailsEntry`
answer them from then on. Connection
details is on only at a network table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from rok_qt.app.menus import ActionCollection, Menus

if TYPE_CHECKING:
    from rok_qt.app.network.mode import NetworkMode


class NetworkActions(ActionCollection):
    """Host a table, Join a table, Leave the table; Connection details."""

    def __init__(self, parent: QObject, menus: Menus) -> None:
        super().__init__(parent)
        self.host = self.make(self.tr("&Host a table\u2026"))
        self.join = self.make(self.tr("&Join a table\u2026"))
        self.leave = self.make(self.tr("&Leave the table"))
        # On at a network table only (rok_qt/app/network/details.py turns it on and off).
        self.details = self.make(self.tr("Connection &details\u2026"), keys=("Ctrl+I",),
                                 needs_table=False)
        self.details.setEnabled(False)
        menus.add("game/network", self.host, self.join, self.leave)
        menus.add("view/network", self.details)
        menus.collect(self)

    def answer_with(self, mode: Callable[[], NetworkMode]) -> None:
        """The entries ask the network feature, built when first asked (`mode()`)."""
        self.host.triggered.connect(lambda: mode().host())
        self.join.triggered.connect(lambda: mode().join())
        self.leave.triggered.connect(lambda: mode().ask_to_leave())

    def attach(self, mode: NetworkMode) -> None:
        """The network feature is built: it answers Connection details from now on."""
        from rok_qt.app.network.details import ConnectionDetailsEntry

        self.details_entry = ConnectionDetailsEntry(mode, self.details)
