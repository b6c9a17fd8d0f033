"""The Help menu's own entries: Rules, Keyboard shortcuts, Statistics, Open the log folder,
About (the lesson's Learn to play is the lesson's, app/learn.py).

Statistics reads the record of finished games afresh, off the window's thread; its dialog opens
when the record has been read. The log folder is where the log a player can send is written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QMainWindow

from rok_qt import __version__, logs
from rok_qt.app.menus import ActionCollection, Menus

if TYPE_CHECKING:
    from rok_qt.app.record_reader import RecordReader
    from rok_qt.persistence.history import Loaded
    from rok_qt.persistence.history_summary import PracticeRecord


class HelpMenu(QObject):
    """Help > Rules, Keyboard shortcuts, Statistics, Open the log folder and About."""

    def __init__(self, window: QMainWindow, settings: QSettings, menus: Menus) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.actions = ActionCollection(self)
        make = self.actions.make
        rules = make(self.tr("&Rules"), standard=QKeySequence.StandardKey.HelpContents,
                     needs_table=False)
        rules.triggered.connect(self.show_rules)
        shortcuts = make(self.tr("&Keyboard shortcuts"), keys=("Ctrl+/",), needs_table=False)
        shortcuts.triggered.connect(self.show_shortcuts)
        statistics = make(self.tr("&Statistics"))
        statistics.triggered.connect(self.show_statistics)
        log_folder = make(self.tr("Open the log &folder"), needs_table=False)
        log_folder.triggered.connect(self.open_log_folder)
        about = make(self.tr("&About R\u00f6k"), role=QAction.MenuRole.AboutRole,
                     needs_table=False)
        about.triggered.connect(self.show_about)
        menus.add("help/rules", rules, shortcuts)
        menus.add("help/about", statistics, log_folder, about)
        menus.collect(self.actions)
        self._reader: RecordReader | None = None
        self._record_path: Callable[[], Path | None] = lambda: None

    def attach(self, reader: RecordReader, record_path: Callable[[], Path | None]) -> None:
        """The game is built: Statistics reads the record at `record_path()` when asked."""
        self._reader, self._record_path = reader, record_path
        reader.statistics_read.connect(self._show_statistics)

    def show_rules(self) -> None:
        """Help > Rules."""
        from rok_qt.ui.dialogs.rules_dialog import RulesDialog

        dialog = RulesDialog(self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_shortcuts(self) -> None:
        """Help > Keyboard shortcuts: the menus' keys, the table's, each cluster's as set."""
        from rok_qt.ui.dialogs.shortcuts_dialog import (
            ShortcutsDialog,
            cluster_keys,
            menu_keys,
            table_keys,
        )
        from rok_qt.ui.input.key_bindings import KeyBindings

        sections = [(self.tr("Menus"), menu_keys(self.window.menuBar())), *table_keys(),
                    *cluster_keys(KeyBindings.read(self.settings))]
        dialog = ShortcutsDialog(sections, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_statistics(self) -> None:
        """Help > Statistics: the record of finished games, read afresh off the GUI thread;
        the dialog opens when it has been read (`reader.statistics_read`)."""
        if self._reader is not None:
            self._reader.read_statistics(self._record_path())

    def _show_statistics(self, loaded: Loaded | None, practice: PracticeRecord | None) -> None:
        from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(loaded, self.window, practice)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def open_log_folder(self) -> None:
        """Help > Open the log folder: where the log a player can send is written."""
        from rok_qt.persistence.files import user_data_dir

        folder = logs.log_folder(user_data_dir())
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            logs.channel("files").warning("cannot make the log folder %s: %s", folder, error)
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            self.window.statusBar().showMessage(self.tr("The log folder is {folder}").format(
                folder=folder), 10_000)

    def show_about(self) -> None:
        """Help > About."""
        from PySide6.QtWidgets import QMessageBox  # named on first use (ui/plain.py says why)

        QMessageBox.about(self.window, self.tr("About R\u00f6k"), self.tr(
            "<h3>R\u00f6k {version}</h3><p>The rune-stone grabbing game on the desktop: throw "
            "the stones, grab the pairs, flick at the Rune of Fate.</p>").format(
                version=__version__))
