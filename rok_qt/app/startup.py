"""A run of the app: the window with its autosave and crash handler, what it shows first
(resume a game a crash interrupted, open a file, or set up a game), and the clean exit."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from rok_qt.app.autosave import Autosave
from rok_qt.app.crash import CrashHandler
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig
from rok_qt.persistence import SaveFileError


def open_window(autosave: Autosave | None) -> tuple[MainWindow, bool, CrashHandler]:
    """The main window, whether the last run crashed with a game, the crash handler installed.

    The crash check comes before `Autosave.start`, which clears the last run's marker.
    """
    crashed = autosave is not None and autosave.crashed()
    if autosave is not None:
        autosave.start()
    window = MainWindow(autosave=autosave)
    window.files.ask_to_save = True
    crash = CrashHandler(window, lambda: window.session.state, autosave)
    crash.install()
    return window, crashed, crash


def close_cleanly(autosave: Autosave | None, crash: CrashHandler) -> None:
    """After the event loop: a normal quit, so the next start does not offer to resume."""
    crash.uninstall()
    if autosave is not None:
        autosave.mark_clean_exit()


def offer_resume(window: MainWindow, autosave: Autosave) -> bool:
    """Ask to resume the autosaved game; True when it was resumed."""
    translate = QCoreApplication.translate
    try:
        state = autosave.load()
    except SaveFileError as error:
        QMessageBox.warning(window, translate("startup", "Cannot resume"), translate(
            "startup", "R\u00f6k stopped unexpectedly last time, and its autosaved game cannot "
                       "be read: {reason}.").format(reason=str(error).rstrip(".")))
        autosave.discard()
        return False
    names = ", ".join(player.name for player in state.players)
    answer = QMessageBox.question(
        window, translate("startup", "Resume the game?"),
        translate("startup", "R\u00f6k stopped unexpectedly during a game ({names}; round "
                             "{round}). Resume it where it stopped?").format(
                                 names=names, round=state.round),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    if answer != QMessageBox.StandardButton.Yes:
        autosave.discard()
        return False
    window.files.resume(state)
    return True


def start_up(window: MainWindow, autosave: Autosave | None, crashed: bool,
             file: str | None, config: GameConfig | None) -> None:
    """The first thing shown: the resume offer, else the file asked for, else a game."""
    if crashed and autosave is not None and offer_resume(window, autosave):
        return
    if file and window.files.open_path(Path(file), ask=False):
        return
    if config is not None:
        window.start(config)
    else:
        window.new_game()
