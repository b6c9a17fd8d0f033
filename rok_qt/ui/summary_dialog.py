"""The round summary (scoring) and the game-over dialog: what the settling did, and the scores."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.events import (
    BalanceReplaced,
    Captured,
    ClaimMade,
    ContestEnded,
    Event,
    FaceDownReturned,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.finish import tied_for_win
from rok_qt.model.state import GameState
from rok_qt.model.stones import are_twins
from rok_qt.ui.plain import escape, plain_label, rich_label
from rok_qt.ui.texts import colour_name, seat_name, stone_name

translate = QCoreApplication.translate


class SummaryPlurals(QObject):
    """The summary's plural lines: pyside6-lupdate marks %n plurals only in self.tr(..., n)."""

    def captured(self, n: int) -> str:
        """'{name} captured 3 stones from {victim}', still to be formatted."""
        return self.tr("{name} captured %n stone(s) from {victim}", "", n)

    def face_down(self, n: int) -> str:
        """'3 face-down stones went back into the bag'."""
        return self.tr("%n face-down stone(s) went back into the bag", "", n)


def describe(state: GameState, event: Event) -> str | None:
    """One line for the summary, or None for events it does not list."""
    who = state.players
    if isinstance(event, RaceWon):
        if event.coin_flip:
            return translate("Summary", "{name} won the {stone} on a coin flip: an exact tie at "
                                        "{ms:.0f} ms").format(
                name=who[event.player].name, stone=stone_name(event.stone), ms=event.ms)
        return translate("Summary", "{name} reached the {stone} first, by {margin:.0f} ms").format(
            name=who[event.player].name, stone=stone_name(event.stone), margin=event.margin_ms)
    if isinstance(event, PairTaken):
        return translate("Summary", "{name} took a pair of {stone}").format(
            name=who[event.player].name, stone=stone_name(event.a))
    if isinstance(event, OwnTwinTaken):
        return translate("Summary", "{name} took the twin of their own balance stone "
                                    "({stone})").format(
            name=who[event.player].name, stone=stone_name(event.stone))
    if isinstance(event, ClaimMade):
        return translate("Summary", "{name} claimed the twin of {victim}'s balance stone").format(
            name=who[event.player].name, victim=who[event.victim].name)
    if isinstance(event, WrongPairReturned):
        stones = " + ".join(stone_name(s) for s in event.stones)
        kind = (translate("Summary", "a wrong twin") if event.twin
                else translate("Summary", "a wrong pair"))
        return translate("Summary", "{name} took {kind} ({stones}): back into the bag").format(
            name=who[event.player].name, kind=kind, stones=stones)
    if isinstance(event, SplitReturned) and event.lost_to is None:
        return translate("Summary", "{name} held the {stone} alone when the grab ended: back "
                                    "into the bag, no penalty").format(
            name=who[event.player].name, stone=stone_name(event.stone))
    if isinstance(event, SplitReturned):
        return translate("Summary", "{name} kept only one stone of a pair ({stone}), {other} got "
                                    "the other: back into the bag").format(
            name=who[event.player].name, stone=stone_name(event.stone),
            other=seat_name(state, event.lost_to))
    if isinstance(event, PenaltyPaid):
        return translate("Summary", "{name} paid a penalty: a pair of {stone}").format(
            name=who[event.player].name, stone=stone_name(event.a))
    if isinstance(event, PenaltyWaived):
        return translate("Summary", "{name} owed a penalty but had no pair to pay").format(
            name=who[event.player].name)
    if isinstance(event, Captured):
        return SummaryPlurals().captured(len(event.stones)).format(
            name=who[event.claimant].name, victim=who[event.victim].name)
    if isinstance(event, ContestEnded):
        if event.winner is None:
            return translate("Summary", "The flick contest was drawn: flick again")
        return translate("Summary", "{name} won the flick contest").format(
            name=who[event.winner].name)
    if isinstance(event, OrderChosen) and event.contested:
        return translate("Summary", "{name} chose the order of the {colour} captures").format(
            name=seat_name(state, event.player), colour=colour_name(event.colour))
    if isinstance(event, BalanceReplaced):
        if event.stone is None:
            return translate("Summary", "{name} has no balance stone: none left to take").format(
                name=who[event.player].name)
        return translate("Summary", "{name} took the {stone} as their new balance stone").format(
            name=who[event.player].name, stone=stone_name(event.stone))
    if isinstance(event, FaceDownReturned) and event.stones:
        return SummaryPlurals().face_down(len(event.stones))
    return None


def scores_table(
    state: GameState, scores: list[int], parent: QWidget | None = None
) -> QTableWidget:
    """Name and treasure count, best first."""
    table = QTableWidget(len(scores), 2, parent)
    table.setHorizontalHeaderLabels([translate("Summary", "Player"),
                                     translate("Summary", "Treasure")])
    order = sorted(range(len(scores)), key=lambda s: -scores[s])
    for row, seat in enumerate(order):
        table.setItem(row, 0, QTableWidgetItem(state.players[seat].name))
        count = QTableWidgetItem(str(scores[seat]))
        count.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        table.setItem(row, 1, count)
    table.setAccessibleName(translate("Summary", "Scores"))
    table.verticalHeader().setVisible(False)
    table.horizontalHeader().setStretchLastSection(True)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setMaximumHeight(40 + 30 * len(scores))
    return table


class SummaryDialog(QDialog):
    """Round summary: every race, mistake, capture and replacement, then the scores."""

    def __init__(self, state: GameState, parent: QWidget | None = None,
                 races: Sequence[str] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Round {n}").format(n=state.round))
        # `races`: the live grab's lost races, which the screen saw and the log does not keep.
        lines = list(races) + [text for e in _merge_races(state.log)
                               if (text := describe(state, e)) is not None]
        self.report = QTextBrowser()
        self.report.setAccessibleName(self.tr("What happened"))
        if lines:
            self.report.setHtml("<ul>" + "".join(f"<li>{escape(t)}</li>" for t in lines)
                                + "</ul>")
        else:
            self.report.setPlainText(self.tr("Nothing was taken this round."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Next round"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(rich_label(self.tr("<b>What happened</b>")))
        layout.addWidget(self.report, 1)
        layout.addWidget(rich_label(self.tr("<b>Scores</b>")))
        layout.addWidget(scores_table(state, [state.score(s) for s in range(state.n)]))
        layout.addWidget(buttons)
        self.resize(520, 480)

    def reject(self) -> None:
        """Escape or closing the dialog also means "seen": the game must go on."""
        self.accept()


class GameOverDialog(QDialog):
    """Final scores, the tie-break if any, the grand master named; New game or Quit.

    Escape only closes the dialog; quitting takes the Quit button (`quit_chosen`).
    """

    quit_chosen = Signal()

    def __init__(self, state: GameState, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        scores = state.scores or [state.score(s) for s in range(state.n)]
        if state.grand_master is None:
            title = self.tr("Nobody became grand master of runes.")
        else:
            title = self.tr("{name} is the grand master of runes!").format(
                name=state.players[state.grand_master].name)
        heading = rich_label(f"<h2>{escape(title)}</h2>")
        heading.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        tied = tied_for_win(state)
        if tied:
            tie = plain_label(self.tr("{names} tied with %n stone(s) and flicked for the "
                                      "title (R9.3).", "", max(scores)).format(
                names=", ".join(state.players[s].name for s in tied)))
            tie.setWordWrap(True)
            layout.addWidget(tie)
        layout.addWidget(scores_table(state, list(scores)))
        buttons = QDialogButtonBox()
        self.new_button = QPushButton(self.tr("New game"))
        self.quit_button = QPushButton(self.tr("Quit"))
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.quit_button, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.accepted.connect(self.accept)
        self.quit_button.clicked.connect(self.quit_chosen)
        self.quit_button.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(420)


def _merge_races(log: list[Event]) -> list[Event]:
    """One line for a pair's two races won by the same player with the same margin."""
    merged: list[Event] = []
    for event in log:
        last = merged[-1] if merged else None
        if (isinstance(event, RaceWon) and isinstance(last, RaceWon)
                and last.player == event.player and are_twins(last.stone, event.stone)
                and last.margin_ms == event.margin_ms and not event.coin_flip):
            continue
        merged.append(event)
    return merged
