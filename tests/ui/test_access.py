"""Play for every player: colour marks, the keyboard, reduced motion, names, a small window."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences
from rok_qt.app.window import MainWindow
from rok_qt.model.moves import GrabTurn, Move
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, PairPick
from rok_qt.ui.dialogs.setup_dialog import SetupDialog
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.grab_tool import GrabTool
from rok_qt.ui.table.stone_art import colour_marks, set_colour_marks, stone_pixmap
from tests.ui.driver import WAIT_MS, pairs_on_table, ring_to, state_at, wait_for_human
from tests.ui.test_gestures import grab_with


@pytest.fixture
def marks_off() -> Iterator[None]:
    """The marks are a process-wide switch: every test leaves them off."""
    yield
    set_colour_marks(False)


def test_colour_marks_change_the_painted_stone(qapp: object, marks_off: None) -> None:
    white, grey, black = 1, 17, 33   # the same rune (fehu) in the three paints
    plain = {s: stone_pixmap(s, 64).toImage() for s in (white, grey, black)}
    backs = {s: stone_pixmap(s, 64, face_up=False).toImage() for s in (white, grey, black)}
    set_colour_marks(True)
    assert colour_marks()
    for stone in (white, grey, black):
        assert stone_pixmap(stone, 64).toImage() != plain[stone], "the dots show"
        assert stone_pixmap(stone, 64, face_up=False).toImage() == backs[stone], (
            "the plain side never tells the colour (R4.3)")
    set_colour_marks(False)
    assert stone_pixmap(grey, 64).toImage() == plain[grey]


def test_marks_switch_from_preferences_repaints_the_table(qtbot: QtBot, window: MainWindow,
                                                          marks_off: None) -> None:
    window.start(GameConfig([SeatConfig("A"), SeatConfig("B", Controller.ADEPT)], 4))
    wait_for_human(qtbot, window.game)
    before = window.game.view.grab().toImage()
    window.apply_preferences(Preferences(colour_marks=True, speed=AnimationSpeed.OFF))
    qtbot.waitUntil(lambda: window.game.view.grab().toImage() != before, timeout=3000)
    assert Preferences.read(window.settings).colour_marks, "remembered"


def test_R7_1_the_grab_from_the_keyboard_alone(qtbot: QtBot, window: MainWindow,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    game.cover.setFocus()
    with qtbot.waitSignal(game.turn_started, timeout=1000) as started:
        qtbot.keyClick(game.cover, Qt.Key.Key_Space)
    assert started.args is not None
    seat = started.args[0]
    tool = game.tool
    assert isinstance(tool, GrabTool), "Space on the cover starts the turn"
    a, b = pairs_on_table(game)[0]
    ring_to(qtbot, game, tool, a)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    ring_to(qtbot, game, tool, b)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert not tool.picks, "the second stone waits for a confirming Space"
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    assert [type(p) for p in tool.picks] == [PairPick]
    qtbot.keyClick(game.view, Qt.Key.Key_Down)
    assert tool.ringed is not None, "Up and Down move the ring too"
    submitted: list[Move] = []
    original = window.session.submit

    def spy(move: Move) -> bool:
        submitted.append(move)
        return original(move)

    monkeypatch.setattr(window.session, "submit", spy)
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    assert not tool.closed and tool.selected == tool.ringed, "Enter on a ringed stone marks it"
    qtbot.keyClick(game.view, Qt.Key.Key_Escape)
    qtbot.keyClick(game.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert tool.closed, "Ctrl+Enter ends the turn, ring or not"
    move = submitted[0]
    assert isinstance(move, GrabTurn) and move.player == seat
    pick = move.picks[0]
    assert isinstance(pick, PairPick) and {pick.a, pick.b} == {a, b}


def speed_of(window: MainWindow) -> AnimationSpeed:
    """The speed the table animates at now."""
    return window.game.animator.speed


def test_reduced_motion_plays_every_animation_calm(qtbot: QtBot, window: MainWindow) -> None:
    window.apply_preferences(Preferences(reduced_motion=True, speed=AnimationSpeed.NORMAL))
    assert speed_of(window) == AnimationSpeed.CALM
    assert not any(a.isEnabled() for a in window.speed_actions.values())
    window.set_animation_speed(AnimationSpeed.FAST)
    assert speed_of(window) == AnimationSpeed.CALM, "the menu cannot undo it"
    window.start(GameConfig([SeatConfig("A"), SeatConfig("B", Controller.ADEPT)], 2))
    wait_for_human(qtbot, window.game)
    with qtbot.assert_not_emitted(window.game.animator.frame_shown):
        qtbot.keyClick(window.game.view, Qt.Key.Key_Space)   # throw
        qtbot.waitUntil(lambda: not window.game.animating, timeout=WAIT_MS)
    assert not window.game.router.turner.turning, "the table does not turn"
    window.apply_preferences(Preferences(reduced_motion=False, speed=AnimationSpeed.NORMAL))
    assert speed_of(window) == AnimationSpeed.NORMAL


def test_main_controls_have_accessible_names(qtbot: QtBot, window: MainWindow) -> None:
    game = window.game
    controls: tuple[QWidget, ...] = (game.view, game.bar.message, game.bar.clock,
                                     game.cover.ready, window.status)
    for control in controls:
        assert control.accessibleName(), control
    setup = SetupDialog()
    qtbot.addWidget(setup)
    for row in setup.rows:
        for widget in row.widgets():
            assert widget.accessibleName(), widget
    assert setup.rows[1].name.accessibleName() != setup.rows[0].name.accessibleName()


def test_setup_focus_goes_seat_by_seat(qtbot: QtBot) -> None:
    setup = SetupDialog()
    qtbot.addWidget(setup)
    setup.add_seat()
    setup.show()
    qtbot.waitExposed(setup)
    setup.activateWindow()
    setup.rows[0].name.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is setup.rows[0].name, timeout=2000)
    chain: list[QWidget | None] = []
    for _ in range(18):
        chain.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    expected = [w for row in setup.rows for w in row.widgets()]
    expected += [setup.add_button, setup.first, setup.mode, setup.limit, setup.seed]
    assert chain[:len(expected)] == expected, "seat by seat, left to right, then the form"


def test_usable_at_1024_by_640(qtbot: QtBot, settings: QSettings) -> None:
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameConfig([SeatConfig("A"), SeatConfig("B", Controller.ADEPT)], 4))
    wait_for_human(qtbot, window.game)
    assert window.width() <= 1024 and window.height() <= 640
    inside = QRect(0, 0, window.width(), window.height())
    bar = window.game.bar.button
    assert bar.isVisible()
    assert inside.contains(QRect(bar.mapTo(window, bar.rect().topLeft()), bar.size()))
    view = window.game.view
    table = view.mapFromScene(window.game.scene.itemsBoundingRect()).boundingRect()
    assert table.height() <= view.viewport().height() + 2, "the whole table is in sight"


def test_host_a_table_names_its_controls_and_alt_s_reaches_the_spectators_delay(
        qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    from rok_qt.ui.network.host_dialog import HostDialog

    dialog = HostDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for control in (dialog.server, dialog.spectator_delay, dialog.seed, dialog.limit):
        assert control.accessibleName(), control
    label = next(lab for lab in dialog.findChildren(QLabel)
                 if lab.buddy() is dialog.spectator_delay)
    assert label.text().startswith("&"), "its label names it, with a key to reach it"
    dialog.activateWindow()
    dialog.seed.setFocus()
    qtbot.waitUntil(dialog.seed.hasFocus, timeout=2000)
    qtbot.keyClick(dialog, Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)
    assert dialog.spectator_delay.hasFocus()
