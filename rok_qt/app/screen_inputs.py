"""The inputs people race with at this screen: the seat table and the devices, made on demand.

Made the first time a game is set up (never on the start-up path); the setup dialog's join
panel fills the seat table, the live race reads it, Preferences change the keys. A game that
comes another way (opened, resumed after a crash) and races all at once with several people
asks them to join in a dialog of its own (`offer_joining`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt
from PySide6.QtWidgets import QDialog, QWidget

from rok_qt.model.state import PlayMode
from rok_qt.session import GameSession
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import Action, Device
from rok_qt.ui.input.key_bindings import CLUSTERS, KeyBindings, key_text
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.pad_buttons import button_name
from rok_qt.ui.input.pads import Pads
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.who_plays import WhoPlaysDialog


class ScreenInputs(QObject):
    """One seat table and every input device at this screen."""

    def __init__(self, settings: QSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seats = SeatInputs(self)
        self.bindings = KeyBindings.read(settings)
        self.keys = KeyClusters(self.bindings, self)
        self.pads = Pads.shared()
        self._dialog: QWidget | None = None

    def devices(self) -> list[Device]:
        """Every device whose inputs can join a seat."""
        return [self.keys, self.pads]

    def listen(self, dialog: QWidget) -> str:
        """The setup dialog is open: every device answers there, so people can join. Returns
        why game controllers cannot join ("" when they can)."""
        self._dialog = dialog
        self.keys.listen(dialog)
        self.keys.announce()
        if not self.pads.wake(dialog):
            return self.pads.problem or ""
        self.pads.announce()
        return ""

    def stop(self) -> None:
        """The setup dialog closed: keys go back to the window's shortcuts, pads rest."""
        self.keys.stop()
        if self._dialog is not None:
            self.pads.rest(self._dialog)
            self._dialog = None

    def set_keys(self, bindings: KeyBindings) -> None:
        """Preferences changed the clusters' keys."""
        self.bindings = bindings
        self.keys.set_bindings(bindings)

    def join_hint(self) -> str:
        """Which keys and buttons join a seat, as the keyboard shows them."""
        keys = ", ".join(key_text(self.bindings.key(cluster, Action.TAKE)) for cluster in CLUSTERS)
        return QCoreApplication.translate(
            "ScreenInputs", "Take keys: {keys}; on a game controller, {button}.").format(
                keys=keys, button=button_name(mapping.take_button()))

    def offer_joining(self, parent: QWidget, session: GameSession) -> WhoPlaysDialog | None:
        """A game racing all at once with several people, some without an input: ask each to
        join before play (the dialog is returned, open); None when nobody needs to."""
        state = session.state
        humans = session.humans()
        if (state is None or state.mode != PlayMode.LIVE or len(humans) < 2
                or all(self.seats.input_of(seat) is not None for seat in humans)):
            return None
        people = [(seat, state.players[seat].name) for seat in humans]
        dialog = WhoPlaysDialog(self.seats, self.devices(), people, self.join_hint(), parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._joined)
        dialog.open()
        self.listen(dialog)
        return dialog

    def _joined(self, result: int) -> None:
        self.stop()
        if result != QDialog.DialogCode.Accepted:
            self.seats.clear()   # mouse only: the first person plays as at a one-person screen
