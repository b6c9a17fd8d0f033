"""Three players on one keyboard (issue 14): each cluster is its own input, sides told apart."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.ui.input.devices import Action, InputId
from rok_qt.ui.input.keyboard import REPEAT_DELAY_MS, KeyClusters, key_token
from tests.ui.keys import key_event, press, release, tap

WASD = InputId("keys", "wasd")
ARROWS = InputId("keys", "arrows")
KEYPAD = InputId("keys", "keypad")

Acted = list[tuple[InputId, Action, float | None]]


WINDOWS: list[QWidget] = []


def listening(qtbot: QtBot, clusters: frozenset[str] | None = None
              ) -> tuple[KeyClusters, QWidget, QLineEdit, Acted]:
    """A window with a table (a plain widget, in focus) and a text field, its keyboard's
    clusters listening."""
    window = QWidget()
    WINDOWS[:] = [window]   # kept alive until the next test's
    table = QWidget(window)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    field = QLineEdit(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    table.setFocus()
    keys = KeyClusters(parent=window)
    keys.listen(window, clusters)
    acted: Acted = []
    keys.acted.connect(lambda source, action, stamp: acted.append((source, action, stamp)))
    return keys, table, field, acted


def test_keys_are_named_by_side_and_keypad(qtbot: QtBot) -> None:
    names = {name: key_token(key_event(QEvent.Type.KeyPress, name, 0))
             for name in ("W", "Up", "Shift_R", "Shift_L", "Control_R", "KP_8", "KP_Up",
                          "KP_Enter")}
    assert names == {"W": "W", "Up": "Up", "Shift_R": "Shift_R", "Shift_L": "Shift_L",
                     "Control_R": "Control_R", "KP_8": "KP_8", "KP_Up": "KP_8",
                     "KP_Enter": "KP_Enter"}


def test_each_cluster_speaks_for_its_own_input_with_the_event_stamp(qtbot: QtBot) -> None:
    keys, table, field, acted = listening(qtbot)
    tap(table, "Q", 1000)
    tap(table, "Shift_R", 1003)
    tap(table, "KP_0", 1004)
    tap(table, "KP_Up", 1010)    # keypad 8 with Num Lock off: still the keypad's up
    assert acted == [(WASD, Action.TAKE, 1000.0), (ARROWS, Action.TAKE, 1003.0),
                     (KEYPAD, Action.TAKE, 1004.0), (KEYPAD, Action.UP, 1010.0)]
    assert field.text() == "", "a cluster's key does not type into the window"
    keys.stop()


def test_the_left_shift_and_unbound_keys_pass_through(qtbot: QtBot) -> None:
    keys, table, field, acted = listening(qtbot, frozenset({"wasd"}))
    tap(table, "Shift_L", 10)
    tap(table, "Shift_R", 20)   # the arrows' take, but that cluster is not racing
    press(table, "W", 30)
    release(table, "W", 40)
    assert acted == [(WASD, Action.UP, 30.0)]
    keys.stop()
    tap(field, "Q", 50)
    assert field.text() == "q", "stopped: every key reaches the window again"


def test_a_held_take_key_takes_once(qtbot: QtBot) -> None:
    keys, table, _field, acted = listening(qtbot)
    press(table, "Q", 100)
    for i in range(1, 12):   # the platform's auto-repeat while the key stays down
        press(table, "Q", 100 + 30 * i, repeat=True)
        release(table, "Q", 100 + 30 * i, repeat=True)
    release(table, "Q", 500)
    assert acted == [(WASD, Action.TAKE, 100.0)]
    keys.stop()


def test_a_held_direction_repeats_until_let_go(qtbot: QtBot) -> None:
    keys, table, _field, acted = listening(qtbot)
    press(table, "Right", 100)
    press(table, "D", 101)    # two players hold a direction at once: both repeat
    qtbot.waitUntil(lambda: len([a for a in acted if a[0] == ARROWS]) >= 3,
                    timeout=REPEAT_DELAY_MS * 6)
    assert len([a for a in acted if a[0] == WASD]) >= 2
    release(table, "Right", 900)
    release(table, "D", 900)
    count = len(acted)
    qtbot.wait(REPEAT_DELAY_MS + 100)
    assert len(acted) == count
    assert {a[1] for a in acted} == {Action.RIGHT}
    keys.stop()
