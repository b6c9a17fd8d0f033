"""A table server on a thread of its own, for the host's app (its window keeps the Qt thread).

The window joins the server over loopback like any other screen; anything the app hands the
server (a table to host again, the LAN announcer) runs on the server's thread (`call_soon`).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from rok_qt import logs
from rok_qt.net.options import ServerOptions
from rok_qt.net.server import TableServer

LOG = logs.channel("network")


class ServerThread:
    """A TableServer on its own thread and event loop (the host's app): `start()` returns
    once it listens; `stop()` tells every client and joins the thread."""

    def __init__(self, options: ServerOptions | None = None) -> None:
        self.server = TableServer(options)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="rok-table-server", daemon=True)

    @property
    def port(self) -> int:
        """The port the server listens on."""
        return self.server.port

    def start(self) -> None:
        """Start listening (raises OSError when the port cannot be had)."""
        self._thread.start()
        self._ready.wait()
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        try:
            await self.server.start()
        except BaseException as error:  # reported to the starting thread
            LOG.warning("the table server could not start: %s", error)
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await self.server.stop()

    def call_soon(self, callback: Callable[..., None], *args: object) -> None:
        """Run `callback(*args)` on the server's thread (its announcer lives there)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(callback, *args)

    def stop(self) -> None:
        """Stop the server and wait for its thread."""
        if self._loop is not None and self._stop is not None:
            self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=10)
