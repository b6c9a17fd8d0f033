"""The table's items and pictures: itemChange, stone art, a mid-game screenshot, animation."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import StonesThrown
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase
from rok_qt.model.stones import FATE
from rok_qt.ui.animations import AnimationSpeed
from rok_qt.ui.rune_item import RuneItem
from rok_qt.ui.scene import TableScene
from rok_qt.ui.stone_art import GLYPH_STROKES, glyph_path, pebble_path, stone_pixmap
from tests.ui.driver import WAIT_MS, distinct_colours, state_at


def test_item_change_fires_and_keeps_a_dragged_stone_in_bounds(qtbot: QtBot) -> None:
    scene = TableScene()
    seen: list[QPointF] = []

    class Watched(RuneItem):
        """Records position changes."""

        def itemChange(self, change, value):  # type: ignore[no-untyped-def]  # test spy
            if change == RuneItem.GraphicsItemChange.ItemPositionHasChanged:
                seen.append(value)
            return super().itemChange(change, value)

    item = Watched(5)
    scene.addItem(item)
    item.bounds = QRectF(-100, -100, 200, 200)
    item.setPos(QPointF(10, 20))
    assert seen == [QPointF(10, 20)]
    item.dragging = True
    item.setPos(QPointF(500, -900))
    assert item.pos() == QPointF(100, -100), "clamped while dragging"
    item.dragging = False
    item.setPos(QPointF(500, 0))
    assert item.pos() == QPointF(500, 0)


def test_pebbles_are_irregular_and_glyphs_are_vectors() -> None:
    a, b = pebble_path(3, 14), pebble_path(4, 14)
    assert a.boundingRect() != b.boundingRect(), "each stone has its own shape"
    assert pebble_path(3, 14) is a, "the same stone keeps its shape"
    assert len(GLYPH_STROKES) == 8
    for symbol in range(8):
        assert not glyph_path(symbol, 20).isEmpty()
    up, down = stone_pixmap(3, 64).toImage(), stone_pixmap(3, 64, face_up=False).toImage()
    assert up != down, "the plain side differs from the face"


def test_screenshot_mid_game_is_not_blank(qtbot: QtBot, window: MainWindow,
                                          tmp_path: Path) -> None:
    def mid_game(state):  # type: ignore[no-untyped-def]  # predicate on a GameState
        return state.phase == Phase.GRAB and state.round >= 3 and len(state.table) > 8
    state = state_at(4, 3, mid_game)
    assert state is not None
    window.session.load_state(state)
    game = window.game
    qtbot.waitUntil(lambda: game._question is not None and not game._animating,
                    timeout=WAIT_MS)
    qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)  # reveal the table
    path = tmp_path / "table.png"
    assert game.view.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() > 600 and image.height() > 400
    assert distinct_colours(image, step=3) > 200, "shading, felt, wood, stones"
    for stone, lying in state.table.items():
        centre = game.view.mapFromScene(game.scene.to_scene(lying.x, lying.y))
        pixel = QColor(image.pixel(centre))
        felt = QColor(image.pixel(game.view.mapFromScene(QPointF(-200, 150))))
        if stone != FATE and game.scene.stones[stone].isVisible():
            assert pixel != felt, f"stone {stone} is drawn"


def test_throw_animates_frames_then_settles(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    seen: list[StonesThrown] = []
    window.session.events_happened.connect(
        lambda events: seen.extend(e for e in events if isinstance(e, StonesThrown)))
    window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.NOVICE)], 5))
    qtbot.waitUntil(lambda: game._action == "throw", timeout=WAIT_MS)
    game._on_action()
    assert seen and game._animating
    thrown = seen[0]
    stone = next(iter(thrown.face_up))
    start = game.scene.stones[stone].pos()
    qtbot.wait(120)
    assert game.scene.stones[stone].isVisible()
    qtbot.waitUntil(lambda: not game._animating, timeout=WAIT_MS)
    state = window.session.state
    assert state is not None
    lying = state.table[stone]
    assert game.scene.stones[stone].pos() == game.scene.to_scene(lying.x, lying.y)
    assert game.scene.stones[stone].pos() != start
    assert game.scene.stones[stone].face_up == lying.face_up


def test_animation_skip_on_click(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_speed(AnimationSpeed.NORMAL)
    game = window.game
    window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.NOVICE)], 5))
    qtbot.waitUntil(lambda: game._action == "throw", timeout=WAIT_MS)
    game._on_action()
    assert game._animating
    qtbot.mouseClick(game.view.viewport(), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not game._animating, timeout=2000)


def test_a_round_with_animations_on(qtbot: QtBot, window: MainWindow) -> None:
    """Throw, a grab by mouse, the bots, the settling animated stone by stone, the summary."""
    from rok_qt.ui.summary_dialog import SummaryDialog
    from tests.ui.driver import drag, pairs_on_table, twins_of_balances, wait_for_human

    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.MASTER),
                             SeatConfig("Cili", Controller.NOVICE)], 21))
    for _ in range(10):
        wait_for_human(qtbot, game)
        if isinstance(game.dialog, SummaryDialog):
            break
        question = game._question
        assert question is not None
        if question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif question.kind == Phase.GRAB:
            qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
            for a, b in pairs_on_table(game)[:1]:
                drag(qtbot, game, game.scene.stones[a].pos(), game.scene.stones[b].pos())
            for stone, balance in twins_of_balances(game)[:1]:
                drag(qtbot, game, game.scene.stones[stone].pos(),
                     game.scene.stones[balance].pos())
            qtbot.keyClick(game.view, Qt.Key.Key_Return)
        elif game.dialog is not None:
            game.dialog.accept()
    assert isinstance(game.dialog, SummaryDialog)
    state = window.session.state
    assert state is not None
    for seat, panel in enumerate(game.scene.panels):
        assert sorted(panel.treasure) == sorted(state.players[seat].treasure)
