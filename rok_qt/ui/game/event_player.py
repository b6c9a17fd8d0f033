"""Plays the engine's events on the table one batch at a time, with their sounds.

The session keeps bots waiting (`hold()`) from the moment a batch arrives until it has been
shown (`release()`), so a bot never answers a question the players have not yet seen.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Signal

from rok_qt.model.events import Event, GameEnded
from rok_qt.session_holds import Hold
from rok_qt.ui.sound.board import SoundBoard
from rok_qt.ui.sound.event_sounds import EventSounds
from rok_qt.ui.table.animations import AnimationSpeed, EventAnimator, duration_factor
from rok_qt.ui.table.scene import TableScene


class Holder(Protocol):
    """What keeps the next move waiting while a batch is shown: the game's session, or the
    replay viewer, which has no computer players to keep waiting."""

    def hold(self, name: str, *, spans_games: bool = False) -> Hold:
        """A named hold, released once the batch is shown."""


class EventPlayer(QObject):
    """A queue of event batches, the animator that shows them and the sounds they make.

    `batch_started(events)` comes before a batch is animated, `batch_played(events)` after it
    (the scene may now be synced to the state), and `drained()` once nothing is left to play.
    """

    batch_started = Signal(list)
    batch_played = Signal(list)
    drained = Signal()

    def __init__(self, session: Holder, scene: TableScene,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.animator = EventAnimator(scene, self)
        self.animator.finished.connect(self._batch_done)
        self.sounds = SoundBoard(parent=self)
        self.event_sounds = EventSounds(self.sounds, self)
        self.animator.step_started.connect(self.event_sounds.step)
        self._batches: list[list[Event]] = []
        self._holds: list[Hold] = []   # one per batch waiting or playing
        self._playing = False

    @property
    def playing(self) -> bool:
        """True from a batch's arrival until the queue is empty again."""
        return self._playing

    @property
    def speed(self) -> AnimationSpeed:
        """Normal, fast or off."""
        return self.animator.speed

    def set_speed(self, speed: AnimationSpeed) -> None:
        """Normal, fast or off (from the next batch on)."""
        self.animator.speed = speed

    def enqueue(self, events: list[Event]) -> None:
        """Play these events after those already waiting; bots wait until they are shown."""
        self._holds.append(self.session.hold("animation"))
        self._batches.append(events)
        if not self._playing:
            self._next_batch()

    def stop(self) -> None:
        """Drop everything (a new game): no batch_played, no drained."""
        self.animator.stop()
        self.sounds.stop()
        self._batches.clear()
        self._playing = False
        holds, self._holds = self._holds, []
        for hold in holds:
            hold.release()

    def skip(self) -> None:
        """Jump to the end of the animation; its sounds stop, and the skipped steps stay quiet."""
        if not self._playing:
            return
        self.sounds.stop()
        self.event_sounds.enabled = False
        try:
            self.animator.skip()
        finally:
            self.event_sounds.enabled = True

    def _next_batch(self) -> None:
        if not self._batches:
            self._playing = False
            self.drained.emit()
            return
        self._playing = True
        events = self._batches[0]
        self.batch_started.emit(events)
        if duration_factor(self.animator.speed) == 0:
            self.event_sounds.batch(events)
        elif any(isinstance(e, GameEnded) for e in events):
            self.sounds.play("end")   # the game's end has no animation step of its own
        self.animator.play(events)

    def _batch_done(self) -> None:
        events = self._batches.pop(0)
        self.batch_played.emit(events)
        if self._holds:
            self._holds.pop(0).release()
        self._next_batch()
