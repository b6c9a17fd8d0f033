"""The game-over dialog: the grand master, each player's game in numbers, and what next
(a rematch of the same seats, a new game, or quit)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.finish import tied_for_win
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import GameState
from rok_qt.model.tally import SeatTally
from rok_qt.ui.persons import fill, persons_of
from rok_qt.ui.plain import escape, plain_label, rich_label
from rok_qt.ui.table.table_notes import seconds
from rok_qt.ui.texts import joined_names

_KEY_EVENTS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride)


def rematch_config(state: GameState) -> GameConfig:
    """The same seats (names and players) and time limit, with a new seed."""
    seats = [SeatConfig(player.name, player.controller) for player in state.players]
    return GameConfig(seats, random.SystemRandom().randrange(1, 1_000_000), None,
                      state.time_limit_ms)


class GameOverDialog(QDialog):
    """Final scores and, when the game's record is known, a breakdown per player.

    Rematch (`rematch_chosen`), New game (accept) or Quit (`quit_chosen`); Escape only closes
    the dialog. For its first KEY_GUARD_MS on screen it ignores every key (`keys_armed` when it
    stops): a Space or Enter pressed blindly for a throw or Done as the game ends must not start
    a new game before the scores were read. The mouse works at once.
    """

    keys_armed = Signal()
    KEY_GUARD_MS = 500

    quit_chosen = Signal()
    rematch_chosen = Signal()

    def __init__(self, state: GameState, tallies: Sequence[SeatTally] | None = None,
                 parent: QWidget | None = None, *, viewer: int | bool | None = True) -> None:
        """`viewer`: the one person at this screen, spoken to as "you" (ui/persons.py)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        scores = list(state.scores or [state.score(s) for s in range(state.player_count)])
        if state.grand_master is None:
            title = self.tr("Nobody became grand master of runes.")
        else:
            master = persons_of(state, viewer)[state.grand_master]
            title = (self.tr("You are the grand master of runes!") if master.you
                     else fill(self.tr("{name} is the grand master of runes!"), name=master.name))
        heading = rich_label(f"<h2>{escape(title)}</h2>")
        heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        tied = tied_for_win(state)
        if tied:
            best = max(scores)
            tie = plain_label(self.tr("{names} tied with %n stone(s) and flicked for the "
                                      "title.", "", best).format(
                names=joined_names([state.players[s].name for s in tied])))
            tie.setWordWrap(True)
            layout.addWidget(tie)
        self.table = self._breakdown(state, scores, tallies)
        layout.addWidget(self.table)
        buttons = QDialogButtonBox()
        self.rematch_button = QPushButton(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.tr("The same players again, with new stones"))
        self.new_button = QPushButton(self.tr("New game"))
        self.quit_button = QPushButton(self.tr("Quit"))
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.rematch_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.accepted.connect(self.accept)
        self.rematch_button.clicked.connect(self._rematch)
        self.quit_button.clicked.connect(self.quit_chosen)
        self.quit_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        margins = layout.contentsMargins()
        self.setMinimumWidth(max(520, self.table.minimumWidth() + margins.left()
                                 + margins.right()))
        self.keys_ready = False
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._arm_keys)
        for widget in (self, *self.findChildren(QWidget)):
            widget.installEventFilter(self)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.keys_ready and not self._guard.isActive():
            self._guard.start(self.KEY_GUARD_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.keys_ready and event.type() in _KEY_EVENTS:
            event.accept()
            return True   # swallowed: neither the buttons nor the dialog see it
        return super().eventFilter(watched, event)

    def _arm_keys(self) -> None:
        self.keys_ready = True
        self.keys_armed.emit()

    def _rematch(self) -> None:
        self.reject()
        self.rematch_chosen.emit()

    def headings(self) -> list[str]:
        """The breakdown's column headings, in order."""
        items = (self.table.horizontalHeaderItem(c) for c in range(self.table.columnCount()))
        return [item.text() for item in items if item is not None]

    def _breakdown(self, state: GameState, scores: list[int],
                   tallies: Sequence[SeatTally] | None) -> QTableWidget:
        """Best first: name, stones, then what each player's game was made of."""
        columns = [self.tr("Player"), self.tr("Treasure")]
        if tallies is not None:
            columns += [self.tr("Pairs"), self.tr("Captures made"), self.tr("Captures suffered"),
                        self.tr("Penalties"), self.tr("Races won"), self.tr("Races lost"),
                        self.tr("Fastest find")]
        table = QTableWidget(state.player_count, len(columns))
        table.setHorizontalHeaderLabels(columns)
        order = sorted(range(state.player_count), key=lambda s: -scores[s])
        for row, seat in enumerate(order):
            cells = [state.players[seat].name, str(scores[seat])]
            if tallies is not None:
                cells += self._numbers(tallies[seat])
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)   # names from players: items show plain text
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, col, item)
        table.setAccessibleName(self.tr("Scores"))
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.resizeRowsToContents()
        table.resizeColumnsToContents()
        # Every column in view, whatever the language's headings: no scroll bars.
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = sum(table.rowHeight(row) for row in range(state.player_count))
        width = sum(table.columnWidth(col) for col in range(table.columnCount()))
        table.setFixedHeight(header.sizeHint().height() + rows + 2 * table.frameWidth())
        table.setMinimumWidth(width + 2 * table.frameWidth() + 4)
        return table

    def _numbers(self, tally: SeatTally) -> list[str]:
        fastest = "\u2013" if tally.fastest_ms is None else seconds(tally.fastest_ms)
        return [str(tally.pairs + tally.own_twins), str(tally.captures_made),
                str(tally.captures_suffered), str(tally.penalties_paid), str(tally.races_won),
                str(tally.races_lost), fastest]
