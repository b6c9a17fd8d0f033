"""Game > Host a table and Game > Join a table in the main window (R7.3).

Like the practice table, a network table takes the window's middle (a page of the TableHost's stack)
and the game at this screen steps aside, held, until the network table is left. The host's
window runs the table server on a thread of its own (`rok_qt.net.server.ServerThread`) and
joins it over loopback like any other client: nothing about the host's screen is special.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QMessageBox, QWidget

from rok_qt.app import messages
from rok_qt.app.network.interfaces import hosting_interfaces, zeroconf_interfaces
from rok_qt.model.errors import InvalidMove
from rok_qt.model.setup import validate_names
from rok_qt.model.state import Controller, Phase
from rok_qt.net import protocol as p
from rok_qt.net.codes import normal_code
from rok_qt.session_clock import perf_ms
from rok_qt.ui.network.address import Invitation
from rok_qt.ui.network.seat_links import SeatLinks, waiting_text
from rok_qt.ui.refusals import refusal_text

if TYPE_CHECKING:
    from rok_qt.app.host import TableHost
    from rok_qt.app.network.finder import TableFinder
    from rok_qt.app.network.table_client import TableClient
    from rok_qt.app.table_inputs import TableInputs
    from rok_qt.net.server import ServerThread
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.network.join_dialog import JoinDialog
    from rok_qt.ui.network.lobby import LobbyDialog

LOG = logging.getLogger("rok_qt.network")
NAME_KEY = "network/name"
PORT_KEY = "network/port"
SHOW_THROW_MS = 3500.0
"""How long after a throw the hosted table's race starts: the throw's flight (under a second
at normal speed), the look at where the stones came to rest, and the 3-2-1 (2.1 s)."""
SEAT_KEY = "network/seat"
"""The table code and seat token of the table this screen last sat at: a copy of the app
restarted after a crash rejoins its seats with them."""


class NetworkMode(QObject):
    """Hosts or joins one network table at a time and shows it in the window."""

    def __init__(self, table_host: TableHost, window: QWidget,
                 inputs: Callable[[], TableInputs], pace: Callable[[], float | None]) -> None:
        """`window`: the dialogs' parent; `inputs`: this screen's seat table and devices;
        `pace`: the people's measured ms per find (Host a table's "matches you")."""
        super().__init__(table_host)
        self.table_host = table_host
        self.window = window
        self._inputs = inputs
        self._pace = pace
        self.settings = table_host.settings
        table_host.new_game_asked.connect(self.leave)
        self.client: TableClient | None = None
        self.widget: GameWidget | None = None
        self.lobby: LobbyDialog | None = None
        self.join_dialog: JoinDialog | None = None
        self.server: ServerThread | None = None
        self._title = ""
        self.links: SeatLinks | None = None
        self.lan_name = ""
        self.invitation: Invitation | None = None

    @property
    def active(self) -> bool:
        """True while a network table is on screen (or its lobby open)."""
        return self.client is not None

    # --- Game > Host a table ------------------------------------------------------------------
    def host(self) -> None:
        """The seats as in New game, some open; Open the table starts the server."""
        from rok_qt.ui.network.host_dialog import HostDialog

        if self.active:
            self._raise()
            return
        window = self.window
        inputs = self._inputs()
        dialog = HostDialog(window, self._pace(), devices=inputs.devices(),
                            seat_inputs=inputs.seats)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._open_table(dialog.seat_specs(),
                                                         dialog.config().time_limit_ms,
                                                         dialog.config().seed))
        dialog.finished.connect(lambda _r: inputs.stop())
        dialog.open()
        if dialog.join is not None:
            dialog.join.set_hint(inputs.join_hint())
        inputs.listen(dialog)

    def _open_table(self, seats: tuple[p.SeatSpec, ...], limit_ms: int | None,
                    seed: int) -> None:
        from rok_qt.net.server import DEFAULT_PORT, ServerOptions, ServerThread

        interfaces = hosting_interfaces(self.settings)   # listened on, each of them
        interface = interfaces[0]
        try:
            port = int(str(self.settings.value(PORT_KEY, DEFAULT_PORT)))
        except ValueError:
            port = DEFAULT_PORT   # 0: any free port
        server = ServerThread(ServerOptions(host=interfaces, port=port,
                                            throw_ms=SHOW_THROW_MS))
        server.server.on_table = None
        try:
            server.start()
        except OSError as error:
            self._tell(self.tr("Cannot host a table"), self.tr(
                "The table cannot listen on {address} port {port}: {reason}").format(
                    address=", ".join(interfaces), port=port,
                    reason=messages.shorten(str(error))))
            return
        self.server = server
        self._advertise(server)
        here_name = next((spec.name for spec in seats if not spec.open
                          and spec.controller == Controller.HUMAN), "")
        title = self.tr("{name}'s table").format(name=here_name)[:40]
        self.lan_name = self.tr("{title} ({code}) on {host}").format(
            title=title, code="\u2026", host=socket.gethostname()[:40])
        self._title = title
        wildcard = interface in ("0.0.0.0", "::")
        here = "127.0.0.1" if wildcard else interface
        # Others reach a table on every interface by this computer's name.
        self.invitation = Invitation(socket.gethostname() if wildcard else interface,
                                     server.port, "")
        first = p.Host(p.PROTOCOL_VERSION, seats, limit_ms, seed, title=title)
        self._connect(Invitation(here, server.port, "").url(), first)

    def _advertise(self, server: ServerThread) -> None:
        """Announce the table on this network (zeroconf, `_rok._tcp`) on the chosen interfaces
        only, from the server's own thread, for as long as the table lasts."""
        from rok_qt.net.discovery import Advertiser

        interfaces = zeroconf_interfaces(hosting_interfaces(self.settings))
        advertiser = Advertiser(server.port, interfaces)
        server.server.on_table = advertiser.table_changed

    # --- Game > Join a table ------------------------------------------------------------------
    def join(self) -> None:
        """Tables on this network, or an address and code; who plays here."""
        from rok_qt.ui.network.join_dialog import JoinDialog

        if self.active:
            self._raise()
            return
        dialog = JoinDialog(self.window, str(self.settings.value(NAME_KEY, "") or ""))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.join_dialog = dialog
        browser = self._browse(dialog)
        dialog.accepted.connect(lambda: self._join_from(dialog))
        dialog.finished.connect(lambda _r: self._stop_browsing(browser))
        dialog.open()

    def _browse(self, dialog: JoinDialog) -> TableFinder:
        # zeroconf loads when a table is first looked for, not with the window (~35 ms).
        from rok_qt.app.network.finder import TableFinder

        finder = TableFinder(zeroconf_interfaces(hosting_interfaces(self.settings)),
                             dialog)
        finder.changed.connect(lambda found: dialog.set_tables(
            [(table.title, Invitation(table.address, table.port, table.code))
             for table in found]))
        finder.start()
        return finder

    def _stop_browsing(self, finder: TableFinder) -> None:
        self.join_dialog = None
        finder.stop()

    def _join_from(self, dialog: JoinDialog) -> None:
        invitation = dialog.invitation()
        if invitation is None:
            return
        people = dialog.people()
        if people:
            self.settings.setValue(NAME_KEY, people[0])
        self.invitation = invitation
        self._connect(invitation.url(),
                      self._join_message(invitation, people, dialog.spectator()))

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
            self._tell(self.tr("Cannot join the table"), refusal_text(error))
            return True
        self.invitation = invitation
        self._connect(invitation.url(), self._join_message(invitation, names, spectator))
        return True

    def _join_message(self, invitation: Invitation, names: list[str],
                      spectator: bool) -> p.Join:
        """Join, or rejoin the seats this screen held at that table before it was closed."""
        code, _bar, token = str(self.settings.value(SEAT_KEY, "") or "").partition("|")
        if token and not spectator and normal_code(code) == normal_code(invitation.code):
            return p.Join(p.PROTOCOL_VERSION, invitation.code, token=token[:64])
        return p.Join(p.PROTOCOL_VERSION, invitation.code, tuple(names), spectator=spectator)

    # --- the table ----------------------------------------------------------------------------
    def _connect(self, url: str, first: p.Host | p.Join) -> None:
        # The link (asyncio, websockets) loads with the first table, not with the window.
        from rok_qt.app.network.table_client import TableClient
        from rok_qt.ui.network.lobby import LobbyDialog

        client = TableClient(url, first, self)
        self.client = client
        lobby = LobbyDialog(isinstance(first, p.Host), self.window)
        lobby.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        lobby.start_requested.connect(client.start_game)
        lobby.rejected.connect(self.leave)
        self.lobby = lobby
        client.welcomed.connect(self._welcomed)
        client.lobby_changed.connect(lobby.set_seats)
        client.started.connect(self._started)
        client.refused.connect(self._refused)
        client.ended.connect(self._ended)
        client.expired.connect(self._expired)
        client.start()
        lobby.set_invitation(self.lan_name, self.tr("connecting\u2026"))
        lobby.open()

    def _welcomed(self) -> None:
        client, lobby = self.client, self.lobby
        if client is None:
            return
        if self.invitation is not None:
            self.invitation = Invitation(self.invitation.host, self.invitation.port, client.code)
        if client.session.mine and not client.spectator:
            self.settings.setValue(SEAT_KEY, f"{client.code}|{client.link.token}")
        if client.host:
            self.lan_name = self.tr("{title} ({code}) on {host}").format(
                title=self._title, code=client.code, host=socket.gethostname()[:40])
        if lobby is not None and self.invitation is not None:
            lobby.set_invitation(self.lan_name if client.host else "", self.invitation.text())

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

    def _show_table(self, client: TableClient) -> None:
        from rok_qt.ui.game.game_widget import GameWidget

        window, place = self.window, self.table_host
        session = client.session
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
        session.table_changed.connect(links.show)
        widget.player.batch_played.connect(lambda _events: links.place())
        session.game_started.connect(links.place)
        session.waiting_changed.connect(
            lambda question: links.set_between_rounds(question.kind == Phase.SUMMARY))
        session.race_held.connect(self._held)
        session.race_freed.connect(lambda: place.show_message("", 1))
        session.race_go.connect(lambda _at: widget.live.table_go())
        session.race_go.connect(self._in_time_for_go)
        links.show(session.table)
        client.connection_changed.connect(self._link_changed)
        inputs = self._inputs()
        widget.set_inputs(inputs.seats, inputs.devices())
        if session.state is not None:
            session.load_state(session.state)   # the widget missed the first game_started
        if len(session.humans()) > 1:
            inputs.offer_joining(window, session)
        widget.view.setFocus()

    def _in_time_for_go(self, at_ms: float) -> None:
        """The race starts at the table's "go" on every screen: an animation still playing
        when the countdown must begin is skipped to its end (R7.3)."""
        widget = self.widget
        if widget is None:
            return
        lead = at_ms - perf_ms() - widget.live.countdown.total_ms()
        QTimer.singleShot(max(0, round(lead)), widget, widget.player.skip)

    def _held(self, names: str) -> None:
        """The table waits for someone reconnecting: the race stops under a cover, and
        whatever else is on screen waits with a word in the bar."""
        widget = self.widget
        if widget is None:
            return
        text = waiting_text(names)
        widget.live.hold(text)
        later = self.tr("After a minute the host chooses: a computer player takes the seat, "
                        "or the game is saved and ended.")
        widget.bar.prompt(f"{text} {later}")
        self.table_host.show_message(text, 0)

    def _link_changed(self, up: bool) -> None:
        """This screen lost the table (it rejoins by itself) or has it back."""
        widget = self.widget
        if widget is None:
            return
        if up:
            self.table_host.show_message("", 1)
            return
        text = self.tr("Reconnecting to the table\u2026")
        self.table_host.show_message(text, 0)
        widget.live.hold(text)

    def _refused(self, reason: str) -> None:
        texts = {
            p.ErrorCode.NO_TABLE.value: self.tr("No table has that code. Check the code, or "
                                                "ask the host for the invitation again."),
            p.ErrorCode.FULL.value: self.tr("The table has no free seat (or its game has "
                                            "started): you can still join as a spectator."),
            p.ErrorCode.VERSION.value: self.tr("The table runs another version of R\u00f6k."),
            p.ErrorCode.NAME.value: self.tr("The table refused a name: choose another."),
            p.ErrorCode.BUSY.value: self.tr("Too many connections from this computer."),
        }
        text = texts.get(reason, self.tr("The table cannot be reached: {reason}").format(
            reason=messages.shorten(reason)))
        if reason == p.ErrorCode.TOKEN.value:
            self.settings.remove(SEAT_KEY)   # that seat is gone: join afresh next time
            text = self.tr("Your seat at this table is gone. Join it again.")
        self._close_table()
        self._tell(self.tr("Cannot join the table"), text)

    def _ended(self, reason: str, _text: str) -> None:
        """The table is over for us: say why plainly; the last view stays on screen."""
        texts = {
            p.CloseReason.GAME_OVER.value: "",
            p.CloseReason.SAVED.value: self.tr("The host saved the game and ended the table."),
            p.CloseReason.SHUTDOWN.value: self.tr(
                "The table's server has stopped. The game as it was stays on screen."),
            p.CloseReason.HOST_LEFT.value: self.tr(
                "The host has left the table. The game as it was stays on screen."),
            "lost": self.tr("The host's computer cannot be reached any more: the table is "
                            "gone. The game as it was stays on screen."),
        }
        text = texts.get(reason, texts["lost"])
        self.settings.remove(SEAT_KEY)
        if self.lobby is not None:
            self._close_table()
        if text:
            self.table_host.show_message(text, 0)
            self._tell(self.tr("The table has ended"), text)

    def _expired(self, seats: list[int]) -> None:
        """Host: someone did not come back within a minute: a computer player, or save and end."""
        client = self.client
        if client is None:
            return
        for seat in seats:
            name = client.seat_name(seat)
            box = messages.plain_box(
                self.window, QMessageBox.Icon.Question, self.tr("{name} has not come back").format(
                    name=name),
                self.tr("{name} has been away for a minute. A computer player can take the "
                        "seat, or the game is saved and ended.").format(name=name),
                messages.Button.Yes | messages.Button.Save, messages.Button.Yes)
            yes = box.button(messages.Button.Yes)
            if yes is not None:
                yes.setText(self.tr("A computer player takes the seat"))
            save = box.button(messages.Button.Save)
            if save is not None:
                save.setText(self.tr("Save and end"))
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.finished.connect(lambda answer, s=seat: client.take_over(
                s, answer != messages.Button.Save))
            box.open()

    def _tell(self, title: str, text: str) -> None:
        box = messages.plain_box(self.window, QMessageBox.Icon.Information, title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def _raise(self) -> None:
        if self.lobby is not None:
            self.lobby.raise_()

    # --- leaving ------------------------------------------------------------------------------
    def _leave_for_new_game(self) -> None:
        self.leave()
        self.table_host.new_game()

    def leave(self) -> None:
        """Leave the table (a host ends it) and go back to the game at this screen."""
        self._close_table()
        widget, self.widget = self.widget, None
        if widget is not None:
            self.table_host.bring_game_back(self)
            widget.deleteLater()   # it leaves the host's stack as it goes

    def _close_table(self) -> None:
        client, self.client = self.client, None
        if client is not None:
            client.leave()
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.rejected.disconnect(self.leave)
            lobby.close()
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        if self.links is not None:
            self.links.clear()
            self.links = None

    def window_closing(self) -> None:
        """The window goes: leave the table cleanly."""
        self._close_table()
