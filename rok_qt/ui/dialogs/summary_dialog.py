"""The round summary (a panel beside the table) and the game-over dialog: what the settling
did, and the scores."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rok_qt.model.state import GameState
from rok_qt.ui.dialogs.summary_lines import round_lines
from rok_qt.ui.plain import escape, rich_label
from rok_qt.ui.theme import type_ratio


class SummaryPanel(QFrame):
    """The round's report beside the table: every race, mistake, capture and replacement (the
    scores are on the seats). It blocks nothing; only the game's last summary waits for its button
    (`continued`), "See the final scores". Hide (`hidden_by_player`) just puts it away.
    """

    continued = Signal()
    hidden_by_player = Signal()
    watch_requested = Signal(int)
    """Watch this round again: the round's number."""

    WIDTH = 320
    WIDTHS = (320, 420, 520, 640)
    """Widths tried for a report that shows whole: a wider one needs fewer lines."""
    MIDDLE_WIDTHS = (520, 640, 760, 880)
    """Widths tried over the table's middle when no side band holds the whole report."""
    SMALL_FONT = 0.85
    """The report's font, relative to the usual one, when even the middle is too small."""
    MARGIN = 12

    def __init__(self, state: GameState, final: bool, host: QWidget,
                 viewer: int | None = None) -> None:
        super().__init__(host)
        self.setObjectName("summaryPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setAccessibleName(self.tr("Round {n}").format(n=state.round))
        self.final = final
        self.lines = round_lines(state, viewer)
        title = rich_label("<b>" + escape(self.tr("Round {n}").format(n=state.round)) + "</b>")
        self.hide_button = QPushButton(self.tr("Hide"))
        self.hide_button.clicked.connect(self._hide_by_player)
        self.round = state.round
        self.watch_button = QPushButton(self.tr("Watch this round again"))
        self.watch_button.setToolTip(self.tr("The round's throw, race and settling again, "
                                             "the race in slow motion"))
        self.watch_button.clicked.connect(lambda: self.watch_requested.emit(self.round))
        top = QHBoxLayout()
        self.top_row = top
        top.addWidget(title, 1)
        top.addWidget(self.watch_button)
        top.addWidget(self.hide_button)
        self.report = QTextBrowser()
        self.report.setAccessibleName(self.tr("What happened"))
        self.report.setFrameShape(QFrame.Shape.NoFrame)
        self.report.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._write()
        layout = QVBoxLayout(self)
        self.column = layout
        layout.addLayout(top)
        layout.addWidget(self.report, 1)
        self.avoid: Callable[[], list[QRect]] = list
        """What the panel should rather not cover (the seats), in its host's coordinates."""
        self.keep_clear: Callable[[], list[QRect]] = list
        """What the panel must not cover even over the table's middle (the bar and its Ready
        button), in its host's coordinates."""
        self.captures: Callable[[], list[QRect]] = list
        """The capture lines on the table: over the middle, kept clear where there is room."""
        self.continue_button: QPushButton | None = None
        if final:
            self.continue_button = QPushButton(self.tr("See the final scores"))
            self.continue_button.setDefault(True)
            self.continue_button.clicked.connect(self.continued)
            layout.addWidget(self.continue_button)
        host.installEventFilter(self)
        self.place()

    def _write(self) -> None:
        if self.lines:
            self.report.setHtml("<ul style='margin-left: -20px'>" + "".join(
                f"<li>{escape(t)}</li>" for t in self.lines) + "</ul>")
        else:
            self.report.setPlainText(self.tr("Nothing was taken this round."))

    def tell_again(self, state: GameState, viewer: int | None = None) -> None:
        """The round's log grew while the report was up (a person's reach just after the
        race, R7.2): its lines again, placed anew."""
        self.lines = round_lines(state, viewer)
        self._write()
        self.place()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.place()   # measured again once styled: fonts and frames are known only now

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def place(self) -> None:
        """Where the whole report shows without a scroll bar and covers no seat, the bag or the
        bar (a side band first, then wider over the table); else top right, scrolling."""
        host = self.parentWidget()
        if host is None:
            return
        self._set_small(False)
        if self._place_whole(host) or self._place_middle(host):
            return
        self._set_small(True)
        if self._place_middle(host):
            return
        self._set_small(False)
        self.report.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        width = min(max(self.WIDTH, self._least_width()), max(200, host.width() - 2 * self.MARGIN))
        margins = self.column.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        document = self.report.document()
        # The viewport is narrower than the panel by the browser's frame (and a scroll bar).
        shown = self.report.viewport().width() if self.isVisible() else 0
        document.setTextWidth(shown if shown > 100 else inner - 2 * self.report.frameWidth() - 18)
        text = round(document.size().height()) + 2 * self.report.frameWidth() + 2
        self.report.setFixedHeight(40)   # measure the rest of the panel around a known height
        others = self.column.sizeHint().height() - 40
        # At most about half the height: the seats at the sides stay in view.
        room = max(160, host.height() // 2 - self.MARGIN)
        # The report is as tall as its lines, and scrolls only when the window is too short.
        self.report.setFixedHeight(max(40, min(text, room - others)))
        height = min(others + self.report.height() + 2 * self.frameWidth(), room)
        free = self._free_spot(host.size(), width, height, others + 80)
        if free is not None:
            # A place in a side band that covers no seat; the report scrolls if it is short.
            self.report.setFixedHeight(self.report.height() - (height - free.height()))
            self.setGeometry(free)
            self.raise_()
            return
        spot = self._corner(host.size(), width, height)
        clear = self._clear_height(spot)
        if clear < height and clear >= others + 80:
            # Stop short of a seat below (or above) the panel; its report scrolls instead.
            self.report.setFixedHeight(self.report.height() - (height - clear))
            spot = self._corner(host.size(), width, clear)
        self.setGeometry(spot)
        self.raise_()

    def _place_whole(self, host: QWidget) -> bool:
        """The narrowest of WIDTHS at which every line shows in a free place; False if none."""
        return self._whole_at(host, self.WIDTHS, self.avoid(), middle=False)

    def _place_middle(self, host: QWidget) -> bool:
        """The side bands are too small: the round is settled, so the whole report may take the
        table's middle over the seats, keeping clear of the bar and the capture lines (or of the
        bar alone, the lines stepping aside); False if it does not fit even so."""
        widths = (*self.MIDDLE_WIDTHS, host.width())
        clear = self.keep_clear()
        return (self._whole_at(host, widths, [*clear, *self.captures()], middle=True)
                or self._whole_at(host, widths, clear, middle=True))

    def _set_small(self, small: bool) -> None:
        """A smaller report font: on a small screen a busy round still shows whole."""
        font = QFont(self.font())   # the panel's own font: the report's is the one changed
        if small and font.pixelSize() > 0:   # the theme's type scale sets pixels
            font.setPixelSize(round(font.pixelSize() * self.SMALL_FONT))
        elif small and font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * self.SMALL_FONT)
        self.report.setFont(font)

    def _whole_at(self, host: QWidget, widths: tuple[int, ...], avoid: list[QRect],
                  middle: bool) -> bool:
        """The narrowest of `widths` at which every line shows clear of `avoid`."""
        for wanted in widths:
            # Widths are for the 1280x800 type: a larger type scale needs a wider panel.
            width = min(max(round(wanted * type_ratio()), self._least_width()),
                        host.width() - 2 * self.MARGIN)
            height = self._whole_height(width)
            spot = self._free_whole(host.size(), width, height, avoid, middle)
            if spot is not None:
                # Every line fits: no scroll bar, whose room would wrap the lines anew.
                self.report.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
                self.setGeometry(spot)
                self.raise_()
                return True
            if width < wanted:
                break
        return False

    def _least_width(self) -> int:
        """The narrowest the panel may be: its title, "Watch this round again" and Hide whole
        (in a small window the widths tried are narrower than that row)."""
        margins = self.column.contentsMargins()
        return (self.top_row.sizeHint().width() + margins.left() + margins.right()
                + 2 * self.frameWidth())

    def _whole_height(self, width: int) -> int:
        """The panel's height at `width` with its report tall enough for every line."""
        margins = self.column.contentsMargins()
        inner = width - margins.left() - margins.right() - 2 * self.frameWidth()
        document = self.report.document()
        document.setTextWidth(inner - 2 * self.report.frameWidth())
        text = math.ceil(document.size().height()) + 2 * self.report.frameWidth() + 2
        self.report.setFixedHeight(40)   # measure the rest of the panel around a known height
        others = self.column.sizeHint().height() - 40
        self.report.setFixedHeight(text)
        return others + text + 2 * self.frameWidth()

    def _free_whole(self, host: QSize, width: int, height: int, avoid: list[QRect],
                    middle: bool) -> QRect | None:
        """A place for the whole panel that covers nothing in `avoid`: the right band, the left
        band, the middle, then anywhere (the middle first when `middle`); None when there is
        none."""
        if height > host.height() - 2 * self.MARGIN:
            return None
        right, left = host.width() - width - self.MARGIN, self.MARGIN
        centre = (host.width() - width) // 2
        xs = ([centre] if middle else [right, left, centre]) + list(range(left, right + 1, 8))
        lowest = host.height() - height - self.MARGIN
        for x in xs:
            # What meets none of the column every spot at this x lies in meets no spot there.
            column = QRect(x, self.MARGIN, width, host.height() - 2 * self.MARGIN)
            near = [other for other in avoid if column.intersects(other)]
            y = self.MARGIN
            while y <= lowest:   # every 4 px down the column, as far as the first free spot
                spot = QRect(x, y, width, height)
                met = next((other for other in near if spot.intersects(other)), None)
                if met is None:
                    return spot
                # The spots below this one down to what it met meet that too: skip them.
                y += 4 * max(1, -(-(_bottom(met) + 1 - y) // 4))
        return None

    def _clear_height(self, spot: QRect) -> int:
        """How tall the panel can be in its corner without reaching what it should avoid."""
        clear = spot.height()
        for other in self.avoid():
            if other.right() < spot.left() or other.left() > spot.right():
                continue
            if spot.top() == self.MARGIN and other.top() > spot.top():
                clear = min(clear, other.top() - spot.top() - self.MARGIN)
            elif spot.top() != self.MARGIN and other.bottom() < spot.bottom():
                clear = min(clear, spot.bottom() - other.bottom() - self.MARGIN)
        return clear

    def _free_spot(self, host: QSize, width: int, height: int, least: int) -> QRect | None:
        """The tallest place at either side, up to `height` and at least `least` tall, that
        covers nothing to avoid (top right first); None when there is none. A panel shorter
        than `least` needs only its own height."""
        least = min(least, height)
        avoid = self.avoid()
        best: QRect | None = None
        for x in (host.width() - width - self.MARGIN, self.MARGIN):
            column = QRect(x, 0, width, host.height())
            beside = [other for other in avoid if other.intersects(column)]
            for y in range(self.MARGIN, host.height() - least - self.MARGIN + 1, 4):
                if any(other.top() <= y <= other.bottom() for other in beside):
                    continue
                stop = min([host.height() - self.MARGIN,
                            *(other.top() - self.MARGIN for other in beside if other.top() > y)])
                tall = min(height, stop - y)
                if tall >= least and (best is None or tall > best.height()):
                    best = QRect(x, y, width, tall)
                if best is not None and best.height() >= height:
                    return best
        return best

    def _corner(self, host: QSize, width: int, height: int) -> QRect:
        """The corner (top right first) where the panel covers the least of what to avoid."""
        left, right = self.MARGIN, host.width() - width - self.MARGIN
        top, bottom = self.MARGIN, host.height() - height - self.MARGIN
        corners = [QRect(x, y, width, height)
                   for y, x in ((top, right), (top, left), (bottom, right), (bottom, left))]
        avoid = self.avoid()

        def covered(spot: QRect) -> int:
            parts = (spot.intersected(other) for other in avoid)
            return sum(part.width() * part.height() for part in parts if not part.isEmpty())

        return min(corners, key=covered)   # min keeps the first of equals: top right

    def _hide_by_player(self) -> None:
        self.hide()
        self.hidden_by_player.emit()


def _bottom(rect: QRect) -> int:
    """The lowest row `QRect.intersects` counts as inside `rect` (a rect of negative height
    is taken upside down, as Qt normalizes it)."""
    return rect.bottom() if rect.bottom() >= rect.top() - 1 else rect.top() - 1
