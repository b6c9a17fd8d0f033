"""The save format: exact round trips, continuation after loading (I5), header refusals."""

from __future__ import annotations

import copy
import time

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from rok_qt.model.state import GameState
from rok_qt.persistence import migrations
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import FORMAT, MAX_BYTES, VERSION, decode, encode
from tests.persistence.games import as_document, continue_both, mid_game, raw_save
from tests.persistence.memory import capped_memory
from tests.support import play

games = st.tuples(
    st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 160)
)


def refused(data: bytes) -> str:
    """The message of the SaveFileError that decoding `data` raises; it must be one line."""
    with pytest.raises(SaveFileError) as caught:
        decode(data)
    message = str(caught.value)
    assert message and "\n" not in message and "\r" not in message
    return message


@given(games)
def test_a_game_stopped_anywhere_loads_equal_and_saves_to_the_same_bytes(
    game: tuple[int, int, int],
) -> None:
    players, seed, moves = game
    state, _ = play(players, seed, max_moves=moves)
    data = encode(state)
    loaded = decode(data)
    assert loaded == state
    assert encode(loaded) == data
    assert encode(state) == data


@given(games, st.integers(1, 25))
def test_a_loaded_game_continues_exactly_like_the_original(
    game: tuple[int, int, int], further: int,
) -> None:
    players, seed, stop = game
    _, moves = play(players, seed, max_moves=stop + further)
    original, _ = play(players, seed, max_moves=stop)
    loaded = decode(encode(original))
    continue_both(original, loaded, moves[stop:])


def test_the_generator_state_and_the_question_are_saved() -> None:
    state = mid_game()
    loaded = decode(encode(state))
    assert (loaded.rng, loaded.seed, loaded.phase, loaded.turn) == (
        state.rng, state.seed, state.phase, state.turn,
    )
    assert loaded.picks == state.picks


def test_the_file_names_its_format_and_version_first() -> None:
    data = encode(mid_game())
    assert data.startswith(b'{"format":"rok-qt-save","version":2,"state":{')


def test_another_format_is_not_a_save_file() -> None:
    data = encode(mid_game()).replace(b'"rok-qt-save"', b'"foo"', 1)
    assert refused(data) == "Not a Rök save file: the format is 'foo', expected 'rok-qt-save'"


def test_another_format_is_named_even_when_the_rest_does_not_fit() -> None:
    assert "format is 'foo'" in refused(b'{"format": "foo", "version": "x"}')
    assert "format is None" in refused(b'{"name": "a shopping list"}')


@pytest.mark.parametrize("data", [b"[1, 2]", b'"rok"', b"42", b"null"])
def test_json_that_is_not_an_object_is_not_a_save_file(data: bytes) -> None:
    assert refused(data).startswith("Not a Rök save file: Expected `object`")


def test_a_newer_version_is_refused_by_name() -> None:
    data = encode(mid_game()).replace(b'"version":2', b'"version":3', 1)
    assert refused(data) == (
        "This save file is from a newer rok-qt (version 3; this one reads versions 1 to 2)"
    )


def test_a_newer_version_is_refused_even_when_its_state_no_longer_fits() -> None:
    data = b'{"format": "rok-qt-save", "version": 3, "state": [], "thumbnail": "..."}'
    assert "newer rok-qt (version 3" in refused(data)


def test_an_older_version_without_a_migration_is_refused() -> None:
    assert refused(raw_save(mid_game(), 0)) == (
        "This save file's version 0 is too old for this rok-qt to read (this one reads "
        "versions 1 to 2)"
    )


@pytest.mark.parametrize(
    ("version", "message"),
    [
        (-1, "Damaged save file: the version is a negative number"),
        (-(10**8), "Damaged save file: the version is a negative number"),
        (-(10**30), "Damaged save file: the version is a negative number"),
        (10**30, "Damaged save file: the version number is out of range"),
        (True, "Damaged save file: the version must be a whole number, not `bool`"),
        (1.0, "Damaged save file: the version must be a whole number, not `float`"),
        ("1", "Damaged save file: the version must be a whole number, not `str`"),
        (None, "Damaged save file: the version must be a whole number, not `null`"),
        ([1], "Damaged save file: the version must be a whole number, not `array`"),
    ],
)
def test_a_version_no_rok_qt_wrote_is_refused_at_once_in_one_line(
    version: object, message: str,
) -> None:
    # Found by an audit: version -10**8 made the upgrade step list 10**8 numbers (4 GB) before
    # refusing. A cap far below that makes the old behaviour fail here instead of swapping.
    data = msgspec.json.encode({"format": FORMAT, "version": version, "state": {}})
    started = time.perf_counter()
    with capped_memory(64 * 1024 * 1024):
        assert refused(data) == message
    assert time.perf_counter() - started < 0.5


def test_the_upgrade_step_refuses_a_version_below_the_oldest_migration_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(migrations.MIGRATIONS, 0, lambda d: d)
    assert migrations.oldest_readable(VERSION) == 0
    started = time.perf_counter()
    with capped_memory(64 * 1024 * 1024), pytest.raises(SaveFileError, match="too old"):
        migrations.migrate({}, -(10**8), VERSION)
    assert time.perf_counter() - started < 0.5


def test_with_a_migration_the_refusals_name_the_readable_range(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(migrations.MIGRATIONS, 0, lambda d: d)
    assert "negative" in refused(raw_save(mid_game(), -1))
    assert refused(raw_save(mid_game(), 3)) == (
        "This save file is from a newer rok-qt (version 3; this one reads versions 0 to 2)"
    )


def test_an_older_version_is_upgraded_through_the_migration_hook(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = mid_game()
    old = as_document(state)
    # Pretend version 0 called the generator state "random".
    old["random"] = old.pop("rng")

    def upgrade(doc: migrations.Document) -> migrations.Document:
        doc["rng"] = doc.pop("random")
        return doc

    monkeypatch.setitem(migrations.MIGRATIONS, 0, upgrade)
    loaded = decode(raw_save(old, version=0))
    assert loaded == state
    assert encode(loaded) == encode(state)


def test_a_migrated_document_is_still_decoded_strictly(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = as_document(mid_game())
    doc["players"][0]["treasure"] = ["one"]
    monkeypatch.setitem(migrations.MIGRATIONS, 0, lambda d: d)
    assert "`$.state.players[0].treasure[0]`" in refused(raw_save(doc, version=0))


def test_a_migration_that_trips_over_damage_gives_a_save_file_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(migrations.MIGRATIONS, 0, lambda d: d["no such key"])
    assert "version 0" in refused(raw_save({"seed": 1}, version=0))


def test_a_wrong_type_is_reported_with_its_path_in_the_file() -> None:
    doc = as_document(mid_game())
    doc["players"][0]["treasure"] = [1, 2, "three"]
    assert refused(raw_save(doc)) == (
        "Damaged save file: Expected `int`, got `str` - at `$.state.players[0].treasure[2]`"
    )


def test_a_state_that_is_not_an_object_is_damaged() -> None:
    assert refused(raw_save([1])) == (  # type: ignore[arg-type]  # damage on purpose
        "Damaged save file: Expected `object`, got `array` - at `$.state`"
    )


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"", "Not JSON: Input data was truncated"),
        (b"{", "Not JSON: Input data was truncated"),
        (b"\xef\xbb\xbf{}", "Not JSON: JSON is malformed"),
        (b'{"format": "\xff"}', "Not JSON: Invalid UTF-8"),
        (b"[" * 100_000, "Not JSON: "),
        (b"{} {}", "Not JSON: JSON is malformed: trailing characters"),
    ],
)
def test_bytes_that_are_not_json_say_so(data: bytes, words: str) -> None:
    assert refused(data).startswith(words)


def test_missing_and_unknown_envelope_fields_are_damage() -> None:
    assert "missing required field `state`" in refused(b'{"format": "rok-qt-save", "version": 1}')
    data = encode(mid_game())[:-1] + b',"extra\\nfield":1}'
    assert "unknown field `extra field`" in refused(data)


def test_input_over_two_mib_is_refused_before_parsing() -> None:
    assert refused(b" " * (MAX_BYTES + 1)) == "The file is larger than 2 MiB"


def test_a_save_padded_to_exactly_two_mib_still_loads() -> None:
    data = encode(mid_game())
    assert decode(data + b" " * (MAX_BYTES - len(data))) == mid_game()


def test_saving_an_impossible_game_is_refused_so_every_written_file_loads() -> None:
    state = mid_game()
    state.bag.append(state.bag[0])
    with pytest.raises(SaveFileError, match=r"^Cannot save this game: Impossible game: I1: "):
        encode(state)


def test_saving_a_value_json_cannot_hold_is_refused() -> None:
    state = copy.deepcopy(mid_game())
    stone = next(iter(state.table.values()))
    stone.x = float("nan")  # JSON writes null, which no float field accepts
    with pytest.raises(SaveFileError, match=r"^Cannot save this game: Expected `float`"):
        encode(state)


def test_the_constants_are_the_published_ones() -> None:
    assert (FORMAT, VERSION, MAX_BYTES) == ("rok-qt-save", 2, 2 * 1024 * 1024)
    assert isinstance(msgspec.json.decode(encode(mid_game()))["state"], dict)
    assert GameState.__struct_fields__[0] == "seed"
