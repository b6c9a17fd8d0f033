"""One seat's row in the setup dialog: name, player and age (R3), and what the choices mean."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLineEdit, QPushButton, QSpinBox, QWidget

from rok_qt.model.setup import MAX_NAME, SeatConfig, parse_choice
from rok_qt.model.state import Controller

if TYPE_CHECKING:
    from rok_qt.ui.dialogs.setup_dialog import SetupDialog

NO_AGE = -1
MADE_UP = re.compile(r"(?:Player|Bot|Joueur|Robot) \d+|\d+\. (?:játékos|gép)", re.IGNORECASE)
"""A name the dialog made up, in any of the game's languages: it is renumbered in order, in
the language of the moment, as seats come and go (a name someone typed is left alone)."""
OPEN_SEAT = "open"
"""The choice of a seat left open for a player on another computer (Game > Host a table)."""
PHONE_SEAT = "phone"
"""The choice of a seat played on a player's own phone (New game)."""
translate = QCoreApplication.translate


class SeatRow:
    """The widgets of one seat."""

    def __init__(self, dialog: SetupDialog, name: str, choice: str, age: int) -> None:
        self.dialog = dialog
        self.name = QLineEdit(name)
        self.name.setMaxLength(MAX_NAME + 8)
        self.name.setPlaceholderText(translate("SetupDialog", "Name"))
        self.controller = QComboBox()
        for value, label in dialog.controller_labels():
            self.controller.addItem(label, value)
        self.controller.setCurrentIndex(max(0, self.controller.findData(choice)))
        self.age = QSpinBox()
        self.age.setRange(NO_AGE, 150)
        self.age.setSpecialValueText(translate("SetupDialog", "age?"))
        self.age.setValue(age)
        self.age.setMinimumWidth(72)
        self.remove = QPushButton(translate("SetupDialog", "Remove"))
        self.name.textChanged.connect(dialog.revalidate)
        self.controller.currentIndexChanged.connect(dialog.revalidate)
        self.age.valueChanged.connect(dialog.revalidate)

    def name_accessibly(self, n: int) -> None:
        """Screen readers hear which seat a field belongs to."""
        self.name.setAccessibleName(translate("SetupDialog", "Name of seat {n}").format(n=n))
        self.controller.setAccessibleName(
            translate("SetupDialog", "Player at seat {n}").format(n=n))
        self.age.setAccessibleName(translate("SetupDialog", "Age at seat {n}").format(n=n))
        self.remove.setAccessibleName(translate("SetupDialog", "Remove seat {n}").format(n=n))

    def widgets(self) -> tuple[QWidget, ...]:
        """In column order."""
        return (self.name, self.controller, self.age, self.remove)

    def is_open(self) -> bool:
        """Left open for a player on another computer (a person, not at this screen)."""
        return bool(self.controller.currentData() == OPEN_SEAT)

    def is_phone(self) -> bool:
        """Played on a player's own phone (a person, not at this screen's inputs)."""
        return bool(self.controller.currentData() == PHONE_SEAT)

    def here(self) -> bool:
        """A person at this screen plays this seat."""
        return bool(self.controller.currentData() == Controller.HUMAN.value)

    def config(self) -> SeatConfig:
        """This seat as the engine wants it (an open seat: a person, named when they join)."""
        age = self.age.value()
        choice = str(self.controller.currentData())
        controller, percent = parse_choice(Controller.HUMAN.value
                                           if choice in (OPEN_SEAT, PHONE_SEAT) else choice)
        return SeatConfig(self.name.text(), controller, None if age == NO_AGE else age,
                          match_ms=self.dialog.match_ms, match_percent=percent)
