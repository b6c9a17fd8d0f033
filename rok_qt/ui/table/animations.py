"""Animating the engine's events on the table: the throw, flicks, and stones moving to seats.

The animator plays what already happened (the state is final); when it is done the caller
syncs the scene to the state, which is always the truth. Speed: normal, fast or off; calm
(reduced motion) fades the stones where they go instead (`calm`).
"""

from __future__ import annotations

import math
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QVariantAnimation,
    Signal,
)

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
    Frames,
    GameEnded,
    GrabEnd,
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
from rok_qt.model.physics import FRAME_HZ
from rok_qt.ui.table import calm
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.seat_panel import SeatPanel
from rok_qt.ui.table.speed import (
    AnimationSpeed as AnimationSpeed,  # its home before ui/table/speed.py
)

FRAME_MS = 1000 / 60 * 1.5
"""Physics frames play in gentle slow motion (1.5x) so the eye can follow the collisions."""
NOTHING_MS = 1800
"""A throw with nothing to grab (R4.6): its faces show this long before its face-down stones
go back into the bag, so the table can be read."""
MOVE_MS = 420
MOVED_PAUSE_MS = 120
"""A breath after stones fly, before the next event moves anything."""
SETTLED_PAUSE_MS = 450
"""A look at where everything came to rest before the game moves on."""
CAPTURE_LOOK_MS = 1300
"""A capture is seen before its stones fly: the twin beside the balance stone, both ringed."""
CAPTURE_STAGGER_MS = 110
"""Captured stones fly one after another, this far apart, so they can be counted."""

_FACTOR = {AnimationSpeed.NORMAL: 1.0, AnimationSpeed.FAST: 0.35, AnimationSpeed.OFF: 0.0,
           AnimationSpeed.CALM: 1.0}


def duration_factor(speed: AnimationSpeed) -> float:
    """How long animations and the pauses to read them take at this setting, relative to
    normal (0: not at all)."""
    return _FACTOR[speed]


def motion_factor(speed: AnimationSpeed) -> float:
    """How long things move across the screen (the table turning): never with reduced motion."""
    return 0.0 if speed == AnimationSpeed.CALM else _FACTOR[speed]


class FramesAnimation(QVariantAnimation):
    """Steps stones through 60 Hz physics frames; thrown stones tumble until they settle.

    `frame_shown(index)` follows each frame put on the table while the animation runs.
    """

    frame_shown = Signal(int)

    def __init__(self, scene: TableScene, frames: Frames, faces: dict[int, bool],
                 duration_ms: int, parent: QObject | None = None, *, tumble: bool = True,
                 ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.tumble = tumble
        self.frames = frames
        self.faces = faces
        self.setStartValue(0.0)
        self.setEndValue(float(len(frames) - 1))
        self.setDuration(max(1, duration_ms))
        self.valueChanged.connect(self._show)
        # The frame at which each stone stops for good: it lands (shows its face) then.
        self._settle: dict[int, int] = {}
        last = frames[-1]
        for stone in last:
            index = len(frames) - 1
            while index > 0 and frames[index - 1].get(stone) == last[stone]:
                index -= 1
            self._settle[stone] = index

    def show_frame(self, index: int) -> None:
        """Put every stone of one frame in place (also used by the benchmark)."""
        frame = self.frames[index]
        for stone, (x, y) in frame.items():
            item = self.scene.stones[stone]
            item.setPos(self.scene.to_scene(x, y))
            if stone in self.faces:
                item.setVisible(True)
                settle = self._settle.get(stone, 0)
                if index >= settle or not self.tumble:
                    item.set_face_up(self.faces[stone])
                    item.set_tumble(1.0, 1.0)
                else:
                    # Turning over like a coin, landing on the face the engine chose; raised
                    # a little while in the air.
                    turns = (settle - index) * 0.32
                    squash = math.cos(turns)
                    item.set_face_up(self.faces[stone] == (squash >= 0))
                    item.set_tumble(abs(squash), 1.0 + 0.15 * min(1.0, turns / 3))

    def _show(self, value: object) -> None:
        if isinstance(value, float):
            index = round(value)
            self.show_frame(index)
            self.frame_shown.emit(index)


class EventAnimator(QObject):
    """Builds and runs one animation for a batch of events; emits finished at the end.

    `step_started(event, time_scale)` marks the moment an event's own animation begins (for its
    sound); time_scale is how much slower than real time its physics frames play.
    `frame_shown(event, index)` follows the physics frames of a throw or flick as they are
    shown, so a viewer (or a test) can see that the stones really travel.
    """

    finished = Signal()
    step_started = Signal(object, float)
    frame_shown = Signal(object, int)

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.speed = AnimationSpeed.NORMAL
        self.scale = 1.0
        """Durations are multiplied by this too (the replay viewer plays faster at 2x, 4x)."""
        self._group: QSequentialAnimationGroup | None = None

    @property
    def running(self) -> bool:
        """True while an animation plays."""
        return self._group is not None

    def play(self, events: list[Event]) -> None:
        """Animate these events, or finish at once when animations are off or nothing moves."""
        factor = _FACTOR[self.speed] * self.scale
        group = QSequentialAnimationGroup(self)
        if factor > 0:
            for event in events:
                step = self._step(event, factor)
                if step is not None:
                    group.addAnimation(step)
        if group.animationCount() == 0:
            group.deleteLater()
            self.finished.emit()
            return
        self._group = group
        group.finished.connect(self._done)
        group.start()

    def stop(self) -> None:
        """Abandon the animation without reporting it finished (a new game started)."""
        group, self._group = self._group, None
        if group is not None:
            group.finished.disconnect(self._done)
            group.stop()
            group.deleteLater()
            calm.opaque(self.scene)

    def skip(self) -> None:
        """Jump to the end (a click or key while animating)."""
        if self._group is not None:
            self._group.setCurrentTime(self._group.totalDuration())

    def _done(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        calm.opaque(self.scene)
        self.finished.emit()

    def _step(self, event: Event, factor: float) -> QAbstractAnimation | None:
        """The event's own animation (STEPS says which), or None when nothing moves."""
        return STEPS(event, self, factor)

    def _frames(self, event: StonesThrown | Flicked, face_up: dict[int, bool],
                factor: float, tumble: bool = True) -> QAbstractAnimation | None:
        """The physics frames of a throw or flick, then a look at where everything rests."""
        if not event.frames:
            return None
        then = QSequentialAnimationGroup()
        scale = FRAME_MS * factor / (1000 / FRAME_HZ)
        if self.speed == AnimationSpeed.CALM:
            settled = calm.settle(self.scene, event.frames, face_up, factor)
            if settled is None:
                return None
            then.addAnimation(settled)
            scale = 1.0
        else:
            frames = FramesAnimation(self.scene, event.frames, face_up,
                                     int(len(event.frames) * FRAME_MS * factor), tumble=tumble)
            frames.frame_shown.connect(partial(self.frame_shown.emit, event))
            then.addAnimation(frames)
        then.addAnimation(QPauseAnimation(int(SETTLED_PAUSE_MS * factor)))
        then.stateChanged.connect(partial(self._started, event, scale))
        return then

    def _fly(self, event: Event, moves: list[Flight], factor: float) -> QAbstractAnimation | None:
        """Stones fly together from where they are (or `origin` when hidden) to a target."""
        if not moves:
            return None
        scene = self.scene
        parallel: QAbstractAnimation
        if self.speed == AnimationSpeed.CALM:
            parallel = calm.relocate(scene, moves, factor)
        else:
            parallel = self._flights(moves, factor)
        sequence = QSequentialAnimationGroup()
        sequence.addAnimation(parallel)
        sequence.addAnimation(QPauseAnimation(int(MOVED_PAUSE_MS * factor)))
        parallel.finished.connect(partial(_landed, scene, event, tuple(m[0] for m in moves)))
        sequence.stateChanged.connect(partial(self._started, event, 1.0))
        return sequence

    def _flights(self, moves: list[Flight], factor: float) -> QParallelAnimationGroup:
        """The stones' flights side by side, each lifted as it starts."""
        scene = self.scene
        parallel = QParallelAnimationGroup()
        for stone, origin, target in moves:
            item = scene.stones[stone]
            start = item.pos()
            if origin is not None and not item.isVisible():
                start = origin
            animation = QPropertyAnimation(item, b"stone_pos")
            animation.setStartValue(start)
            animation.setEndValue(target)
            animation.setDuration(int(MOVE_MS * factor))
            animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
            animation.stateChanged.connect(partial(_lift, item))
            parallel.addAnimation(animation)
        return parallel

    def _look(self, event: Event, factor: float) -> QAbstractAnimation:
        """A moment to read the table (its start is `step_started`: the faces show)."""
        pause = QPauseAnimation(int(NOTHING_MS * factor))
        pause.stateChanged.connect(partial(self._started, event, 1.0))
        return pause

    def _capture(self, event: Captured, factor: float) -> QAbstractAnimation:
        """The twin comes to the balance stone it matches, both are seen (ringed by the
        capture's marks, `step_started`), then the stones fly one by one to the captor."""
        scene = self.scene
        panels = scene.panels
        twin = scene.stones[event.claim_stone]
        balance = scene.stones[event.balance_stone]
        source = panels[event.victim].treasure_point()
        target = panels[event.claimant].treasure_point()
        # Beside the balance stone, on the side towards the table's centre.
        inward = QPointF(-balance.pos().x(), -balance.pos().y())
        length = math.hypot(inward.x(), inward.y()) or 1.0
        meet = balance.pos() + inward * (2.4 * balance.radius / length)
        if self.speed == AnimationSpeed.CALM:
            seen = calm.capture(scene, event, (source, meet, target), factor,
                                int(CAPTURE_LOOK_MS * factor))
            seen.stateChanged.connect(partial(_released, panels[event.claimant],
                                              event.claim_stone))
            seen.finished.connect(partial(_captured_all, scene, event))
            seen.stateChanged.connect(partial(self._started, event, 1.0))
            return seen
        sequence = QSequentialAnimationGroup()
        reach = QPropertyAnimation(twin, b"stone_pos")
        reach.setStartValue(twin.pos() if twin.isVisible() else target)
        reach.setEndValue(meet)
        reach.setDuration(int(MOVE_MS * factor))
        reach.setEasingCurve(QEasingCurve.Type.InOutCubic)
        reach.stateChanged.connect(partial(_lift, twin))
        # The twin leaves the captor's claims as it goes: it is not shown twice.
        reach.stateChanged.connect(partial(_released, panels[event.claimant], event.claim_stone))
        sequence.addAnimation(reach)
        sequence.addAnimation(QPauseAnimation(int(CAPTURE_LOOK_MS * factor)))
        flight = QParallelAnimationGroup()
        for index, stone in enumerate(event.stones):
            item = scene.stones[stone]
            one = QSequentialAnimationGroup()
            one.addAnimation(QPauseAnimation(int(index * CAPTURE_STAGGER_MS * factor)))
            move = QPropertyAnimation(item, b"stone_pos")
            start = meet if stone == event.claim_stone else (
                item.pos() if item.isVisible() else source)
            move.setStartValue(start)
            move.setEndValue(target)
            move.setDuration(int(MOVE_MS * factor))
            move.setEasingCurve(QEasingCurve.Type.InOutCubic)
            move.stateChanged.connect(partial(_lift, item))
            move.finished.connect(partial(_captured_one, scene, event, stone))
            one.addAnimation(move)
            flight.addAnimation(one)
        sequence.addAnimation(flight)
        sequence.addAnimation(QPauseAnimation(int(MOVED_PAUSE_MS * factor)))
        sequence.stateChanged.connect(partial(self._started, event, 1.0))
        return sequence

    def _started(self, event: Event, scale: float, new: QAbstractAnimation.State,
                 _old: QAbstractAnimation.State) -> None:
        if new == QAbstractAnimation.State.Running:
            self.step_started.emit(event, scale)


def _lift(item: RuneItem, new: QAbstractAnimation.State, _old: QAbstractAnimation.State) -> None:
    """A stone starting to move is shown (it may come from a treasure) and flies on top."""
    if new == QAbstractAnimation.State.Running:
        item.setVisible(True)
        item.setZValue(15)


def update_panels(scene: TableScene, event: Event) -> None:
    """Count stones into (and out of) the seats as they land there; the final sync confirms."""
    SEAT_COUNTS(event, scene.panels)


def _count_pair(event: PairTaken, panels: list[SeatPanel]) -> None:
    panels[event.player].change(gained=(event.a, event.b))


def _count_own_twin(event: OwnTwinTaken, panels: list[SeatPanel]) -> None:
    panels[event.player].change(gained=(event.stone, event.balance))


def _count_claim(event: ClaimMade, panels: list[SeatPanel]) -> None:
    panels[event.player].change(claimed=(event.stone,))


def _count_capture(event: Captured, panels: list[SeatPanel]) -> None:
    panels[event.victim].change(lost=event.stones)
    panels[event.claimant].change(gained=event.stones, released=(event.claim_stone,))


def _count_penalty(event: PenaltyPaid, panels: list[SeatPanel]) -> None:
    panels[event.player].change(lost=(event.a, event.b))


def _released(panel: SeatPanel, stone: int, new: QAbstractAnimation.State,
              _old: QAbstractAnimation.State) -> None:
    """A claimed twin leaves its claimant's claims to meet the balance stone it matches."""
    if new == QAbstractAnimation.State.Running:
        panel.change(released=(stone,))


def _captured_one(scene: TableScene, event: Captured, stone: int) -> None:
    """One captured stone reached the captor's treasure: the seats count it over."""
    panels = scene.panels
    if stone == event.claim_stone:
        panels[event.claimant].change(gained=(stone,))
    else:
        panels[event.victim].change(lost=(stone,))
        panels[event.claimant].change(gained=(stone,))
    scene.stones[stone].setVisible(False)


def _captured_all(scene: TableScene, event: Captured) -> None:
    for stone in event.stones:
        _captured_one(scene, event, stone)


def _landed(scene: TableScene, event: Event, stones: tuple[int, ...]) -> None:
    """A step's stones arrived: a seat now paints them, or they are in the bag."""
    update_panels(scene, event)
    if type(event) in TO_THE_BAG:
        scene.bag.set_count(scene.bag.count + len(stones))
    if not isinstance(event, BalanceReplaced):
        for stone in stones:
            scene.stones[stone].setVisible(False)


# --- what each kind of event does on the table (tests/model/test_dispatch.py) --------------------
Flight = tuple[int, QPointF | None, QPointF]
"""A stone, where it starts when hidden (None: where it lies), and where it flies to."""
TO_THE_BAG = (WrongPairReturned, SplitReturned, PenaltyPaid, FaceDownReturned)
"""Events whose stones land in the bag: its count grows as they arrive."""
QUIET = (BalancesRedrawn, RoundStarted, StonesDrawn, StoneTaken, StonePutBack, PickFormed,
         PlayerDone, RaceWon, RaceLost, TakeBeaten, MoveUndone, PenaltyWaived,
         ContestStarted, ContestEnded, OrderChosen, RoundEnded, GameEnded)
"""Nothing flies for these: the live race shows its own moves, the rest are words."""


def _treasure(animator: EventAnimator, seat: int) -> QPointF:
    return animator.scene.panels[seat].treasure_point()


def _bag(animator: EventAnimator) -> QPointF:
    return animator.scene.bag.pos()


STEPS: EventTable[QAbstractAnimation | None] = EventTable("the table's animations", {
    StonesThrown: lambda e, a, f: a._frames(e, e.face_up, f),
    # A flicked stone slides face up (R8); it does not turn over.
    Flicked: lambda e, a, f: a._frames(e, {e.stone: True}, f, tumble=False),
    Captured: lambda e, a, f: a._capture(e, f),
    PairTaken: lambda e, a, f: a._fly(e, [(e.a, None, _treasure(a, e.player)),
                                          (e.b, None, _treasure(a, e.player))], f),
    OwnTwinTaken: lambda e, a, f: a._fly(e, [(e.stone, None, _treasure(a, e.player)),
                                             (e.balance, None, _treasure(a, e.player))], f),
    ClaimMade: lambda e, a, f: a._fly(e, [(e.stone, None, _treasure(a, e.player))], f),
    WrongPairReturned: lambda e, a, f: a._fly(e, [(s, None, _bag(a)) for s in e.stones], f),
    SplitReturned: lambda e, a, f: a._fly(e, [(e.stone, None, _bag(a))], f),
    PenaltyPaid: lambda e, a, f: a._fly(e, [(e.a, _treasure(a, e.player), _bag(a)),
                                            (e.b, _treasure(a, e.player), _bag(a))], f),
    FaceDownReturned: lambda e, a, f: a._fly(e, [(s, None, _bag(a)) for s in e.stones], f),
    GrabEnded: lambda e, a, f: a._look(e, f) if e.reason == GrabEnd.NOTHING else None,
    BalanceReplaced: lambda e, a, f: a._fly(
        e, [] if e.stone is None else
        [(e.stone, None, a.scene.panels[e.player].balance_point())], f),
}, ignores=QUIET)
"""Each event's own animation on the table."""

SEAT_COUNTS: EventTable[None] = EventTable("the seats' counts", {
    PairTaken: _count_pair,
    OwnTwinTaken: _count_own_twin,
    ClaimMade: _count_claim,
    Captured: _count_capture,
    PenaltyPaid: _count_penalty,
}, ignores=(*QUIET, StonesThrown, Flicked, WrongPairReturned, SplitReturned,
            FaceDownReturned, BalanceReplaced, GrabEnded))
"""How a seat's treasure and claims change as an event's stones land there."""
