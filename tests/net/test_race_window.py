"""A table server judges each race with the settle window of its links at that race's start
(R7.2) and the most a stamp may be off (R7.3), played as the engine's `RaceWindow` move: the
game's record keeps one per race, and a replay judges each race with its own.

A whole game is played on the loopback by a screen (a computer-player robot driving a real
client) and the table's computer player, with the server's window changing from race to race.
"""

from __future__ import annotations

import asyncio
from itertools import count

import pytest

from rok_qt.model.events import Event, RaceLost, RaceWon
from rok_qt.model.moves import LayOnBalance, PutBack, RaceWindow, Take
from rok_qt.model.state import Controller
from rok_qt.net import server_table, table_game
from rok_qt.net.client import TableClient
from rok_qt.net.fairness import Link
from rok_qt.net.protocol import PROTOCOL_VERSION, Host, Logged, SeatSpec, Start
from rok_qt.net.robot import Robot
from rok_qt.persistence.game_record import GameRecord
from rok_qt.persistence.replay import replay
from tests.net.tables import QUICK, server

WINDOWS = (40.0, 120.0)
"""The server's window, race by race in turn: far apart, so a race judged with the other
one would be judged differently wherever a late move fell between them."""


def _alternating(monkeypatch: pytest.MonkeyPatch) -> None:
    races = count()

    def window(links: list[Link]) -> float:
        del links
        return WINDOWS[next(races) % len(WINDOWS)]
    monkeypatch.setattr(server_table, "settle_window", window)
    # The table keeps its first race's rules for the game (TableGame.race_rules); a table
    # whose rules did change from race to race is what the record must keep race by race.
    monkeypatch.setattr(table_game.TableGame, "race_rules",
                        lambda _game, window_ms, uncertainty_ms: (window_ms, uncertainty_ms))


def _race_results(events: list[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, RaceWon | RaceLost)]


def _play() -> tuple[GameRecord, list[Event]]:
    async def scenario() -> tuple[GameRecord, list[Event]]:
        running = await server()
        host = TableClient(f"ws://127.0.0.1:{running.port}")
        await host.connect(Host(PROTOCOL_VERSION, (
            SeatSpec("Ann"), SeatSpec("Runa", Controller.ADEPT)),
            time_limit_ms=6000, seed=11))
        await host.send(Start())
        told: list[Event] = []
        robot = Robot(host, QUICK)
        original = robot._note

        def noting(message: object) -> None:
            if isinstance(message, Logged):
                told.extend(message.events)
            original(message)   # type: ignore[arg-type]
        robot._note = noting   # type: ignore[method-assign]
        await asyncio.wait_for(robot.play(), 150)
        while host.record is None:
            await asyncio.sleep(0.02)
        record = host.record
        await host.close()
        await running.stop()
        return record, told
    return asyncio.run(scenario())


def test_R7_2_R7_3_each_race_of_a_network_game_replays_with_its_own_window(
        monkeypatch: pytest.MonkeyPatch) -> None:
    _alternating(monkeypatch)
    record, told = _play()
    windows = [move for move in record.moves if isinstance(move, RaceWindow)]
    assert len(windows) >= 2, "the game had at least two races"
    assert {w.window_ms for w in windows} == set(WINDOWS)
    again = replay(record)
    # The same game: its scores, and every race won and lost as the server judged it.
    assert again.final.scores == record.scores
    assert _race_results([e for step in again.steps for e in step.events]) \
        == _race_results(told)
    # The replay bar steps through what players did: no step for a race's window.
    assert not any(isinstance(step.move, RaceWindow) for step in again.steps)
    assert len(again.steps) == len(record.moves) - len(windows)
    # Every race move was judged with the window its race began with.
    judged_with: dict[int, RaceWindow] = {}
    window: RaceWindow | None = None
    for index, move in enumerate(record.moves):
        if isinstance(move, RaceWindow):
            window = move
        elif window is not None:
            judged_with[index] = window
    for step in again.steps:
        if isinstance(step.move, Take | PutBack | LayOnBalance):
            assert step.before.race_window_ms == judged_with[step.move_index].window_ms
            assert step.before.race_uncertainty_ms \
                == judged_with[step.move_index].uncertainty_ms
