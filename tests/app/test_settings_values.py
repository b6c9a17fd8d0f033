"""Whatever the settings file holds, every dialog opens (issue 19, item 5).

Every key the app reads is listed here; a property test writes random values of random types
to them, in a real INI file read back from disk, and then opens every dialog from the menus.
"""

from __future__ import annotations

import itertools
from pathlib import Path

from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QEvent, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n, learn, placement, preferences, recent, remembered, settings_menu
from rok_qt.app.learn import saved_step
from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.remembered import read_seats, read_zoom
from rok_qt.app.window import MainWindow
from rok_qt.model.setup import MAX_NAME
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from rok_qt.ui.input.key_bindings import CLUSTERS, KEY_ACTIONS, SETTINGS_GROUP
from rok_qt.ui.table.view import ZOOM_MAX, ZOOM_MIN

KEYS = [
    i18n.LANGUAGE_KEY, preferences.VOLUME_KEY, preferences.MUTED_KEY, preferences.MARKS_KEY,
    preferences.REDUCED_KEY, preferences.SPEED_KEY, remembered.SEATS_KEY, remembered.LIMIT_KEY,
    remembered.ZOOM_KEY, placement.GEOMETRY_KEY, settings_menu.SPEED_KEY, recent.RECENT_KEY,
    recent.FOLDER_KEY, learn.STEP_KEY, learn.LAUNCHED_KEY,
    *(f"{SETTINGS_GROUP}/{cluster}/{action.value}"
      for cluster, action in itertools.product(CLUSTERS, KEY_ACTIONS)),
]
"""Every key the app reads from its settings."""

HUGE = ["99999999999", "9" * 30, "-9" * 15, "1e400", "nan", "-inf", "1e-400", "0x10", "٣"]
SEAT_LIKE = st.builds(lambda name, choice, age: f"{name}|{choice}|{age}",
                      st.text(max_size=40), st.sampled_from(
                          ["human", "novice", "adept", "master", "match:120", "match:1e9", "x"]),
                      st.one_of(st.sampled_from(HUGE), st.integers().map(str), st.text(max_size=5)))
VALUES = st.one_of(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.sampled_from(HUGE),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=60),
    st.booleans(),
    st.none(),
    st.binary(max_size=80).map(QByteArray),
    st.lists(st.one_of(SEAT_LIKE, st.text(max_size=20), st.sampled_from(HUGE)), max_size=8),
    SEAT_LIKE,
)
SHAPED: dict[str, st.SearchStrategy[object]] = {
    remembered.SEATS_KEY: st.lists(SEAT_LIKE, min_size=2, max_size=5),
    remembered.LIMIT_KEY: st.one_of(st.sampled_from(HUGE), st.integers().map(str)),
}
"""Values shaped like what the app writes, with numbers of any size in them."""
SETTINGS = st.fixed_dictionaries(
    {key: st.one_of(VALUES, SHAPED.get(key, VALUES)) for key in KEYS})


def _menu_action(window: MainWindow, text: str) -> QAction:
    (action,) = [a for a in window.findChildren(QAction) if a.text() == text]
    return action


def _close_dialogs() -> None:
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, QDialog | QMessageBox) and widget.isVisible():
            widget.close()


def _opens_every_dialog(qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings)
    try:
        _open_each_dialog(qtbot, window, settings)
    finally:
        # Gone before the next example: a window left alive is restyled with every later one.
        window.close()
        window.deleteLater()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _open_each_dialog(qtbot: QtBot, window: MainWindow, settings: QSettings) -> None:
    window.show()
    _menu_action(window, "&New game\u2026").trigger()
    dialog = window.setup_dialog
    assert isinstance(dialog, SetupDialog) and dialog.isVisible()
    for row in dialog.rows:
        assert len(row.name.text()) <= MAX_NAME + 8 and -1 <= row.age.value() <= 150
    dialog.reject()
    _menu_action(window, "&Preferences\u2026").trigger()
    prefs = window.findChild(PreferencesDialog)
    assert isinstance(prefs, PreferencesDialog) and prefs.isVisible()
    assert 0 <= prefs.volume.value() <= 100
    prefs.reject()
    _menu_action(window, "&Statistics").trigger()
    qtbot.waitUntil(lambda: window.findChild(StatisticsDialog) is not None, timeout=10_000)
    _close_dialogs()
    _menu_action(window, "&Rules").trigger()
    _close_dialogs()
    assert ZOOM_MIN <= read_zoom(settings) <= ZOOM_MAX
    assert saved_step(settings) >= 0
    seats, limit = read_seats(settings)
    assert all(seat.age is None or 0 <= seat.age <= 150 for seat in seats)
    assert limit is None or 1 <= limit <= 3_600_000
    Preferences.read(settings)


counter = itertools.count()


@examples(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(values=SETTINGS)
def test_any_remembered_value_of_any_type_leaves_every_dialog_opening(
        qtbot: QtBot, tmp_path: Path, values: dict[str, object]) -> None:
    path = tmp_path / f"settings-{next(counter)}.ini"
    written = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        written.setValue(key, value)
    written.sync()
    del written
    _opens_every_dialog(qtbot, QSettings(str(path), QSettings.Format.IniFormat))


def test_a_remembered_age_or_time_limit_out_of_range_still_opens_new_game(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The two values that raised OverflowError: New game opens, the age is dropped and the
    time limit is the default."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(remembered.SEATS_KEY, ["Anna|human|99999999999", "Bot|adept|40"])
    settings.setValue(remembered.LIMIT_KEY, "9" * 30)
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.show()
    _menu_action(window, "&New game\u2026").trigger()
    dialog = window.setup_dialog
    assert isinstance(dialog, SetupDialog) and dialog.isVisible()
    assert [row.name.text() for row in dialog.rows] == ["Anna", "Bot"]
    assert [row.age.value() for row in dialog.rows] == [-1, 40]
    assert dialog.limit.currentData() == 20_000
    dialog.reject()
