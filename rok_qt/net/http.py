"""The HTTP side of a table server's port: one small routing point before the WebSocket.

The server listens with `websockets`, whose `process_request` hook sees every request before
the WebSocket handshake. `Routes.process_request` lets a WebSocket upgrade to a table's path
through (``/``, or ``/t/<code>``: rok_qt.net.codes; anything else is 404) and answers a plain
request itself: the first route whose prefix starts the path, for the request's method, gives
the response (the phone page at ``/p/``, rok_qt.net.phone_page; ``/health`` and ``/metrics``,
rok_qt.net.server), anything else is 404. A browser is a client like any other: each network
(the /24 or /64 around the address, behind a trusted proxy the client's own: rok_qt.net.caps)
gets a token bucket of requests (the same rate as a
connection's messages), a path longer than MAX_PATH is refused, and nothing a request says is
echoed back. A server's metrics port has Routes of its own that take no WebSocket at all.
"""

from __future__ import annotations

import email.utils
import http
from collections.abc import Callable, Iterable

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from rok_qt import logs
from rok_qt.net.caps import network_of
from rok_qt.net.codes import code_of_path
from rok_qt.net.peer import Bucket

LOG = logs.channel("network")

Handler = Callable[[Request, str], Response | None]
"""A route: the request and its path (no query) -> its response, or None to try the next."""

MAX_PATH = 200
MAX_ADDRESSES = 4096
"""Networks whose request buckets are kept at once; older ones are forgotten beyond it."""
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

    def __init__(self, clock: Callable[[], float], *, tables: bool = True,
                 refuse_tables: Callable[[Request], Response | None] | None = None) -> None:
        self._clock = clock
        self._routes: list[tuple[str, Handler, tuple[str, ...]]] = []
        self._buckets: dict[str, Bucket] = {}
        self.tables = tables
        """Whether this port takes screens (a WebSocket to a table's path) at all."""
        self.refuse_tables = refuse_tables
        """Asked before a WebSocket handshake to a table's path: a Response refuses it (a
        draining server turns new tables away with 503, so a proxy tries another)."""

    def add(self, prefix: str, handler: Handler, methods: tuple[str, ...] = ("GET",)) -> None:
        """Answer requests of these methods whose path starts with `prefix` (the first route
        added wins). websockets reads no request body: a POST is a command without one."""
        self._routes.append((prefix, handler, methods))

    def process_request(self, connection: ServerConnection,
                        request: Request) -> Response | None:
        """websockets' hook: None lets the WebSocket handshake go on."""
        path = request.path.split("?", 1)[0]
        if is_upgrade(request):
            if not self.tables or code_of_path(path) is None:
                return text_response(404, "Nothing here: a table's address comes from its host.")
            return self.refuse_tables(request) if self.refuse_tables is not None else None
        address = str(getattr(connection, "client_address", "") or (
            connection.remote_address[0] if connection.remote_address else "?"))
        if not self._take(address):
            return text_response(429, "Too many requests: slow down.")
        if len(path) > MAX_PATH:
            return text_response(414, "That address is too long.")
        other_method = False
        for prefix, handler, methods in self._routes:
            if path.startswith(prefix):
                if request.method not in methods:
                    other_method = True
                    continue
                found = handler(request, path)
                if found is not None:
                    return found
        if other_method:
            return text_response(405, "Not with that method.")
        LOG.debug("no page at %r", path[:80])
        return text_response(404, "Nothing here: a table's address comes from its host.")

    def _take(self, address: str) -> bool:
        now = self._clock()
        address = network_of(address)
        bucket = self._buckets.get(address)
        if bucket is None:
            if len(self._buckets) >= MAX_ADDRESSES:
                self._buckets.pop(next(iter(self._buckets)))
            bucket = self._buckets[address] = Bucket(now)
        return bucket.take(now)
