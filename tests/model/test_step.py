"""The transactional step and the one headless loop (autoplay)."""

from __future__ import annotations

import random

import msgspec
import pytest

from rok_qt.model import engine
from rok_qt.model.autoplay import MoveFailed, answering_seat, autoplay, play_out
from rok_qt.model.engine import apply, copy_state, step
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event
from rok_qt.model.moves import Acknowledge, GrabTurn, Move, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import new_game
from rok_qt.model.state import GameState, Phase, TwinPick
from tests.model.scenario import G_FEHU, W_FEHU, W_THURISAZ, scenario
from tests.support import config, play, scripted_move


def _bytes(state: GameState) -> bytes:
    return msgspec.json.encode(state)


def test_step_returns_the_new_state_and_leaves_the_old_one_untouched() -> None:
    state, _ = new_game(config(3, 4))
    before = _bytes(state)
    new, events = step(state, Throw(0), record_frames=False)
    assert _bytes(state) == before and state.phase == Phase.THROW
    assert new.phase == Phase.GRAB and events
    in_place = copy_state(state)
    assert apply(in_place, Throw(0), record_frames=False) == events
    assert _bytes(in_place) == _bytes(new)


def test_step_refuses_an_illegal_move_and_changes_nothing() -> None:
    state, _ = new_game(config(2, 4))
    before = _bytes(state)
    with pytest.raises(InvalidMove):
        step(state, Throw(1))
    assert _bytes(state) == before


def test_R5_3_step_leaves_the_state_whole_when_a_move_breaks_half_way(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The last grab turn settles the round: stones move to treasures, then something breaks.
    state = scenario([G_FEHU[0], W_FEHU[0]], face_up=[W_FEHU[1]],
                     treasures=[[], [*W_THURISAZ]])
    state, _ = step(state, GrabTurn(0, (TwinPick(W_FEHU[1], W_FEHU[0], 400),)))
    settle = engine.settle_grab  # type: ignore[attr-defined]  # the engine's own import, patched below

    def settle_then_break(half: GameState, events: list[Event]) -> None:
        settle(half, events)
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(engine, "settle_grab", settle_then_break)
    before = _bytes(state)
    with pytest.raises(RuntimeError):
        step(state, GrabTurn(1))
    assert _bytes(state) == before and state.claims == [] and W_FEHU[1] in state.table


def test_I5_autoplay_plays_a_whole_game_without_touching_its_start() -> None:
    start, _ = new_game(config(3, 11))
    before = _bytes(start)
    final = play_out(start, lambda s, seat: scripted_move(s, random.Random(seat)))
    assert final.phase == Phase.OVER and _bytes(start) == before
    assert play(3, 11)[0].phase == Phase.OVER


def test_autoplay_asks_the_waiting_seat_and_the_first_player_for_the_table() -> None:
    asked: list[tuple[Phase, int | None, int]] = []

    def decide(state: GameState, seat: int) -> Move:
        asked.append((state.phase, waiting_for(state).player, seat))
        return Acknowledge() if state.phase == Phase.SUMMARY else scripted_move(
            state, random.Random(0))

    state, _ = new_game(config(3, 2))
    state.first_player = 2
    state = play_out(state, decide, until=lambda s: s.round == 2 and s.phase == Phase.THROW)
    for phase, player, seat in asked:
        assert seat == (2 if phase == Phase.SUMMARY else player)
    assert (Phase.SUMMARY, None, 2) in asked and answering_seat(state) == 0


def test_autoplay_stops_at_until_and_reports_a_failing_move() -> None:
    state, _ = new_game(config(2, 3))
    turns = list(autoplay(state, lambda s, seat: Throw(seat), until=lambda s: s.phase != "throw"))
    assert len(turns) == 1 and turns[0].state.phase == Phase.GRAB
    with pytest.raises(MoveFailed) as failed:
        list(autoplay(turns[0].state, lambda s, seat: Throw(seat)))
    assert failed.value.move == Throw(0) and failed.value.state is turns[0].state
