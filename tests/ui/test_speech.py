"""A screen reader's view of a relay turn: what the table announces, and the ring's stones."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences
from rok_qt.app.window import MainWindow
from rok_qt.model.geometry import seat_point
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, PairPick, TableStone
from rok_qt.ui.access.stone_words import StoneWords
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.pad_buttons import PadButtons
from rok_qt.ui.table.grab_tool import GrabTool
from rok_qt.ui.texts import stone_name
from tests.ui.driver import current, pairs_on_table, ring_to, state_at, wait_for_human
from tests.ui.test_gestures import grab_with


def heard(window: MainWindow) -> list[str]:
    """Everything the table announced so far, oldest first."""
    return list(window.game.speech.announcer.history)


def test_a_stone_in_words_says_its_face_and_the_seat_it_lies_near(qapp: object) -> None:
    state = state_at(3, 4, grab_with)
    assert state is not None
    words = StoneWords()
    grey_uruz = 19   # stones 17-32 are grey; uruz is the second rune (R1.2)
    assert stone_name(grey_uruz) == "grey uruz"
    x, y = seat_point(1, state.player_count, radius=250.0)
    state.table[grey_uruz] = TableStone(x, y, True)
    name = state.players[1].name
    assert words.stone(state, grey_uruz) == f"grey uruz, face up, near {name}"
    x, y = seat_point(0, state.player_count, radius=250.0)
    state.table[grey_uruz] = TableStone(x, y, True)
    assert words.stone(state, grey_uruz, viewer=0) == "grey uruz, face up, near you"
    x, y = seat_point(2, state.player_count, radius=120.0)
    state.table[grey_uruz] = TableStone(x, y, True)
    assert words.stone(state, grey_uruz) == f"grey uruz, face up, towards {state.players[2].name}"
    state.table[grey_uruz] = TableStone(5.0, -12.0, True)
    assert words.stone(state, grey_uruz) == "grey uruz, face up, by the Rune of Fate"
    state.table[grey_uruz] = TableStone(5.0, -12.0, False)
    assert words.stone(state, grey_uruz) == "a face-down stone", "a hidden face is not told"


def test_R7_1_a_relay_turn_told_and_walked_by_the_keys(qtbot: QtBot, window: MainWindow) -> None:
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    person = waiting_for(state).player
    for seat, player in enumerate(state.players):
        if seat != person:
            player.controller = Controller.ADEPT   # one person: the table speaks to "you"
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    cover_said = heard(window)[-1]
    assert "turn" in cover_said and "Space" in cover_said, "whose turn, and the key to go on"
    game.cover.setFocus()
    with qtbot.waitSignal(game.turn_started, timeout=1000):
        qtbot.keyClick(game.cover, Qt.Key.Key_Space)
    table = current(game)
    reveal = heard(window)[-1]
    assert "face up:" in reveal and "pair" in reveal, f"the reveal tells the table: {reveal}"
    tool = game.tool
    assert isinstance(tool, GrabTool)
    qtbot.keyClick(game.view, Qt.Key.Key_PageDown)
    first = tool.ringed
    assert first is not None
    assert heard(window)[-1].startswith(stone_name(first)), "the ringed stone says itself"
    walked = {first}
    for _ in range(len(tool.key_targets()) - 1):
        qtbot.keyClick(game.view, Qt.Key.Key_PageDown)
        walked.add(tool.ringed or 0)
    assert walked == set(tool.key_targets()), "Page Down goes round every stone there is"
    a, b = pairs_on_table(game)[0]
    ring_to(qtbot, game, tool, a)
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    assert "marked" in heard(window)[-1]
    ring_to(qtbot, game, tool, b)
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    assert "Enter again takes them" in heard(window)[-1]
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    assert [type(p) for p in tool.picks] == [PairPick], "Enter takes the pair"
    said = heard(window)[-1]
    assert said.startswith(f"You took {stone_name(a)} and {stone_name(b)}") or said.startswith(
        f"You took {stone_name(b)} and {stone_name(a)}")
    assert tool.ringed is not None, "the ring stays on the table, on the nearest stone left"
    qtbot.keyClick(game.view, Qt.Key.Key_Backspace)
    assert tool.picks == [] and "back on the table" in heard(window)[-1], "Backspace puts back"
    assert table.round == current(game).round
    with qtbot.waitSignal(game.round_told, timeout=5000):
        qtbot.keyClick(game.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    told = f"Round {table.round} is settled."
    qtbot.waitUntil(lambda: heard(window)[-1].startswith(told), timeout=3000)


def test_announcements_reach_the_accessibility_layer(qtbot: QtBot, window: MainWindow) -> None:
    """What is said goes out as Qt's accessibility announcement (AT-SPI, UIA, NSAccessibility)
    from the table, which has a name and a description like every control."""
    view = window.game.view
    face = QAccessible.queryAccessibleInterface(view)
    assert face is not None
    assert face.text(QAccessible.Text.Name) and face.text(QAccessible.Text.Description)
    with qtbot.waitSignal(window.game.speech.announcer.said, timeout=1000) as said:
        window.game.speech.say("grey uruz, face up, near Anna")
    assert said.args == ["grey uruz, face up, near Anna"]



def test_help_lists_the_keys_as_they_are_set(qtbot: QtBot, window: MainWindow) -> None:
    """Help > Keyboard shortcuts lists the menus' keys and every key of the table."""
    from rok_qt.ui.dialogs.shortcuts_dialog import ShortcutsDialog

    window.help_menu.show_shortcuts()
    dialog = window.findChild(ShortcutsDialog)
    assert dialog is not None
    text = dialog.text.toPlainText()
    for wanted in ("New game", "Ctrl+N", "Page Down", "Ctrl+Enter", "Backspace", "Right Shift",
                   "Game controller", "D-pad, left stick"):
        assert wanted in text, wanted
    dialog.close()
    chosen = PadButtons()
    assert chosen.rebind(Action.TAKE, 2) is None   # X takes (Settings > Controls)
    window.apply_preferences(Preferences(pad=chosen))
    window.help_menu.show_shortcuts()
    dialog = next(d for d in window.findChildren(ShortcutsDialog) if d.isVisible())
    assert "XTake" in dialog.text.toPlainText().replace("\n", "").replace("\t", ""), \
        "the controller's take button as chosen"
    dialog.close()
