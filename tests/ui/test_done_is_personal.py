"""Done is personal (R7.2): a person's Done ends their own grab, the computer players race on.

Played as a person does: the countdown, a look at the table, Enter; the race clock is the
test's (`clock`), so the computer players move only as the test moves time on.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnd, GrabEnded, PlayerDone, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.session_clock import ManualClock
from rok_qt.ui.game.game_widget import GameWidget
from tests.ui.driver import WAIT_MS, accept_dialog, current, wait_for_human
from tests.ui.test_live_race import racing

DONE_AT_MS = 2400


def novices(seed: int, limit_ms: int | None = 20_000) -> GameConfig:
    """One person against two novices, all at once."""
    return GameConfig([SeatConfig("Ann", Controller.HUMAN, 30),
                       SeatConfig("Bot 1", Controller.NOVICE, 40),
                       SeatConfig("Bot 2", Controller.NOVICE, 41)],
                      seed=seed, time_limit_ms=limit_ms, mode=PlayMode.LIVE)


def race_begun(qtbot: QtBot, window: MainWindow, config: GameConfig) -> GameWidget:
    """The game started and its first race with something to grab running."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    assert window.start(config)
    for _ in range(40):
        wait_for_human(qtbot, game)
        if current(game).live is not None:
            break
        if game.dialog is not None:
            accept_dialog(qtbot, game.dialog)
        else:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)   # the person throws, or goes on
    qtbot.waitUntil(lambda: racing(game), timeout=WAIT_MS)
    return game


def test_R7_2_a_persons_done_ends_only_their_own_grab(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    window = race_window
    game = race_begun(qtbot, window, novices(seed=3))
    seen: list[Event] = []
    window.session.events_happened.connect(seen.extend)
    clock.advance(DONE_AT_MS)
    assert not any(isinstance(e, StoneTaken) for e in seen), "novices are still looking"
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    clock.advance(200)   # the referee's settle window has long passed
    assert any(isinstance(e, PlayerDone) and e.player == 0 for e in seen)
    assert not any(isinstance(e, GrabEnded) for e in seen), "the others race on"
    assert game.live.active
    assert game.live.middle.isVisible()
    assert game.live.middle.text == \
        "You are done: the computer players take what is left\u2026"
    for _ in range(400):
        if any(isinstance(e, GrabEnded) for e in seen):
            break
        clock.advance(50)
    ended = [e for e in seen if isinstance(e, GrabEnded)]
    assert ended and ended[0].reason in (GrabEnd.DONE, GrabEnd.CLEARED)
    taken = [e for e in seen if isinstance(e, StoneTaken)]
    assert taken and all(e.player != 0 and e.ms >= DONE_AT_MS for e in taken)
    assert ended[0].ms < DONE_AT_MS + 8000, "with nobody to race, the computer players hurry"
    assert not game.live.middle.isVisible(), "the word goes with the race"
