"""What a network table says when something goes wrong (R7.3): someone reconnecting, this
screen's own link, a table that would not take us, the table ending, a seat nobody came back to.

Every text is plain; the last view of a table that ended stays on screen.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QMessageBox

from rok_qt import logs
from rok_qt.app import messages
from rok_qt.net import protocol as p
from rok_qt.ui.network.seat_links import waiting_text
from rok_qt.ui.persons import fill

if TYPE_CHECKING:
    from rok_qt.app.network.place import NetworkPlace

LOG = logs.channel("network")

SEAT_KEY = "network/seat"
"""The table code and seat token of the table this screen last sat at: a copy of the app
restarted after a crash, or joining that table again once its host hosts it again, gets its
seats back with them."""


class TableFaults(QObject):
    """Says a network table's faults in the window (module docstring)."""

    def __init__(self, mode: NetworkPlace, parent: QObject) -> None:
        super().__init__(parent)
        self.mode = mode
        self._waiting = ""
        """What the bar says while the table waits for someone ("" when it does not)."""
        self._asked: tuple[str, str | None] | None = None
        """What the bar said before the wait, and its button's label (None: no button)."""

    def held(self, names: str) -> None:
        """The table waits for someone reconnecting: the race stops under a cover, and
        whatever else is on screen waits with a word in the bar."""
        widget = self.mode.widget
        if widget is None:
            return
        if not self._waiting:   # a second name joins the wait: the first wait's is kept
            self._asked = widget.bar_said()
        text = waiting_text(names)
        widget.pause_for_table(text)
        later = self.tr("If they are not back in time, the host chooses: a computer player "
                        "takes the seat, or the game is saved and ended.")
        self._waiting = f"{text} {later}"
        widget.prompt(self._waiting)
        self.mode.table_host.show_message(text, 0)

    def freed(self) -> None:
        """Everyone is back (or a computer player took the seat): the status line's word
        goes, and the bar asks again what it asked before the wait, with its button. A race
        the table held says "Get ready" itself at the table's go; a bar that has said
        something newer since is left as it is."""
        self.mode.table_host.show_message("", 1)
        waiting, self._waiting = self._waiting, ""
        asked, self._asked = self._asked, None
        widget = self.mode.widget
        if widget is None or asked is None or widget.race_on is False:
            return
        if widget.bar_said()[0] == waiting:
            widget.prompt(*asked)

    def link_changed(self, up: bool) -> None:
        """This screen lost the table (it rejoins by itself) or has it back."""
        widget = self.mode.widget
        if widget is None:
            return
        if up:
            self.mode.table_host.show_message("", 1)
            return
        text = self.tr("Reconnecting to the table\u2026")
        self.mode.table_host.show_message(text, 0)
        widget.pause_for_table(text)

    def refused(self, reason: str) -> None:
        """The table would not take us in (or a table server would not open ours): why, in
        words."""
        LOG.info("the table would not take this screen in: %s", reason)
        from rok_qt.app.network import link

        mode = self.mode
        client = mode.client
        hosting = client is not None and client.host
        where = "" if mode.invitation is None else mode.invitation.server_text()
        texts = {
            p.ErrorCode.NO_TABLE.value: self.tr("No table has that code. Check the code, or "
                                                "ask the host for the invitation again."),
            p.ErrorCode.FULL.value: self.tr("The table has no free seat (or its game has "
                                            "started): you can still join as a spectator."),
            p.ErrorCode.VERSION.value: self._version_text(
                "" if client is None else client.refusal_text),
            p.ErrorCode.NAME.value: self.tr("The table refused a name: choose another."),
            p.ErrorCode.BUSY.value: self.tr("The table server takes no more connections from "
                                            "your network just now: close a few, or try again "
                                            "later."),
            p.ErrorCode.WAIT.value: self._wait_text(
                "" if client is None else client.refusal_text),
            link.REFUSED: self.tr("Nothing answers at {address}: is the server running there, "
                                  "and is the address (its port) right?").format(address=where),
            link.UNREACHABLE: self.tr("{address} cannot be reached: check the address and "
                                      "this computer's connection.").format(address=where),
            link.NOT_ROK: self.tr("{address} answers, but it is no R\u00f6k table server: "
                                  "check the address and its port.").format(address=where),
            link.TLS: self.tr("The secure connection to {address} failed: the server may not "
                              "use wss://, or its certificate is not trusted. A server with a "
                              "certificate of its own making is trusted by an invitation that "
                              "carries its fingerprint (ending in #sha256=...): ask for "
                              "that.").format(address=where),
            link.PINNED: self.tr("The server at {address} showed another certificate than the "
                                 "one the invitation names, so nothing was sent to it: someone "
                                 "may be in between, or the server has a new certificate. Ask "
                                 "the host for the invitation again.").format(address=where),
        }
        if hosting:
            texts[p.ErrorCode.NOT_HOST.value] = self.tr(
                "The table server at {address} hosts only its own table: ask its host for an "
                "invitation, or host the table on this computer.").format(address=where)
            texts[p.ErrorCode.FULL.value] = self.tr(
                "The server at {address} has as many tables as it takes: try again later, or "
                "host the table on this computer.").format(address=where)
        text = texts.get(reason, self.tr("The table cannot be reached: {reason}").format(
            reason=messages.shorten(reason)))
        if reason == p.ErrorCode.TOKEN.value:
            mode.settings.remove(SEAT_KEY)   # that seat is gone: join afresh next time
            text = self.tr("Your seat at this table is gone. Join it again.")
        mode.close_table()
        if hosting:
            mode.table_host.show_message(text, 60_000)
        self.tell(self.tr("Cannot host a table") if hosting else self.tr("Cannot join the table"),
                  text)

    def _expired_text(self, server_text: str) -> str:
        """A table whose game never started: how long it waited, read from the server's
        words ("within N minutes")."""
        found = re.search(r"within (\d+) minutes?", server_text)
        if found is None:
            return self.tr("Nobody started the game in time, so the table server closed the "
                           "table. Host a table again to play.")
        return self.tr("Nobody started the game within %n minute(s) of the table being "
                       "hosted, so the table server closed it. Host a table again to play.",
                       "", int(found.group(1)))

    def _wait_text(self, server_text: str) -> str:
        """A network that sent too many wrong codes waits: how long, read from the server's
        words ("in N seconds")."""
        found = re.search(r"in (\d+) seconds?", server_text)
        if found is None:
            return self.tr("Too many wrong table codes were tried from your network: wait a "
                           "moment, check the code, and try again.")
        return self.tr("Too many wrong table codes were tried from your network: wait %n "
                       "second(s), check the code, and try again.", "", int(found.group(1)))

    def _version_text(self, server_text: str) -> str:
        """Which copy must be updated, read from the server's words ("protocol N")."""
        found = re.search(r"protocol (\d+)", server_text)
        if found is not None and int(found.group(1)) > p.PROTOCOL_VERSION:
            return self.tr("This table needs a newer version of R\u00f6k: update rok-qt to "
                           "play at it.")
        if found is not None:
            return self.tr("This table's server runs an older version of R\u00f6k: it must "
                           "be updated before this copy can play there.")
        return self.tr("The table runs another version of R\u00f6k: the older of the two "
                       "must be updated.")

    def ended(self, reason: str, text: str) -> None:
        """The table is over for us: say why plainly; the last view stays on screen. The seat
        token stays kept: should the host host the table again, joining it again gives this
        screen its seats back."""
        LOG.info("the table ended: %s", reason)
        texts = {
            p.CloseReason.GAME_OVER.value: "",
            p.CloseReason.SAVED.value: self.tr("The host saved the game and ended the table."),
            p.CloseReason.SHUTDOWN.value: self.tr(
                "The table's server has stopped. The game as it was stays on screen."),
            p.CloseReason.HOST_LEFT.value: self.tr(
                "The host has left the table. The game as it was stays on screen."),
            p.CloseReason.EXPIRED.value: self._expired_text(text),
            "lost": self.tr("The host's computer cannot be reached any more: the table is "
                            "gone. The game as it was stays on screen."),
        }
        text = texts.get(reason, texts["lost"])
        mode = self.mode
        if reason == p.CloseReason.GAME_OVER.value:
            mode.settings.remove(SEAT_KEY)
        if mode.lobby is not None:
            mode.close_table()
        if not text:
            return
        client = mode.client
        if client is not None and client.host and client.saved_as and mode.tables_folder:
            text += " " + self.tr("It is kept as {file}: Game > Open hosts it again, and "
                                  "everyone gets their seat back.").format(
                                      file=mode.tables_folder / client.saved_as)
        elif (client is not None and client.mirror.mine and not client.host
              and reason != p.CloseReason.EXPIRED.value):
            text += " " + self.tr("If the host hosts this table again, Game > Join a table "
                                  "takes you back to your seat.")
        mode.table_host.show_message(text, 0)
        if mode.widget is not None:
            mode.widget.prompt(text)   # no longer "Waiting for ...": nobody is coming
        self.tell(self.tr("The table has ended"), text)

    def expired(self, seats: list[int]) -> None:
        """Host: someone did not come back in time: a computer player, or save and end."""
        client = self.mode.client
        if client is None:
            return
        for seat in seats:
            name = client.seat_name(seat)
            box = messages.plain_box(
                self.mode.window, QMessageBox.Icon.Question,
                fill(self.tr("{name} has not come back"), name=name),
                fill(self.tr("{name} has been away for a minute. A computer player can take the "
                        "seat, or the game is saved and ended."), name=name),
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

    def seat_left(self, name: str) -> None:
        """A person left the table during the game (or was not waited for any longer): the
        table says so, and that a computer player plays the seat from now on."""
        widget = self.mode.widget
        text = self.tr("{name} left the table: a computer player takes the seat.").format(
            name=name)
        self.mode.table_host.show_message(text, 20_000)
        if widget is not None and widget.race_on is None:
            widget.prompt(text)   # in a race, the bar keeps saying how to grab

    def tell(self, title: str, text: str) -> QMessageBox:
        """A plain message over the window, not waited for."""
        box = messages.plain_box(self.mode.window, QMessageBox.Icon.Information,
                                 title, text)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
