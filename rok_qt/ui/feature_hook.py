"""PySide6's import hook, made to read each module's source without keeping it.

Once PySide6 is imported, it looks at every module imported after it to learn whether the module
names PySide6 (so that its `from __feature__ import ...` switches could apply there). It does so
with `inspect.getsource`, which keeps every line of every module in `linecache` for good: about
3 MB of text (5 MB of Python strings) and 15 ms of a start on this game's ~180 modules. The
same answer comes from reading the file's bytes once and letting them go.

The hook is PySide6's private `shibokensupport.feature._mod_uses_pyside`; where it is missing
(another PySide6), nothing changes. Installed when `rok_qt.ui` is imported.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import shiboken6  # noqa: F401  (brings PySide6's support package, shibokensupport)

_HOOK = "_mod_uses_pyside"


def names_pyside(module: ModuleType, fallback: Callable[[ModuleType], bool]) -> bool:
    """Whether the module's source file names PySide6, as PySide6's own test answers it; a
    module without a plain .py file (built in, compiled, archived) goes to `fallback`."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            pass
    return fallback(module)


def install() -> bool:
    """Answer PySide6's question without linecache from now on; True when the hook is ours."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, _HOOK, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "reads_lightly", False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        return names_pyside(module, original)

    uses_pyside.reads_lightly = True  # type: ignore[attr-defined]
    setattr(feature, _HOOK, uses_pyside)
    return True
