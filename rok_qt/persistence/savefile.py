"""The save format: the whole game state as JSON inside an envelope naming format and version.

    {"format": "rok-qt-save", "version": 1, "state": {... rok_qt.model.state.GameState ...},
     "record": {... the game's record so far, persistence.game_record ...}}

The record is optional (a game opened from a file without one has none): it lets a game saved
in the middle and resumed be watched again from its first move. A record that cannot be read
leaves the game loadable without it.

Decoding is strict (msgspec: a one-line error with the path of the bad value), refuses input
over MAX_BYTES before parsing, upgrades older versions through `migrations`, and checks the
decoded game with `validate` before anyone can play it.
"""

from __future__ import annotations

from typing import Any

import msgspec

from rok_qt.model.state import GameState
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.game_record import GameRecord, RecordError, decode_record
from rok_qt.persistence.migrations import migrate, oldest_readable
from rok_qt.persistence.validate import check

FORMAT = "rok-qt-save"
VERSION = 2
"""2: a live grab counts its reloads (`LiveGrab.reloads`); version 1 is upgraded on load."""
MAX_BYTES = 2 * 1024 * 1024
"""Larger input is refused unread: a real save is a few kilobytes."""
_NEWEST_PLAUSIBLE = 1_000_000
"""Versions above this are damage rather than a future rok-qt; they are not quoted in full."""


class _Envelope(msgspec.Struct, forbid_unknown_fields=True):
    """A file as read: the state stays raw JSON until its version says how to decode it."""

    format: str
    version: int
    state: msgspec.Raw
    record: msgspec.Raw | msgspec.UnsetType = msgspec.UNSET   # Raw takes no None beside it


class _Saved(msgspec.Struct, omit_defaults=True):
    """A file as written, and as read back for the current version."""

    format: str
    version: int
    state: GameState
    record: GameRecord | None = None


_ENCODER = msgspec.json.Encoder()
_ENVELOPE = msgspec.json.Decoder(_Envelope)
_SAVED = msgspec.json.Decoder(_Saved)
_STATE = msgspec.json.Decoder(GameState)


def encode(state: GameState, record: GameRecord | None = None) -> bytes:
    """The save-file bytes of a game: compact JSON, the same bytes for equal states.

    Raises SaveFileError when the game could not be loaded back (so no file is ever written
    that `decode` would refuse).
    """
    try:
        first = _ENCODER.encode(_Saved(FORMAT, VERSION, state, record))
    except (msgspec.EncodeError, TypeError) as error:
        # Something that is not plain data got into the state: a bug, said in one line.
        raise SaveFileError(f"Cannot save this game: {error}") from None
    # Decode and encode again: the engine may hold an int where the struct declares a float
    # (a pick stamp of 800), which JSON writes as `800` and a loaded game as `800.0`. The
    # second encoding is what every later save of the loaded game gives, byte for byte.
    try:
        saved = _SAVED.decode(first)
        check(saved.state)
    except msgspec.ValidationError as error:
        raise SaveFileError(f"Cannot save this game: {error}") from None
    except SaveFileError as error:
        raise SaveFileError(f"Cannot save this game: {error}") from None
    return _ENCODER.encode(saved)


def decode(data: bytes) -> GameState:
    """The game in save-file bytes; raises SaveFileError (one line) for anything else."""
    return decode_with_record(data)[0]


def decode_with_record(data: bytes) -> tuple[GameState, GameRecord | None]:
    """The game in save-file bytes and the record it carries (None: none, or unreadable)."""
    if len(data) > MAX_BYTES:
        raise SaveFileError("The file is larger than 2 MiB")
    try:
        envelope = _ENVELOPE.decode(data)
    except msgspec.ValidationError as error:  # a subclass of DecodeError: catch it first
        raise _explain(data, error) from None
    except msgspec.DecodeError as error:
        raise SaveFileError(f"Not JSON: {error}") from None
    except RecursionError:
        raise SaveFileError("Not JSON: nested too deeply") from None
    _check_header(envelope.format, envelope.version)
    state = _decode_state(envelope.state, envelope.version)
    check(state)
    return state, _decode_record(envelope.record)


def _decode_record(raw: msgspec.Raw | msgspec.UnsetType) -> GameRecord | None:
    """The carried record, strictly decoded; a bad one is dropped: the game matters more."""
    if isinstance(raw, msgspec.UnsetType) or bytes(raw) == b"null":
        return None
    try:
        return decode_record(bytes(raw))
    except RecordError:
        return None


def _check_header(format_: object, version: object) -> None:
    """Refuse other formats and unreadable versions before looking at the state."""
    if format_ != FORMAT:
        raise SaveFileError(f"Not a Rök save file: the format is {format_!r}, expected {FORMAT!r}")
    _check_version(version)


def _check_version(version: object) -> None:
    """Accept only the versions from the oldest migration up to this one.

    The type is judged first (JSON `true` is no version 1) and the range next, so nothing
    downstream ever counts from a number a file chose.
    """
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError(
            f"Damaged save file: the version must be a whole number, not `{_json_type(version)}`"
        )
    oldest = oldest_readable(VERSION)
    if oldest <= version <= VERSION:
        return
    reads = f"this one reads {_versions(oldest)}"
    if VERSION < version < _NEWEST_PLAUSIBLE:
        raise SaveFileError(f"This save file is from a newer rok-qt (version {version}; {reads})")
    if 0 <= version < oldest:
        raise SaveFileError(f"This save file's version {version} is too old for this rok-qt "
                            f"to read ({reads})")
    # Not quoted: a number of a thousand digits would crowd out the rest of the line.
    if version < 0:
        raise SaveFileError("Damaged save file: the version is a negative number")
    raise SaveFileError("Damaged save file: the version number is out of range")


def _versions(oldest: int) -> str:
    """'up to 1', or 'versions 0 to 1' once migrations exist."""
    return f"up to {VERSION}" if oldest == VERSION else f"versions {oldest} to {VERSION}"


def _explain(data: bytes, error: msgspec.ValidationError) -> SaveFileError:
    """The best message for a JSON document whose envelope does not fit: wrong format, newer
    version, or a damaged save file; the header is judged first, as the happy path does."""
    # msgspec checks types while it parses, so the envelope error can come before a syntax
    # error further on: parse again without types to tell "not JSON" from "not a save".
    try:
        doc: Any = msgspec.json.decode(data)
    except msgspec.DecodeError as syntax:
        return SaveFileError(f"Not JSON: {syntax}")
    except RecursionError:
        return SaveFileError("Not JSON: nested too deeply")
    if not isinstance(doc, dict):
        return SaveFileError(f"Not a Rök save file: {error}")
    try:
        _check_header(doc.get("format"), doc.get("version"))
    except SaveFileError as refused:
        return refused
    return SaveFileError(f"Damaged save file: {error}")


def _decode_state(raw: msgspec.Raw, version: int) -> GameState:
    """The current version decodes straight into the structs; older ones are upgraded first."""
    try:
        if version == VERSION:
            return _STATE.decode(raw)
        doc: Any = msgspec.json.decode(raw)
        if not isinstance(doc, dict):
            raise SaveFileError(
                f"Damaged save file: Expected `object`, got `{_json_type(doc)}` - at `$.state`"
            )
        return msgspec.convert(migrate(doc, version, VERSION), GameState, str_keys=True)
    except msgspec.ValidationError as error:
        raise SaveFileError(f"Damaged save file: {_under_state(str(error))}") from None
    except msgspec.DecodeError as error:
        # Skipping over the raw state checks its structure but not its strings' UTF-8.
        raise SaveFileError(f"Not JSON: {error}") from None


def _json_type(value: object) -> str:
    """The JSON name of a decoded value's type, in msgspec's words."""
    names = {dict: "object", list: "array", str: "str", bool: "bool", int: "int", float: "float"}
    return "null" if value is None else names.get(type(value), type(value).__name__)


def _under_state(message: str) -> str:
    """msgspec's path is from the state's root (`$`); the file's path goes through `$.state`."""
    head, root, tail = message.rpartition("`$")
    if not root:
        return f"{message} - at `$.state`"
    return f"{head}`$.state{tail}"
