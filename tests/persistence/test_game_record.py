"""Game records (I5): a record replays its game exactly, event for event, and a hostile record
is refused in one line, never half shown."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

import msgspec
import pytest

from rok_qt.model.engine import step
from rok_qt.model.events import RaceLost, TakeBeaten
from rok_qt.model.moves import Take, Throw
from rok_qt.model.state import PlayMode
from rok_qt.persistence.game_record import (
    MAX_BYTES,
    RecordError,
    decode_record,
    encode_record,
)
from rok_qt.persistence.record_store import keep_record, kept_files, list_records, read_record
from rok_qt.persistence.replay import replay, with_frames
from rok_qt.persistence.savefile import decode, encode
from rok_qt.sim.records import DATE
from tests.persistence.records import MixedPlayers, mixed_config, mixed_record


def _frameless(events: Sequence[object]) -> bytes:
    return msgspec.json.encode(events)


@pytest.mark.parametrize("mode", [PlayMode.RELAY, PlayMode.LIVE])
@pytest.mark.parametrize("seed", [3, 11])
def test_a_record_replays_its_game_event_for_event(mode: PlayMode, seed: int) -> None:
    """I5: the replay's events equal the game's one for one, and so does the last state."""
    record, played, final = mixed_record(seed, mode)
    assert record.finished
    again = replay(decode_record(encode_record(record)), record_frames=True)
    moves = again.steps
    assert len(moves) == len(played)
    for number, (item, events) in enumerate(zip(moves, played, strict=True)):
        assert _frameless(item.events) == _frameless(events), f"move {number + 1}"
    assert encode(again.final) == encode(final)


def test_a_live_record_replays_the_races_lost_at_their_instant() -> None:
    """R7.2: a take that came while the stone was in another hand is beaten at the same move
    in the replay, and the round's races lost come out the same."""
    record, played, _final = mixed_record(5, PlayMode.LIVE)
    beaten = [(n, e) for n, events in enumerate(played) for e in events
              if isinstance(e, TakeBeaten)]
    assert beaten, "the person lost no race: pick another seed"
    again = replay(record)
    assert [(n, e) for n, s in enumerate(again.steps) for e in s.events
            if isinstance(e, TakeBeaten)] == beaten
    lost = [e for s in again.steps for e in s.events if isinstance(e, RaceLost)]
    assert lost and all(e.player != e.winner for e in lost)


def test_frames_come_back_for_the_step_that_animates() -> None:
    record, _played, _final = mixed_record(3, PlayMode.RELAY)
    again = replay(record)
    throw = next(s for s in again.steps if isinstance(s.move, Throw))
    animated = with_frames(throw)
    assert any(getattr(e, "frames", ()) for e in animated)
    plain = [msgspec.structs.replace(e, frames=(), impacts=()) if hasattr(e, "frames") else e
             for e in animated]
    assert _frameless(plain) == _frameless(throw.events)


@pytest.mark.parametrize("mode", [PlayMode.RELAY, PlayMode.LIVE])
def test_a_game_saved_and_resumed_in_the_middle_replays_whole(mode: PlayMode) -> None:
    """The record spans the save: the moves before it and after the resumed game's."""
    from rok_qt.sim.records import record_game

    deciding = MixedPlayers(8)
    first, state = record_game(mixed_config(8, mode), deciding.decide,
                               until=lambda s: s.round >= 3 and s.live is None)
    resumed = decode(encode(state))
    played: list[list[object]] = []
    moves = list(first.moves)
    for _ in range(5000):
        if resumed.scores is not None:
            break
        move = deciding.decide(resumed, _seat(resumed))
        resumed, events = step(resumed, move, record_frames=False)
        moves.append(move)
        played.append(list(events))
    whole = msgspec.structs.replace(first, moves=moves, scores=list(resumed.scores or []))
    again = replay(whole)
    tail = again.steps[len(first.moves):]
    assert [_frameless(s.events) for s in tail] == [_frameless(e) for e in played]
    assert encode(again.final) == encode(resumed)


def _seat(state: object) -> int:
    from rok_qt.model.autoplay import answering_seat
    from rok_qt.model.state import GameState

    assert isinstance(state, GameState)
    return answering_seat(state)


# --- hostile records --------------------------------------------------------------------------
def _bytes() -> bytes:
    return encode_record(mixed_record(3, PlayMode.RELAY)[0])


def test_a_truncated_record_is_refused_in_one_line() -> None:
    data = _bytes()
    for cut in (1, len(data) // 3, len(data) - 2):
        with pytest.raises(RecordError) as refused:
            decode_record(data[:cut])
        assert "\n" not in str(refused.value)


def test_an_oversized_record_is_refused_before_it_is_parsed() -> None:
    started = time.perf_counter()
    with pytest.raises(RecordError, match="larger than"):
        decode_record(b"[" * (MAX_BYTES + 1))
    assert time.perf_counter() - started < 5, "refused unread, not parsed"


def test_a_record_whose_move_the_engine_refuses_is_refused_with_the_move() -> None:
    record = decode_record(_bytes())
    record.moves.insert(1, Throw(0))   # a second throw: the game waits for a grab
    with pytest.raises(RecordError, match="Move 2 is refused"):
        replay(record)


def test_a_record_whose_replay_misses_its_scores_is_refused() -> None:
    record = decode_record(_bytes())
    assert record.scores is not None
    record.scores[0] += 1
    with pytest.raises(RecordError, match="not the record's"):
        replay(record)


def test_a_take_before_the_throw_is_refused() -> None:
    record = decode_record(_bytes())
    record.moves.insert(0, Take(0, 1, 10.0))   # no race at all before the throw
    with pytest.raises(RecordError, match="Move 1 is refused"):
        replay(record)


@pytest.mark.parametrize("damage", [
    b'{"format": "rok-qt-save", "version": 1}',
    b'{"format": "rok-qt-record", "version": 99}',
    b'{"format": "rok-qt-record", "version": true}',
    b'{"format": "rok-qt-record", "version": 1, "date": "x", "setup": {}, "extra": 1}',
    b'\xff\xfe',
    b'[' * 100_000,
])
def test_damaged_records_are_refused_in_one_line(damage: bytes) -> None:
    with pytest.raises(RecordError) as refused:
        decode_record(damage)
    assert str(refused.value) and "\n" not in str(refused.value)


def test_names_with_markup_stay_text_in_a_record() -> None:
    record = decode_record(_bytes())
    record.setup.seats[0].name = "<img src=/etc/passwd>"
    again = replay(record, record_frames=False)
    assert again.start.players[0].name == "<img src=/etc/passwd>"


# --- the kept games ---------------------------------------------------------------------------
def test_the_newest_games_are_kept_and_the_oldest_go_first(tmp_path: Path) -> None:
    record = decode_record(_bytes())
    games = [msgspec.structs.replace(record, date=DATE.replace(minute=minute).isoformat())
             for minute in range(5)]
    written = [keep_record(tmp_path, game, keep=3, when=DATE.replace(minute=minute))
               for minute, game in enumerate(games)]
    assert all(w.path is not None and not w.problem for w in written)
    assert kept_files(tmp_path) == [w.path for w in written[2:]]
    assert written[3].removed == (written[0].path,)
    assert read_record(kept_files(tmp_path)[0]) == games[2]


def test_a_game_is_kept_once_however_often_it_is_kept(tmp_path: Path) -> None:
    """A game that ended as Rök stopped is kept again from its autosave at the next start:
    the same game is its file already kept."""
    record = decode_record(_bytes())
    first = keep_record(tmp_path, record, when=DATE)
    again = keep_record(tmp_path, record, when=DATE.replace(minute=5))
    assert first.path is not None and again.path == first.path
    assert kept_files(tmp_path) == [first.path]


def test_a_damaged_kept_game_is_listed_with_its_reason_and_left_in_place(tmp_path: Path) -> None:
    record = decode_record(_bytes())
    keep_record(tmp_path, record, when=DATE)
    damaged = tmp_path / "game-20261201-160000-1.rokrec"
    damaged.write_bytes(b'{"format": "rok-qt-record", "version": 1, "moves": [')
    listed = list_records(tmp_path)
    assert [entry.path for entry in listed] == [damaged, kept_files(tmp_path)[0]]
    assert listed[0].record is None and listed[0].problem and "\n" not in listed[0].problem
    assert listed[1].record == record
    assert damaged.exists()
