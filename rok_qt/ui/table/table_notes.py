"""Short notes on the table beside the stones and seats that a settling or a redraw concerns.

Races won, wrong pairs, split picks, captures, replacements and balance redraws are worded here
from the engine's events; the notes are kept in engine millimetres (or by seat), so they stay
beside their stones however the table turns, until the next throw clears them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QPointF, QRectF
from PySide6.QtGui import QFont, QPen
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from rok_qt.model.events import (
    BalanceReplaced,
    BalancesRedrawn,
    Captured,
    Event,
    RaceWon,
    SplitReturned,
    WrongPairReturned,
)
from rok_qt.model.state import GameState
from rok_qt.model.stones import are_twins
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.scene import TableScene

translate = QCoreApplication.translate

Anchor = tuple[float, float] | int
"""Engine millimetres on the table, or a seat (its balance stone's spot)."""
Note = tuple[Anchor, str]
Positions = dict[int, tuple[float, float]]


def seconds(ms: float) -> str:
    """'0.3 s' (or '0,3 s'): one decimal, in the language's own number format."""
    value = QLocale().toString(ms / 1000.0, "f", 1)
    return translate("TableNotes", "{seconds} s").format(seconds=value)


def positions(state: GameState | None) -> Positions:
    """Where each table stone lies now, in engine millimetres."""
    if state is None:
        return {}
    return {stone: (lying.x, lying.y) for stone, lying in state.table.items()}


def merged_races(events: list[Event]) -> list[Event]:
    """One race for a pair's two stones won by the same player with the same margin."""
    merged: list[Event] = []
    for event in events:
        last = merged[-1] if merged else None
        if (isinstance(event, RaceWon) and isinstance(last, RaceWon)
                and last.player == event.player and are_twins(last.stone, event.stone)
                and last.margin_ms == event.margin_ms and not event.coin_flip):
            continue
        merged.append(event)
    return merged


def notes_for(state: GameState, before: Positions, events: list[Event]) -> list[Note]:
    """One note per race, mistake, capture, replacement and redraw; names stay plain text."""
    names = [player.name for player in state.players]
    notes: list[Note] = []
    for event in merged_races(events):
        note = _note(names, before, event)
        if note is not None:
            notes.extend(note)
    return notes


def _note(names: list[str], before: Positions, event: Event) -> list[Note] | None:
    if isinstance(event, RaceWon) and event.stone in before:
        if event.coin_flip:
            text = translate("TableNotes", "{name}: won on a coin flip").format(
                name=names[event.player])
        else:
            text = translate("TableNotes", "{name}: first by {margin}").format(
                name=names[event.player], margin=seconds(event.margin_ms))
        return [(before[event.stone], text)]
    if isinstance(event, WrongPairReturned):
        where = next((before[s] for s in event.stones if s in before), None)
        kind = (translate("TableNotes", "{name}: wrong twin") if event.twin
                else translate("TableNotes", "{name}: wrong pair"))
        anchor: Anchor = where if where is not None else event.player
        return [(anchor, kind.format(name=names[event.player]))]
    if isinstance(event, SplitReturned) and event.stone in before:
        return [(before[event.stone], translate("TableNotes", "{name}: split pair").format(
            name=names[event.player]))]
    if isinstance(event, Captured):
        return [(event.victim, translate("TableNotes", "captured by {name}").format(
            name=names[event.claimant]))]
    if isinstance(event, BalanceReplaced):
        text = (translate("TableNotes", "new balance stone") if event.stone is not None
                else translate("TableNotes", "no balance stone left"))
        return [(event.player, text)]
    if isinstance(event, BalancesRedrawn):
        return [(seat, translate("TableNotes", "twins: drew again")) for seat in event.seats]
    return None


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
        font.setPixelSize(17)
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
        """Just under each anchor as the table is turned now; a note that would cover one
        placed before it moves down (or up) until it is free."""
        taken: list[QRectF] = []
        for (anchor, _text), item in zip(self.notes, self.items, strict=True):
            point = self._point(anchor)
            rect = item.boundingRect()
            step = rect.height() + 2
            base = QRectF(point + QPointF(-rect.width() / 2, 20), rect.size())
            base.translate(_inside(base, self._shown_area()), 0)
            spot = base
            for shift in (0, 1, -2, 2, -3, 3, -4, 4, 5, 6):
                spot = base.translated(0, shift * step)
                if not any(spot.intersects(other) for other in taken):
                    break
            taken.append(spot)
            item.setPos(spot.topLeft())

    def _shown_area(self) -> QRectF:
        """The part of the table the view shows now (the scene may reach past the window)."""
        views = self.scene.views()
        if not views:
            return self.scene.sceneRect()
        view = views[0]
        return view.mapToScene(view.viewport().rect()).boundingRect()

    def _point(self, anchor: Anchor) -> QPointF:
        if isinstance(anchor, int):
            panels = self.scene.panels
            return panels[anchor].balance_point() if anchor < len(panels) else QPointF()
        return self.scene.to_scene(*anchor)


def _inside(rect: QRectF, bounds: QRectF) -> float:
    """How far to move `rect` sideways to keep it within `bounds` (a note beside a seat at the
    window's edge would otherwise be cut off)."""
    if rect.left() < bounds.left():
        return bounds.left() - rect.left()
    if rect.right() > bounds.right():
        return bounds.right() - rect.right()
    return 0.0

