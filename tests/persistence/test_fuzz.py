"""Damaged files, generated: whatever the damage, decoding gives a game or a SaveFileError.

A file that still decodes after the damage must also be a game the engine can go on with.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rok_qt.model.engine import apply
from rok_qt.model.state import Phase
from rok_qt.persistence import migrations, savefile
from rok_qt.persistence.errors import SaveFileError
from rok_qt.persistence.savefile import VERSION, decode, encode
from tests.persistence import memory
from tests.persistence.games import first_state, in_phase, mid_game
from tests.persistence.memory import address_space, capped_memory
from tests.persistence.mutants import number_slots
from tests.support import play, scripted_move


@functools.cache
def saves() -> tuple[bytes, ...]:
    """Save files of games stopped at every kind of question."""
    states = [
        play(3, 0, max_moves=0)[0],
        mid_game(),
        in_phase(Phase.PENALTY),
        in_phase(Phase.FLICK, "order"),
        in_phase(Phase.ORDER, "order"),
        in_phase(Phase.FLICK, "tiebreak"),
        first_state(lambda s: s.phase == Phase.SUMMARY and s.round > 2),
        in_phase(Phase.OVER),
    ]
    return tuple(encode(state) for state in states)


a_save = st.integers(0, 7).map(lambda i: saves()[i])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats()
    | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=6,
)


def survives(data: bytes) -> None:
    """Decoding gives a SaveFileError with one line, or a game that plays on without a crash.

    A runaway allocation raises MemoryError here, so it fails as an example hypothesis can
    shrink instead of killing the test worker.
    """
    with capped_memory():
        try:
            state = decode(data)
        except SaveFileError as error:
            assert str(error) and "\n" not in str(error)
            return
        chooser = random.Random(0)
        for _ in range(3):
            if state.phase == Phase.OVER:
                break
            apply(state, scripted_move(state, chooser), record_frames=False)


@given(a_save, st.data())
def test_truncated_files(data: bytes, draw: st.DataObject) -> None:
    survives(data[: draw.draw(st.integers(0, len(data) - 1))])


@given(a_save, st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1,
                        max_size=4))
def test_flipped_bytes(data: bytes, flips: list[tuple[int, int]]) -> None:
    damaged = bytearray(data)
    for where, byte in flips:
        damaged[where % len(damaged)] = byte
    survives(bytes(damaged))


@given(a_save, st.integers(0, 10**6), st.binary(min_size=1, max_size=8))
def test_inserted_bytes(data: bytes, where: int, extra: bytes) -> None:
    where %= len(data)
    survives(data[:where] + extra + data[where:])


@given(a_save, st.data())
def test_values_replaced_removed_or_added_anywhere(data: bytes, draw: st.DataObject) -> None:
    doc = msgspec.json.decode(data)
    node: Any = doc
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw.draw(st.sampled_from(keys))
        action = draw.draw(st.sampled_from(["descend", "replace", "remove", "add"]))
        child = node[key]
        if action == "descend" and isinstance(child, dict | list) and child:
            node = child
            continue
        if action == "remove":
            del node[key]
        elif action == "add" and isinstance(node, list):
            node.insert(key, draw.draw(json_values))
        elif action == "add":
            node[draw.draw(st.text(max_size=6))] = draw.draw(json_values)
        else:
            node[key] = draw.draw(json_values)
        break
    survives(msgspec.json.encode(doc))


@given(a_save, st.lists(st.integers(-3, 60), max_size=3), st.integers(0, 3))
def test_stones_added_to_or_removed_from_the_bag_and_treasures(
    data: bytes, added: list[int], removed: int,
) -> None:
    doc = msgspec.json.decode(data)
    state = doc["state"]
    state["bag"].extend(added)
    for place in [state["bag"], *(p["treasure"] for p in state["players"])][:removed]:
        if place:
            place.pop()
    survives(msgspec.json.encode(doc))



@given(a_save, st.data())
def test_numbers_changed_to_near_miss_values(data: bytes, draw: st.DataObject) -> None:
    doc = msgspec.json.decode(data)
    slots = number_slots(doc["state"])
    for _ in range(draw.draw(st.integers(1, 3))):
        node, key = draw.draw(st.sampled_from(slots))
        node[key] = draw.draw(st.integers(-2, 50) | st.floats(-500, 500))
    survives(msgspec.json.encode(doc))


def _migrate_counting_every_version(
    doc: migrations.Document, version: int, target: int
) -> migrations.Document:
    """The loader's upgrade step as it was before versions were range-checked: it listed every
    version from the file's up, so -10**8 built a list of 10**8 numbers."""
    missing = [v for v in range(version, target) if v not in migrations.MIGRATIONS]
    if missing:
        raise SaveFileError(f"version {version} is too old")
    return doc


@pytest.mark.skipif(address_space() is None, reason="RLIMIT_AS is enforced on Linux only")
def test_a_memory_blow_up_fails_as_a_shrunk_example_and_the_worker_lives_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import resource

    monkeypatch.setattr(memory, "MARGIN", 64 * 1024 * 1024)  # fail fast: same path, less RAM
    monkeypatch.setattr(savefile, "_check_version", lambda version: None)
    monkeypatch.setattr(savefile, "migrate", _migrate_counting_every_version)
    state = saves()[1]

    @settings(database=None, derandomize=True, max_examples=10)
    @given(st.sampled_from([VERSION, 0, -(10**8)]))
    def loads_any_version(version: int) -> None:
        survives(state.replace(b'"version":%d' % VERSION, b'"version":%d' % version, 1))

    limit = resource.getrlimit(resource.RLIMIT_AS)
    with pytest.raises(MemoryError) as caught:
        loads_any_version()
    # Hypothesis reports the example it shrank to ("Failing test case: ...(version=...)").
    notes = " ".join(getattr(caught.value, "__notes__", []))
    assert "loads_any_version(" in notes and "version=-100000000" in notes
    assert resource.getrlimit(resource.RLIMIT_AS) == limit
    # The worker still allocates freely once the example is over.
    assert len(bytearray(128 * 1024 * 1024)) == 128 * 1024 * 1024
