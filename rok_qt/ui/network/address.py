"""An invitation's address: ``host:port/CODE`` as typed, pasted or shown, and its WebSocket URL;
and a table server's address alone (``host:port``, Host a table "on a server"). Either may end
with the fingerprint of the server's certificate, ``#sha256=F359...`` (rok_qt.net.pinning): a
screen then trusts that certificate and no other (a pin means ``wss://``)."""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass

from rok_qt.net.codes import join_url
from rok_qt.net.pinning import PIN_PREFIX, normal_pin

DEFAULT_PORT = 47400
_HOST = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?")
_CODE = re.compile(r"[0-9A-Za-z][0-9A-Za-z -]{0,31}")


@dataclass(frozen=True)
class Invitation:
    """Where a table is and its code."""

    host: str
    port: int
    code: str
    secure: bool = False
    """Over TLS (``wss://``): a server started with a certificate."""
    pin: str = ""
    """The SHA-256 fingerprint of the certificate the server must show ("": the system's
    authorities vouch for it)."""

    def text(self) -> str:
        """As people pass it on: ``host:47400/7Q-K7MQ-2XPA-R4ZB`` (IPv6 in brackets; ``wss://``
        in front for a server over TLS, its certificate's pin after)."""
        return f"{self.server_text()}/{self.code}{self.pin_text()}"

    def server_text(self) -> str:
        """The server's address alone: ``host:47400`` or ``wss://host:47400``."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss://' if self.secure else ''}{host}:{self.port}"

    def pin_text(self) -> str:
        """``#sha256=...`` for a pinned certificate, or ""."""
        return f"{PIN_PREFIX}{self.pin}" if self.pin else ""

    def phone_url(self, host: str | None = None) -> str:
        """The table's phone page (rok_qt.net.phone_page) on the server's own port, at
        `host` (the address a phone reaches this computer by) or the invitation's host."""
        host = self.host if host is None else host
        host = f"[{host}]" if ":" in host else host
        return f"{'https' if self.secure else 'http'}://{host}:{self.port}/p/{self.code}"

    def url(self) -> str:
        """The table server's WebSocket URL; with a code, the table's own path on it
        (``/t/<code>``, by which a proxy in front of several servers finds the table's)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        url = f"{'wss' if self.secure else 'ws'}://{host}:{self.port}/"
        return join_url(url, self.code) if self.code else url


def parse_invitation(typed: str) -> Invitation | None:
    """``host[:port]/CODE`` (a ``ws://``, ``wss://`` or ``rok://`` in front is fine); None if it
    is not one.

    The host is a name or an IP address; nothing else is accepted, so a pasted text cannot
    smuggle a path, a user or a query into the URL.
    """
    secure, text = _scheme(typed)
    text, pin = _pin(text)
    if pin is None:
        return None
    where, slash, code = text.partition("/")
    code = code.strip().strip("/")
    if code[:2].lower() == "t/":   # the table's URL itself, ``host/t/<code>``
        code = code[2:]
    if not slash or not code or not _CODE.fullmatch(code):
        return None
    return _server(where, code, secure, pin)


def parse_server(typed: str) -> Invitation | None:
    """A table server's address, ``host[:port]`` (``ws://`` or ``wss://`` in front, a ``/``
    after are fine), as an Invitation without a code; None if it is not one. Checked as an
    invitation's address is."""
    secure, text = _scheme(typed)
    text, pin = _pin(text)
    if pin is None:
        return None
    where, _slash, rest = text.partition("/")
    if rest.strip():
        return None
    return _server(where, "", secure, pin)


def _scheme(typed: str) -> tuple[bool, str]:
    """(over TLS, the text without its scheme)."""
    text = typed.strip()
    for scheme in ("ws://", "wss://", "rok://"):
        if text.lower().startswith(scheme):
            return scheme == "wss://", text[len(scheme):]
    return False, text


def _pin(text: str) -> tuple[str, str | None]:
    """(the text before ``#``, the pin after it: "" for none, None for one that is no pin)."""
    text, hash_sign, after = text.partition("#")
    if not hash_sign:
        return text, ""
    pin = normal_pin(after)
    return text, pin or None


def _server(where: str, code: str, secure: bool, pin: str = "") -> Invitation | None:
    port = DEFAULT_PORT
    if where.startswith("["):
        host, bracket, rest = where[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None
        port_text = rest[1:]
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            return None
    else:
        host, _colon, port_text = where.partition(":")
        if not _HOST.fullmatch(host):
            return None
    if port_text:
        if not port_text.isdigit() or not 0 < int(port_text) < 65536:
            return None
        port = int(port_text)
    return Invitation(host, port, code, secure or bool(pin), pin)
