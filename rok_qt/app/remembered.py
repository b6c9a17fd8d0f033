"""What the window remembers of the last table between runs: its seats, time limit and zoom.

Kept in QSettings as plain strings, so a settings file edited by hand (or damaged) gives back
what can be read and skips the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

if TYPE_CHECKING:
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import PlayMode

SEATS_KEY = "setup/seats"
LIMIT_KEY = "setup/time_limit_ms"
MODE_KEY = "setup/mode"
ZOOM_KEY = "view/zoom"


def read_zoom(settings: QSettings) -> float:
    """The table's zoom as last left; 1 (the table fills the window) if unset or odd."""
    try:
        return float(str(settings.value(ZOOM_KEY, 1.0)))
    except ValueError:
        return 1.0


def read_seats(settings: QSettings) -> tuple[list[SeatConfig], int | None]:
    """The last table set up, as 'name|controller|age' strings; anything odd is skipped."""
    from rok_qt.model.setup import SeatConfig, parse_choice

    seats = []
    raw = settings.value(SEATS_KEY, [])
    for entry in raw if isinstance(raw, list) else [raw]:
        parts = str(entry).split("|")
        if len(parts) != 3:
            continue
        name, choice, age = parts
        try:
            controller, percent = parse_choice(choice)
            seats.append(SeatConfig(name, controller, int(age) if age.isdigit() else None,
                                    match_percent=percent))
        except ValueError:
            continue
    limit = settings.value(LIMIT_KEY, 20_000)
    try:
        limit_ms: int | None = int(str(limit)) if limit not in (None, "", "none") else None
    except ValueError:
        limit_ms = 20_000
    return seats, limit_ms


def write_seats(settings: QSettings, config: GameConfig) -> None:
    """Remember this table for the next New game."""
    from rok_qt.model.setup import seat_choice

    settings.setValue(SEATS_KEY, [
        f"{s.name.strip()}|{seat_choice(s)}|{'' if s.age is None else s.age}"
        for s in config.seats])
    settings.setValue(LIMIT_KEY, "none" if config.time_limit_ms is None
                      else str(config.time_limit_ms))
    settings.setValue(MODE_KEY, str(config.mode.value))


def read_mode(settings: QSettings) -> PlayMode | None:
    """The grab mode last chosen, or None (never chosen, or unreadable)."""
    from rok_qt.model.state import PlayMode

    try:
        return PlayMode(str(settings.value(MODE_KEY, "")))
    except ValueError:
        return None
