"""The history file: lines round-trip, bad lines are refused one by one, appends are atomic."""

from __future__ import annotations

import os
from pathlib import Path

import msgspec
import pytest

from rok_qt.model.state import Controller
from rok_qt.persistence import history
from rok_qt.persistence.files import history_path
from rok_qt.persistence.history import (
    HistoryError,
    append_game,
    decode_line,
    encode_entry,
    read_history,
)
from rok_qt.persistence.history_summary import people
from tests.persistence.history_games import entry, played_entry

HUMAN, ADEPT = Controller.HUMAN, Controller.ADEPT


def test_a_whole_games_line_round_trips(tmp_path: Path) -> None:
    game = played_entry()
    line = encode_entry(game)
    assert line.endswith(b"\n") and line.count(b"\n") == 1
    doc = msgspec.json.decode(line)
    assert (doc["format"], doc["version"]) == ("rok-qt-history", 1)
    assert doc["date"] == "2026-11-30T20:15:00Z"
    assert decode_line(line.rstrip(b"\n"), 1) == game
    path = history_path(tmp_path)
    append_game(path, game)
    assert read_history(path).games == [game]


def test_a_record_that_could_not_be_read_back_is_never_written(tmp_path: Path) -> None:
    game = msgspec.structs.replace(played_entry(), seats=played_entry().seats[:1])
    with pytest.raises(HistoryError, match=r"This game's record is damaged: .*seats"):
        append_game(history_path(tmp_path), game)
    assert not history_path(tmp_path).exists()


def test_the_same_game_is_never_recorded_twice(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    first, second = played_entry(seed=5), played_entry(seed=6)
    assert append_game(path, first).written
    assert append_game(path, second).written
    again = append_game(path, first)
    assert not again.written and again.before.games == [first, second]
    assert read_history(path).games == [first, second]
    assert path.read_bytes().count(b"\n") == 2


BAD_LINES = [
    (b"{not json", "is not JSON"),
    (b"[1, 2, 3]", "is not a game record"),
    (b'{"format": "rok-qt-save", "version": 1}', "format is 'rok-qt-save'"),
    (b'{"format": "rok-qt-history", "version": 9, "whatever": []}', "newer rok-qt (version 9)"),
    (b'{"format": "rok-qt-history", "version": "1"}', "unknown version '1'"),
    (b'{"format": "rok-qt-history", "version": 1, "seed": 3}', "is damaged"),
    (b"\xff\xfe\x00garbage", "is not JSON"),
    (b"[" * 100_000, "longer than 64 KiB"),
    (b"[" * 5_000, "is not"),
]


@pytest.mark.parametrize(("bad", "message"), BAD_LINES)
def test_a_bad_line_is_refused_in_one_line_and_the_rest_still_loads(
    tmp_path: Path, bad: bytes, message: str
) -> None:
    good = [played_entry(seed=5), played_entry(seed=6)]
    path = history_path(tmp_path)
    path.write_bytes(encode_entry(good[0]) + bad + b"\n" + encode_entry(good[1]))
    loaded = read_history(path)
    assert loaded.games == good
    assert len(loaded.problems) == 1
    assert loaded.problems[0].startswith("History line 2 ")
    assert message in loaded.problems[0]
    assert "\n" not in loaded.problems[0] and len(loaded.problems[0]) <= 300


def test_a_tampered_value_is_refused_with_its_path(tmp_path: Path) -> None:
    doc = msgspec.json.decode(encode_entry(played_entry()))
    doc["seats"][1]["tally"]["races_won"] = -4
    path = history_path(tmp_path)
    path.write_bytes(msgspec.json.encode(doc))
    loaded = read_history(path)
    assert loaded.games == []
    assert "races_won" in loaded.problems[0] and "$.seats[1]" in loaded.problems[0]


def test_appending_keeps_a_newer_versions_lines_and_moves_a_torn_end_aside(
    tmp_path: Path
) -> None:
    path = history_path(tmp_path)
    newer = b'{"format": "rok-qt-history", "version": 2, "seats": "someday"}'
    torn = encode_entry(played_entry(seed=6))[:50]
    path.write_bytes(newer + b"\n" + torn)
    game = played_entry(seed=5)
    appended = append_game(path, game)
    assert len(appended.before.problems) == 2 and appended.set_aside == 1
    lines = path.read_bytes().split(b"\n")
    assert lines[0] == newer and lines[2] == b"" and len(lines) == 3
    assert read_history(path).games == [game]
    assert (tmp_path / "history.jsonl.unreadable").read_bytes() == torn + b"\n"
    assert appended.aside == str(tmp_path / "history.jsonl.unreadable")
    assert (tmp_path / "history.jsonl.bak").read_bytes() == newer + b"\n" + torn


def test_junk_lines_never_push_a_players_games_out_of_the_history(tmp_path: Path) -> None:
    """Issue 19, item 1: 3 games and 999 junk lines; one more game ends."""
    path = history_path(tmp_path)
    games = [played_entry(seed=s) for s in (5, 6, 7)]
    path.write_bytes(b"".join(encode_entry(g) for g in games) + b"1\n" * 999)
    appended = append_game(path, played_entry(seed=8))
    assert read_history(path).games == [*games, played_entry(seed=8)]
    assert appended.set_aside == 999 and appended.before.unreadable == 999
    aside = tmp_path / "history.jsonl.unreadable"
    assert aside.read_bytes() == b"1\n" * 999
    # The next junk joins the earlier junk aside; the games stay.
    with path.open("ab") as handle:
        handle.write(b"2\n")
    assert append_game(path, played_entry(seed=9)).set_aside == 1
    assert len(read_history(path).games) == 5
    assert aside.read_bytes() == b"1\n" * 999 + b"2\n"


def test_a_history_of_junk_is_counted_not_described_line_by_line(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    path.write_bytes(b"1\n" * 100_000 + encode_entry(played_entry(seed=5)) + b"\n  \n")
    loaded = read_history(path)
    assert loaded.games == [played_entry(seed=5)]
    assert loaded.unreadable == 100_000 and len(loaded.problems) <= 10
    assert loaded.problems[0].startswith("History line 1 ")


def test_an_oversized_history_is_refused_before_parsing(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    line = encode_entry(played_entry())
    with path.open("wb") as handle:
        handle.write(line * (history.MAX_BYTES // len(line) + 2))
    loaded = read_history(path)
    assert loaded.games == [] and loaded.problems == ["The history is larger than 8 MiB"]


def test_appending_to_an_oversized_history_keeps_its_newest_games(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    old = encode_entry(played_entry(seed=6))
    with path.open("wb") as handle:
        handle.write(b"x" * (history.MAX_BYTES + 10) + b"\n" + old)
    game = played_entry(seed=5)
    (problem,) = append_game(path, game).before.problems
    assert problem == "The history is larger than 8 MiB: only its newest games were kept"
    assert path.stat().st_size < history.MAX_BYTES
    assert read_history(path).games[-2:] == [played_entry(seed=6), game]


def test_only_the_newest_games_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(history, "MAX_GAMES", 3)
    path = history_path(tmp_path)
    games = [entry([("Anna", HUMAN, 2, ()), ("Bot", ADEPT, 0, ())], 0, seed=s) for s in range(5)]
    for game in games:
        append_game(path, game)
    assert read_history(path).games == games[-3:]


def test_a_failed_write_leaves_the_history_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = history_path(tmp_path)
    append_game(path, played_entry(seed=5))
    before = path.read_bytes()

    def disk_full(_fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(HistoryError, match="Cannot write the history: no space left"):
        append_game(path, played_entry(seed=6))
    assert path.read_bytes() == before
    # The backup may be refreshed first (it then equals the file); no temporary file is left.
    assert sorted(os.listdir(tmp_path)) == ["history.jsonl", "history.jsonl.bak"]


def test_a_folder_in_the_historys_place_is_reported_not_raised(tmp_path: Path) -> None:
    path = history_path(tmp_path)
    path.mkdir()
    assert read_history(path).problems == ["The history is not a file"]
    with pytest.raises(HistoryError, match="not a file"):
        append_game(path, played_entry())


def test_people_count_games_played_and_won_and_their_find_times() -> None:
    games = [
        entry([("Anna", HUMAN, 10, (900, 400)), ("Bot", ADEPT, 4, (300,))], 0),
        entry([("anna ", HUMAN, 2, (700,)), ("Bence", HUMAN, 8, (1500, 500))], 1),
        entry([("Bence", HUMAN, 6, ()), ("Anna", HUMAN, 6, (2000, 1000))], None),
    ]
    anna, bence = people(games)
    assert (anna.name, anna.played, anna.won) == ("Anna", 3, 1)
    assert (anna.best_ms, anna.median_ms) == (400, 900)
    assert anna.chart == [(0, 650), (1, 700), (2, 1500)]
    assert (bence.name, bence.played, bence.won) == ("Bence", 2, 1)
    assert (bence.best_ms, bence.median_ms) == (500, 1000)
    assert bence.chart == [(1, 1000)]
    assert people(games, chart_games=1)[0].chart == [(0, 1500)]
