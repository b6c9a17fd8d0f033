"""Where the game's settings live, and what happens when that is not a plain file.

On Linux and the other XDG systems Qt keeps them in `~/.config/rok-qt/rok-qt.conf` (and reads
`~/.config/rok-qt.conf` and the system folders' copies as fallbacks). Qt opens those files
without asking what they are: a named pipe there hangs the game before any window, and through
a symbolic link Qt replaces the link's target on every start and quit (a device, when run as
root). So each is looked at first without being opened (`lstat`); if any is not a regular file,
the game runs on its default settings, kept in a temporary file of its own, says so once, and
never reads or writes through the odd one. A regular file that cannot be what Qt wrote (binary,
empty, NUL bytes, lines that are no settings) is damaged: it is copied aside whole first, and
said once; Qt then reads what it can of it and writes it afresh. Windows keeps settings in the
registry and macOS in its preferences system, which need no such care.
"""

from __future__ import annotations

import atexit
import os
import shutil
import stat
import sys
import tempfile
import time
from collections.abc import Callable
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


MAX_SETTINGS_BYTES = 1024 * 1024
"""The game's settings take a few kilobytes; a larger file is not one it wrote."""


def settings_damage(path: Path) -> str | None:
    """Why the settings file at `path` cannot be what Qt wrote (empty, not text, NUL or other
    control characters, a line that is neither a [section], a key=value nor a comment, too
    large), or None when it reads as settings or is not there (a link or a pipe is
    `odd_settings_file`'s)."""
    from rok_qt.persistence.reading import FileRefused, read_regular

    try:
        data = read_regular(path, MAX_SETTINGS_BYTES, follow_links=False)
    except FileRefused as refused:
        return refused.reason if refused.too_large else None
    except OSError:
        return None   # unreadable: Qt reads nothing either, and says nothing is lost
    if not data.strip():
        return "it is empty"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return "it is not text"
    if any(not ch.isprintable() and ch not in "\t\r\n" for ch in text):
        return "it holds control characters"
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if line and line[0] not in ";#" and "=" not in line and not (
                line.startswith("[") and line.endswith("]")):
            return f"line {number} is neither a [section] nor a setting"
    return None


def set_aside_copy(path: Path, data: bytes) -> Path:
    """A copy of a damaged settings file beside it, `rok-qt.conf.damaged-<date and time>`
    (a number added if that name is taken); OSError when it cannot be written."""
    from rok_qt.persistence.atomic import write_atomic

    stamp = time.strftime("%Y%m%d-%H%M%S")
    copy = path.with_name(f"{path.name}.damaged-{stamp}")
    number = 1
    while os.path.lexists(copy):
        number += 1
        copy = path.with_name(f"{path.name}.damaged-{stamp}-{number}")
    write_atomic(copy, data, backup=False)
    return copy


Note = Callable[[], str]
"""A sentence to say once at start, made when said (so it is in the chosen language)."""


def open_settings() -> tuple[QSettings, Note | None]:
    """The game's settings, and what to say once about them: defaults kept aside because the
    settings file is not a regular file, or a damaged file copied aside before Qt reads what
    it can of it and rewrites it."""
    app = QCoreApplication.instance()
    organization = app.organizationName() if app is not None else "rok-qt"
    application = app.applicationName() if app is not None else "rok-qt"
    odd = odd_settings_file(organization, application)
    if odd is None:
        return QSettings(), _damaged_note(organization, application)
    folder = tempfile.mkdtemp(prefix="rok-qt-settings-")
    atexit.register(shutil.rmtree, folder, True)
    settings = QSettings(str(Path(folder) / "rok-qt.conf"), QSettings.Format.IniFormat)
    return settings, lambda: QCoreApplication.translate(
        "main", "The settings file {path} is not a regular file: R\u00f6k runs with its "
                "default settings this time and changes nothing there.").format(path=odd)


def _damaged_note(organization: str, application: str) -> Note | None:
    """Set the user's own settings file aside as a copy when it is damaged; what to say."""
    files = settings_files(organization, application)
    if not files:
        return None
    path = files[0]
    reason = settings_damage(path)
    if reason is None:
        return None
    try:
        copy: Path | None = set_aside_copy(path, path.read_bytes())
    except OSError:
        copy = None
    if copy is None:
        return lambda: QCoreApplication.translate(
            "main", "The settings file {path} was damaged ({reason}): R\u00f6k starts with "
                    "the settings it could read, the others at their defaults.").format(
                        path=path, reason=reason)
    return lambda: QCoreApplication.translate(
        "main", "The settings file {path} was damaged ({reason}): a copy of it is kept as "
                "{copy}, and R\u00f6k starts with the settings it could read, the others at "
                "their defaults.").format(path=path, reason=reason, copy=copy)
