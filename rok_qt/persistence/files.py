"""Save files on disk: atomic saves, bounded loads, and the per-user data folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from rok_qt.persistence.atomic import write_atomic
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.reading import reason as _reason

if TYPE_CHECKING:
    from rok_qt.model.state import GameState
    from rok_qt.persistence.game_record import GameRecord

APP_NAME = "rok-qt"
HISTORY_NAME = "history.jsonl"


def save_file(path: Path, state: GameState, record: GameRecord | None = None) -> None:
    """Save a game atomically (with its record so far, if given), keeping the previous file
    as `<name>.bak`."""
    from rok_qt.persistence.savefile import encode  # here: the decoder stays off start-up

    data = encode(state, record)
    try:
        write_atomic(Path(path), data)
    except OSError as error:
        raise SaveFileError(f"Cannot save {_name(path)}: {_reason(error)}") from None


def load_file(path: Path) -> GameState:
    """Load a saved game; every failure is a SaveFileError with a one-line message."""
    return load_file_with_record(path)[0]


def load_file_with_record(path: Path) -> tuple[GameState, GameRecord | None]:
    """A saved game and the record it carries, if any (SaveFileError as `load_file`)."""
    from rok_qt.persistence.savefile import MAX_BYTES, decode_with_record

    data = read_file(Path(path), MAX_BYTES)
    return decode_with_record(data)


def read_file(path: Path, max_bytes: int, *, follow_links: bool = True) -> bytes:
    """A file's bytes through `reading.read_regular`; SaveFileError in one line otherwise."""
    from rok_qt.persistence.reading import FileRefused, read_regular

    try:
        return read_regular(path, max_bytes, follow_links=follow_links)
    except FileRefused as refused:
        if refused.too_large:
            raise SaveFileError(f"The file {refused.reason}") from None
        raise SaveFileError(f"Cannot read {_name(path)}: it {refused.reason}") from None
    except OSError as error:
        raise SaveFileError(f"Cannot read {_name(path)}: {_reason(error)}") from None


def user_data_dir() -> Path:
    """The per-user folder for autosaves and recovery files (not created here)."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def history_path(folder: Path) -> Path:
    """Where the history of finished games lives in a per-user data folder."""
    return Path(folder) / HISTORY_NAME


def _name(path: Path | str) -> str:
    """The file name, quoted: enough to recognise it in a one-line message."""
    return repr(os.path.basename(path) or str(path))
