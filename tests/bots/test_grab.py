"""The bots' grab turn (R4.5, R7.1): a human-like race with level-dependent speed and errors."""

from __future__ import annotations

import copy
import functools
import itertools
import statistics
from collections import Counter

from rok_qt.bots import decide
from rok_qt.bots.grab import confusion, targets
from rok_qt.bots.levels import skill_of
from rok_qt.model.moves import GrabTurn
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, GameState, PairPick, TwinPick
from rok_qt.model.stones import FATE, are_twins, colour_of, symbol_of, twin_of
from tests.bots.helpers import grab_states


@functools.cache
def _states() -> tuple[GameState, ...]:
    """Sixty grab positions, built once per test process (the tests only read them)."""
    return tuple(grab_states(60))


def _turn(state: GameState, level: Controller) -> GrabTurn:
    seat = waiting_for(state).player
    assert seat is not None
    move = decide(state, seat, level)
    assert isinstance(move, GrabTurn)
    return move


def _is_wrong(pick: PairPick | TwinPick) -> bool:
    if isinstance(pick, PairPick):
        return not are_twins(pick.a, pick.b)
    return not are_twins(pick.stone, pick.balance)


def test_R7_1_stamps_rise_and_are_reproducible() -> None:
    for state in _states()[:20]:
        first = _turn(state, Controller.ADEPT)
        stamps = [p.ms for p in first.picks]
        assert stamps == sorted(stamps)
        assert all(0 < ms <= 20_000 for ms in stamps)
        assert _turn(copy.deepcopy(state), Controller.ADEPT) == first


def test_R7_1_stamps_respect_a_short_time_limit() -> None:
    for state in _states()[:30]:
        short = copy.deepcopy(state)
        short.time_limit_ms = 2500
        assert all(p.ms <= 2500 for p in _turn(short, Controller.NOVICE).picks)


def test_R7_1_reaction_times_follow_the_level() -> None:
    gaps: dict[Controller, list[float]] = {Controller.NOVICE: [], Controller.MASTER: []}
    for state in _states():
        for level, found in gaps.items():
            stamps = [p.ms for p in _turn(state, level).picks]
            found += [b - a for a, b in itertools.pairwise(stamps)]
    for level, found in gaps.items():
        low, high = skill_of(level).find_ms
        assert low <= statistics.median(found) <= high + skill_of(level).reach_ms[1]
    assert statistics.median(gaps[Controller.MASTER]) < statistics.median(gaps[Controller.NOVICE])


def test_R4_5_picks_only_face_up_stones_and_finds_most_targets() -> None:
    for state in _states():
        up = {s for s, t in state.table.items() if s != FATE and t.face_up}
        move = _turn(state, Controller.MASTER)
        for pick in move.picks:
            stones = {pick.a, pick.b} if isinstance(pick, PairPick) else {pick.stone}
            assert stones <= up
    found = sum(len(_turn(s, Controller.MASTER).picks) for s in _states())
    available = sum(len(targets(s, waiting_for(s).player or 0)) for s in _states())
    assert found >= 0.8 * available   # a master overlooks about one in eight (levels.py)


def _all_picks(level: Controller, repeats: int) -> list[PairPick | TwinPick]:
    picks: list[PairPick | TwinPick] = []
    for state in _states():
        for k in range(repeats):
            varied = copy.deepcopy(state)
            varied.moves += 1000 * k  # a fresh draw of the bot's dice for the same position
            picks += _turn(varied, level).picks
    return picks


def test_R4_5_a_novice_makes_more_wrong_picks_than_a_master() -> None:
    novice = _all_picks(Controller.NOVICE, 4)
    master = _all_picks(Controller.MASTER, 4)
    novice_rate = sum(map(_is_wrong, novice)) / len(novice)
    master_rate = sum(map(_is_wrong, master)) / len(master)
    assert novice_rate > 2 * master_rate
    assert novice_rate > 0.02


def test_R4_5_wrong_picks_lean_to_white_grey_confusion() -> None:
    kinds: Counter[str] = Counter()
    for pick in filter(_is_wrong, _all_picks(Controller.NOVICE, 8)):
        if isinstance(pick, PairPick):
            seen, wanted = pick.b, twin_of(pick.a)
        else:
            seen, wanted = pick.stone, twin_of(pick.balance)
        if symbol_of(seen) == symbol_of(wanted):
            kinds["-".join(sorted(colour_of(s).name for s in (seen, wanted)))] += 1
        else:
            kinds["look-alike rune"] += 1
    # Same rune, wrong paint: white/grey most often, white/black least; look-alike runes occur.
    assert kinds["GREY-WHITE"] > kinds["BLACK-GREY"] > kinds["BLACK-WHITE"]
    assert kinds["look-alike rune"] > 0


def test_confusion_weights_white_grey_and_look_alikes() -> None:
    white_fehu, grey_fehu, black_fehu = 1, 17, 33
    white_ansuz, white_raido = 7, 9
    assert confusion(grey_fehu, white_fehu) > confusion(black_fehu, grey_fehu)
    assert confusion(black_fehu, grey_fehu) > confusion(black_fehu, white_fehu)
    assert confusion(white_ansuz, white_fehu) > 0
    assert confusion(white_raido, white_fehu) == 0
    assert confusion(white_fehu, white_fehu) == 0
