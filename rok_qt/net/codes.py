"""Secrets of a table server: table codes, seat tokens, and names checked as hostile text.

A table code is the id of the server process holding the table and 60 random bits
(``7Q-K7MQ-2XPA-R4ZB``); a screen joins at ``/t/<code>``, so a proxy in front of several
servers sends it to the right one by the path alone.

Codes and tokens are random (`secrets`) and found without a timing side channel: a registry
keys them by a keyed hash (a per-server secret), and the found entry is confirmed with
hmac.compare_digest, so how long a look-up takes tells nothing about a code's characters.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Generic, TypeVar
from urllib.parse import urlsplit, urlunsplit

from rok_qt.net.protocol import MAX_NAME

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread."""
_READS_AS = str.maketrans({"O": "0", "I": "1", "L": "1"})
SERVER_ID_CHARS = 2
"""A code begins with the id of the server process that holds its table: 1,024 ids, so a
proxy in front of a fleet routes a join by the code alone (packaging/server/haproxy.cfg)."""
SECRET_CHARS = 12
"""Then 12 random characters of 32: 60 bits nobody can guess."""
CODE_CHARS = SERVER_ID_CHARS + SECRET_CHARS
LEGACY_CHARS = 8
"""Codes of the first servers: 8 random characters (40 bits), no server id. A table kept
with one (a table save) is still hosted again and joined under it."""
DEFAULT_SERVER_ID = "00"
"""The server id of a process not given one (a single server, the host's app)."""
TABLE_PATH = "/t/"
"""A join goes to the server's ``/t/<code>``: the proxy of a fleet routes it by the path."""


def normal_server_id(typed: str) -> str:
    """A server id in its canonical form (two characters of ALPHABET), or "" when it is not
    one."""
    chars = typed.strip().upper().translate(_READS_AS)
    if len(chars) != SERVER_ID_CHARS or any(c not in ALPHABET for c in chars):
        return ""
    return chars


def new_code(server_id: str = DEFAULT_SERVER_ID) -> str:
    """A fresh table code of this server, such as ``7Q-K7MQ-2XPA-R4ZB``."""
    secret = "".join(secrets.choice(ALPHABET) for _ in range(SECRET_CHARS))
    return _grouped((normal_server_id(server_id) or DEFAULT_SERVER_ID) + secret)


def _grouped(chars: str) -> str:
    if len(chars) == LEGACY_CHARS:
        return f"{chars[:4]}-{chars[4:]}"
    secret = chars[SERVER_ID_CHARS:]
    return "-".join([chars[:SERVER_ID_CHARS], secret[:4], secret[4:8], secret[8:]])


def normal_code(typed: str) -> str:
    """A typed or pasted code in its canonical form (case, spaces and dashes ignored);
    the empty string when it cannot be a code."""
    chars = "".join(typed.split()).replace("-", "").upper().translate(_READS_AS)
    if len(chars) not in (CODE_CHARS, LEGACY_CHARS) or any(c not in ALPHABET for c in chars):
        return ""
    return _grouped(chars)


def server_of(code: str) -> str:
    """The id of the server that made this (canonical) code; "" for a code of the first
    servers, which names none."""
    return code[:SERVER_ID_CHARS] if len(code) > LEGACY_CHARS + 1 else ""


def table_path(code: str) -> str:
    """The path a screen joining this table connects to: ``/t/7Q-K7MQ-2XPA-R4ZB``."""
    return TABLE_PATH + (normal_code(code) or "-")


def join_url(url: str, code: str) -> str:
    """A server's WebSocket URL with the path of this table (``ws://host:47400/t/<code>``): where
    a screen joins, or rejoins, it."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, table_path(code), "", ""))


def host_url(url: str, key: str) -> str:
    """A server's WebSocket URL at which a Host with this key is taken (a server that hosts
    only its own table: ServerOptions.host_key): ``ws://127.0.0.1:47400/?key=KEY``."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, "/", f"key={key}", ""))


def code_of_path(path: str) -> str | None:
    """The canonical code a request's path carries (``/t/<code>``); "" for a path that
    carries none (``/``: hosting, or a screen of the first servers); None for any other."""
    path = path.partition("?")[0]
    if path in ("", "/"):
        return ""
    if not path.startswith(TABLE_PATH):
        return None
    return normal_code(path[len(TABLE_PATH):].strip("/")) or None


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
