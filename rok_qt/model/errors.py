"""The one error a rejected move raises."""

from __future__ import annotations


class InvalidMove(ValueError):
    """A move the engine refuses; the message says why in plain words; the state is unchanged."""
