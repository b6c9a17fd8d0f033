"""The one helper for atomic file writes: a reader sees the old file or the new, never half.

The new bytes go to a temporary file in the target's own folder (so `os.replace` is a rename
within one file system), are flushed and fsynced, and then replace the target. The previous
file is kept as `<name>.bak`. On any failure the target is untouched and the temporary file is
removed.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path

REPLACE_DELAYS_S = (0.05, 0.1, 0.15, 0.2)
"""Pauses between retries of a refused replace: about half a second in all.

On Windows a file that an antivirus scanner, an indexer or a backup tool has open cannot be
replaced for a moment (PermissionError); waiting briefly is the usual cure.
"""


def backup_path(path: Path) -> Path:
    """Where the previous version of `path` is kept: `name.rok` -> `name.rok.bak`."""
    return path.with_name(path.name + ".bak")


def write_atomic(path: Path, data: bytes, *, backup: bool = True) -> None:
    """Write `data` to `path` atomically, first keeping the current file as `<name>.bak`.

    Raises OSError when the write fails; the target is then as it was and no temporary file is
    left behind (the backup may already have been refreshed: it then equals the target).
    """
    path = Path(path)
    mode = _existing_mode(path)
    if backup and mode is not None:
        _keep_backup(path)
    _write_replace(path, data, mode)


def _existing_mode(path: Path) -> int | None:
    """Permission bits of the current target, or None when there is no regular file (a
    symbolic link is not followed: it is replaced by the new file, its target left alone)."""
    try:
        info = path.lstat()
    except FileNotFoundError:
        return None
    return stat.S_IMODE(info.st_mode) if stat.S_ISREG(info.st_mode) else None


def _keep_backup(path: Path) -> None:
    """Make `<name>.bak` a copy of the current target without ever touching the target."""
    bak = backup_path(path)
    tmp = _temp_name(bak)
    try:
        # A hard link is instant and copies nothing; the target keeps its name throughout.
        os.link(path, tmp)
    except OSError:
        # File systems without hard links (FAT, some network shares): copy the bytes instead.
        _write_replace(bak, path.read_bytes(), _existing_mode(path))
        return
    try:
        _replace(tmp, bak)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _temp_name(path: Path) -> Path:
    """An unused name beside `path` for a hard link (mkstemp would create the file itself)."""
    return path.with_name(f".{path.name}.{os.getpid()}.{time.monotonic_ns()}.tmp")


def _write_replace(path: Path, data: bytes, mode: int | None) -> None:
    """Temporary file in the same folder, write, flush, fsync, replace; clean up on failure."""
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp = Path(name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if mode is not None:
            # mkstemp makes the file private (0600); an existing save keeps its own permissions.
            os.chmod(tmp, mode)
        _replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _replace(src: Path, dst: Path) -> None:
    """`os.replace`, retried briefly while the target is locked by another process."""
    for delay in REPLACE_DELAYS_S:
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            time.sleep(delay)
    os.replace(src, dst)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable on POSIX; Windows cannot open a folder for fsync."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        # Some file systems refuse fsync on a folder; the data itself is already on disk.
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
