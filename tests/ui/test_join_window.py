"""Joining through the real window (issue 14): Game > New game, each person presses their take
key in the setup dialog, and the live race runs with one ring per person (R7.2)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, GrabEnded
from rok_qt.model.setup import SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.game.game_widget import GameWidget
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import DEFAULTS, KeyBindings
from rok_qt.ui.input.keyboard import KeyClusters
from rok_qt.ui.input.touch import touch_input
from rok_qt.ui.input.who_plays import WhoPlaysDialog
from tests.ui.driver import WAIT_MS
from tests.ui.keys import tap
from tests.ui.test_live_together import said_done
from tests.ui.together import (
    play_to_the_live_grab,
    start_together,
    target,
    throw_to_the_live_grab,
    together_config,
)


def open_setup(qtbot: QtBot, window: MainWindow) -> SetupDialog:
    window.new_game()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog.load([SeatConfig("Ann", Controller.HUMAN, 30), SeatConfig("Bea", Controller.HUMAN, 31),
                 SeatConfig("Bot", Controller.NOVICE, 40)], None)
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.LIVE))
    dialog.mode.activated.emit(dialog.mode.currentIndex())   # as a person's choice
    return dialog


def play_to_the_race(qtbot: QtBot, window: MainWindow, dialog: SetupDialog) -> GameWidget:
    """Start from the setup dialog and play on to the first live grab, racing."""
    game = window.game
    game.live.countdown.set_step_ms(5)
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.setup_dialog is None, timeout=WAIT_MS)
    inputs = window.screen_inputs()
    assert not inputs.keys.listening and not inputs.pads.listening, \
        "the dialog's keys go back to the window once it closes, and pads rest"
    play_to_the_live_grab(qtbot, game)
    return game


def test_R7_2_two_people_join_with_their_take_keys_and_race_with_a_ring_each(
        qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_setup(qtbot, window)
    assert dialog.join is not None and dialog.join.isVisible()
    assert not dialog.start_button.isEnabled(), "nobody has joined yet"
    assert dialog.join.hint.isVisible()
    assert dialog.join.hint.text().startswith(
        "Take keys: Q, Right Shift, Keypad 0; on a game controller, A.")
    tap(dialog, DEFAULTS["arrows"][Action.TAKE], 1000)   # Right Shift: Ann takes the arrows
    tap(dialog, DEFAULTS["wasd"][Action.TAKE], 2000)     # Q: Bea takes W A S D
    rows = [row.status.text() for row in dialog.join.rows]
    assert "Arrow keys" in rows[0] and "W A S D" in rows[1]
    assert dialog.start_button.isEnabled()
    inputs = window.screen_inputs()
    assert inputs.seats.bound() == {0: KeyClusters.input_id("arrows"),
                                    1: KeyClusters.input_id("wasd")}
    game = play_to_the_race(qtbot, window, dialog)
    assert sorted(game.live.inputs.cursors) == [0, 1], "a ring for each person who joined"
    assert {seat: cursor.ring.note for seat, cursor in game.live.inputs.cursors.items()} == {
        0: "Ann", 1: "Bea"}, "each ring says whose it is"


def test_rebound_keys_from_preferences_reach_the_keyboard(
        qtbot: QtBot, window: MainWindow) -> None:
    inputs = window.screen_inputs()
    bindings = KeyBindings()
    assert bindings.rebind("wasd", Action.TAKE, "Z") is None
    from rok_qt.app.preferences import Preferences

    window.apply_preferences(Preferences(keys=bindings))
    dialog = open_setup(qtbot, window)
    assert dialog.join is not None
    assert dialog.join.hint.text().startswith("Take keys: Z, "), "the hint names the new key"
    tap(dialog, "Q", 1000)
    assert inputs.seats.bound() == {}, "Q no longer takes"
    tap(dialog, "Z", 2000)
    assert inputs.seats.bound() == {0: KeyClusters.input_id("wasd")}


def test_R7_2_a_touch_player_gets_an_edge_zone_and_the_bar_says_done_for_them(
        qtbot: QtBot, window: MainWindow) -> None:
    inputs = window.screen_inputs()
    assert inputs.seats.bind(0, touch_input(0))
    assert inputs.seats.bind(1, KeyClusters.input_id("wasd"))
    game = start_together(qtbot, window, together_config(seed=39), bind=lambda _game: None)
    touch = game.live.touch
    assert touch is not None
    qtbot.waitUntil(lambda: touch.running, timeout=WAIT_MS)
    assert [zone.seat for zone in touch.zones] == [0], "the touch seat's edge is marked"
    assert sorted(game.live.inputs.cursors) == [1], "only the keyboard player has a ring"
    ended: list[Event] = []
    window.session.events_happened.connect(
        lambda events: ended.extend(e for e in events if isinstance(e, GrabEnded)))
    tap(target(window, 1), DEFAULTS["wasd"][Action.DONE], 5_000_000)
    qtbot.waitUntil(lambda: said_done(window, 1), timeout=WAIT_MS)
    assert not ended, "the touch player still grabs"
    game.live.finish()   # the bar's Done: the touch player has no done gesture of their own
    qtbot.waitUntil(lambda: bool(ended), timeout=WAIT_MS)
    assert not touch.running and touch.zones == [], "the zones leave with the race"


def join_dialog(qtbot: QtBot, window: MainWindow) -> WhoPlaysDialog:
    """The join dialog the window opened for a game that did not come through the setup."""
    qtbot.waitUntil(lambda: window.findChild(WhoPlaysDialog) is not None, timeout=WAIT_MS)
    dialog = window.findChild(WhoPlaysDialog)
    assert isinstance(dialog, WhoPlaysDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_R7_2_a_game_opened_with_several_people_asks_them_to_join_before_play(
        qtbot: QtBot, window: MainWindow) -> None:
    window.game.live.countdown.set_step_ms(5)
    assert window.start(together_config(seed=39, bot=True))   # as a file opened or resumed
    dialog = join_dialog(qtbot, window)
    assert not dialog.play_button.isEnabled() and "Ann has no input yet" in dialog.error.text()
    tap(dialog, "Q", 1000)
    tap(dialog, "Shift_R", 2000)
    assert dialog.play_button.isEnabled()
    dialog.play_button.click()
    qtbot.waitUntil(lambda: window.findChild(WhoPlaysDialog) is None, timeout=WAIT_MS)
    assert window.screen_inputs().seats.bound() == {0: KeyClusters.input_id("wasd"),
                                                   1: KeyClusters.input_id("arrows")}
    game = window.game
    play_to_the_live_grab(qtbot, game)
    assert sorted(game.live.inputs.cursors) == [0, 1]


def test_mouse_only_leaves_the_first_person_on_the_mouse(
        qtbot: QtBot, window: MainWindow) -> None:
    window.game.live.countdown.set_step_ms(5)
    assert window.start(together_config(seed=39, bot=True))
    dialog = join_dialog(qtbot, window)
    tap(dialog, "Q", 1000)   # one joined, then the table chose the mouse after all
    dialog.mouse_button.click()
    qtbot.waitUntil(lambda: window.findChild(WhoPlaysDialog) is None, timeout=WAIT_MS)
    assert window.screen_inputs().seats.bound() == {}
    game = window.game
    throw_to_the_live_grab(qtbot, game)
    qtbot.waitUntil(lambda: game.live.tool is not None, timeout=WAIT_MS)
    assert game.live.tool is not None and game.live.tool.seat == 0
    assert game.live.inputs.cursors == {}


def test_a_game_with_one_person_asks_nobody_to_join(qtbot: QtBot, window: MainWindow) -> None:
    config = together_config(seed=39, bot=True)
    config.seats[1] = SeatConfig("Bea", Controller.NOVICE, 31)
    assert window.start(config)
    qtbot.wait(100)   # the offer would come on the next turns of the event loop
    assert window.findChild(WhoPlaysDialog) is None
