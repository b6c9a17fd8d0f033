"""Joining before a live race with several people (issue 14): each human seat answers with an input.

The panel listens to every device it is given: a take from an input no seat holds binds it to
the first human seat still without one; a seat can also take the mouse (one seat at most) or
be touched on its row. Two seats never share an input (the seat table refuses). A pad pulled
out shows as disconnected until it comes back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import MOUSE, Action, Device, InputId
from rok_qt.ui.input.pad_buttons import button_name
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.input.touch import touch_input
from rok_qt.ui.persons import fill
from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role

translate = QCoreApplication.translate
HINT_ROW = 99
"""Below every seat's row (at most five)."""


def input_text(source: InputId, name: str) -> str:
    """How a joined input reads in its seat's row ("Keys: W A S D", "Controller: <name>")."""
    if source.kind == "keys":
        return fill(translate("JoinPanel", "Keys: {name}"), name=name)
    if source.kind == "pad":
        return fill(translate("JoinPanel", "Controller: {name}"), name=name)
    if source.kind == "mouse":
        return translate("JoinPanel", "Mouse")
    return translate("JoinPanel", "Touch")


class JoinRow(QObject):
    """One human seat's row: who, which input joined, the mouse and release buttons.

    Touching the row joins the seat by touch (`touched(seat)`).
    """

    touched = Signal(int)

    def __init__(self, seat: int, name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = seat
        self.name = name
        self.who = plain_label(name)
        # One line: the dialog widens for it rather than squeezing two lines into one's room.
        self.status = plain_label()
        self.mouse = QPushButton(translate("JoinPanel", "Use the mouse"))
        self.release = QPushButton(translate("JoinPanel", "Release"))
        self.mouse.setAccessibleName(
            fill(translate("JoinPanel", "{name} uses the mouse"), name=name))
        self.release.setAccessibleName(
            fill(translate("JoinPanel", "Release {name}'s input"), name=name))
        for widget in self.widgets():
            widget.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
            widget.installEventFilter(self)

    def widgets(self) -> tuple[QWidget, ...]:
        """In column order."""
        return (self.who, self.status, self.mouse, self.release)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.TouchBegin:
            self.touched.emit(self.seat)
            event.accept()
            return True
        return False

    def show_input(self, text: str | None, lost: bool) -> None:
        """The joined input's words, or the invitation to join; red when it is disconnected."""
        if text is None:
            self.status.setText(translate(
                "JoinPanel", "Press your take key or button, or touch here, to join"))
            set_role(self.status, "note")
        else:
            self.status.setText(text)
            set_role(self.status, "error" if lost else "strong")
        self.release.setEnabled(text is not None)


class JoinPanel(QWidget):
    """Binds an input to every human seat; `changed()` whenever a seat's input or state moves."""

    changed = Signal()

    def __init__(self, seats: SeatInputs, devices: Sequence[Device] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seats = seats
        self.rows: list[JoinRow] = []
        self._names: dict[InputId, str] = {}
        self._gone: set[InputId] = set()
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 10, 0, 0)
        self._grid.setColumnStretch(1, 1)
        self._title: QLabel = plain_label(self.tr("Who plays with what?"))
        set_role(self._title, "strong")
        self._grid.addWidget(self._title, 0, 0, 1, 4)
        # Which keys join, under the rows (the last grid row: the rows above come and go).
        self.hint = plain_label()
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        self._grid.addWidget(self.hint, HINT_ROW, 0, 1, 4)
        # A click here takes the focus from a name field: keys typed into a field stay there.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        for device in devices:
            device.acted.connect(self._acted)
            device.attached.connect(self._attached)
            device.detached.connect(self._detached)
        seats.changed.connect(self._refresh)

    def set_hint(self, text: str) -> None:
        """A line under the rows saying which keys and buttons join (empty: none)."""
        if text:
            text += " " + self.tr("From a name field, click here first.")
        self.hint.setText(text)
        self.hint.setVisible(bool(text))

    def set_humans(self, humans: Sequence[tuple[int, str]]) -> None:
        """The human seats (seat, name) in seat order; rows are rebuilt when they change."""
        if [(r.seat, r.name) for r in self.rows] == list(humans):
            return
        for row in self.rows:
            for widget in row.widgets():
                self._grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()
            row.deleteLater()
        self.rows = []
        for index, (seat, name) in enumerate(humans):
            row = JoinRow(seat, name, self)
            row.touched.connect(lambda s: self.bind(s, touch_input(s)))
            row.mouse.clicked.connect(lambda _=False, s=seat: self.bind(s, MOUSE))
            row.release.clicked.connect(lambda _=False, s=seat: self.seats.release(s))
            for col, widget in enumerate(row.widgets()):
                self._grid.addWidget(widget, index + 1, col)
            self.rows.append(row)
        self._refresh()

    def bind(self, seat: int, source: InputId) -> bool:
        """Give the seat this input; False when another seat holds it."""
        return self.seats.bind(seat, source)

    def text_of(self, seat: int) -> str | None:
        """The words shown for the seat's input, or None while it has none."""
        source = self.seats.input_of(seat)
        if source is None:
            return None
        text = input_text(source, self._names.get(source, source.key))
        if source in self._gone:
            text = self.tr("{input} (disconnected)").format(input=text)
        return text

    def problem(self) -> str | None:
        """Why the game cannot start yet, naming the first seat that is not ready; or None."""
        for row in self.rows:
            source = self.seats.input_of(row.seat)
            if source is None:
                return fill(self.tr(
                    "{name} has no input yet: press a take key or a controller's {button}, "
                    "touch their row, or give them the mouse."),
                    name=row.name, button=button_name(mapping.take_button()))
            if source in self._gone:
                return fill(self.tr("{name}'s controller is disconnected: plug it back in "
                                    "or release it."), name=row.name)
        return None

    # --- devices --------------------------------------------------------------------------
    def _acted(self, source: object, action: object, _stamp: object) -> None:
        """A take from an input nobody holds joins the first human seat still without one."""
        if action is not Action.TAKE or not isinstance(source, InputId):
            return
        if self.seats.seat_of(source) is not None:
            return
        waiting = [r.seat for r in self.rows if self.seats.input_of(r.seat) is None]
        if waiting:
            self._gone.discard(source)
            self.seats.bind(waiting[0], source)

    def _attached(self, source: object, name: str) -> None:
        if isinstance(source, InputId):
            self._names[source] = name
            self._gone.discard(source)
            self._refresh()

    def _detached(self, source: object) -> None:
        if isinstance(source, InputId):
            self._gone.add(source)
            self._refresh()

    def _refresh(self) -> None:
        mouse_seat = self.seats.seat_of(MOUSE)
        for row in self.rows:
            source = self.seats.input_of(row.seat)
            row.show_input(self.text_of(row.seat), source in self._gone)
            row.mouse.setEnabled(mouse_seat is None)
        self.changed.emit()
