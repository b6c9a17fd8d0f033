"""The window's menus, filled by the features that own their entries.

As Frescobaldi's action collections: each feature (new game, practice, files, replays, network
play, the lesson, the table's view, settings, help) makes its own QActions in a collection and
puts them in a section of a menu; the window only makes the menus and their sections. A
collection is made with the window (QActions only: its feature is not built, nothing heavy is
imported), so the menus are whole after `__init__`; a feature built with the table connects
its slots then, and entries that need the table stay off until it
is built (`Menus.table_built`).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

translate = QCoreApplication.translate

SECTIONS: dict[str, tuple[tuple[str, bool], ...]] = {
    "game": (("new", True), ("files", False), ("records", False), ("network", True),
             ("quit", True)),
    "view": (("zoom", True), ("network", True), ("panels", True)),
    "settings": (("animations", True), ("preferences", True)),
    "help": (("rules", True), ("lesson", False), ("about", False)),
}
"""Each menu's sections in order, and whether a separator stands before the section's entries
when entries come before them (Open follows New game and Practice with none)."""
Entry = QAction | QMenu | None
"""What a section holds: an entry, a submenu, or None for a separator inside the section."""


def first_binding(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The key's first binding on this platform, as QKeySequence(key) has it. (Building that,
    or calling setShortcut, names the Qt namespace: ~90 enums before the first window.)"""
    return QKeySequence.keyBindings(key)[:1]


class ActionCollection(QObject):
    """One feature's menu entries (`make` adds one); the feature connects their `triggered` to
    its slots once it is there."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.needs_table: list[QAction] = []

    def make(self, text: str, *, keys: Iterable[str] = (),
             standard: QKeySequence.StandardKey | None = None,
             role: QAction.MenuRole | None = None, needs_table: bool = True,
             checkable: bool = False) -> QAction:
        """An entry: `standard` is the platform's key for it (its first binding), `keys` more
        keys as text; the roles put Quit, Preferences and About where macOS expects them. An
        entry that `needs_table` is off until the game is built."""
        action = QAction(text, self, checkable=checkable)
        shortcuts = [] if standard is None else first_binding(standard)
        shortcuts += [QKeySequence.fromString(key) for key in keys]
        if shortcuts:
            action.setShortcuts(shortcuts)
        if role is not None:
            action.setMenuRole(role)
        if needs_table:
            action.setEnabled(False)
            self.needs_table.append(action)
        return action


class Menus:
    """Game, View, Settings and Help, each made of sections (SECTIONS) that features fill."""

    def __init__(self, window: QMainWindow) -> None:
        bar = window.menuBar()
        titles = {"game": translate("MainWindow", "&Game"),
                  "view": translate("MainWindow", "&View"),
                  "settings": translate("MainWindow", "&Settings"),
                  "help": translate("MainWindow", "&Help")}
        self.menus = {name: bar.addMenu(title) for name, title in titles.items()}
        self._entries: dict[tuple[str, str], list[QAction]] = {
            (name, section): [] for name, sections in SECTIONS.items() for section, _ in sections}
        self._leads: dict[tuple[str, str], QAction] = {}
        self._collections: list[ActionCollection] = []

    def add(self, place: str, *entries: Entry) -> None:
        """Put entries at the end of a section, `place` as "menu/section"."""
        name, section = place.split("/")
        menu = self.menus[name]
        order = [s for s, _ in SECTIONS[name]]
        later = order[order.index(section) + 1:]
        for entry in entries:
            self._entries[name, section].append(_put(menu, entry, self._first_of(name, later)))
        self._lay_separators(name)

    def _first_of(self, name: str, sections: list[str]) -> QAction | None:
        """The first entry (or leading separator) of the first of these sections that has any;
        None: the menu's end."""
        for section in sections:
            lead = self._leads.get((name, section))
            if lead is not None:
                return lead
            if self._entries[name, section]:
                return self._entries[name, section][0]
        return None

    def _lay_separators(self, name: str) -> None:
        """A filled section that wants one gets its separator once entries come before it."""
        menu, before_it = self.menus[name], False
        for section, separated in SECTIONS[name]:
            entries = self._entries[name, section]
            if entries and separated and before_it and (name, section) not in self._leads:
                self._leads[name, section] = menu.insertSeparator(entries[0])
            before_it = before_it or bool(entries)

    def collect(self, collection: ActionCollection) -> None:
        """A feature's collection: its entries that need the table wait for it with the rest."""
        self._collections.append(collection)

    def table_built(self) -> None:
        """The game is built: every entry that waited for it is on."""
        for collection in self._collections:
            for action in collection.needs_table:
                action.setEnabled(True)


def _put(menu: QMenu, entry: Entry, before: QAction | None) -> QAction:
    """The entry (a separator for None) in `menu` before `before`, or at its end."""
    if entry is None:
        return menu.insertSeparator(before) if before is not None else menu.addSeparator()
    if isinstance(entry, QMenu):
        return menu.insertMenu(before, entry) if before is not None else menu.addMenu(entry)
    if before is not None:
        menu.insertAction(before, entry)
    else:
        menu.addAction(entry)
    return entry
