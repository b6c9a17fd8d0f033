"""How a table server runs: where it listens, how much it holds, how its tables play."""

from __future__ import annotations

import ssl
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from rok_qt.net.codes import DEFAULT_SERVER_ID
from rok_qt.net.protocol import MAX_SPECTATORS
from rok_qt.net.proxy_protocol import Network

if TYPE_CHECKING:
    from rok_qt.net.server_table import ServerTable

DEFAULT_PORT = 47400
TABLE_KIB = 256
"""What a playing table of four screens costs the server (about 190 KiB measured by
benchmarks/bench_network_tables, rounded up): `--max-tables` by default is what fits."""
MIN_TABLES, MAX_TABLES = 10, 2000
"""The default's bounds: a small machine still holds a few; one process's event loop no more
than it can serve at once (a fleet holds more: packaging/server)."""
MAX_PER_ADDRESS = 16
"""Connections one network (the /24 or /64 around an address: rok_qt.net.caps) may hold at
once."""
LOBBY_EXPIRY_S = 600.0
"""A table whose game has not started this long after it was hosted is closed."""


@dataclass
class ServerOptions:
    """How a table server runs; the defaults are the headless server's."""

    host: str | list[str] = "127.0.0.1"
    """The address to listen on, or several (each interface's address): one port for all."""
    port: int = DEFAULT_PORT
    ssl: ssl.SSLContext | None = None
    max_tables: int = 100
    server_id: str = DEFAULT_SERVER_ID
    """The two characters every code of this server begins with (rok_qt.net.codes): a proxy in
    front of several servers routes a join to the server its code names."""
    trusted_proxies: tuple[Network, ...] = ()
    """Addresses whose PROXY v2 header is believed (rok_qt.net.proxy_protocol)."""
    metrics_port: int | None = None
    """A port of its own for /health, /metrics and the admin commands (None: /health and
    /metrics on the public port, no admin commands)."""
    metrics_host: str = "127.0.0.1"
    drain_limit_s: float = 300.0
    """How long a drain lets the games under way finish before it saves them."""
    save_dir: Path | None = None
    """Where table saves are written (the host's "save and end", a drain) and read back from
    by the admin command that hosts one again."""
    max_per_address: int = MAX_PER_ADDRESS
    """Connections one network may hold at once (rok_qt.net.caps)."""
    lobby_expiry_s: float | None = LOBBY_EXPIRY_S
    """How long a hosted table waits for its game to start before it is closed (None:
    for ever)."""
    host_key: str | None = None
    """Host only the tables whose Host comes with this key (``/?key=...``): the host's app
    serves its own table and no stranger's. None: anyone may host (a table server)."""
    kernel_rtt: bool = True
    """Bound each link's round trip by the kernel's own (rok_qt.net.fairness); False behind a
    TCP proxy, whose connection the kernel would measure instead."""
    bot_pause_ms: float = 700.0
    throw_ms: float = 0.0
    save: Callable[[str, bytes], str | None] | None = None
    keep: Callable[[ServerTable], None] | None = None
    """Called on the server's thread whenever what a table save holds changed (the host's
    app keeps its table beside its autosave: rok_qt.net.rehost.save_of)."""
    max_spectators: int = MAX_SPECTATORS
    """Spectators one table takes at once (rok_qt.net.lobby)."""
    spectator_delay_s: int = 0
    """The least delay of what spectators see, in seconds (a host may ask for more)."""


def tables_for_memory(available_kib: int | None = None) -> int:
    """The tables half of the memory free for this process holds (within MIN_TABLES and
    MAX_TABLES): the memory a container or service may use when it is capped (cgroup v2's
    memory.max), or what the system has available."""
    if available_kib is None:
        available_kib = _available_kib()
    if available_kib is None:
        return 100
    return max(MIN_TABLES, min(MAX_TABLES, available_kib // 2 // TABLE_KIB))


def _available_kib() -> int | None:
    from pathlib import Path

    limits = []
    try:
        cap = Path("/sys/fs/cgroup/memory.max").read_text().strip()
        if cap.isdigit():
            limits.append(int(cap) // 1024)
    except OSError:
        pass
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                limits.append(int(line.split()[1]))
    except (OSError, ValueError, IndexError):
        pass
    return min(limits) if limits else None
