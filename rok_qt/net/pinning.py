"""Trusting a table server's certificate by its fingerprint (R7.3): the pin an invitation carries.

A table server with a certificate of its own making (self-signed) cannot be checked against
the authorities a system trusts; its invitation can carry the certificate's SHA-256
fingerprint instead (``wss://rok.example.net:47400/01-K7MQ-2XPA-R4ZB#sha256=F359D0...``, as
``rok-qt-server`` prints it at the start and the host's lobby copies it). A screen that joins
with a pin trusts that certificate and no other: the TLS handshake takes any certificate, and
before the WebSocket's own handshake says anything (the path, with its table code, included)
the certificate the server showed is compared with the pin; another is refused
(`CertificateMismatch`), whoever signed it. Without a pin a ``wss://`` server's certificate is
checked as a browser would (the system's authorities, the host's name).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import ssl
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection

from rok_qt import logs

LOG = logs.channel("network")
PIN_PREFIX = "#sha256="
"""How a pin follows an invitation or a server's address."""
_HEX = re.compile(r"[0-9A-Fa-f]{64}")


class CertificateMismatch(ssl.SSLError):
    """The server showed a certificate other than the pinned one (its fingerprint: `seen`)."""

    def __init__(self, seen: str) -> None:
        super().__init__(f"the server's certificate is not the one pinned (it has {seen})")
        self.seen = seen


def fingerprint(der: bytes) -> str:
    """A certificate's SHA-256 fingerprint: 64 hexadecimal digits, upper case."""
    return hashlib.sha256(der).hexdigest().upper()


def normal_pin(typed: str) -> str:
    """A pin as typed or pasted (colons, spaces and case ignored, ``sha256=`` or ``SHA256
    Fingerprint=`` in front fine) in its canonical form; "" when it is not one."""
    text = typed.strip()
    for prefix in ("#", "sha256 fingerprint=", "sha256="):
        if text.lower().startswith(prefix):
            text = text[len(prefix):]
    text = re.sub(r"[:\s]", "", text)
    return text.upper() if _HEX.fullmatch(text) else ""


def shown(pin: str) -> str:
    """A pin as people compare it by eye (``openssl x509 -fingerprint -sha256`` prints it so):
    ``F3:59:D0:...``."""
    return ":".join(pin[i:i + 2] for i in range(0, len(pin), 2))


def file_fingerprint(path: Path) -> str:
    """The fingerprint of the first certificate of a PEM file (the server's own: a chain's
    first); ValueError when the file holds none."""
    text = path.read_text(encoding="ascii", errors="replace")
    found = re.search(r"-----BEGIN CERTIFICATE-----.*?-----END CERTIFICATE-----", text, re.S)
    if found is None:
        raise ValueError(f"{path} holds no certificate")
    return fingerprint(ssl.PEM_cert_to_DER_cert(found.group(0)))


def seen_pin(connection: Any) -> str:
    """The fingerprint of the certificate a connection's server showed ("" over plain ws://)."""
    transport = getattr(connection, "transport", None)
    tls = transport.get_extra_info("ssl_object") if transport is not None else None
    der = tls.getpeercert(binary_form=True) if tls is not None else None
    return fingerprint(der) if der else ""


class PinnedConnection(ClientConnection):
    """A client connection that goes on only with the pinned certificate (module docstring)."""

    pin = ""
    """Set on a subclass per pin (`pinned_connection`)."""

    async def handshake(self, *args: Any, **kwargs: Any) -> None:
        seen = seen_pin(self)
        if not hmac.compare_digest(seen.encode(), self.pin.encode()):
            LOG.warning("the server's certificate is not the pinned one (it shows %s)",
                        shown(seen) if seen else "none")
            raise CertificateMismatch(shown(seen) if seen else "none")
        await super().handshake(*args, **kwargs)


def pinned_context() -> ssl.SSLContext:
    """TLS that takes the server's certificate whoever signed it, for whatever name: the pin
    is the check (PinnedConnection), made before anything is said."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def connect_options(url: str, pin: str) -> dict[str, Any]:
    """The arguments of websockets' `connect` for this URL and pin ("": none, the system's
    authorities check a ``wss://`` server): {} for plain ws:// or no pin."""
    if not pin or not url.lower().startswith("wss://"):
        return {}
    cls = type("PinnedConnection", (PinnedConnection,), {"pin": pin})
    return {"ssl": pinned_context(), "create_connection": cls}
