"""The timeline under the replayed table: the rounds side by side, and in each round's race every
seat's takes as ticks in its colour on its own row, with the lost races marked.

Each round has the same width: its throw at the left, its race (the live grab, or the relay
turns one after the other) in the middle with the takes placed by their stamps, and its
settling at the right. A click or a drag seeks to the nearest step.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from rok_qt.model.events import StoneTaken, TakeBeaten
from rok_qt.model.moves import GrabTurn
from rok_qt.model.state import PairPick
from rok_qt.persistence.replay import Replay, ReplayStep
from rok_qt.ui import palette
from rok_qt.ui.palette import colour
from rok_qt.ui.table.focus_ring import seat_ring_colour

BEFORE, RACE = 0.12, 0.7
"""A round's width: the throw in its first 12 %, the race in the next 70 %, then settling."""
ROW_PX = 7
HEAD_PX = 16


@dataclass(frozen=True)
class Tick:
    """One take (or, `lost`, one lost race) at `x` (0..1 of the whole timeline)."""

    x: float
    seat: int
    ms: float
    lost: bool = False


@dataclass
class TimelineModel:
    """Where each round, step and take lies along the timeline (fractions of its width)."""

    seats: int
    rounds: list[tuple[int, float, float]] = field(default_factory=list)
    step_x: list[float] = field(default_factory=list)
    ticks: list[Tick] = field(default_factory=list)

    def nearest_position(self, x: float) -> int:
        """The position (steps shown) whose cursor is nearest `x`: after the nearest step."""
        if not self.step_x:
            return 0
        best = min(range(len(self.step_x)), key=lambda i: abs(self.step_x[i] - x))
        return best + 1

    def cursor_x(self, position: int) -> float:
        """Where the cursor stands with `position` steps shown."""
        if position <= 0 or not self.step_x:
            return 0.0
        return self.step_x[min(position, len(self.step_x)) - 1]


def _race_spans(steps: list[ReplayStep]) -> tuple[list[int], list[int], list[int]]:
    """A round's steps split into before the race, the race, and after it."""
    race = [i for i, s in enumerate(steps) if s.stamp is not None or isinstance(s.move, GrabTurn)]
    if not race:
        return list(range(len(steps))), [], []
    first, last = race[0], race[-1]
    return (list(range(first)), list(range(first, last + 1)),
            list(range(last + 1, len(steps))))


def layout_timeline(replay: Replay) -> TimelineModel:
    """Place every round, step and take of a replayed game."""
    model = TimelineModel(replay.start.player_count)
    model.step_x = [0.0] * len(replay.steps)
    starts = sorted(replay.round_starts().items())
    width = 1.0 / max(1, len(starts))
    for number, (round_no, first) in enumerate(starts):
        end = starts[number + 1][1] if number + 1 < len(starts) else len(replay.steps)
        left = number * width
        model.rounds.append((round_no, left, left + width))
        _place_round(model, replay.steps[first:end], first, left, width)
    return model


def _spread(model: TimelineModel, indices: list[int], offset: int, left: float,
            width: float) -> None:
    for k, index in enumerate(indices):
        model.step_x[offset + index] = left + width * (k + 1) / (len(indices) + 1)


def _place_round(model: TimelineModel, steps: list[ReplayStep], offset: int, left: float,
                 width: float) -> None:
    before, race, after = _race_spans(steps)
    _spread(model, before, offset, left, width * BEFORE)
    _spread(model, after, offset, left + width * (BEFORE + RACE), width * (1 - BEFORE - RACE))
    race_left, race_width = left + width * BEFORE, width * RACE
    turns = [i for i in race if isinstance(steps[i].move, GrabTurn)]
    if turns:
        _place_relay(model, steps, turns, offset, race_left, race_width)
        return
    stamps = [steps[i].stamp or 0.0 for i in race]
    end = max([*stamps, 1.0])
    for i, ms in zip(race, stamps, strict=True):
        model.step_x[offset + i] = race_left + race_width * ms / end
        for event in steps[i].events:
            if isinstance(event, StoneTaken | TakeBeaten):
                x = race_left + race_width * event.ms / end
                model.ticks.append(Tick(x, event.player, event.ms,
                                        lost=isinstance(event, TakeBeaten)))


def _place_relay(model: TimelineModel, steps: list[ReplayStep], turns: list[int], offset: int,
                 left: float, width: float) -> None:
    """Relay turns (R7.1) one after the other, each turn's picks by their stamps within it."""
    part = width / len(turns)
    limit = steps[turns[0]].before.time_limit_ms or 0
    for k, i in enumerate(turns):
        move = steps[i].move
        assert isinstance(move, GrabTurn)
        stamps = [pick.ms for pick in move.picks] + [
            pick.b_ms for pick in move.picks if isinstance(pick, PairPick)]
        span = max([float(limit), *stamps, 1.0])
        model.step_x[offset + i] = left + part * (k + 1)
        model.ticks.extend(Tick(left + part * (k + ms / span), move.player, ms) for ms in stamps)


class Timeline(QWidget):
    """Paints a TimelineModel with the cursor at the position shown; `seek_requested(position)`
    when the player clicks or drags along it."""

    seek_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = TimelineModel(0)
        self.position = 0
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Timeline"))

    def set_model(self, model: TimelineModel) -> None:
        """Show another game's timeline."""
        self.model = model
        self.updateGeometry()
        self.update()

    def set_position(self, position: int) -> None:
        """Move the cursor."""
        self.position = position
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(600, HEAD_PX + ROW_PX * max(2, self.model.seats) + 8)

    def _bar(self) -> QRectF:
        return QRectF(8, HEAD_PX, max(10, self.width() - 16), ROW_PX * max(2, self.model.seats))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), colour(palette.COVER_BACKGROUND))
        bar = self._bar()
        font = QFont()
        font.setPixelSize(11)
        painter.setFont(font)
        for number, (round_no, left, right) in enumerate(self.model.rounds):
            x0, x1 = bar.left() + left * bar.width(), bar.left() + right * bar.width()
            shade = QColor(colour(palette.FELT_DARK) if number % 2 else colour(palette.FELT_LIGHT))
            painter.fillRect(QRectF(x0, bar.top(), x1 - x0, bar.height()), shade)
            painter.setPen(colour(palette.CAPTION))
            painter.drawText(QRectF(x0 + 2, 0, x1 - x0 - 2, HEAD_PX),
                             Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                             str(round_no))
        for tick in self.model.ticks:
            self._paint_tick(painter, bar, tick)
        cursor = bar.left() + self.model.cursor_x(self.position) * bar.width()
        painter.setPen(QPen(colour(palette.ALERT), 2))
        painter.drawLine(QPointF(cursor, 2), QPointF(cursor, bar.bottom() + 4))
        painter.end()

    def _paint_tick(self, painter: QPainter, bar: QRectF, tick: Tick) -> None:
        x = bar.left() + tick.x * bar.width()
        top = bar.top() + tick.seat * ROW_PX
        if tick.lost:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour(palette.ALERT))
            painter.drawPolygon(QPolygonF([QPointF(x - 3, top), QPointF(x + 3, top),
                                           QPointF(x, top + ROW_PX)]))
            return
        painter.setPen(QPen(seat_ring_colour(tick.seat), 2))
        painter.drawLine(QPointF(x, top + 1), QPointF(x, top + ROW_PX - 1))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._seek(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._seek(event)

    def _seek(self, event: QMouseEvent) -> None:
        bar = self._bar()
        x = (event.position().x() - bar.left()) / bar.width()
        self.seek_requested.emit(self.model.nearest_position(min(1.0, max(0.0, x))))
