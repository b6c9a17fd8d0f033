"""The log a player can send: named channels, quiet unless asked for, one rotating file.

Every part of the game logs through `channel(name)` (a `logging.Logger` named `rok_qt.<name>`).
Warnings and swallowed errors always reach the file; a channel's debug lines only when the
player turns it on (`rok-qt --debug=race,input`). A logger call on a channel that is off costs
one level check (benchmarks/bench_logging.py). Qt-free: the engine's layers may log too.
"""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import sys
from pathlib import Path

ROOT = "rok_qt"
CHANNELS = ("race", "input", "pads", "sound", "files", "network", "app")
"""The channels a player can turn on, each a logger named rok_qt.<channel>."""

LOG_NAME = "rok-qt.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3
FORMAT = "%(asctime)s %(name)s %(levelname)s %(message)s"


def channel(name: str) -> logging.Logger:
    """The logger of one channel; `name` must be one of CHANNELS."""
    if name not in CHANNELS:
        raise ValueError(f"unknown log channel {name!r}")
    return logging.getLogger(f"{ROOT}.{name}")


def parse_channels(text: str) -> list[str]:
    """'race,input' -> ['race', 'input']; 'all' -> every channel; raises ValueError naming an
    unknown one."""
    names = [part.strip() for part in text.split(",") if part.strip()]
    if names == ["all"]:
        return list(CHANNELS)
    unknown = [name for name in names if name not in CHANNELS]
    if unknown:
        raise ValueError(", ".join(unknown))
    return names


def log_folder(data_folder: Path) -> Path:
    """Where the log files live inside the per-user data folder."""
    return Path(data_folder) / "logs"


class _OwnFile(logging.handlers.RotatingFileHandler):
    """The rotating file, opened as a file of the game's own: a symbolic link in its place is
    replaced, never followed, and a pipe there is never waited on."""

    def _open(self) -> io.TextIOWrapper:
        path = self.baseFilename
        if os.path.islink(path):
            os.unlink(path)
        flags = (os.O_WRONLY | os.O_CREAT | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0)
                 | getattr(os, "O_NONBLOCK", 0))
        handle = os.fdopen(os.open(path, flags, 0o600), "a", encoding=self.encoding,
                           errors=self.errors)
        assert isinstance(handle, io.TextIOWrapper)
        return handle


def _file_handler(folder: Path) -> logging.Handler:
    """The rotating file in `folder`, or standard error when the folder cannot be made."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return logging.StreamHandler(sys.stderr)
    return _OwnFile(folder / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                    encoding="utf-8", delay=True)


def configure(data_folder: Path | None, debug: list[str] | tuple[str, ...] = ()) -> None:
    """Send warnings (and the debug lines of the `debug` channels) to the rotating log file in
    `data_folder`, and the debug lines to standard error as well. The file opens at the first
    record, so a quiet game never touches the disk."""
    root = logging.getLogger(ROOT)
    for handler in list(root.handlers):
        root.removeHandler(handler)
        handler.close()
    root.setLevel(logging.WARNING)
    if data_folder is not None:
        handler = _file_handler(log_folder(data_folder))
        handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(handler)
    for name in debug:
        channel(name).setLevel(logging.DEBUG)
    if debug:
        echo = logging.StreamHandler(sys.stderr)
        echo.setFormatter(logging.Formatter(FORMAT))
        echo.setLevel(logging.DEBUG)
        root.addHandler(echo)
