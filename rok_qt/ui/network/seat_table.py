"""The seat table the lobby and the connection details share: a read-only row per seat, the
name column taking the room. Texts go in as table items, which Qt never reads as markup, so
names from the network show as typed."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem


def seat_table(headers: Sequence[str], accessible_name: str) -> QTableWidget:
    """An empty seat table with these column headers."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(list(headers))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, len(headers)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    table.setAccessibleName(accessible_name)
    return table


def fill_rows(table: QTableWidget, rows: Sequence[Sequence[str]]) -> None:
    """Show exactly these rows, one text a cell."""
    table.setRowCount(len(rows))
    for row, texts in enumerate(rows):
        for column, text in enumerate(texts):
            table.setItem(row, column, QTableWidgetItem(text))
