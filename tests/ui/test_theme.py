"""The game's one look (issue 34): every piece of chrome from one theme, on light and dark
systems alike, with the shipped font, a type scale that follows the table, and the game's own
message-box icons."""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QStyle, QStyleFactory
from pytestqt.qtbot import QtBot

from rok_qt import assets
from rok_qt.app.window import MainWindow
from rok_qt.ui import palette, theme
from rok_qt.ui.plain import message_box
from rok_qt.ui.theme.icons import MARKS

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_font_is_loaded_and_licensed(qapp: QApplication) -> None:
    assert theme.FAMILY in QFontDatabase.families()
    assert qapp.font().family() == theme.FAMILY
    licence = assets.font_licence().read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert "Karla" in (ROOT / "README.md").read_text(encoding="utf-8"), "the README says so"


def test_no_widget_styles_itself_outside_the_theme() -> None:
    """One theme module: no scattered setStyleSheet calls anywhere else in the game."""
    offenders = []
    theme_folder = ROOT / "rok_qt" / "ui" / "theme"
    for path in (ROOT / "rok_qt").rglob("*.py"):
        if path.is_relative_to(theme_folder):
            continue
        if re.search(r"\.setStyleSheet\(", path.read_text(encoding="utf-8")):
            offenders.append(path.relative_to(ROOT).as_posix())
    assert offenders == []


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_light_and_dark_systems_both_get_the_games_look(qapp: QApplication,
                                                        scheme: str) -> None:
    """Whatever palette the system hands over, the theme puts the game's own back."""
    system = QStyleFactory.create("Fusion").standardPalette()
    if scheme == "dark":
        for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            system.setColor(role, QColor("#000000"))
        system.setColor(QPalette.ColorRole.WindowText, QColor("#ffffff"))
    qapp.setPalette(system)
    theme.apply(qapp)
    chosen = qapp.palette()
    assert chosen.color(QPalette.ColorRole.Window) == QColor(palette.HALL_CHROME.surface)
    assert chosen.color(QPalette.ColorRole.WindowText) == QColor(palette.HALL_CHROME.ink)
    assert chosen.color(QPalette.ColorRole.Highlight) == QColor(palette.HALL_CHROME.accent)


def test_message_boxes_show_the_games_stones_not_the_systems_icons(qtbot: QtBot) -> None:
    stock = QStyleFactory.create("Fusion")
    for icon, standard in ((QMessageBox.Icon.Question, QStyle.StandardPixmap.SP_MessageBoxQuestion),
                           (QMessageBox.Icon.Warning, QStyle.StandardPixmap.SP_MessageBoxWarning),
                           (QMessageBox.Icon.Critical,
                            QStyle.StandardPixmap.SP_MessageBoxCritical),
                           (QMessageBox.Icon.Information,
                            QStyle.StandardPixmap.SP_MessageBoxInformation)):
        box = message_box(None, icon, "Resume the game?", "Resume it where it stopped?")
        qtbot.addWidget(box)
        assert box.icon() == icon, "the kind of box is kept (tests and screen readers read it)"
        shown = box.iconPixmap().toImage()
        size = box.iconPixmap().size()
        system = stock.standardIcon(standard).pixmap(size).toImage()
        assert shown != system, f"{icon.name}: the stock icon"
        assert standard in MARKS
        assert _has_colour(shown, QColor(palette.WHITE_STONE[1])) or icon in (
            QMessageBox.Icon.Warning, QMessageBox.Icon.Critical)


def _has_colour(image: QImage, wanted: QColor, slack: int = 40) -> bool:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and abs(c.red() - wanted.red()) + abs(c.green() - wanted.green()) \
                    + abs(c.blue() - wanted.blue()) < slack:
                return True
    return False


@pytest.mark.parametrize(("size", "body"), [((1024, 640), 12), ((1280, 800), 15),
                                            ((1920, 1080), 20)])
def test_the_type_scale_follows_the_window(qtbot: QtBot, window: MainWindow,
                                           size: tuple[int, int], body: int) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    qtbot.waitUntil(lambda: QApplication.font().pixelSize() == body)
    status = window.statusBar()
    label = QLabel("Round 1", status)
    status.addWidget(label)
    ratio = label.fontInfo().pixelSize() / window.game.view.fit_scale()
    assert 10 <= ratio <= 16, "the status text keeps its proportion to the table"
    window.resize(1280, 800)


def test_a_text_size_and_a_palette_variant_plug_in(qapp: QApplication) -> None:
    before = theme.current()
    contrast = replace(palette.HALL_CHROME, surface="#000000", ink="#ffffff", accent="#ffff00")
    try:
        theme.apply(qapp, replace(before, text_scale=2.0, chrome=contrast))
        assert qapp.font().pixelSize() == 2 * theme.type_scale(*before.size).body
        assert qapp.palette().color(QPalette.ColorRole.Window) == QColor("#000000")
        assert "#ffff00" in qapp.styleSheet()
    finally:
        theme.apply(qapp, before)


def test_a_role_is_one_of_the_themes(qapp: QApplication) -> None:
    label = QLabel()
    theme.set_role(label, "error")
    assert label.property("role") == "error"
    with pytest.raises(ValueError):
        theme.set_role(label, "purple")


def test_a_role_given_before_or_after_a_label_shows_takes_its_look(qtbot: QtBot) -> None:
    """A role set before the label is first shown is polished in when it shows (the start
    names no style for it); one set on a shown label restyles it at once."""
    early, late = QLabel("Cannot resume"), QLabel("Cannot resume")
    for label in (early, late):
        qtbot.addWidget(label)
    theme.set_role(early, "error")
    early.show()
    late.show()
    qtbot.waitExposed(late)
    ink = QColor(theme.current().chrome.alert)
    assert late.palette().color(late.foregroundRole()) != ink
    theme.set_role(late, "error")
    for label in (early, late):
        assert label.palette().color(label.foregroundRole()) == ink
        assert label.font().bold()
