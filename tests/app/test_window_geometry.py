"""The window fits the screen and comes back as it was left; the table's zoom is remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QPoint, QPointF, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from rok_qt.app.placement import (
    FRAME_GUESS,
    GEOMETRY_KEY,
    brought_back,
    first_rect,
    title_reachable,
)
from rok_qt.app.remembered import ZOOM_KEY
from rok_qt.app.window import MainWindow
from rok_qt.ui.table.view import TableView


def ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "rok.ini"), QSettings.Format.IniFormat)


def opened(qtbot: QtBot, settings: QSettings) -> MainWindow:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.shown, timeout=5000):
        window.show()
    return window


@pytest.mark.parametrize(("screen", "client"), [
    (QRect(0, 0, 1280, 770), QSize(1272, 732)),      # 1280x800 less a 30 px panel
    (QRect(0, 0, 1024, 640), QSize(1016, 602)),
    (QRect(0, 0, 1920, 1050), QSize(1912, 1012)),
    (QRect(1920, 0, 3840, 2130), QSize(2560, 1600)),  # a large second screen to the right
])
def test_a_first_window_with_its_frame_fits_the_available_area(screen: QRect,
                                                                client: QSize) -> None:
    rect = first_rect(screen)
    assert rect.size() == client
    framed = rect.marginsAdded(FRAME_GUESS)
    assert screen.contains(framed), "title bar and borders included"
    assert abs(framed.center().x() - screen.center().x()) <= 1, "centred"


def test_a_window_off_every_screen_is_brought_back() -> None:
    screens = [QRect(0, 0, 1920, 1080)]
    assert title_reachable(QRect(100, 50, 1280, 800), screens)
    assert title_reachable(QRect(1700, 50, 1280, 800), screens), "partly off, still grabbable"
    gone = QRect(2200, 100, 1280, 800)   # it was on a second screen, now unplugged
    assert not title_reachable(gone, screens)
    assert not title_reachable(QRect(100, -400, 1280, 800), screens), "title bar above the top"
    back = brought_back(gone, screens[0])
    assert screens[0].contains(back) and back.size() == gone.size()
    small = brought_back(QRect(-3000, 0, 2560, 1440), QRect(0, 0, 1280, 770))
    assert small == QRect(0, 0, 1280, 770), "shrunk to the smaller screen"


def test_the_first_window_fits_the_screen(qtbot: QtBot, tmp_path: Path) -> None:
    window = opened(qtbot, ini(tmp_path))
    available = window.screen().availableGeometry()
    qtbot.waitUntil(lambda: available.contains(window.frameGeometry()))
    assert window.width() >= available.width() - 16, "as large as the screen allows"


def test_size_position_and_state_come_back_at_the_next_start(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    settings = ini(tmp_path)
    window = opened(qtbot, settings)
    window.setGeometry(QRect(40, 60, 700, 560))
    qtbot.waitUntil(lambda: window.geometry() == QRect(40, 60, 700, 560))
    assert window.close()
    assert isinstance(settings.value(GEOMETRY_KEY), QByteArray)
    again = opened(qtbot, settings)
    assert again.geometry() == QRect(40, 60, 700, 560)
    again.showMaximized()
    qtbot.waitUntil(again.isMaximized)
    assert again.close()
    third = MainWindow(settings=settings)
    qtbot.addWidget(third)
    assert third.windowState() & Qt.WindowState.WindowMaximized, "opens maximised again"
    third.showNormal()
    qtbot.waitUntil(lambda: not third.isMaximized())
    assert third.size() == QSize(700, 560), "and un-maximises to the size it had"


def test_a_window_saved_on_a_screen_that_is_gone_opens_on_one(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    settings = ini(tmp_path)
    window = opened(qtbot, settings)
    # As if it had been on a screen to the right of this one.
    window.setGeometry(QRect(6000, 3000, 700, 560))
    qtbot.waitUntil(lambda: window.x() > 5000)
    assert window.close()
    again = MainWindow(settings=settings)
    qtbot.addWidget(again)
    screens = [s.availableGeometry() for s in QGuiApplication.screens()]
    assert title_reachable(again.frameGeometry(), screens)
    assert again.size() == QSize(700, 560)


def wheel(view: TableView, delta: int, modifiers: Qt.KeyboardModifier) -> None:
    """One wheel notch over the middle of the view's viewport."""
    centre = QPointF(view.viewport().rect().center())
    event = QWheelEvent(centre, QPointF(view.mapToGlobal(centre.toPoint())), QPoint(0, 0),
                        QPoint(0, delta), Qt.MouseButton.NoButton, modifiers,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_zoom_with_ctrl_wheel_and_keys_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    settings = ini(tmp_path)
    window = opened(qtbot, settings)
    view = window.game.view
    fitted = view.transform().m11()
    with qtbot.waitSignal(view.zoom_changed, timeout=2000) as blocker:
        wheel(view, 120, Qt.KeyboardModifier.ControlModifier)
    assert blocker.args is not None and blocker.args[0] > 1.0
    assert view.transform().m11() > fitted * 1.1, "the stones are bigger on screen"
    with qtbot.assertNotEmitted(view.zoom_changed):
        wheel(view, 120, Qt.KeyboardModifier.NoModifier)
    view.setFocus()
    with qtbot.waitSignal(view.zoom_changed, timeout=2000):
        qtbot.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    zoom = view.zoom
    assert zoom > blocker.args[0]
    assert float(str(settings.value(ZOOM_KEY))) == pytest.approx(zoom)
    assert window.close()
    again = opened(qtbot, settings)
    assert again.game.view.zoom == pytest.approx(zoom), "remembered at the next start"
    again.game.view.setFocus()
    with qtbot.waitSignal(again.game.view.zoom_changed, timeout=2000) as reset:
        qtbot.keyClick(again.game.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert reset.args == [1.0]
    assert again.game.view.transform().m11() == pytest.approx(again.game.view.fit_scale())
    with qtbot.waitSignal(again.game.view.zoom_changed, timeout=2000) as smaller:
        qtbot.keyClick(again.game.view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert smaller.args is not None and smaller.args[0] < 1.0


def test_ctrl_wheel_zooms_on_what_is_under_the_pointer(qtbot: QtBot, tmp_path: Path) -> None:
    window = opened(qtbot, ini(tmp_path))
    view = window.game.view
    window.resize(1280, 760)
    qtbot.waitUntil(lambda: view.width() == 1280)
    pointer = QPointF(view.viewport().width() * 0.7, view.viewport().height() * 0.4)
    under = view.mapToScene(pointer.toPoint())
    event = QWheelEvent(pointer, QPointF(view.mapToGlobal(pointer.toPoint())), QPoint(0, 0),
                        QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase, False)
    with qtbot.waitSignal(view.zoom_changed, timeout=2000):
        QApplication.sendEvent(view.viewport(), event)
    assert view.zoom > 1.3
    stays = view.mapFromScene(under)
    assert abs(stays.x() - pointer.x()) <= 3 and abs(stays.y() - pointer.y()) <= 3
