"""A round's physics is let go by the time its summary shows: pymunk keeps each simulated table
(~0.4 MB) in a reference cycle, which only a collection frees; without one at the round's end,
a game's throws pile up until Python happens to run a full pass."""

from __future__ import annotations

import gc

import pymunk
from pytestqt.qtbot import QtBot

from rok_qt.app.window import MainWindow
from rok_qt.model.questions import Question
from rok_qt.model.setup import GameConfig, SeatConfig
from rok_qt.model.state import Controller, Phase
from tests.ui.driver import WAIT_MS


def spaces_alive() -> int:
    """Simulated tables still in memory."""
    return sum(isinstance(thing, pymunk.Space) for thing in gc.get_objects())


def test_no_simulated_table_outlives_its_round(qtbot: QtBot, window: MainWindow) -> None:
    at_summaries: list[int] = []

    def look(question: Question) -> None:
        if question.kind == Phase.SUMMARY:
            at_summaries.append(spaces_alive())

    window.game.question_shown.connect(look)
    seats = [SeatConfig(f"Bot {i + 1}", Controller.ADEPT) for i in range(4)]
    assert window.start(GameConfig(seats, seed=7))
    qtbot.waitUntil(lambda: len(at_summaries) >= 3, timeout=WAIT_MS * 4)
    assert at_summaries[:3] == [0, 0, 0]
