"""Names on the seat panels are read whole at 1280x800 and 1024x640 (issue 30, item 5), also
between rounds when the title says "✓ ready": the type gives way before the name is cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase, PlayMode
from tests.ui.driver import WAIT_MS, click_at, current, say_ready

NAMES = ("Wanda Kowalska", "Bela Quintus", "Computer 1")


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_seat_names_are_whole_beside_the_count_and_the_ready_mark(
        qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    game = window.game
    config = GameConfig([SeatConfig(NAMES[0], Controller.HUMAN, 30),
                         SeatConfig(NAMES[1], Controller.HUMAN, 31),
                         SeatConfig(NAMES[2], Controller.NOVICE, 40)],
                        seed=4, time_limit_ms=None, mode=PlayMode.RELAY)
    assert window.start(config)
    panels = game.scene.panels
    assert [p.name_shown() for p in panels] == list(NAMES)
    for _ in range(60):   # a round of relay turns, each person saying done at once
        qtbot.waitUntil(lambda: game.router.ready.is_open or (
            game.asked is not None and not window.session.is_bot(game.asked.player)
            and not game.player.playing), timeout=WAIT_MS)
        if game.router.ready.is_open and current(game).phase == Phase.SUMMARY:
            break
        if game.router.ready.is_open:
            say_ready(game)   # Round 1: who throws first, ready?
            continue
        question = game.asked
        assert question is not None
        if question.kind == Phase.THROW:
            qtbot.keyClick(game.view, Qt.Key.Key_Space)
        elif game.stack.currentWidget() is game.cover:
            qtbot.mouseClick(game.cover, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(game.bar.button, Qt.MouseButton.LeftButton)   # Done
        qtbot.wait(10)
    assert current(game).phase == Phase.SUMMARY and game.router.ready.is_open
    people = [p for p in panels if p.ready is not None]
    assert [p.name for p in people] == list(NAMES[:2]), "the people are asked: ready?"
    assert [p.name_shown() for p in panels] == list(NAMES)
    click_at(qtbot, game, people[1].scenePos())   # Bela says ready: a click on her seat
    qtbot.waitUntil(lambda: any(p.ready for p in people), timeout=WAIT_MS)
    assert [p.name_shown() for p in panels] == list(NAMES)
