"""The setup dialog (R3): 2-5 seats with name, player and age; first player; time limit; seed."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.errors import InvalidMove
from rok_qt.model.setup import (
    MATCH_CHOICES,
    MAX_PLAYERS,
    MIN_PLAYERS,
    GameConfig,
    SeatConfig,
    seat_choice,
)
from rok_qt.model.setup import validate_config as engine_validate
from rok_qt.model.setup import youngest as engine_youngest
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.dialogs.phone_rows import PhoneRows
from rok_qt.ui.dialogs.seat_row import MADE_UP, NO_AGE, OPEN_SEAT, PHONE_SEAT, SeatRow
from rok_qt.ui.input.devices import Device
from rok_qt.ui.input.join_panel import JoinPanel
from rok_qt.ui.input.seats import SeatInputs
from rok_qt.ui.persons import fill
from rok_qt.ui.plain import escape, plain_label, plain_tooltip, rich_label
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.theme import set_role

if TYPE_CHECKING:
    from rok_qt.net.protocol import SeatSpec

__all__ = ["DEFAULT_MATCH_MS", "MADE_UP", "NO_AGE", "OPEN_SEAT", "TIME_LIMITS", "SeatRow",
           "SetupDialog"]
TIME_LIMITS: tuple[int | None, ...] = (10_000, 20_000, 30_000, None)
translate = QCoreApplication.translate

DEFAULT_MATCH_MS = 4500.0
"""Before any find is recorded, "matches you" plays against someone new to Rök: a first find
about 4.5 s after "go" (the simulator's first-timer, bots/levels.py)."""


class LimitTexts(QObject):
    """The time limits' words. A class of their own: in a subclass of the dialog (Host a
    table) its self.tr looks in the subclass's context and finds no plural forms there."""

    def seconds(self, n: int) -> str:
        """'20 seconds'."""
        return self.tr("%n second(s)", "", n)


class SetupDialog(QDialog):
    """Collects a GameConfig; Start stays disabled while anything is wrong, with the reason.

    Given a seat table (`seat_inputs`) and the input `devices`, a live race with several people
    first has each human seat join with an input (`join`); without them nobody needs to.
    With `phones`, a seat may be played on a phone (`phones`, rok_qt.ui.dialogs.phone_rows).
    """

    def __init__(self, parent: QWidget | None = None, match_ms: float | None = None,
                 devices: Sequence[Device] = (), seat_inputs: SeatInputs | None = None,
                 phones: bool = False) -> None:
        super().__init__(parent)
        self._busy = False
        self.phones = PhoneRows(self) if phones else None
        """The seats played on phones; None when this dialog offers none."""
        self.join = None if seat_inputs is None else JoinPanel(seat_inputs, devices, self)
        """Who plays with which input; None when the caller keeps no seat table."""
        self.setWindowTitle(self.tr("New game"))
        self.match_ms = DEFAULT_MATCH_MS if match_ms is None else match_ms
        """The people's measured ms per find, which "matches you" plays against."""
        self.rows: list[SeatRow] = []
        self._grid = QGridLayout()
        for col, text in enumerate((self.tr("Name"), self.tr("Player"), self.tr("Age"))):
            self._grid.addWidget(rich_label(f"<b>{escape(text)}</b>"), 0, col)
        self.add_button = QPushButton(self.tr("Add a seat"))
        self.add_button.clicked.connect(lambda: self.add_seat())
        self.first = QComboBox()
        self.first.currentIndexChanged.connect(self.revalidate)
        self.limit = QComboBox()
        limits = LimitTexts(self)
        for ms in TIME_LIMITS:
            self.limit.addItem(self.tr("No limit") if ms is None else limits.seconds(ms // 1000),
                               ms)
        self.limit.setCurrentIndex(1)
        self.mode = QComboBox()
        self.mode.addItem(self.tr("All at once"), PlayMode.LIVE)
        self.mode.addItem(self.tr("Relay"), PlayMode.RELAY)
        self.mode.setAccessibleName(self.tr("How the grab is played"))
        # Said plainly, to a screen reader too: which mode can be played by ear.
        live_text = self.tr("All at once is a race of reflexes: everyone, computer players "
                            "too, grabs from the table at the same moment.")
        relay_text = self.tr("Relay gives each person a private turn with a clock of its own: "
                             "it can be played with the keyboard alone and a screen reader.")
        self.mode.setItemData(0, live_text, Qt.ItemDataRole.ToolTipRole)
        self.mode.setItemData(1, relay_text, Qt.ItemDataRole.ToolTipRole)
        self.mode.setToolTip(plain_tooltip(f"{live_text}\n{relay_text}"))
        self.mode.setAccessibleDescription(f"{live_text} {relay_text}")
        # Only the person changes the mode; what a mode still needs is said beside it.
        self.mode.currentIndexChanged.connect(self.revalidate)
        self.mode_note = plain_label()
        self.mode_note.setObjectName("modeNote")
        self.mode_note.setWordWrap(True)
        self.mode_note.setVisible(False)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.first.setAccessibleName(self.tr("First player"))
        self.limit.setAccessibleName(self.tr("Time per grab turn"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed.textChanged.connect(self.revalidate)
        self.error = plain_label()
        self.error.setObjectName("setupError")
        set_role(self.error, "error")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("First player:"), self.first)
        mode_row = QHBoxLayout()
        mode_row.addWidget(self.mode)
        mode_row.addWidget(self.mode_note, 1)
        form.addRow(self.tr("Grab:"), mode_row)
        form.addRow(self.tr("Time per grab turn:"), self.limit)
        form.addRow(self.tr("Seed (numbered game):"), self.seed)
        add_row = QHBoxLayout()
        add_row.addWidget(self.add_button)
        if self.phones is not None:
            add_row.addWidget(self.phones.add_button)
        add_row.addStretch()
        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Who plays? Two to five seats, clockwise round the "
                                        "table. The youngest player starts.")))
        seats = QVBoxLayout()
        seats.addLayout(self._grid)
        seats.addLayout(add_row)
        seats.addLayout(form)
        if self.phones is None:
            layout.addLayout(seats)
        else:   # the phones' code beside the seats: no taller on a small screen
            beside = QHBoxLayout()
            beside.addLayout(seats, 1)
            beside.addWidget(self.phones.panel, 0, Qt.AlignmentFlag.AlignTop)
            layout.addLayout(beside)
        if self.join is not None:
            layout.addWidget(self.join)
            self.join.changed.connect(self.revalidate)
        layout.addStretch(1)   # room to spare goes below the form, not between its lines
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self._first_names: list[str] = []
        self.add_seat(None, Controller.HUMAN, NO_AGE)
        self.add_seat(None, Controller.NOVICE, NO_AGE)   # a new player can beat it
        self.revalidate()

    def set_match_ms(self, match_ms: float | None) -> None:
        """The people's pace, once their record has been read (None: none recorded)."""
        self.match_ms = DEFAULT_MATCH_MS if match_ms is None else match_ms

    def load(self, seats: list[SeatConfig], time_limit_ms: int | None,
             mode: PlayMode | None = None) -> None:
        """Fill in a previous table (names, players, ages, time limit, and the mode chosen)."""
        if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
            return
        for row in list(self.rows):
            self._drop(row)
        for seat in seats:
            self.add_seat(seat.name, seat.controller, NO_AGE if seat.age is None else seat.age,
                          seat.match_percent)
        index = self.limit.findData(time_limit_ms)
        if index >= 0:
            self.limit.setCurrentIndex(index)
        if mode is not None:
            self.mode.setCurrentIndex(max(0, self.mode.findData(mode)))
        self.revalidate()

    def controller_labels(self) -> list[tuple[str, str]]:
        """Who can sit at a seat, as `seat_choice` tokens and their labels."""
        labels = [
            (Controller.HUMAN.value, self.tr("Human")),
            *([(PHONE_SEAT, self.tr("Phone: a player's own phone"))] if self.phones else []),
            (Controller.NOVICE.value, self.tr("Computer: novice")),
            (Controller.ADEPT.value, self.tr("Computer: adept")),
            (Controller.MASTER.value, self.tr("Computer: master")),
        ]
        for percent in MATCH_CHOICES:
            token = seat_choice(SeatConfig("", Controller.MATCH, match_percent=percent))
            labels.append((token, self.tr("Computer: matches you, {percent} %").format(
                percent=percent)))
        return labels

    def add_seat(self, name: str | None = None, controller: Controller = Controller.HUMAN,
                 age: int = NO_AGE, match_percent: int = 100, choice: str | None = None) -> None:
        """Another seat, up to five (`choice`: a choice of controller_labels instead)."""
        if len(self.rows) >= MAX_PLAYERS:
            return
        if choice is None:
            choice = seat_choice(SeatConfig("", controller, match_percent=match_percent))
        row = SeatRow(self, "Player 0" if name is None else name, choice, age)
        row.remove.clicked.connect(lambda: self.remove_seat(row))
        row.controller.currentIndexChanged.connect(lambda _index: self.renumber())
        self.rows.append(row)
        self._relayout()
        self.revalidate()

    def remove_seat(self, row: SeatRow) -> None:
        """Drop a seat (the dialog never goes below two; Start says why anyway)."""
        if row in self.rows:
            index = self.rows.index(row)
            self._drop(row)
            self._shift_inputs(index)
            self._relayout()
            self.revalidate()
            # The seats' rows are gone from the grid: shrink to what is left, leaving no gap.
            QTimer.singleShot(0, self, self._shrink)

    def _drop(self, row: SeatRow) -> None:
        self.rows.remove(row)
        for widget in row.widgets():
            self._grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()

    def _shift_inputs(self, removed: int) -> None:
        """The seats after a removed one move up a place, and their inputs with them."""
        if self.join is None:
            return
        table = self.join.seats
        bound = table.bound()
        self._busy = True   # half-shifted, the table must not be checked against the rows
        try:
            for seat in sorted(bound):
                if seat >= removed:
                    table.release(seat)
            for seat, source in bound.items():
                if seat > removed:
                    table.bind(seat - 1, source)
        finally:
            self._busy = False

    def joining(self) -> bool:
        """True when every human seat must join with an input: live, several people."""
        people = sum(row.here() for row in self.rows)
        return (self.join is not None and people > 1
                and self.mode.currentData() == PlayMode.LIVE)

    def _update_join(self) -> None:
        if self.join is None:
            return
        humans = [(i, row.name.text().strip() or self.tr("Seat {n}").format(n=i + 1))
                  for i, row in enumerate(self.rows) if row.here()]
        for seat in self.join.seats.bound():
            if seat not in dict(humans):   # a computer player now, or a seat gone
                self.join.seats.release(seat)
        self.join.set_humans(humans)
        shown = self.joining()
        was = self.join.isVisibleTo(self)
        self.join.setVisible(shown)
        if shown:
            QTimer.singleShot(0, self, self._grow)   # room for the rows, not squeezed lines
        elif was and self.isVisible():
            QTimer.singleShot(0, self, self._shrink)   # the rows are gone: no empty band

    def _grow(self) -> None:
        """As tall as the contents want, within the screen (its frame included)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        available = self.screen().availableGeometry()
        wanted = (layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth()
                  else self.sizeHint().height())
        self.resize(self.width(), min(max(self.height(), wanted), available.height() - 38))
        frame = self.frameGeometry()
        if frame.bottom() > available.bottom():   # grown off the screen: up a little
            self.move(self.x(), max(available.top(), self.y() - (frame.bottom()
                                                                  - available.bottom())))

    def _shrink(self) -> None:
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def renumber(self) -> None:
        """Made-up names follow the seats' order: Player 1, Player 2, ..., Bot 1, ..."""
        counts = {True: 0, False: 0}
        for row in self.rows:
            human = row.controller.currentData() in (Controller.HUMAN, OPEN_SEAT, PHONE_SEAT)
            counts[human] += 1
            if MADE_UP.fullmatch(row.name.text().strip()):
                name = self.tr("Player {n}") if human else self.tr("Bot {n}")
                row.name.setText(name.format(n=counts[human]))

    def _relayout(self) -> None:
        self.renumber()
        for index, row in enumerate(self.rows):
            for col, widget in enumerate(row.widgets()):
                self._grid.addWidget(widget, index + 1, col)
            row.remove.setEnabled(len(self.rows) > MIN_PLAYERS)
            row.name_accessibly(index + 1)
        self.add_button.setEnabled(len(self.rows) < MAX_PLAYERS)
        # Focus goes seat by seat, then down the form, however the seats came and went.
        chain: list[QWidget] = [w for row in self.rows for w in row.widgets()]
        chain.append(self.add_button)
        if self.phones is not None:   # made first, it came first: the dialog's focus, Enter's
            chain.append(self.phones.add_button)
        chain += [self.first, self.mode, self.limit, self.seed, self.buttons]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def seats(self) -> list[SeatConfig]:
        """The seats as filled in."""
        return [row.config() for row in self.rows]

    def _refresh_first(self) -> None:
        """Keep the first-player choice in step with the seats' names and ages."""
        names = [s.name.strip() or self.tr("Seat {n}").format(n=i + 1)
                 for i, s in enumerate(self.seats())]
        chosen = self.first.currentData()
        youngest = names[engine_youngest(GameConfig(self.seats(), 0))] if names else ""
        labels = [fill(self.tr("The youngest ({name})"), name=youngest), *names]
        if labels == self._first_names:
            return
        self._first_names = labels
        self.first.blockSignals(True)
        self.first.clear()
        self.first.addItem(labels[0], None)
        for i, name in enumerate(names):
            self.first.addItem(name, i)
        index = self.first.findData(chosen) if chosen is not None else 0
        self.first.setCurrentIndex(max(0, index))
        self.first.blockSignals(False)

    def problem(self) -> str | None:
        """Why Start is blocked, in plain words, or None."""
        try:
            engine_validate(self._config(0))
        except InvalidMove as error:
            return refusal_text(error)
        if self.seed.text() and not self.seed.hasAcceptableInput():
            return self.tr("The seed is a whole number from 0 up.")
        phones = None if self.phones is None else self.phones.problem()
        if phones is not None:
            return phones
        if self.join is not None and self.joining():
            return self.join.problem()
        return None

    def revalidate(self) -> None:
        """Recheck on every edit; explain the first problem inline."""
        if not self.rows or self._busy:
            return
        self._busy = True   # releasing a seat's input below reports back here
        try:
            self._revalidate()
        finally:
            self._busy = False

    def _revalidate(self) -> None:
        self._refresh_first()
        self._update_join()
        if self.phones is not None:
            self.phones.refresh()
        needs = self.join.problem() if self.join is not None and self.joining() else None
        self.mode_note.setText(self.tr("Needs an input for each person: see below.")
                               if needs else "")
        self.mode_note.setVisible(bool(needs))
        problem = self.problem()
        # Waiting for a phone is no mistake: said plainly, not in the error's red.
        waiting = self.phones is not None and problem == self.phones.waiting()
        set_role(self.error, "" if waiting else "error")
        self.error.setText(problem or "")
        self.error.setVisible(problem is not None)
        self.start_button.setEnabled(problem is None)

    def _config(self, seed: int) -> GameConfig:
        first = self.first.currentData()
        return GameConfig(self.seats(), seed, first if isinstance(first, int) else None,
                          self.limit.currentData(), PlayMode(self.mode.currentData()))

    def config(self) -> GameConfig:
        """The game to start; a random seed when none was given."""
        text = self.seed.text().strip()
        seed = int(text) if text else random.SystemRandom().randrange(1, 1_000_000)
        return self._config(seed)

    def seat_specs(self) -> tuple[SeatSpec, ...]:
        """The seats as a table server takes them (a seat for a phone or another computer
        is open until its person comes)."""
        from rok_qt.net.protocol import SeatSpec

        return tuple(SeatSpec(seat.name.strip(), seat.controller,
                              row.is_open() or row.is_phone(), seat.match_ms,
                              seat.match_percent, seat.age)
                     for row, seat in zip(self.rows, self.seats(), strict=True))

    def accept(self) -> None:
        """Start: the game begins (with phones, on their table: the dialog closes once it
        has, `started_on_table`)."""
        if self.problem() is not None:
            return
        if self.phones is not None and self.phones.wanted():
            self.phones.starting(True)
            self.phones.start_asked.emit()
            return
        super().accept()

    def started_on_table(self) -> None:
        """The phones' table started the game: the dialog's work is done."""
        super().accept()

