"""The one way the game reads a file it did not just write: a regular file, bounded, never hung.

Every file the game reads (saves, table saves, records, the history, the practice record, kept
tables) comes through `read_regular`. The path is looked at first without being opened: a
named pipe would hang the open, a device could be anything, so only a regular file is opened
at all. It is then opened without blocking (a pipe that took the file's place since the look
gives no hang either) and looked at again through the open handle, so what is read is what
was checked. With `follow_links=False` (files in the per-user data folder, which the game
itself writes) a symbolic link is refused rather than followed. Larger files than the reader
allows are refused unread.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_NOCTTY", 0))


class FileRefused(Exception):
    """A file that was not read, and why, as the end of a sentence: `is not a file`,
    `is larger than 2 MiB`, `permission denied`. `too_large` tells the size refusal apart."""

    def __init__(self, reason: str, *, too_large: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.too_large = too_large


def size_words(max_bytes: int) -> str:
    """'2 MiB', '256 KiB' or '900 bytes': a limit as people read it."""
    for unit, size in (("MiB", 1024 * 1024), ("KiB", 1024)):
        if max_bytes >= size and max_bytes % size == 0:
            return f"{max_bytes // size} {unit}"
    return f"{max_bytes} bytes"


def read_regular(path: Path | str, max_bytes: int, *, follow_links: bool = True) -> bytes:
    """The whole file at `path`, if it is a regular file of at most `max_bytes`.

    Raises FileRefused when the file is not one to read (not a regular file, a link where none
    is followed, too large), OSError as the system gives it (FileNotFoundError: nothing there).
    """
    path = Path(path)
    _check(os.stat(path, follow_symlinks=follow_links), max_bytes, follow_links)
    flags = _OPEN_FLAGS | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0))
    try:
        fd = os.open(path, flags)
    except OSError as error:
        if error.errno == errno.ELOOP and not follow_links:
            raise FileRefused("is a link to another file") from None
        raise
    try:
        _check(os.fstat(fd), max_bytes, follow_links)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            # One byte more than allowed, so a file that grew since the look is still refused.
            data = handle.read(max_bytes + 1)
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise FileRefused(f"is larger than {size_words(max_bytes)}", too_large=True)
    return data


def _check(info: os.stat_result, max_bytes: int, follow_links: bool) -> None:
    if stat.S_ISLNK(info.st_mode) and not follow_links:
        raise FileRefused("is a link to another file")
    if stat.S_ISDIR(info.st_mode):
        raise FileRefused("is a folder, not a file")
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused("is not a file (a pipe or a device)")
    if info.st_size > max_bytes:
        raise FileRefused(f"is larger than {size_words(max_bytes)}", too_large=True)


def reason(error: OSError) -> str:
    """The system's words for an OSError, in lower case: 'permission denied'."""
    text = error.strerror or type(error).__name__
    return text[:1].lower() + text[1:]
