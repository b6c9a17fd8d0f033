"""View > Connection details at a network table, on the loopback only (R7.3).

A host's window and a joined person's window in one process: the joined person opens the
details with Ctrl+I and sees the round trip, the clock's error bound as ClockSync reports it,
and every seat's name (one with markup in it shows as written) with its latency.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app.network.interfaces import set_interfaces_for_this_run
from rok_qt.app.window import MainWindow
from rok_qt.ui.network.connection_details import ConnectionDetails, ms_text
from tests.app.test_network_window import WAIT_MS, host_a_table, screen

MARKUP_NAME = "<b>Bea</b>"


@pytest.fixture(autouse=True)
def loopback_only() -> Iterator[None]:
    """Hosting and discovery on 127.0.0.1 alone, as `--interface 127.0.0.1` says."""
    set_interfaces_for_this_run(["127.0.0.1"])
    yield
    set_interfaces_for_this_run([])


def seat_rows(dialog: ConnectionDetails) -> list[list[str]]:
    rows = []
    for row in range(dialog.seat_list.rowCount()):
        items = [dialog.seat_list.item(row, col) for col in range(3)]
        rows.append(["" if item is None else item.text() for item in items])
    return rows


def open_details(qtbot: QtBot, win: MainWindow) -> ConnectionDetails:
    """Ctrl+I in the window, as a person presses it."""
    win.activateWindow()
    qtbot.waitUntil(lambda: win.isActiveWindow(), timeout=WAIT_MS)
    qtbot.keyClick(win, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    dialog = win.findChild(ConnectionDetails)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=WAIT_MS)
    return dialog


def test_the_joined_person_sees_the_round_trip_the_clock_bound_and_each_seat(
        qtbot: QtBot, tmp_path: Path) -> None:
    """R7.3: the clock's error bound is shown in the connection details."""
    ann = screen(qtbot, tmp_path, "ann")
    assert not ann.details_action.isEnabled()   # at no network table yet
    host_a_table(qtbot, ann)
    assert ann.details_action.isEnabled()
    lobby = ann.network.lobby
    host_client = ann.network.client
    assert lobby is not None and host_client is not None
    invitation = lobby.address.text()

    bea = screen(qtbot, tmp_path, "bea")
    assert not bea.details_action.isEnabled()
    with qtbot.wait_signal(host_client.lobby_changed, timeout=WAIT_MS,
                           check_params_cb=lambda seats: any(
                               s.name == MARKUP_NAME for s in seats)):
        assert bea.network.join_address(invitation, [MARKUP_NAME])
    bea_client = bea.network.client
    assert bea_client is not None
    with qtbot.wait_signals([host_client.started, bea_client.started], timeout=WAIT_MS):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    assert bea.details_action.isEnabled()

    dialog = open_details(qtbot, bea)
    clock = bea_client.link.clock
    address, _slash, code = invitation.partition("/")
    assert dialog.address.text() == address and dialog.code.text() == code
    for label in (dialog.address, dialog.round_trip, dialog.clock, dialog.samples):
        assert label.textFormat() == Qt.TextFormat.PlainText

    def shows_the_clock() -> bool:
        return (dialog.round_trip.text() == f"{ms_text(clock.rtt_ms)} ms"
                and f"\u00b1{ms_text(clock.error_ms)} ms" in dialog.clock.text()
                and dialog.samples.text().startswith(f"{clock.samples_kept} of the last 8"))

    qtbot.waitUntil(shows_the_clock, timeout=WAIT_MS)
    # Live while open: the next ping's answer refreshes it (no menu opened again).
    # A pong came back. Polled: the link emits rtt_changed on its own network thread, where
    # a test's wait on the signal would run (and once crashed the worker).
    qtbot.waitUntil(lambda: bea_client.link.clock.samples_kept >= 2, timeout=WAIT_MS)
    qtbot.waitUntil(shows_the_clock, timeout=WAIT_MS)

    def seats_measured() -> bool:
        rows = {row[0]: row[2] for row in seat_rows(dialog)}
        return (set(rows) == {"Lin", MARKUP_NAME}
                and all(latency.endswith(" ms") for latency in rows.values()))

    qtbot.waitUntil(seats_measured, timeout=WAIT_MS)   # the markup shows as written
    assert dialog.isVisible() and not dialog.isModal()

    bea.network.leave()
    assert not bea.details_action.isEnabled() and not dialog.isVisible()
    ann.network.leave()


def test_a_spectator_opens_the_details_from_the_view_menu(qtbot: QtBot, tmp_path: Path) -> None:
    """R7.3: a spectator's screen keeps its clock in step too, and can see how well."""
    ann = screen(qtbot, tmp_path, "ann")
    host_a_table(qtbot, ann)
    lobby = ann.network.lobby
    assert lobby is not None
    cy = screen(qtbot, tmp_path, "cy")
    assert cy.network.join_address(lobby.address.text(), [], spectator=True)
    cy_client = cy.network.client
    assert cy_client is not None
    # A pong came back. Polled: the link emits rtt_changed on its own network thread, where
    # a test's wait on the signal would run (and once crashed the worker).
    qtbot.waitUntil(lambda: cy_client.link.clock.samples_kept >= 2, timeout=WAIT_MS)
    cy_lobby = cy.network.lobby
    assert cy_lobby is not None
    cy_lobby.hide()   # the lobby is window-modal: the spectator steps past it to the menu
    view_menu = next(a.menu() for a in cy.menuBar().actions() if a.text() == "&View")
    assert isinstance(view_menu, QMenu) and cy.details_action in view_menu.actions()
    cy.details_action.trigger()
    dialog = cy.findChild(ConnectionDetails)
    assert dialog is not None and dialog.isVisible()
    clock = cy_client.link.clock
    qtbot.waitUntil(lambda: f"\u00b1{ms_text(clock.error_ms)} ms" in dialog.clock.text(),
                    timeout=WAIT_MS)
    # The seat list comes with the table's own messages: the window follows it while open.
    qtbot.waitUntil(lambda: "Lin" in [row[0] for row in seat_rows(dialog)], timeout=WAIT_MS)
    cy.network.leave()
    ann.network.leave()
