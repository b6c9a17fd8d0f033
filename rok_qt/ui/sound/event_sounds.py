"""Which sound an engine event makes, and the contacts behind a throw's clacks.

StonesThrown and Flicked carry the contacts the physics recorded, each with its impulse, so a
hard knock clacks louder than a graze.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from rok_qt.model.events import (
    Captured,
    ClaimMade,
    Event,
    Flicked,
    GameEnded,
    OwnTwinTaken,
    PairTaken,
    StonesThrown,
    WrongPairReturned,
)
from rok_qt.ui.sound.board import Impact, SoundBoard


def impacts_of(event: StonesThrown | Flicked) -> list[Impact]:
    """The contacts the physics recorded for a throw or flick: (seconds, impulse)."""
    return [(float(t), float(impulse)) for t, impulse in event.impacts]


_NAMED = ((GameEnded, "end"), (Captured, "capture"), (WrongPairReturned, "wrong"),
          (PairTaken, "take"), (OwnTwinTaken, "take"), (ClaimMade, "take"))
"""Event kinds with a sound of their own, the most telling first."""


def sound_name(event: Event) -> str | None:
    """The named sound an event makes (the throw and flicks clack instead)."""
    for kind, name in _NAMED:
        if isinstance(event, kind):
            return name
    return None


class EventSounds(QObject):
    """Plays the events' sounds: with each animation step, or once per batch without them."""

    def __init__(self, board: SoundBoard, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.enabled = True
        """False while an animation is skipped: its steps run through in an instant."""

    def step(self, event: Event, time_scale: float) -> None:
        """An animation step starts: clacks timed to its frames, or the event's own sound."""
        if not self.enabled:
            return
        if isinstance(event, StonesThrown | Flicked):
            self.board.play_impacts(impacts_of(event), time_scale)
        else:
            name = sound_name(event)
            if name is not None:
                self.board.play(name)

    def batch(self, events: list[Event]) -> None:
        """Nothing is animated (reduced motion, animations off): one sound says what happened.

        A throw or flick gives its single hardest clack; otherwise the most telling event wins.
        """
        names = [n for e in events if (n := sound_name(e)) is not None]
        order = [name for _, name in _NAMED]
        if names:
            self.board.play(min(names, key=order.index))
            return
        for event in events:
            if isinstance(event, StonesThrown | Flicked):
                hardest = max((i for _, i in impacts_of(event)), default=0.0)
                if hardest > 0:
                    self.board.play_impacts([(0.0, hardest)], 1.0)
                return
