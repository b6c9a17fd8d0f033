"""Practice find times: one JSON line per practice throw, beside the history of games.

    {"format": "rok-qt-practice", "version": 1, "date": "...Z", "find_ms": [2100, 3400]}

A file of its own rather than lines in history.jsonl: a practice throw is not a game, and every
reader of the history (statistics, the record's trimming to its newest games, the check that a
game goes in once) stays as it is; a history from before practice needs no migration. The rigour
is the history's: each line is decoded strictly on its own (msgspec), a bad line is refused with
a one-line message and skipped while the rest loads, a line from a newer rok-qt is kept unread,
and every append rewrites the file through `write_atomic` (the previous one stays as `.bak`).
"""

from __future__ import annotations

import stat
from datetime import datetime
from pathlib import Path
from typing import Annotated, Final, Literal

import msgspec

from rok_qt.model.tally import Millis
from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import one_line

FORMAT: Final = "rok-qt-practice"
VERSION: Final = 1
NAME = "practice.jsonl"
MAX_BYTES = 2 * 1024 * 1024
"""A larger file is not parsed: MAX_THROWS throws of many finds take about 600 KiB."""
MAX_LINE_BYTES = 4 * 1024
"""A longer line is refused unread: a throw of 24 finds takes about 250 bytes."""
MAX_THROWS = 2000
"""Throws kept; appending beyond drops the oldest."""
MAX_FINDS = 24
"""A throw of ten stones onto a table of 48 cannot give more finds than there are pairs."""


class PracticeEntry(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One practice throw: when, and the find times made without a hint, in ms."""

    format: Literal["rok-qt-practice"] = FORMAT
    version: Literal[1] = VERSION
    date: Annotated[datetime, msgspec.Meta(tz=True)]
    find_ms: Annotated[tuple[Millis, ...], msgspec.Meta(min_length=1, max_length=MAX_FINDS)]
    hinted: Annotated[int, msgspec.Meta(ge=0, le=MAX_FINDS)] = 0
    """Finds made with a hint showing: counted, but their times are not the person's own."""


class PracticeLoaded(msgspec.Struct):
    """What a read found: the throws in file order, and one message per line refused."""

    throws: list[PracticeEntry]
    problems: list[str]


class PracticeLogError(Exception):
    """A practice line or file that cannot be read or written; `str()` is one readable line."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message))


class _Header(msgspec.Struct):
    format: object = None
    version: object = None


_ENCODER = msgspec.json.Encoder()
_HEADER = msgspec.json.Decoder(_Header)
_ENTRY = msgspec.json.Decoder(PracticeEntry)


def practice_path(history: Path) -> Path:
    """The practice file that goes with a history file: beside it, in the same folder."""
    return Path(history).with_name(NAME)


def encode_practice(entry: PracticeEntry) -> bytes:
    """One line, newline included; raises PracticeLogError for a line the reader would refuse,
    so that no such line is ever written."""
    line = _ENCODER.encode(entry)
    _decode(line, "This practice throw")
    return line + b"\n"


def decode_practice_line(line: bytes, number: int) -> PracticeEntry:
    """The throw in one line; raises PracticeLogError naming the line."""
    return _decode(line, f"Practice line {number}")


def _decode(line: bytes, where: str) -> PracticeEntry:
    if len(line) > MAX_LINE_BYTES:
        raise PracticeLogError(f"{where} is longer than {MAX_LINE_BYTES // 1024} KiB")
    try:
        return _ENTRY.decode(line)
    except (msgspec.DecodeError, RecursionError) as error:
        raise _explain(line, where, error) from None


def _explain(line: bytes, where: str, error: Exception) -> PracticeLogError:
    """Not JSON, another format, a newer version, or damaged: the header is judged first."""
    try:
        header = _HEADER.decode(line)
    except msgspec.ValidationError as not_ours:
        return PracticeLogError(f"{where} is not a practice record: {not_ours}")
    except (msgspec.DecodeError, RecursionError) as syntax:
        return PracticeLogError(f"{where} is not JSON: {syntax}")
    if header.format != FORMAT:
        return PracticeLogError(
            f"{where} is not a practice record: the format is {header.format!r}")
    if isinstance(header.version, int) and header.version > VERSION:
        return PracticeLogError(f"{where} is from a newer rok-qt (version {header.version})")
    if header.version != VERSION:
        return PracticeLogError(f"{where} has an unknown version {header.version!r}")
    return PracticeLogError(f"{where} is damaged: {error}")


def decode_practice(data: bytes) -> PracticeLoaded:
    """Every readable throw; each bad line becomes a message and is skipped."""
    loaded = PracticeLoaded([], [])
    for number, line in enumerate(data.split(b"\n"), start=1):
        if not line.strip():
            continue
        try:
            loaded.throws.append(decode_practice_line(line, number))
        except PracticeLogError as error:
            loaded.problems.append(str(error))
    return loaded


def read_practice(path: Path) -> PracticeLoaded:
    """The throws in a practice file: none when it does not exist, a message when unusable."""
    try:
        return decode_practice(_read_bounded(Path(path)))
    except FileNotFoundError:
        return PracticeLoaded([], [])
    except PracticeLogError as error:
        return PracticeLoaded([], [str(error)])
    except OSError as error:
        return PracticeLoaded([], [f"Cannot read the practice record: {_reason(error)}"])


def append_practice(path: Path, entry: PracticeEntry) -> PracticeLoaded:
    """Add a throw, keeping the newest MAX_THROWS; returns what the file held before.

    Lines this version cannot read are kept as they are (a newer rok-qt may read them); an
    oversized file is started afresh. Raises PracticeLogError when the file cannot be written;
    it is then as it was.
    """
    path = Path(path)
    line = encode_practice(entry)
    data, before = _existing(path)
    lines = [kept for kept in data.split(b"\n") if kept.strip()][-(MAX_THROWS - 1):]
    body = b"".join(kept + b"\n" for kept in lines) + line
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, body)
    except OSError as error:
        raise PracticeLogError(f"Cannot write the practice record: {_reason(error)}") from None
    return before


def _existing(path: Path) -> tuple[bytes, PracticeLoaded]:
    """The file's bytes and what they hold; nothing, with a message, when it is too large."""
    try:
        data = _read_bounded(path)
    except FileNotFoundError:
        return b"", PracticeLoaded([], [])
    except _TooLarge as error:
        return b"", PracticeLoaded([], [f"{error}: it was started afresh"])
    except OSError as error:
        raise PracticeLogError(f"Cannot read the practice record: {_reason(error)}") from None
    return data, decode_practice(data)


class _TooLarge(PracticeLogError):
    """The file is over MAX_BYTES: read whole, it is refused; appended to, started afresh."""


def _read_bounded(path: Path) -> bytes:
    """The whole file, refused unread when it is not a regular file or over MAX_BYTES."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise PracticeLogError("The practice record is not a file")
    too_large = f"The practice record is larger than {MAX_BYTES // (1024 * 1024)} MiB"
    if info.st_size > MAX_BYTES:
        raise _TooLarge(too_large)
    with path.open("rb") as handle:
        # One byte more than allowed, so a file that grew since stat() is still refused.
        data = handle.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise _TooLarge(too_large)
    return data


def _reason(error: OSError) -> str:
    """The system's words for an OSError, in lower case: 'permission denied'."""
    reason = error.strerror or type(error).__name__
    return reason[:1].lower() + reason[1:]
