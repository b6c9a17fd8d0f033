"""R7.3 a race too close to call, as people see it: the round's summary and log say "too close
to call: decided by a coin" with both margins, and so does the replay where the stone lay."""

from __future__ import annotations

from pathlib import Path

import msgspec
from pytestqt.qtbot import QtBot

from rok_qt import bots
from rok_qt.app.window import MainWindow
from rok_qt.model.contested import contest_winner
from rok_qt.model.engine import step
from rok_qt.model.grab import takeable_stones
from rok_qt.model.moves import Move, Take, TimeUp
from rok_qt.model.state import Controller, GameState, PlayMode
from rok_qt.persistence.game_record import GameRecord
from rok_qt.persistence.record_store import write_record
from rok_qt.persistence.replay import replay
from rok_qt.sim.records import bots_config, record_game
from rok_qt.ui.dialogs.summary_lines import round_lines
from rok_qt.ui.replay.viewer import ReplayViewer
from rok_qt.ui.table.table_notes import notes_for, positions
from tests.ui.driver import WAIT_MS

FIRST_MS, APART_MS, EACH_MS = 900.0, 4.0, 6.0
"""Bot 1 takes at 0.9 s, Bot 2 4 ms later; each stamp 6 ms uncertain: 12 ms together."""


def _close_race() -> tuple[GameRecord, GameState, int]:
    """A live game across computers up to its first race, then Bot 1 and Bot 2 take one stone
    4 ms apart and the time runs out: the record, the state after, and the stone."""
    config = bots_config(2, 5, PlayMode.LIVE, Controller.MASTER)
    config.time_limit_ms = 20_000
    full, _state = record_game(config, bots.decide, until=lambda s: s.live is not None)
    setup = msgspec.structs.replace(full.setup, race_window_ms=150.0, race_uncertainty_ms=10.0)
    record = msgspec.structs.replace(full, setup=setup, scores=None)
    state = replay(record).steps[-1].after
    stone = min(takeable_stones(state))
    moves: list[Move] = [Take(0, stone, FIRST_MS, EACH_MS),
                         Take(1, stone, FIRST_MS + APART_MS, EACH_MS), TimeUp(20_000)]
    for move in moves:
        state, _events = step(state, move)
        record.moves.append(move)
    return record, state, stone


def test_R7_3_the_round_summary_says_too_close_to_call_with_both_margins(qapp: object) -> None:
    record, state, stone = _close_race()
    winner = contest_winner(record.setup.seed, stone, FIRST_MS, [0, 1])
    lines = [line for line in round_lines(state, viewer=None) if "too close to call" in line]
    assert len(lines) == 1, round_lines(state, viewer=None)
    assert lines[0].startswith(f"Bot {winner + 1} won the ")
    assert lines[0].endswith("too close to call, decided by a coin (4 ms apart, 12 ms "
                             f"uncertain); lost on the coin: Bot {2 - winner}"), lines[0]
    mine = round_lines(state, viewer=1 - winner)
    assert any(line.endswith("; lost on the coin: you") for line in mine), mine
    before = positions(replay(record).steps[-4].after)
    notes = [text for _at, text in notes_for(state, before, state.log, viewer=None)]
    assert f"Bot {winner + 1}: won on a coin, too close to call" in notes, notes


def test_R7_3_the_replay_marks_a_race_too_close_to_call_where_the_stone_lay(
        qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    record, _state, stone = _close_race()
    path = tmp_path / "close.rokrec"
    write_record(path, record)
    with qtbot.waitSignal(window.replays.opened, timeout=WAIT_MS) as opened:
        assert window.files.open_path(path)
    viewer = opened.args[0]
    assert isinstance(viewer, ReplayViewer)
    marked: list[str] = []
    viewer.player.marked.connect(lambda _seat, _ms, text: marked.append(text))
    assert viewer.player.playing, "Watch plays as it opens"
    viewer.player.seek(len(record.moves) - 4)   # the race's last moves, playing on
    qtbot.waitUntil(lambda: any("too close to call" in text for text in marked),
                    timeout=60_000)
    winner = contest_winner(record.setup.seed, stone, FIRST_MS, [0, 1])
    loser = 1 - winner
    text = next(text for text in marked if "too close to call" in text)
    assert text.startswith(f"Bot {loser + 1} lost to Bot {winner + 1} at ")
    assert text.endswith(":\ntoo close to call, decided by a coin (4 ms apart, 12 ms uncertain)")
    assert text in viewer.player.marks.texts, "on the table"
