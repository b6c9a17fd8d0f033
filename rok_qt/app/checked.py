"""Values read from QSettings, checked: every reader of a setting goes through these.

A settings file may be edited by hand, damaged, or written by another version: any key may
hold text, a number of any size, a list, bytes or nothing. Each helper gives back a value of
the expected type within its range, or the default; none raises.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QSettings

MAX_TEXT = 4096
"""Longer text is not a value the game wrote: a path, a name, a key token are far shorter."""
MAX_ITEMS = 50
"""A remembered list longer than this is read as its first items only."""


def number_text(value: object) -> str | None:
    """A value as the short text of a number, or None when it cannot be one."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    text = str(value).strip()
    return text if 0 < len(text) <= 32 else None


def as_int(value: object, default: int, low: int, high: int) -> int:
    """A whole number within [low, high]: clamped when out of range, `default` when none."""
    text = number_text(value)
    if text is None:
        return default
    try:
        number = int(text)
    except ValueError:
        try:
            real = float(text)
        except ValueError:
            return default
        if not math.isfinite(real):
            return default
        number = round(real)
    return max(low, min(high, number))


def as_float(value: object, default: float, low: float, high: float) -> float:
    """A finite number within [low, high]: clamped when out of range, `default` when none."""
    text = number_text(value)
    if text is None:
        return default
    try:
        number = float(text)
    except ValueError:
        return default
    return max(low, min(high, number)) if math.isfinite(number) else default


def as_text(value: object, default: str = "", max_length: int = MAX_TEXT) -> str:
    """Text of a sane length without NUL characters, else `default`."""
    if not isinstance(value, str) or len(value) > max_length or "\0" in value:
        return default
    return value


def as_list(value: object) -> list[object]:
    """A remembered list (an INI file gives back one entry as a plain value), at most
    MAX_ITEMS long."""
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    return items[:MAX_ITEMS]


def int_setting(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """`as_int` of a setting."""
    return as_int(settings.value(key, default), default, low, high)


def exact_int_setting(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A whole number setting within [low, high], else `default`: for a value that means
    nothing once clamped (a port of 70000 is no port 65535)."""
    text = number_text(settings.value(key, default))
    try:
        number = int(text) if text is not None else default
    except ValueError:
        return default
    return number if low <= number <= high else default


def text_setting(settings: QSettings, key: str, max_length: int = MAX_TEXT) -> str:
    """`as_text` of a setting: "" when unset, not text, too long or holding NUL."""
    return as_text(settings.value(key, ""), "", max_length)
