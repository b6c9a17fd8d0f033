"""Nothing said is lost: the round log lists every round's lines, newest round first.

The window shows it as a side panel (View > Round log). Each round is one entry whose children
are the lines its summary said (races, mistakes, captures, replacements).

Hook for other features: `round_chosen(round_number)` is emitted when a person activates a
round's entry (double click, or Enter on it); a feature such as "watch this round again" connects
to it, and may add its own button beside the list with `add_action_button`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

ROUND_ROLE = int(Qt.ItemDataRole.UserRole) + 1
"""Where a round's entry keeps its round number."""


class RoundLog(QWidget):
    """Every round's lines so far, newest first; its entries are plain text (names come from
    players).

    `round_chosen(round_number)` when a round's entry is activated (double click or Enter).
    """

    round_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundLog")
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.setWordWrap(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setAccessibleName(self.tr("Round log"))
        self.tree.itemActivated.connect(self._activated)
        self.empty = QLabel(self.tr("Nothing yet: each round's summary is kept here."))
        self.empty.setWordWrap(True)
        self.buttons = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.empty)
        layout.addWidget(self.tree, 1)
        layout.addLayout(self.buttons)
        self.tree.setVisible(False)

    def add_round(self, number: int, lines: Sequence[str]) -> None:
        """Round `number` said these lines; a round told again replaces its entry."""
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None and item.data(0, ROUND_ROLE) == number:
                self.tree.takeTopLevelItem(index)
                break
        entry = QTreeWidgetItem([self.tr("Round {n}").format(n=number)])
        entry.setData(0, ROUND_ROLE, number)
        for line in lines or [self.tr("Nothing was taken this round.")]:
            child = QTreeWidgetItem([line])
            child.setToolTip(0, line)
            entry.addChild(child)
        # Newest first: a later round goes above every earlier one.
        position = 0
        while position < self.tree.topLevelItemCount():
            other = self.tree.topLevelItem(position)
            if other is not None and int(other.data(0, ROUND_ROLE)) < number:
                break
            position += 1
        self.tree.insertTopLevelItem(position, entry)
        entry.setExpanded(position == 0 or number >= self.newest() - 1)
        self.tree.setVisible(True)
        self.empty.setVisible(False)

    def newest(self) -> int:
        """The latest round in the log (0: none)."""
        item = self.tree.topLevelItem(0)
        return 0 if item is None else int(item.data(0, ROUND_ROLE))

    def rounds(self) -> list[tuple[int, list[str]]]:
        """(round, its lines) in the order shown: newest first."""
        result: list[tuple[int, list[str]]] = []
        for index in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(index)
            if item is not None:
                children = (item.child(i) for i in range(item.childCount()))
                lines = [child.text(0) for child in children if child is not None]
                result.append((int(item.data(0, ROUND_ROLE)), lines))
        return result

    def clear(self) -> None:
        """A new game: an empty log."""
        self.tree.clear()
        self.tree.setVisible(False)
        self.empty.setVisible(True)

    def add_action_button(self, button: QPushButton) -> None:
        """A feature's own button under the list (e.g. "Watch this round again"); it reads the
        chosen round with `selected_round()`."""
        self.buttons.addWidget(button)

    def selected_round(self) -> int | None:
        """The round whose entry (or one of whose lines) is selected, if any."""
        item = self.tree.currentItem()
        while item is not None and item.parent() is not None:
            item = item.parent()
        return None if item is None else int(item.data(0, ROUND_ROLE))

    def _activated(self, item: QTreeWidgetItem, _column: int) -> None:
        top: QTreeWidgetItem | None = item
        while top is not None and top.parent() is not None:
            top = top.parent()
        if top is not None:
            self.round_chosen.emit(int(top.data(0, ROUND_ROLE)))
