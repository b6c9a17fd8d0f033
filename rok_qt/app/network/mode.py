"""Game > Host a table and Game > Join a table in the main window (R7.3).

Like the practice table, a network table takes the window's middle (a page of the FeatureHost's
stack) and the game at this screen steps aside, held, until the network table is left. Hosting
(rok_qt.app.network.hosting) runs the table server on a thread of its own and joins it over
loopback like any other client: nothing about the host's screen is special. Joining is in
rok_qt.app.network.joining, what the table says when something goes wrong in faults.
"""

from __future__ import annotations

import socket
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from rok_qt import logs
from rok_qt.app import messages
from rok_qt.app.network.faults import SEAT_KEY, TableFaults
from rok_qt.app.network.hosting import PORT_KEY, TableHosting
from rok_qt.app.network.joining import NAME_KEY, TableJoining
from rok_qt.model.state import Phase
from rok_qt.net import protocol as p
from rok_qt.session_clock import perf_ms
from rok_qt.ui.network.address import Invitation
from rok_qt.ui.network.seat_links import SeatLinks

if TYPE_CHECKING:
    from rok_qt.app.host import FeatureHost
    from rok_qt.app.network.joined_table import JoinedTable
    from rok_qt.app.screen_inputs import ScreenInputs
    from rok_qt.net.saves import TableSave
    from rok_qt.net.server_thread import ServerThread
    from rok_qt.persistence.game_record import GameRecord
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.network.join_dialog import JoinDialog
    from rok_qt.ui.network.lobby import LobbyDialog

__all__ = ["NAME_KEY", "PORT_KEY", "SEAT_KEY", "NetworkMode"]
LOG = logs.channel("network")


class NetworkMode(QObject):
    """Hosts or joins one network table at a time and shows it in the window.

    `active_changed(bool)` when this screen comes to a table (its link is made) or leaves it.
    """

    active_changed = Signal(bool)

    def __init__(self, table_host: FeatureHost, window: QWidget,
                 inputs: Callable[[], ScreenInputs], pace: Callable[[], float | None],
                 table_path: Callable[[], Path | None] = lambda: None) -> None:
        """`window`: the dialogs' parent; `inputs`: this screen's seat table and devices;
        `pace`: the people's measured ms per find (Host a table's "matches you");
        `table_path`: where this copy keeps a table it hosts while it lasts (beside its
        autosave, which keeps the game at this screen meanwhile)."""
        super().__init__(table_host)
        self.table_host = table_host
        self.window = window
        self.inputs = inputs
        self.settings = table_host.settings
        table_host.new_game_asked.connect(self.leave)
        self.client: JoinedTable | None = None
        self.keep_record: Callable[[GameRecord], None] = lambda _record: None
        """Keeps a finished network game's record among the kept games (the window's)."""
        self.widget: GameWidget | None = None
        self.lobby: LobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.server: ServerThread | None = None
        self.title = ""
        self.links: SeatLinks | None = None
        self.lan_name = ""
        self.invitation: Invitation | None = None
        self.phone_host: str | None = None
        self.tables_folder: Path | None = None
        """Where this copy writes a table its host saved and ended."""
        self.faults = TableFaults(self, self)
        self.hosting = TableHosting(self, self, pace, table_path)
        self.joining = TableJoining(self, self)

    @property
    def active(self) -> bool:
        """True while a network table is on screen (or its lobby open)."""
        return self.client is not None

    # --- Game > Host a table, Game > Join a table ----------------------------------------------
    def host(self) -> None:
        """The seats as in New game, some open; Open the table starts the server."""
        if self._busy():
            return
        self.hosting.host()

    def host_again(self, save: TableSave) -> None:
        """Host a kept table again (after a crash): the same people get their seats back."""
        if self.active:
            self.leave()
        self.hosting.host_again(save)

    def open_kept(self, path: Path) -> bool | None:
        """Game > Open of a kept table (a table save): host it again if the person says so;
        None when the file is no table save."""
        return self.hosting.open_kept(path)

    def join(self) -> None:
        """Tables on this network, or an address and code; who plays here."""
        if self._busy():
            return
        self.joining.join()

    def join_address(self, address: str, names: list[str], spectator: bool = False) -> bool:
        """Join from the command line (`--join host:port/CODE --name Ann`); False when the
        address is not one."""
        if self._busy():
            return True
        return self.joining.join_address(address, names, spectator)

    def _busy(self) -> bool:
        """A table is on: its lobby comes forward. A table that has ended is left first."""
        client = self.client
        if client is not None and client.over and self.lobby is None:
            self.leave()
        if self.active:
            self._raise()
            return True
        return False

    # --- the table ----------------------------------------------------------------------------
    def open_link(self, url: str, first: p.Host | p.Join, pin: str = "",
                  lobby: bool = True) -> JoinedTable:
        """Join the table at `url` with `first` (`pin`: the fingerprint of the certificate the
        server must show, rok_qt.net.pinning); the lobby shows until its game is on (`lobby`
        False: the caller shows the table's lobby, as New game does for phones)."""
        # The link (asyncio, websockets) loads with the first table, not with the window.
        from rok_qt.app.network.joined_table import JoinedTable

        client = JoinedTable(url, first, self, pin)
        self.client = client
        client.record_arrived.connect(lambda record: self.keep_record(record))
        if lobby:
            self._open_lobby(client)
        client.welcomed.connect(self._welcomed)
        client.lobby_changed.connect(self._would_play_again)
        client.started.connect(self._started)
        client.refused.connect(self.faults.refused)
        client.ended.connect(self.faults.ended)
        client.expired.connect(self.faults.expired)
        client.seat_left.connect(self.faults.seat_left)
        client.rematch_asked.connect(self._rematch_asked)
        client.start()
        self.active_changed.emit(True)
        if self.lobby is not None:
            self.lobby.open()
        return client

    def _open_lobby(self, client: JoinedTable) -> None:
        from rok_qt.ui.network.lobby import LobbyDialog

        lobby = LobbyDialog(client.host, self.window)
        lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        lobby.start_requested.connect(client.start_game)
        lobby.rejected.connect(self.leave)
        client.lobby_changed.connect(lobby.set_seats)
        lobby.set_invitation(self.lan_name if client.host else "", self.tr("connecting\u2026"))
        self.lobby = lobby

    def _welcomed(self) -> None:
        client, lobby = self.client, self.lobby
        if client is None:
            return
        if self.invitation is not None:
            # The certificate this screen saw goes into the invitation it copies, so every
            # joiner trusts that one (a self-signed one too) and no other.
            pin = self.invitation.pin or (client.link.seen_pin if self.invitation.secure else "")
            self.invitation = replace(self.invitation, code=client.code, pin=pin)
        if client.mirror.mine and not client.spectator:
            self.settings.setValue(SEAT_KEY, f"{client.code}|{client.link.token}")
        if client.host and self.server is not None:   # announced by this computer's server
            self.lan_name = self.tr("{title} ({code}) on {host}").format(
                title=self.title, code=client.code, host=socket.gethostname()[:40])
        if lobby is not None and self.invitation is not None:
            lobby.set_invitation(self.lan_name if client.host else "", self.invitation.text(),
                                 self.invitation.pin)
            if client.host:
                lobby.set_phone_address(self.invitation.phone_url(self.phone_host))

    def _started(self) -> None:
        """The game began (or we joined one under way): the table takes the window."""
        client = self.client
        if client is None:
            return
        if self.lobby is not None:
            lobby, self.lobby = self.lobby, None
            lobby.rejected.disconnect(self.leave)
            lobby.accept()
        if self.widget is None:
            self._show_table(client)

    def _show_table(self, client: JoinedTable) -> None:
        from rok_qt.ui.game.game_widget import GameWidget

        window, place = self.window, self.table_host
        session, mirror = client.session, client.mirror
        widget = GameWidget(session)
        widget.set_animation_speed(place.animation_speed)
        self.widget = widget
        place.add_page(widget)
        place.set_game_aside(self, self.tr("Network table"))
        place.show_page(widget)
        widget.status_changed.connect(lambda text: place.set_status(self, text))
        widget.new_game_requested.connect(self._leave_for_new_game)
        widget.quit_requested.connect(window.close)
        links = SeatLinks(widget.scene, self)
        self.links = links
        mirror.table_changed.connect(links.show)
        widget.batch_played.connect(lambda _events: links.place())
        session.game_started.connect(links.place)
        session.waiting_changed.connect(
            lambda question: links.set_between_rounds(question.kind == Phase.SUMMARY))
        mirror.race_held.connect(self.faults.held)
        mirror.race_freed.connect(self.faults.freed)
        mirror.race_go.connect(lambda _at: widget.table_go())
        mirror.faces_shown.connect(widget.faces_shown)
        mirror.race_go.connect(self._in_time_for_go)
        links.show(mirror.table)
        client.connection_changed.connect(self.faults.link_changed)
        inputs = self.inputs()
        widget.set_inputs(inputs.seats, inputs.devices())
        if session.state is not None:
            session.load_state(session.state)   # the widget missed the first game_started
        if len(session.humans()) > 1:
            inputs.offer_joining(window, session)
        widget.focus_table()

    def _in_time_for_go(self, at_ms: float) -> None:
        """The race starts at the table's "go" on every screen: an animation still playing
        when the countdown must begin is skipped to its end (R7.3)."""
        widget = self.widget
        if widget is None:
            return
        lead = at_ms - perf_ms() - widget.countdown_ms()
        QTimer.singleShot(max(0, round(lead)), widget, widget.skip_animation)

    def tell(self, title: str, text: str) -> QMessageBox:
        """A plain message over the window, not waited for."""
        return self.faults.tell(title, text)

    def _raise(self) -> None:
        if self.lobby is not None:
            self.lobby.raise_()

    def _rematch_asked(self, host: bool) -> None:
        """Play again on a network table: the host's starts the next game for everyone; anyone
        else's says so on their seat and waits for the host."""
        if host or self.widget is None:
            return
        text = self.tr("You would play again: the host starts the next game.")
        self.widget.prompt(text)
        self.table_host.show_message(text, 0)

    def _would_play_again(self, seats: list[p.SeatInfo]) -> None:
        """Host, after the game: who on other screens chose Play again."""
        client = self.client
        state = None if client is None else client.session.state
        if client is None or not client.host or state is None or state.phase != Phase.OVER:
            return
        names = [s.name for s in seats if s.ready and s.kind == p.SeatKind.REMOTE]
        if names:
            text = self.tr("{names} would play again: Rematch starts the next game.").format(
                names=", ".join(names))
            self.table_host.show_message(text, 0)
            if self.widget is not None:
                self.widget.prompt(text)

    # --- leaving ------------------------------------------------------------------------------
    def _leave_for_new_game(self) -> None:
        self.leave()
        self.table_host.new_game()

    def ask_to_leave(self) -> QMessageBox | None:
        """Game > Leave the table: during a game, ask first (a host's leaving ends the table for
        everyone; anyone else's seat goes to a computer player); else leave at once. The
        question, opened and not waited for, or None when the table was left."""
        client = self.client
        state = None if client is None else client.session.state
        if client is None or state is None or state.phase == Phase.OVER or not \
                client.session.humans():
            self.leave()
            return None
        if client.host:
            text = self.tr("You host this table: if you leave, the game ends for everyone at "
                           "it (it is kept, and Game > Open hosts it again).")
        else:
            text = self.tr("The game goes on without you: a computer player takes your seat.")
        box = messages.plain_box(self.window, QMessageBox.Icon.Question,
                                 self.tr("Leave the table?"), text,
                                 QMessageBox.StandardButton.NoButton)
        leave = box.addButton(self.tr("Leave the table"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("Stay"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: self.leave() if button is leave else None)
        box.open()
        return box

    def leave(self) -> None:
        """Leave the table (a host ends it) and go back to the game at this screen."""
        LOG.debug("leaving the network table")
        self.close_table()
        widget, self.widget = self.widget, None
        if widget is not None:
            self.table_host.bring_game_back(self)
            widget.deleteLater()   # it leaves the host's stack as it goes

    def close_table(self) -> None:
        """End this screen's part in the table (a host's server stops with it)."""
        client, self.client = self.client, None
        if client is not None:
            client.leave()
            self.active_changed.emit(False)
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.rejected.disconnect(self.leave)
            lobby.close()
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            # A game under way can be hosted again (one saved and ended is kept already).
            saved = client is not None and bool(client.saved_as)
            kept = None if saved else self.hosting.keep_in_folder()
            if kept is not None:
                self.table_host.show_message(self.tr(
                    "The table is kept as {file}: Game > Open hosts it again.").format(
                        file=kept), 60_000)
            self.hosting.forget_kept()   # left: nothing to offer after a crash now
        if self.links is not None:
            self.links.clear()
            self.links = None

    def window_closing(self) -> None:
        """The window goes: leave the table cleanly."""
        self.close_table()
