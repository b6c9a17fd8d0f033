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

MIGRATIONS: dict[int, Callable[[Document], Document]] = {}
"""Version v -> the function that upgrades a version-v state document to version v + 1."""


def migrate(doc: Document, version: int, target: int) -> Document:
    """Upgrade a state document from `version` to `target` through every registered step.

    Raises SaveFileError when a step is missing: a version this build never knew (or dropped).
    """
    missing = [v for v in range(version, target) if v not in MIGRATIONS]
    if missing:
        raise SaveFileError(
            f"This save file's version {version} is too old for this rok-qt to read"
        )
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
