"""Key bindings (issue 14): no key serves twice, rebinding in Preferences, remembered."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSettings, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import CLUSTERS, DEFAULTS, KEY_ACTIONS, KeyBindings, key_text
from tests.ui.keys import key_event


def test_the_default_clusters_share_no_key_and_each_has_every_action() -> None:
    bindings = KeyBindings()
    assert bindings.valid()
    tokens = [t for keys in DEFAULTS.values() for t in keys.values()]
    assert len(tokens) == len(set(tokens)) == len(CLUSTERS) * len(KEY_ACTIONS)
    assert DEFAULTS["arrows"][Action.TAKE] == "Shift_R"
    assert DEFAULTS["keypad"][Action.PUT_BACK] == "KP_Enter"


def test_a_key_another_action_uses_is_refused_and_nothing_changes() -> None:
    bindings = KeyBindings()
    assert bindings.rebind("keypad", Action.TAKE, "Q") == ("wasd", Action.TAKE)
    assert bindings.key("keypad", Action.TAKE) == "KP_0"
    assert bindings.rebind("wasd", Action.TAKE, "E") == ("wasd", Action.PUT_BACK)
    assert bindings.rebind("wasd", Action.TAKE, "Space") is None
    assert bindings.key("wasd", Action.TAKE) == "Space"
    assert bindings.lookup()["Space"] == ("wasd", Action.TAKE)


def test_bindings_are_remembered_and_a_broken_file_gives_the_defaults(
        settings: QSettings) -> None:
    bindings = KeyBindings()
    bindings.rebind("arrows", Action.PUT_BACK, "Delete")
    bindings.write(settings)
    assert KeyBindings.read(settings).key("arrows", Action.PUT_BACK) == "Delete"
    settings.setValue("keys/wasd/take", "Delete")   # two actions on one key: not playable
    assert KeyBindings.read(settings) == KeyBindings()


def test_keys_are_shown_as_the_keyboard_names_them() -> None:
    assert key_text("Shift_R") == "Right Shift"
    assert key_text("Control_R") == "Right Ctrl"
    assert key_text("KP_8") == "Keypad 8"
    assert key_text("KP_Add") == "Keypad +"
    assert key_text("W") == "W"


def test_preferences_rebind_by_pressing_a_key_and_restore_the_defaults(
        qtbot: QtBot, settings: QSettings) -> None:
    dialog = PreferencesDialog(Preferences.read(settings), "")
    qtbot.addWidget(dialog)
    dialog.show()
    editor = dialog.keys
    button = editor.buttons["keypad", Action.TAKE]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.text() == "Press a key\u2026"
    qtbot.keyClick(button, Qt.Key.Key_Q)                # the left hand's take: refused
    assert "already Left hand (W A S D): Take" in editor.message.text()
    assert button.text() == "Keypad 0"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    button.keyPressEvent(key_event(QEvent.Type.KeyPress, "Shift_L", 0))
    assert button.text() == "Left Shift" and editor.message.text() == ""
    dialog.preferences().write(settings)
    assert Preferences.read(settings).keys.key("keypad", Action.TAKE) == "Shift_L"
    qtbot.mouseClick(editor.restore, Qt.MouseButton.LeftButton)
    assert button.text() == "Keypad 0"
    assert dialog.preferences().keys == KeyBindings()
