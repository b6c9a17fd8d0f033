"""The table's items and pictures: itemChange, stone art, a mid-game screenshot, animation."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.events import StonesThrown
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import ContestPurpose, Controller, GameState, Phase, TableStone
from rok_qt.model.stones import FATE
from rok_qt.ui.table.animations import AnimationSpeed
from rok_qt.ui.table.rune_item import RuneItem
from rok_qt.ui.table.scene import TableScene
from rok_qt.ui.table.stone_art import GLYPH_STROKES, glyph_path, pebble_path, stone_pixmap
from tests.ui.driver import WAIT_MS, distinct_colours, find_state, state_at


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
    def mid_game(state: GameState) -> bool:
        return state.phase == Phase.GRAB and state.round >= 3 and len(state.table) > 8
    state = state_at(4, 3, mid_game)
    assert state is not None
    game = window.game
    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS):
        window.session.load_state(state)
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


def human_throw(qtbot: QtBot, window: MainWindow) -> None:
    """Start a game of Anna and a bot and wait until Anna is asked to throw."""
    game = window.game

    def annas_throw(question: Question) -> bool:
        return question.kind == Phase.THROW and not window.session.is_bot(question.player)

    with qtbot.waitSignal(game.question_shown, timeout=WAIT_MS, check_params_cb=annas_throw):
        window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.NOVICE)], 5))


def test_R4_4_the_throw_shows_the_physics_frames_then_settles(
        qtbot: QtBot, window: MainWindow) -> None:
    """Each frame shown puts the stones where the engine's frame says, from first to last."""
    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    human_throw(qtbot, window)
    shown: list[tuple[StonesThrown, int, dict[int, QPointF]]] = []

    def sample(event: object, index: int) -> None:
        if isinstance(event, StonesThrown):
            on_screen = {s: game.scene.stones[s].pos() for s in event.frames[index]}
            shown.append((event, index, on_screen))

    game.animator.frame_shown.connect(sample)
    played: list[object] = []
    game.player.batch_played.connect(
        lambda events: played.extend(e for e in events if isinstance(e, StonesThrown)))
    # From the throw's start, the animation runs on the test's clock, a 60 Hz frame a step:
    # a busy machine that holds the window back (two test workers on two cores) skips no
    # frame of it, as a player's computer at rest would not.
    held: list[QAbstractAnimation] = []

    def hold(event: object, _scale: float) -> None:
        running = [group for group in game.animator.findChildren(QSequentialAnimationGroup)
                   if group.state() == QAbstractAnimation.State.Running]
        if isinstance(event, StonesThrown) and running and not held:
            running[0].pause()
            held.append(running[0])

    game.animator.step_started.connect(hold)
    qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(held), timeout=WAIT_MS)
    group = held[0]
    while not played and group.currentTime() < group.totalDuration():
        group.setCurrentTime(group.currentTime() + 16)
    qtbot.waitUntil(lambda: bool(played), timeout=WAIT_MS)
    assert shown, "the throw is animated"
    thrown = shown[0][0]
    indices = [index for _event, index, _at in shown]
    last = len(thrown.frames) - 1
    assert indices == sorted(indices) and indices[-1] == last, "played forward to the end"
    assert len(set(indices)) >= 10 and indices[0] < last // 4, "not a jump to the end"
    for _event, index, on_screen in shown:
        for stone, (x, y) in thrown.frames[index].items():
            assert on_screen[stone] == game.scene.to_scene(x, y), f"frame {index}, stone {stone}"
    first, final = thrown.frames[indices[0]], thrown.frames[last]
    moving = [s for s in final if first.get(s) != final[s]]
    assert moving, "the stones shown early are not yet where they come to rest"
    state = window.session.state
    assert state is not None
    for stone in thrown.landed:
        lying = state.table[stone]
        assert game.scene.stones[stone].pos() == game.scene.to_scene(lying.x, lying.y)
        assert game.scene.stones[stone].face_up == lying.face_up
        assert game.scene.stones[stone].isVisible()


def test_a_click_skips_the_animation(qtbot: QtBot, window: MainWindow) -> None:
    window.set_animation_speed(AnimationSpeed.NORMAL)
    game = window.game
    human_throw(qtbot, window)
    with qtbot.waitSignal(game.player.batch_started, timeout=WAIT_MS):
        qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    assert game.animating
    # At normal speed a throw plays for seconds; the click ends it at once.
    with qtbot.waitSignal(game.player.batch_played, timeout=300):
        qtbot.mouseClick(game.view.viewport(), Qt.MouseButton.LeftButton)
    state = window.session.state
    assert state is not None
    for stone, lying in state.table.items():
        assert game.scene.stones[stone].pos() == game.scene.to_scene(lying.x, lying.y)


def test_a_round_with_animations_on(qtbot: QtBot, window: MainWindow) -> None:
    """Throw, a grab by mouse, the bots, the settling animated stone by stone, the summary."""
    from tests.ui.driver import drag, pairs_on_table, ready_for_human, twins_of_balances

    window.set_animation_speed(AnimationSpeed.FAST)
    game = window.game
    window.start(GameConfig([SeatConfig("Anna"), SeatConfig("Bot", Controller.MASTER),
                             SeatConfig("Cili", Controller.NOVICE)], 21))
    for _ in range(10):
        qtbot.waitUntil(lambda: ready_for_human(game) or game.router.summary is not None,
                        timeout=10_000)
        if game.router.summary is not None:
            break
        question = game.asked
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
    assert game.router.summary is not None and game.dialog is None
    state = window.session.state
    assert state is not None
    for seat, panel in enumerate(game.scene.panels):
        assert sorted(panel.treasure) == sorted(state.players[seat].treasure)


def test_R9_3_the_tie_break_is_drawn_on_a_cleared_table(qtbot: QtBot, window: MainWindow) -> None:
    """The tie-break's flicks slide past the last round's stones, so they are not drawn."""
    def tie_break(state: GameState) -> bool:
        contest = state.contest
        return (state.phase == Phase.FLICK and contest is not None
                and contest.purpose == ContestPurpose.TIEBREAK)

    state = find_state(2, tie_break)
    # A stone from the bag left face up from the last round, in the flick's way.
    state.table[state.bag.pop()] = TableStone(0.0, -150.0, True)
    window.session.load_state(state)
    scene = window.game.scene
    left = [stone for stone in state.table if stone != FATE]
    assert left and not any(scene.stones[stone].isVisible() for stone in left)
    assert scene.stones[FATE].isVisible()

