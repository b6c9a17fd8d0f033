"""`rok-qt-server`: the headless table server (many tables in one process).

    rok-qt-server [--host 127.0.0.1 ...] [--port 47400] [--tls-cert FILE --tls-key FILE]
                  [--max-tables 100] [--max-per-address 16] [--save-dir DIR]
                  [--no-kernel-rtt] [--lan [--interface ADDRESS ...]] [--host-again FILE ...]

It prints one line when it listens (with the real port: `--port 0` picks a free one) and stops
on Ctrl+C or SIGTERM, telling every client plainly that the server is shutting down.

`--host-again` hosts a table saved with `--save-dir` (or kept by a host's app) again, under
its code: each person, the host included, takes back their seats by joining it again from the
screen they played on (rok_qt.net.rehost).
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
from rok_qt.net.options import DEFAULT_PORT, MAX_PER_ADDRESS, ServerOptions
from rok_qt.net.saves import TableSave
from rok_qt.net.server import TableServer

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
    parser.add_argument("--max-tables", type=int, default=100,
                        help="tables held at once (default 100)")
    parser.add_argument("--max-per-address", type=int, default=MAX_PER_ADDRESS,
                        help=f"connections one address may hold at once (default "
                             f"{MAX_PER_ADDRESS}; more for many players behind one router)")
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
                        help="host a saved table again (repeatable): its people rejoin their "
                             "seats with the invitation they had")
    return parser


def _kept_tables(files: list[Path]) -> list[TableSave]:
    """The tables to host again, each read and checked (SystemExit saying which is not)."""
    from rok_qt.net.saves import MAX_BYTES, decode_table
    from rok_qt.persistence.errors import SaveFileError

    kept = []
    for path in files:
        try:
            with path.open("rb") as file:
                kept.append(decode_table(file.read(MAX_BYTES + 1)))
        except (OSError, SaveFileError) as error:
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


async def _run(args: argparse.Namespace) -> None:
    save = None
    if args.save_dir is not None:
        from rok_qt.net.saves import SaveFolder

        save = SaveFolder(args.save_dir).save
    hosts: list[str] = args.host or ["127.0.0.1"]
    options = ServerOptions(host=hosts, port=args.port,
                            ssl=_tls(args.tls_cert, args.tls_key),
                            max_tables=args.max_tables, max_per_address=args.max_per_address,
                            kernel_rtt=args.kernel_rtt, save=save)
    server = TableServer(options)
    kept = _kept_tables(args.host_again)
    for table in kept:
        server.rehost(table)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):   # Windows: Ctrl+C raises instead
            loop.add_signal_handler(sig, stop.set)
    await server.start()
    _tune_collector()
    advertiser = None
    if args.lan:
        from rok_qt.net.discovery import Advertiser

        advertiser = Advertiser(server.port, args.interface or None)
        server.on_table = advertiser.table_changed
        for table in kept:
            advertiser.table_changed(table.code, table.title, True)
    scheme = "wss" if options.ssl else "ws"
    where = ", ".join(f"{scheme}://{_bracketed(host)}:{server.port}" for host in hosts)
    print(f"rok-qt-server listening on {where}", flush=True)
    for table in kept:
        print(f"rok-qt-server hosts table {table.code} again", flush=True)
    await stop.wait()
    await server.stop()
    if advertiser is not None:
        await advertiser.close()
    LOG.info("stopped")
    print("rok-qt-server stopped", flush=True)


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
    try:
        asyncio.run(_run(args))
    except OSError as error:
        print(f"rok-qt-server: {error}", file=sys.stderr)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
