"""The self-test's network check: a table hosted and joined on this computer, over TLS.

A bundle that lacks a piece of the network stack (asyncio's event loop for the system, the
WebSocket handshake, OpenSSL's libraries, the "idna" codec that TLS uses for the server's
name) still starts and plays alone, and fails only when a player hosts or joins. So the
self-test hosts a table on the game's own server and joins it with the game's own client,
on the loopback address only (nothing leaves the computer), over `wss://`.

The self-test has no certificate to give its server, so this TLS connection uses an anonymous
cipher (TLS 1.2, no certificate): what it proves is that OpenSSL loads and encrypts inside the
bundle. A real `wss://` join checks the server's certificate against the system's trusted
certificates; loading those is checked too (`ssl.create_default_context`).
"""

from __future__ import annotations

import asyncio
import ssl

from rok_qt.net.client import TableClient
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, Join, SeatSpec
from rok_qt.net.server import TableServer

LOOPBACK = "127.0.0.1"
TIMEOUT_S = 30.0
# OpenSSL names the certificate-less (anonymous) key exchanges "aNULL"; its security level 0
# allows them. Only this self-test's own server and client ever use this context.
ANONYMOUS_CIPHERS = "aNULL:@SECLEVEL=0"


def anonymous_tls(*, server: bool) -> ssl.SSLContext:
    """A TLS 1.2 context without certificates, for a server or a client on this computer."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER if server else ssl.PROTOCOL_TLS_CLIENT)
    context.maximum_version = ssl.TLSVersion.TLSv1_2
    if not server:
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
    context.set_ciphers(ANONYMOUS_CIPHERS)
    return context


def tls_pair() -> tuple[ssl.SSLContext, ssl.SSLContext] | str:
    """(server, client) contexts, or why the system's OpenSSL policy allows no anonymous TLS
    (some systems' configuration forbids it whatever a program asks)."""
    try:
        return anonymous_tls(server=True), anonymous_tls(server=False)
    except ssl.SSLError as error:
        return str(error)


async def host_and_join(tls: tuple[ssl.SSLContext, ssl.SSLContext] | None) -> tuple[str, int]:
    """Host a table on a loopback server (over wss:// with `tls`), join it from a second
    client, and fetch its phone page; the table code both were welcomed to, and the bytes of
    the phone page and its files."""
    server = TableServer(ServerOptions(host=LOOPBACK, port=0,
                                       ssl=tls[0] if tls else None))
    await server.start()
    uri = f"{'wss' if tls else 'ws'}://{LOOPBACK}:{server.port}"
    host = TableClient(uri, ssl_context=tls[1] if tls else None)
    guest = TableClient(uri, ssl_context=tls[1] if tls else None)
    try:
        seats = (SeatSpec("Astrid"), SeatSpec("Open", open=True))
        hosted = await host.connect(Host(PROTOCOL_VERSION, seats), timeout_s=TIMEOUT_S)
        joined = await guest.connect(Join(PROTOCOL_VERSION, hosted.table, ("Bjørn",)),
                                     timeout_s=TIMEOUT_S)
        if joined.table != hosted.table or not hosted.host or joined.host:
            raise RuntimeError(f"welcomed to {hosted.table} and {joined.table}")
        return hosted.table, await phone_page(server.port, hosted.table,
                                              tls[1] if tls else None)
    finally:
        await guest.close()
        await host.close()
        await server.stop()


async def get(port: int, path: str, tls: ssl.SSLContext | None) -> bytes:
    """GET `path` from the loopback server as a phone's browser does: the body of a 200."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, ssl=tls)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {LOOPBACK}:{port}\r\n"
                     "Connection: close\r\n\r\n".encode("ascii"))
        await writer.drain()
        answer = await reader.read(1 << 20)
        while chunk := await reader.read(1 << 20):
            answer += chunk
    finally:
        writer.close()
    head, _blank, body = answer.partition(b"\r\n\r\n")
    status = head.split(b"\r\n", 1)[0]
    if not status.startswith(b"HTTP/1.1 200"):
        raise RuntimeError(f"{path} answered {status!r}")
    return body


async def phone_page(port: int, code: str, tls: ssl.SSLContext | None) -> int:
    """The table's phone page and each of its files (package data: in a bundle or a wheel
    they must have come along), and a QR code of its address (segno); the bytes served."""
    import segno

    from rok_qt.net import phone_page as page

    html = await get(port, f"{page.PREFIX}{code}", tls)
    size = len(html)
    if f"{page.STATIC}phone.js?v=".encode() not in html:
        raise RuntimeError("the phone page does not load its script")
    for name in page.FILES:
        size += len(await get(port, f"{page.STATIC}{name}", tls))
    segno.make(f"http://{LOOPBACK}:{port}{page.PREFIX}{code}", error="m", micro=False)
    return size


def check_network() -> str:
    """Run `host_and_join` on an event loop of its own; one line for the self-test's report."""
    trusted = ssl.create_default_context()   # what a wss:// join to a real server uses
    tls = tls_pair()
    code, served = asyncio.run(asyncio.wait_for(
        host_and_join(None if isinstance(tls, str) else tls), TIMEOUT_S))
    how = (f"over ws:// (this system's OpenSSL policy allows no anonymous TLS: {tls})"
           if isinstance(tls, str) else "over wss://")
    return (f"a table hosted and joined {how} on {LOOPBACK} ({code}), its phone page "
            f"served ({served} bytes); "
            f"{ssl.OPENSSL_VERSION}; {len(trusted.get_ca_certs())} trusted certificates loaded")
