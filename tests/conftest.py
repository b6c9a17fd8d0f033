"""Test configuration: Qt runs offscreen; hypothesis profiles for CI and local runs."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

# Both profiles name their parent: without one, a profile inherits whatever hypothesis loaded
# at import, which already depends on the environment.
settings.register_profile(
    "default", parent=settings.get_profile("default"), deadline=None, max_examples=40,
    suppress_health_check=[HealthCheck.too_slow],
)
# CI draws the same examples on every run (derandomize), so a red build is red again on a re-run
# and on a developer's machine with CI=true; no example database, as a CI machine starts clean.
settings.register_profile(
    "ci", parent=settings.get_profile("default"), derandomize=True, database=None,
    print_blob=True,
)
settings.load_profile("ci" if "CI" in os.environ else "default")


@pytest.fixture(scope="session", autouse=True)
def _the_games_look(qapp: QApplication) -> None:
    """Every window in the tests wears the game's look, as the game's own start gives it."""
    from rok_qt.ui import theme

    theme.apply(qapp)


@pytest.fixture(autouse=True)
def _in_english(qapp: QApplication) -> None:
    """Every test starts in English with its catalogue, as the game's own start installs it
    (the plural forms, "%n minute(s)", come from it), whichever test ran before: one that
    switched language, or went back to the source strings, changes no other's words."""
    from rok_qt.app import i18n

    i18n.install("en")


@pytest.fixture(autouse=True)
def _no_leaked_holds() -> Iterator[None]:
    """A session hold still open when its session starts another game was never released."""
    from rok_qt.session_holds import LEAKS

    before = len(LEAKS)
    yield
    leaked = LEAKS[before:]
    del LEAKS[before:]
    assert not leaked, f"holds never released before a new game: {leaked}"


@pytest.fixture(autouse=True)
def _no_window_left(qapp: QApplication) -> Iterator[None]:
    """No window outlives its test. A window whose Python name is gone before the test ends
    (one made inside a helper, or one per hypothesis example) escapes pytest-qt's close, and a
    closed one's deferred delete waits for an event loop that may never come; each left alive
    is restyled at every later type-scale step (25 of them made a window's first show take 7 s
    in every test after)."""
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    left = [widget for widget in QApplication.topLevelWidgets() if widget.parent() is None]
    for widget in left:
        widget.deleteLater()
    if left:
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection imported (Qt, hypothesis, every module under test) lives for the whole
    run: the collector leaves it out of its passes from here on, as the app leaves out what its
    start-up made (rok_qt/app/main.py, `settle_start_up_objects`). Each full pass then walks
    only what the tests made: the game's own `gc.collect()` at every round's summary took
    about a third of a second with a test process's heap, against milliseconds in the app."""
    del session
    gc.collect()
    gc.freeze()
