"""Reduce motion (Settings > Preferences > Display): nothing travels across the table; stones
fade out where they were and in where they land, and every piece of information stays."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPointF, Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.preferences import Preferences
from rok_qt.app.window import MainWindow
from rok_qt.model.events import StonesThrown
from rok_qt.ui.table.animations import AnimationSpeed, duration_factor, motion_factor
from tests.ui.driver import WAIT_MS
from tests.ui.test_table import human_throw


def test_reduce_motion_plays_calm_and_never_turns_the_table() -> None:
    assert duration_factor(AnimationSpeed.CALM) == 1.0, "as long to read as normal"
    assert motion_factor(AnimationSpeed.CALM) == 0.0, "the table does not turn"
    assert motion_factor(AnimationSpeed.NORMAL) == 1.0


def test_R4_4_with_reduced_motion_the_thrown_stones_fade_in_where_they_rest(
        qtbot: QtBot, window: MainWindow) -> None:
    window.apply_preferences(Preferences(reduced_motion=True, speed=AnimationSpeed.FAST))
    game = window.game
    assert game.animation_speed == AnimationSpeed.CALM, "reduce motion overrides the speed"
    human_throw(qtbot, window)
    seen: list[tuple[int, QPointF, float]] = []
    """Every change to a stone on show: which, where it is drawn, how opaque."""

    def watch(stone: int) -> None:
        item = game.scene.stones[stone]
        if item.isVisible():
            seen.append((stone, item.pos(), item.opacity()))

    for stone, item in game.scene.stones.items():
        for changed in (item.opacityChanged, item.xChanged, item.yChanged, item.visibleChanged):
            changed.connect(partial(watch, stone))
    with qtbot.waitSignal(game.player.batch_played, timeout=WAIT_MS,
                          check_params_cb=lambda events: any(
                              isinstance(e, StonesThrown) for e in events)) as played:
        qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)
    thrown = next(e for e in played.args[0] if isinstance(e, StonesThrown))
    state = window.session.state
    assert state is not None
    rest = {stone: game.scene.to_scene(state.table[stone].x, state.table[stone].y)
            for stone in thrown.landed}
    arriving = [(stone, at, opacity) for stone, at, opacity in seen if stone in rest]
    assert {stone for stone, _at, _opacity in arriving} == set(rest), "every stone arrives"
    assert all(at == rest[stone] for stone, at, opacity in arriving if opacity > 0), \
        "a thrown stone is only ever drawn where it comes to rest"
    for stone in rest:
        fades = [opacity for s, _at, opacity in arriving if s == stone]
        assert fades[0] < 1.0 and fades == sorted(fades), f"stone {stone} fades in: {fades}"
    for stone in thrown.landed:
        item = game.scene.stones[stone]
        assert item.isVisible() and item.opacity() == 1.0
        assert item.pos() == rest[stone] and item.face_up == state.table[stone].face_up
