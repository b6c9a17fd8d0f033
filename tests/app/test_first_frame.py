"""Start-up order: the window is on screen with its menus first, and the table a frame later."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.ui.game.game_widget import GameWidget

ROOT = Path(__file__).resolve().parents[2]
GAME_MENU = ["&New game\u2026", "&Practice", "&Open\u2026", "Open &Recent", "", "&Save",
             "Save &As\u2026", "", "&Watch a game\u2026", "Save the game's &record as\u2026", "",
             "&Host a table\u2026", "&Join a table\u2026", "&Leave the table", "", "&Quit"]


def shows_the_game(window: MainWindow) -> bool:
    """The game's table is in the middle of the window (inside the stack it shares with the
    practice table)."""
    central: QWidget | None = window.centralWidget()
    return central is not None and isinstance(getattr(window, "game", None), GameWidget) and (
        central is window.game or central.isAncestorOf(window.game))


def game_menu(window: MainWindow) -> list[str]:
    """The Game menu's entries as shown, separators as ''."""
    menu = window.menuBar().actions()[0].menu()
    assert isinstance(menu, QMenu)
    return [action.text() for action in menu.actions()]


def test_the_window_shows_with_its_menus_then_the_table_follows(
        qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    at_show: dict[str, object] = {}

    def look() -> None:
        at_show["menus"] = [action.text() for action in window.menuBar().actions()]
        at_show["visible"] = window.isVisible()

    def built() -> None:
        handle = window.windowHandle()
        at_show["exposed when the table came"] = handle is not None and handle.isExposed()

    window.shown.connect(look)
    window.table_ready.connect(built)
    with qtbot.waitSignals([window.shown, window.table_ready], order="strict", timeout=5000):
        window.show()
    assert at_show == {"menus": ["&Game", "&View", "&Settings", "&Help"], "visible": True,
                       "exposed when the table came": True}
    assert shows_the_game(window)
    assert window.game.view.isVisible(), "the table is on screen right after the first frame"


def test_the_table_waits_for_the_window_on_screen_and_comes_anyway_when_it_never_is(
        qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    # Shown but never exposed, as a window started minimised.
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    with qtbot.waitSignal(window.shown, timeout=5000):
        window.show()
    with qtbot.assertNotEmitted(window.table_ready, wait=300):
        pass
    with qtbot.waitSignal(window.table_ready, timeout=5000):
        pass
    assert shows_the_game(window)


def test_a_window_built_at_once_has_its_table_before_it_shows(
        qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    assert shows_the_game(window) and game_menu(window) == GAME_MENU
    with qtbot.assertNotEmitted(window.table_ready, wait=100), \
            qtbot.waitSignal(window.shown, timeout=5000):
        window.show()


def test_the_round_log_follows_a_table_built_after_the_window(
        qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.table_ready, timeout=5000):
        window.show()
    view = window.menuBar().actions()[1].menu()
    assert isinstance(view, QMenu)
    qtbot.waitUntil(lambda: "Round &log" in [action.text() for action in view.actions()],
                    timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.round_log_dock.isVisible)
    assert window.round_log_dock.widget() is window.round_log


def test_game_entries_wait_for_the_table_and_then_work(
        qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    zoom_in = next(action for action in window.findChildren(QAction)
                   if action.text() == "Zoom &in")
    assert not zoom_in.isEnabled() and not window.new_action.isEnabled()
    zoom_in.trigger()   # the frame before the table: nothing to zoom, and no error
    with qtbot.waitSignal(window.table_ready, timeout=5000):
        window.show()
    assert zoom_in.isEnabled() and window.new_action.isEnabled()
    assert window.game.view.zoom == 1.0, "the early press was not kept for later"
    with qtbot.waitSignal(window.game.view.zoom_changed, timeout=1000) as blocker:
        zoom_in.trigger()
    assert blocker.args is not None and blocker.args[0] > 1.0
    assert game_menu(window) == GAME_MENU


# The offscreen platform cannot raise a popup or grab the keyboard for it, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_a_question_asked_as_the_game_is_built_holds_time_until_it_is_answered(
        qtbot: QtBot, settings: QSettings) -> None:
    """The real start asks (resume a game?) as soon as the game is whole, a turn after the
    table's first frame: the question keeps the computer players waiting, and a menu opened
    afterwards does too."""
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    asked: list[QMessageBox] = []

    def ask() -> None:
        box = QMessageBox(QMessageBox.Icon.Question, "R\u00f6k", "Resume the game?",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
        box.open()
        asked.append(box)

    window.table_ready.connect(ask)
    with qtbot.waitSignals([window.table_drawn, window.table_ready], order="strict",
                           timeout=5000):
        window.show()
    qtbot.waitUntil(lambda: window.session.held, timeout=5000)
    assert "over the table" in window.session.holds
    asked[0].button(QMessageBox.StandardButton.No).click()
    qtbot.waitUntil(lambda: not window.session.held, timeout=5000)
    game = window.menuBar().actions()[0].menu()
    assert isinstance(game, QMenu)
    game.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(lambda: window.session.held, timeout=5000)
    game.hide()
    qtbot.waitUntil(lambda: not window.session.held, timeout=5000)


# The offscreen platform cannot raise a popup or grab the keyboard for it, and says so.
@pytest.mark.qt_log_ignore("This plugin does not support")
def test_keys_a_resize_and_a_menu_at_the_tables_first_frame_leave_the_game_working(
        qtbot: QtBot, settings: QSettings) -> None:
    """The table shows a turn before the game that plays on it is built: a person who presses
    keys on it, resizes the window and opens the Game menu at once finds the game working."""
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    game = window.menuBar().actions()[0].menu()
    assert isinstance(game, QMenu)

    def at_the_first_frame() -> None:
        view = window.game.view
        view.setFocus()
        for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Left):
            qtbot.keyClick(view, key)
        window.resize(window.width() - 40, window.height() - 30)
        game.popup(window.mapToGlobal(window.rect().center()))

    window.table_drawn.connect(at_the_first_frame)
    with qtbot.waitSignals([window.table_drawn, window.table_ready], order="strict",
                           timeout=5000):
        window.show()
    assert game.isVisible() and game_menu(window) == GAME_MENU
    assert window.new_action.isEnabled()
    game.hide()
    qtbot.waitUntil(lambda: not window.session.held, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.setup_dialog is not None, timeout=5000)
    assert window.setup_dialog is not None
    window.setup_dialog.reject()


def test_menu_shortcuts_are_the_usual_keys(qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    keys = {action.text(): [key.toString() for key in action.shortcuts()]
            for action in window.findChildren(QAction)}
    assert keys["&New game\u2026"] == ["Ctrl+N"] and keys["&Rules"] == ["F1"]
    assert keys["&Practice"] == ["Ctrl+P"]
    assert keys["Zoom &in"] == ["Ctrl++", "Ctrl+="] and keys["Zoom &out"] == ["Ctrl+-"]
    assert keys["&Fit the table to the window"] == ["Ctrl+0"]


@pytest.mark.parametrize("exit_when", ["READY", "BUILT"])
def test_the_real_start_builds_its_table_and_exits_cleanly(tmp_path: Path, exit_when: str) -> None:
    """Left at the table's first frame (the rest of the game not built yet), or once the game
    is whole."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("ROK_QT_EXIT_WHEN_")}
    env.update({f"ROK_QT_EXIT_WHEN_{exit_when}": "1"}, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-m", "rok_qt.app.main"], cwd=ROOT, env=env,
                            capture_output=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr.decode()


# A child process: the real main(), noting which modules are loaded when the window's signal
# (its name given in argv) is emitted, and which of QtWidgets' classes were named by then (as
# "PySide6.QtWidgets.QName": PySide6 builds a class's enums when it is first named).
_LOADED_AT = """
import sys
from PySide6 import QtWidgets
from rok_qt.app import main, window
seen = set()
build = window.MainWindow.__init__
def note():
    seen.update(sys.modules)
    seen.update("PySide6.QtWidgets." + name for name in vars(QtWidgets))
def noting(self, *args, **kwargs):
    build(self, *args, **kwargs)
    getattr(self, sys.argv[1]).connect(note)
window.MainWindow.__init__ = noting
code = main.main(["rok-qt"])
print(" ".join(sorted(seen)))
sys.exit(code)
"""


def modules_loaded_at(signal: str, exit_when: str, tmp_path: Path) -> set[str]:
    """The modules the real start has loaded when the main window emits `signal`; the start
    leaves at ROK_QT_EXIT_WHEN_`exit_when`, as the start-up benchmark's does."""
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("ROK_QT_EXIT_WHEN_")}
    env.update({f"ROK_QT_EXIT_WHEN_{exit_when}": "1"}, QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", _LOADED_AT, signal], cwd=ROOT, env=env,
                            capture_output=True, timeout=60, check=False, text=True)
    assert result.returncode == 0, result.stderr
    return set(result.stdout.split())


def test_the_first_window_shows_before_the_game_loads(tmp_path: Path) -> None:
    loaded = modules_loaded_at("shown", "SHOWN", tmp_path)
    assert "rok_qt.app.window" in loaded, "the probe saw the window shown"
    # Each of these took milliseconds of the first window's start (issue 11).
    game = {"msgspec", "pymunk", "rok_qt.session", "rok_qt.model.engine",
            "rok_qt.persistence.files", "rok_qt.app.files", "rok_qt.app.preferences",
            "rok_qt.ui.game.game_widget"}
    assert loaded & game == set()


def test_the_tables_first_frame_is_drawn_before_network_play_loads(tmp_path: Path) -> None:
    loaded = modules_loaded_at("table_drawn", "READY", tmp_path)
    assert "rok_qt.ui.game.game_widget" in loaded, "the probe saw the table drawn"
    # The empty table is drawn before the game that plays on it: the session, the model's
    # states (msgspec) and physics, the parts that play a game and their sounds and inputs
    # took ~70 ms of the start to the table's first frame (issue 34); they load just after.
    game = {"msgspec", "rok_qt.session", "rok_qt.model.state", "rok_qt.model.engine",
            "rok_qt.model.physics", "rok_qt.ui.game.question_router",
            "rok_qt.ui.game.live_race", "rok_qt.ui.sound.board", "rok_qt.ui.input.devices",
            "rok_qt.app.host"}
    assert loaded & game == set()
    # Network play and its libraries (websockets, TLS, asyncio, zeroconf) took ~50 ms of the
    # start to the table's first frame (issue 34): they load on first use, or just after it.
    network = {"rok_qt.app.network.mode", "websockets", "zeroconf", "ssl", "asyncio"}
    assert loaded & network == set()
    # No message box is shown by then: naming QMessageBox (a module that imports it) built
    # its enums, ~2 ms of the first frame.
    assert "PySide6.QtWidgets.QWidget" in loaded, "the probe saw QtWidgets' classes"
    assert "PySide6.QtWidgets.QMessageBox" not in loaded
    # Nor is QStyle named (the game's style waits for the table to be built): its enums, ~6 ms.
    assert "PySide6.QtWidgets.QStyle" not in loaded


# A child process: the real start to the whole game; a box made as Qt's own dialogs make them
# (not through the game's helpers) right after the start set the game's style: its icon.
_BOX_AT_START = """
import sys
from PySide6.QtWidgets import QMessageBox, QStyle, QStyleFactory
from rok_qt.app import main
from rok_qt.ui import theme
set_style = theme.use_game_style
said = []
def look(app):
    set_style(app)
    box = QMessageBox(QMessageBox.Icon.Question, "Resume the game?", "Resume it?")
    shown = box.iconPixmap()
    stock = QStyleFactory.create("Fusion").standardIcon(QStyle.StandardPixmap.SP_MessageBoxQuestion)
    said.append("stock" if shown.toImage() == stock.pixmap(shown.size()).toImage() else "stone")
theme.use_game_style = look
code = main.main(["rok-qt"])
print(" ".join(said))
sys.exit(code)
"""


def test_the_start_sets_the_games_stones_on_every_message_box_once_the_table_is_built(
        tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("ROK_QT_EXIT_WHEN_")}
    env.update(ROK_QT_EXIT_WHEN_BUILT="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", _BOX_AT_START], cwd=ROOT, env=env,
                            capture_output=True, timeout=60, check=False, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["stone"]


def test_network_play_answers_its_entries_as_soon_as_the_table_is_built(
        qtbot: QtBot, settings: QSettings) -> None:
    """Host a table and Join a table chosen at once (before network play is built after the
    first frame) open their dialogs; Connection details follows the table from then on."""
    from rok_qt.ui.network.host_dialog import HostDialog
    from rok_qt.ui.network.join_dialog import JoinDialog

    window = MainWindow(settings=settings, table_later=True)
    qtbot.addWidget(window)
    window.table_ready.connect(window.host_action.trigger)
    with qtbot.waitSignal(window.table_ready, timeout=5000):
        window.show()
    host = window.findChild(HostDialog)
    assert host is not None and host.isVisible()
    host.reject()
    window.join_action.trigger()
    join = window.findChild(JoinDialog)
    assert join is not None and join.isVisible()
    join.reject()
    assert not window.details_action.isEnabled(), "no network table yet"


# A child process: the real start to the table; is the cycle collector on while it is built,
# and after?
_COLLECTOR = """
import gc, sys
from rok_qt.app import main, window
seen = {}
build = window.MainWindow.__init__
def noting(self, *args, **kwargs):
    build(self, *args, **kwargs)
    self.table_ready.connect(lambda: seen.update(building=gc.isenabled()))
window.MainWindow.__init__ = noting
code = main.main(["rok-qt"])
print(seen["building"], gc.get_freeze_count(), gc.isenabled())
sys.exit(code)
"""


def test_the_collector_rests_while_the_table_is_built_and_runs_after(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if not key.startswith("ROK_QT_EXIT_WHEN_")}
    env.update(ROK_QT_EXIT_WHEN_BUILT="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path))
    result = subprocess.run([sys.executable, "-c", _COLLECTOR], cwd=ROOT, env=env,
                            capture_output=True, timeout=60, check=False, text=True)
    assert result.returncode == 0, result.stderr
    building, frozen, after = result.stdout.split()
    # What start-up made is left out of later passes, and collection is on again.
    assert building == "False" and int(frozen) > 10_000 and after == "True"
