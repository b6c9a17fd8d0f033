"""Grab-turn gestures: what takes, what does nothing, and where the stamps come from."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.state import Controller, GameState, PairPick, Phase, TwinPick
from rok_qt.model.stones import FATE
from rok_qt.ui.refusals import refusal_text
from rok_qt.ui.table.grab_tool import GrabTool
from tests.ui.driver import (
    click_at,
    current,
    drag,
    pairs_on_table,
    ring_to,
    state_at,
    twins_of_balances,
    view_point,
    wait_for_human,
)


def grab_with(state: GameState) -> bool:
    """A grab turn with a visible pair, a balance twin and a face-down stone on the table."""
    if state.phase != Phase.GRAB:
        return False
    up = {s for s, t in state.table.items() if t.face_up and s != FATE}
    down = [s for s, t in state.table.items() if not t.face_up]
    pairs = [s for s in up if s % 2 == 1 and s + 1 in up]
    twins = [b for b in state.balances_in_play() if (b + 1 if b % 2 else b - 1) in up]
    return bool(pairs and twins and down)


def start_turn(qtbot: QtBot, window: MainWindow) -> GrabTool:
    """Load a suitable grab turn and reveal it with a click on the cover."""
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    assert game.stack.currentIndex() == 1, "a human's turn starts behind the cover"
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    assert isinstance(game.tool, GrabTool)
    return game.tool


def send(widget: QWidget, kind: QMouseEvent.Type, pos: QPoint, timestamp: int,
         pressed: bool) -> None:
    """A mouse event with a chosen timestamp, as the window system would deliver it."""
    buttons = Qt.MouseButton.LeftButton if pressed else Qt.MouseButton.NoButton
    event = QMouseEvent(kind, QPointF(pos), QPointF(widget.mapToGlobal(pos)),
                        Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier)
    event.setTimestamp(timestamp)
    QApplication.sendEvent(widget, event)


def test_drag_a_pair_and_a_twin(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    a, b = pairs_on_table(game)[0]
    with qtbot.waitSignal(tool.pair_grabbed, timeout=1000):
        drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
    stone, balance = twins_of_balances(game)[0]
    with qtbot.waitSignal(tool.twin_claimed, timeout=1000):
        drag(qtbot, game, game.scene.stones[stone].pos(), game.scene.stones[balance].pos())
    assert [type(p) for p in tool.picks] == [PairPick, TwinPick]
    first, second = tool.picks
    assert isinstance(first, PairPick) and {first.a, first.b} == {a, b}
    assert isinstance(second, TwinPick) and (second.stone, second.balance) == (stone, balance)


def test_click_click_and_put_back(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    a, b = pairs_on_table(game)[0]
    home = game.scene.stones[a].pos()
    click_at(qtbot, game, game.scene.stones[a].pos())
    click_at(qtbot, game, game.scene.stones[b].pos())
    assert len(tool.picks) == 1
    assert game.scene.stones[a].pos() != home, "a taken stone moves to the player's side"
    click_at(qtbot, game, game.scene.stones[a].pos())
    assert tool.picks == []
    assert game.scene.stones[a].pos() == home, "put back where it lay"


def test_stamps_come_from_event_timestamps(qtbot: QtBot, window: MainWindow) -> None:
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    cover_point = QPoint(game.cover.width() // 2, game.cover.height() // 2)
    send(game.cover, QMouseEvent.Type.MouseButtonPress, cover_point, 50_000, True)
    assert isinstance(game.tool, GrabTool)
    a, b = pairs_on_table(game)[0]
    viewport = game.view.viewport()
    start = view_point(game, game.scene.stones[a].pos())
    end = view_point(game, game.scene.stones[b].pos())
    qtbot.wait(30)  # wall time passes; the stamp must not care
    send(viewport, QMouseEvent.Type.MouseButtonPress, start, 50_400, True)
    send(viewport, QMouseEvent.Type.MouseMove, (start + end) / 2, 50_500, True)
    send(viewport, QMouseEvent.Type.MouseMove, end, 50_600, True)
    send(viewport, QMouseEvent.Type.MouseButtonRelease, end, 50_737, False)
    assert len(game.tool.picks) == 1
    assert game.tool.picks[0].ms == 737.0


def test_face_down_and_balance_stones_do_nothing(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    state = window.session.state
    assert state is not None
    down = next(s for s, t in state.table.items() if not t.face_up)
    balance = state.balances_in_play()[0]
    up = next(s for s, t in state.table.items() if t.face_up and s != FATE)
    before = {s: game.scene.stones[s].pos() for s in (down, balance, up)}
    drag(qtbot, game, game.scene.stones[down].pos(), game.scene.stones[up].pos())
    drag(qtbot, game, game.scene.stones[balance].pos(), game.scene.stones[up].pos())
    drag(qtbot, game, game.scene.stones[FATE].pos(), game.scene.stones[up].pos())
    assert tool.picks == []
    assert {s: game.scene.stones[s].pos() for s in before} == before


def test_gestures_outside_your_turn_do_nothing(qtbot: QtBot, window: MainWindow) -> None:
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    seat = state.round_order()[state.turn]
    state.players[seat].controller = Controller.ADEPT
    window.session.set_bot_delay_ms(60_000)  # the bot "thinks" while we try to grab
    game = window.game
    with qtbot.waitSignal(game.question_shown, timeout=5000):
        window.session.load_state(state)
    assert game.tool is None
    up = [s for s, t in state.table.items() if t.face_up and s != FATE]
    before = {s: game.scene.stones[s].pos() for s in up}
    drag(qtbot, game, game.scene.stones[up[0]].pos(), game.scene.stones[up[1]].pos())
    click_at(qtbot, game, game.scene.stones[up[0]].pos())
    assert {s: game.scene.stones[s].pos() for s in up} == before
    assert window.session.state is not None and window.session.state.picks[seat] == []


def test_enter_ends_the_turn_and_submits_the_picks(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    state = window.session.state
    assert state is not None
    seat = tool.seat
    a, b = pairs_on_table(game)[0]
    drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
    turn = state.turn
    qtbot.keyClick(game.view, Qt.Key.Key_Return)
    after = current(game)
    assert after.turn == turn + 1 or after.phase != Phase.GRAB
    assert game.tool is None
    assert after.picks[seat] or after.phase != Phase.GRAB


def test_time_limit_ends_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    state = state_at(3, 4, grab_with) or state_at(4, 2, grab_with)
    assert state is not None
    state.time_limit_ms = 300
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    turn = state.turn
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    assert isinstance(game.tool, GrabTool)
    qtbot.waitUntil(lambda: current(game).turn != turn or current(game).phase != Phase.GRAB,
                    timeout=3000)


def test_keyboard_picks_a_pair(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    a, b = pairs_on_table(game)[0]
    ring_to(qtbot, game, tool, a)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    ring_to(qtbot, game, tool, b)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)
    qtbot.keyClick(game.view, Qt.Key.Key_Space)   # confirms the proposed pair
    assert len(tool.picks) == 1
    pick = tool.picks[0]
    assert isinstance(pick, PairPick) and {pick.a, pick.b} == {a, b}


def test_space_without_a_ring_does_not_end_the_turn(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    qtbot.keyClick(window.game.view, Qt.Key.Key_Space)
    assert window.game.tool is tool and not tool.closed


def test_a_refused_move_asks_again(qtbot: QtBot, window: MainWindow) -> None:
    tool = start_turn(qtbot, window)
    game = window.game
    state = window.session.state
    assert state is not None
    # A pick stamped after the limit, as a stale event could be: the engine refuses the turn.
    stone = next(s for s, t in state.table.items() if t.face_up and s != FATE)
    state.time_limit_ms = 1000
    tool.picks.append(PairPick(stone, stone, 5000.0))
    with qtbot.waitSignal(window.session.move_rejected) as refused:
        game.finish_grab()
    assert game.bar.message.text() == refusal_text(refused.args[0])
    assert game.stack.currentIndex() == 1, "the turn is offered again behind the cover"


def test_earlier_picks_stay_hidden_from_the_next_player(qtbot: QtBot, window: MainWindow) -> None:
    """R7.1: every turn starts from the table as the throw left it."""
    state = state_at(3, 4, lambda s: grab_with(s) and s.turn == 0) or state_at(
        4, 2, lambda s: grab_with(s) and s.turn == 0)
    assert state is not None
    window.session.load_state(state)
    game = window.game
    wait_for_human(qtbot, game)
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    first = game.tool
    assert isinstance(first, GrabTool)
    a, b = pairs_on_table(game)[0]
    home = {s: game.scene.stones[s].pos() for s in (a, b)}
    drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
    assert game.scene.stones[a].pos() != home[a]
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, game)
    assert game.stack.currentIndex() == 1, "the next player's turn starts behind the cover"
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
    second = game.tool
    assert isinstance(second, GrabTool) and second.seat != first.seat
    for stone in (a, b):  # where the throw left it, seen from the new seat
        lying = state.table[stone]
        assert game.scene.stones[stone].pos() == game.scene.to_scene(lying.x, lying.y)
        assert game.scene.stones[stone].isVisible()
    drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
    assert len(second.picks) == 1, "the same pair can be raced for"
