"""The log's rotating file, opened as a file of the game's own (made at the log's first record
by `logs`, which names it and its sizes)."""

from __future__ import annotations

import io
import logging
import logging.handlers
import os
import sys
from pathlib import Path


class OwnFile(logging.handlers.RotatingFileHandler):
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


def file_handler(path: Path, max_bytes: int, backups: int) -> logging.Handler:
    """The rotating file at `path` (`backups` older files of `max_bytes` each), or standard
    error when its folder cannot be made."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return logging.StreamHandler(sys.stderr)
    return OwnFile(path, maxBytes=max_bytes, backupCount=backups, encoding="utf-8", delay=True)
