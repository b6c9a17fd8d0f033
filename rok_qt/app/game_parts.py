"""The parts of the built game that New game works with (made with the game, not the window)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rok_qt.app.files import GameFiles
    from rok_qt.app.record_reader import RecordReader
    from rok_qt.session import GameSession
    from rok_qt.ui.game.game_widget import GameWidget


@dataclass(frozen=True)
class GameParts:
    """The parts of the game New game works with, once it is built."""

    session: GameSession
    game: GameWidget
    files: GameFiles
    reader: RecordReader
    record_path: Callable[[], Path | None]
