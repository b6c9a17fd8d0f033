"""The lesson's instruction panel: it floats over the table's left band, where the eye is."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, Signal, SignalInstance
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.ui.plain import plain_label
from rok_qt.ui.theme import set_role, type_ratio

PANEL_WIDTH = 284
"""At the game's text size in a 1280x800 window."""
GROWTH_MAX = 1.5
"""Larger text widens the panel up to this much (the table's band holds no more); beyond it the
words wrap onto more lines and Skip step and Leave lesson stand one above the other."""


def panel_width() -> int:
    """The panel's width for the text size in force."""
    return round(PANEL_WIDTH * max(1.0, min(GROWTH_MAX, type_ratio())))


class LessonPanel(QFrame):
    """Step counter, title, what to do, then a result line and the buttons that fit it.

    `next_clicked`, `retry_clicked`, `skip_clicked`, `leave_clicked` and `setup_clicked` are
    the buttons; the panel itself decides nothing.
    """

    next_clicked = Signal()
    retry_clicked = Signal()
    skip_clicked = Signal()
    leave_clicked = Signal()
    setup_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonPanel")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        set_role(self, "lesson")
        self.setFixedWidth(panel_width())
        self.setAccessibleName(self.tr("Lesson"))
        self.counter = plain_label()
        set_role(self.counter, "hint")
        self.title = plain_label()
        set_role(self.title, "lead-strong")
        self.title.setWordWrap(True)
        self.body = plain_label()
        self.body.setWordWrap(True)
        self.result = plain_label()
        self.result.setWordWrap(True)
        self.result.setVisible(False)
        self.next_button = self._button(self.tr("Next (Enter)"), self.next_clicked)
        self.retry_button = self._button(self.tr("Try again (Enter)"), self.retry_clicked)
        self.setup_button = self._button(self.tr("Set up a game"), self.setup_clicked)
        self.skip_button = self._button(self.tr("S&kip step"), self.skip_clicked)
        self.leave_button = self._button(self.tr("&Leave lesson"), self.leave_clicked)
        for button in (self.next_button, self.retry_button, self.setup_button):
            button.setDefault(True)
        self.column = layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.setSpacing(8)
        for label in (self.counter, self.title, self.body, self.result):
            layout.addWidget(label)
        main_row = QHBoxLayout()
        main_row.addWidget(self.next_button)
        main_row.addWidget(self.retry_button)
        main_row.addWidget(self.setup_button)
        main_row.addStretch()
        layout.addLayout(main_row)
        self.side_row = side_row = QHBoxLayout()
        side_row.addWidget(self.skip_button)
        side_row.addStretch()
        side_row.addWidget(self.leave_button)
        layout.addLayout(side_row)

    def _button(self, text: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(text)
        # A click leaves the keys with the table (Space throws, Enter ends a turn); Tab from
        # the table reaches the buttons, and their Alt shortcuts work from anywhere.
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setAutoDefault(False)
        button.clicked.connect(signal)
        return button

    def buttons(self) -> list[QPushButton]:
        """The panel's buttons in the order Tab visits them."""
        return [self.next_button, self.retry_button, self.setup_button, self.skip_button,
                self.leave_button]

    def show_step(self, counter: str, title: str, body: str) -> None:
        """A step begins: what to do, and only Skip and Leave to press."""
        self.counter.setText(counter)
        self.title.setText(title)
        self.body.setText(body)
        self.result.setVisible(False)
        self._buttons(skip=True)
        self.fit()

    def show_success(self, text: str) -> None:
        """The step is done: what it showed, and Next."""
        self._result(text, "good")
        self._buttons(next_step=True)

    def show_hint(self, text: str) -> None:
        """A wrong action: the hint, and Try again (or Skip)."""
        self._result(text, "mark")
        self._buttons(retry=True, skip=True)

    def show_finished(self, counter: str, title: str, body: str) -> None:
        """Every step is done: Set up a game, or leave."""
        self.show_step(counter, title, body)
        self._buttons(setup=True)
        self.fit()

    def fit(self) -> None:
        """As tall as its wrapped texts need at the panel's width.

        Each wrapped label gets the height its text needs at the text width: a layout in a
        fixed-width frame otherwise squeezes it to fewer lines, or pads it with blank lines.
        """
        outer = panel_width()
        self.setFixedWidth(outer)
        margins = self.column.contentsMargins()
        width = outer - margins.left() - margins.right() - 2 * self.frameWidth() - 4
        side_by_side = (self.skip_button.sizeHint().width() + self.leave_button.sizeHint().width()
                        + self.side_row.spacing()) <= width
        self.side_row.setDirection(QBoxLayout.Direction.LeftToRight if side_by_side
                                   else QBoxLayout.Direction.TopToBottom)
        for label in (self.title, self.body, self.result):
            box = QFontMetrics(label.font()).boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, label.text())
            label.setFixedHeight(box.height() if label.text() else 0)
        self.column.activate()
        self.resize(outer, self.column.totalMinimumSize().height())

    def _result(self, text: str, role: str) -> None:
        self.result.setText(text)
        set_role(self.result, role)
        self.result.setVisible(True)

    def _buttons(self, *, next_step: bool = False, retry: bool = False, skip: bool = False,
                 setup: bool = False) -> None:
        self.next_button.setVisible(next_step)
        self.retry_button.setVisible(retry)
        self.setup_button.setVisible(setup)
        self.skip_button.setVisible(skip)
        self.fit()
