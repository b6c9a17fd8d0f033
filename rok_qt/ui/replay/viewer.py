"""The replay viewer: the game's own table scene, the timeline under it, and the controls.

Keys: Space plays and pauses, Left and Right step one move, Page Up and Page Down go a round
back or on, Home and End go to the start and the end, Esc leaves. The table can be seen from
any seat. The viewer shows a replay only: it never touches the player's game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from rok_qt.persistence.replay import Replay
from rok_qt.ui.plain import plain_label
from rok_qt.ui.replay.marks import stamp_text
from rok_qt.ui.replay.player import RACE_SPEED, SPEEDS, ReplayPlayer
from rok_qt.ui.replay.timeline import Timeline, layout_timeline
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.view import TableView


class ReplayViewer(QWidget):
    """Shows one replay; `left()` when the player leaves it (Esc or Close)."""

    left = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.name_for_access(self.tr("Replayed table"))
        self.player = ReplayPlayer(self.scene, self)
        self.timeline = Timeline()
        self.title = plain_label()
        self.where = plain_label()
        self.where.setAccessibleName(self.tr("Replay position"))
        self._make_controls()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.timeline)
        layout.addLayout(self._controls)
        self.timeline.seek_requested.connect(self.player.seek)
        self.player.position_changed.connect(self._moved)
        self.player.playing_changed.connect(self._playing)
        self.player.race_clock.connect(lambda _ms: self._show_where())

    def _button(self, text: str, tip: str, slot: object) -> QPushButton:
        button = QPushButton(text)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # Space and the arrows are the viewer's
        button.setToolTip(tip)
        button.setAccessibleName(tip)
        button.clicked.connect(slot)
        return button

    def _make_controls(self) -> None:
        self.back_button = self._button("\u25c0", self.tr("One move back (Left)"),
                                        self.player.step_back)
        self.play_button = self._button(self.tr("Play"), self.tr("Play or pause (Space)"),
                                        self.player.toggle)
        self.forward_button = self._button("\u25b6", self.tr("One move on (Right)"),
                                           self.player.step_forward)
        self.rounds = QComboBox()
        self.rounds.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.rounds.setAccessibleName(self.tr("Jump to round"))
        self.rounds.activated.connect(
            lambda index: self.player.jump_to_round(int(self.rounds.itemData(index))))
        self.speeds = QComboBox()
        self.speeds.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.speeds.setAccessibleName(self.tr("Speed"))
        for speed in SPEEDS:
            self.speeds.addItem(self.tr("{speed}x").format(speed=f"{speed:g}"), speed)
        self.speeds.setCurrentIndex(SPEEDS.index(RACE_SPEED))
        self.speeds.currentIndexChanged.connect(
            lambda index: self.player.set_speed(float(self.speeds.itemData(index))))
        self.seats = QComboBox()
        self.seats.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.seats.setAccessibleName(self.tr("Seen from"))
        self.seats.activated.connect(self.player.set_seat)
        self.close_button = self._button(self.tr("Close"), self.tr("Back to the game (Esc)"),
                                         self.left.emit)
        row = QHBoxLayout()
        row.setContentsMargins(8, 4, 8, 6)
        for widget in (self.back_button, self.play_button, self.forward_button):
            row.addWidget(widget)
        for caption, box in ((self.tr("Round"), self.rounds), (self.tr("Speed"), self.speeds),
                             (self.tr("Seen from"), self.seats)):
            label = QLabel(caption)
            label.setBuddy(box)
            row.addSpacing(8)
            row.addWidget(label)
            row.addWidget(box)
        row.addSpacing(8)
        row.addWidget(self.where, 1)
        row.addWidget(self.close_button)
        self._controls = QVBoxLayout()
        self._controls.setContentsMargins(0, 0, 0, 0)
        self._controls.addWidget(self.title)
        self.title.setContentsMargins(8, 2, 8, 0)
        self._controls.addLayout(row)

    def show_replay(self, replay: Replay, title: str, round_no: int | None = None) -> None:
        """Show this replay from the start (or the start of `round_no`), playing: Watch means
        watch (Space pauses)."""
        self.title.setText(title)
        state = replay.start
        self.seats.clear()
        for player in state.players:
            self.seats.addItem(player.name)   # a combo box item is plain text
        self.rounds.clear()
        for number in sorted(replay.round_starts()):
            self.rounds.addItem(self.tr("Round {n}").format(n=number), number)
        self.timeline.set_model(layout_timeline(replay))
        self.player.set_speed(float(self.speeds.currentData()))
        self.player.load(replay)
        if round_no is not None:
            self.player.jump_to_round(round_no)
        self.setFocus()
        self.player.play()

    def stop(self) -> None:
        """Nothing plays on once the viewer is put away."""
        self.player.stop()

    def _moved(self, position: int) -> None:
        self.timeline.set_position(position)
        index = self.rounds.findData(self.player.round_at())
        if index >= 0:
            self.rounds.setCurrentIndex(index)
        self._show_where()

    def _show_where(self) -> None:
        state = self.player.state()
        if state is None:
            return
        text = self.tr("Move {n} of {total}").format(n=self.player.position,
                                                     total=self.player.length)
        race_ms = self.player.race_ms
        if race_ms >= 0:
            text = self.tr("{where} \u00b7 race {stamp}").format(where=text,
                                                                stamp=stamp_text(race_ms))
        self.where.setText(text)

    def _playing(self, playing: bool) -> None:
        self.play_button.setText(self.tr("Pause") if playing else self.tr("Play"))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        actions: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_Space: self.player.toggle,
            Qt.Key.Key_Left: self.player.step_back,
            Qt.Key.Key_Right: self.player.step_forward,
            Qt.Key.Key_PageUp: lambda: self._round_by(-1),
            Qt.Key.Key_PageDown: lambda: self._round_by(1),
            Qt.Key.Key_Home: lambda: self.player.seek(0),
            Qt.Key.Key_End: lambda: self.player.seek(self.player.length),
            Qt.Key.Key_Escape: self.left.emit,
        }
        action = actions.get(Qt.Key(key))
        if action is None:
            super().keyPressEvent(event)
            return
        action()

    def _round_by(self, delta: int) -> None:
        self.player.jump_to_round(self.player.round_at() + delta)
