"""Staying at a table: a screen's protocol client, connected, and back at its seats after a drop.

`stay` connects a `TableClient` (rok_qt.net.client) with Host or Join and hands every server
message to its `Listener`, in order; when the connection drops it rejoins with the seat token
and the last log entry its mirror has, once a second (RETRY_S), for as long as the server keeps
the seat (RECONNECT_S after the last connection that got as far as a Welcome). A refused
connection means the server is gone, unless it closed the last one with "service restart"
(1012): it is being restarted or drained and comes back (`TableClient.moved`). What went
wrong is said in one of the words below (`failure`), or in the server's own words when it
turned the screen away. Qt-free: the app's link (rok_qt/app/network/link.py) runs it on its
thread and turns the listener's calls into Qt signals.
"""

from __future__ import annotations

import asyncio
import ssl
import time
from typing import Protocol

from websockets.exceptions import InvalidHandshake, InvalidURI

from rok_qt import logs
from rok_qt.net.client import ConnectError, TableClient
from rok_qt.net.pinning import CertificateMismatch
from rok_qt.net.protocol import RECONNECT_S, Host, Join, ServerMessage, Welcome

LOG = logs.channel("network")

RETRY_S = 1.0
"""Between two tries to rejoin."""
OPEN_TIMEOUT_S = 5.0
"""How long one try to connect may take."""
GOODBYE_S = 0.5
"""How long leaving waits for its Leave to go out before the connection is cut."""

REFUSED = "refused"
"""`Listener.gave_up` words for a connection that never came up: nothing listens at that
address,"""
UNREACHABLE = "unreachable"
"""the address cannot be reached (no such name, no route, no answer in time),"""
NOT_ROK = "not_rok"
"""something answers but it is no table server (not WebSocket, or not this protocol),"""
TLS = "tls"
"""the secure connection failed (wss:// to a server without TLS, or a certificate refused),"""
PINNED = "pinned"
"""the server showed another certificate than the invitation's pin (rok_qt.net.pinning)."""


class Listener(Protocol):
    """What a screen hears of its table, on the client's loop."""

    def message(self, message: ServerMessage) -> None:
        """A server message (a Welcome, each time the server sends one, and all the rest)."""

    def connection(self, up: bool) -> None:
        """The connection is up (a Welcome came) or down (a drop: a rejoin is under way)."""

    def rtt(self, rtt_ms: float) -> None:
        """The round trip to the server, after each pong that changed it."""

    def gave_up(self, why: str) -> None:
        """Down for good: a word above, the server's refusal, or "" (the seat is gone)."""


def failure(error: BaseException | None, secure: bool) -> str:
    """What went wrong when connecting (`secure`: over wss://), as one of the words above."""
    if isinstance(error, CertificateMismatch):
        return PINNED
    if isinstance(error, ConnectionRefusedError):
        return REFUSED
    # A server without TLS drops a TLS hello: the connection is reset in the handshake.
    if isinstance(error, ssl.SSLError) or (secure and isinstance(error, ConnectionResetError)):
        return TLS
    if isinstance(error, InvalidHandshake | InvalidURI):
        return NOT_ROK
    return UNREACHABLE


async def stay(client: TableClient, first: Host | Join, listener: Listener,
               retry_s: float | None = None) -> None:
    """Connect with `first` and stay at the table (module docstring) until `client.leaving`,
    a refusal, or the seat is gone. `retry_s`: between tries (None: RETRY_S, read at each
    try)."""
    client.on_rtt = listener.rtt
    hello: Host | Join = first
    deadline: float | None = None
    while not client.leaving:
        try:
            welcomed = await _connection(client, hello, listener)
        except (ValueError, TypeError) as error:   # an address websockets cannot use
            LOG.warning("cannot connect to %s: %s", client.uri, error)
            listener.gave_up(UNREACHABLE)
            return
        except ConnectError as error:
            if error.refusal is not None:
                listener.message(error.refusal)
                listener.gave_up(error.refusal.text)
                return
            LOG.info("cannot reach %s: %s", client.uri, error)
            welcomed = False
            # Refused: nothing listens there any more (the server is gone), unlike a network
            # cut, which times out and is tried again while the seat is kept; and unlike a
            # server that said "service restart": it is on its way back.
            gone = isinstance(error.cause, ConnectionRefusedError) and not client.moved
            if client.welcome is None or gone:
                listener.gave_up(failure(error.cause, client.uri.startswith("wss:")))
                return
        if client.leaving:
            return
        listener.connection(False)
        if client.welcome is None:
            listener.gave_up("")
            return
        now = time.monotonic()
        if welcomed or deadline is None:
            deadline = now + RECONNECT_S
        if now > deadline:
            listener.gave_up("")
            return
        hello = client.rejoin()
        await asyncio.sleep(RETRY_S if retry_s is None else retry_s)


async def _connection(client: TableClient, hello: Host | Join, listener: Listener) -> bool:
    """One connection, until it ends; True when it got as far as a Welcome."""
    welcome = await client.connect(hello, OPEN_TIMEOUT_S)
    listener.connection(True)
    listener.message(welcome)
    while (message := await client.messages.get()) is not None:
        if isinstance(message, Welcome):
            listener.connection(True)
        listener.message(message)
    return True
