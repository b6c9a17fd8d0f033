"""Ordering disputes (R5.4): the explanation before the flick contest, and the order choice.

Player-facing text names no rule numbers; the notices link to the section of Help > Rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.captures import claims_in_colour, order_outcomes
from rok_qt.model.moves import ChooseOrder
from rok_qt.model.state import GameState
from rok_qt.ui.dialogs.rules_dialog import rules_link
from rok_qt.ui.persons import fill, persons_of
from rok_qt.ui.plain import plain_label
from rok_qt.ui.table.stone_art import stone_pixmap
from rok_qt.ui.texts import colour_name, joined_names, stone_name
from rok_qt.ui.theme import type_ratio


def dispute_text(state: GameState, colour: int, contestants: tuple[int, ...],
                 viewer: int | bool | None = True) -> str:
    """The dispute in plain words: who holds which claim on whom, and why the order matters.
    `viewer`: who is "you" (ui/persons.py)."""
    lines = []
    who = persons_of(state, viewer)
    translate = QCoreApplication.translate
    for claim in claims_in_colour(state, colour):
        claimant, victim = who[claim.claimant], who[claim.victim]
        if claimant.you:
            text = translate("OrderDialog", "You hold the twin of {victim}'s balance stone "
                                            "({stone}).")
        elif victim.you:
            text = translate("OrderDialog", "{claimant} holds the twin of your balance stone "
                                            "({stone}).")
        else:
            text = translate("OrderDialog", "{claimant} holds the twin of {victim}'s balance "
                                            "stone ({stone}).")
        lines.append(fill(text, claimant=claimant.name, victim=victim.name,
                          stone=stone_name(claim.stone)))
    names = joined_names([who[s].name for s in contestants if not who[s].you])
    if any(who[s].you for s in contestants):
        text = translate("OrderDialog",
            "The order in which these {colour} captures happen changes who ends up with what: "
            "a player captured first loses their {colour} stones before they can capture. "
            "So you and {names} each flick a claim stone at the Rune of Fate; the stone that "
            "stops closest to it, without touching it, wins and chooses the order.")
    else:
        text = translate("OrderDialog",
            "The order in which these {colour} captures happen changes who ends up with what: "
            "a player captured first loses their {colour} stones before they can capture. "
            "So {names} each flick their claim stone at the Rune of Fate; the stone that stops "
            "closest to it, without touching it, wins and chooses the order.")
    lines.append(fill(text, colour=colour_name(colour), names=names))
    return "\n\n".join(lines)


class _ContestNotice(QDialog):
    """A short explanation shown before a flick contest; closing it in any way starts it."""

    def _fill(self, title: str, text: str, button: str, link: QWidget) -> None:
        self.setWindowTitle(title)
        label = plain_label(text)
        label.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(button)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(link)
        layout.addWidget(buttons)
        self.setMinimumWidth(round(460 * type_ratio()))
        # The keys start on the button, so Enter goes to the contest; Tab reaches the link.
        ok.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        # A wrapped label's height depends on the width: a top-level dialog is not told, so
        # it is made tall enough for its words at the width it has (larger type, more lines).
        layout = self.layout()
        if layout is not None and layout.hasHeightForWidth():
            width = max(self.width(), self.minimumWidth())
            self.resize(width, max(self.height(), layout.heightForWidth(width)))
        super().showEvent(event)

    def reject(self) -> None:
        """Escape also leads to the contest: it must be settled."""
        self.accept()


class DisputeDialog(_ContestNotice):
    """Explains an ordering dispute before its flick contest starts."""

    def __init__(self, state: GameState, colour: int, contestants: tuple[int, ...],
                 parent: QWidget | None = None, *, viewer: int | bool | None = True) -> None:
        super().__init__(parent)
        self._fill(self.tr("A {colour} dispute").format(colour=colour_name(colour)),
                   dispute_text(state, colour, contestants, viewer), self.tr("To the contest"),
                   rules_link("disputes", self))


class TieBreakDialog(_ContestNotice):
    """Explains the final tie-break (R9.3) before its flick contest starts."""

    def __init__(self, state: GameState, contestants: tuple[int, ...],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        best = max(state.score(s) for s in contestants)
        text = fill(self.tr(
            "{names} are tied with %n stone(s) each. Each flicks one stone of their treasure at "
            "the Rune of Fate; the stone that stops closest to it, without touching it, makes "
            "its player the grand master of runes.", "", best
        ), names=joined_names([state.players[s].name for s in contestants]))
        self._fill(self.tr("A tie for the title"), text, self.tr("To the contest"),
                   rules_link("end", self))


def order_texts(state: GameState, seat: int, colour: int,
                viewer: int | bool | None = True) -> tuple[str, str]:
    """The order dialog's title and intro for the contest winner at `seat`."""
    me = persons_of(state, viewer)[seat]
    translate = QCoreApplication.translate
    if me.you:
        title = translate("OrderDialog", "You order the {colour} captures")
        intro = translate("OrderDialog", "You won the flick contest and arrange the order in "
                                         "which the {colour} captures resolve, first at the top.")
    else:
        title = translate("OrderDialog", "{name} orders the {colour} captures")
        intro = translate("OrderDialog", "{name} won the flick contest and arranges the order in "
                                         "which the {colour} captures resolve, first at the top.")
    return (fill(title, name=me.name, colour=colour_name(colour)),
            fill(intro, name=me.name, colour=colour_name(colour)))


class OrderDialog(QDialog):
    """The contest winner arranges the colour's captures, seeing what each player gains."""

    def __init__(self, state: GameState, seat: int, parent: QWidget | None = None, *,
                 viewer: int | bool | None = True) -> None:
        super().__init__(parent)
        assert state.contest is not None and state.contest.colour is not None
        self.seat = seat
        self.state = state
        colour = state.contest.colour
        self.outcomes = dict(order_outcomes(state, colour))
        self.claims = {c.stone: c for c in claims_in_colour(state, colour)}
        self.who = persons_of(state, viewer)
        title, intro_text = order_texts(state, seat, colour, viewer)
        self.setWindowTitle(title)
        intro = plain_label(intro_text)
        intro.setWordWrap(True)
        self.list = QListWidget()
        self.list.setIconSize(QSize(32, 32))
        self.list.setAccessibleName(self.tr("Order of captures, first at the top"))
        best = max(self.outcomes.items(), key=lambda item: item[1][seat])[0]
        for stone in best:
            claim = self.claims[stone]
            item = QListWidgetItem(self._capture_text(claim.claimant, claim.victim))
            item.setIcon(stone_pixmap(stone, 32))
            item.setData(256, stone)
            self.list.addItem(item)
        self.list.setCurrentRow(0)
        self.up = QPushButton(self.tr("Move up"))
        self.down = QPushButton(self.tr("Move down"))
        self.up.clicked.connect(lambda: self._shift(-1))
        self.down.clicked.connect(lambda: self._shift(1))
        self.list.currentRowChanged.connect(self._refresh)
        self.gains = plain_label()
        self.gains.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Resolve in this order"))
        buttons.accepted.connect(self.accept)
        side = QVBoxLayout()
        side.addWidget(self.up)
        side.addWidget(self.down)
        side.addStretch()
        row = QHBoxLayout()
        row.addWidget(self.list, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(row)
        layout.addWidget(self.gains)
        layout.addWidget(rules_link("disputes", self))
        layout.addWidget(buttons)
        self.setMinimumWidth(460)
        self._refresh()

    def order(self) -> tuple[int, ...]:
        """The arranged order, as claim stone ids."""
        return tuple(int(self.list.item(i).data(256)) for i in range(self.list.count()))

    def _shift(self, step: int) -> None:
        row = self.list.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self._refresh()

    def _refresh(self) -> None:
        row = self.list.currentRow()
        self.up.setEnabled(row > 0)
        self.down.setEnabled(0 <= row < self.list.count() - 1)
        gains = self.outcomes[self.order()]
        parts = [fill(self.tr("you: {gain:+d}") if self.who[seat].you
                      else self.tr("{name}: {gain:+d}"), name=self.who[seat].name, gain=g)
                 for seat, g in enumerate(gains) if g]
        self.gains.setText(self.tr("Stones gained in this order: {list}").format(
            list=", ".join(parts) if parts else self.tr("none")))

    def _capture_text(self, claimant: int, victim: int) -> str:
        """'You capture from Bot 1', 'Bot 1 captures from you', 'Anna captures from Bela'."""
        taker, taken = self.who[claimant], self.who[victim]
        if taker.you:
            text = self.tr("You capture from {victim}")
        elif taken.you:
            text = self.tr("{claimant} captures from you")
        else:
            text = self.tr("{claimant} captures from {victim}")
        return fill(text, claimant=taker.name, victim=taken.name)

    def answer(self) -> ChooseOrder:
        """The answer for the engine."""
        return ChooseOrder(self.seat, self.order())

    def reject(self) -> None:
        """The order must be chosen: Escape does not skip it."""
