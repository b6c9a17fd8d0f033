"""New game at one screen with a phone in hand (R7.2, R7.3): the dialog is the table's lobby.

Game > New game in the app's window (offscreen): two people at the keyboard (Ann on
W A S D, Dan on the arrows, each joining with their take key as ever) and a seat for a phone,
added with "Add a phone seat". The dialog shows the table's QR code and address; a real
headless Chromium phone opens it, types "Bea" and joins: her name comes on the phone seat's
row. Seats come and go in the dialog and her phone keeps its seat. Start plays the game as
a table the window hosts: Ann takes a stone with her keys, Bea with a tap on her phone, and
the shared screen shows both; at the round's end the phone shows the round's lines about Bea.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.model.events import Event, SplitReturned, StoneTaken
from rok_qt.model.grab import takeable_stones
from rok_qt.model.state import Controller, Phase, PlayMode
from rok_qt.ui.dialogs.phone_rows import PHONE_SEAT
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import DEFAULTS
from tests.phone.browser import PhonePage, available
from tests.phone.test_phone_game import PhonePlayer, joined, shared_screen
from tests.ui.keys import tap
from tests.ui.test_fits_1024 import fits
from tests.ui.together import ring_to

WAIT_MS = 30_000


def type_name(qtbot: QtBot, dialog: SetupDialog, row: int, name: str) -> None:
    field = dialog.rows[row].name
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, name)


def phone_seat(dialog: SetupDialog) -> int:
    return next(i for i, row in enumerate(dialog.rows) if row.is_phone())


def test_R7_3_new_game_with_a_phone_and_two_people_at_the_keyboard(
        qtbot: QtBot, tmp_path: Path) -> None:
    assert available(), "Debian's chromium and chromium-driver are needed (.ci/run installs them)"
    win = shared_screen(qtbot, tmp_path)
    win.new_action.trigger()
    qtbot.waitUntil(lambda: win.setup_dialog is not None, timeout=WAIT_MS)
    dialog = win.setup_dialog
    assert dialog is not None and dialog.phones is not None
    phones = dialog.phones
    assert not phones.panel.isVisible(), "no table, no code, until a seat is for a phone"
    type_name(qtbot, dialog, 0, "Ann")
    second = dialog.rows[1]
    second.controller.setCurrentIndex(second.controller.findData(Controller.HUMAN.value))
    type_name(qtbot, dialog, 1, "Dan")
    qtbot.keyClicks(dialog.seed, "6")   # three seats, seed 6: round 1 has a race
    qtbot.mouseClick(phones.add_button, Qt.MouseButton.LeftButton)
    assert [row.is_phone() for row in dialog.rows] == [False, False, True]
    qtbot.waitUntil(lambda: phones.panel.isVisible()
                    and phones.panel.address.text().startswith("http://127.0.0.1:"),
                    timeout=WAIT_MS)
    assert phones.panel.code.modules >= 21   # a real QR code of the address
    assert not dialog.start_button.isEnabled()
    assert "Waiting for a phone at seat 3" in dialog.error.text()
    # Ann and Dan join with their take keys, as at any game at one screen.
    tap(dialog, DEFAULTS["wasd"][Action.TAKE], 1000)
    tap(dialog, DEFAULTS["arrows"][Action.TAKE], 2000)

    page = PhonePage(phones.panel.address.text())
    try:
        bea = PhonePlayer(page, "Bea")
        deadline = time.monotonic() + 60
        while not joined(page):
            assert time.monotonic() < deadline, "the phone did not take its seat"
            bea.act()
            qtbot.wait(100)
        row = dialog.rows[2]
        qtbot.waitUntil(lambda: row.name.text() == "Bea", timeout=WAIT_MS)
        assert row.name.isReadOnly(), "the phone's player names the seat"
        assert dialog.start_button.isEnabled(), dialog.error.text()

        # Seats come and go: the phone keeps its seat wherever its row goes.
        qtbot.mouseClick(dialog.rows[1].remove, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.js("return window.rok.seat") == 1, timeout=WAIT_MS)
        qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
        assert phone_seat(dialog) == 1
        type_name(qtbot, dialog, 2, "Dan")
        tap(dialog, DEFAULTS["arrows"][Action.TAKE], 3000)   # Dan's seat moved: he joins again
        qtbot.waitUntil(lambda: dialog.start_button.isEnabled(), timeout=WAIT_MS)
        assert dialog.rows[1].name.text() == "Bea"
        assert page.js("return window.rok.board === null && window.rok.seat") == 1

        qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: win.setup_dialog is None and win.network.widget is not None,
                        timeout=WAIT_MS)
        game = win.network.widget
        client = win.network.client
        assert game is not None and client is not None
        assert client.session.humans() == [0, 2], "Ann and Dan play at the shared screen"
        shown: list[Event] = []
        game.session.events_happened.connect(shown.extend)
        game.live.countdown.set_step_ms(5)

        # Ann throws first (the first seat: no ages given); the race runs on every screen.
        qtbot.waitUntil(lambda: game.asked is not None and game.asked.kind == Phase.THROW,
                        timeout=WAIT_MS)
        game.view.setFocus()
        qtbot.keyClick(game.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: game.live.inputs.running, timeout=WAIT_MS)
        deadline = time.monotonic() + 30
        while bea.took is None:
            assert time.monotonic() < deadline, "the phone did not race"
            bea.act()
            qtbot.wait(50)
        qtbot.waitUntil(lambda: any(isinstance(e, StoneTaken) and e.player == 1
                                    for e in shown), timeout=WAIT_MS)
        state = game.session.state
        assert state is not None and state.live is not None
        stone = min(s for s in takeable_stones(state) if s != bea.took[1])
        ring_to(qtbot, game, 0, stone)
        tap(game.window().focusWidget() or game.window(), DEFAULTS["wasd"][Action.TAKE],
            5_000_000)
        qtbot.waitUntil(lambda: any(isinstance(e, StoneTaken) and e.player == 0
                                    and e.stone == stone for e in shown), timeout=WAIT_MS)

        # Everyone says done; the phone shows the round's lines about Bea.
        for seat, cluster in ((0, "wasd"), (2, "arrows")):
            tap(game.window().focusWidget() or game.window(), DEFAULTS[cluster][Action.DONE],
                6_000_000 + seat)
        deadline = time.monotonic() + 60
        while bea.section() != "between":
            assert time.monotonic() < deadline, "the round did not end on the phone"
            if page.js("return !document.getElementById('done').disabled"):
                page.tap_element("done")
            qtbot.wait(100)
        summary = game.session.state
        assert summary is not None and summary.phase in (Phase.SUMMARY, Phase.OVER)
        lines = page.js("return [...document.querySelectorAll('#lines li')]"
                        ".map(li => li.textContent)")
        assert lines, "the phone says what the round brought its player"
        if any(isinstance(e, SplitReturned) and e.player == 1 for e in summary.log):
            assert "A lone stone went back into the bag." in lines
    finally:
        page.close()
        win.network.leave()


def test_five_phone_seats_fit_a_small_screen_relay_refuses_them_cancel_ends_the_table(
        qtbot: QtBot, tmp_path: Path) -> None:
    win = shared_screen(qtbot, tmp_path)
    win.new_action.trigger()
    qtbot.waitUntil(lambda: win.setup_dialog is not None, timeout=WAIT_MS)
    dialog = win.setup_dialog
    assert dialog is not None and dialog.phones is not None
    last = dialog.rows[1]
    last.controller.setCurrentIndex(last.controller.findData(PHONE_SEAT))
    qtbot.waitUntil(lambda: win.network.server is not None, timeout=WAIT_MS)
    assert last.name.isReadOnly() and last.name.text() == "Player 2"
    assert last.name.font().italic(), "a made-up name while the seat waits for its phone"
    for _ in range(3):
        qtbot.mouseClick(dialog.phones.add_button, Qt.MouseButton.LeftButton)
    assert len(dialog.rows) == 5 and not dialog.phones.add_button.isEnabled()
    panel = dialog.phones.panel
    qtbot.waitUntil(lambda: panel.address.text().startswith("http://"), timeout=WAIT_MS)
    assert fits(dialog.sizeHint()), dialog.sizeHint()   # 1024x640 with its frame
    assert panel.code.width() == panel.code.height() >= 180, "the code is never squeezed"
    assert "Waiting for a phone at seat 2" in dialog.error.text()
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.RELAY))
    assert "Phones race all at once" in dialog.error.text()
    assert not dialog.start_button.isEnabled()
    server = win.network.server
    assert server is not None
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Cancel),
                     Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.setup_dialog is None, timeout=WAIT_MS)
    assert win.network.server is None and not win.network.active, "the table ends with it"
