"""Tables from a server message's class to what a screen's client does with it.

Each consumer of the table server's messages (the protocol client's mirror, the app's table
client) keeps one `MessageTable`: for every kind of server message, a handler or an explicit
"ignored", as the engine's event consumers keep their `rok_qt.model.dispatch.EventTable`.
`tests/app/test_message_tables.py` lists every member of `protocol.ServerMessage` and fails
when a table neither handles nor ignores one, so a new message is never silently dropped.

Each entry is made by `on(kind, handler)`, which checks that the handler takes that kind:
the table is typed entry by entry, not `Callable[[Any], None]`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar, get_args

from rok_qt.net.protocol import ServerMessage

Owner = TypeVar("Owner")
M = TypeVar("M")

TABLES: list[MessageTable[Any]] = []
"""Every table made (each is made once, at import), for the test that checks each covers
every server message."""

Entry = tuple[type[Any], Callable[[Owner, Any], None]]
"""One message class and its handler (`on` makes it)."""


def on(kind: type[M],
       handler: Callable[[Owner, M], None]) -> tuple[type[M], Callable[[Owner, Any], None]]:
    """A table's entry: `handler(owner, message)` for each message of class `kind`."""
    return kind, handler


class MessageTable(Generic[Owner]):
    """`table(owner, message)`: the handler of the message's class, called with the owner (the
    consumer object) and the message; False for a message the consumer ignores."""

    def __init__(self, consumer: str, entries: Iterable[Entry[Owner]],
                 ignores: Iterable[type[Any]] = ()) -> None:
        self.consumer = consumer
        self.handlers: dict[type[Any], Callable[[Owner, Any], None]] = {}
        for kind, handler in entries:
            if kind in self.handlers:
                raise ValueError(f"{consumer}: two handlers of {kind.__name__}")
            self.handlers[kind] = handler
        self.ignores = frozenset(ignores)
        both = self.ignores & self.handlers.keys()
        if both:
            raise ValueError(f"{consumer}: both handled and ignored: "
                             f"{sorted(kind.__name__ for kind in both)}")
        TABLES.append(self)

    def __call__(self, owner: Owner, message: ServerMessage) -> bool:
        handler = self.handlers.get(type(message))
        if handler is None:
            return False
        handler(owner, message)
        return True

    def unlisted(self, kinds: Iterable[type[Any]]) -> list[str]:
        """The names of the kinds this table neither handles nor ignores."""
        return sorted(kind.__name__ for kind in kinds
                      if kind not in self.handlers and kind not in self.ignores)


def server_message_classes() -> list[type[Any]]:
    """Every kind of message a table server sends (the members of `ServerMessage`)."""
    kinds: list[type[Any]] = list(get_args(ServerMessage))
    return sorted(kinds, key=lambda kind: kind.__name__)
