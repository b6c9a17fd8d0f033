"""Each running copy's autosave, its clean-exit marker, and the clean-up of interrupted writes.

Several copies of Rök may run on one user data folder. Each copy claims a numbered slot `n` by
holding the lock `copy-<n>.lock` while it runs, and writes only its own files: `autosave-<n>.rok`
after every move, `emergency-<n>.rok` after an unexpected error, `hosted-<n>.rok` while it
hosts a network table (the table save, rok_qt.net.saves: beside the game at its screen, which
the autosave keeps holding meanwhile), and `clean-exit-<n>` on a normal quit (which deletes its
autosave and kept table). A slot whose lock is free belongs to a copy that is gone; an autosave
or kept table left there is that copy's interrupted game or table. The first copy to take that
lock moves both into its own slot and offers them, so they are offered once and never to two
copies.
The single `autosave.rok` of earlier versions is treated the same way (its lock is `copy-0`).

A left game or hosted table this copy cannot read (from a newer version, or damaged) is never
deleted: it is moved aside as `unreadable-<id>.rok`, and offered again by any later start that
can read it.
Every file is written by replacing it (`write_atomic`), never through a symbolic link that
stands in its place. A folder that cannot take a file is said in words: full, or not writable.
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile

from rok_qt.app.locks import is_free, try_lock
from rok_qt.model.live import rewound
from rok_qt.model.state import GameState
from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.files import load_file_with_record

if TYPE_CHECKING:
    from rok_qt.persistence.game_record import GameRecord

LEGACY_NAME = "autosave.rok"
LEGACY_MARKER = "clean-exit"
MAX_COPIES = 64
STALE_TEMP_S = 60.0
"""A temporary file this old is a killed write's: a live write takes milliseconds."""

_STRAY = re.compile(r"^\..+\.tmp$")
"""Temporary names of `write_atomic`: `.<target>.<random>.tmp`, left only by a killed write."""
_SLOT_TARGET = re.compile(r"^\.(?:autosave|emergency|hosted)-([1-9][0-9]*)\.rok\.")
_SLOT_AUTOSAVE = re.compile(r"^(?:autosave|hosted)-([1-9][0-9]*)\.rok$")
"""A slot's files that a gone copy may have left to offer: its game, its hosted table."""
_UNREADABLE = re.compile(r"^unreadable-[0-9a-f]{12}\.rok$")
"""A left game this copy could not read, kept aside for a version that can."""
_FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def folder_problem(folder: Path, error: OSError | None = None) -> str:
    """Why `folder` cannot take a file, in words: full, or cannot be written. Without the
    `error` a write gave, a small test file finds out."""
    if error is None:
        error = _probe(folder)
    translate = QCoreApplication.translate
    if error is not None and error.errno in _FULL:
        return translate("autosave", "The folder {folder} is full").format(folder=folder)
    return translate("autosave", "The folder {folder} cannot be written").format(folder=folder)


def _probe(folder: Path) -> OSError | None:
    """The error that writing a small file in `folder` gives, if any."""
    probe = folder / f".probe-{os.getpid()}-{time.monotonic_ns()}.tmp"
    try:
        fd = os.open(probe, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            os.write(fd, b"rok-qt" * 16)
            os.fsync(fd)
        finally:
            os.close(fd)
            os.unlink(probe)
    except OSError as error:
        return error
    return None


def stray_temps(folder: Path, target: str | None = None, older_than_s: float = 0.0
                ) -> list[Path]:
    """Temporary files an interrupted atomic write left in `folder` (for `target` only, if set),
    counting only those last written at least `older_than_s` seconds ago."""
    prefix = "." if target is None else f".{target}."
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    now = time.time()
    found = []
    for name in sorted(names):
        path = folder / name
        if not (name.startswith(prefix) and _STRAY.match(name)):
            continue
        with contextlib.suppress(OSError):
            if path.is_file() and now - path.stat().st_mtime >= older_than_s:
                found.append(path)
    return found


def clean_stray_temps(folder: Path, target: str | None = None,
                      older_than_s: float = 0.0) -> int:
    """Remove what `stray_temps` finds; returns how many went (an undeletable one is skipped)."""
    removed = 0
    for path in stray_temps(folder, target, older_than_s):
        with contextlib.suppress(OSError):
            path.unlink()
            removed += 1
    return removed


class Autosave:
    """One copy's slot in the per-user folder: its autosave, emergency save and exit marker."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self.slot: int | None = None
        self.last_error: str | None = None
        self._lock: QLockFile | None = None
        self._inherited = False

    # --- this copy's files ----------------------------------------------------------------
    @property
    def path(self) -> Path:
        """`autosave-<n>.rok` (the slot is claimed on first use; OSError when none is free)."""
        return self.folder / f"autosave-{self._claimed()}.rok"

    @property
    def table_path(self) -> Path:
        """`hosted-<n>.rok`: the network table this copy hosts, kept while it lasts (claimed
        as `path`)."""
        return self._hosted(self._claimed())

    def _hosted(self, slot: int) -> Path:
        return self.folder / f"hosted-{slot}.rok"

    @property
    def emergency_path(self) -> Path:
        """`emergency-<n>.rok`, written after an unexpected error."""
        return self.folder / f"emergency-{self._claimed()}.rok"

    def _marker(self, slot: int) -> Path:
        return self.folder / f"clean-exit-{slot}"

    def _claimed(self) -> int:
        if self.slot is None and not self.start():
            raise OSError(self.last_error)
        assert self.slot is not None
        return self.slot

    # --- a run begins ---------------------------------------------------------------------
    def start(self) -> bool:
        """Claim this copy's slot (the lowest whose lock is free); False (and `last_error`)
        when there is none. A gone copy's game left in the slot becomes this copy's to offer."""
        if self.slot is not None:
            return True
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.last_error = folder_problem(self.folder, error)
            return False
        for slot in range(1, MAX_COPIES + 1):
            lock = QLockFile(str(self.folder / f"copy-{slot}.lock"))
            lock.setStaleLockTime(0)
            if lock.tryLock(0):
                break
            if lock.error() != QLockFile.LockError.LockFailedError:
                # Not another copy: the folder cannot take the lock file at all.
                self.last_error = folder_problem(self.folder)
                return False
        else:
            self.last_error = f"{MAX_COPIES} copies of the game are running already"
            return False
        self.slot, self._lock = slot, lock
        self._inherited = self._left_behind(slot, self.folder / f"autosave-{slot}.rok",
                                            self._hosted(slot))
        self._clean_temps()
        return True

    def _left_behind(self, slot: int, autosave: Path, hosted: Path) -> bool:
        """Whether the gone copy of `slot` (whose lock this copy holds) left a game or a hosted
        table to offer."""
        marker = self._marker(slot)
        if os.path.lexists(marker):  # it quit normally (and may have failed to delete its autosave)
            with contextlib.suppress(OSError):
                autosave.unlink(missing_ok=True)
                hosted.unlink(missing_ok=True)
                marker.unlink(missing_ok=True)
            return False
        return autosave.is_file() or hosted.is_file()

    def _clean_temps(self) -> None:
        """Interrupted writes: this slot's at once; another's when old and its copy is gone."""
        for name in (f"autosave-{self.slot}.rok", f"emergency-{self.slot}.rok",
                     f"hosted-{self.slot}.rok"):
            clean_stray_temps(self.folder, name)
        for path in stray_temps(self.folder, older_than_s=STALE_TEMP_S):
            owner = _SLOT_TARGET.match(path.name)
            if owner is None or is_free(self.folder / f"copy-{owner.group(1)}.lock"):
                with contextlib.suppress(OSError):
                    path.unlink()

    def crashed(self) -> bool:
        """True while this copy's slot holds a gone copy's game or hosted table, not yet
        resumed or declined."""
        return self._inherited and self.slot is not None and (
            self.path.is_file() or self.table_path.is_file())

    def adopt_orphan(self) -> bool:
        """Make sure this copy's slot holds a gone copy's game if any is left; True then.

        Called again after each game is declined, it brings the next one, until none is left.
        """
        if not self.start():
            return False
        if self.crashed():
            return True
        if self.path.exists() or self.table_path.exists():
            return False  # this copy's own game or table: nothing may overwrite it
        for lock_path, source, hosted, marker in self._orphans():
            lock = try_lock(lock_path)
            if lock is None:
                continue  # its copy runs, or another starting copy is taking it
            try:
                left = [(file, mine) for file, mine in ((source, self.path),
                                                        (hosted, self.table_path))
                        if file is not None and file.is_file()]
                if left and not marker.exists():
                    for file, mine in left:   # a crash between: each is found later
                        os.replace(file, mine)
                    self._inherited = True
                    return True
            except OSError as error:
                self.last_error = str(error)
            finally:
                lock.unlock()
        return self._adopt_readable_again()

    def _adopt_readable_again(self) -> bool:
        """Bring a game or a hosted table kept aside as unreadable into this slot, if this copy
        can read it now (as their message promised)."""
        try:
            names = sorted(name for name in os.listdir(self.folder) if _UNREADABLE.match(name))
        except OSError:
            return False
        for name in names:
            kept = self.folder / name
            try:
                mine = self._readable_now(kept)
                os.replace(kept, mine)   # another starting copy may take it first
            except (SaveFileError, OSError):
                continue
            self._inherited = True
            return True
        return False

    def _readable_now(self, kept: Path) -> Path:
        """Where a file kept aside goes once this copy reads it: a table save to this slot's
        kept table, a game to its autosave; SaveFileError while it cannot be read."""
        from rok_qt.net.saves import decode_table, is_table_save, read_table
        from rok_qt.persistence.savefile import decode

        data = read_table(kept)
        if is_table_save(data):
            decode_table(data)
            return self.table_path
        decode(data)
        return self.path

    def keep_aside(self, table: bool = False) -> Path | None:
        """Move the left game (or with `table`, the left hosted table) in this slot aside,
        unread and whole, for a version that can read it (a game is offered again when one
        can); its new path, or None when it could not move."""
        if not table:
            self._inherited = False
        if self.slot is None:
            return None
        kept = self.folder / f"unreadable-{os.urandom(6).hex()}.rok"
        try:
            os.replace(self.table_path if table else self.path, kept)
        except OSError as error:
            self.last_error = folder_problem(self.folder, error)
            return None
        return kept

    def _orphans(self) -> Iterator[tuple[Path, Path, Path | None, Path]]:
        """(lock, autosave, hosted table, clean-exit marker) of every other slot holding a game
        or a table, and the earlier versions' single autosave."""
        try:
            names = os.listdir(self.folder)
        except OSError:
            return
        slots = sorted({int(found.group(1)) for found in map(_SLOT_AUTOSAVE.match, names)
                        if found is not None})
        for slot in slots:
            if slot != self.slot:
                yield (self.folder / f"copy-{slot}.lock", self.folder / f"autosave-{slot}.rok",
                       self._hosted(slot), self._marker(slot))
        yield (self.folder / "copy-0.lock", self.folder / LEGACY_NAME, None,
               self.folder / LEGACY_MARKER)

    # --- during the run -------------------------------------------------------------------
    def load(self) -> GameState:
        """The autosaved game (SaveFileError when it is missing or damaged)."""
        return self.load_with_record()[0]

    def load_with_record(self) -> tuple[GameState, GameRecord | None]:
        """The autosaved game and the record it carries, if any (SaveFileError as `load`)."""
        try:
            path = self.path
        except OSError as error:
            raise SaveFileError(str(error)) from None
        return load_file_with_record(path)

    def write(self, state: GameState, record: GameRecord | None = None) -> bool:
        """Autosave atomically, with the game's record so far if given (as a save carries it,
        so a game resumed after a crash is still kept and can be watched); False (and
        `last_error`) instead of raising: play goes on."""
        self._inherited = False
        return self._write(lambda: self.path, state, record)

    def write_emergency(self, state: GameState) -> bool:
        """Save beside the autosave after an unexpected error, keeping the last good autosave."""
        return self._write(lambda: self.emergency_path, state)

    def settle(self) -> None:
        """The left game in this slot is dealt with (a game that ended, kept): not offered
        again by this run; the file stays until this copy's next autosave replaces it."""
        self._inherited = False

    def discard(self) -> None:
        """Forget the autosaved game (the player declined to resume it)."""
        self._inherited = False
        if self.slot is not None:
            with contextlib.suppress(OSError):
                self.path.unlink()

    def discard_table(self) -> None:
        """Forget the kept hosted table (it was let go, or left: the table ended here)."""
        if self.slot is not None:
            with contextlib.suppress(OSError):
                self.table_path.unlink()

    def mark_clean_exit(self) -> None:
        """A normal quit: this copy's autosave and kept table go, and its slot is free for the
        next copy."""
        if self.slot is None or self._lock is None:
            return
        try:
            # First the marker: should the autosave resist deletion, it is still not offered.
            # Written by replacing whatever has its name: a link there is never followed.
            write_atomic(self._marker(self.slot), b"", backup=False)
            self.path.unlink(missing_ok=True)
            self.table_path.unlink(missing_ok=True)
        except OSError as error:
            self.last_error = folder_problem(self.folder, error)
        self._lock.unlock()
        self.slot, self._lock, self._inherited = None, None, False

    def _write(self, where: Callable[[], Path], state: GameState,
               record: GameRecord | None = None) -> bool:
        try:
            from rok_qt.persistence.savefile import encode  # loads with the first move

            # A live grab is saved as it started (R7.2); its record is cut there by its keeper.
            data = encode(rewound(state), record)
            path = where()  # claims the slot on first use, which may fail like a write
            # No .bak: the autosave is rewritten after every move, a backup would only lag.
            write_atomic(path, data, backup=False)
        except SaveFileError as error:
            self.last_error = str(error)
            return False
        except OSError as error:
            # A slot that could not be claimed has its words already.
            self.last_error = (self.last_error if self.slot is None and self.last_error
                               else folder_problem(self.folder, error))
            return False
        self.last_error = None
        return True
