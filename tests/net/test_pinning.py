"""A pinned invitation (R7.3), attacked from outside: a real TLS server on 127.0.0.1.

Before, a ``wss://`` table whose server had a self-signed certificate could not be joined
("certificate verify failed") and there was no way to trust it. Now an invitation can carry
the certificate's SHA-256 fingerprint: that certificate is trusted, any other refused before
anything (the table's path and code included) is said to whoever shows it.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.options import ServerOptions
from rok_qt.net.pinning import file_fingerprint, normal_pin, shown
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, Join, SeatSpec
from rok_qt.net.server import TableServer
from rok_qt.ui.network.address import parse_invitation, parse_server
from tests.net.tables import server

CERTS = Path(__file__).parent / "certs"
ROOT = Path(__file__).resolve().parents[2]
SEATS = (SeatSpec("Ann"), SeatSpec("Open", open=True))


def tls(name: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(CERTS / f"{name}-cert.pem", CERTS / f"{name}-key.pem")
    return context


def pin_of(name: str) -> str:
    """The fingerprint as the operator's openssl computes it (not by the code under test)."""
    der = ssl.PEM_cert_to_DER_cert((CERTS / f"{name}-cert.pem").read_text())
    return hashlib.sha256(der).hexdigest().upper()


async def host_at(at: TableServer, pin: str = "") -> str:
    client = TableClient(f"wss://127.0.0.1:{at.port}", pin=pin)
    welcome = await client.connect(Host(PROTOCOL_VERSION, SEATS))
    await client.close()
    return welcome.table


def test_a_self_signed_server_is_refused_without_its_pin_and_trusted_with_it() -> None:
    async def scenario() -> None:
        at = await server(ssl=tls("table"))
        with pytest.raises(ConnectError, match="CERTIFICATE_VERIFY_FAILED"):
            await host_at(at)
        host = TableClient(f"wss://127.0.0.1:{at.port}", pin=pin_of("table"))
        code = (await host.connect(Host(PROTOCOL_VERSION, SEATS))).table
        bea = TableClient(f"wss://127.0.0.1:{at.port}", pin=pin_of("table"))
        assert (await bea.connect(Join(PROTOCOL_VERSION, code, ("Bea",)))).seats == (1,)
        await bea.close()
        await host.close()
        await at.stop()
    asyncio.run(scenario())


def test_a_server_showing_another_certificate_hears_nothing_not_even_the_tables_path() -> None:
    """Someone in between (here: a server with another certificate, where the invitation's
    server should be) learns neither the table's code nor a name: the pin is checked before
    the WebSocket's handshake sends the path."""
    async def scenario() -> None:
        between = TableServer(ServerOptions(port=0, ssl=tls("other")))
        heard: list[str] = []
        answer = between.routes.process_request

        def hear(connection: ServerConnection, request: Request) -> Response | None:
            heard.append(request.path)   # every request, the WebSocket's own included
            return answer(connection, request)
        between.routes.process_request = hear   # type: ignore[method-assign]
        await between.start()
        code = "00-K7MQ-2XPA-R4ZB"
        for first in (Host(PROTOCOL_VERSION, SEATS), Join(PROTOCOL_VERSION, code, ("Bea",))):
            client = TableClient(f"wss://127.0.0.1:{between.port}", pin=pin_of("table"))
            with pytest.raises(ConnectError, match="not the one pinned"):
                await client.connect(first)
        assert between.metrics.connections_opened.value == 0
        assert heard == []
        await between.stop()
    asyncio.run(scenario())


def test_a_pin_is_read_however_it_is_written_and_means_wss() -> None:
    pin = pin_of("table")
    assert file_fingerprint(CERTS / "table-cert.pem") == pin
    assert normal_pin(shown(pin).lower()) == pin
    assert normal_pin("sha256 Fingerprint=" + shown(pin)) == pin   # openssl's own line
    assert normal_pin(pin[:-1]) == normal_pin(pin + "0") == normal_pin("zz" * 32) == ""
    invitation = parse_invitation(f"rok.example.net:47400/01-K7MQ-2XPA-R4ZB#sha256={pin}")
    assert invitation is not None and invitation.secure and invitation.pin == pin
    assert invitation.url() == "wss://rok.example.net:47400/t/01-K7MQ-2XPA-R4ZB"
    assert invitation.text() == f"wss://rok.example.net:47400/01-K7MQ-2XPA-R4ZB#sha256={pin}"
    assert parse_invitation(invitation.text()) == invitation
    assert parse_invitation("rok.example.net:47400/01-K7MQ-2XPA-R4ZB#sha256=12AB") is None
    assert parse_invitation("rok.example.net:47400/01-K7MQ-2XPA-R4ZB#<img src=x>") is None
    on_server = parse_server(f"wss://rok.example.net#{shown(pin)}")
    assert on_server is not None and on_server.pin == pin and on_server.code == ""


def test_rok_qt_server_prints_its_certificates_fingerprint_and_a_pinned_invitation() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "rok_qt.net.cli", "--host", "127.0.0.1", "--port", "0",
         "--tls-cert", str(CERTS / "table-cert.pem"), "--tls-key", str(CERTS / "table-key.pem")],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert process.stdout is not None
    try:
        lines = [process.stdout.readline() for _ in range(3)]
    finally:
        process.send_signal(signal.SIGINT)
        process.wait(10)
    assert lines[0].startswith("rok-qt-server listening on wss://127.0.0.1:"), lines
    port = int(lines[0].rsplit(":", 1)[1])
    assert lines[1] == f"rok-qt-server certificate SHA-256 {shown(pin_of('table'))}\n"
    assert lines[2] == (f"rok-qt-server pinned invitations: wss://127.0.0.1:{port}/CODE"
                        f"#sha256={pin_of('table')}\n")
