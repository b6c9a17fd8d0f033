"""A record is replayed within the budget of the longest real game, and refused in a sentence
past it (issue 29, item 4; persistence.budget)."""

from __future__ import annotations

import itertools

import pytest

from rok_qt.model.state import PlayMode
from rok_qt.persistence import budget
from rok_qt.persistence.game_record import RecordError, decode_record, encode_record
from rok_qt.persistence.replay import replay
from rok_qt.sim.records import bots_record
from tests.persistence.records import padded_race


def test_a_race_that_never_settles_is_refused_at_the_first_move_past_the_budget() -> None:
    """A valid game padded with takes and put-backs at one stamp: each move's work grew with
    all the moves before it (2,079 moves took seconds and 400 MB); it stops at the budget."""
    hostile = padded_race(bots_record(3, 5, PlayMode.LIVE), 200)
    with pytest.raises(RecordError, match=f"more than {budget.MAX_UNDECIDED} moves of one "
                                          f"race undecided: no real race does"):
        replay(hostile)


def test_takes_and_put_backs_a_person_could_make_replay_whole() -> None:
    record = bots_record(3, 5, PlayMode.LIVE)
    fidgety = padded_race(record, 100, step_ms=30.0)
    assert replay(fidgety).final.scores == record.scores


def test_a_record_over_the_moves_or_the_size_of_the_budget_is_refused_unreplayed() -> None:
    record = bots_record(3, 5, PlayMode.LIVE)
    long = padded_race(record, budget.MAX_MOVES // 2, step_ms=1.0)
    with pytest.raises(RecordError, match=f"more than {budget.MAX_MOVES} moves: no real game"):
        decode_record(encode_record(long))
    with pytest.raises(RecordError, match="larger than 256 KiB: no real game's record is"):
        decode_record(b" " * (budget.MAX_BYTES + 1))


def test_a_replay_past_its_time_is_refused_with_where_it_stopped() -> None:
    ticks = itertools.count(0.0, 1.0)   # a slow machine: a second a move
    with pytest.raises(RecordError, match=r"longer than 20 s \(at move 21\): no real game"):
        replay(bots_record(3, 5, PlayMode.LIVE), clock=lambda: next(ticks))


def test_a_replay_holding_more_states_than_its_budget_is_refused(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(budget, "HELD_BYTES", 64 * 1024)
    with pytest.raises(RecordError, match="more memory than 64 KiB by move"):
        replay(bots_record(3, 5, PlayMode.LIVE))
