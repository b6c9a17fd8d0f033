"""Locks a running copy of Rök holds in the user data folder: its autosave slot, its open game.

They are `QLockFile`s: a copy that is killed leaves its lock file behind, and the next
`tryLock` sees that the process which wrote it is gone and takes the lock over (as it does a
lock file a kill left before its owner was written in it). So only a live copy ever blocks
another, and a lock held for hours stays held (no stale time by age).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QLockFile

UNWRITTEN_S = 5.0
"""A lock file with no owner written in it this long after it was made is a killed copy's."""


def try_lock(path: Path, wait_ms: int = 0) -> QLockFile | None:
    """The lock at `path`, now held by this copy; None while a live copy holds it (after
    waiting up to `wait_ms` for it).

    A copy killed between creating its lock file and writing its owner in it leaves an empty
    file, which QLockFile (stale only when its owner is gone) would honour for ever: such a
    file, once it is old enough that no live copy is still writing it, is taken over too.
    """
    lock = QLockFile(str(path))
    return lock if take(lock, path, wait_ms) else None


RECHECK_MS = 250
"""While waiting for a lock, how often an empty lock file is looked at again: QLockFile's own
wait never takes one over, so a write that met one a kill had just left must see it age."""


def take(lock: QLockFile, path: Path, wait_ms: int = 0) -> bool:
    """`lock.tryLock(wait_ms)` as `try_lock` takes it; `lock.error()` says why not."""
    # 0: a lock is stale only when its process is gone, never because it is old.
    lock.setStaleLockTime(0)
    deadline = time.monotonic() + wait_ms / 1000.0
    while True:
        if lock.tryLock(0):
            return True
        if _unwritten(lock, path):
            lock.removeStaleLockFile()
            if lock.tryLock(0):
                return True
        left_ms = int((deadline - time.monotonic()) * 1000.0)
        if left_ms <= 0:
            return False
        if lock.tryLock(min(left_ms, RECHECK_MS)):
            return True


def _unwritten(lock: QLockFile, path: Path) -> bool:
    """Whether the lock file names no owner and is older than UNWRITTEN_S."""
    if lock.error() != QLockFile.LockError.LockFailedError:
        return False
    pid = lock.getLockInfo()[0]
    try:
        age = time.time() - os.stat(path).st_mtime
    except OSError:
        return False
    return not pid and age > UNWRITTEN_S


def is_free(path: Path) -> bool:
    """True when no live copy holds the lock at `path` (checked by taking it for a moment)."""
    lock = try_lock(path)
    if lock is None:
        return False
    lock.unlock()
    return True


def game_key(path: Path) -> str:
    """One name for one game file however it was reached (relative, through a link, case)."""
    return os.path.normcase(os.path.realpath(path))


class OpenGame:
    """The game file this copy has open, announced to other copies by a lock in `folder`.

    Each copy holds its own lock per game (`open-<game>-<copy>.lock`), so a game that two
    copies have open stays announced until both have closed it. With no folder (windows made
    by tests and the self-test) nothing is announced or checked.
    """

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._copy = os.urandom(6).hex()
        self._path: Path | None = None
        self._lock: QLockFile | None = None

    def _digest(self, path: Path) -> str:
        import hashlib

        return hashlib.sha256(game_key(path).encode("utf-8", "surrogateescape")).hexdigest()[:20]

    def open_elsewhere(self, path: Path) -> bool:
        """True when another running copy has the game at `path` open."""
        if self.folder is None:
            return False
        try:
            others = [p for p in self.folder.glob(f"open-{self._digest(path)}-*.lock")
                      if p != self._path]
        except OSError:
            return False
        # A gone copy's lock is taken over and dropped here, which also tidies it away.
        return not all(is_free(other) for other in others)

    def claim(self, path: Path) -> None:
        """This copy now has `path` open."""
        self.release()
        if self.folder is None:
            return
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # no data folder: other copies cannot be told, the game still opens
        self._path = self.folder / f"open-{self._digest(path)}-{self._copy}.lock"
        self._lock = try_lock(self._path)

    def release(self) -> None:
        """This copy closed its game (a new one started, or the app quits)."""
        if self._lock is not None:
            self._lock.unlock()
        self._lock = None
        self._path = None
