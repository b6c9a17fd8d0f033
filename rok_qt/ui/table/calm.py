"""Reduced motion on the table: stones fade out where they were and fade in where they land.

With "Reduce motion" (Settings > Preferences > Display) nothing flies, tumbles or turns: a
throw's stones fade in where they come to rest, a stone taken to a treasure fades out on the
table and in at that treasure before the seat counts it, a capture shows the twin faded in
beside the balance stone it matches for as long as the flying capture does. Every piece of
information of the moving animation stays: where each stone ends, whose it becomes, in the same
order and with the same pauses to read it.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from rok_qt.model.events import Captured, Frames
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import TableScene

FADE_MS = 200
"""A fade out, or in: short, so a calm table is no slower than a moving one."""
MOVED_PAUSE_MS = 120
"""A breath after stones arrive (as after they fly)."""

Arrival = tuple[int, QPointF | None, QPointF]
"""A stone, where it is shown first when hidden (None: it stays unseen until it arrives), and
where it appears."""


def fade(item: RuneItem, start: float, end: float, ms: int) -> QPropertyAnimation:
    """The stone's opacity from `start` to `end`."""
    animation = QPropertyAnimation(item, b"opacity")
    animation.setStartValue(start)
    animation.setEndValue(end)
    animation.setDuration(max(1, ms))
    return animation


def relocate(scene: TableScene, arrivals: list[Arrival], factor: float,
             faces: dict[int, bool] | None = None) -> QSequentialAnimationGroup:
    """The stones fade out where they are (or where they come from), then fade in where they
    arrive (face up or down as `faces` says)."""
    ms = int(FADE_MS * factor)
    leave = QParallelAnimationGroup()
    arrive = QParallelAnimationGroup()
    for stone, origin, _at in arrivals:
        item = scene.stones[stone]
        if item.isVisible() or origin is not None:
            leave.addAnimation(fade(item, 1.0, 0.0, ms))
        arrive.addAnimation(fade(item, 0.0, 1.0, ms))
    leave.stateChanged.connect(partial(_leave, scene, arrivals))
    arrive.stateChanged.connect(partial(_appear, scene, arrivals, faces or {}))
    sequence = QSequentialAnimationGroup()
    if leave.animationCount():
        sequence.addAnimation(leave)
    sequence.addAnimation(arrive)
    return sequence


def settle(scene: TableScene, frames: Frames, faces: dict[int, bool],
           factor: float) -> QSequentialAnimationGroup | None:
    """A throw or flick: the stones that moved fade in where the last frame has them."""
    first, last = frames[0], frames[-1]
    arrivals: list[Arrival] = [
        (stone, None, scene.to_scene(*at)) for stone, at in last.items()
        if first.get(stone) != at or not scene.stones[stone].isVisible()]
    if not arrivals:
        return None
    return relocate(scene, arrivals, factor, faces)


def capture(scene: TableScene, event: Captured, spots: tuple[QPointF, QPointF, QPointF],
            factor: float, look_ms: int) -> QSequentialAnimationGroup:
    """The twin fades in beside the balance stone it matches (`spots`: the victim's treasure,
    beside the balance stone, the captor's treasure), both are seen for `look_ms`, then the
    stones fade out of the victim's treasure and in at the captor's."""
    source, meet, target = spots
    sequence = QSequentialAnimationGroup()
    sequence.addAnimation(relocate(scene, [(event.claim_stone, target, meet)], factor))
    sequence.addAnimation(QPauseAnimation(look_ms))
    sequence.addAnimation(relocate(
        scene, [(s, meet if s == event.claim_stone else source, target) for s in event.stones],
        factor))
    sequence.addAnimation(QPauseAnimation(int(MOVED_PAUSE_MS * factor)))
    return sequence


def fade_in(scene: TableScene, stones: list[int], factor: float,
            parent: QObject | None = None) -> QParallelAnimationGroup:
    """These stones, already where they lie, appear (unseen until it starts)."""
    group = QParallelAnimationGroup(parent)
    for stone in stones:
        item = scene.stones[stone]
        item.setOpacity(0.0)
        group.addAnimation(fade(item, 0.0, 1.0, int(FADE_MS * factor)))
    return group


def _leave(scene: TableScene, arrivals: list[Arrival], new: QAbstractAnimation.State,
           _old: QAbstractAnimation.State) -> None:
    """The fade out starts: a hidden stone with an origin is shown there to fade from."""
    if new != QAbstractAnimation.State.Running:
        return
    for stone, origin, _at in arrivals:
        item = scene.stones[stone]
        if origin is not None and not item.isVisible():
            item.setPos(origin)
            item.setZValue(15)
            item.setVisible(True)


def _appear(scene: TableScene, arrivals: list[Arrival], faces: dict[int, bool],
            new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
    """The fade in starts: each stone is put where it arrives, unseen, on top."""
    if new != QAbstractAnimation.State.Running:
        return
    for stone, _origin, at in arrivals:
        item = scene.stones[stone]
        item.setOpacity(0.0)
        item.setPos(at)
        item.set_tumble(1.0, 1.0)
        if stone in faces:
            item.set_face_up(faces[stone])
        item.setZValue(15)
        item.setVisible(True)


def opaque(scene: TableScene) -> None:
    """Every stone fully drawn again (an animation ended or was cut short)."""
    for item in scene.stones.values():
        item.setOpacity(1.0)
