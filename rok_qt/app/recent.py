"""Game > Open Recent: the last games opened or saved, kept in QSettings, newest first."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

from rok_qt.app.checked import as_list, as_text

RECENT_KEY = "files/recent"
FOLDER_KEY = "files/last_folder"
MAX_RECENT = 8


def _as_path(entry: object) -> str | None:
    """One remembered entry as an absolute path string; anything that is not text is dropped."""
    text = as_text(entry)
    if not text.strip():
        return None
    return os.path.abspath(text)


class RecentFiles:
    """Read and update the list; a corrupt value in the settings reads as an empty list."""

    def __init__(self, settings: QSettings) -> None:
        self.settings = settings

    def paths(self) -> list[Path]:
        """Remembered games, newest first, at most MAX_RECENT, without repeats."""
        # An INI file holding one entry reads back as a plain string, not a one-item list.
        seen: list[str] = []
        for entry in as_list(self.settings.value(RECENT_KEY, [])):
            path = _as_path(entry)
            if path is not None and path not in seen:
                seen.append(path)
        return [Path(p) for p in seen[:MAX_RECENT]]

    def add(self, path: Path) -> None:
        """Put a game at the top of the list (it was just opened or saved)."""
        first = os.path.abspath(path)
        rest = [str(p) for p in self.paths() if str(p) != first]
        self.settings.setValue(RECENT_KEY, [first, *rest][:MAX_RECENT])
        self.settings.setValue(FOLDER_KEY, os.path.dirname(first))

    def clear(self) -> None:
        """Game > Open Recent > Clear list."""
        self.settings.setValue(RECENT_KEY, [])

    def folder(self) -> str:
        """Where the file dialogs start: the folder of the last game, if it still exists."""
        value = as_text(self.settings.value(FOLDER_KEY, ""))
        if value and os.path.isdir(value):
            return value
        return ""
