"""Save files: format, validation, migrations, atomic writes; no Qt here.

The names below load their module on first use: the game's first window needs the per-user
folder and the error type, not the save-file decoder and its validators.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rok_qt.persistence.errors import SaveFileError
    from rok_qt.persistence.files import load_file, save_file, user_data_dir
    from rok_qt.persistence.savefile import FORMAT, MAX_BYTES, VERSION, decode, encode

_HOMES = {
    "SaveFileError": "errors",
    "load_file": "files",
    "save_file": "files",
    "user_data_dir": "files",
    "FORMAT": "savefile",
    "MAX_BYTES": "savefile",
    "VERSION": "savefile",
    "decode": "savefile",
    "encode": "savefile",
}

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "VERSION",
    "SaveFileError",
    "decode",
    "encode",
    "load_file",
    "save_file",
    "user_data_dir",
]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
