"""A game record keeps the settle window per race (R7.2, R7.3): a table server's record has a
`RaceWindow` move at each race's start (tests/net/test_race_window.py plays one); an older
record, without any, replays with the one window of its setup; a hostile window is refused
in one plain line."""

from __future__ import annotations

import json

import pytest

from rok_qt.model.moves import LayOnBalance, PutBack, RaceWindow, Take
from rok_qt.model.state import PlayMode
from rok_qt.persistence.game_record import RecordError, decode_record, encode_record
from rok_qt.persistence.replay import replay
from tests.persistence.records import mixed_record

_RACE_MOVES = Take | PutBack | LayOnBalance


def _old_record() -> bytes:
    """A live game's record as rok-qt wrote them before the window became a move: one window
    in the setup, none among the moves."""
    record, _played, _final = mixed_record(5, PlayMode.LIVE)
    data = encode_record(record)
    assert b'"race_window"' not in data
    return data


def test_R7_2_an_old_record_without_windows_replays_every_race_with_its_setups_window() -> None:
    data = _old_record()
    record = decode_record(data)
    assert record.setup.race_window_ms == 15.0
    again = replay(record)
    races = [s for s in again.steps if isinstance(s.move, _RACE_MOVES)]
    assert races and all(s.before.race_window_ms == 15.0 for s in races)
    assert again.final.scores == record.scores


@pytest.mark.parametrize("window", [
    '"window_ms": -1.0', '"window_ms": 1e9', '"window_ms": 1e400', '"window_ms": "15"',
    '"window_ms": 15.0, "uncertainty_ms": 51.0', '"window_ms": 15.0, "uncertainty_ms": -2',
    '"uncertainty_ms": 0.0',
])
def test_R7_2_R7_3_a_record_with_a_hostile_window_is_refused_in_one_line(window: str) -> None:
    """Not finite, negative, huge, not a number, missing: refused where it is decoded, with
    the path of the bad value, before the engine meets it."""
    raw = json.loads(_old_record())
    raw["moves"].insert(1, {"type": "race_window", "hostile": 0})
    data = json.dumps(raw).encode().replace(b'"hostile": 0', window.encode())
    with pytest.raises(RecordError) as refused:
        decode_record(data)
    message = str(refused.value)
    assert "\n" not in message and "moves[1]" in message, message


def test_R7_2_a_record_whose_window_comes_after_the_races_first_move_is_refused() -> None:
    record = decode_record(_old_record())
    first_take = next(i for i, m in enumerate(record.moves) if isinstance(m, Take))
    record.moves.insert(first_take + 1, RaceWindow(100.0))
    with pytest.raises(RecordError, match=f"Move {first_take + 2} is refused.*first move"):
        replay(record)
