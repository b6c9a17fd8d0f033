"""Tables from an event's class to what a consumer does with it.

Each consumer of the engine's events (the table's animations, the seats' counts, the summary's
lines, the notes on the table, the tally, the lesson's judge) keeps one `EventTable`: for every
kind of event, a handler or an explicit "ignored". `tests/model/test_dispatch.py` lists every
event class and fails when a table neither handles nor ignores one, so a new kind of event is
never silently dropped by a consumer that should show or count it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Generic, TypeVar, get_args

from rok_qt.model.events import Event

R = TypeVar("R")

TABLES: list[EventTable[Any]] = []
"""Every table made, for the test that checks each covers every event class."""


class EventTable(Generic[R]):
    """`table(event, *context)`: the handler of the event's class, called with the event and
    the context, or None for an event the consumer ignores."""

    def __init__(self, consumer: str, handlers: Mapping[type[Event], Callable[..., R]],
                 ignores: Iterable[type[Event]] = ()) -> None:
        self.consumer = consumer
        self.handlers = dict(handlers)
        self.ignores = frozenset(ignores)
        both = self.ignores & self.handlers.keys()
        if both:
            raise ValueError(f"{consumer}: both handled and ignored: "
                             f"{sorted(kind.__name__ for kind in both)}")
        TABLES.append(self)

    def __call__(self, event: Event, *context: object) -> R | None:
        handler = self.handlers.get(type(event))
        return None if handler is None else handler(event, *context)

    def unlisted(self, kinds: Iterable[type[Event]]) -> list[str]:
        """The names of the kinds this table neither handles nor ignores."""
        return sorted(kind.__name__ for kind in kinds
                      if kind not in self.handlers and kind not in self.ignores)


def event_classes() -> list[type[Event]]:
    """Every kind of event the engine can emit (the members of the `Event` union)."""
    kinds: list[type[Event]] = list(get_args(Event))
    return sorted(kinds, key=lambda kind: kind.__name__)
