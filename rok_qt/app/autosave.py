"""The autosave after every move, the clean-exit marker, and the clean-up of interrupted writes.

No Qt here: the window calls `write` after each applied move and `mark_clean_exit` on a normal
quit; at start-up `crashed()` says whether the last run ended without that marker while a game
was autosaved, which is when the player is offered to resume it.
"""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path

from rok_qt.model.state import GameState
from rok_qt.persistence import SaveFileError, encode, load_file
from rok_qt.persistence.atomic import write_atomic

AUTOSAVE_NAME = "autosave.rok"
EMERGENCY_NAME = "emergency.rok"
CLEAN_EXIT_NAME = "clean-exit"

_STRAY = re.compile(r"^\..+\.tmp$")
"""Temporary names of `write_atomic`: `.<target>.<random>.tmp`, left only by a killed write."""


def stray_temps(folder: Path, target: str | None = None) -> list[Path]:
    """Temporary files an interrupted atomic write left in `folder` (for `target` only, if set)."""
    prefix = "." if target is None else f".{target}."
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [folder / name for name in sorted(names)
            if name.startswith(prefix) and _STRAY.match(name) and (folder / name).is_file()]


def clean_stray_temps(folder: Path, target: str | None = None) -> int:
    """Remove what `stray_temps` finds; returns how many went (an undeletable one is skipped)."""
    removed = 0
    for path in stray_temps(folder, target):
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed


class Autosave:
    """`autosave.rok`, `emergency.rok` and the clean-exit marker in one per-user folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        self.emergency_path = self.folder / EMERGENCY_NAME
        self.marker = self.folder / CLEAN_EXIT_NAME
        self.last_error: str | None = None

    def crashed(self) -> bool:
        """True when a game was autosaved and the run that wrote it never quit normally."""
        return self.path.is_file() and not self.marker.exists()

    def start(self) -> None:
        """A run begins: clear interrupted writes, and the marker until this run quits."""
        clean_stray_temps(self.folder)
        with contextlib.suppress(OSError):
            self.marker.unlink()

    def load(self) -> GameState:
        """The autosaved game (SaveFileError when it is missing or damaged)."""
        return load_file(self.path)

    def write(self, state: GameState) -> bool:
        """Autosave atomically; False (and `last_error`) instead of raising: play goes on."""
        return self._write(self.path, state)

    def write_emergency(self, state: GameState) -> bool:
        """Save beside the autosave after an unexpected error, keeping the last good autosave."""
        return self._write(self.emergency_path, state)

    def discard(self) -> None:
        """Forget the autosaved game (the player declined to resume it, or quit normally)."""
        with contextlib.suppress(OSError):
            self.path.unlink()

    def mark_clean_exit(self) -> None:
        """A normal quit: no resume offer next time."""
        self.discard()
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.marker.write_bytes(b"")
        except OSError as error:
            self.last_error = str(error)

    def _write(self, path: Path, state: GameState) -> bool:
        try:
            data = encode(state)
            self.folder.mkdir(parents=True, exist_ok=True)
            # No .bak: the autosave is rewritten after every move, a backup would only lag.
            write_atomic(path, data, backup=False)
        except (OSError, SaveFileError) as error:
            self.last_error = str(error)
            return False
        self.last_error = None
        return True
