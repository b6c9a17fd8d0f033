"""The finished games kept on this computer: one record file each, the newest KEEP of them.

The files live in `records/` in the per-user data folder, named by the date they were kept
(`game-20261201-153000-1.rokrec`), so the oldest sorts first and goes first when there are too
many. Each is written atomically. A damaged file is listed with a one-line message and left
where it is: the player may want it, and it never stops the others from being listed.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import one_line
from rok_qt.persistence.game_record import (
    MAX_BYTES,
    SUFFIX,
    GameRecord,
    RecordError,
    decode_record,
    encode_record,
)

KEEP = 200
"""How many finished games are kept; the oldest goes when one more comes."""
FOLDER = "records"
_NAME = re.compile(r"^game-(\d{8}-\d{6})-(\d+)" + re.escape(SUFFIX) + r"$")


def records_folder(data_folder: Path) -> Path:
    """Where the kept games live in a per-user data folder."""
    return Path(data_folder) / FOLDER


@dataclass(frozen=True)
class Kept:
    """What keeping a record did: the file written (None on failure), the files removed to
    stay within KEEP, and the problem in one line if there was one."""

    path: Path | None
    removed: tuple[Path, ...] = ()
    problem: str = ""


@dataclass(frozen=True)
class Listed:
    """One kept game as the list shows it, or the one-line reason it cannot be read."""

    path: Path
    record: GameRecord | None
    problem: str = ""


def kept_files(folder: Path) -> list[Path]:
    """The kept games' files, oldest first (by the date in their names)."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [Path(folder) / name for name in sorted(names) if _NAME.match(name)]


def keep_record(folder: Path, record: GameRecord, *, keep: int = KEEP,
                when: datetime | None = None) -> Kept:
    """Write the record as a new kept game and remove the oldest beyond `keep`; never raises
    (it runs on a worker thread: a problem comes back in `Kept.problem`)."""
    folder = Path(folder)
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = _free_name(folder, stamp)
        write_atomic(path, encode_record(record), backup=False)
    except OSError as error:
        return Kept(None, problem=one_line(f"Cannot keep the game: {error.strerror or error}"))
    files = kept_files(folder)
    removed: list[Path] = []
    for old in files[: max(0, len(files) - keep)]:
        try:
            old.unlink()
            removed.append(old)
        except OSError:
            continue   # another copy removed it, or it is locked: try again next time
    return Kept(path, tuple(removed))


def _free_name(folder: Path, stamp: str) -> Path:
    number = 1
    while True:
        path = folder / f"game-{stamp}-{number}{SUFFIX}"
        if not path.exists():
            return path
        number += 1


def read_record(path: Path) -> GameRecord:
    """A record file, size-checked before reading; RecordError (one line) for anything else."""
    from rok_qt.persistence.reading import FileRefused, read_regular

    path = Path(path)
    try:
        data = read_regular(path, MAX_BYTES)
    except FileRefused as refused:
        if refused.too_large:
            raise RecordError(f"The file {refused.reason}: no real game's record is") from None
        raise RecordError(f"Cannot read {path.name!r}: it {refused.reason}") from None
    except OSError as error:
        raise RecordError(f"Cannot read {path.name!r}: {error.strerror or error}") from None
    return decode_record(data)


def write_record(path: Path, record: GameRecord) -> None:
    """Write a record file atomically (Save the game's record as...); RecordError on failure."""
    try:
        write_atomic(Path(path), encode_record(record))
    except OSError as error:
        raise RecordError(f"Cannot write {Path(path).name!r}: "
                          f"{error.strerror or error}") from None


def list_records(folder: Path) -> list[Listed]:
    """Every kept game, newest first; a damaged one with its one-line problem."""
    listed: list[Listed] = []
    for path in reversed(kept_files(folder)):
        try:
            listed.append(Listed(path, read_record(path)))
        except RecordError as error:
            listed.append(Listed(path, None, str(error)))
    return listed
