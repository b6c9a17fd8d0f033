"""Every consumer of the engine's events says, for every kind of event, what it does with it
or that it ignores it: a new kind of event is never silently dropped."""

from __future__ import annotations

import importlib

import pytest

from rok_qt.model.dispatch import TABLES, EventTable, event_classes
from rok_qt.model.events import PairTaken, RoundEnded

CONSUMERS = (
    "rok_qt.model.tally",
    "rok_qt.lessons.steps",
    "rok_qt.ui.table.animations",
    "rok_qt.ui.dialogs.summary_lines",
    "rok_qt.ui.table.table_notes",
)


@pytest.fixture(scope="module")
def tables(qapp: object) -> list[EventTable[object]]:
    for module in CONSUMERS:
        importlib.import_module(module)
    return list(TABLES)


def test_each_consumer_keeps_a_table(tables: list[EventTable[object]]) -> None:
    names = {table.consumer for table in tables}
    for wanted in ("the tally", "the lesson's judge", "the table's animations",
                   "the seats' counts", "the summary's lines", "the table's notes"):
        assert wanted in names


def test_every_event_kind_is_handled_or_ignored_by_every_table(
        tables: list[EventTable[object]]) -> None:
    kinds = event_classes()
    assert len(kinds) > 25
    missing = {table.consumer: table.unlisted(kinds) for table in tables}
    assert not {consumer: names for consumer, names in missing.items() if names}


def test_a_table_neither_handling_nor_ignoring_a_kind_is_caught() -> None:
    table: EventTable[int] = EventTable("a forgetful consumer", {PairTaken: lambda _e: 1})
    try:
        assert "RoundEnded" in table.unlisted(event_classes())
        assert table(PairTaken(0, 1, 2)) == 1
        assert table(RoundEnded(1, (0, 0))) is None
    finally:
        TABLES.remove(table)


def test_a_kind_both_handled_and_ignored_is_refused() -> None:
    with pytest.raises(ValueError, match="PairTaken"):
        EventTable("confused", {PairTaken: lambda _e: 1}, ignores=[PairTaken])
