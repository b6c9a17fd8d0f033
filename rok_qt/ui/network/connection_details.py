"""View > Connection details of a network table (R7.3): how this screen is linked to the table.

The table's address and code, this screen's round trip, its clock's offset to the table's clock
with the error bound (rok_qt.net.clock.ClockSync computes them all; this view only shows them),
and every seat's latency as the table measured it. Names come from the network: they are shown
in plain-text labels and table cells, never read as markup.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

from rok_qt.net.protocol import SeatInfo, SeatKind
from rok_qt.ui.network.lobby import who_text
from rok_qt.ui.network.seat_table import fill_rows, seat_table
from rok_qt.ui.plain import plain_label

translate = QCoreApplication.translate


@dataclass(frozen=True)
class LinkFigures:
    """What the details show, read from the link's ClockSync and the table's seat list.
    The clock's figures are None until the first exchange came back."""

    address: str
    code: str
    connected: bool
    rtt_ms: float | None
    offset_ms: float | None
    error_ms: float | None
    samples: int
    sample_limit: int
    seats: tuple[SeatInfo, ...] = ()


def ms_text(ms: float) -> str:
    """A duration as shown here: two decimals under 10 ms, one above ('0.37', '23.4')."""
    return f"{ms:.2f}" if abs(ms) < 10 else f"{ms:.1f}"


def clock_text(figures: LinkFigures) -> str:
    """'+1.25 ms, in step to within ±0.40 ms' (the table's clock minus this screen's)."""
    if figures.offset_ms is None or figures.error_ms is None:
        return translate("ConnectionDetails", "not in step yet")
    return translate("ConnectionDetails", "{offset} ms, in step to within \u00b1{bound} ms").format(
        offset=("+" if figures.offset_ms >= 0 else "") + ms_text(figures.offset_ms),
        bound=ms_text(figures.error_ms))


def seat_latency(info: SeatInfo) -> str:
    """A seat's latency as the table measured it ('' for an open seat or a computer player)."""
    if info.kind in (SeatKind.OPEN, SeatKind.COMPUTER):
        return ""
    if not info.connected:
        return translate("ConnectionDetails", "reconnecting\u2026")
    if info.rtt_ms is None:
        return translate("ConnectionDetails", "not measured yet")
    return translate("ConnectionDetails", "{ms} ms").format(ms=ms_text(info.rtt_ms))


class ConnectionDetails(QDialog):
    """A small non-modal window with the link's figures; `show_figures` refreshes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Connection details"))
        self.setModal(False)
        self.address = plain_label()
        self.code = plain_label()
        self.round_trip = plain_label()
        self.clock = plain_label()
        self.samples = plain_label()
        for label in (self.address, self.code, self.clock):
            label.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Table:"), self.address)
        form.addRow(self.tr("Table code:"), self.code)
        form.addRow(self.tr("Round trip from here:"), self.round_trip)
        form.addRow(self.tr("Clock offset to the table:"), self.clock)
        form.addRow(self.tr("Clock samples kept:"), self.samples)
        self.seat_list = seat_table(
            [self.tr("Name"), self.tr("Player"), self.tr("Latency at the table")],
            self.tr("Each seat's latency"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setDefault(True)   # Enter or Esc closes it; the seat list is there to read
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seat_list, 1)
        layout.addWidget(buttons)
        self.resize(520, 340)

    def show_figures(self, figures: LinkFigures) -> None:
        """Show the link as it is now."""
        self.address.setText(figures.address or self.tr("(unknown)"))
        self.code.setText(figures.code or self.tr("(not given yet)"))
        if not figures.connected:
            self.round_trip.setText(self.tr("reconnecting\u2026"))
        elif figures.rtt_ms is None:
            self.round_trip.setText(self.tr("not measured yet"))
        else:
            self.round_trip.setText(self.tr("{ms} ms").format(ms=ms_text(figures.rtt_ms)))
        self.clock.setText(clock_text(figures))
        self.samples.setText(self.tr("{kept} of the last {limit} (the fastest counts)").format(
            kept=figures.samples, limit=figures.sample_limit))
        seats = [s for s in figures.seats if s.kind != SeatKind.OPEN]
        fill_rows(self.seat_list,
                  [(info.name, who_text(info), seat_latency(info)) for info in seats])
