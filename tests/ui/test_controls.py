"""Keys of your choice (issue 35): a key changed in Settings > Controls, by pressing it in the
real dialog, is the key that joins and plays the race in the real window (R7.2); a key another
action already uses is refused with a sentence, and nothing changes."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, PairTaken, StoneTaken
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.game_over import GameOverDialog
from rok_qt.ui.game.bar_action import BarAction
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.table.flick_tool import FlickTool
from rok_qt.ui.table.grab_tool import GrabTool
from rok_qt.ui.table.spatial_nav import Direction, key_path
from tests.ui.driver import WAIT_MS, current, pairs_on_table, twins_of_balances, wait_for_human
from tests.ui.keys import tap
from tests.ui.keys_only import focused, press
from tests.ui.test_join_window import open_setup, play_to_the_race
from tests.ui.test_keyboard_alone import STEPS_MAX, something_to_do
from tests.ui.test_pads_window import click
from tests.ui.together import target
from tests.ui.virtual_pads import VirtualPad, sdl_or_skip

BUTTON_X = 2
"""SDL's left face button."""
STAMP = 5_000_000
"""Key stamps in the race: far after the joining keys."""


def settings_controls(qtbot: QtBot, window: MainWindow) -> PreferencesDialog:
    """Settings > Controls from the window's menu."""
    menu = next(a for a in window.menuBar().actions() if "Settings" in a.text()).menu()
    assert isinstance(menu, QMenu)
    next(a for a in menu.actions() if "Controls" in a.text()).trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.pages.currentWidget().isAncestorOf(dialog.keys), "it opens on the keys"
    return dialog


def press_new_key(qtbot: QtBot, dialog: PreferencesDialog, action: Action, key: Qt.Key) -> str:
    """Click the left hand's key for `action` and press `key`; what the button shows then."""
    button = dialog.keys.buttons["wasd", action]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.text() == "Press a key\u2026"
    qtbot.keyClick(button, key)
    return button.text()


def test_a_key_changed_in_settings_controls_joins_and_plays_the_race(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = settings_controls(qtbot, window)
    assert press_new_key(qtbot, dialog, Action.TAKE, Qt.Key.Key_Z) == "Z"
    assert press_new_key(qtbot, dialog, Action.UP, Qt.Key.Key_T) == "T"
    assert press_new_key(qtbot, dialog, Action.PUT_BACK, Qt.Key.Key_Z) == "E", \
        "a key another action uses is refused"
    assert dialog.keys.message.text() == \
        "Z is already Left hand (W A S D): Take. Choose another key."
    assert dialog.keys.announcer.last() == dialog.keys.message.text(), "said to a screen reader"
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert Preferences.read(window.settings).keys.key("wasd", Action.TAKE) == "Z"

    setup = open_setup(qtbot, window)
    inputs = window.screen_inputs()
    tap(setup, "Q", 1000)
    assert inputs.seats.bound() == {}, "the old take key joins nobody"
    tap(setup, "Z", 2000)
    tap(setup, "Shift_R", 3000)
    assert inputs.seats.bound() == {0: KeyClusters.input_id("wasd"),
                                    1: KeyClusters.input_id("arrows")}
    game = play_to_the_race(qtbot, window, setup)
    cursor = game.live.inputs.cursors[0]
    tap(target(window, 0), "W", STAMP)
    assert cursor.stone is None, "W no longer moves the ring"
    tap(target(window, 0), "T", STAMP + 1000)
    stone = cursor.stone
    assert stone is not None, "T brings the ring onto the table"
    taken: list[StoneTaken] = []

    def took(events: list[Event]) -> None:
        taken.extend(e for e in events if isinstance(e, StoneTaken) and e.player == 0)

    window.session.events_happened.connect(took)
    tap(target(window, 0), "Z", STAMP + 2000)
    qtbot.waitUntil(lambda: bool(taken), timeout=WAIT_MS)
    assert taken[0].stone == stone, "Z took the ringed stone"


ONE_HAND = {Direction.UP: Qt.Key.Key_W, Direction.LEFT: Qt.Key.Key_A,
            Direction.DOWN: Qt.Key.Key_S, Direction.RIGHT: Qt.Key.Key_D}
"""The left hand's direction keys, as they came."""


def one_hand_ring(qtbot: QtBot, tool: GrabTool, stone: int) -> None:
    """W A S D only, from wherever the ring is, until it is on this stone."""
    if tool.ringed is None:
        press(qtbot, Qt.Key.Key_W)
    assert tool.ringed is not None
    path = key_path(tool.key_targets(), tool.ringed, stone)
    assert path is not None, "every stone can be reached"
    for direction in path:
        press(qtbot, ONE_HAND[direction])
    assert tool.ringed == stone


def test_a_relay_turn_with_one_hand_on_the_left_hands_keys(
        qtbot: QtBot, window: MainWindow) -> None:
    """W A S D walk the ring, Q marks and takes, E puts back, R ends the turn (R7.1)."""
    game = window.game
    window.start(GameConfig([SeatConfig("Anna", age=9), SeatConfig("Bot", Controller.NOVICE)],
                            11, mode=PlayMode.RELAY))
    for _ in range(40):
        wait_for_human(qtbot, game)
        if isinstance(game.tool, GrabTool) and game.stack.currentWidget() is not game.cover:
            break
        press(qtbot, Qt.Key.Key_Space)   # throw, then Anna is ready (a key a hand reaches)
    tool = game.tool
    assert isinstance(tool, GrabTool)
    found = [*pairs_on_table(game), *twins_of_balances(game)]
    assert found, "the seed's first table has a pair"
    a, b = found[0]
    one_hand_ring(qtbot, tool, a)
    press(qtbot, Qt.Key.Key_Q)
    one_hand_ring(qtbot, tool, b)
    press(qtbot, Qt.Key.Key_Q)
    press(qtbot, Qt.Key.Key_Q)
    assert {a, b} <= set(tool.taken()), "Q marked and took the two"
    press(qtbot, Qt.Key.Key_E)
    assert not {a, b} <= set(tool.taken()), "E put the last take back"
    one_hand_ring(qtbot, tool, a)
    press(qtbot, Qt.Key.Key_Q)
    one_hand_ring(qtbot, tool, b)
    press(qtbot, Qt.Key.Key_Q)
    press(qtbot, Qt.Key.Key_Q)
    with qtbot.waitSignal(window.session.events_happened, timeout=WAIT_MS,
                          check_params_cb=lambda events: any(
                              isinstance(e, PairTaken) and e.player == 0
                              and {e.a, e.b} == {a, b} for e in events)):
        press(qtbot, Qt.Key.Key_R)   # the turn ends: the pair is Anna's


def test_a_controller_button_changed_in_settings_controls_joins_and_takes(
        qtbot: QtBot, window: MainWindow) -> None:
    """Settings > Controls: click Take's controller button, press X on the pad; X then joins a
    seat and takes in the race (R7.2). The d-pad and another action's button are refused."""
    sdl_or_skip()
    pad = VirtualPad("Ann's pad")
    try:
        dialog = settings_controls(qtbot, window)
        take = dialog.pad.choosers[Action.TAKE]
        for button, said in ((mapping.DPAD_UP, "D-pad up moves the ring or pauses. "
                                               "Choose another button."),
                             (mapping.BUTTON_B, "B is already Put back. Choose another button."),
                             (BUTTON_X, "")):
            qtbot.mouseClick(take, Qt.MouseButton.LeftButton)
            assert take.text() == "Press a button\u2026"
            click(qtbot, pad, button)
            qtbot.waitUntil(lambda: not take.waiting, timeout=WAIT_MS)
            assert dialog.pad.message.text() == said
            assert dialog.pad.announcer.last() == (said or "Game controller: Take: X")
        assert take.text() == "X"
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        assert Preferences.read(window.settings).pad.buttons[Action.TAKE] == BUTTON_X

        setup = open_setup(qtbot, window)
        assert setup.join is not None
        assert setup.join.hint.text().startswith(
            "Take keys: Q, Right Shift, Keypad 0; on a game controller, X."), "the hint says X"
        inputs = window.screen_inputs()
        qtbot.waitUntil(lambda: "Ann's pad" in inputs.pads.present().values(), timeout=WAIT_MS)
        click(qtbot, pad, mapping.BUTTON_A)
        qtbot.wait(50)
        assert inputs.seats.bound() == {}, "A no longer joins"
        click(qtbot, pad, BUTTON_X)
        qtbot.waitUntil(lambda: 0 in inputs.seats.bound(), timeout=WAIT_MS)
        tap(setup, "Q", 1000)   # Bea joins with W A S D
        game = play_to_the_race(qtbot, window, setup)
        ring = game.live.inputs.cursors[0]
        taken: list[StoneTaken] = []
        window.session.events_happened.connect(
            lambda events: taken.extend(e for e in events
                                        if isinstance(e, StoneTaken) and e.player == 0))
        click(qtbot, pad, mapping.DPAD_UP)
        qtbot.waitUntil(lambda: ring.stone is not None, timeout=WAIT_MS)
        ringed = ring.stone
        click(qtbot, pad, BUTTON_X)
        qtbot.waitUntil(lambda: bool(taken), timeout=WAIT_MS)
        assert taken[0].stone == ringed, "X took the ringed stone"
        game.live.finish()   # the bar's Done: everyone at the screen is done
        qtbot.waitUntil(lambda: not game.live.active, timeout=WAIT_MS)
        gate = game.router.ready
        qtbot.waitUntil(lambda: gate.is_open or game.dialog is not None, timeout=WAIT_MS)
        if gate.is_open:   # between rounds X says its player is ready too (R9.1)
            qtbot.waitUntil(lambda: gate.takes_keys, timeout=WAIT_MS)
            click(qtbot, pad, BUTTON_X)
            qtbot.waitUntil(lambda: game.scene.panels[0].ready is True, timeout=WAIT_MS)
            tap(window, "Q", 5000)
            qtbot.waitUntil(lambda: not gate.is_open, timeout=WAIT_MS)
        assert not inputs.pads.listening, "pads rest once the race and the ready are over"
    finally:
        pad.close()


def one_hand_turn(qtbot: QtBot, game: GameWidget, tool: GrabTool) -> None:
    """Every pair and balance twin in sight by W A S D and Q, then R."""
    taken: set[int] = set()
    for a, b in [*pairs_on_table(game), *twins_of_balances(game)]:
        if {a, b} & taken or a in tool.taken():
            continue
        one_hand_ring(qtbot, tool, a)
        press(qtbot, Qt.Key.Key_Q)
        one_hand_ring(qtbot, tool, b)
        press(qtbot, Qt.Key.Key_Q)
        press(qtbot, Qt.Key.Key_Q)
        taken |= {a, b}
    press(qtbot, Qt.Key.Key_R)


def has_the_keys(dialog: QDialog) -> Callable[[], bool]:
    """The dialog is gone, or the keyboard's focus is in it."""
    return lambda: not dialog.isVisible() or dialog.isAncestorOf(focused())


def test_a_whole_relay_game_with_one_hand(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    """The left hand alone, from the first throw to the final scores: W A S D, Q, R and Space
    (the dialogs' main buttons and the contest's flick included). The game's time is the
    test's `clock`: a Ready pressed too soon is pressed again 100 ms on."""
    window = race_window
    game = window.game
    window.activateWindow()
    window.start(GameConfig([SeatConfig("Anna", age=9), SeatConfig("Bot", Controller.NOVICE)],
                            7, mode=PlayMode.RELAY))
    for _ in range(STEPS_MAX):
        qtbot.waitUntil(lambda: something_to_do(game), timeout=WAIT_MS)
        dialog = game.dialog
        if isinstance(dialog, GameOverDialog):
            break
        tool = game.tool
        if isinstance(dialog, QDialog):
            qtbot.waitUntil(has_the_keys(dialog), timeout=WAIT_MS)
            if dialog.isVisible():
                press(qtbot, Qt.Key.Key_Space)   # the main button has the keys
        elif game.stack.currentWidget() is not game.cover and isinstance(tool, GrabTool):
            one_hand_turn(qtbot, game, tool)
        elif isinstance(tool, FlickTool):
            for _ in range(5):
                press(qtbot, Qt.Key.Key_W)   # stronger
            press(qtbot, Qt.Key.Key_Q)       # flick
        else:
            ready = game.action == BarAction.READY
            press(qtbot, Qt.Key.Key_Space)   # the cover, the throw, ready, continue
            if ready and game.action == BarAction.READY:
                clock.advance(100)
    else:
        raise AssertionError("the game never ended")
    assert current(game).phase == Phase.OVER
    assert current(game).score(0) > 0, "Anna took stones with one hand"
