"""What the window remembers of the last table between runs: its seats, time limit and zoom.

Kept in QSettings as plain strings, so a settings file edited by hand (or damaged) gives back
what can be read and skips the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from rok_qt.app.checked import as_float, as_int, as_list, as_text

if TYPE_CHECKING:
    from rok_qt.model.setup import GameConfig, SeatConfig
    from rok_qt.model.state import PlayMode

SEATS_KEY = "setup/seats"
LIMIT_KEY = "setup/time_limit_ms"
MODE_KEY = "setup/mode"
ZOOM_KEY = "view/zoom"
DEFAULT_LIMIT_MS = 20_000
MAX_LIMIT_MS = 3_600_000
"""A time limit beyond an hour is not one the setup dialog offers: the default is used."""
MAX_AGE = 150


def read_zoom(settings: QSettings) -> float:
    """The table's zoom as last left, within the view's range; 1 (the table fills the window)
    if unset or odd."""
    from rok_qt.ui.table.view import ZOOM_MAX, ZOOM_MIN

    return as_float(settings.value(ZOOM_KEY, 1.0), 1.0, ZOOM_MIN, ZOOM_MAX)


def _age(text: str) -> int | None:
    """A remembered age: a whole number of years up to MAX_AGE, else none given."""
    if not (text.isascii() and text.isdigit()) or len(text) > 3:
        return None
    age = int(text)
    return age if age <= MAX_AGE else None


def read_seats(settings: QSettings) -> tuple[list[SeatConfig], int | None]:
    """The last table set up, as 'name|controller|age' strings; anything odd is skipped."""
    from rok_qt.model.setup import MAX_NAME, MAX_PLAYERS, SeatConfig, parse_choice

    seats = []
    for entry in as_list(settings.value(SEATS_KEY, [])):
        parts = as_text(entry).split("|")
        if len(parts) != 3:
            continue
        name, choice, age = parts
        try:
            controller, percent = parse_choice(choice)
            seats.append(SeatConfig(name.strip()[:MAX_NAME], controller, _age(age),
                                    match_percent=percent))
        except ValueError:
            continue
    limit = settings.value(LIMIT_KEY, DEFAULT_LIMIT_MS)
    limit_ms: int | None = None
    if limit not in (None, "", "none"):
        limit_ms = as_int(limit, DEFAULT_LIMIT_MS, 0, MAX_LIMIT_MS + 1)
        if not 1 <= limit_ms <= MAX_LIMIT_MS:
            limit_ms = DEFAULT_LIMIT_MS
    return seats[:MAX_PLAYERS], limit_ms


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
