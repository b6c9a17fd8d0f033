"""Secrets of a table server: table codes, seat tokens, and names checked as hostile text.

Codes and tokens are random (`secrets`) and found without a timing side channel: a registry
keys them by a keyed hash (a per-server secret), and the found entry is confirmed with
hmac.compare_digest, so how long a look-up takes tells nothing about a code's characters.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Generic, TypeVar

from rok_qt.net.protocol import MAX_NAME

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread."""
_READS_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
CODE_CHARS = 8
"""8 characters of 32: 40 random bits."""


def new_code() -> str:
    """A fresh table code such as ``K7MQ-2XPA``."""
    chars = "".join(secrets.choice(ALPHABET) for _ in range(CODE_CHARS))
    return f"{chars[:4]}-{chars[4:]}"


def normal_code(typed: str) -> str:
    """A typed or pasted code in its canonical form (case, spaces and dashes ignored);
    the empty string when it cannot be a code."""
    chars = "".join(typed.split()).replace("-", "").upper().translate(_READS_AS)
    if len(chars) != CODE_CHARS or any(c not in ALPHABET for c in chars):
        return ""
    return f"{chars[:4]}-{chars[4:]}"


def new_token() -> str:
    """A seat token: 192 random bits, URL-safe text."""
    return secrets.token_urlsafe(24)


_T = TypeVar("_T")


class SecretRegistry(Generic[_T]):
    """Values found by a secret string, without a timing side channel (module docstring)."""

    def __init__(self) -> None:
        self._key = secrets.token_bytes(32)
        self._items: dict[bytes, tuple[str, _T]] = {}

    def _digest(self, secret: str) -> bytes:
        return hmac.new(self._key, secret.encode("utf-8", "replace"), hashlib.sha256).digest()

    def add(self, secret: str, value: _T) -> None:
        """File `value` under `secret`."""
        self._items[self._digest(secret)] = (secret, value)

    def find(self, secret: str) -> _T | None:
        """The value filed under exactly this secret, or None."""
        found = self._items.get(self._digest(secret))
        if found is None or not hmac.compare_digest(found[0].encode(), secret.encode()):
            return None
        return found[1]

    def remove(self, secret: str) -> None:
        """Forget `secret` (nothing happens when it is not filed)."""
        self._items.pop(self._digest(secret), None)

    def __len__(self) -> int:
        return len(self._items)


def checked_name(name: str, taken: list[str]) -> str | None:
    """A person's name from the network, stripped, or None when a seat cannot carry it:
    empty, longer than a seat's name may be, with an unprintable character, or already at
    the table (case ignored)."""
    name = name.strip()
    if not name or len(name) > MAX_NAME or not name.isprintable():
        return None
    if name.casefold() in {other.casefold() for other in taken}:
        return None
    return name
