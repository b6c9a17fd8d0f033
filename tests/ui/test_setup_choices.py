"""The New game dialog changes a choice only when the person changes it; what a mode still
needs is said beside it (issue 25, defect 4; R7.1, R7.2); Enter starts the game and Tab goes
down the form."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import SeatConfig
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.input.seats import SeatInputs


def test_R7_2_adding_a_seat_keeps_all_at_once(qtbot: QtBot) -> None:
    dialog = SetupDialog(seat_inputs=SeatInputs())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.config().mode == PlayMode.LIVE
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)   # a person's seat
    assert dialog.rows[-1].config().controller == Controller.HUMAN
    assert dialog.config().mode == PlayMode.LIVE, "adding a seat changed the mode"
    assert dialog.mode_note.isVisible(), "what All at once needs is said beside it"
    assert dialog.mode_note.text()
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.RELAY))   # the person's choice
    qtbot.mouseClick(dialog.add_button, Qt.MouseButton.LeftButton)
    assert dialog.config().mode == PlayMode.RELAY
    assert not dialog.mode_note.isVisible(), "relay needs no inputs"
    dialog.remove_seat(dialog.rows[-1])
    dialog.remove_seat(dialog.rows[-1])
    assert dialog.config().mode == PlayMode.RELAY, "removing seats changed the mode"


def test_R7_1_the_chosen_mode_is_what_the_next_new_game_offers(
        qtbot: QtBot, window: MainWindow, settings: QSettings) -> None:
    window.new_game()
    dialog = window.setup_dialog
    assert dialog is not None
    dialog.load([SeatConfig("Ann", Controller.HUMAN), SeatConfig("Bot", Controller.NOVICE)], None)
    assert dialog.config().mode == PlayMode.LIVE
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.RELAY))
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.setup_dialog is None, timeout=2000)
    window.game.close_dialog()
    window.new_game()
    again = window.setup_dialog
    assert isinstance(again, SetupDialog)
    assert again.config().mode == PlayMode.RELAY
    qtbot.mouseClick(again.add_button, Qt.MouseButton.LeftButton)
    assert again.config().mode == PlayMode.RELAY
    again.reject()


def test_new_game_enter_starts_the_game_and_tab_goes_down_the_form(
        qtbot: QtBot, window: MainWindow) -> None:
    """Game > New game offers phone seats too: Enter starts the game (it does not add a phone
    seat, whose button was made first and took the focus), and Tab goes from First player to
    Grab to Time per grab turn, as the form reads."""
    def opened() -> SetupDialog:
        window.new_action.trigger()
        qtbot.waitUntil(lambda: window.setup_dialog is not None)
        dialog = window.setup_dialog
        assert dialog is not None and dialog.phones is not None, "phone seats are offered"
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
        return dialog

    dialog = opened()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.setup_dialog is None)
    state = window.session.state
    assert state is not None and [p.controller for p in state.players] == [
        Controller.HUMAN, Controller.NOVICE], "the game as set up, with no phone seat"
    dialog = opened()
    dialog.first.setFocus()
    for then in (dialog.mode, dialog.limit):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is then
    dialog.reject()
