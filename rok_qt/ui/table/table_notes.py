"""Short notes on the table beside the stones and seats that a settling or a redraw concerns.

Races won, wrong pairs, split picks, captures, replacements and balance redraws are worded here
from the engine's events; the notes are kept in engine millimetres (or by seat), so they stay
beside their stones however the table turns, until the next throw clears them.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QPointF, QRectF
from PySide6.QtGui import QFont, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from rok_qt.model.dispatch import EventTable
from rok_qt.model.events import (
    BalanceReplaced,
    BalancesRedrawn,
    Captured,
    ClaimMade,
    ContestEnded,
    ContestStarted,
    Event,
    FaceDownReturned,
    Flicked,
    GameEnded,
    GrabEnded,
    MoveUndone,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    PickFormed,
    PlayerDone,
    RaceLost,
    RaceWon,
    RoundEnded,
    RoundStarted,
    SplitReturned,
    StonePutBack,
    StonesDrawn,
    StonesThrown,
    StoneTaken,
    TakeBeaten,
    WrongPairReturned,
)
from rok_qt.model.state import GameState
from rok_qt.model.stones import are_twins
from rok_qt.ui import close_calls, palette
from rok_qt.ui.palette import colour
from rok_qt.ui.persons import Persons, fill, persons_of
from rok_qt.ui.table.label_spots import LABEL_KEY, place_label
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.theme import table_text

translate = QCoreApplication.translate

Anchor = tuple[float, float] | int
"""Engine millimetres on the table, or a seat (its balance stone's spot)."""
Note = tuple[Anchor, str]
Positions = dict[int, tuple[float, float]]


def seconds(ms: float) -> str:
    """'0.3 s' (or '0,3 s'): one decimal, in the language's own number format."""
    value = QLocale().toString(ms / 1000.0, "f", 1)
    return translate("TableNotes", "{seconds} s").format(seconds=value)


CLOSE_MS = 100.0
"""A margin under this reads in whole ms: "by 0.1 s" would round 50 ms up to twice itself."""


def margin_text(ms: float) -> str:
    """A race's margin: '0.8 s', or for a close race '50 ms'."""
    if ms < CLOSE_MS:
        return translate("TableNotes", "{ms} ms").format(ms=max(0, round(ms)))
    return seconds(ms)


def positions(state: GameState | None) -> Positions:
    """Where each table stone lies now, in engine millimetres."""
    if state is None:
        return {}
    return {stone: (lying.x, lying.y) for stone, lying in state.table.items()}


def merged_races(events: list[Event]) -> list[Event]:
    """One race for a pair's two stones won (or lost) by the same player with the same margin
    (each stone's RaceWon has its RaceLost lines beside it, so the twin's may come later)."""
    merged: list[Event] = []
    for event in events:
        if any(_same_race(earlier, event) for earlier in merged):
            continue
        merged.append(event)
    return merged


def _same_race(earlier: Event, event: Event) -> bool:
    if isinstance(event, RaceWon) and isinstance(earlier, RaceWon):
        return (earlier.player == event.player and are_twins(earlier.stone, event.stone)
                and earlier.margin_ms == event.margin_ms and not event.coin_flip)
    if isinstance(event, RaceLost) and isinstance(earlier, RaceLost):
        return (earlier.player == event.player and earlier.winner == event.winner
                and are_twins(earlier.stone, event.stone) and earlier.by_ms == event.by_ms
                and not event.coin_flip)
    return False


def notes_for(state: GameState, before: Positions, events: list[Event],
              viewer: int | bool | None = True) -> list[Note]:
    """One note per race, mistake, capture, replacement and redraw; names stay plain text.
    `viewer`: who is "you" (rok_qt/ui/persons.py, persons_of)."""
    who = persons_of(state, viewer)
    notes: list[Note] = []
    for event in merged_races(events):
        note = _note(who, before, event)
        if note is not None:
            notes.extend(note)
    return notes


def _race_note(who: Persons, event: RaceWon) -> str:
    me = who[event.player]
    if event.within_ms > 0:
        return close_calls.table_note(me)
    if event.coin_flip:
        text = (translate("TableNotes", "You: won on a coin flip") if me.you
                else translate("TableNotes", "{name}: won on a coin flip"))
        return fill(text, name=me.name)
    text = (translate("TableNotes", "You: first by {margin}") if me.you
            else translate("TableNotes", "{name}: first by {margin}"))
    return fill(text, name=me.name, margin=margin_text(event.margin_ms))


def _mistake_note(who: Persons, event: WrongPairReturned | SplitReturned) -> str:
    me = who[event.player]
    if isinstance(event, SplitReturned):
        text = (translate("TableNotes", "You: split pair") if me.you
                else translate("TableNotes", "{name}: split pair"))
    elif event.twin:
        text = (translate("TableNotes", "You: wrong twin") if me.you
                else translate("TableNotes", "{name}: wrong twin"))
    else:
        text = (translate("TableNotes", "You: wrong pair") if me.you
                else translate("TableNotes", "{name}: wrong pair"))
    return fill(text, name=me.name)


def _note(who: Persons, before: Positions, event: Event) -> list[Note] | None:
    notes: list[Note] | None = NOTES(event, who, before)
    return notes


def _race_won(event: RaceWon, who: Persons, before: Positions) -> list[Note] | None:
    return [(before[event.stone], _race_note(who, event))] if event.stone in before else None


def _wrong_pair(event: WrongPairReturned, who: Persons, before: Positions) -> list[Note]:
    where = next((before[s] for s in event.stones if s in before), None)
    anchor: Anchor = where if where is not None else event.player
    return [(anchor, _mistake_note(who, event))]


def _split(event: SplitReturned, who: Persons, before: Positions) -> list[Note] | None:
    return ([(before[event.stone], _mistake_note(who, event))] if event.stone in before
            else None)


def _replaced(event: BalanceReplaced, _who: Persons, _before: Positions) -> list[Note]:
    text = (translate("TableNotes", "new balance stone") if event.stone is not None
            else translate("TableNotes", "no balance stone left"))
    return [(event.player, text)]


def _redrawn(event: BalancesRedrawn, _who: Persons, _before: Positions) -> list[Note]:
    return [(seat, translate("TableNotes", "twins: drew again")) for seat in event.seats]


NOTES: EventTable[list[Note] | None] = EventTable("the table's notes", {
    RaceWon: _race_won,
    WrongPairReturned: _wrong_pair,
    SplitReturned: _split,
    BalanceReplaced: _replaced,
    BalancesRedrawn: _redrawn,
}, ignores=(
    # A capture is said by its own line and marks (capture_show); a lost race by the live
    # race's note as it happens and the summary's line.
    Captured, RaceLost, TakeBeaten, MoveUndone, RoundStarted, StonesDrawn, StonesThrown,
    StoneTaken, StonePutBack, PickFormed, PlayerDone, GrabEnded, PairTaken, OwnTwinTaken,
    ClaimMade, PenaltyPaid, PenaltyWaived, ContestStarted, Flicked, ContestEnded, OrderChosen,
    FaceDownReturned, RoundEnded, GameEnded))
"""The notes each kind of event leaves beside its stones or seats."""


SEAT_NOTE_GAP = 12.0
"""Scene mm between a seat's panel and the spot its note starts from."""


class TableNotes(QObject):
    """The notes on the table now; `show` replaces them, `place` follows the table's turn."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.notes: list[Note] = []
        self.items: list[QGraphicsSimpleTextItem] = []

    def show(self, notes: list[Note]) -> None:
        """Put these notes on the table (the ones before go)."""
        self.clear()
        self.notes = list(notes)
        font = QFont()
        font.setPixelSize(table_text(17))
        font.setBold(True)
        for _anchor, text in self.notes:
            item = QGraphicsSimpleTextItem(text)   # plain text: names come from players
            item.setFont(font)
            item.setBrush(colour(palette.LABEL_FILL))
            item.setPen(QPen(colour(palette.LABEL_OUTLINE), 0.8))
            item.setZValue(41)
            self.scene.addItem(item)
            self.items.append(item)
        self.place()

    def texts(self) -> list[str]:
        """What the notes say, in order."""
        return [text for _anchor, text in self.notes]

    def clear(self) -> None:
        """Take every note off the table."""
        for item in self.items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)
        self.items = []
        self.notes = []

    def place(self) -> None:
        """Near each anchor as the table is turned now, where the note covers no stone, no
        other label and stays in view (label_spots)."""
        for item in self.items:
            item.setData(LABEL_KEY, False)   # placed afresh: the old spots are no obstacle
        for (anchor, _text), item in zip(self.notes, self.items, strict=True):
            place_label(item, self._point(anchor))

    def _point(self, anchor: Anchor) -> QPointF:
        if isinstance(anchor, int):
            panels = self.scene.panels
            return seat_anchor(panels[anchor].sceneBoundingRect()) if anchor < len(panels) \
                else QPointF()
        return self.scene.to_scene(*anchor)


def seat_anchor(panel: QRectF) -> QPointF:
    """Where a note about a seat starts looking for room: the panel's corner nearest the
    table's middle, just off it towards the table (a spot by the balance stone itself lies
    inside the panel, which notes keep off, and sent them to the window's edge)."""
    x = min(max(0.0, panel.left()), panel.right())
    y = min(max(0.0, panel.top()), panel.bottom())
    length = max(1.0, math.hypot(x, y))
    step = SEAT_NOTE_GAP / length
    return QPointF(x - x * step, y - y * step)


