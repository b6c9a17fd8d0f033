"""Unexpected errors during play: an error dialog, an emergency save, and the app keeps running.

PySide6 hands an exception raised in a slot or a Qt override to `sys.excepthook` and carries
on, so one hook sees them all. The hook never raises and never starts a nested event loop (it
may run inside a paint event): the dialog is opened window-modal and returns at once.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from rok_qt import logs
from rok_qt.ui.plain import game_style_for_boxes, make_plain

if TYPE_CHECKING:
    # QMessageBox is named when a crash is shown (ui/plain.py says why).
    from PySide6.QtWidgets import QMessageBox

    from rok_qt.app.autosave import Autosave
    from rok_qt.model.state import GameState

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]

LOG = logs.channel("app")


def summary(error: BaseException) -> str:
    """One line naming the error: `ValueError: bad value`."""
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


class CrashHandler(QObject):
    """Installed as `sys.excepthook` by `install`; `uninstall` restores the previous hook."""

    def __init__(self, window: QWidget, state: Callable[[], GameState | None],
                 autosave: Autosave | None) -> None:
        super().__init__(window)
        self.window = window
        self.state = state
        self.autosave = autosave
        self.dialog: QMessageBox | None = None
        self.errors: list[str] = []
        self._previous: ExceptHook | None = None

    def install(self) -> None:
        """Catch every unhandled exception from now on."""
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        """Put the previous hook back."""
        if self._previous is not None and sys.excepthook == self.handle:
            sys.excepthook = self._previous
        self._previous = None

    def handle(self, kind: type[BaseException], error: BaseException,
               tb: TracebackType | None) -> None:
        """The hook: print, save the game aside, show the dialog; never raise from here."""
        if issubclass(kind, KeyboardInterrupt) and self._previous is not None:
            self._previous(kind, error, tb)
            return
        details = "".join(traceback.format_exception(kind, error, tb))
        print(details, file=sys.stderr, end="")
        LOG.error("unhandled error:\n%s", details.rstrip())
        self.errors.append(details)
        try:
            saved = self._emergency_save()
            self._show(summary(error), details, saved)
        except Exception as inner:  # the hook must survive its own failure
            LOG.exception("the error handler failed too")
            print(f"rok-qt: the error handler failed too: {inner!r}", file=sys.stderr)

    def _emergency_save(self) -> str | None:
        """The emergency file's path, or None when there is no game or it could not be written."""
        state = self.state()
        if self.autosave is None or state is None:
            return None
        if not self.autosave.write_emergency(state):
            return None
        return str(self.autosave.emergency_path)

    def _show(self, line: str, details: str, saved: str | None) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            # A slot failing on every frame must not stack up dialogs: count it in the details.
            self.dialog.setDetailedText(self.dialog.detailedText() + "\n\n" + details)
            return
        from PySide6.QtWidgets import QMessageBox

        translate = QCoreApplication.translate
        game_style_for_boxes()   # the crash may come before the start set it
        box = QMessageBox(QMessageBox.Icon.Critical, translate("crash", "Something went wrong"),
                          translate("crash", "R\u00f6k hit an unexpected error: {error}").format(
                              error=line), QMessageBox.StandardButton.Ok, self.window)
        if saved is not None:
            box.setInformativeText(translate(
                "crash", "The game was saved to {path}. You can keep playing, or open that "
                         "file later.").format(path=saved))
        else:
            box.setInformativeText(translate(
                "crash", "You can keep playing; saving the game now with Game > Save As is a "
                         "good idea."))
        box.setDetailedText(details)
        # The error's text may quote a player's name or a file: never read it as markup.
        make_plain(box)
        self.dialog = box
        box.open()
