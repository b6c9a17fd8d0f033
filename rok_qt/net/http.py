"""The table server's plain HTTP, on the port its screens connect to (and on `--metrics-port`).

One routing point: `HttpRoutes` answers a request by its path before websockets takes it for a
WebSocket handshake (websockets' ``process_request``). A route is a function of the request
that returns a `Reply`; a WebSocket upgrade to a table's path (``/`` or ``/t/<code>``) goes on
to the handshake, and anything else gets 404. The server's own routes (``/health``,
``/metrics``) are added by rok_qt.net.server; other pages (the phone page's files) add theirs
the same way.
"""

from __future__ import annotations

import http
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from rok_qt.net.codes import code_of_path

TEXT = "text/plain; charset=utf-8"


@dataclass(frozen=True)
class Reply:
    """What a route answers: a status, a body and its type, and any further headers."""

    status: int
    body: bytes
    content_type: str = TEXT
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def text(cls, status: int, text: str) -> Reply:
        """A short plain-text answer."""
        return cls(status, text.encode())


Route = Callable[[Request], Reply | Awaitable[Reply]]


@dataclass
class HttpRoutes:
    """Routes by exact path and method (GET, or POST without a body: the admin commands)."""

    routes: dict[tuple[str, str], Route] = field(default_factory=dict)
    tables: bool = True
    """Whether this port takes screens (the public port) or answers routes only."""
    refuse_tables: Callable[[Request], Reply | None] | None = None
    """Asked before a WebSocket handshake to a table's path: a Reply refuses it (a draining
    server turns new tables away with 503, so a proxy tries another)."""

    def add(self, path: str, route: Route, method: str = "GET") -> None:
        """Answer `method` requests to `path` with `route`."""
        self.routes[(method, path)] = route

    async def process_request(self, connection: ServerConnection,
                              request: Request) -> Response | None:
        """websockets' hook: a Response, or None to go on with the WebSocket handshake."""
        path = request.path.partition("?")[0]
        route = self.routes.get((request.method, path))
        if route is not None:
            reply = route(request)
            if not isinstance(reply, Reply):
                reply = await reply
            return response(reply)
        if any(p == path for _m, p in self.routes):
            return response(Reply.text(405, "Method not allowed.\n"))
        upgrade = "websocket" in request.headers.get("Upgrade", "").lower()
        if not self.tables or code_of_path(path) is None:
            return response(Reply.text(404, "Not found.\n"))
        if upgrade and self.refuse_tables is not None:
            refused = self.refuse_tables(request)
            if refused is not None:
                return response(refused)
        return None


def response(reply: Reply) -> Response:
    """A websockets Response for a Reply (no caching: every answer is of the moment)."""
    status = http.HTTPStatus(reply.status)
    headers = Headers([("Content-Type", reply.content_type),
                       ("Content-Length", str(len(reply.body))),
                       ("Cache-Control", "no-store"), ("Connection", "close"),
                       *reply.headers])
    return Response(status.value, status.phrase, headers, reply.body)
