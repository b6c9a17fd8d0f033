"""Settings > Preferences > Display: the text size (100-200 %) and high contrast reach the whole
window at once, are remembered, and odd remembered values are checked."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app.look_settings import CONTRAST_KEY, TEXT_SIZE_KEY, read_look
from rok_qt.app.preferences import Preferences, PreferencesDialog
from rok_qt.app.window import MainWindow
from rok_qt.ui import theme
from rok_qt.ui.lessons.panel import LessonPanel
from rok_qt.ui.palette import HIGH_CONTRAST_CHROME
from tests.ui.keys_only import focused, press


def ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def default_look(qapp: QApplication) -> Iterator[None]:
    """The game's own look again after the test, whatever it chose."""
    yield
    theme.apply(qapp, theme.Look())


def test_odd_remembered_sizes_and_contrasts_are_checked(tmp_path: Path) -> None:
    settings = ini(tmp_path)
    assert read_look(settings) == (100, "system")
    for size, contrast, read in ((500, "high", (200, "high")), ("huge", "neon", (100, "system")),
                                 (40, ["high"], (100, "system")), (150, "normal", (150, "normal"))):
        settings.setValue(TEXT_SIZE_KEY, size)
        settings.setValue(CONTRAST_KEY, contrast)
        assert read_look(settings) == read, (size, contrast)


def open_preferences(window: MainWindow, entry: str) -> PreferencesDialog:
    """Settings > `entry` from the window's menu, as a person picks it."""
    menu = next(a for a in window.menuBar().actions() if "Settings" in a.text()).menu()
    assert isinstance(menu, QMenu)
    next(a for a in menu.actions() if entry in a.text()).trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    return dialog


def test_the_whole_window_follows_the_text_size_and_high_contrast(
        qtbot: QtBot, tmp_path: Path, qapp: QApplication, default_look: None) -> None:
    window = MainWindow(settings=ini(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    message = window.game.bar.message
    body = message.fontInfo().pixelSize()
    dialog = open_preferences(window, "Preferences")
    assert dialog.pages.currentIndex() == 0, "Preferences opens on its first page"
    press(qtbot, Qt.Key.Key_I, Qt.KeyboardModifier.AltModifier)   # the Display page
    assert dialog.pages.currentIndex() == 1
    press(qtbot, Qt.Key.Key_T, Qt.KeyboardModifier.AltModifier)   # Text size
    assert focused() is dialog.text_size
    press(qtbot, Qt.Key.Key_End)
    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)   # Contrast
    press(qtbot, Qt.Key.Key_End)
    assert (dialog.text_size.currentText(), dialog.contrast.currentText()) == (
        "200%", "High contrast")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    qtbot.waitUntil(lambda: message.fontInfo().pixelSize() >= 2 * body - 1)
    black, white = QColor(HIGH_CONTRAST_CHROME.surface), QColor(HIGH_CONTRAST_CHROME.ink)
    assert window.palette().color(QPalette.ColorRole.Window) == black
    assert message.palette().color(QPalette.ColorRole.WindowText) == white
    assert window.game.scene.backgroundBrush().color() == QColor(HIGH_CONTRAST_CHROME.hall), \
        "the room round the table turns black too"
    assert (Preferences.read(window.settings).text_size,
            Preferences.read(window.settings).contrast) == (200, "high")

    theme.apply(qapp, theme.Look())   # as at a new start: the remembered look comes back
    again = MainWindow(settings=ini(tmp_path))
    qtbot.addWidget(again)
    assert (theme.current().text_scale, theme.current().chrome) == (2.0, HIGH_CONTRAST_CHROME)


def test_settings_controls_opens_the_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=ini(tmp_path))
    qtbot.addWidget(window)
    dialog = open_preferences(window, "Controls")
    assert dialog.pages.currentWidget().isAncestorOf(dialog.keys)
    dialog.reject()


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
def test_the_lessons_panel_keeps_its_buttons_whole_at_any_text_size(
        qtbot: QtBot, qapp: QApplication, default_look: None, scale: float) -> None:
    theme.apply(qapp, replace(theme.current(), text_scale=scale, size=(1280, 800)))
    panel = LessonPanel()
    qtbot.addWidget(panel)
    panel.show_step("Step 1 of 10", "Throw",
                    "Everyone throws their stones at once. Press Throw or Space.")
    panel.show()
    qtbot.waitExposed(panel)
    for button in (panel.skip_button, panel.leave_button):
        assert button.width() >= button.sizeHint().width(), f"{button.text()} is cut off"
        assert panel.rect().contains(button.geometry()), f"{button.text()} is inside"
    assert not panel.skip_button.geometry().intersects(panel.leave_button.geometry())
