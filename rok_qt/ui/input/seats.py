"""The seat table: which input plays for which seat (one input per seat, never shared)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from rok_qt import logs
from rok_qt.ui.input.devices import InputId

LOG = logs.channel("input")


class SeatInputs(QObject):
    """Binds inputs to seats; `changed()` after every bind or release.

    An input plays for at most one seat and a seat has at most one input, so two people can
    never steer one cursor and one person never steers two.
    """

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._by_seat: dict[int, InputId] = {}

    def bind(self, seat: int, source: InputId) -> bool:
        """Give `source` to `seat`; False (nothing changes) when another seat holds it."""
        holder = self.seat_of(source)
        if holder is not None and holder != seat:
            return False
        if self._by_seat.get(seat) == source:
            return True
        self._by_seat[seat] = source
        LOG.debug("seat %d plays with %s %s", seat, source.kind, source.key)
        self.changed.emit()
        return True

    def release(self, seat: int) -> None:
        """The seat has no input any more."""
        if self._by_seat.pop(seat, None) is not None:
            LOG.debug("seat %d has no input", seat)
            self.changed.emit()

    def clear(self) -> None:
        """No seat has an input."""
        if self._by_seat:
            self._by_seat.clear()
            LOG.debug("no seat has an input")
            self.changed.emit()

    def seat_of(self, source: InputId) -> int | None:
        """The seat this input plays for, or None."""
        for seat, bound in self._by_seat.items():
            if bound == source:
                return seat
        return None

    def input_of(self, seat: int) -> InputId | None:
        """The input that plays for this seat, or None."""
        return self._by_seat.get(seat)

    def bound(self) -> dict[int, InputId]:
        """Every binding, seat by seat."""
        return dict(sorted(self._by_seat.items()))
