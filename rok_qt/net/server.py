"""The table server (R7.3): asyncio and `websockets`, many tables in one process.

`TableServer` runs headless (`rok-qt-server`, rok_qt.net.cli) or inside the host's app on its
own thread (rok_qt.net.server_thread.ServerThread): the host's window then joins it over
loopback like any client. It is built in layers, each a module: the tables it holds and their
timers (rok_qt.net.registry), the connections and the checks on everything they send
(rok_qt.net.connection), and here the listening sockets, whose plain HTTP requests go to
one small routing point (rok_qt.net.http: the phone page, rok_qt.net.phone_page; ``GET
/health`` and ``GET /metrics``), and the drain before an update.

A drain (`drain`: SIGTERM for `rok-qt-server`, or ``POST /admin/drain`` on its metrics port)
takes no new table, says "draining" on /health (so a proxy sends new tables elsewhere), lets
the games under way finish for up to `drain_limit_s`, then saves each game still running as a
table save and closes its screens' connections with "service restart" (1012): they rejoin,
with their seat tokens, once the table is hosted again (`--host-again`) on another server.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Request, Response

from rok_qt import logs
from rok_qt.net import phone_page
from rok_qt.net.clock import monotonic_ms
from rok_qt.net.connection import HELLO_S, Connections
from rok_qt.net.http import Routes, response, text_response
from rok_qt.net.kernel_arrival import tick_ms
from rok_qt.net.metrics import CONTENT_TYPE
from rok_qt.net.options import ServerOptions
from rok_qt.net.peer import MOVED, Peer
from rok_qt.net.protocol import MAX_MESSAGE, CloseReason
from rok_qt.net.proxy_protocol import ProxiedConnection
from rok_qt.net.server_log import event
from rok_qt.net.server_table import ServerTable

DRAINED = "drained"
"""The folder in the save folder where a drain writes the games it could not let finish."""
DRAIN_POLL_S = 0.5
"""How often a drain looks whether the games under way have finished."""

LOG = logs.channel("network")


class TableServer(Connections):
    """Many tables, one event loop: the tables and connections (Connections), listening."""

    def __init__(self, options: ServerOptions | None = None,
                 clock: Callable[[], float] = monotonic_ms) -> None:
        super().__init__(options or ServerOptions(), clock)
        self._servers: list[Server] = []
        self.port = self.options.port
        self.metrics_port: int | None = None
        self.health = "ready"
        """What /health says: ready, draining, or down (stopping)."""
        self.drained = asyncio.Event()
        """Set once a drain has saved what it could not let finish."""
        self._drain_task: asyncio.Task[list[str]] | None = None
        self.saved: list[str] = []
        """The table saves a drain wrote (file names in the save folder)."""
        self.routes = Routes(self.clock, refuse_tables=self._refuse_new_tables)
        """What the port answers to plain HTTP (a route per feature, added before `start`)."""
        self.routes.add(phone_page.PREFIX, phone_page.handle)
        self.admin_routes = Routes(self.clock, tables=False)
        """The metrics port's: /health and /metrics, and the admin commands (never public)."""
        public = self.options.metrics_port is None
        for routes in (self.routes, self.admin_routes) if public else (self.admin_routes,):
            routes.add("/health", self._health)
            routes.add("/metrics", self._metrics)
        self.admin_routes.add("/admin/drain", self._drain_command, ("POST",))
        self.admin_routes.add("/admin/host-again", self._host_again_command, ("POST",))

    @property
    def hosts(self) -> list[str]:
        """The addresses the server listens on."""
        host = self.options.host
        return [host] if isinstance(host, str) else list(host)

    async def start(self) -> None:
        """Listen on every address; `port` then holds the real port (0 asks the system for a
        free one: the first address's, which the others then take too). With a metrics
        port, /health and /metrics leave the public port for it."""
        port = self.options.port
        # The kernel's tick, measured once away from the loop (rok_qt.net.kernel_arrival).
        await asyncio.get_running_loop().run_in_executor(None, tick_ms)
        connection = ProxiedConnection.for_networks(self.options.trusted_proxies)
        try:
            for host in self.hosts:
                server = await serve(
                    self._connection, host, port, ssl=self.options.ssl,
                    max_size=MAX_MESSAGE, compression=None, ping_interval=10, ping_timeout=10,
                    open_timeout=HELLO_S, close_timeout=5, max_queue=64,
                    process_request=self.routes.process_request, create_connection=connection)
                self._servers.append(server)
                sockets = list(server.sockets)
                if sockets:
                    port = sockets[0].getsockname()[1]
            self.port = port
            if self.options.metrics_port is not None:
                await self._serve_metrics(self.options.metrics_port)
        except OSError:
            await self._close_servers()
            raise
        LOG.info("the table server listens on %s", self.listening)
        event("server_ready", server_id=self.options.server_id, port=self.port,
              metrics_port=self.metrics_port, max_tables=self.options.max_tables)

    async def _serve_metrics(self, port: int) -> None:
        host = self.options.metrics_host
        server = await serve(_nobody, host, port, process_request=self.admin_routes.process_request,
                             open_timeout=HELLO_S, close_timeout=1)
        self._servers.append(server)
        sockets = list(server.sockets)
        self.metrics_port = sockets[0].getsockname()[1] if sockets else port

    @property
    def listening(self) -> list[tuple[str, int]]:
        """The (address, port) of every socket the server listens on now."""
        return [tuple(sock.getsockname()[:2]) for server in self._servers
                for sock in server.sockets]

    async def _close_servers(self) -> None:
        for server in self._servers:
            server.close()
            await server.wait_closed()
        self._servers.clear()

    async def stop(self) -> None:
        """Tell every table's clients the server is going, and stop listening."""
        self.health = "down"
        for table in self._all_tables():
            table.close(CloseReason.SHUTDOWN, "The table server is shutting down.")
            self._forget(table)
        await asyncio.sleep(0.05)
        await self._close_servers()
        event("server_stopped", tables_saved=len(self.saved))

    async def serve_forever(self, stop: asyncio.Event) -> None:
        """Run until `stop` is set."""
        await self.start()
        await stop.wait()
        await self.stop()

    # --- Health and metrics -------------------------------------------------------------------

    def _health(self, _request: Request, path: str) -> Response | None:
        """200 "ready" while the server takes new tables; 503 "draining" or "down"."""
        if path != "/health":
            return None
        return text_response(200 if self.health == "ready" else 503, self.health + "\n")

    def _metrics(self, _request: Request, path: str) -> Response | None:
        if path != "/metrics":
            return None
        try:
            return response(200, self.metrics.page(), CONTENT_TYPE,
                            (("Cache-Control", "no-store"),))
        except ImportError:   # a bundle of the app, which leaves out what it needs
            return text_response(503, "No metrics here: prometheus-client is not installed.\n")

    def _refuse_new_tables(self, request: Request) -> Response | None:
        """While draining, a connection to ``/`` (a new table) is refused before its handshake
        (503: a proxy sends it to another server); joins by a table's path still come in."""
        if self.health != "ready" and request.path.partition("?")[0] in ("", "/"):
            return text_response(503, "This table server is closing for an update.\n")
        return None

    # --- Drain --------------------------------------------------------------------------------

    async def drain(self, limit_s: float | None = None) -> list[str]:
        """Take no new table, let the games under way finish for up to `limit_s` (default
        ServerOptions.drain_limit_s), then save the rest and close their connections; the
        table saves written (module docstring). Whoever else waits on `drained` wakes."""
        if self.draining:
            await self.drained.wait()
            return self.saved
        self.draining, self.health = True, "draining"
        limit = self.options.drain_limit_s if limit_s is None else limit_s
        event("server_draining", tables=len(self._by_code), limit_s=limit)
        for table in self._all_tables():
            if not table.started:
                table.close(CloseReason.SHUTDOWN, "This table server is closing for an update: "
                            "host the table again.")
                self._forget(table)
        deadline = time.monotonic() + limit
        while self._playing() and time.monotonic() < deadline:
            await asyncio.sleep(min(DRAIN_POLL_S, max(0.0, deadline - time.monotonic())))
        for table in self._playing():
            self._save_away(table)
        self.drained.set()
        return self.saved

    def _playing(self) -> list[ServerTable]:
        return [t for t in self._all_tables() if not t.closed and t.started and not t.over]

    def _save_away(self, table: ServerTable) -> None:
        """A game still running when the drain's time is up: its table save (in the save
        folder's ``drained/``, apart from the games hosts saved and ended), then its screens are
        told to come back where it is hosted again."""
        from rok_qt.net.rehost import save_of
        from rok_qt.net.saves import SaveFolder, encode_table

        name, folder = None, self.options.save_dir
        if folder is not None:
            name = SaveFolder(folder / DRAINED).save(table.code, encode_table(save_of(table)))
        if name is None:
            table.close(CloseReason.SHUTDOWN, "The table server is shutting down.")
            self._forget(table)
            return
        self.saved.append(f"{DRAINED}/{name}")
        self.metrics.tables_saved.inc()
        event("table_saved", table=table.code, file=f"{DRAINED}/{name}")
        table.closed = True
        for attendee in list(table.lobby.attendees):
            if isinstance(attendee.peer, Peer):
                attendee.peer.close(MOVED, "The table moves to another server.")
        self._forget(table)

    def drain_later(self) -> None:
        """Start a drain on the server's loop (a signal handler, an admin command)."""
        if not self.draining:
            self._drain_task = asyncio.get_running_loop().create_task(self.drain())

    def _drain_command(self, _request: Request, path: str) -> Response | None:
        if path != "/admin/drain":
            return None
        self.drain_later()
        return text_response(202, "draining\n")

    def _host_again_command(self, request: Request, path: str) -> Response | None:
        """``POST /admin/host-again?file=NAME``: host again a table save from this server's
        save folder (the name of a file in it or in its ``drained/``, nothing else)."""
        if path != "/admin/host-again":
            return None
        from rok_qt.net.saves import MAX_BYTES, decode_table
        from rok_qt.net.server_table import TableError
        from rok_qt.persistence.errors import SaveFileError

        folder = self.options.save_dir
        query = request.path.partition("?")[2]
        name = dict(p.partition("=")[::2] for p in query.split("&")).get("file", "")
        base = name.removeprefix(DRAINED + "/")
        if folder is None or not base or Path(base).name != base or base.startswith("."):
            return text_response(400, "Say ?file=NAME: a table save in the server's save folder "
                              f"(or {DRAINED}/NAME).\n")
        try:
            with (folder / name).open("rb") as file:
                table = self.rehost(decode_table(file.read(MAX_BYTES + 1)))
        except (OSError, SaveFileError, TableError) as error:
            return text_response(409, f"{name}: {error}\n")
        self._reschedule(table)
        return text_response(200, table.code + "\n")


async def _nobody(ws: ServerConnection) -> None:
    """The metrics port takes no screens (its routes answer everything before a handshake)."""
    await ws.close()
