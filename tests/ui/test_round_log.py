"""Nothing said is lost: the round log keeps every round's lines, newest first (View > Round
log, Ctrl+L), and tells other features which round a person chose."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.ui.game.round_log import RoundLog
from tests.ui.driver import WAIT_MS


def test_the_round_log_lists_rounds_newest_first_as_plain_text(qtbot: QtBot) -> None:
    log = RoundLog()
    qtbot.addWidget(log)
    log.add_round(1, ["<img src=x> took a pair of black wunjō"])
    log.add_round(3, ["Bot 2 takes your 3 grey stones"])
    log.add_round(2, [])
    assert [number for number, _lines in log.rounds()] == [3, 2, 1]
    shown = log.text.toPlainText()
    assert shown.index("Round 3") < shown.index("Round 2") < shown.index("Round 1")
    assert "<img src=x> took a pair" in shown, "a name is shown as it was typed, not as markup"
    assert "Nothing was taken this round." in shown
    log.add_round(3, ["Bot 2 takes your 4 grey stones"])
    assert log.rounds()[0] == (3, ["Bot 2 takes your 4 grey stones"]), "told again: replaced"


def test_a_round_chosen_in_the_log_is_announced(qtbot: QtBot) -> None:
    """The hook for "watch this round again": Tab to a round's title and press Enter."""
    log = RoundLog()
    qtbot.addWidget(log)
    log.add_round(1, ["one"])
    log.add_round(2, ["two"])
    log.show()
    qtbot.waitExposed(log)
    log.text.setFocus()
    with qtbot.waitSignal(log.round_chosen) as chosen:
        qtbot.keyClick(log.text, Qt.Key.Key_Tab)
        qtbot.keyClick(log.text, Qt.Key.Key_Return)
    assert chosen.args == [2], "the newest round's title comes first"


def test_view_round_log_opens_with_ctrl_l(qtbot: QtBot, window: MainWindow) -> None:
    dock = window.round_log_dock
    assert not dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(dock.isVisible)
    assert dock.widget() is window.round_log


def inked(image: QImage, area: QRect) -> QRect:
    """The bounding box of what is drawn in `area` on its background (its top left pixel)."""
    ground = image.pixelColor(area.topLeft())
    box = QRect()
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            here = image.pixelColor(x, y)
            if abs(here.lightness() - ground.lightness()) > 40:
                box = box.united(QRect(x, y, 1, 1))
    return box


def test_the_round_log_title_shows_whole_in_a_window_made_smaller(
        qtbot: QtBot, window: MainWindow) -> None:
    """A player shrinks the window to 1024x640 and opens the round log: its title is written
    in the window's smaller type, whole in its bar, not in the type of the larger window cut
    off at the bottom."""
    dock = window.round_log_dock   # made at 1280x800
    window.resize(1016, 602)
    qtbot.waitUntil(lambda: window.size() == QSize(1016, 602), timeout=WAIT_MS)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(dock.isVisible)
    qtbot.waitExposed(dock)
    image = dock.grab().toImage()
    float_button = dock.findChild(QAbstractButton, "qt_dockwidget_floatbutton")
    assert isinstance(float_button, QAbstractButton)
    bar = QRect(0, 0, float_button.x() - 1, dock.widget().y() - 1)   # above the separator
    ink = inked(image, bar)
    assert not ink.isEmpty(), "the title is drawn"
    assert ink.bottom() < bar.bottom(), "the title's descender (the g) is inside its bar"
    words = dock.fontMetrics().tightBoundingRect(dock.windowTitle())
    assert abs(ink.width() - words.width()) <= 2, (ink, words, "written in the window's type")
    assert abs(ink.height() - words.height()) <= 2, (ink, words)
