"""What the history and the practice record share: files of strictly decoded JSON lines.

Each file names its format and version on every line, is read whole but never past its size
limit, and counts the lines it cannot read (describing the first few) rather than turning each
into a message. An append keeps every readable record it has room for and moves the unreadable
lines to a file beside it (`<name>.unreadable`), so junk never pushes a record out. The record
types and how many records are kept stay with each file's own module.
"""

from __future__ import annotations

import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, TypeVar

import msgspec

from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import one_line

T = TypeVar("T")


class LineFileError(Exception):
    """A line or a file that cannot be read or written; `str()` is one readable line."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class _LinesHeader(msgspec.Struct):
    format: object = None
    version: object = None


_HEADER = msgspec.json.Decoder(_LinesHeader)


@dataclass(frozen=True)
class LineFile:
    """One kind of line file: its format name and version, how it is named in messages ("a game
    record", "The history"), its limits, and the errors it raises (`too_large` for a file over
    `max_bytes`, a kind of `error`)."""

    format: str
    version: int
    record: str
    title: str
    max_bytes: int
    max_line_bytes: int
    error: type[LineFileError]
    too_large: type[LineFileError]
    min_line_bytes: int = 0
    """No record is shorter (its required fields alone take more): a shorter line is junk
    without being decoded, so a file of short lines naming the format still reads fast."""

    def decode(self, line: bytes, where: str, decoder: msgspec.json.Decoder[T]) -> T:
        """The record in one line; raises `error` naming `where` and what is wrong."""
        if len(line) > self.max_line_bytes:
            raise self.error(f"{where} is longer than {self.max_line_bytes // 1024} KiB")
        try:
            return decoder.decode(line)
        except (msgspec.DecodeError, RecursionError) as error:
            raise self.explain(line, where, error) from None

    def explain(self, line: bytes, where: str, error: Exception) -> LineFileError:
        """The best message for a refused line: not JSON, another format, a newer version, or
        damaged; the header is judged first, as on a save file."""
        try:
            header = _HEADER.decode(line)
        except msgspec.ValidationError as not_ours:
            return self.error(f"{where} is not {self.record}: {not_ours}")
        except (msgspec.DecodeError, RecursionError) as syntax:
            return self.error(f"{where} is not JSON: {syntax}")
        if header.format != self.format:
            return self.error(f"{where} is not {self.record}: the format is {header.format!r}")
        if isinstance(header.version, int) and header.version > self.version:
            return self.error(f"{where} is from a newer rok-qt (version {header.version})")
        if header.version != self.version:
            return self.error(f"{where} has an unknown version {header.version!r}")
        return self.error(f"{where} is damaged: {error}")

    def newer(self, line: bytes) -> bool:
        """Whether a refused line is this file's format from a newer rok-qt (kept, not moved)."""
        if b'"version"' not in line:
            return False
        try:
            header = _HEADER.decode(line)
        except (msgspec.DecodeError, RecursionError):
            return False
        return (header.format == self.format and isinstance(header.version, int)
                and header.version > self.version)

    def link_note(self, path: Path) -> str | None:
        """For an append: a symbolic link in the file's place is replaced by the new file, never
        followed or read (its target stays as it is); this says so, or None for no link."""
        if not path.is_symlink():
            return None
        return f"{self.title} was a link to another file: a file of its own replaced it"

    def read_bounded(self, path: Path) -> bytes:
        """The whole file, refused unread when it is not a regular file or over max_bytes."""
        from rok_qt.persistence.reading import FileRefused, read_regular

        try:
            # A link is not followed: it could lead anywhere, a device included.
            return read_regular(path, self.max_bytes, follow_links=False)
        except FileRefused as refused:
            if refused.too_large:
                raise self.too_large(f"{self.title} {refused.reason}") from None
            raise self.error(f"{self.title} is not a file") from None

MAX_PROBLEMS = 10
"""Refused lines described in words; the rest are only counted (a junk file has millions)."""
CHUNK = 256 * 1024
"""Lines are counted this many bytes at a time, so counting never holds them all at once."""
_BLANK = re.compile(rb"^[ \t\r\x0b\x0c]*$", re.MULTILINE)
_FILLED = re.compile(rb"^[^\n]*[^ \t\r\n\x0b\x0c][^\n]*$", re.MULTILINE)


@dataclass
class Scan(Generic[T]):
    """What one pass over a line file found: the readable records and where their lines lie,
    the lines a newer rok-qt wrote (kept in place), and how many lines could not be read
    (newer ones included), with words for the first few."""

    records: list[T]
    spans: list[tuple[int, int]]
    newer: list[tuple[int, int]]
    unreadable: int
    problems: list[str]


def filled_lines(data: bytes) -> int:
    """How many lines hold anything but blanks; counted a chunk at a time, in C."""
    count, start = 0, 0
    while start < len(data):
        end = data.find(b"\n", start + CHUNK)
        end = len(data) if end < 0 else end + 1
        chunk = data[start:end]
        count += chunk.count(b"\n") + 1 - len(_BLANK.findall(chunk))
        start = end
    return count


def scan_lines(data: bytes, file: LineFile, decode: Callable[[bytes, int], T],
               decoder: msgspec.json.Decoder[T]) -> Scan[T]:
    """Every readable record in a file's bytes, found without splitting it into lines.

    A record's line is a JSON object naming the file's format, so only lines holding that name
    are tried, first with the bare `decoder` (a refusal costs one exception, no message), then
    with `decode` and its further checks; the rest are counted as unreadable in C. An 8 MiB
    file of junk costs a fraction of a second and no more memory than its own bytes.
    """
    marker = file.format.encode()
    scan: Scan[T] = Scan([], [], [], 0, [])
    number, counted_to, hit = 1, 0, data.find(marker)
    while hit >= 0:
        start = data.rfind(b"\n", 0, hit) + 1
        end = data.find(b"\n", hit)
        end = len(data) if end < 0 else end
        hit = data.find(marker, end)
        line = data[start:end]
        if len(line) > file.max_line_bytes or not line.lstrip().startswith(b"{"):
            continue
        if not _decodes(line, file, decoder):
            if file.newer(line):
                scan.newer.append((start, end))
            continue
        number += data.count(b"\n", counted_to, start)
        counted_to = start
        try:
            scan.records.append(decode(line, number))
            scan.spans.append((start, end))
        except file.error:
            continue
    scan.unreadable = filled_lines(data) - len(scan.records)
    if scan.unreadable:
        scan.problems = _first_problems(data, scan, decode, file.error)
    return scan


def _decodes(line: bytes, file: LineFile, decoder: msgspec.json.Decoder[T]) -> bool:
    """Whether the bare decoder takes the line (one shorter than any record is not tried)."""
    if len(line) < file.min_line_bytes:
        return False
    try:
        decoder.decode(line)
    except (msgspec.DecodeError, RecursionError):
        return False
    return True


def _first_problems(data: bytes, scan: Scan[T], decode: Callable[[bytes, int], T],
                    error: type[LineFileError]) -> list[str]:
    """Words for the first MAX_PROBLEMS refused lines, in file order."""
    readable = {start for start, _end in scan.spans}
    problems: list[str] = []
    number, counted_to = 1, 0
    for found in _FILLED.finditer(data):
        if found.start() in readable:
            continue
        number += data.count(b"\n", counted_to, found.start())
        counted_to = found.start()
        try:
            decode(found.group(), number)
        except error as refused:
            problems.append(str(refused))
        if len(problems) >= MAX_PROBLEMS:
            break
    return problems


def aside_path(path: Path) -> Path:
    """Where the unreadable lines of a line file are kept: `history.jsonl.unreadable`."""
    return path.with_name(path.name + ".unreadable")


@dataclass(frozen=True)
class Rewritten:
    """What a rewrite did with the lines it could not read: how many went to `aside`."""

    set_aside: int
    aside: Path


def rewrite(file: LineFile, path: Path, data: bytes, scan: Scan[T], keep: int,
            line: bytes) -> Rewritten:
    """Write the newest `keep` readable records, the lines of a newer rok-qt and `line`.

    Unreadable lines never push readable ones out: they are first added to the aside file
    (whose own oldest lines go beyond `max_bytes`), and only then left out of the file, so a
    crash between the two writes leaves them in both places, never in neither. Raises OSError.
    """
    kept = sorted(scan.spans[-keep:] if keep > 0 else [])
    kept = sorted(kept + scan.newer[-file.max_bytes // file.max_line_bytes:])
    aside = aside_path(path)
    set_aside = scan.unreadable - len(scan.newer)
    path.parent.mkdir(parents=True, exist_ok=True)
    if set_aside > 0:
        rest, at = [], 0
        for start, end in sorted(scan.spans + scan.newer):
            rest.append(data[at:start])
            at = end
        rest.append(data[at:])
        junk = b"\n".join(part.strip(b"\n") for part in rest if part.strip())
        old = _aside_tail(file, aside, file.max_bytes - len(junk) - 1)
        write_atomic(aside, (old + junk + b"\n")[-file.max_bytes:], backup=False)
    body = b"".join(data[start:end] + b"\n" for start, end in kept) + line
    write_atomic(path, body)
    return Rewritten(max(0, set_aside), aside)


def _aside_tail(file: LineFile, aside: Path, room: int) -> bytes:
    """The newest whole lines of the aside file that fit in `room` bytes (none if it is not a
    regular file: a link or anything else there is replaced, never followed)."""
    if room <= 0:
        return b""
    try:
        info = aside.lstat()
        if not stat.S_ISREG(info.st_mode):
            return b""
        with aside.open("rb") as handle:
            handle.seek(max(0, info.st_size - room))
            tail = handle.read(room)
    except OSError:
        return b""
    if info.st_size > room:
        tail = tail.partition(b"\n")[2]
    return tail if not tail or tail.endswith(b"\n") else tail + b"\n"
