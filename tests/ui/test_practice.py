"""The practice table in the window: Game > Practice, throws, finds by mouse and keyboard, the
hint, the find times on the board, and their way into the record and the level that matches you.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from hypothesis import HealthCheck, given
from hypothesis import settings as examples
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu
from pytestqt.qtbot import QtBot

from rok_qt.app import i18n
from rok_qt.app.practice_record import measured_pace
from rok_qt.app.window import MainWindow
from rok_qt.model import practice
from rok_qt.model.practice import Find
from rok_qt.model.stones import are_twins, twin_of
from rok_qt.persistence.files import history_path
from rok_qt.persistence.practice_log import (
    PracticeEntry,
    append_practice,
    practice_path,
    read_practice,
)
from rok_qt.session_clock import ManualClock
from rok_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from rok_qt.ui.practice.widget import PracticeWidget
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.spatial_nav import key_path

WAIT_MS = 5000
_KEYS = {"UP": Qt.Key.Key_Up, "DOWN": Qt.Key.Key_Down, "LEFT": Qt.Key.Key_Left,
         "RIGHT": Qt.Key.Key_Right}


def _menu_action(window: MainWindow, menu_title: str, text: str) -> QAction:
    for top in window.menuBar().actions():
        menu = top.menu()
        if top.text() == menu_title and isinstance(menu, QMenu):
            for action in menu.actions():
                if action.text() == text:
                    return action
    raise AssertionError(f"no {text!r} in {menu_title!r}")


def _open(qtbot: QtBot, window: MainWindow, seed: int = 7) -> PracticeWidget:
    action = _menu_action(window, "&Game", "&Practice")
    assert action.shortcut().toString() == "Ctrl+P"
    action.trigger()
    widget = window.practice.widget
    assert widget is not None and window.practice.active
    widget.start(seed)   # a known table instead of a random one
    return widget


def _throw_until(qtbot: QtBot, widget: PracticeWidget, wanted: str) -> tuple[int, int]:
    """Throw with T until the engine's table shows a `wanted` ("pair" or "wrong") to take."""
    for _ in range(30):
        with qtbot.wait_signal(widget.revealed, timeout=WAIT_MS):
            qtbot.keyClick(widget.view, Qt.Key.Key_T)
        table = widget.table
        assert table is not None
        up = sorted(practice.takeable(table))
        if wanted == "pair":
            pairs = [(s, twin_of(s)) for s in up if twin_of(s) in up]
            if pairs:
                return pairs[0]
        else:
            wrong = [(a, b) for a in up for b in up if a < b and not are_twins(a, b)]
            if wrong:
                return wrong[0]
    raise AssertionError(f"no {wanted} in 30 throws")


def _point(widget: PracticeWidget, stone: int) -> QPoint:
    return widget.view.mapFromScene(widget.scene.stones[stone].pos())


def _click(qtbot: QtBot, widget: PracticeWidget, stone: int) -> None:
    qtbot.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=_point(widget, stone))


def _drag(qtbot: QtBot, widget: PracticeWidget, stone: int, onto: int) -> None:
    viewport = widget.view.viewport()
    a, b = _point(widget, stone), _point(widget, onto)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 5):
        qtbot.mouseMove(viewport, a + (b - a) * (i / 4))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=b)


def test_practice_opens_from_the_game_menu_and_escape_leaves(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window)
    assert widget.isVisible() and not window.game.isVisible()
    with qtbot.wait_signal(widget.left, timeout=WAIT_MS):
        qtbot.keyClick(widget.view, Qt.Key.Key_Escape)
    assert not window.practice.active and window.game.isVisible()


def test_new_game_leaves_practice(qtbot: QtBot, window: MainWindow) -> None:
    _open(qtbot, window)
    window.new_action.trigger()
    assert not window.practice.active and window.game.isVisible()
    assert window.setup_dialog is not None
    window.setup_dialog.close()


def test_R4_5_a_pair_taken_by_click_shows_its_find_time_on_the_board(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window)
    a, b = _throw_until(qtbot, widget, "pair")
    _click(qtbot, widget, a)
    with qtbot.wait_signal(widget.found, timeout=WAIT_MS) as blocker:
        _click(qtbot, widget, b)
    find = blocker.args[0]
    assert isinstance(find, Find) and set(find.stones) == {a, b}
    table = widget.table
    assert table is not None
    assert {a, b} <= set(table.state.players[0].treasure) and a not in table.state.table
    board = widget.board.text()
    assert "1.  " in board and " s  pair" in board and "Median: " in board
    assert "Found in" in widget.message.text() or "All found" in widget.message.text()


def test_R4_5_a_pair_taken_by_dragging_one_stone_onto_its_twin(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, seed=12)
    a, b = _throw_until(qtbot, widget, "pair")
    with qtbot.wait_signal(widget.found, timeout=WAIT_MS):
        _drag(qtbot, widget, a, b)
    table = widget.table
    assert table is not None and [f.stones for f in table.finds] == [(a, b)]


def test_R5_1_a_wrong_pair_is_refused_with_a_reason_and_costs_nothing(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, seed=3)
    a, b = _throw_until(qtbot, widget, "wrong")
    _click(qtbot, widget, a)
    with qtbot.wait_signal(widget.refused, timeout=WAIT_MS) as blocker:
        _click(qtbot, widget, b)
    assert "are not twins" in blocker.args[0] and "are not twins" in widget.message.text()
    table = widget.table
    assert table is not None
    assert table.state.players[0].treasure == [] and {a, b} <= set(table.state.table)
    assert table.finds == [], "no penalty and no find: the table is as it was"


def test_R4_5_keyboard_ring_and_space_take_a_pair(qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, seed=21)
    a, b = _throw_until(qtbot, widget, "pair")
    tool = widget.tool
    assert tool is not None
    for stone in (a, b):
        qtbot.keyClick(widget.view, Qt.Key.Key_Up)
        start = tool.ringed
        assert start is not None
        table = widget.table
        assert table is not None
        own = practice.balance(table)
        targets = {s: (widget.scene.stones[s].pos().x(), widget.scene.stones[s].pos().y())
                   for s in set(practice.takeable(table)) | ({own} if own else set())}
        path = key_path(targets, start, stone)
        assert path is not None
        for direction in path:
            qtbot.keyClick(widget.view, _KEYS[direction.name])
        assert tool.ringed == stone
        if stone == a:
            qtbot.keyClick(widget.view, Qt.Key.Key_Space)
            assert tool.selected == a
    with qtbot.wait_signal(widget.found, timeout=WAIT_MS):
        qtbot.keyClick(widget.view, Qt.Key.Key_Space)


def test_the_hint_waits_for_seconds_without_a_find(
        qtbot: QtBot, race_window: MainWindow, clock: ManualClock) -> None:
    # The practice table times finds and the hint on the game's clock: here the test's.
    widget = _open(qtbot, race_window, seed=5)
    _throw_until(qtbot, widget, "pair")
    widget.hint_after_ms = 600
    clock.advance(100)
    with qtbot.assert_not_emitted(widget.hinted):
        qtbot.keyClick(widget.view, Qt.Key.Key_H)
        clock.advance(499)
    assert widget.message.text() == "A hint in 0.5 s: look a little longer."
    assert not widget.hint_ring.isVisible()
    with qtbot.wait_signal(widget.hinted, timeout=WAIT_MS):
        clock.advance(1)
    assert widget.hint_ring.isVisible()
    assert widget.clock.now_ms() == 600


@examples(max_examples=15, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1))
def test_R4_5_the_hint_always_rings_a_stone_the_engine_lets_you_take(
        qtbot: QtBot, window: MainWindow, seed: int) -> None:
    widget = _open(qtbot, window, seed)
    widget.hint_after_ms = 0
    for _ in range(4):
        with qtbot.wait_signal(widget.revealed, timeout=WAIT_MS):
            qtbot.keyClick(widget.view, Qt.Key.Key_T)
        table = widget.table
        assert table is not None
        while practice.hint(table) is not None:
            with qtbot.wait_signal(widget.hinted, timeout=WAIT_MS) as blocker:
                qtbot.keyClick(widget.view, Qt.Key.Key_H)
            stone = blocker.args[0]
            assert stone in practice.takeable(table), "the ringed stone may be taken (R4.5)"
            assert widget.hint_ring.pos() == widget.scene.stones[stone].pos()
            partner = twin_of(stone)
            assert partner in practice.takeable(table) or partner == practice.balance(table)
            with qtbot.wait_signal(widget.found, timeout=WAIT_MS) as found:
                _drag(qtbot, widget, stone, partner)   # the engine accepts it
            assert found.args[0].hinted
        assert not widget.hint_ring.isVisible()
        assert "T: the next throw." in widget.board.text(), "the board says the throw is done"
    widget.leave()


def test_practice_find_times_reach_the_record_and_the_level_that_matches_you(
        qtbot: QtBot, tmp_path: Path, settings: QSettings) -> None:
    history = history_path(tmp_path)
    window = MainWindow(settings=settings, history=history)
    window.set_animation_speed(AnimationSpeed.OFF)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    widget = _open(qtbot, window, seed=9)
    a, b = _throw_until(qtbot, widget, "pair")
    qtbot.wait(300)
    _click(qtbot, widget, a)
    _click(qtbot, widget, b)
    table = widget.table
    assert table is not None
    own = practice.own_find_ms(table)
    assert len(own) == 1 and own[0] >= 250
    written: list[None] = []
    window.practice.recorder.write_finished.connect(lambda: written.append(None))
    qtbot.keyClick(widget.view, Qt.Key.Key_Escape)   # leaving records the throw, if not yet
    qtbot.waitUntil(lambda: len(written) == 1, timeout=WAIT_MS)
    throws = read_practice(practice_path(history)).throws
    assert [t.find_ms for t in throws] == [own]
    assert measured_pace(history) == float(own[0])
    with qtbot.waitSignal(window.reader.pace_read, timeout=WAIT_MS):
        window.new_game()
    dialog = window.setup_dialog
    assert dialog is not None
    combo = dialog.rows[1].controller
    combo.setCurrentIndex(combo.findText("Computer: matches you, 100 %"))
    assert dialog.config().seats[1].match_ms == float(own[0])
    dialog.close()


def test_a_damaged_practice_record_is_told_once_and_practice_goes_on(
        qtbot: QtBot, tmp_path: Path, settings: QSettings) -> None:
    history = history_path(tmp_path)
    practice_path(history).write_bytes(b"{not json\n")
    window = MainWindow(settings=settings, history=history)
    window.set_animation_speed(AnimationSpeed.OFF)
    qtbot.addWidget(window)
    window.show()
    widget = _open(qtbot, window, seed=9)
    told: list[str] = []
    written: list[None] = []
    window.practice.recorder.problem_found.connect(told.append)
    window.practice.recorder.write_finished.connect(lambda: written.append(None))
    try:
        i18n.install("en")   # the English catalogue holds the plural forms
        for throws in (1, 2):
            _throw_until(qtbot, widget, "pair")
            table = widget.table
            assert table is not None
            while (found := practice.hint(table)) is not None:
                _drag(qtbot, widget, *found)
            qtbot.waitUntil(lambda: len(written) == throws, timeout=WAIT_MS)  # noqa: B023
    finally:
        i18n.uninstall()
    aside = practice_path(history).with_name("practice.jsonl.unreadable")
    assert told == [f"Practice record: 1 unreadable line was moved to {aside}; your throws "
                    "are all kept"]
    assert told[0] in window.statusBar().currentMessage()
    assert aside.read_bytes() == b"{not json\n"
    assert len(read_practice(practice_path(history)).throws) == 2


def test_statistics_show_the_practice_record(qtbot: QtBot, tmp_path: Path,
                                             settings: QSettings) -> None:
    history = history_path(tmp_path)
    path = practice_path(history)
    append_practice(path, PracticeEntry(date=datetime(2026, 12, 1, tzinfo=UTC),
                                        find_ms=(1200, 3000, 1800)))
    append_practice(path, PracticeEntry(date=datetime(2026, 12, 1, tzinfo=UTC), find_ms=(900,)))
    window = MainWindow(settings=settings, history=history)
    qtbot.addWidget(window)
    try:
        i18n.install("en")   # the English catalogue holds the plural forms
        with qtbot.waitSignal(window.reader.statistics_read, timeout=WAIT_MS):
            window.help_menu.show_statistics()
    finally:
        i18n.uninstall()
    dialog = window.findChild(StatisticsDialog)
    assert isinstance(dialog, StatisticsDialog) and dialog.practice.isVisible()
    assert dialog.practice.text() == (
        "Practice: 2 throws; best find 0.90 s, median find 1.50 s.")
    dialog.close()


def test_find_times_stand_still_while_a_dialog_is_open_over_the_table(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, seed=4)
    _throw_until(qtbot, widget, "pair")
    assert widget.clock.running
    window.help_menu.show_rules()
    qtbot.waitUntil(lambda: not widget.clock.running, timeout=WAIT_MS)
    before = widget.clock.now_ms()
    qtbot.wait(200)
    assert widget.clock.now_ms() == before
    for dialog in window.findChildren(QDialog):
        dialog.close()
    qtbot.waitUntil(lambda: widget.clock.running, timeout=WAIT_MS)


def test_R4_4_the_throw_is_animated_from_the_edges_before_finds_count(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, seed=6)
    widget.set_animation_speed(AnimationSpeed.FAST)
    qtbot.keyClick(widget.view, Qt.Key.Key_T)
    table = widget.table
    assert table is not None and widget.tool is None, "no take while the stones fly"
    thrown = [s for s in table.state.table if s and widget.scene.stones[s].isVisible()]
    starts = {s: widget.scene.stones[s].pos() for s in thrown}
    with qtbot.wait_signal(widget.revealed, timeout=WAIT_MS):
        pass
    moved = [s for s in thrown if widget.scene.stones[s].pos() != starts[s]]
    assert moved, "the stones travelled from the edges to where the physics left them"
    assert widget.tool is not None and widget.clock.running


def test_R4_5_a_second_hint_rings_both_stones_of_the_find(
        qtbot: QtBot, window: MainWindow) -> None:
    widget = _open(qtbot, window, 3)
    widget.hint_after_ms = 0
    with qtbot.wait_signal(widget.revealed, timeout=WAIT_MS):
        qtbot.keyClick(widget.view, Qt.Key.Key_T)
    table = widget.table
    assert table is not None and practice.hint(table) is not None, "a chosen throw has a find"
    with qtbot.wait_signal(widget.hinted, timeout=WAIT_MS) as first:
        qtbot.keyClick(widget.view, Qt.Key.Key_H)
    assert not widget.partner_ring.isVisible(), "one stone at first: the rest is to find"
    with qtbot.wait_signal(widget.hinted, timeout=WAIT_MS) as second:
        qtbot.keyClick(widget.view, Qt.Key.Key_H)
    stone, partner = first.args[0], second.args[0]
    assert partner == twin_of(stone) or partner == practice.balance(table)
    assert widget.hint_ring.isVisible() and widget.partner_ring.isVisible()
    assert widget.hint_ring.pos() == widget.scene.stones[stone].pos()
    assert widget.partner_ring.pos() == widget.scene.stones[partner].scenePos()
    with qtbot.wait_signal(widget.found, timeout=WAIT_MS):
        _drag(qtbot, widget, stone, partner)
    assert not widget.partner_ring.isVisible(), "the find is made: the rings go"
    widget.leave()
