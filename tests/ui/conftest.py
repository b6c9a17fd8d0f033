"""Fixtures for the UI tests: a main window with animations off and instant bots."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from rok_qt.app.learn import LAUNCHED_KEY
from rok_qt.app.window import MainWindow
from rok_qt.session import GameSession
from rok_qt.session_clock import ManualClock
from rok_qt.ui.table.animations import AnimationSpeed


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """Preferences in a temporary file, never the user's; not a first launch (no lesson offer)."""
    settings = QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)
    settings.setValue(LAUNCHED_KEY, True)
    return settings


@pytest.fixture
def window(qtbot: QtBot, settings: QSettings) -> Iterator[MainWindow]:
    """A shown main window at 1280x800, animations off, bots answering at once."""
    yield from _shown(qtbot, MainWindow(settings=settings))


@pytest.fixture
def clock() -> ManualClock:
    """The race's time, moved on by the test (`advance`), never by the wall clock."""
    return ManualClock()


@pytest.fixture
def race_window(qtbot: QtBot, settings: QSettings, clock: ManualClock) -> Iterator[MainWindow]:
    """The `window`, its live race and computer players' race moves on the test's `clock`."""
    yield from _shown(qtbot, MainWindow(GameSession(clock=clock), settings=settings))


def _shown(qtbot: QtBot, win: MainWindow) -> Iterator[MainWindow]:
    win.set_animation_speed(AnimationSpeed.OFF)
    win.session.set_bot_delay_ms(0)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.game.close_dialog()
