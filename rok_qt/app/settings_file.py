"""Where the game's settings live, and what happens when that is not a plain file.

On Linux and the other XDG systems Qt keeps them in `~/.config/rok-qt/rok-qt.conf` (and reads
`~/.config/rok-qt.conf` and the system folders' copies as fallbacks). Qt opens those files
without asking what they are: a named pipe there hangs the game before any window, and through
a symbolic link Qt replaces the link's target on every start and quit (a device, when run as
root). So each is looked at first without being opened (`lstat`); if any is not a regular file,
the game runs on its default settings, kept in a temporary file of its own, says so once, and
never reads or writes through the odd one. Windows keeps settings in the registry and macOS in
its preferences system, which need no such care.
"""

from __future__ import annotations

import atexit
import os
import shutil
import stat
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings


def _config_homes() -> list[Path]:
    """The user's config folder, then the system's (XDG_CONFIG_HOME, XDG_CONFIG_DIRS)."""
    home = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    system = os.environ.get("XDG_CONFIG_DIRS") or "/etc/xdg"
    return [Path(home), *(Path(p) for p in system.split(os.pathsep) if p)]


def settings_files(organization: str, application: str) -> list[Path]:
    """Every file Qt's native settings read on this system, in Qt's order; none on Windows
    and macOS."""
    if sys.platform in ("win32", "darwin"):
        return []
    return [path for folder in _config_homes()
            for path in (folder / organization / f"{application}.conf",
                         folder / f"{organization}.conf")]


def odd_settings_file(organization: str, application: str) -> Path | None:
    """The first settings file that exists and is not a regular file (a link, a pipe, a
    folder, a device), or None when all are regular or absent."""
    for path in settings_files(organization, application):
        try:
            mode = path.lstat().st_mode
        except FileNotFoundError:
            continue
        except OSError:
            return path
        if not stat.S_ISREG(mode):
            return path
    return None


def open_settings() -> tuple[QSettings, str | None]:
    """The game's settings, and a sentence to say once when they are defaults kept aside
    because the settings file is not a regular file."""
    app = QCoreApplication.instance()
    organization = app.organizationName() if app is not None else "rok-qt"
    application = app.applicationName() if app is not None else "rok-qt"
    odd = odd_settings_file(organization, application)
    if odd is None:
        return QSettings(), None
    folder = tempfile.mkdtemp(prefix="rok-qt-settings-")
    atexit.register(shutil.rmtree, folder, True)
    settings = QSettings(str(Path(folder) / "rok-qt.conf"), QSettings.Format.IniFormat)
    return settings, QCoreApplication.translate(
        "main", "The settings file {path} is not a regular file: R\u00f6k runs with its "
                "default settings this time and changes nothing there.").format(path=odd)
