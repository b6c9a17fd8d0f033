"""Game > Watch a game: the finished games kept on this computer, newest first.

Each row says when the game was played, who played, the final scores and the mode; a damaged
record is listed with its one-line reason and cannot be chosen. Every cell is plain text:
names come from players and files.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.state import PlayMode
from rok_qt.persistence.game_record import GameRecord
from rok_qt.persistence.record_store import Listed
from rok_qt.ui.plain import plain_label

PATH_ROLE = Qt.ItemDataRole.UserRole


class GamesDialog(QDialog):
    """The kept games; `chosen(path)` when the player watches one (Watch, Enter, double-click)."""

    chosen = Signal(object)

    def __init__(self, listed: list[Listed], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Watch a game"))
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Players"), self.tr("Scores"), self.tr("Mode")])
        self.table.setAccessibleName(self.tr("Kept games"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for column in (0, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        for entry in listed:
            self._add(entry)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.watch_button = buttons.addButton(self.tr("&Watch"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self._watch)
        buttons.rejected.connect(self.reject)
        self.table.itemDoubleClicked.connect(lambda _item: self._watch())
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout = QVBoxLayout(self)
        if not listed:
            layout.addWidget(plain_label(self.tr(
                "No finished game is kept yet: every game played to its end on this computer "
                "is kept here (the last 200).")))
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.resize(720, 420)
        if any(entry.record is not None for entry in listed):
            self.table.selectRow(next(i for i, e in enumerate(listed) if e.record is not None))
        self._selection_changed()

    def _add(self, entry: Listed) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        record = entry.record
        if record is None:
            cells = [entry.path.name, entry.problem, "", ""]
        else:
            cells = [self._date(record), ", ".join(s.name for s in record.setup.seats),
                     " - ".join(str(s) for s in record.scores or []), self._mode(record)]
        for column, text in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setData(PATH_ROLE, str(entry.path) if record is not None else "")
            item.setToolTip(text)
            if record is None:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)   # listed, but not to be chosen
            self.table.setItem(row, column, item)

    def _date(self, record: GameRecord) -> str:
        when = record.when()
        if when is None:
            return record.date[:32]
        local = QDateTime.fromSecsSinceEpoch(int(when.timestamp()))
        return QLocale().toString(local, QLocale.FormatType.ShortFormat)

    def _mode(self, record: GameRecord) -> str:
        if record.setup.mode == PlayMode.LIVE:
            return self.tr("All at once")
        return self.tr("Relay")

    def selected_path(self) -> Path | None:
        """The chosen game's file, if a readable one is selected."""
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        text = item.data(PATH_ROLE) if item is not None else ""
        return Path(text) if text else None

    def _selection_changed(self) -> None:
        self.watch_button.setEnabled(self.selected_path() is not None)

    def _watch(self) -> None:
        path = self.selected_path()
        if path is not None:
            self.accept()
            self.chosen.emit(path)
