"""Where a headless server writes a game the host saved and ended (`--save-dir`)."""

from __future__ import annotations

import time
from pathlib import Path

from rok_qt.persistence.atomic import write_atomic


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
        except OSError:
            return None
        return name
