"""A human's relay grab turn from start to end (R7.1): cover, reveal, clock, picks, submit.

The controller remembers the table as the throw left it, because every turn (and the settling
after the last one) starts from there, whatever earlier players took on screen.

While something is open over the table (a dialog, a menu, the rules) the turn is paused: the
clock stands still, a veil hides the stones, and the pause is left out of the turn's stamps.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from rok_qt.model.state import GameState
from rok_qt.session import GameSession
from rok_qt.ui.game.turn_clock import TurnClock
from rok_qt.ui.persons import fill
from rok_qt.ui.sound.board import SoundBoard
from rok_qt.ui.table.cover import CoverScreen
from rok_qt.ui.table.grab_tool import GrabTool
from rok_qt.ui.table.pause_veil import PauseVeil
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.turn_bar import TurnBar


class GrabTurnController(QObject):
    """Offers a turn behind the cover, runs it on reveal, and hands its picks to the engine.

    `turn_started(seat)` when the table is revealed and the clock runs; `turn_ended(seat)` when
    the picks have been handed over (by Done, Enter or the time limit); `paused_changed(paused)`
    when a running turn is paused or resumed. Its prompts keep the
    "GameWidget" translation context they were translated in; the plural count is its own,
    since lupdate reads plurals only from self.tr().
    """

    turn_started = Signal(int)
    turn_ended = Signal(int)
    paused_changed = Signal(bool)

    def __init__(self, session: GameSession, scene: TableScene, view: QWidget,
                 parts: tuple[TurnBar, CoverScreen, QStackedWidget], sounds: SoundBoard,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = scene
        self.view = view
        self.bar, self.cover, self.stack = parts
        self.sounds = sounds
        self.clock = TurnClock(self, session.clock, session.alarm)
        self.clock.ticked.connect(self.bar.set_clock)
        self.clock.expired.connect(self.finish)
        self.cover.revealed.connect(self.reveal)
        self._offered: int | None = None
        self._thrown: dict[int, tuple[float, float, bool]] = {}
        self._covered = False
        self.veil = PauseVeil(view)

    @property
    def tool(self) -> GrabTool | None:
        """The grab tool of the turn being played, if one is."""
        tool = self.scene.tool
        return tool if isinstance(tool, GrabTool) and not tool.closed else None

    def remember_throw(self, state: GameState) -> None:
        """The table does not change during the relay turns; settling starts from it."""
        self._thrown = {s: (t.x, t.y, t.face_up) for s, t in state.table.items()}

    def restore_throw(self) -> None:
        """Put back what the turns moved on screen: settling starts from the thrown table."""
        for stone, (x, y, face_up) in self._thrown.items():
            item = self.scene.stones[stone]
            item.setPos(self.scene.to_scene(x, y))
            item.set_face_up(face_up)
            item.setScale(1.0)
            item.setVisible(True)

    def offer(self, seat: int, name: str) -> None:
        """Hide the table behind the cover until this player is ready."""
        self._offered = seat
        self.cover.show_for(name)
        self.stack.setCurrentWidget(self.cover)
        self.cover.setFocus()

    def withdraw(self) -> None:
        """The offer no longer stands (the game moved on, or a new game began)."""
        self._offered = None

    def reset(self) -> None:
        """A new game: nothing offered, nothing remembered, no turn running."""
        self.close()
        self.withdraw()
        self._thrown.clear()

    def reveal(self, timestamp: int) -> None:
        """The player is ready: show the table from their seat and start the clock."""
        state = self.session.state
        seat, self._offered = self._offered, None
        if state is None or seat is None:
            return
        self.stack.setCurrentIndex(0)
        self.scene.sync(state, seat)
        self.scene.unveil()   # this player's own reveal: now the faces show (R7.1 [C])
        tool = GrabTool(self.scene, state, seat, timestamp, self)
        tool.done_requested.connect(self.finish)
        tool.refused.connect(lambda text: self.bar.prompt(
            text, QCoreApplication.translate("GameWidget", "Done")))
        tool.picks_changed.connect(self._picks_changed)
        tool.pair_grabbed.connect(lambda _pick: self.sounds.play("take", 0.7))
        tool.twin_claimed.connect(lambda _pick: self.sounds.play("take", 0.7))
        self.scene.set_tool(tool)
        self.bar.prompt(fill(QCoreApplication.translate(
            "GameWidget", "{name}: take pairs and twins (the arrows or Page Down ring a stone, "
                          "Enter marks and takes). Ctrl+Enter or Done ends your turn."
        ), name=state.players[seat].name), QCoreApplication.translate("GameWidget", "Done"))
        self.clock.start(state.time_limit_ms)
        self.view.setFocus()
        self.turn_started.emit(seat)
        if self._covered:
            self._pause()

    @property
    def paused(self) -> bool:
        """True while a running turn waits for what is open over the table to close."""
        return self.clock.paused

    def set_covered(self, covered: bool) -> None:
        """Something is open over the table (True) or everything is closed again (False)."""
        self._covered = covered
        if covered:
            self._pause()
        else:
            self._resume()

    def _pause(self) -> None:
        if self.tool is None or self.clock.paused:
            return
        self.clock.pause()
        self.veil.cover(True)
        # No gesture reaches the tool while the turn is off the clock, even if the player
        # clicks back into the window beside a dialog that stays open.
        self.view.setEnabled(False)
        self.paused_changed.emit(True)

    def _resume(self) -> None:
        if not self.clock.paused:
            return
        pause_ms = self.clock.resume()
        tool = self.tool
        if tool is not None:
            tool.reveal_ms += pause_ms   # stamps count playing time only
        self.veil.cover(False)
        self.view.setEnabled(True)
        self.view.setFocus()
        self.paused_changed.emit(False)

    def finish(self) -> None:
        """Done, Enter or the time limit: hand the turn's picks to the engine."""
        tool = self.tool
        if tool is None:
            return
        move = tool.move_for()
        self.close()
        self.bar.prompt("")
        self.turn_ended.emit(tool.seat)
        self.session.submit(move)

    def close(self) -> None:
        """End the turn on screen without submitting it: the clock stops, the tool closes."""
        was_paused = self.clock.paused
        self.clock.stop()
        self.veil.cover(False)
        self.view.setEnabled(True)
        if was_paused:
            self.paused_changed.emit(False)
        if isinstance(self.scene.tool, GrabTool):
            self.scene.set_tool(None)

    def _picks_changed(self) -> None:
        tool = self.tool
        if tool is not None:
            count = len(tool.picks)
            self.bar.message.setText(self.tr("%n pick(s) so far. Click a taken stone to put it "
                                             "back.", "", count))
