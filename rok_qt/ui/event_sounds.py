"""Which sound an engine event makes, and the contacts behind a throw's clacks.

The physics records every contact with its impulse (SimResult.impacts), but the StonesThrown and
Flicked events do not carry them yet; until they do, a sudden change of a stone's velocity
between frames stands in for a contact. Events that do carry `impacts` are used as they are.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QObject

from rok_qt.model.events import (
    Captured,
    ClaimMade,
    Event,
    Flicked,
    Frames,
    GameEnded,
    OwnTwinTaken,
    PairTaken,
    StonesThrown,
    WrongPairReturned,
)
from rok_qt.model.physics import FRAME_HZ
from rok_qt.ui.sound import Impact, SoundBoard

KICK = 100.0
"""mm/s of velocity change within one frame that friction alone never causes: a contact."""
MASS_FACTOR = 1.0
"""Velocity change to impulse (stone masses times mm/s, as physics.Impact counts it)."""


def from_frames(frames: Frames) -> list[Impact]:
    """One impact per frame in which some stone's velocity jumped; the biggest jump counts."""
    impacts: list[Impact] = []
    velocity: dict[int, tuple[float, float]] = {}
    for index in range(1, len(frames)):
        before, now = frames[index - 1], frames[index]
        biggest = 0.0
        for stone, (x, y) in now.items():
            old = before.get(stone)
            if old is None:
                continue
            v = ((x - old[0]) * FRAME_HZ, (y - old[1]) * FRAME_HZ)
            last = velocity.get(stone)
            if last is not None:
                biggest = max(biggest, math.hypot(v[0] - last[0], v[1] - last[1]))
            velocity[stone] = v
        if biggest >= KICK:
            impacts.append((index / FRAME_HZ, biggest * MASS_FACTOR))
    return impacts


def impacts_of(event: StonesThrown | Flicked) -> list[Impact]:
    """The event's own impacts when it has them (a later engine), else read from its frames."""
    recorded = getattr(event, "impacts", None)
    if recorded:
        return [_impact(item) for item in recorded]
    return from_frames(event.frames)


def _impact(item: object) -> Impact:
    """(t, impulse) from a tuple or from physics.Impact, whichever the engine sends."""
    if isinstance(item, tuple):
        return float(item[0]), float(item[1])
    return float(getattr(item, "t", 0.0)), float(getattr(item, "impulse", 0.0))


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
