"""What the parts of network play (hosting, joining, faults) use of the window's network mode.

A Protocol, so that those parts depend on this and not on `mode.NetworkMode`, which holds them:
no import circle (tests/test_import_contracts.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMessageBox, QWidget

    from rok_qt.app.host import FeatureHost
    from rok_qt.app.network.joined_table import JoinedTable
    from rok_qt.app.screen_inputs import ScreenInputs
    from rok_qt.net import protocol as p
    from rok_qt.net.saves import TableSave
    from rok_qt.net.server_thread import ServerThread
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.network.address import Invitation
    from rok_qt.ui.network.join_dialog import JoinDialog
    from rok_qt.ui.network.lobby import LobbyDialog


class NetworkPlace(Protocol):
    """The network mode as its parts see it: the window's places and the table on now."""

    window: QWidget
    settings: QSettings
    table_host: FeatureHost
    inputs: Callable[[], ScreenInputs]
    client: JoinedTable | None
    widget: GameWidget | None
    lobby: LobbyDialog | None
    join_dialog: JoinDialog | None
    server: ServerThread | None
    invitation: Invitation | None
    phone_host: str | None
    """The address phones open the table's page at (None: the invitation's host)."""
    tables_folder: Path | None
    title: str
    lan_name: str

    def open_link(self, url: str, first: p.Host | p.Join, pin: str = "",
                  lobby: bool = True) -> JoinedTable:
        """Join the table at `url` with `first` (`pin`: the server certificate's fingerprint
        to trust, or ""; `lobby`: show the table's lobby)."""

    def close_table(self) -> None:
        """End this screen's part in the table."""

    def host_again(self, save: TableSave) -> None:
        """Host a kept table again."""

    def tell(self, title: str, text: str) -> QMessageBox:
        """A plain message over the window, not waited for."""
