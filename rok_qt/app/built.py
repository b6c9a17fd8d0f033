"""Parts of the main window that are made with its table, a frame after the window shows."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class TableNotBuilt(RuntimeError):
    """A part of the window was asked for before its table was built (see `table_ready`)."""


class Built(Generic[T]):
    """A window attribute set when the table is built. Reading it earlier raises TableNotBuilt,
    which names the part, instead of an AttributeError: the window is whole after `__init__`,
    and code that runs too early says so."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type) -> Built[T]: ...

    @overload
    def __get__(self, instance: object, owner: type) -> T: ...

    def __get__(self, instance: object | None, owner: type) -> Built[T] | T:
        if instance is None:
            return self
        try:
            value: T = vars(instance)[self.name]
        except KeyError:
            raise TableNotBuilt(f"the window's {self.name} is made with its table: "
                                "wait for table_ready (or when_table_built)") from None
        return value

    def __set__(self, instance: Any, value: T) -> None:
        vars(instance)[self.name] = value
