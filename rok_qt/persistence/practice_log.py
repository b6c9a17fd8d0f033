"""Practice find times: one JSON line per practice throw, beside the history of games.

    {"format": "rok-qt-practice", "version": 1, "date": "...Z", "find_ms": [2100, 3400]}

A file of its own rather than lines in history.jsonl: a practice throw is not a game, and every
reader of the history (statistics, the record's trimming to its newest games, the check that a
game goes in once) stays as it is; a history from before practice needs no migration. The rigour
is the history's: each line is decoded strictly on its own (msgspec), a bad line is refused with
a one-line message and skipped while the rest loads, a line from a newer rok-qt is kept unread,
other unreadable lines are moved to `practice.jsonl.unreadable` rather than pushing throws out,
and every append rewrites the file through `write_atomic` (the previous one stays as `.bak`).
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Annotated, Final, Literal

import msgspec

from rok_qt.model.tally import Millis
from rok_qt.persistence.line_files import LineFile, LineFileError, Scan, rewrite, scan_lines
from rok_qt.persistence.reading import reason

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
    """What a read found: the throws in file order, words for the first lines refused, how many
    were refused in all, and (after an append) how many went to the file `aside`."""

    throws: list[PracticeEntry]
    problems: list[str]
    unreadable: int = -1
    set_aside: int = 0
    aside: str = ""

    def __post_init__(self) -> None:
        if self.unreadable < len(self.problems):
            self.unreadable = len(self.problems)


class PracticeLogError(LineFileError):
    """A practice line or file that cannot be read or written; `str()` is one readable line."""


class _PracticeLogTooLarge(PracticeLogError):
    """The file is over MAX_BYTES: read whole, it is refused; appended to, started afresh."""


_ENCODER = msgspec.json.Encoder()
_ENTRY = msgspec.json.Decoder(PracticeEntry)
MIN_LINE_BYTES = 64
"""The required fields of a throw take about 85 bytes: a shorter line is junk."""
_FILE = LineFile(FORMAT, VERSION, "a practice record", "The practice record", MAX_BYTES,
                 MAX_LINE_BYTES, PracticeLogError, _PracticeLogTooLarge, MIN_LINE_BYTES)


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
    return _FILE.decode(line, where, _ENTRY)


def decode_practice(data: bytes) -> PracticeLoaded:
    """Every readable throw; bad lines are counted and skipped."""
    return _loaded(_scan(data))


def _scan(data: bytes) -> Scan[PracticeEntry]:
    return scan_lines(data, _FILE, decode_practice_line, _ENTRY)


def _loaded(scan: Scan[PracticeEntry]) -> PracticeLoaded:
    return PracticeLoaded(scan.records, scan.problems, scan.unreadable)


def read_practice(path: Path) -> PracticeLoaded:
    """The throws in a practice file: none when it does not exist, a message when unusable."""
    try:
        return decode_practice(_FILE.read_bounded(Path(path)))
    except FileNotFoundError:
        return PracticeLoaded([], [])
    except PracticeLogError as error:
        return PracticeLoaded([], [str(error)])
    except OSError as error:
        return PracticeLoaded([], [f"Cannot read the practice record: {reason(error)}"])


def append_practice(path: Path, entry: PracticeEntry) -> PracticeLoaded:
    """Add a throw, keeping the newest MAX_THROWS readable ones; returns what the file held
    before, and how many unreadable lines went aside.

    Lines of a newer rok-qt are kept as they are (it may read them); other lines this version
    cannot read are moved to `practice.jsonl.unreadable`; an oversized file is started afresh.
    Raises PracticeLogError when the file cannot be written; it is then as it was.
    """
    path = Path(path)
    line = encode_practice(entry)
    data, trouble = _existing(path)
    scan = _scan(data)
    before = _loaded(scan)
    before.problems[:0] = trouble
    before.unreadable += len(trouble)
    try:
        done = rewrite(_FILE, path, data, scan, MAX_THROWS - 1, line)
    except OSError as error:
        raise PracticeLogError(f"Cannot write the practice record: {reason(error)}") from None
    before.set_aside, before.aside = done.set_aside, str(done.aside)
    return before


def _existing(path: Path) -> tuple[bytes, list[str]]:
    """The file's bytes; nothing, with a message, when it is too large."""
    linked = _FILE.link_note(path)
    if linked is not None:
        return b"", [linked]
    try:
        return _FILE.read_bounded(path), []
    except FileNotFoundError:
        return b"", []
    except _PracticeLogTooLarge as error:
        return b"", [f"{error}: it was started afresh"]
    except OSError as error:
        raise PracticeLogError(f"Cannot read the practice record: {reason(error)}") from None
