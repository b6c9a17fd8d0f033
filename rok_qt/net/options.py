"""How a table server runs: where it listens, how much it holds, how its tables play."""

from __future__ import annotations

import ssl
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rok_qt.net.server_table import ServerTable

DEFAULT_PORT = 47400
MAX_PER_ADDRESS = 16
"""Connections one address may hold at once."""


@dataclass
class ServerOptions:
    """How a table server runs; the defaults are the headless server's."""

    host: str | list[str] = "127.0.0.1"
    """The address to listen on, or several (each interface's address): one port for all."""
    port: int = DEFAULT_PORT
    ssl: ssl.SSLContext | None = None
    max_tables: int = 100
    max_per_address: int = MAX_PER_ADDRESS
    kernel_rtt: bool = True
    """Bound each link's round trip by the kernel's own (rok_qt.net.fairness); False behind a
    TCP proxy, whose connection the kernel would measure instead."""
    bot_pause_ms: float = 700.0
    throw_ms: float = 0.0
    save: Callable[[str, bytes], str | None] | None = None
    keep: Callable[[ServerTable], None] | None = None
    """Called on the server's thread whenever what a table save holds changed (the host's
    app keeps its table beside its autosave: rok_qt.net.rehost.save_of)."""
