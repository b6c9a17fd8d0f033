"""The log a player can send: named channels, quiet unless asked for, one rotating file.

Every part of the game logs through `channel(name)` (a `logging.Logger` named `rok_qt.<name>`).
Warnings and swallowed errors always reach the file; a channel's debug lines only when the
player turns it on (`rok-qt --debug=race,input`). A logger call on a channel that is off costs
one level check (benchmarks/bench_logging.py). Qt-free: the engine's layers may log too.
"""

from __future__ import annotations

import logging
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


class _FileAtFirstRecord(logging.Handler):
    """The rotating file in `folder` (standard error when the folder cannot be made), made at
    the first record: a quiet run neither touches the disk nor loads `logging.handlers` (with
    its sockets and pickling, milliseconds of every start)."""

    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.target: logging.Handler | None = None

    def emit(self, record: logging.LogRecord) -> None:
        if self.target is None:
            from rok_qt.log_file import file_handler

            self.target = file_handler(self.folder / LOG_NAME, MAX_BYTES, BACKUPS)
            self.target.setFormatter(self.formatter)
        self.target.handle(record)

    def flush(self) -> None:
        if self.target is not None:
            self.target.flush()

    def close(self) -> None:
        if self.target is not None:
            self.target.close()
        super().close()


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
        handler = _FileAtFirstRecord(log_folder(data_folder))
        handler.setFormatter(logging.Formatter(FORMAT))
        root.addHandler(handler)
    for name in debug:
        channel(name).setLevel(logging.DEBUG)
    if debug:
        echo = logging.StreamHandler(sys.stderr)
        echo.setFormatter(logging.Formatter(FORMAT))
        echo.setLevel(logging.DEBUG)
        root.addHandler(echo)
