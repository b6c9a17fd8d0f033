"""Help > Statistics: games played and won per person, best and median find, a chart of finds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rok_qt.persistence.history import Loaded
from rok_qt.persistence.history_summary import (
    CHART_GAMES,
    PersonRecord,
    PracticeRecord,
    people,
)
from rok_qt.ui.dialogs.find_time_chart import FindTimeChart


def plain_label(text: str, parent: QWidget | None = None) -> QLabel:
    """A wrapping label that shows its text as typed: names and file text may hold markup."""
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    return label


class StatisticsDialog(QDialog):
    """Each person's record from the history; a friendly word when there is none yet."""

    def __init__(self, loaded: Loaded | None, parent: QWidget | None = None,
                 practice: PracticeRecord | None = None) -> None:
        super().__init__(parent)
        loaded = loaded if loaded is not None else Loaded([], [])
        self.setWindowTitle(self.tr("Statistics"))
        self.people = people(loaded.games)
        layout = QVBoxLayout(self)
        self.table: QTableWidget | None = None
        self.chart: FindTimeChart | None = None
        if not self.people:
            layout.addWidget(plain_label(self.tr(
                "No finished games yet. Play a game to its end and your record starts here: "
                "games played and won, and how fast you find pairs."), self))
        else:
            games = len(loaded.games)
            layout.addWidget(plain_label(self.tr("%n game(s) recorded.", "", games), self))
            self.table = self._make_table(self.people)
            layout.addWidget(self.table)
            layout.addWidget(plain_label(self.tr(
                "Median find time in each of the last games: the time from the stones' reveal (All "
                "at once: the end of the 3-2-1) to the take of a pick's first stone."), self))
            self.chart = FindTimeChart(self.people, min(games, CHART_GAMES), self)
            layout.addWidget(self.chart, 1)
        self.practice = plain_label(self._practice_text(practice), self)
        self.practice.setVisible(practice is not None and practice.throws > 0)
        layout.addWidget(self.practice)
        self.problems = plain_label("", self)
        if loaded.problems:
            skipped = loaded.unreadable
            self.problems.setText(self.tr(
                "%n line(s) of the history could not be read and were skipped: {first}", "",
                skipped).format(first=loaded.problems[0]))
        self.problems.setVisible(bool(loaded.problems))
        layout.addWidget(self.problems)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        buttons.button(QDialogButtonBox.StandardButton.Close).setFocus()
        self.resize(820, 600 if self.people else 200)   # seven columns, names in full

    def _make_table(self, records: list[PersonRecord]) -> QTableWidget:
        headers = [self.tr("Player"), self.tr("Played"), self.tr("Won"), self.tr("Races won"),
                   self.tr("Races lost"), self.tr("Best find"), self.tr("Median find")]
        table = QTableWidget(len(records), len(headers), self)
        table.setHorizontalHeaderLabels(headers)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for row, record in enumerate(records):
            # Item views show their text plainly: a name written as markup stays as typed.
            cells = [record.name, str(record.played), str(record.won), str(record.races_won),
                     str(record.races_lost), self._ms(record.best_ms),
                     self._ms(record.median_ms)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, column, item)
        # Tall enough for six people without scrolling; more scroll.
        shown = sum(table.rowHeight(row) for row in range(min(len(records), 6)))
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + shown
                             + 2 * table.frameWidth())
        return table

    def _practice_text(self, practice: PracticeRecord | None) -> str:
        """One line for Game > Practice: its own finds, which the level that matches you uses."""
        if practice is None or not practice.throws:
            return ""
        throws = practice.throws
        return self.tr("Practice: %n throw(s); best find {best}, median find {median}.", "",
                       throws).format(best=self._ms(practice.best_ms),
                                      median=self._ms(practice.median_ms))

    def _ms(self, ms: int | None) -> str:
        if ms is None:
            return self.tr("none")
        return self.tr("{seconds} s").format(seconds=self.locale().toString(ms / 1000, "f", 2))
