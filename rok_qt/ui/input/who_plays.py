"""Joining for a game that did not come through the setup dialog (opened or resumed): when it
races all at once with several people at the screen, each answers with an input before play."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from rok_qt.ui.input.devices import Device
from rok_qt.ui.input.join_panel import JoinPanel
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role


class WhoPlaysDialog(QDialog):
    """"Who plays with what?" for the people of a loaded game; Play once everyone has an input.

    "Mouse only" closes it as rejected: the first person plays with the mouse, as in a game
    with one person at the screen.
    """

    def __init__(self, seats: SeatInputs, devices: Sequence[Device],
                 people: Sequence[tuple[int, str]], hint: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Who plays with what?"))
        self.join = JoinPanel(seats, devices, self)
        self.join.set_humans(people)
        self.join.set_hint(hint)
        self.error: QLabel = plain_label()
        self.error.setWordWrap(True)
        set_role(self.error, "error")
        buttons = QDialogButtonBox()
        self.play_button = buttons.addButton(self.tr("Play"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.mouse_button = buttons.addButton(self.tr("Mouse only"),
                                              QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr(
            "This game races all at once with several people at this screen.")))
        layout.addWidget(self.join)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.join.changed.connect(self._revalidate)
        self._revalidate()

    def _revalidate(self) -> None:
        problem = self.join.problem()
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        self.play_button.setEnabled(problem is None)
