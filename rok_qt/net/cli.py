"""`rok-qt-server`: the headless table server (many tables in one process).

    rok-qt-server [--host 127.0.0.1 ...] [--port 47400] [--tls-cert FILE --tls-key FILE]
                  [--max-tables N] [--max-per-address 16] [--lobby-expiry 10]
                  [--max-spectators 50] [--spectator-delay SECONDS]
                  [--save-dir DIR] [--no-kernel-rtt]
                  [--lan [--interface ADDRESS ...]] [--host-again FILE|DIR ...]
                  [--server-id ID] [--trust-proxy ADDRESS ...]
                  [--metrics-port PORT [--metrics-host ADDRESS]] [--drain-limit SECONDS]

It prints one line when it listens (with the real port: `--port 0` picks a free one) and logs
one JSON object a line on its standard error (rok_qt.net.server_log). Ctrl+C stops it at once,
telling every client plainly that the server is shutting down; SIGTERM (or ``POST
/admin/drain`` on the metrics port) drains it first: no new tables, the games under way finish
(for up to `--drain-limit`), the rest are saved in `--save-dir` to be hosted again elsewhere.

`--host-again` hosts a table saved with `--save-dir` (or kept by a host's app) again, under
its code: each person, the host included, takes back their seats by joining it again from the
screen they played on (rok_qt.net.rehost). Given a folder, it hosts every table save in it and
renames each it took to ``*.hosted``, so a restart does not host it twice.

docs/server.md tells how to run one server, or a fleet of them behind HAProxy.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from rok_qt import logs
from rok_qt.net.codes import DEFAULT_SERVER_ID, normal_server_id
from rok_qt.net.options import (
    DEFAULT_PORT,
    LOBBY_EXPIRY_S,
    MAX_PER_ADDRESS,
    TABLE_KIB,
    ServerOptions,
    tables_for_memory,
)
from rok_qt.net.protocol import MAX_SPECTATOR_DELAY_S, MAX_SPECTATORS
from rok_qt.net.proxy_protocol import trusted_networks
from rok_qt.net.saves import TableSave
from rok_qt.net.server import TableServer
from rok_qt.net.server_log import log_to_stderr

LOG = logs.channel("network")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="rok-qt-server",
        description="Host Rök tables for players on other computers (All at once).")
    parser.add_argument("--host", action="append", metavar="ADDRESS",
                        help="address to listen on, repeatable: one per interface (default "
                             "127.0.0.1: this computer only; 0.0.0.0 for every network)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"TCP port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--tls-cert", type=Path, help="certificate (PEM) for wss://")
    parser.add_argument("--tls-key", type=Path, help="its private key (PEM)")
    parser.add_argument("--max-tables", type=int, default=None,
                        help=f"tables held at once (default: what half the free memory holds "
                             f"at {TABLE_KIB} KiB a table; here {tables_for_memory()})")
    parser.add_argument("--max-per-address", type=int, default=MAX_PER_ADDRESS,
                        help=f"connections one network (the /24 of an IPv4 address, the /64 "
                             f"of an IPv6 one) may hold at once (default {MAX_PER_ADDRESS}; "
                             f"more for a school or club whose players share one)")
    parser.add_argument("--lobby-expiry", type=float, default=LOBBY_EXPIRY_S / 60.0,
                        metavar="MINUTES",
                        help=f"close a table whose game has not started this long after it "
                             f"was hosted (default {LOBBY_EXPIRY_S / 60.0:g}; 0: never)")
    parser.add_argument("--max-spectators", type=int, default=MAX_SPECTATORS,
                        help=f"spectators one table takes at once (default {MAX_SPECTATORS})")
    parser.add_argument("--spectator-delay", type=int, default=0, metavar="SECONDS",
                        help=f"spectators see each game this late, 0 to "
                             f"{MAX_SPECTATOR_DELAY_S} (default 0; a host may ask for more)")
    parser.add_argument("--no-kernel-rtt", dest="kernel_rtt", action="store_false",
                        help="behind a TCP proxy that sends no PROXY header: measure each "
                             "screen's round trip by the server's probes alone (the system's "
                             "own measure would be of the proxy)")
    parser.add_argument("--lan", action="store_true",
                        help="advertise hosted tables on the local network (zeroconf)")
    parser.add_argument("--interface", action="append", default=[], metavar="ADDRESS",
                        help="advertise only on this interface address (repeatable)")
    parser.add_argument("--save-dir", type=Path,
                        help="where a game the host saves and ends is written")
    parser.add_argument("--host-again", action="append", default=[], type=Path,
                        metavar="FILE",
                        help="host a saved table again (repeatable; a folder: every table "
                             "save in it): its people rejoin their seats with the invitation "
                             "they had")
    fleet = parser.add_argument_group("a fleet of servers (docs/server.md)")
    fleet.add_argument("--server-id", default=DEFAULT_SERVER_ID, metavar="ID",
                       help="two characters (0-9, A-Z) every table code of this server "
                            f"begins with, by which a proxy routes joins (default "
                            f"{DEFAULT_SERVER_ID})")
    fleet.add_argument("--trust-proxy", action="append", default=[], metavar="ADDRESS",
                       help="believe the client address, and the client's round trip if "
                            "it carries one, in the PROXY v2 header (HAProxy's send-proxy-v2) "
                            "of connections from this address or network (repeatable)")
    fleet.add_argument("--metrics-port", type=int, metavar="PORT",
                       help="serve /health, /metrics and the admin commands (POST "
                            "/admin/drain) on this port instead of /health and /metrics on "
                            "the public one")
    fleet.add_argument("--metrics-host", default="127.0.0.1", metavar="ADDRESS",
                       help="address of the metrics port (default 127.0.0.1)")
    fleet.add_argument("--drain-limit", type=float, default=300.0, metavar="SECONDS",
                       help="on SIGTERM, how long the games under way may finish before "
                            "they are saved (default 300)")
    return parser


def _kept_tables(given: list[Path]) -> list[tuple[Path, TableSave]]:
    """The tables to host again, each read and checked (SystemExit saying which is not); a
    folder gives every table save in it."""
    from rok_qt.net.saves import load_table
    from rok_qt.persistence.errors import SaveFileError

    files: list[Path] = []
    for path in given:
        files += sorted(path.glob("table-*.rok")) if path.is_dir() else [path]
    kept = []
    for path in files:
        try:
            kept.append((path, load_table(path)))
        except SaveFileError as error:
            raise SystemExit(f"rok-qt-server: {path}: {error}") from None
    return kept


def _tls(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise SystemExit("rok-qt-server: --tls-cert and --tls-key go together")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def _options(args: argparse.Namespace) -> ServerOptions:
    """The server's options from its command line (SystemExit for one that cannot be)."""
    save = None
    if args.save_dir is not None:
        from rok_qt.net.saves import SaveFolder

        save = SaveFolder(args.save_dir).save
    server_id = normal_server_id(args.server_id)
    if not server_id:
        raise SystemExit(f"rok-qt-server: --server-id: two characters of 0-9 and A-Z (no I, L, "
                         f"O, U), not {args.server_id!r}")
    try:
        trusted = trusted_networks(args.trust_proxy)
    except ValueError as error:
        raise SystemExit(f"rok-qt-server: --trust-proxy: {error}") from None
    tls = _tls(args.tls_cert, args.tls_key)
    if trusted and tls is not None:
        raise SystemExit("rok-qt-server: --trust-proxy and --tls-cert do not go together: a "
                         "proxy that sends the client's address ends TLS itself")
    if not 0 <= args.lobby_expiry <= 10_000:
        raise SystemExit("rok-qt-server: --lobby-expiry: minutes, 0 or more (0: never)")
    if args.max_per_address < 1:
        raise SystemExit("rok-qt-server: --max-per-address: 1 or more")
    return ServerOptions(host=args.host or ["127.0.0.1"], port=args.port, ssl=tls,
                         lobby_expiry_s=args.lobby_expiry * 60.0 or None,
                         max_tables=args.max_tables or tables_for_memory(),
                         max_per_address=args.max_per_address, save=save, server_id=server_id,
                         trusted_proxies=trusted, metrics_port=args.metrics_port,
                         metrics_host=args.metrics_host, drain_limit_s=args.drain_limit,
                         save_dir=args.save_dir, kernel_rtt=args.kernel_rtt,
                         max_spectators=max(0, args.max_spectators),
                         spectator_delay_s=min(max(0, args.spectator_delay),
                                               MAX_SPECTATOR_DELAY_S))


async def _run(args: argparse.Namespace) -> None:
    options = _options(args)
    server = TableServer(options)
    kept = _kept_tables(args.host_again)
    for _path, table in kept:
        server.rehost(table)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError):   # Windows: Ctrl+C raises instead
        loop.add_signal_handler(signal.SIGINT, stop.set)
        loop.add_signal_handler(signal.SIGTERM, lambda: _drain_then(server, stop))
    await server.start()
    _set_aside(args.host_again, kept)
    _tune_collector()
    advertiser = None
    if args.lan:
        from rok_qt.net.discovery import Advertiser

        advertiser = Advertiser(server.port, args.interface or None)
        server.on_table = advertiser.table_changed
        for _path, table in kept:
            advertiser.table_changed(table.code, table.title, True)
    scheme = "wss" if options.ssl else "ws"
    hosts = server.hosts
    where = ", ".join(f"{scheme}://{_bracketed(host)}:{server.port}" for host in hosts)
    print(f"rok-qt-server listening on {where}", flush=True)
    if options.ssl is not None and args.tls_cert is not None:
        _print_pin(args.tls_cert, hosts[0], server.port)
    if server.metrics_port is not None:
        print(f"rok-qt-server metrics on http://{_bracketed(options.metrics_host)}:"
              f"{server.metrics_port}/metrics", flush=True)
    for _path, table in kept:
        print(f"rok-qt-server hosts table {table.code} again", flush=True)
    drained = loop.create_task(server.drained.wait())
    stopped = loop.create_task(stop.wait())
    await asyncio.wait([drained, stopped], return_when=asyncio.FIRST_COMPLETED)
    drained.cancel()
    stopped.cancel()
    for name in server.saved:
        print(f"rok-qt-server saved a table in {name}", flush=True)
    await server.stop()
    if advertiser is not None:
        await advertiser.close()
    LOG.info("stopped")
    print("rok-qt-server stopped", flush=True)


def _print_pin(cert: Path, host: str, port: int) -> None:
    """The certificate's fingerprint, and how an invitation carries it (rok_qt.net.pinning):
    a screen that joins with it trusts this certificate, self-signed or not, and no other."""
    from rok_qt.net.pinning import PIN_PREFIX, file_fingerprint, shown

    try:
        pin = file_fingerprint(cert)
    except (OSError, ValueError):
        return
    print(f"rok-qt-server certificate SHA-256 {shown(pin)}", flush=True)
    where = "HOST" if host in ("0.0.0.0", "::") else _bracketed(host)
    print(f"rok-qt-server pinned invitations: wss://{where}:{port}/CODE{PIN_PREFIX}{pin}",
          flush=True)


def _drain_then(server: TableServer, stop: asyncio.Event) -> None:
    """SIGTERM: drain (a second SIGTERM while draining stops at once)."""
    if server.draining:
        stop.set()
        return
    server.drain_later()


def _set_aside(given: list[Path], kept: list[tuple[Path, TableSave]]) -> None:
    """Table saves taken from a folder are renamed ``*.hosted``: a restart hosts them no more."""
    folders = {path.resolve() for path in given if path.is_dir()}
    for path, _table in kept:
        if path.parent.resolve() in folders:
            with contextlib.suppress(OSError):
                path.rename(path.with_name(path.name + ".hosted"))


def _bracketed(host: str) -> str:
    return f"[{host}]" if ":" in host else host


GC_THRESHOLDS = (5000, 20, 10)
"""The collector of the headless server: young objects are looked at after 5,000 allocations
(Python's default is 700), the middle generation every 20 of those, the whole heap every 10 of
the middle's (and, Python's own rule, only when a quarter of it is new since the last time)."""


def _tune_collector() -> None:
    """Keep the collector's pauses off the tables' moves (benchmarks/bench_network_tables).

    Under 200 tables Python's defaults collected several times a second (3 to 15 ms each,
    a pause every screen of every table waits through) and the whole heap of 800 connections
    every few seconds (80 ms), finding nothing to free: the server's objects die by their
    reference counts. Everything made by now (modules, classes, the server) lives as long as
    the process, so it is frozen out of the collector's sight; then the thresholds are raised.
    Measured over 15 s of 200 moves a second: 40 collections, 256 ms, the longest 81 ms,
    became 3 to 4 collections, 40 to 50 ms, the longest 14 ms.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point of `rok-qt-server`."""
    args = _parser().parse_args(argv)
    log_to_stderr()
    try:
        asyncio.run(_run(args))
    except OSError as error:
        print(f"rok-qt-server: {error}", file=sys.stderr)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
