"""A line chart of each person's median find time over the last games, painted with QPainter.

QtCharts is not in the PySide6-Essentials wheel, and a few lines, dots and labels do not need
it. Names are drawn with `drawText`, which never reads markup.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

from rok_qt.persistence.history_summary import PersonRecord
from rok_qt.ui.palette import CHART_SERIES

SERIES_COLOURS = CHART_SERIES
"""The art's colours for the lines (docs/art.md), apart with each colour-vision deficiency."""
MARKS = ("circle", "square", "diamond", "triangle", "down", "cross")
"""A mark of its own per line, besides its colour."""
LEFT, RIGHT, TOP, BOTTOM = 64.0, 16.0, 12.0, 52.0
LEGEND_ROW = 18.0
"""The layout in pixels for a line of text 18 px high (the body size of a 1280x800 window); a
larger type scale (a larger window, a larger text size) grows it all alike."""
ROW_AT_BODY = 18.0
MAX_SERIES = 6


def tick_decimals(step_ms: float) -> int:
    """Decimals of seconds that tell every tick of this step apart (0.05 s steps need two)."""
    decimals = 0
    while step_ms * 10 ** decimals < 1000 - 1e-9 and decimals < 3:
        decimals += 1
    return decimals


def nice_step(top_ms: float) -> float:
    """A grid step of 1, 2 or 5 times a power of ten giving three to five lines up to `top_ms`."""
    raw = max(top_ms, 1.0) / 5
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1.0, 2.0, 5.0, 10.0) if m * power >= raw)


class FindTimeChart(QWidget):
    """Median find time (ms, up) per game (across), one line per person, newest at the right."""

    def __init__(self, people: Sequence[PersonRecord], games: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.people = [p for p in people if p.chart][:MAX_SERIES]
        self.games = max(games, 1)
        self.setAccessibleName(self.tr("Chart of find times"))
        self.setAccessibleDescription(self.tr(
            "Each person's median find time in each of the last games, one line per person."))

    def unit(self) -> float:
        """How much larger than at the body size of a 1280x800 window the text is drawn."""
        return max(1.0, QFontMetricsF(self.font()).height() / ROW_AT_BODY)

    def sizeHint(self) -> QSize:
        return QSize(round(640 * self.unit()), round(300 * self.unit()))

    def minimumSizeHint(self) -> QSize:
        return QSize(round(480 * self.unit()), round(240 * self.unit()))

    def _plot(self) -> QRectF:
        u = self.unit()
        legend = LEGEND_ROW * u * math.ceil(len(self.people) / 3)
        return QRectF(LEFT * u, TOP * u, max(1.0, self.width() - (LEFT + RIGHT) * u),
                      max(1.0, self.height() - (TOP + BOTTOM) * u - legend))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plot = self._plot()
        if not self.people:
            painter.setPen(palette.color(QPalette.ColorRole.Text))
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No find times yet"))
            painter.end()
            return
        top = max(ms for p in self.people for _, ms in p.chart)
        step = nice_step(top)
        ceiling = step * math.ceil(top / step)
        self._draw_grid(painter, plot, step, ceiling)
        for index, person in enumerate(self.people):
            self._draw_series(painter, plot, ceiling, person, index)
        self._draw_legend(painter, plot)
        painter.end()

    def axis_labels(self, step: float | None = None, ceiling: float | None = None
                    ) -> list[str]:
        """The axis's labels from the bottom up, as drawn: distinct, rounded ('0 s', '1 s',
        '2 s'; '0.05 s', '0.10 s' for steps below a tenth of a second)."""
        if step is None or ceiling is None:
            if not self.people:
                return []
            top = max(ms for p in self.people for _, ms in p.chart)
            step = nice_step(top)
            ceiling = step * math.ceil(top / step)
        decimals = tick_decimals(step)
        return [self.tr("{seconds} s").format(
                    seconds=self.locale().toString(i * step / 1000, "f", decimals))
                for i in range(round(ceiling / step) + 1)]

    def _x(self, plot: QRectF, game: int) -> float:
        if self.games == 1:
            return plot.center().x()
        return plot.left() + plot.width() * game / (self.games - 1)

    def _draw_grid(self, painter: QPainter, plot: QRectF, step: float, ceiling: float) -> None:
        text = self.palette().color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        lines = round(ceiling / step)
        row = ROW_AT_BODY * self.unit()
        for i, label in enumerate(self.axis_labels(step, ceiling)):
            y = plot.bottom() - plot.height() * i / lines
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - row / 2, plot.left() - 8, row),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.setPen(text)
        below = QRectF(plot.left(), plot.bottom() + 6, plot.width(), row)
        painter.drawText(below, Qt.AlignmentFlag.AlignLeft, self.tr("older"))
        painter.drawText(below, Qt.AlignmentFlag.AlignRight, self.tr("newest game"))
        painter.drawText(below, Qt.AlignmentFlag.AlignHCenter,
                         self.tr("last %n game(s)", "", self.games))

    def _draw_series(self, painter: QPainter, plot: QRectF, ceiling: float,
                     person: PersonRecord, index: int) -> None:
        colour = QColor(SERIES_COLOURS[index % len(SERIES_COLOURS)])
        points = [QPointF(self._x(plot, game), plot.bottom() - plot.height() * ms / ceiling)
                  for game, ms in person.chart]
        painter.setPen(QPen(colour, 2))
        painter.drawPolyline(QPolygonF(points))
        painter.setBrush(colour)
        for point in points:
            _mark(painter, point, MARKS[index % len(MARKS)], 4.5 * self.unit())
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _draw_legend(self, painter: QPainter, plot: QRectF) -> None:
        width = plot.width() / 3
        text = self.palette().color(QPalette.ColorRole.Text)
        u = self.unit()
        for index, person in enumerate(self.people):
            row, column = divmod(index, 3)
            x = plot.left() + column * width
            y = plot.bottom() + 30 * u + row * LEGEND_ROW * u
            colour = QColor(SERIES_COLOURS[index % len(SERIES_COLOURS)])
            painter.setPen(QPen(colour, 2))
            painter.setBrush(colour)
            painter.drawLine(QPointF(x, y + 8 * u), QPointF(x + 22 * u, y + 8 * u))
            _mark(painter, QPointF(x + 11 * u, y + 8 * u), MARKS[index % len(MARKS)], 4.0 * u)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(text)
            name = painter.fontMetrics().elidedText(person.name, Qt.TextElideMode.ElideRight,
                                                    round(width - 32 * u))
            painter.drawText(QRectF(x + 28 * u, y, width - 32 * u, 16 * u),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)


def _mark(painter: QPainter, at: QPointF, shape: str, r: float) -> None:
    """A data point's mark: the shape tells the lines apart without their colour."""
    if shape == "circle":
        painter.drawEllipse(at, r, r)
    elif shape == "square":
        painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    elif shape == "cross":
        for dx, dy in ((r + 1, r + 1), (r + 1, -r - 1)):
            painter.drawLine(QPointF(at.x() - dx, at.y() - dy), QPointF(at.x() + dx, at.y() + dy))
    elif shape == "down":
        painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() + r + 1),
                                       QPointF(at.x() + r + 1, at.y() - r),
                                       QPointF(at.x() - r - 1, at.y() - r)]))
    elif shape == "diamond":
        painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r - 1),
                                       QPointF(at.x() + r + 1, at.y()),
                                       QPointF(at.x(), at.y() + r + 1),
                                       QPointF(at.x() - r - 1, at.y())]))
    else:
        painter.drawPolygon(QPolygonF([QPointF(at.x(), at.y() - r - 1),
                                       QPointF(at.x() + r + 1, at.y() + r),
                                       QPointF(at.x() - r - 1, at.y() + r)]))
