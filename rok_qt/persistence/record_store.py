"""The finished games kept on this computer: one record file each, the newest KEEP of them.

The files live in `records/` in the per-user data folder, named by the date they were kept
(`game-20261201-153000-1.rokrec`), so the oldest sorts first and goes first when there are too
many. Each is written atomically, and a game is kept once. A damaged file is listed with a
one-line message and left where it is, never removed nor counted among the newest KEEP: the
player may want it, and it never stops the others from being listed. A write killed half way
leaves a temporary file beside them; the next start adopts a whole one and removes a partial
one (`adopt_leftovers`).
"""

from __future__ import annotations

import contextlib
import os
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

import msgspec

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
from rok_qt.persistence.reading import FileRefused, read_regular

if TYPE_CHECKING:
    from rok_qt.model.state import GameState

KEEP = 200
"""How many finished games are kept; the oldest goes when one more comes."""
FOLDER = "records"
_NAME = re.compile(r"^game-(\d{8}-\d{6})-(\d+)" + re.escape(SUFFIX) + r"$")
_LEFTOVER = re.compile(r"^\.(game-\d{8}-\d{6}-\d+" + re.escape(SUFFIX) + r")\.[^.]+\.tmp$")
"""A temporary file of write_atomic for a kept game: `.<name>.<random>.tmp`."""


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
    """Write the record as a new kept game (unless the same game is kept already: its file is
    the answer) and remove the oldest readable games beyond `keep`; never raises (it runs on a
    worker thread: a problem comes back in `Kept.problem`).

    A kept file that does not read as a record is never removed, nor counted: the player may
    want it, and it never pushes a game out.
    """
    folder = Path(folder)
    stamp = (when or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
    data = encode_record(record)
    files = _readable(kept_files(folder))
    same = next((path for path, kept in files if kept == data), None)
    if same is not None:
        return Kept(same)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = _free_name(folder, stamp)
        write_atomic(path, data, backup=False)
    except OSError as error:
        return Kept(None, problem=one_line(f"Cannot keep the game: {error.strerror or error}"))
    readable = [old for old, _data in files]
    removed: list[Path] = []
    for old in readable[: max(0, len(readable) + 1 - keep)]:
        try:
            old.unlink()
            removed.append(old)
        except OSError:
            continue   # another copy removed it, or it is locked: try again next time
    return Kept(path, tuple(removed))


def _readable(files: list[Path]) -> list[tuple[Path, bytes]]:
    """The kept files that read as records, with their bytes, oldest first."""
    readable = []
    for path in files:
        try:
            data = read_regular(path, MAX_BYTES, follow_links=False)
            decode_record(data)
        except (FileRefused, OSError, RecordError):
            continue
        readable.append((path, data))
    return readable


def keep_ended(folder: Path, ended: tuple[GameRecord, GameState]) -> Kept:
    """Keep the record of a game that ended just before Rök stopped (its autosave holds the
    game and its record so far), once it replays to that game within its budget; never
    raises. The game's final scores complete the record."""
    from rok_qt.persistence.replay import replay

    record, final = ended
    if final.scores is None:
        return Kept(None, problem="Cannot keep the game: it has not ended")
    record = msgspec.structs.replace(record, scores=list(final.scores))
    try:
        reached = replay(record).final
    except RecordError as error:
        return Kept(None, problem=one_line(f"Cannot keep the game: {error}"))
    if reached.seed != final.seed or reached.players != final.players:
        return Kept(None, problem="Cannot keep the game: its record leads to another game")
    return keep_record(folder, record)


def adopt_leftovers(folder: Path) -> list[Path]:
    """What a write killed half way left in `folder` (`.game-<...>.rokrec.<random>.tmp`): a
    whole record takes the name it was being written to (unless that game is kept already);
    a partial one is removed. Call it while no other write runs there (the folder's lock).
    The records adopted."""
    adopted: list[Path] = []
    try:
        names = sorted(os.listdir(folder))
    except OSError:
        return adopted
    for name in names:
        found = _LEFTOVER.match(name)
        if found is None:
            continue
        temp, target = Path(folder) / name, Path(folder) / found.group(1)
        try:
            data = read_regular(temp, MAX_BYTES, follow_links=False)
            decode_record(data)
            if not os.path.lexists(target):
                os.replace(temp, target)
                adopted.append(target)
                continue
        except (FileRefused, OSError, RecordError):
            pass   # partial, or not one: removed
        with contextlib.suppress(OSError):
            temp.unlink()
    return adopted


def _free_name(folder: Path, stamp: str) -> Path:
    number = 1
    while True:
        path = folder / f"game-{stamp}-{number}{SUFFIX}"
        if not path.exists():
            return path
        number += 1


def read_record(path: Path) -> GameRecord:
    """A record file, size-checked before reading; RecordError (one line) for anything else."""
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
