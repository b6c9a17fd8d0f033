"""Keys typed into the New game dialog reach its fields while the key clusters listen there
(issue 25, defect 1): names keep W A S D Q E R in either case, Ctrl+A selects, arrows step a
spin box, a combo box finds its item by letter, a key-capture button gets its key.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.window import MainWindow
from rok_qt.model.state import Controller, PlayMode
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.input.bindings_editor import KeyButton
from rok_qt.ui.input.keyboard import KeyClusters

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture(autouse=True)
def setup_closed(window: MainWindow) -> Iterator[None]:
    """A New game dialog left open is cancelled: its keys and controllers rest again (the
    controllers are shared by every window in the process)."""
    yield
    if window.setup_dialog is not None:
        window.setup_dialog.reject()


def open_setup(qtbot: QtBot, window: MainWindow) -> SetupDialog:
    """Game > New game, with every key cluster listening in the dialog (people join by key)."""
    window.new_game()
    dialog = window.setup_dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert window.screen_inputs().keys.listening
    return dialog


def type_over(qtbot: QtBot, widget: object, text: str) -> None:
    """Click into a field, select all of it with Ctrl+A, and type over it."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    qtbot.keyClick(widget, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(widget, text)


@pytest.mark.parametrize(("letter", "mode"), [(Qt.Key.Key_A, PlayMode.LIVE),
                                              (Qt.Key.Key_R, PlayMode.RELAY)])
def test_names_keep_every_letter_with_the_clusters_listening(
        qtbot: QtBot, window: MainWindow, letter: Qt.Key, mode: PlayMode) -> None:
    dialog = open_setup(qtbot, window)
    dialog.mode.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(dialog.mode, letter)   # "All at once" by A, "Relay" by R: cluster letters
    assert dialog.mode.currentData() == mode
    first, second = dialog.rows[:2]
    qtbot.keyClick(second.controller, Qt.Key.Key_H)   # "Human"
    assert second.controller.currentData() == Controller.HUMAN.value
    type_over(qtbot, first.name, "Wanda Reeds")
    type_over(qtbot, second.name, "Quasar Eddie")
    assert [first.name.text(), second.name.text()] == ["Wanda Reeds", "Quasar Eddie"]
    type_over(qtbot, first.age, "41")
    qtbot.keyClick(first.age, Qt.Key.Key_Up)   # the arrow keys' Up steps the spin box
    assert first.age.value() == 42
    type_over(qtbot, dialog.seed, "2025")
    assert dialog.seed.text() == "2025"
    names = [seat.name for seat in dialog.config().seats]
    assert names[:2] == ["Wanda Reeds", "Quasar Eddie"]


def test_a_take_key_still_joins_from_outside_the_fields(qtbot: QtBot, window: MainWindow) -> None:
    """Keys not typed into a field still reach the clusters: Q joins a seat (R7.2)."""
    dialog = open_setup(qtbot, window)
    dialog.mode.setCurrentIndex(dialog.mode.findData(PlayMode.LIVE))
    dialog.mode.activated.emit(dialog.mode.currentIndex())
    second = dialog.rows[1]
    second.controller.setCurrentIndex(second.controller.findData(Controller.HUMAN.value))
    assert dialog.join is not None
    qtbot.mouseClick(dialog.join, Qt.MouseButton.LeftButton)   # away from the text fields
    with qtbot.waitSignal(window.screen_inputs().keys.acted, timeout=2000) as acted:
        qtbot.keyClick(dialog.join, Qt.Key.Key_Q)
    assert acted.args[0] == KeyClusters.input_id("wasd")
    assert window.screen_inputs().seats.bound()[0] == KeyClusters.input_id("wasd")


def test_a_key_capture_button_gets_a_cluster_key(qtbot: QtBot, window: MainWindow) -> None:
    """Even with the clusters listening in its window, W is captured by the button waiting."""
    dialog = PreferencesDialog(Preferences(), "", window)
    qtbot.addWidget(dialog)
    dialog.show()
    window.screen_inputs().keys.listen(dialog)
    button = dialog.findChildren(KeyButton)[0]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(button.captured, timeout=2000) as captured:
        qtbot.keyClick(button, Qt.Key.Key_W)
    assert captured.args == ["W"]
    window.screen_inputs().keys.stop()
