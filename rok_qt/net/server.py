"""The table server (R7.3): asyncio and `websockets`, many tables in one process.

`TableServer` runs headless (`rok-qt-server`, rok_qt.net.cli) or inside the host's app on its
own thread (rok_qt.net.server_thread.ServerThread): the host's window then joins it over
loopback like any client. It is built in layers, each a module: the tables it holds and their
timers (rok_qt.net.registry), the connections and the checks on everything they send
(rok_qt.net.connection), and here the listening sockets, whose plain HTTP requests go to
one small routing point (rok_qt.net.http: the phone page, rok_qt.net.phone_page).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from websockets.asyncio.server import Server, serve

from rok_qt import logs
from rok_qt.net import phone_page
from rok_qt.net.clock import monotonic_ms
from rok_qt.net.connection import HELLO_S, Connections
from rok_qt.net.http import Routes
from rok_qt.net.options import ServerOptions
from rok_qt.net.protocol import MAX_MESSAGE, CloseReason

LOG = logs.channel("network")


class TableServer(Connections):
    """Many tables, one event loop: the tables and connections (Connections), listening."""

    def __init__(self, options: ServerOptions | None = None,
                 clock: Callable[[], float] = monotonic_ms) -> None:
        super().__init__(options or ServerOptions(), clock)
        self._servers: list[Server] = []
        self.port = self.options.port
        self.routes = Routes(self.clock)
        """What the port answers to plain HTTP (a route per feature, added before `start`)."""
        self.routes.add(phone_page.PREFIX, phone_page.handle)

    @property
    def hosts(self) -> list[str]:
        """The addresses the server listens on."""
        host = self.options.host
        return [host] if isinstance(host, str) else list(host)

    async def start(self) -> None:
        """Listen on every address; `port` then holds the real port (0 asks the system for a
        free one: the first address's, which the others then take too)."""
        port = self.options.port
        try:
            for host in self.hosts:
                server = await serve(
                    self._connection, host, port, ssl=self.options.ssl,
                    process_request=self.routes.process_request,
                    max_size=MAX_MESSAGE, compression=None, ping_interval=10, ping_timeout=10,
                    open_timeout=HELLO_S, close_timeout=5, max_queue=64)
                self._servers.append(server)
                sockets = list(server.sockets)
                if sockets:
                    port = sockets[0].getsockname()[1]
        except OSError:
            await self._close_servers()
            raise
        self.port = port
        LOG.info("the table server listens on %s", self.listening)

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
        for table in self._all_tables():
            table.close(CloseReason.SHUTDOWN, "The table server is shutting down.")
        await asyncio.sleep(0.05)
        await self._close_servers()

    async def serve_forever(self, stop: asyncio.Event) -> None:
        """Run until `stop` is set."""
        await self.start()
        await stop.wait()
        await self.stop()
