"""Help > Keyboard shortcuts: every key of the game in one list, read from where it is set.

The menus' shortcuts come from the menu bar itself and the clusters' keys from the player's
own choice (Settings > Controls), so the list never says a key the game does not answer.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMenuBar,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from rok_qt.ui.input import pad_mapping as mapping
from rok_qt.ui.input.devices import Action
from rok_qt.ui.input.key_bindings import (
    CLUSTERS,
    KEY_ACTIONS,
    KeyBindings,
    action_title,
    cluster_title,
    key_text,
)
from rok_qt.ui.input.pad_buttons import CHOSEN, button_name
from rok_qt.ui.theme import type_ratio

translate = QCoreApplication.translate
Section = tuple[str, list[tuple[str, str]]]


def menu_keys(bar: QMenuBar) -> list[tuple[str, str]]:
    """("Game > New game…", "Ctrl+N") for every menu entry that has a shortcut."""
    found: list[tuple[str, str]] = []

    def visit(menu: QMenu, path: list[str]) -> None:
        for action in menu.actions():
            sub = action.menu()
            title = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
            if isinstance(sub, QMenu):
                visit(sub, [*path, title])
            elif shortcuts := [s for s in action.shortcuts() if not s.isEmpty()]:
                keys = translate("Shortcuts", " or ").join(
                    s.toString(QKeySequence.SequenceFormat.NativeText) for s in shortcuts)
                found.append((" > ".join([*path, title]), keys))

    for action in bar.actions():
        if isinstance(action, QAction) and isinstance(action.menu(), QMenu):
            menu = action.menu()
            assert isinstance(menu, QMenu)
            visit(menu, [action.text().replace("&", "")])
    return found


def table_keys() -> list[Section]:
    """The table's own keys: the turn, the throw, the race, the flick, the lesson, replays."""
    return [
        (translate("Shortcuts", "Your turn (relay, the lesson)"), [
            (translate("Shortcuts", "Page Down, Page Up"),
             translate("Shortcuts", "Ring the next stone round the table, or the one before")),
            (translate("Shortcuts", "Arrow keys"),
             translate("Shortcuts", "Ring the nearest stone that way")),
            (translate("Shortcuts", "Home"),
             translate("Shortcuts", "Ring the stone nearest your edge")),
            (translate("Shortcuts", "Enter or Space"),
             translate("Shortcuts", "Mark the ringed stone; on its twin, again: take the two")),
            (translate("Shortcuts", "Esc"),
             translate("Shortcuts", "Drop the second stone, the mark, then the ring")),
            (translate("Shortcuts", "Backspace or Delete"),
             translate("Shortcuts", "Put your last take back")),
            (translate("Shortcuts", "Ctrl+Enter"), translate("Shortcuts", "End your turn")),
        ]),
        (translate("Shortcuts", "At the table"), [
            (translate("Shortcuts", "Space"),
             translate("Shortcuts", "Throw; start your turn on the cover; say you are ready")),
            (translate("Shortcuts", "Enter"),
             translate("Shortcuts", "Done (with no stone ringed); ready; Next in the lesson")),
            (translate("Shortcuts", "Esc"),
             translate("Shortcuts", "Pause the race (All at once) and go on")),
            (translate("Shortcuts", "Left and Right, Up and Down, Space"),
             translate("Shortcuts", "Flick contest: aim, set the strength, flick")),
        ]),
        (translate("Shortcuts", "The lesson"), [
            (translate("Shortcuts", "Enter"), translate("Shortcuts", "Next, or Try again")),
            (translate("Shortcuts", "Tab"),
             translate("Shortcuts", "From the table to the lesson's buttons and back")),
        ]),
        (translate("Shortcuts", "Watching a game again"), [
            (translate("Shortcuts", "Space"), translate("Shortcuts", "Play or pause")),
            (translate("Shortcuts", "Left, Right"),
             translate("Shortcuts", "One move back or on")),
            (translate("Shortcuts", "Page Up, Page Down"),
             translate("Shortcuts", "One round back or on")),
            (translate("Shortcuts", "Home, End"), translate("Shortcuts", "The start, the end")),
            (translate("Shortcuts", "Esc"), translate("Shortcuts", "Back to your game")),
        ]),
        (translate("Shortcuts", "Practice"), [
            (translate("Shortcuts", "T"), translate("Shortcuts", "Throw")),
            (translate("Shortcuts", "H"), translate("Shortcuts", "Hint")),
            (translate("Shortcuts", "Arrow keys, Space"),
             translate("Shortcuts", "Ring a stone, take it")),
            (translate("Shortcuts", "Esc"), translate("Shortcuts", "Leave")),
        ]),
    ]


def cluster_keys(bindings: KeyBindings) -> list[Section]:
    """Each keyboard cluster's keys as the players set them, and a controller's buttons."""
    sections: list[Section] = []
    for cluster in CLUSTERS:
        rows = [(key_text(bindings.key(cluster, action)), action_title(action))
                for action in KEY_ACTIONS]
        sections.append((translate(
            "Shortcuts", "Keys: {cluster} (All at once; with one hand, your turn too)").format(
                cluster=cluster_title(cluster)), rows))
    chosen = mapping.chosen()
    pad = [(button_name(chosen[action]), action_title(action)) for action in CHOSEN]
    pad += [(translate("Shortcuts", "D-pad, left stick"),
             translate("Shortcuts", "Move the ring")),
            (button_name(mapping.BUTTON_START), action_title(Action.PAUSE))]
    sections.append((translate("Shortcuts", "Game controller"), pad))
    return sections


def as_html(sections: list[Section]) -> str:
    """The sections as headed two-column tables (every text escaped: key names are data)."""
    parts = []
    for title, rows in sections:
        parts.append(f"<h3>{html.escape(title)}</h3><table cellspacing='0' cellpadding='3'>")
        for key, what in rows:
            parts.append(f"<tr><td><b>{html.escape(key)}</b></td>"
                         f"<td>{html.escape(what)}</td></tr>")
        parts.append("</table>")
    return "".join(parts)


class ShortcutsDialog(QDialog):
    """The list, in a text a screen reader reads line by line; Close closes."""

    def __init__(self, sections: list[Section], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.text = QTextBrowser()
        self.text.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.text.setOpenLinks(False)
        self.text.setHtml(as_html(sections))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text, 1)
        layout.addWidget(buttons)
        ratio = max(1.0, type_ratio())   # larger text: a wider list, within the screen
        room = self.screen().availableGeometry().size() * 0.9
        self.resize(min(round(620 * ratio), room.width()), min(round(560 * ratio), room.height()))
        self.text.setFocus()
