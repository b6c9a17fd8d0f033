"""Save files: format, validation, migrations, atomic writes; no Qt here."""

from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.files import load_file, save_file, user_data_dir
from rok_qt.persistence.savefile import FORMAT, MAX_BYTES, VERSION, decode, encode

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
