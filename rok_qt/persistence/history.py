"""The history of finished games: one JSON line per game in the per-user data folder.

    {"format": "rok-qt-history", "version": 1, "date": "...Z", "seed": 11, ..., "seats": [...]}

Each line is decoded strictly on its own (msgspec), so a damaged line is refused with a one-line
message and skipped while every other game still loads; a line from a newer rok-qt is skipped
the same way but kept in the file. Appending keeps the newest MAX_GAMES readable games and moves
lines it cannot read to `history.jsonl.unreadable` (said once), so junk never pushes a game
out. Appending rewrites the whole file through `write_atomic`
rather than appending in place: a reader, a crash or a full disk can then never leave a torn
line, and the previous file stays beside it as `history.jsonl.bak`. The file is small (the
newest MAX_GAMES games, a few kilobytes each), so the rewrite costs milliseconds.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Final, Literal

import msgspec

from rok_qt.model.state import Controller, GameState
from rok_qt.model.tally import Count, SeatTally
from rok_qt.persistence.line_files import LineFile, LineFileError, Scan, rewrite, scan_lines
from rok_qt.persistence.reading import reason

if TYPE_CHECKING:
    from rok_qt.persistence.game_record import GameRecord

FORMAT: Final = "rok-qt-history"
VERSION: Final = 1
MAX_BYTES = 8 * 1024 * 1024
"""A larger file is not parsed: MAX_GAMES real games take about 3 MiB."""
MAX_LINE_BYTES = 64 * 1024
"""A longer line is refused unread: five seats with every find time take about 4 KiB."""
MAX_GAMES = 1000
"""Games kept; appending beyond drops the oldest."""
MAX_NAME = 100


class SeatEntry(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One seat of a recorded game: who sat there and how their game went."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
    controller: Controller
    won: bool
    tally: SeatTally


class GameEntry(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """One finished game, as one line of the history file."""

    format: Literal["rok-qt-history"] = FORMAT
    version: Literal[1] = VERSION
    date: Annotated[datetime, msgspec.Meta(tz=True)]
    seed: int
    moves: Count
    rounds: Count
    complete: bool
    """False when the game was resumed mid-way: the tallies cover only `from_round` on."""
    from_round: Annotated[int, msgspec.Meta(ge=1, le=100_000)] = 1
    grand_master: int | None
    seats: Annotated[list[SeatEntry], msgspec.Meta(min_length=2, max_length=5)]

    @property
    def scores(self) -> list[int]:
        """Final scores in seat order (R9.2)."""
        return [seat.tally.score for seat in self.seats]

    def key(self) -> tuple[int, int, tuple[int, ...], int | None]:
        """What tells one game from another: the same game never goes in twice."""
        return self.seed, self.moves, tuple(self.scores), self.grand_master


class Loaded(msgspec.Struct):
    """What a read found: the games in file order, words for the first lines refused, and how
    many lines were refused in all (at least as many as there are words)."""

    games: list[GameEntry]
    problems: list[str]
    unreadable: int = -1

    def __post_init__(self) -> None:
        if self.unreadable < len(self.problems):
            self.unreadable = len(self.problems)


class Appended(msgspec.Struct):
    """What an append did: whether the line went in, what the file held before, how many
    unreadable lines it moved to the file `aside`, and the game's line."""

    written: bool
    before: Loaded
    set_aside: int = 0
    aside: str = ""
    entry: GameEntry | None = None


_ENCODER = msgspec.json.Encoder()
_ENTRY = msgspec.json.Decoder(GameEntry)


class HistoryError(LineFileError):
    """A history line or file that cannot be read or written; `str()` is one readable line."""


class _HistoryTooLarge(HistoryError):
    """The file is over MAX_BYTES: read whole, it is refused; appended to, it is trimmed."""


MIN_LINE_BYTES = 200
"""The required fields of a game of two seats take about 240 bytes: a shorter line is junk."""
_FILE = LineFile(FORMAT, VERSION, "a game record", "The history", MAX_BYTES, MAX_LINE_BYTES,
                 HistoryError, _HistoryTooLarge, MIN_LINE_BYTES)


def entry_for(final: GameState, tallies: Sequence[SeatTally], *, date: datetime,
              complete: bool = True, from_round: int = 1) -> GameEntry:
    """The history line of a finished game; not `complete` when its start was not seen."""
    if final.scores is None:
        raise ValueError("Only a finished game goes into the history.")
    seats = [SeatEntry(name=player.name[:MAX_NAME] or "?", controller=player.controller,
                       won=seat == final.grand_master, tally=tallies[seat])
             for seat, player in enumerate(final.players)]
    return GameEntry(date=date.replace(microsecond=0), seed=final.seed, moves=final.moves,
                     rounds=final.round, complete=complete, from_round=from_round,
                     grand_master=final.grand_master, seats=seats)


def encode_entry(entry: GameEntry) -> bytes:
    """One history line, newline included; raises HistoryError for a line `decode_line` would
    refuse, so that no such line is ever written."""
    line = _ENCODER.encode(entry)
    _decode(line, "This game's record")
    return line + b"\n"


def decode_line(line: bytes, number: int) -> GameEntry:
    """The game in one history line; raises HistoryError naming the line."""
    return _decode(line, f"History line {number}")


def _decode(line: bytes, where: str) -> GameEntry:
    entry = _FILE.decode(line, where, _ENTRY)
    if entry.grand_master is not None and not 0 <= entry.grand_master < len(entry.seats):
        raise HistoryError(f"{where} is damaged: the grand master is not one of the seats")
    return entry


def decode_history(data: bytes) -> Loaded:
    """Every readable game in history bytes; bad lines are counted and skipped."""
    return _loaded(_scan(data))


def _scan(data: bytes) -> Scan[GameEntry]:
    return scan_lines(data, _FILE, decode_line, _ENTRY)


def _loaded(scan: Scan[GameEntry]) -> Loaded:
    return Loaded(scan.records, scan.problems, scan.unreadable)


def read_history(path: Path) -> Loaded:
    """The games in a history file: none when it does not exist, a message when it is unusable."""
    try:
        data = _FILE.read_bounded(Path(path))
    except FileNotFoundError:
        return Loaded([], [])
    except HistoryError as error:
        return Loaded([], [str(error)])
    except OSError as error:
        return Loaded([], [f"Cannot read the history: {reason(error)}"])
    return decode_history(data)


def append_game(path: Path, entry: GameEntry) -> Appended:
    """Add a game unless the same game is already there, keeping the newest readable games.

    Lines of a newer rok-qt are kept as they are (it may read them); other lines this version
    cannot read are moved to `history.jsonl.unreadable`. Raises HistoryError when the file
    cannot be written; it is then as it was.
    """
    path = Path(path)
    trimmed: list[str] = []
    linked = _FILE.link_note(path)
    try:
        if linked is not None:
            trimmed.append(linked)
            raise FileNotFoundError(path)
        data = _FILE.read_bounded(path)
    except FileNotFoundError:
        data = b""
    except _HistoryTooLarge as error:
        data = _newest_lines(path)
        trimmed.append(f"{error}: only its newest games were kept")
    except OSError as error:
        raise HistoryError(f"Cannot read the history: {reason(error)}") from None
    scan = _scan(data)
    before = _loaded(scan)
    before.problems[:0] = trimmed
    if any(game.key() == entry.key() for game in before.games):
        return Appended(False, before, entry=entry)
    try:
        done = rewrite(_FILE, path, data, scan, MAX_GAMES - 1, encode_entry(entry))
    except OSError as error:
        raise HistoryError(f"Cannot write the history: {reason(error)}") from None
    return Appended(True, before, done.set_aside, str(done.aside), entry)


def ended_entry(final: GameState, record: GameRecord | None, date: datetime) -> GameEntry:
    """The history line of a game that ended just before Rök stopped, from what its autosave
    kept: its tallies from its record replayed (the whole game, within the budget of a real
    one), or, without a record that replays, its scores alone (not `complete`)."""
    from rok_qt.model.tally import tally
    from rok_qt.persistence.game_record import RecordError
    from rok_qt.persistence.replay import replay

    if record is not None and final.scores is not None:
        try:
            told = replay(msgspec.structs.replace(record, scores=list(final.scores))).told()
        except RecordError:
            pass
        else:
            return entry_for(final, tally(told, final), date=date)
    return entry_for(final, tally([], final), date=date, complete=False,
                     from_round=final.round)


def append_ended(path: Path, ended: tuple[GameState, GameRecord | None, datetime]) -> Appended:
    """`append_game` of `ended_entry`: once, however often it is called for one game."""
    return append_game(path, ended_entry(*ended))


def adopt_leftovers(path: Path) -> int:
    """The games a history write killed half way left in its temporary files
    (`.history.jsonl.<random>.tmp`) and the history lacks, added to it; the files removed,
    whole or partial. Call it holding the history's lock. How many games were added."""
    folder, prefix = Path(path).parent, f".{Path(path).name}."
    try:
        names = sorted(n for n in os.listdir(folder) if n.startswith(prefix) and n.endswith(".tmp"))
    except OSError:
        return 0
    added = 0
    for name in names:
        temp = folder / name
        try:
            left = decode_history(_FILE.read_bounded(temp)).games
        except (OSError, HistoryError):
            left = []
        for game in left:
            with contextlib.suppress(HistoryError):
                added += append_game(path, game).written
        with contextlib.suppress(OSError):
            temp.unlink()
    return added


def _newest_lines(path: Path) -> bytes:
    """The complete lines of the last MAX_BYTES / 2 of an oversized file (the oldest go)."""
    try:
        with path.open("rb") as handle:
            handle.seek(max(0, path.stat().st_size - MAX_BYTES // 2))
            tail = handle.read(MAX_BYTES // 2)
    except OSError as error:
        raise HistoryError(f"Cannot read the history: {reason(error)}") from None
    return tail.partition(b"\n")[2]
