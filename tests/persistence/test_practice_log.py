"""The practice record: throws round-trip, bad lines are refused one by one, the pace uses them."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import msgspec
import pytest

from rok_qt.model.state import Controller
from rok_qt.persistence import practice_log
from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import append_game, read_history
from rok_qt.persistence.history_summary import people_pace
from rok_qt.persistence.practice_log import (
    PracticeEntry,
    PracticeLogError,
    append_practice,
    decode_practice_line,
    encode_practice,
    practice_path,
    read_practice,
)
from tests.persistence.history_games import entry

WHEN = datetime(2026, 12, 1, 4, 0, tzinfo=UTC)


def _throw(*finds: int, hinted: int = 0) -> PracticeEntry:
    return PracticeEntry(date=WHEN, find_ms=finds, hinted=hinted)


def test_a_practice_throw_round_trips_beside_the_history(tmp_path: Path) -> None:
    path = practice_path(history_path(tmp_path))
    assert path == tmp_path / "practice.jsonl"
    line = encode_practice(_throw(2100, 3400, hinted=1))
    doc = msgspec.json.decode(line)
    assert (doc["format"], doc["version"], doc["find_ms"]) == ("rok-qt-practice", 1, [2100, 3400])
    assert decode_practice_line(line.rstrip(b"\n"), 1) == _throw(2100, 3400, hinted=1)
    append_practice(path, _throw(2100, 3400))
    append_practice(path, _throw(900))
    assert read_practice(path).throws == [_throw(2100, 3400), _throw(900)]
    assert (tmp_path / "practice.jsonl.bak").exists(), "written atomically, the old one kept"


def test_a_throw_that_could_not_be_read_back_is_never_written(tmp_path: Path) -> None:
    path = practice_path(history_path(tmp_path))
    with pytest.raises(PracticeLogError, match=r"This practice throw is damaged: .*find_ms"):
        append_practice(path, _throw())
    assert not path.exists()


BAD_LINES = [
    (b"{not json", "is not JSON"),
    (b"[1, 2]", "is not a practice record"),
    (b'{"format": "rok-qt-history", "version": 1}', "format is 'rok-qt-history'"),
    (b'{"format": "rok-qt-practice", "version": 7, "find_ms": "later"}',
     "newer rok-qt (version 7)"),
    (b'{"format": "rok-qt-practice", "version": 1, "date": "2026-12-01T04:00:00Z", '
     b'"find_ms": [-5]}', "is damaged"),
    (b"x" * 5000, "longer than 4 KiB"),
]


@pytest.mark.parametrize(("bad", "message"), BAD_LINES)
def test_a_bad_line_is_refused_in_one_line_and_the_rest_still_loads(
    tmp_path: Path, bad: bytes, message: str
) -> None:
    path = practice_path(history_path(tmp_path))
    path.write_bytes(encode_practice(_throw(1000)) + bad + b"\n" + encode_practice(_throw(800)))
    loaded = read_practice(path)
    assert loaded.throws == [_throw(1000), _throw(800)]
    (problem,) = loaded.problems
    assert problem.startswith("Practice line 2 ") and message in problem and "\n" not in problem


def test_appending_keeps_lines_it_cannot_read_and_reports_them(tmp_path: Path) -> None:
    path = practice_path(history_path(tmp_path))
    newer = b'{"format": "rok-qt-practice", "version": 2, "find_ms": "someday"}'
    path.write_bytes(newer + b"\n")
    before = append_practice(path, _throw(1200))
    assert len(before.problems) == 1 and "newer rok-qt" in before.problems[0]
    assert path.read_bytes().split(b"\n")[0] == newer
    assert read_practice(path).throws == [_throw(1200)]


def test_junk_lines_never_push_a_players_throws_out_of_the_practice_record(
    tmp_path: Path
) -> None:
    """Issue 19, item 1: 3 throws and 1,999 junk lines; one more throw is made."""
    path = practice_path(history_path(tmp_path))
    throws = [_throw(ms) for ms in (900, 1000, 1100)]
    path.write_bytes(b"".join(encode_practice(t) for t in throws) + b"1\n" * 1999)
    before = append_practice(path, _throw(1200))
    assert read_practice(path).throws == [*throws, _throw(1200)]
    assert before.set_aside == 1999 and before.unreadable == 1999
    assert (path.parent / "practice.jsonl.unreadable").read_bytes() == b"1\n" * 1999


def test_only_the_newest_throws_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(practice_log, "MAX_THROWS", 3)
    path = practice_path(history_path(tmp_path))
    for ms in range(1, 6):
        append_practice(path, _throw(ms))
    assert read_practice(path).throws == [_throw(3), _throw(4), _throw(5)]


def test_an_oversized_file_is_refused_unread_and_started_afresh(tmp_path: Path) -> None:
    path = practice_path(history_path(tmp_path))
    path.write_bytes(b"x" * (practice_log.MAX_BYTES + 1))
    assert read_practice(path).problems == ["The practice record is larger than 2 MiB"]
    (problem,) = append_practice(path, _throw(700)).problems
    assert problem.endswith("it was started afresh")
    assert read_practice(path).throws == [_throw(700)]


def test_a_failed_write_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = practice_path(history_path(tmp_path))
    append_practice(path, _throw(1000))
    before = path.read_bytes()

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(PracticeLogError, match="Cannot write the practice record: no space"):
        append_practice(path, _throw(2000))
    assert path.read_bytes() == before


def test_a_folder_in_its_place_is_reported_not_raised_on_read(tmp_path: Path) -> None:
    path = practice_path(history_path(tmp_path))
    path.mkdir()
    assert read_practice(path).problems == ["The practice record is not a file"]
    with pytest.raises(PracticeLogError, match="not a file"):
        append_practice(path, _throw(1000))


def test_R7_2_the_pace_that_matches_you_learns_from_practice_too(tmp_path: Path) -> None:
    history = history_path(tmp_path)
    append_game(history, entry([("Ann", Controller.HUMAN, 4, (3000, 3000, 3000)),
                                ("Bot", Controller.ADEPT, 2, (100,))], 0))
    games = read_history(history).games
    assert people_pace(games) == 3000.0, "a history from before practice reads as it did"
    path = practice_path(history)
    for _ in range(2):
        append_practice(path, _throw(1000, 1000))
    # The practice throws' first finds count as one more game: halfway between.
    assert people_pace(games, read_practice(path).throws) == 2000.0
    assert people_pace([], read_practice(path).throws) == 1000.0
    assert people_pace(games, read_practice(path).throws, last_throws=0) == 3000.0


def test_R7_2_each_new_game_moves_the_pace_a_tenth_of_the_way() -> None:
    steady = [entry([("Ann", Controller.HUMAN, 4, (3000,))], 0) for _ in range(10)]
    assert people_pace(steady) == 3000.0
    quicker = [*steady, entry([("Ann", Controller.HUMAN, 4, (1000,))], 0)]
    assert people_pace(quicker) == pytest.approx(2800.0)
