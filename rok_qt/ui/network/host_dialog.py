"""Game > Host a table: the seats as in New game, some left open for players elsewhere.

The seat rows, names, ages and checks are the setup dialog's; a seat can also be "open for a
player on another computer". A network table always races all at once (R7.3: relay stays a
one-screen mode), so the mode is fixed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from rok_qt.model.state import PlayMode
from rok_qt.net.protocol import SeatSpec
from rok_qt.ui.dialogs.setup_dialog import OPEN_SEAT, SetupDialog
from rok_qt.ui.input.devices import Device
from rok_qt.ui.input.seats import SeatInputs


class HostDialog(SetupDialog):
    """The setup dialog for a table others join; `seat_specs()` is what the server is told."""

    def __init__(self, parent: QWidget | None = None, match_ms: float | None = None,
                 devices: Sequence[Device] = (), seat_inputs: SeatInputs | None = None) -> None:
        super().__init__(parent, match_ms, devices, seat_inputs)
        self.setWindowTitle(self.tr("Host a table"))
        self.start_button.setText(self.tr("Open the table"))
        self.mode.setCurrentIndex(self.mode.findData(PlayMode.LIVE))
        self.mode.setEnabled(False)
        self._mode_chosen = True
        # Two seats to begin with: the host, and one open for a friend elsewhere.
        if len(self.rows) > 1:
            last = self.rows[-1]
            last.controller.setCurrentIndex(last.controller.findData(OPEN_SEAT))
        self.revalidate()

    def controller_labels(self) -> list[tuple[str, str]]:
        """New game's choices and "open for a player on another computer"."""
        labels = super().controller_labels()
        labels.insert(1, (OPEN_SEAT, self.tr("Open: a player on another computer")))
        return labels

    def problem(self) -> str | None:
        """New game's checks, and at least one seat open (else it is a game at one screen)."""
        problem = super().problem()
        if problem is None and not any(row.is_open() for row in self.rows):
            return self.tr("Open at least one seat for a player on another computer.")
        return problem

    def seat_specs(self) -> tuple[SeatSpec, ...]:
        """The seats as the table server takes them."""
        specs = []
        for row in self.rows:
            seat = row.config()
            specs.append(SeatSpec(seat.name.strip(), seat.controller, row.is_open(),
                                  seat.match_ms, seat.match_percent))
        return tuple(specs)
