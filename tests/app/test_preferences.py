"""Settings > Preferences: every choice applied and remembered; the language after a restart."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.preferences import (
    MARKS_KEY,
    VOLUME_KEY,
    Preferences,
    PreferencesDialog,
)
from rok_qt.app.window import MainWindow
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.stone_art import colour_marks, set_colour_marks


def ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)


def test_preferences_round_trip_and_defaults(tmp_path: Path) -> None:
    settings = ini(tmp_path)
    assert Preferences.read(settings) == Preferences()
    chosen = Preferences("fr", 35, True, True, True, AnimationSpeed.FAST)
    chosen.write(settings)
    settings.sync()
    assert Preferences.read(ini(tmp_path)) == chosen
    settings.setValue(VOLUME_KEY, "loud")
    settings.setValue(MARKS_KEY, "maybe")
    settings.setValue(i18n.LANGUAGE_KEY, "klingon")
    odd = Preferences.read(settings)
    assert (odd.volume, odd.colour_marks, odd.language) == (80, False, "")


def test_dialog_says_a_new_language_needs_a_restart(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences(language="hu", volume=40, muted=True), "hu")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.restart.isVisible(), "the running language needs nothing"
    assert not dialog.volume.isEnabled(), "muted: the slider rests"
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    assert dialog.restart.isVisible()
    assert "next starts" in dialog.restart.text()
    dialog.muted.setChecked(False)
    dialog.volume.setValue(70)
    dialog.marks.setChecked(True)
    dialog.reduced.setChecked(True)
    assert not dialog.speed.isEnabled(), "reduced motion overrides the speed"
    got = dialog.preferences()
    assert (got.language, got.volume, got.muted, got.colour_marks, got.reduced_motion) == (
        "fr", 70, False, True, True)


def test_window_applies_and_remembers(qtbot: QtBot, tmp_path: Path) -> None:
    settings = ini(tmp_path)
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.apply_preferences(Preferences("hu", 30, True, True, False, AnimationSpeed.FAST))
    sounds = window.game.sounds
    assert (sounds.volume, sounds.muted, colour_marks()) == (30, True, True)
    assert window.game.animator.speed == AnimationSpeed.FAST
    assert window.settings_menu.started_language == "", "the language waits for the next start"
    settings.sync()
    again = MainWindow(settings=ini(tmp_path))
    qtbot.addWidget(again)
    assert (again.game.sounds.volume, again.game.sounds.muted) == (30, True)
    assert again.settings_menu.started_language == "hu"
    set_colour_marks(False)


def test_settings_menu_opens_the_dialog(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(settings=ini(tmp_path))
    qtbot.addWidget(window)
    settings_menu = next(a for a in window.menuBar().actions() if "Settings" in a.text()).menu()
    assert isinstance(settings_menu, QMenu)
    action = next(a for a in settings_menu.actions() if "Preferences" in a.text())
    action.trigger()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    dialog.volume.setValue(55)
    dialog.accept()
    assert window.game.sounds.volume == 55
    assert Preferences.read(window.settings).volume == 55


def test_language_follows_the_system_or_the_choice(qapp: object) -> None:
    try:
        assert i18n.install("fr") == "fr"
        assert qapp.translate("MainWindow", "&Game") == "&Partie"  # type: ignore[attr-defined]
        assert i18n.install("hu") == "hu"
        assert qapp.translate("MainWindow", "&Game") == "&Játék"  # type: ignore[attr-defined]
        assert i18n.resolve("") in i18n.LANGUAGES
        assert i18n.install("en") == "en"
        assert qapp.translate(  # type: ignore[attr-defined]
            "SeatPanel", "%n stone(s)", "", 1) == "1 stone", "English has its plurals"
    finally:
        i18n.uninstall()
    assert qapp.translate("MainWindow", "&Game") == "&Game"  # type: ignore[attr-defined]


def test_go_on_by_itself_is_off_by_default_and_set_in_the_dialog(
        qtbot: QtBot, tmp_path: Path) -> None:
    """R9.1: the table waits for the people unless they choose "Go on by itself after N s"."""
    settings = ini(tmp_path)
    assert Preferences.read(settings).go_on_after == 0, "off by default"
    dialog = PreferencesDialog(Preferences.read(settings), "")
    qtbot.addWidget(dialog)
    assert dialog.go_on.text() == "Off: wait until we are ready"
    dialog.go_on.setFocus()
    for _ in range(5):
        qtbot.keyClick(dialog.go_on, Qt.Key.Key_Up)
    chosen = dialog.preferences()
    assert chosen.go_on_after == 5
    chosen.write(settings)
    assert Preferences.read(settings).go_on_after == 5
    settings.setValue("pace/go_on_after", "soon")
    assert Preferences.read(settings).go_on_after == 0, "unreadable: the default"
