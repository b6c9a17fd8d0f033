"""A one-line progress bar on a terminal; silent when the output goes to a pipe or file."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30
MIN_INTERVAL_S = 0.1
SHOW_AFTER_S = 0.5
"""Short runs finish before a bar would help; it appears only once a run lasts this long."""


def wanted(out: TextIO | None = None, err: TextIO | None = None) -> bool:
    """A bar only when both output streams are a terminal, so piped output stays clean."""
    out = out or sys.stdout
    err = err or sys.stderr
    return out.isatty() and err.isatty()


class Progress:
    """Draws `done/total` on stderr with carriage returns, at most every MIN_INTERVAL_S."""

    def __init__(self, total: int, enabled: bool, stream: TextIO | None = None) -> None:
        self.total = total
        self.enabled = enabled
        self.stream = stream or sys.stderr
        self.started = time.monotonic()
        self.drawn_at = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        """Record that `done` games are finished; redraw if it is time."""
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.started < SHOW_AFTER_S or now - self.drawn_at < MIN_INTERVAL_S:
            return
        self.drawn_at = now
        self.shown = True
        filled = WIDTH * done // max(1, self.total)
        rate = done / (now - self.started)
        bar = "#" * filled + "-" * (WIDTH - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} games  {rate:.0f}/s ")
        self.stream.flush()

    def close(self) -> None:
        """Clear the bar's line, if one was drawn."""
        if self.shown:
            self.stream.write("\r" + " " * (WIDTH + 40) + "\r")
            self.stream.flush()
            self.shown = False
