"""Upgrades of older save documents, one version step at a time.

A migration takes the `state` document of version v (plain JSON data: dicts, lists, strings,
numbers) and returns the equivalent document of version v + 1. Migrations work on plain data
because the structs of an old version no longer exist in the code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rok_qt.persistence.errors import SaveFileError

Document = dict[str, Any]

def _count_reloads(doc: Document) -> Document:
    """1 -> 2: a live grab in progress counts the reloads of its save, none so far."""
    live = doc.get("live")
    if isinstance(live, dict):
        live.setdefault("reloads", 0)
    return doc


MIGRATIONS: dict[int, Callable[[Document], Document]] = {1: _count_reloads}
"""Version v -> the function that upgrades a version-v state document to version v + 1."""


def oldest_readable(target: int) -> int:
    """The oldest version with an unbroken chain of migrations up to `target`.

    The walk takes one step per registered migration, so its cost never depends on a number
    read from a file.
    """
    version = target
    while version - 1 in MIGRATIONS:
        version -= 1
    return version


def migrate(doc: Document, version: int, target: int) -> Document:
    """Upgrade a state document from `version` to `target` through every registered step.

    Raises SaveFileError for a version outside `oldest_readable(target)` to `target`: one this
    build never knew (or dropped), or a damaged number. The range is checked before any step
    is counted, so a version of -10**8 costs no more than a version of 0.
    """
    if not isinstance(version, int) or not oldest_readable(target) <= version <= target:
        raise SaveFileError("This save file's version is too old for this rok-qt to read")
    for v in range(version, target):
        try:
            doc = MIGRATIONS[v](doc)
        except (LookupError, TypeError, ValueError, AttributeError) as error:
            # Migrations read untrusted data: a damaged old file must not become a traceback.
            raise SaveFileError(
                f"Damaged save file: cannot upgrade it from version {v}: {error!r}"
            ) from None
        if not isinstance(doc, dict):
            # A migration bug, not bad input; still a SaveFileError so the UI shows one line.
            raise SaveFileError(f"The upgrade from version {v} did not give a document")
    return doc
