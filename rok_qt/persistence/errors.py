"""The one exception every save-file failure becomes, with a one-line message for people."""

from __future__ import annotations

MAX_MESSAGE = 300
"""Characters kept of a message: a damaged file can put a megabyte into a field name."""


def one_line(text: str) -> str:
    """Text with control characters and line breaks turned into single spaces, cut short."""
    printable = "".join(ch if ch.isprintable() else " " for ch in text)
    flat = " ".join(printable.split())
    return flat if len(flat) <= MAX_MESSAGE else flat[: MAX_MESSAGE - 3] + "..."


class SaveFileError(Exception):
    """A save file that cannot be written or read; `str()` is one readable line."""

    def __init__(self, message: str) -> None:
        # Messages quote msgspec errors and file names, which bad input controls: flatten here
        # so that no caller can leak a newline into a dialog or a log line.
        super().__init__(one_line(message))
