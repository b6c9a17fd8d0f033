"""Words on the table during a flick contest (R8): each stone's distance, or why it is out.

They appear as soon as a flick has stopped, beside the stones, and stay until the next batch of
events (the next flick, or the players moving on). A label rides on its stone, so it stays
beside it when the table turns to the next flicker. A drawn contest says so at the centre.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from rok_qt.model import physics
from rok_qt.model.events import ContestEnded, Event, Flicked
from rok_qt.model.state import GameState
from rok_qt.ui.persons import Person, fill, persons_of
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.texts import joined_names, translate

DRAW_NOTE_AT = QPointF(0.0, -120.0)
"""Scene point above the Rune of Fate where a draw is announced."""


@dataclass(frozen=True)
class ContestLabel:
    """A text at a scene point, beside a contest stone (stone) or on its own (None)."""

    text: str
    point: QPointF
    stone: int | None = None


def show_contest_labels(scene: TableScene, state: GameState, events: Sequence[Event],
                        viewer: int | bool | None = True) -> None:
    """Put the labels of a batch on the table, each riding on its stone while that shows;
    `viewer`: who is "you" (ui/persons.py)."""
    labels = contest_labels(scene, state, events, viewer)
    scene.show_labels([(label.point, label.text) for label in labels])
    for item, label in zip(scene.distance_labels, labels, strict=True):
        stone = None if label.stone is None else scene.stones[label.stone]
        if stone is not None and stone.isVisible():
            at = item.pos()
            item.setParentItem(stone)
            item.setPos(stone.mapFromScene(at))


def contest_labels(scene: TableScene, state: GameState, events: Sequence[Event],
                   viewer: int | bool | None = True) -> list[ContestLabel]:
    """The labels a batch of contest events leaves on the table (none outside a contest)."""
    who = persons_of(state, viewer)
    knocked = {seat for e in events if isinstance(e, Flicked) for seat in e.knocked_out}
    contest = state.contest
    stones = {} if contest is None else contest.stones
    ended = next((e for e in reversed(events) if isinstance(e, ContestEnded)), None)
    if ended is not None and ended.winner is None:
        return [ContestLabel(draw_text(state, ended), DRAW_NOTE_AT)]
    if ended is not None:
        labels = []
        for seat, distance in ended.distances.items():
            rest = ended.rests.get(seat)
            if rest is None:
                continue
            text = seat_text(who[seat], distance, seat in ended.out_seats,
                             seat in knocked)
            if seat == ended.winner:
                text = translate("ContestLabels", "{text}: closest").format(text=text)
            labels.append(ContestLabel(text, scene.to_scene(*rest), stones.get(seat)))
        return labels
    if contest is None or not any(isinstance(e, Flicked) for e in events):
        return []
    return [ContestLabel(seat_text(who[seat],
                                   physics.edge_distance_to_fate(*rest),
                                   seat in contest.out, seat in knocked),
                         scene.to_scene(*rest), stones.get(seat))
            for seat, rest in contest.flicked.items()]


def seat_text(who: Person, distance: float, out: bool, knocked: bool) -> str:
    """'Anna: 41 mm', or why Anna's stone is out (R8.2); 'You: 41 mm' for the person here."""
    if knocked:
        text = (translate("ContestLabels", "You: out, knocked onto the Rune of Fate") if who.you
                else translate("ContestLabels", "{name}: out, knocked onto the Rune of Fate"))
    elif out:
        text = (translate("ContestLabels", "You: out, touched the Rune of Fate") if who.you
                else translate("ContestLabels", "{name}: out, touched the Rune of Fate"))
    else:
        text = (translate("ContestLabels", "You: {d:.0f} mm") if who.you
                else translate("ContestLabels", "{name}: {d:.0f} mm"))
    return fill(text, name=who.name, d=distance)


def draw_text(state: GameState, ended: ContestEnded) -> str:
    """A drawn attempt (R8.3): who flicks again, and why."""
    names = joined_names([state.players[seat].name for seat in ended.again])
    if all(seat in ended.out_seats for seat in ended.again):
        text = translate("ContestLabels", "A draw: every stone is out. {names} flick again.")
    else:
        text = translate("ContestLabels",
                         "A draw: the closest stones tie at {d:.0f} mm. {names} flick again.")
    return fill(text, names=names, d=min(ended.distances[s] for s in ended.again))
