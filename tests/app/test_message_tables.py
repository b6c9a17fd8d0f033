"""Every consumer of the table server's messages says, for every kind of message, what it does
with it or that it ignores it: a new server message is never silently dropped by a screen."""

from __future__ import annotations

import importlib
import re
from pathlib import Path
from typing import Any

import pytest

from rok_qt.net import protocol as p
from rok_qt.net.dispatch import TABLES, MessageTable, on, server_message_classes

ROOT = Path(__file__).resolve().parents[2]
SPEAKS = re.compile(
    r"(?<!def )decode_server\(|from websockets\.asyncio\.client import .*\bconnect\b")
"""A module that reads the server's messages, or opens a WebSocket to a table server (the
certificate pin's connection class, net/pinning.py, opens nothing: net/client.py uses it)."""

CONSUMERS = (
    "rok_qt.net.client",
    "rok_qt.app.network.joined_table",
)


@pytest.fixture(scope="module")
def tables() -> list[MessageTable[Any]]:
    for module in CONSUMERS:
        importlib.import_module(module)
    return list(TABLES)


def test_each_consumer_keeps_a_table(tables: list[MessageTable[Any]]) -> None:
    names = {table.consumer for table in tables}
    assert {"the protocol client's mirror", "the app's table client"} <= names


def test_every_server_message_is_handled_or_ignored_by_every_table(
        tables: list[MessageTable[Any]]) -> None:
    kinds = server_message_classes()
    assert len(kinds) >= 15 and p.Welcome in kinds and p.Record in kinds
    missing = {table.consumer: table.unlisted(kinds) for table in tables}
    assert not {consumer: names for consumer, names in missing.items() if names}


def test_the_app_handles_what_a_screen_shows(tables: list[MessageTable[Any]]) -> None:
    app = next(t for t in tables if t.consumer == "the app's table client")
    for kind in (p.Welcome, p.Seats, p.Snapshot, p.Logged, p.Go, p.Refused, p.Paused,
                 p.Resumed, p.Error, p.Closed, p.Record):
        assert kind in app.handlers, kind.__name__


class _Counter:
    def __init__(self) -> None:
        self.seen: list[str] = []

    def resumed(self, message: p.Resumed) -> None:
        self.seen.append(type(message).__name__)


def test_a_table_neither_handling_nor_ignoring_a_kind_is_caught() -> None:
    table: MessageTable[_Counter] = MessageTable("a forgetful screen",
                                                 [on(p.Resumed, _Counter.resumed)])
    try:
        assert "Welcome" in table.unlisted(server_message_classes())
        counter = _Counter()
        assert table(counter, p.Resumed())
        assert not table(counter, p.Expired((1,)))
        assert counter.seen == ["Resumed"]
    finally:
        TABLES.remove(table)


def test_a_kind_both_handled_and_ignored_or_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="Resumed"):
        MessageTable("confused", [on(p.Resumed, _Counter.resumed)], ignores=[p.Resumed])
    with pytest.raises(ValueError, match="two handlers of Resumed"):
        MessageTable("twice", [on(p.Resumed, _Counter.resumed), on(p.Resumed, _Counter.resumed)])


def test_R7_3_one_protocol_client_the_app_the_tests_and_the_benchmarks_all_run() -> None:
    """The protocol's client side is written once: the app's link (app/network/link.py) only
    runs net/client.py on a thread, as tests, benchmarks and the self-test run it as is."""
    clients = sorted({path.relative_to(ROOT).as_posix()
                      for path in (ROOT / "rok_qt").rglob("*.py")
                      if SPEAKS.search(path.read_text(encoding="utf-8"))})
    assert clients == ["rok_qt/net/client.py"]
    link = (ROOT / "rok_qt/app/network/link.py").read_text(encoding="utf-8")
    assert "from rok_qt.net.client import TableClient" in link and "websockets" not in link
