"""A network table kept on disk, and hosted again from it (R7.3).

A table save holds what hosting the game again needs so that the same people, and nobody
else, get their seats back:

    {"format": "rok-qt-table", "version": 1, "code": "7Q-K7MQ-2XPA-R4ZB", "title": "Ann's table",
     "seats": [{"name": "Ann", "kind": "host", "key": "<sha256 of the seat token>"}, ...],
     "game": {... a save file of the game: rok_qt.persistence.savefile ...}}

The table's code is kept, so the invitation people already have (and the seat token each
screen kept for that code) still works. Seat tokens are not written, only their SHA-256: a
save that travels lets nobody into a seat, and a screen proves its seat by bringing the token
whose hash is here. A seat of a person at the host's screen is held by whoever brings the
token the hosting app gives (`rehosted(..., host_token=...)`).

Everything read is hostile until checked: a size cap, strict decoding (unknown fields, wrong
types, names too long), the game through the save format's own checks, and the seats against
the game (one per player, the same names, people where the game has people).

`SaveFolder` is where a headless server writes a game the host saved and ended (`--save-dir`).
"""

from __future__ import annotations

import hashlib
import hmac
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated

import msgspec

from rok_qt import logs
from rok_qt.model.live import rewound
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.net.codes import normal_code
from rok_qt.net.protocol import MAX_NAME, MAX_SEATS, SeatKind
from rok_qt.net.seating import Seat
from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import SaveFileError

LOG = logs.channel("network")

FORMAT = "rok-qt-table"
VERSION = 1
MAX_BYTES = 2 * 1024 * 1024 + 64 * 1024
"""A game's save may have 2 MiB; the table around it a little more."""
_KEY = Annotated[str, msgspec.Meta(pattern="^([0-9a-f]{64})?$")]


class SavedSeat(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    """One seat as kept: its person's name, who sat there, and the hash of its token."""

    name: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_NAME)]
    kind: SeatKind
    key: _KEY = ""


class _SaveHeader(msgspec.Struct):
    """Read first: a file of another format or version is refused before anything else."""

    format: object = None
    version: object = None


class _TableFile(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    code: Annotated[str, msgspec.Meta(max_length=32)]
    title: Annotated[str, msgspec.Meta(max_length=40)]
    seats: Annotated[tuple[SavedSeat, ...], msgspec.Meta(min_length=2, max_length=MAX_SEATS)]
    game: msgspec.Raw


class TableSave(msgspec.Struct, frozen=True):
    """A table as kept: its code and title, its seats, and its game (checked)."""

    code: str
    title: str
    seats: tuple[SavedSeat, ...]
    state: GameState


def table_save(code: str, title: str, seats: Sequence[Seat], state: GameState) -> TableSave:
    """What hosting a table's game again needs (the game as a save keeps it: a race as it
    began, R7.2)."""
    kept = tuple(SavedSeat(seat.name, seat.kind, seat.key if seat.person else "")
                 for seat in seats)
    return TableSave(code, title, kept, rewound(state))


def token_key(token: str) -> str:
    """What a save keeps of a seat token: its SHA-256, in hex."""
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def same_key(a: str, b: str) -> bool:
    """Two token hashes compared in constant time (empty never matches)."""
    return bool(a) and hmac.compare_digest(a.encode(), b.encode())


def encode_table(save: TableSave) -> bytes:
    """The bytes of a table save (SaveFileError when its game cannot be saved)."""
    from rok_qt.persistence.savefile import encode

    game = encode(save.state)
    return msgspec.json.encode(_TableFile(FORMAT, VERSION, save.code, save.title, save.seats,
                                          msgspec.Raw(game)))


def is_table_save(data: bytes) -> bool:
    """Whether these bytes claim to be a table save (they may still be refused)."""
    try:
        header = msgspec.json.decode(data[:MAX_BYTES], type=_SaveHeader)
    except (msgspec.DecodeError, RecursionError):
        return False
    return header.format == FORMAT


def read_table(path: Path) -> bytes:
    """The bytes of a file that may be a table save: a regular file of at most MAX_BYTES
    (a pipe or a device is refused unopened, never waited on); SaveFileError in one line."""
    from rok_qt.persistence.files import read_file

    return read_file(path, MAX_BYTES)


def load_table(path: Path) -> TableSave:
    """A table save read from a file and checked (`read_table`, `decode_table`)."""
    return decode_table(read_table(path))


def decode_table(data: bytes) -> TableSave:
    """A table save read and checked (module docstring); SaveFileError in one line."""
    from rok_qt.persistence.savefile import decode

    if len(data) > MAX_BYTES:
        raise SaveFileError("The file is larger than a table save may be")
    try:
        header = msgspec.json.decode(data, type=_SaveHeader)
    except (msgspec.DecodeError, RecursionError) as error:
        raise SaveFileError(f"Not a saved table: {error}") from None
    if header.format != FORMAT:
        raise SaveFileError("Not a saved table")
    if header.version != VERSION or isinstance(header.version, bool):
        raise SaveFileError("This saved table is from another version of rok-qt")
    try:
        kept = msgspec.json.decode(data, type=_TableFile)
    except (msgspec.DecodeError, RecursionError) as error:
        raise SaveFileError(f"Damaged saved table: {error}") from None
    state = decode(bytes(kept.game))
    if state.mode != PlayMode.LIVE:
        raise SaveFileError("This saved table holds a game of turns (Relay): a network table "
                            "races All at once")
    code = normal_code(kept.code)
    if not code:
        raise SaveFileError("Damaged saved table: its code is not a table code")
    _check_seats(kept.seats, state)
    return TableSave(code, kept.title, kept.seats, state)


def _check_seats(seats: tuple[SavedSeat, ...], state: GameState) -> None:
    """The seats must be the game's: one per player, same names, people where people play."""
    if len(seats) != state.player_count:
        raise SaveFileError("Damaged saved table: its seats are not the game's players")
    for seat, player in zip(seats, state.players, strict=True):
        person = seat.kind in (SeatKind.HOST, SeatKind.REMOTE)
        if seat.name != player.name or person != (player.controller == Controller.HUMAN):
            raise SaveFileError("Damaged saved table: its seats are not the game's players")
        if seat.kind == SeatKind.OPEN or (seat.kind == SeatKind.REMOTE and not seat.key):
            raise SaveFileError("Damaged saved table: a seat has nobody to give it back to")


class SaveFolder:
    """Writes each saved table as `table-<code>-<time>.rok`, atomically."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def save(self, code: str, data: bytes) -> str | None:
        """Write one save; its file name, or None when it could not be written."""
        name = f"table-{code}-{time.strftime('%Y%m%d-%H%M%S')}.rok"
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.folder / name, data, backup=False)
        except OSError as error:
            LOG.warning("table %s could not be saved in %s: %s", code, self.folder, error)
            return None
        return name
