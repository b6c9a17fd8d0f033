"""Each key cluster's keys play a relay turn, the lesson and a one-person race too.

So one hand on W A S D with Q E R (or on the numeric keypad, or on the arrows with End) plays a
whole game: the cluster's direction keys walk the ring like the arrow keys, its take key acts
as Enter (mark, then take), its put-back key as Backspace, its done key as Ctrl+Enter. The keys
are the ones set in Settings > Controls (`use`). A cluster key that is a modifier (the right
Shift and Ctrl) or already a key of the table (the keypad's Enter) keeps its own meaning there,
so Ctrl+Enter and Enter are never taken for a put back.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent

from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import KeyBindings
from rok_qt.ui.input.keyboard import key_token

_KEYS = {Action.UP: Qt.Key.Key_Up, Action.DOWN: Qt.Key.Key_Down, Action.LEFT: Qt.Key.Key_Left,
         Action.RIGHT: Qt.Key.Key_Right, Action.TAKE: Qt.Key.Key_Return,
         Action.PUT_BACK: Qt.Key.Key_Backspace, Action.DONE: Qt.Key.Key_Return}
"""The table key each cluster action stands for (done is Ctrl+Return)."""
_TABLE_KEYS = frozenset({Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Backspace,
                         Qt.Key.Key_Delete, Qt.Key.Key_Escape, Qt.Key.Key_Space,
                         Qt.Key.Key_PageUp, Qt.Key.Key_PageDown, Qt.Key.Key_Home,
                         Qt.Key.Key_Tab, Qt.Key.Key_Shift, Qt.Key.Key_Control,
                         Qt.Key.Key_Alt, Qt.Key.Key_Meta})
"""Keys that keep their own meaning at the table whatever cluster names them."""
_STATE: dict[str, dict[str, Action]] = {"lookup": {}}


def use(bindings: KeyBindings) -> None:
    """The clusters' keys as set (Settings > Controls)."""
    _STATE["lookup"] = {token: action for token, (_cluster, action)
                        in bindings.lookup().items()}


use(KeyBindings())


def as_table_key(event: QKeyEvent) -> QKeyEvent:
    """The table key a cluster key stands for (with the event's own timestamp), or the event
    itself when it is no cluster's key (or one the table keeps)."""
    if Qt.Key(event.key()) in _TABLE_KEYS or event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
        return event
    token = key_token(event)
    action = None if token is None else _STATE["lookup"].get(token)
    if action is None or action not in _KEYS:
        return event
    modifiers = (Qt.KeyboardModifier.ControlModifier if action == Action.DONE
                 else Qt.KeyboardModifier.NoModifier)
    table = QKeyEvent(QEvent.Type.KeyPress, _KEYS[action], modifiers, "", event.isAutoRepeat())
    table.setTimestamp(event.timestamp())
    return table
