"""Game > Host a table, and hosting a kept table again (R7.3).

The host's window runs the table server on a thread of its own (`rok_qt.net.server_thread.
ServerThread`) and joins it over loopback like any other client. While it hosts, the table is
kept in a file of its own beside this copy's autosave (`Autosave.table_path`; a table save,
rok_qt.net.saves: the game, its seats and the hashes of their tokens), written from the
server's thread whenever it changes; the autosave keeps the game at this screen. After a crash
the next start offers to host it again: under the same code and port, so the invitation people
have still works, and each screen that sat there gets its own seats back, nobody else.

Or the table opens on a table server elsewhere (`rok-qt-server`, "Where: on a server"): the
window joins it with the same `p.Host` first message and starts no server of its own. Such a
table is not announced on this network (the server is not on this computer) and not kept here:
keeping and hosting again are the in-app server's.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from rok_qt import logs
from rok_qt.app import messages
from rok_qt.app.checked import exact_int_setting, text_setting
from rok_qt.app.network.interfaces import hosting_interfaces, phone_host, zeroconf_interfaces
from rok_qt.model.state import Controller
from rok_qt.net import protocol as p
from rok_qt.ui.network.address import Invitation, parse_server
from rok_qt.ui.persons import fill

if TYPE_CHECKING:
    from rok_qt.app.network.joined_table import JoinedTable
    from rok_qt.app.network.place import NetworkPlace
    from rok_qt.net.saves import TableSave
    from rok_qt.net.server import TableServer
    from rok_qt.net.server_table import ServerTable
    from rok_qt.net.server_thread import ServerThread
    from rok_qt.ui.network.host_dialog import HostDraft

LOG = logs.channel("network")
PORT_KEY = "network/port"
SERVER_KEY = "network/server"
"""The table server last hosted on (Host a table offers it again)."""
OTHERS_MAY_HOST_KEY = "network/others_may_host"
"""True: the table server in this app hosts anyone's tables, as rok-qt-server does; unset or
false, it hosts only this window's own table, and a stranger's Host is turned away."""
IN_APP_PER_NETWORK = 64
"""Connections one network may hold at the app's own table (screens, phones and spectators
of a room share one network: rok_qt.net.caps)."""
TABLES_FOLDER = "tables"
"""Where the host's app writes a table the host saved and ended (beside its autosave)."""
SHOW_THROW_MS = 3500.0
"""How long after a throw the hosted table's race starts: the throw's flight (under a second
at normal speed), the look at where the stones came to rest, and the 3-2-1 (2.1 s)."""


def keeper(path: Path) -> Callable[[ServerTable], None]:
    """Keeps a hosted table in `path` (beside the host's autosave), on the server's thread:
    written atomically whenever it changes, gone once its game is over."""
    def keep(table: ServerTable) -> None:
        from rok_qt.net.rehost import save_of
        from rok_qt.net.saves import encode_table
        from rok_qt.persistence.atomic import write_atomic
        from rok_qt.persistence.errors import SaveFileError

        try:
            if table.game.state is None or table.over:
                path.unlink(missing_ok=True)
            else:
                write_atomic(path, encode_table(save_of(table)), backup=False)
        except (OSError, SaveFileError) as error:
            LOG.warning("the table could not be kept in %s: %s", path, error)
    return keep


class TableHosting(QObject):
    """Hosts a new table, or a kept one again, for the network mode (module docstring)."""

    def __init__(self, mode: NetworkPlace, parent: QObject, pace: Callable[[], float | None],
                 table_path: Callable[[], Path | None]) -> None:
        """`pace`: the people's measured ms per find (Host a table's "matches you");
        `table_path`: where this copy keeps a table it hosts (None: nowhere)."""
        super().__init__(parent)
        self.mode = mode
        self._pace = pace
        self._table_path = table_path
        self._host_key: str | None = None
        """The key this window's Host needs at the server it started (None: none needed)."""
        self.draft: HostDraft | None = None
        """Host a table as last filled in (kept on Cancel too, for this run)."""

    def host(self) -> None:
        """The seats as in New game, some open; Open the table starts the server."""
        from rok_qt.ui.network.host_dialog import HostDialog

        mode = self.mode
        inputs = mode.inputs()
        last = parse_server(text_setting(mode.settings, SERVER_KEY, 300))
        where = hosting_interfaces(mode.settings)
        dialog = HostDialog(mode.window, self._pace(), devices=inputs.devices(),
                            seat_inputs=inputs.seats,
                            server="" if last is None else last.server_text() + last.pin_text(),
                            local_only=all(ipaddress.ip_address(a).is_loopback for a in where))
        if self.draft is not None:
            dialog.restore(self.draft)
        # Kept for the next Host a table (names, seats, limit, seed), Cancel or not; once the
        # table has taken us in, the next one starts afresh, offering the server last hosted
        # on without choosing it. A table that could not open (its port in use, a server that
        # refused) leaves the seats as the person set them up.
        dialog.finished.connect(lambda _r: setattr(self, "draft", dialog.draft()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.open_table(dialog.seat_specs(),
                                                         dialog.config().time_limit_ms,
                                                         dialog.config().seed,
                                                         dialog.server_address(),
                                                         dialog.config().first_player,
                                                         dialog.spectator_delay_s()))
        dialog.finished.connect(lambda _r: inputs.stop())
        dialog.open()
        if dialog.join is not None:
            dialog.join.set_hint(inputs.join_hint())
        inputs.listen(dialog)

    def open_table(self, seats: tuple[p.SeatSpec, ...], limit_ms: int | None,
                   seed: int, on_server: Invitation | None = None,
                   first_player: int | None = None, spectator_delay_s: int = 0) -> None:
        """Start the server with these seats and join it: what Open the table does. With
        `on_server` (an address, no code) the table opens on that server instead;
        `spectator_delay_s`: how late its spectators see the game."""
        first = p.Host(p.PROTOCOL_VERSION, seats, limit_ms, seed, title=self.title_of(seats),
                       first=first_player, spectator_delay_s=spectator_delay_s)
        if on_server is not None:
            self._open_on_server(on_server, first)
        else:
            server = self._serve(first.title)
            if server is None:
                return
            self.mode.open_link(self._here(server), first)
        client = self.mode.client
        if client is not None:
            client.welcomed.connect(lambda: setattr(self, "draft", None))

    def title_of(self, seats: tuple[p.SeatSpec, ...]) -> str:
        """A table's name: its first person at the host's screen's ("Ann's table")."""
        here_name = next((spec.name for spec in seats if not spec.open
                          and spec.controller == Controller.HUMAN), "")
        if not here_name:
            return self.tr("R\u00f6k with phones")
        return fill(self.tr("{name}'s table"), name=here_name)[:40]

    def open_for_phones(self, first: p.Host, failed: Callable[[str], None]) -> JoinedTable | None:
        """New game with seats for phones: a table here with the setup dialog as its lobby,
        not announced on the network (phones come by its QR code). None when it cannot
        listen (`failed` says why)."""
        server = self._serve(first.title, announce=False, failed=failed)
        if server is None:
            return None
        return self.mode.open_link(self._here(server), first, lobby=False)

    def _open_on_server(self, server: Invitation, first: p.Host) -> None:
        """Open the table on a table server elsewhere: no server here, no announcement."""
        mode = self.mode
        mode.settings.setValue(SERVER_KEY, server.server_text() + server.pin_text())
        mode.title = first.title
        mode.lan_name = self.tr("Not announced: the table is on {server}, not on this "
                                "computer.").format(server=server.server_text())
        mode.invitation = server   # its code comes with the server's welcome
        mode.phone_host = None     # phones open the page on that server, as screens join it
        mode.tables_folder = None   # a game saved and ended there is the server's (--save-dir)
        mode.open_link(server.url(), first, server.pin)
        if mode.lobby is not None:
            mode.lobby.set_on_server(server.server_text())

    def host_again(self, save: TableSave) -> None:
        """Host a kept table again: its code, its seats, its game where it was kept. The
        people at this screen take their seats at once; the others as they join again."""
        from rok_qt.net.codes import new_token

        token = new_token()

        def rehost(server: TableServer) -> None:
            server.rehost(save, token)

        served = self._serve(save.title, rehost)
        if served is None or self.mode.invitation is None:
            from rok_qt.net.saves import encode_table

            kept = self.keep_in_folder(encode_table(save))   # not lost: tried again later
            if kept is not None:
                self.forget_kept()   # offered once: by Game > Open now, not at the next start
                self.mode.table_host.show_message(self.tr(
                    "The table is kept as {file}: Game > Open hosts it again.").format(
                        file=kept), 0)
            return
        if served.server.on_table is not None:   # it was hosted before the announcer came
            served.call_soon(served.server.on_table, save.code, save.title, True)
        self.mode.invitation = Invitation(self.mode.invitation.host, served.port, save.code)
        client = self.mode.open_link(self._here(served),
                                   p.Join(p.PROTOCOL_VERSION, save.code, token=token))
        client.started.connect(self._say_open_again)

    def open_kept(self, path: Path) -> bool | None:
        """Game > Open of a table save: asked, hosted again (True); None when the file is no
        table save (it opens as a game, or says why not)."""
        from rok_qt.net.saves import decode_table, is_table_save, read_table
        from rok_qt.persistence.errors import SaveFileError

        try:
            data = read_table(path)
        except SaveFileError:
            return None   # a game's save then says why it cannot be opened
        if not is_table_save(data):
            return None
        window = self.mode.window
        try:
            table = decode_table(data)
        except SaveFileError as error:
            messages.warn(window, self.tr("Cannot open the table"), self.tr(
                "{file} was not opened. {reason}.").format(
                    file=path.name, reason=messages.shorten(str(error)).rstrip(".")))
            return False
        box = messages.plain_box(
            window, QMessageBox.Icon.Question, self.tr("Host this table again?"),
            self.tr("{file} holds a network table ({names}; round {round}). Host it again? "
                    "The people who were at it join it again and take back their seats, and "
                    "the game goes on where it was.").format(
                        file=path.name, round=table.state.round,
                        names=", ".join(player.name for player in table.state.players)),
            messages.Button.Yes | messages.Button.Cancel, messages.Button.Yes)
        yes = box.button(messages.Button.Yes)
        if yes is not None:
            yes.setText(self.tr("Host the table again"))
        if messages.ask(box) != messages.Button.Yes:
            return False
        self.mode.host_again(table)
        return True

    def keep_in_folder(self, data: bytes | None = None) -> Path | None:
        """The table this copy kept (`data`, or what its kept table file holds now) as a file
        in the tables folder, for Game > Open to host again; its path, or None when there is
        no table under way to keep or it could not be written."""
        from rok_qt.net.saves import SaveFolder, decode_table, is_table_save, read_table
        from rok_qt.persistence.errors import SaveFileError

        path = self._table_path()
        if path is None:
            return None
        try:
            if data is None:
                data = read_table(path)
            if not is_table_save(data):
                return None
            folder = path.parent / TABLES_FOLDER
            name = SaveFolder(folder).save(decode_table(data).code, data)
        except (OSError, SaveFileError):
            return None
        return None if name is None else folder / name

    def forget_kept(self) -> None:
        """The table hosted here was left (its server stopped): its kept file goes, so that
        a crash later offers only the game at this screen."""
        path = self._table_path()
        if path is not None:
            try:
                path.unlink(missing_ok=True)
            except OSError as error:
                LOG.warning("the kept table %s could not be removed: %s", path, error)

    def _say_open_again(self) -> None:
        """Tell the host who is awaited, and the invitation to pass on again."""
        client, invitation = self.mode.client, self.mode.invitation
        if client is None or invitation is None or client.session.state is None:
            return
        away = [info.name for info in client.lobby
                if info.kind == p.SeatKind.REMOTE and not info.connected]
        text = self.tr("The table is open again at {invitation}.").format(
            invitation=invitation.text())
        if away:
            text += " " + fill(self.tr("{names}: Game > Join a table on your computer gives you "
                                  "back your seat. The game goes on when everyone is "
                                  "back."), names=", ".join(away))
        box = self.mode.tell(self.tr("Hosting the table again"), text)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)   # to copy

    def _serve(self, title: str, prepare: Callable[[TableServer], None] | None = None, *,
               announce: bool = True,
               failed: Callable[[str], None] | None = None) -> ServerThread | None:
        """Start this window's table server (None when it cannot listen, said in words: to
        `failed`, or in a message); `announce`: on this network (zeroconf)."""
        from rok_qt.net.options import DEFAULT_PORT, ServerOptions
        from rok_qt.net.server_thread import ServerThread

        mode = self.mode
        interfaces = hosting_interfaces(mode.settings)   # listened on, each of them
        interface = interfaces[0]
        # 0: any free port; out of range (edited by hand): the default.
        port = exact_int_setting(mode.settings, PORT_KEY, DEFAULT_PORT, 0, 65535)
        path = self._table_path()
        save = None
        if path is not None:   # Save and end: a table save beside the autosave
            from rok_qt.net.saves import SaveFolder

            mode.tables_folder = path.parent / TABLES_FOLDER
            save = SaveFolder(mode.tables_folder).save
        from rok_qt.net.codes import new_token

        others = str(mode.settings.value(OTHERS_MAY_HOST_KEY, "false")).lower() == "true"
        self._host_key = None if others else new_token()
        server = ServerThread(ServerOptions(host=interfaces, port=port, throw_ms=SHOW_THROW_MS,
                                            keep=None if path is None else keeper(path),
                                            save=save, host_key=self._host_key,
                                            lobby_expiry_s=None,
                                            max_per_address=IN_APP_PER_NETWORK))
        if prepare is not None:
            prepare(server.server)
        server.server.on_table = None
        try:
            server.start()
        except OSError as error:
            text = self.tr("The table cannot listen on {address} port {port}: {reason}").format(
                address=", ".join(interfaces), port=port, reason=messages.shorten(str(error)))
            if failed is not None:
                failed(text)
            else:
                mode.tell(self.tr("Cannot host a table"), text)
            return None
        mode.server = server
        if announce:
            self._advertise(server)
        mode.title = title
        mode.lan_name = self.tr("{title} ({code}) on {host}").format(
            title=title, code="\u2026", host=socket.gethostname()[:40])
        wildcard = interface in ("0.0.0.0", "::")
        # Others reach a table on every interface by this computer's name.
        mode.invitation = Invitation(socket.gethostname() if wildcard else interface,
                                     server.port, "")
        mode.phone_host = phone_host(interfaces)
        return server

    def _here(self, server: ServerThread) -> str:
        """The URL this window joins its own server by (with the key its Host needs there)."""
        from rok_qt.net.codes import host_url

        interface = hosting_interfaces(self.mode.settings)[0]
        here = "127.0.0.1" if interface in ("0.0.0.0", "::") else interface
        url = Invitation(here, server.port, "").url()
        return url if self._host_key is None else host_url(url, self._host_key)

    def _advertise(self, server: ServerThread) -> None:
        """Announce the table on this network (zeroconf, `_rok._tcp`) on the chosen interfaces
        only, from the server's own thread, for as long as the table lasts."""
        from rok_qt.net.discovery import Advertiser

        interfaces = zeroconf_interfaces(hosting_interfaces(self.mode.settings))
        advertiser = Advertiser(server.port, interfaces)
        server.server.on_table = advertiser.table_changed
