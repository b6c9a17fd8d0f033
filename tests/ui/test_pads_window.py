"""Game controllers through the real window (issue 14), on SDL's virtual pads: a pad plugged in
while the setup dialog is open joins with A, steers its ring and takes with A in the live race
(R7.2); pulled out mid-race its ring stays, plugged back it goes on; pads rest after the race."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import Event, StonePutBack, StoneTaken
from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.keyboard import KeyClusters
from tests.ui.driver import WAIT_MS
from tests.ui.keys import tap
from tests.ui.test_join_window import open_setup, play_to_the_race
from tests.ui.virtual_pads import VirtualPad, sdl_or_skip


def click(qtbot: QtBot, pad: VirtualPad, button: int = mapping.BUTTON_A) -> None:
    pad.press(button)
    qtbot.wait(20)   # a few polls: SDL sees the press before the release
    pad.release(button)


def test_R7_2_a_pad_joins_in_the_setup_dialog_and_races_through_an_unplug(
        qtbot: QtBot, window: MainWindow) -> None:
    sdl_or_skip()
    dialog = open_setup(qtbot, window)
    inputs = window.screen_inputs()
    pad = VirtualPad("Ann's pad")
    try:
        qtbot.waitUntil(lambda: "Ann's pad" in inputs.pads.present().values(), timeout=WAIT_MS)
        click(qtbot, pad)
        assert dialog.join is not None
        qtbot.waitUntil(lambda: 0 in inputs.seats.bound(), timeout=WAIT_MS)
        assert inputs.seats.bound()[0].kind == "pad"
        assert "Controller: Ann's pad" in dialog.join.rows[0].status.text()
        tap(dialog, "Q", 1000)   # Bea joins with W A S D
        assert inputs.seats.bound()[1] == KeyClusters.input_id("wasd")
        game = play_to_the_race(qtbot, window, dialog)
        assert sorted(game.live.inputs.cursors) == [0, 1]
        ring = game.live.inputs.cursors[0]
        seen: list[Event] = []
        window.session.events_happened.connect(seen.extend)
        click(qtbot, pad, mapping.DPAD_UP)
        qtbot.waitUntil(lambda: ring.stone is not None, timeout=WAIT_MS)
        first = ring.stone
        click(qtbot, pad)
        qtbot.waitUntil(lambda: any(isinstance(e, StoneTaken) and e.player == 0
                                    for e in seen), timeout=WAIT_MS)
        with qtbot.waitSignal(inputs.pads.detached, timeout=WAIT_MS):
            pad.pull_out()
        assert game.live.inputs.cursors[0] is ring and game.live.active, "the race goes on"
        with qtbot.waitSignal(inputs.pads.attached, timeout=WAIT_MS):
            pad.plug_in()
        click(qtbot, pad, mapping.BUTTON_B)   # the same seat puts its stone back
        qtbot.waitUntil(lambda: any(isinstance(e, StonePutBack) and e.player == 0
                                    and e.stone == first for e in seen), timeout=WAIT_MS)
        game.live.finish()   # the bar's Done: everyone at the screen is done
        qtbot.waitUntil(lambda: not game.live.active, timeout=WAIT_MS)
        gate = game.router.ready
        qtbot.waitUntil(lambda: gate.is_open or game.dialog is not None, timeout=WAIT_MS)
        if gate.is_open:   # between rounds the pad's A says its player is ready (R9.1)
            qtbot.waitUntil(lambda: gate.takes_keys, timeout=WAIT_MS)
            click(qtbot, pad)
            qtbot.waitUntil(lambda: game.scene.panels[0].ready is True, timeout=WAIT_MS)
            tap(window, "Q", 5000)   # Bea, with her take key
            qtbot.waitUntil(lambda: not gate.is_open, timeout=WAIT_MS)
        assert not inputs.pads.listening, "pads rest once the race and the ready are over"
    finally:
        pad.close()
