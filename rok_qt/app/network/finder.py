"""Tables on this network for the Join dialog: zeroconf's browser on a thread of its own.

`rok_qt.net.discovery.Browser` is asyncio; it runs here on a daemon thread's loop, and every
change of the list crosses into Qt as the `changed` signal, emitted on the GUI thread. It
listens only on the interfaces given (the `--interface` option), and only while the dialog is
open.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading

from PySide6.QtCore import QObject, Signal

from rok_qt import logs
from rok_qt.net.discovery import Browser, FoundTable

LOG = logs.channel("network")


class TableFinder(QObject):
    """`changed(list[FoundTable])` on the GUI thread whenever the tables announced on this
    network change."""

    changed = Signal(list)
    # Emitted on the browser's thread and connected to `changed`, which is thus emitted on the
    # GUI thread: a listener is never sent a queued call after it is gone (as TableLink).
    _changed = Signal(list)

    def __init__(self, interfaces: list[str] | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.interfaces = interfaces
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, name="rok-table-finder", daemon=True)
        self._changed.connect(self.changed)

    def start(self) -> None:
        """Start looking."""
        self._thread.start()

    def stop(self) -> None:
        """Stop looking (zeroconf's sockets close)."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        if self._thread.is_alive():
            self._thread.join(2.0)

    def _run(self) -> None:
        with contextlib.suppress(Exception):
            asyncio.run(self._browse())

    async def _browse(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        browser = Browser(self.interfaces, self._found)
        try:
            await browser.start()
        except OSError as error:
            LOG.info("cannot look for tables on this network: %s", error)
            return
        try:
            await self._stop.wait()
        finally:
            await browser.close()

    def _found(self, tables: list[FoundTable]) -> None:
        self._changed.emit(list(tables))
