"""What the history and the practice record share: files of strictly decoded JSON lines.

Each file names its format and version on every line, is read whole but never past its size
limit, and turns every refused line into one readable message. The record types and what an
append keeps stay with each file's own module.
"""

from __future__ import annotations

import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import msgspec

from rok_qt.persistence.errors import one_line

T = TypeVar("T")


class LineFileError(Exception):
    """A line or a file that cannot be read or written; `str()` is one readable line."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class _Header(msgspec.Struct):
    format: object = None
    version: object = None


_HEADER = msgspec.json.Decoder(_Header)


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

    def read_bounded(self, path: Path) -> bytes:
        """The whole file, refused unread when it is not a regular file or over max_bytes."""
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise self.error(f"{self.title} is not a file")
        too_large = f"{self.title} is larger than {self.max_bytes // (1024 * 1024)} MiB"
        if info.st_size > self.max_bytes:
            raise self.too_large(too_large)
        with path.open("rb") as handle:
            # One byte more than allowed, so a file that grew since stat() is still refused.
            data = handle.read(self.max_bytes + 1)
        if len(data) > self.max_bytes:
            raise self.too_large(too_large)
        return data


def decode_lines(data: bytes, decode: Callable[[bytes, int], T],
                 error: type[LineFileError]) -> tuple[list[T], list[str]]:
    """Every readable record in a file's bytes, and a message for each line refused."""
    records: list[T] = []
    problems: list[str] = []
    for number, line in enumerate(data.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            records.append(decode(line, number))
        except error as refused:
            problems.append(str(refused))
    return records, problems


def reason(error: OSError) -> str:
    """The system's words for an OSError, in lower case: 'permission denied'."""
    text = error.strerror or type(error).__name__
    return text[:1].lower() + text[1:]
