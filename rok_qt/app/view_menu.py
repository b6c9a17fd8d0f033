"""The View menu's own entries: the table's zoom (remembered for the next start) and the round
log, a side panel with every round's lines, newest first (View > Round log, Ctrl+L).

Connection details are network play's (app/network/actions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow

from rok_qt.app.menus import ActionCollection, Menus
from rok_qt.app.remembered import ZOOM_KEY, read_zoom

if TYPE_CHECKING:
    from rok_qt.ui.game.game_widget import GameWidget
    from rok_qt.ui.game.round_log import RoundLog


class ViewMenu(QObject):
    """View > Zoom in, Zoom out, Fit the table, and (once built) Round log."""

    def __init__(self, window: QMainWindow, settings: QSettings, menus: Menus) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.menus = menus
        self.actions = ActionCollection(self)
        make = self.actions.make
        self.zoom_in = make(self.tr("Zoom &in"), standard=QKeySequence.StandardKey.ZoomIn,
                            keys=("Ctrl+=",))   # on many keyboards + needs Shift
        self.zoom_out = make(self.tr("Zoom &out"), standard=QKeySequence.StandardKey.ZoomOut)
        self.fit = make(self.tr("&Fit the table to the window"), keys=("Ctrl+0",))
        menus.add("view/zoom", self.zoom_in, self.zoom_out, self.fit)
        menus.collect(self.actions)
        self.round_log: RoundLog | None = None
        self.round_log_dock: QDockWidget | None = None

    def attach(self, game: GameWidget) -> None:
        """The game is built: the zoom acts on its table, as it was left."""
        self.zoom_in.triggered.connect(game.zoom_in)
        self.zoom_out.triggered.connect(game.zoom_out)
        self.fit.triggered.connect(game.reset_zoom)
        game.set_zoom(read_zoom(self.settings))
        game.zoom_changed.connect(lambda zoom: self.settings.setValue(ZOOM_KEY, zoom))

    def build_round_log(self) -> RoundLog:
        """View > Round log: every round's lines, newest first, in a side panel (hidden)."""
        from rok_qt.ui.game.round_log import RoundLog
        from rok_qt.ui.side_panel import SidePanel

        self.round_log = RoundLog()
        dock = SidePanel(self.tr("Round log"), self.window)
        dock.setObjectName("roundLogDock")
        dock.setWidget(self.round_log)
        dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea
                             | Qt.DockWidgetArea.RightDockWidgetArea)
        self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setVisible(False)
        self.round_log_dock = dock
        toggle = dock.toggleViewAction()
        toggle.setText(self.tr("Round &log"))
        toggle.setShortcuts([QKeySequence.fromString("Ctrl+L")])
        self.menus.add("view/panels", toggle)
        # A round's title watches the round again (the replay viewer, app/replay_mode.py).
        self.round_log.set_round_action(self.tr("watch it again"))
        return self.round_log
