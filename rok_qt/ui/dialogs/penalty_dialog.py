"""The penalty choice (R5.1 [C]): which pair of your treasure goes back into the bag."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.endround import penalty_options, suggested_penalty
from rok_qt.model.moves import PayPenalty
from rok_qt.model.state import GameState
from rok_qt.ui.dialogs.rules_dialog import rules_link
from rok_qt.ui.persons import fill
from rok_qt.ui.plain import plain_label
from rok_qt.ui.table.stone_art import stone_pixmap
from rok_qt.ui.texts import stone_name


def pair_icon(a: int, b: int, size: int = 36) -> QIcon:
    """Two stones side by side, on nothing: the list's own background shows around them."""
    pixmap = QPixmap(size * 2, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.drawPixmap(0, 0, stone_pixmap(a, size))
    painter.drawPixmap(size, 0, stone_pixmap(b, size))
    painter.end()
    return QIcon(pixmap)


class PenaltyDialog(QDialog):
    """Lists the pairs that can pay; the suggested one is preselected; OK needs a choice."""

    def __init__(self, state: GameState, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        name = state.players[seat].name
        self.setWindowTitle(fill(self.tr("Penalty for {name}"), name=name))
        owed = state.penalties[seat]
        text = fill(self.tr(
            "{name}, a wrong pair or wrong twin costs one pair from your treasure. "
            "Choose the pair to put back into the bag."), name=name)
        if owed > 1:
            text += " " + self.tr("You owe %n penalties; this is one of them.", "", owed)
        label = plain_label(text)
        label.setWordWrap(True)
        self.pairs = penalty_options(state, seat)
        self.list = QListWidget()
        self.list.setIconSize(QSize(72, 36))
        self.list.setAccessibleName(self.tr("Pairs that can pay"))
        suggested = suggested_penalty(state, seat)
        for a, b in self.pairs:
            item = QListWidgetItem(pair_icon(a, b), self.tr("a pair of {stone}").format(
                stone=stone_name(a)))
            self.list.addItem(item)
            if (a, b) == suggested:
                self.list.setCurrentItem(item)
                item.setText(item.text() + "  " + self.tr("(suggested)"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Pay this pair"))
        self.buttons.accepted.connect(self.accept)
        self.list.currentRowChanged.connect(self._update_ok)
        self.list.itemSelectionChanged.connect(self._update_ok)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list)
        layout.addWidget(rules_link("round_end", self))
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self._update_ok()

    def _update_ok(self) -> None:
        self.ok_button.setEnabled(self.choice() is not None)

    def choice(self) -> tuple[int, int] | None:
        """The selected pair, or None."""
        row = self.list.currentRow()
        if not 0 <= row < len(self.pairs) or not self.list.currentItem().isSelected():
            return None
        return self.pairs[row]

    def answer(self) -> PayPenalty | None:
        """The answer for the engine."""
        pair = self.choice()
        return None if pair is None else PayPenalty(self.seat, *pair)

    def accept(self) -> None:
        if self.choice() is not None:
            super().accept()

    def reject(self) -> None:
        """The penalty must be paid: Escape does not skip it."""
