"""R7.2 computer players in the live race: timed plans that re-plan and replay exactly."""

from __future__ import annotations

import dataclasses
import statistics

import msgspec
import pytest

from rok_qt.bots import decide, live_skills, next_live_move, next_live_moves, plan_live
from rok_qt.bots.levels import match_skill, skill_of
from rok_qt.model.engine import apply
from rok_qt.model.events import TakeBeaten
from rok_qt.model.moves import Done, LayOnBalance, Move, PutBack, Take, TimeUp
from rok_qt.model.referee import coin_order
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import Controller, GameState, Phase, PlayMode
from rok_qt.model.stones import twin_of
from tests.model.scenario import judged

ADEPT = skill_of(Controller.ADEPT)


def live_grab(seed: int, levels: tuple[Controller, ...] = (Controller.ADEPT,) * 2,
              pace: tuple[float, int] = (2500.0, 100)) -> GameState:
    """A live game of bots at its first grab (after the throw)."""
    seats = [SeatConfig(f"S{i}", level, match_ms=pace[0], match_percent=pace[1])
             for i, level in enumerate(levels)]
    state, _ = new_game(GameConfig(seats, seed, mode=PlayMode.LIVE))
    while state.live is None:
        apply(state, decide(state, state.first_player), record_frames=False)
    return state


def takes_available(state: GameState) -> bool:
    return any(isinstance(t.move, Take) for s in range(state.player_count)
               for t in plan_live(state, s, ADEPT))


def test_R7_2_a_plan_depends_only_on_the_state_and_the_seat() -> None:
    state = live_grab(3)
    before = msgspec.json.encode(state)
    first = [plan_live(state, seat, ADEPT) for seat in range(2)]
    again = msgspec.json.decode(before, type=GameState)
    assert [plan_live(again, seat, ADEPT) for seat in range(2)] == first
    assert msgspec.json.encode(state) == before


def test_R7_2_a_bot_takes_a_pair_stone_by_stone_then_completes_its_pick() -> None:
    for seed in range(30):
        state = live_grab(seed)
        timed = next_live_move(state, live_skills(state))
        if not isinstance(timed.move, Take):
            continue
        apply(state, timed.move)
        held = timed.move.stone
        (after,) = plan_live(state, timed.move.player, ADEPT)
        assert after.ms >= timed.ms
        assert isinstance(after.move, Take | LayOnBalance)
        if isinstance(after.move, LayOnBalance):
            assert after.move.stone == held
        return
    raise AssertionError("no bot took a stone in 30 games")


def test_R7_2_a_bot_replans_when_its_stone_is_taken_first() -> None:
    replanned = 0
    for seed in range(40):
        state = live_grab(seed)
        (plan,) = plan_live(state, 1, ADEPT)
        if not isinstance(plan.move, Take) or plan.ms < ADEPT.react_ms + 60:
            continue
        apply(state, Take(0, plan.move.stone, plan.ms - ADEPT.react_ms - 50))   # long before
        new = plan_live(state, 1, ADEPT)
        if state.phase != Phase.GRAB:
            continue
        assert all(t.move != plan.move for t in new)
        assert all(t.ms >= state.live.now_ms for t in new if state.live is not None)
        replanned += 1
    assert replanned >= 10


def test_R7_2_a_bot_already_reaching_does_not_see_the_stone_go_and_loses_the_race() -> None:
    lost = 0
    for seed in range(40):
        state = live_grab(seed)
        (plan,) = plan_live(state, 1, ADEPT)
        if not isinstance(plan.move, Take) or plan.ms < 60:
            continue
        apply(state, Take(0, plan.move.stone, plan.ms - 50))      # just before its hand
        assert plan_live(state, 1, ADEPT) == (plan,)
        events = apply(state, plan.move)
        assert TakeBeaten(1, plan.move.stone, plan.ms, 0, plan.ms - 50, False) in events
        lost += 1
    assert lost >= 10


def test_R7_2_two_bots_at_one_stone_at_one_ms_go_to_the_seeded_coin_not_the_lower_seat(
) -> None:
    twins = dataclasses.replace(ADEPT, find_ms=(1000.0, 1000.0), start_ms=(500.0, 500.0),
                                miss=0.0, value_sense=0.0)
    winners = []
    for seed in range(60):
        state = judged(live_grab(seed), 15)
        batch = next_live_moves(state, {0: twins, 1: twins})
        first = batch[0].move
        assert isinstance(first, Take)
        assert [t.move for t in batch] == [Take(0, first.stone, 1500.0),
                                          Take(1, first.stone, 1500.0)]
        for timed in batch:
            apply(state, timed.move)
        assert state.live is not None
        winners.append(next(s for s, hand in enumerate(state.live.held) if hand))
        assert winners[-1] == coin_order(seed, 1500.0, [0, 1])[0]
    assert 15 < winners.count(1) < 45


def test_R7_2_plans_stay_within_the_time_limit_and_time_up_comes_last() -> None:
    state = live_grab(5)
    moves: list[Move] = []
    while state.phase == Phase.GRAB:
        timed = next_live_move(state, live_skills(state))
        assert timed.ms <= 20_000
        moves.append(timed.move)
        apply(state, timed.move)
    assert any(isinstance(m, Take) for m in moves)
    assert isinstance(moves[-1], Take | LayOnBalance | PutBack | Done | TimeUp)


def test_R7_2_a_bot_lays_a_held_balance_twin_on_the_balance_stone() -> None:
    for seed in range(60):
        state = live_grab(seed)
        balances = state.balances_in_play()
        up = [s for s, t in state.table.items() if t.face_up and twin_of(s) in balances]
        if not up:
            continue
        apply(state, Take(0, up[0], 10))
        (plan,) = plan_live(state, 0, skill_of(Controller.MASTER))
        assert isinstance(plan.move, LayOnBalance) and plan.move.stone == up[0]
        return
    raise AssertionError("no balance twin came up in 60 games")


def _first_find_ms(percent: int) -> float:
    times = []
    for seed in range(40):
        state = live_grab(seed, (Controller.MATCH,) * 2, (2000.0, percent))
        skills = live_skills(state)
        plans = [p for seat in skills for p in plan_live(state, seat, skills[seat])
                 if isinstance(p.move, Take)]
        times += [p.ms for p in plans]
    return statistics.median(times)


def test_R7_2_the_match_level_plays_at_the_chosen_fraction_of_the_persons_speed() -> None:
    fast, even, slow = _first_find_ms(120), _first_find_ms(100), _first_find_ms(80)
    assert fast < even < slow
    skill = match_skill(4000.0, 100)
    # Its first find comes on average at the person's first find (start, then a find).
    assert statistics.fmean(skill.start_ms) + statistics.fmean(skill.find_ms) == \
        pytest.approx(4000.0)
    assert statistics.fmean(match_skill(4000.0, 80).find_ms) > statistics.fmean(skill.find_ms)


def _race_after_loading(state: GameState, draw: int) -> GameState:
    """The race as a save made now loads again with this reload draw: rewound to its start."""
    from rok_qt.model.live import reloaded, rewound
    from rok_qt.persistence.savefile import decode, encode

    return reloaded(decode(encode(rewound(state))), draw)


def _first_moves(state: GameState) -> list[tuple[float, str]]:
    """Each seat's first planned move and when: what the race looks like to a person."""
    return [(plan[0].ms, repr(plan[0].move)) for seat in range(state.player_count)
            if (plan := plan_live(state, seat, ADEPT))]


def test_R7_2_a_race_loaded_again_is_not_a_rehearsal_the_computer_players_react_afresh() -> None:
    """Issue 19, item 10; issue 29, item 9: save during the race, look, reload: the computer
    players' reaction times are drawn again with the reload draw the load made, each load its
    own; a save keeps the race's draw as it began, and one draw always gives one race (I5)."""
    state = live_grab(3)
    first = _first_moves(state)
    apply(state, next_live_move(state, live_skills(state)).move)   # the race has begun
    once = _race_after_loading(state, 7)
    twice = _race_after_loading(state, 8)
    assert once.live is not None and once.live.reloads == 7
    assert len({tuple(first), tuple(_first_moves(once)), tuple(_first_moves(twice))}) == 3
    assert _first_moves(_race_after_loading(state, 7)) == _first_moves(once), "I5"
    from rok_qt.model.live import rewound

    assert rewound(once).live == once.live, "a save keeps the draw the race began with"
    # A race never reloaded plays exactly as before reload counts existed.
    assert _first_moves(live_grab(3)) == first


def test_R7_2_a_save_of_version_1_during_the_race_loads_with_no_reloads() -> None:
    from rok_qt.persistence.savefile import decode, encode

    doc = msgspec.json.decode(encode(live_grab(3)))
    assert doc["state"]["live"].pop("reloads") == 0
    doc["version"] = 1
    loaded = decode(msgspec.json.encode(doc))
    assert loaded.live is not None and loaded.live.reloads == 0
    assert _first_moves(loaded) == _first_moves(live_grab(3))
