"""Game > Join a table: a table found on this network or an address and code, and who comes.

The names are checked as the setup dialog checks them (model.setup.validate_names); the
address as an invitation (`address.parse_invitation`). Tables found on the network are listed
as they appear and go when they are gone; their names came over the network: plain text.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.errors import InvalidMove
from rok_qt.model.setup import MAX_NAME, validate_names
from rok_qt.ui.network.address import Invitation, parse_invitation
from rok_qt.ui.plain import plain_label
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.theme import set_role

MAX_PEOPLE = 4
"""People one screen may bring: a table has five seats and its host sits at one."""
translate = QCoreApplication.translate


class JoinDialog(QDialog):
    """Collects where to go (an Invitation), who comes (names) or that this screen watches."""

    def __init__(self, parent: QWidget | None = None, name: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a table"))
        self.tables = QListWidget()
        self.tables.setAccessibleName(self.tr("Tables on this network"))
        self.tables.currentItemChanged.connect(self._picked)
        self.tables.itemDoubleClicked.connect(lambda _item: self.accept())
        self.searching = plain_label(self.tr("Looking for tables on this network\u2026"))
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("host:47400/7Q-K7MQ-2XPA-R4ZB"))
        self.address.setAccessibleName(self.tr("Address and table code"))
        self.address.textChanged.connect(self.revalidate)
        self.names: list[QLineEdit] = []
        self._names_box = QVBoxLayout()
        self.add_person = QPushButton(self.tr("Add a person at this screen"))
        self.add_person.clicked.connect(lambda: self.add_name(""))
        self.remove_person = QPushButton(self.tr("Remove the last person"))
        self.remove_person.clicked.connect(self.remove_name)
        self.watch = QCheckBox(self.tr("Only watch (a spectator, without a seat)"))
        self.watch.toggled.connect(self.revalidate)
        self.error = plain_label()
        set_role(self.error, "error")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("Join"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(plain_label(self.tr("Tables on this network:")))
        layout.addWidget(self.tables, 1)
        layout.addWidget(self.searching)
        form = QFormLayout()
        form.addRow(self.tr("Or an address and code:"), self.address)
        form.addRow(self.tr("Who plays here:"), self._names_box)
        layout.addLayout(form)
        people = QHBoxLayout()
        people.addWidget(self.add_person)
        people.addWidget(self.remove_person)
        people.addStretch()
        layout.addLayout(people)
        layout.addWidget(self.watch)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.add_name(name)
        self.resize(560, 480)
        self.revalidate()

    # --- tables found on this network ---------------------------------------------------------
    def set_tables(self, found: list[tuple[str, Invitation]]) -> None:
        """The tables announced on this network now (each by its name and invitation)."""
        names = {name for name, _invitation in found}
        for row in range(self.tables.count() - 1, -1, -1):
            if self.tables.item(row).data(Qt.ItemDataRole.UserRole + 1) not in names:
                self.tables.takeItem(row)
        for name, invitation in found:
            self.add_table(name, invitation)

    def add_table(self, name: str, invitation: Invitation) -> None:
        """A table announced on this network (shown by its name and address)."""
        self.remove_table(name)
        item = QListWidgetItem(f"{name} \u2014 {invitation.host}:{invitation.port}")
        item.setData(Qt.ItemDataRole.UserRole, invitation.text())
        item.setData(Qt.ItemDataRole.UserRole + 1, name)
        self.tables.addItem(item)
        self.searching.setVisible(False)
        if self.tables.count() == 1 and not self.address.text():
            self.tables.setCurrentItem(item)

    def remove_table(self, name: str) -> None:
        """A table is no longer announced."""
        for row in range(self.tables.count() - 1, -1, -1):
            if self.tables.item(row).data(Qt.ItemDataRole.UserRole + 1) == name:
                self.tables.takeItem(row)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    # --- who comes ------------------------------------------------------------------------------
    def add_name(self, name: str) -> None:
        """Another person at this screen (up to MAX_PEOPLE)."""
        if len(self.names) >= MAX_PEOPLE:
            return
        edit = QLineEdit(name)
        edit.setMaxLength(MAX_NAME + 8)
        edit.setPlaceholderText(self.tr("Name"))
        edit.setAccessibleName(self.tr("Name of person {n}").format(n=len(self.names) + 1))
        edit.textChanged.connect(self.revalidate)
        self.names.append(edit)
        self._names_box.addWidget(edit)
        self.revalidate()

    def remove_name(self) -> None:
        """The last person added does not come after all (one always stays)."""
        if len(self.names) > 1:
            edit = self.names.pop()
            self._names_box.removeWidget(edit)
            edit.deleteLater()
            self.revalidate()

    def spectator(self) -> bool:
        """True when this screen only watches."""
        return self.watch.isChecked()

    def people(self) -> list[str]:
        """The names of the people who play here (none for a spectator)."""
        return [] if self.spectator() else [edit.text().strip() for edit in self.names]

    def invitation(self) -> Invitation | None:
        """Where to go, or None while the address is not one."""
        return parse_invitation(self.address.text())

    def problem(self) -> str | None:
        """Why Join is blocked, in plain words, or None."""
        if self.invitation() is None:
            return self.tr("Choose a table above, or type its address and code, such as "
                           "host:47400/7Q-K7MQ-2XPA-R4ZB.")
        if not self.spectator():
            try:
                validate_names(self.people())
            except InvalidMove as error:
                return refusal_text(error)
        return None

    def revalidate(self) -> None:
        """Recheck on every edit; explain the first problem inline."""
        for edit in self.names:
            edit.setEnabled(not self.spectator())
        self.add_person.setEnabled(not self.spectator() and len(self.names) < MAX_PEOPLE)
        self.remove_person.setEnabled(not self.spectator() and len(self.names) > 1)
        problem = self.problem()
        shown = problem if problem is not None and self.address.text() else None
        if problem is not None and self.address.text() == "" and self.tables.count() == 0:
            shown = None
        self.error.setText(shown or "")
        self.error.setVisible(shown is not None)
        self.join_button.setEnabled(problem is None)

    def accept(self) -> None:
        if self.problem() is None:
            super().accept()
