"""A throw with nothing to grab (R4.6) is shown, not hidden (issue 30, item 3): the faces show
after the throw as at a race's "go", the table says "Nothing to grab this round" where the eye
is, the face-down stones go back into the bag, and a stone seen face up stays drawn face up
while it lies on the table (the next throw veils only its own stones until "go")."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, FaceDownReturned, GrabEnd, GrabEnded, StonesThrown
from rok_qt.model.state import Phase
from rok_qt.model.stones import FATE
from rok_qt.session_clock import ManualClock
from tests.ui.driver import WAIT_MS, current, wait_for_human
from tests.ui.test_done_is_personal import novices
from tests.ui.test_live_race import racing

NOTHING_SEED = 0
"""A game whose first throw leaves no visible pair and no balance twin."""


def test_R4_6_a_throw_with_nothing_to_grab_is_shown_and_said(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = window.game
    game.live.countdown.set_step_ms(5)
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    assert window.start(novices(NOTHING_SEED))
    wait_for_human(qtbot, game)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)   # Ann throws
    qtbot.waitUntil(lambda: current(game).phase == Phase.SUMMARY
                    and not game.player.playing, timeout=WAIT_MS)
    ended = [e for e in seen if isinstance(e, GrabEnded)]
    assert [e.reason for e in ended] == [GrabEnd.NOTHING]
    assert game.live.middle.isVisible()
    assert game.live.middle.text == "Nothing to grab this round"
    state = current(game)
    lying = [stone for stone in state.table if stone != FATE]
    assert lying, "the face-up stones stay on the table (R5.6)"
    assert all(game.scene.stones[s].shows_face for s in lying), "every face shows"
    (returned,) = [e for e in seen if isinstance(e, FaceDownReturned)]
    assert returned.stones and all(not game.scene.stones[s].isVisible()
                                   for s in returned.stones)
    assert game.scene.bag.count == len(state.bag), "they went into the bag"

    # The next throw: its own stones wait for "go"; the ones seen face up stay face up.
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)   # Ready
    for _ in range(20):
        wait_for_human(qtbot, game)
        if current(game).live is not None or game.live.countdown.running:
            break
        if current(game).phase == Phase.SUMMARY:
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
    thrown = [e for e in seen if isinstance(e, StonesThrown)][-1]
    still = [s for s in lying if s in current(game).table]
    assert still and all(game.scene.stones[s].shows_face for s in still)
    assert not any(game.scene.stones[s].shows_face for s in thrown.face_up)
    assert not game.live.middle.isVisible(), "the word went with its throw"
    qtbot.waitUntil(lambda: racing(game), timeout=WAIT_MS)
    clock.advance(10)
