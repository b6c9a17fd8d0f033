"""The HTTP side of a table server's port: one small routing point before the WebSocket.

The server listens with `websockets`, whose `process_request` hook sees every request before
the WebSocket handshake. `Routes.process_request` lets a WebSocket upgrade through (any path)
and answers a plain GET itself: the first route whose prefix starts the path gives the
response (the phone page at ``/p/``, rok_qt.net.phone_page; health and metrics may sit beside
it), anything else is 404. A browser is a client like any other: each address gets a token
bucket of requests (the same rate as a connection's messages), a path longer than
MAX_PATH is refused, and nothing a request says is echoed back.
"""

from __future__ import annotations

import email.utils
import http
from collections.abc import Callable, Iterable

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from rok_qt import logs
from rok_qt.net.peer import Bucket

LOG = logs.channel("network")

Handler = Callable[[Request, str], Response | None]
"""A route: the request and its path (no query) -> its response, or None to try the next."""

MAX_PATH = 200
MAX_ADDRESSES = 4096
"""Addresses whose request buckets are kept at once; older ones are forgotten beyond it."""
SECURITY_HEADERS = (
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)


def response(status: int, body: bytes, content_type: str,
             headers: Iterable[tuple[str, str]] = ()) -> Response:
    """An HTTP response that closes its connection (the table's WebSocket is another)."""
    code = http.HTTPStatus(status)
    fields = Headers([("Date", email.utils.formatdate(usegmt=True)),
                      ("Connection", "close"),
                      ("Content-Length", str(len(body))),
                      ("Content-Type", content_type),
                      *SECURITY_HEADERS, *headers])
    return Response(code.value, code.phrase, fields, body)


def text_response(status: int, text: str) -> Response:
    """A short plain-text answer."""
    return response(status, text.encode(), "text/plain; charset=utf-8",
                    (("Cache-Control", "no-store"),))


def is_upgrade(request: Request) -> bool:
    """Whether the request asks for a WebSocket (the table's protocol)."""
    return "websocket" in request.headers.get("Upgrade", "").lower()


class Routes:
    """The HTTP routes of a table server's port (module docstring)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._routes: list[tuple[str, Handler]] = []
        self._buckets: dict[str, Bucket] = {}

    def add(self, prefix: str, handler: Handler) -> None:
        """Answer GETs whose path starts with `prefix` (the first route added wins)."""
        self._routes.append((prefix, handler))

    def process_request(self, connection: ServerConnection,
                        request: Request) -> Response | None:
        """websockets' hook: None lets the WebSocket handshake go on."""
        if is_upgrade(request):
            return None
        address = str(connection.remote_address[0]) if connection.remote_address else "?"
        if not self._take(address):
            return text_response(429, "Too many requests: slow down.")
        path = request.path.split("?", 1)[0]
        if len(path) > MAX_PATH:
            return text_response(414, "That address is too long.")
        for prefix, handler in self._routes:
            if path.startswith(prefix):
                found = handler(request, path)
                if found is not None:
                    return found
        LOG.debug("no page at %r", path[:80])
        return text_response(404, "Nothing here: a table's address comes from its host.")

    def _take(self, address: str) -> bool:
        now = self._clock()
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= MAX_ADDRESSES:
                self._buckets.pop(next(iter(self._buckets)))
            bucket = self._buckets[address] = Bucket(now)
        return bucket.take(now)
