"""The bots' flick (R8, R9.3): from their own edge, at the Fate, error shrinking with skill."""

from __future__ import annotations

import math
import statistics

from rok_qt.bots import decide
from rok_qt.bots.dice import Dice
from rok_qt.bots.flick import lying_stones, plan_flick
from rok_qt.bots.levels import LEVELS, skill_of
from rok_qt.model import physics
from rok_qt.model.geometry import LAUNCH_RADIUS, on_players_edge, seat_angle
from rok_qt.model.moves import Flick
from rok_qt.model.state import Contest, ContestPurpose, Controller, GameState, Phase, TableStone
from rok_qt.model.stones import FATE
from tests.bots.helpers import bot_game

FLICKED = 48


def _contest(players: int, seed: int = 1) -> GameState:
    state = bot_game(players, seed)
    state.table = {FATE: TableStone(0.0, 0.0, True)}
    state.contest = Contest(ContestPurpose.TIEBREAK, None, list(range(players)),
                            {s: s + 1 for s in range(players)})
    state.phase = Phase.FLICK
    return state


def _rest(flick: Flick, lying: dict[int, tuple[float, float]] | None = None
          ) -> tuple[float, bool]:
    launch = physics.Launch(FLICKED, flick.x, flick.y, flick.speed * math.cos(flick.angle),
                            flick.speed * math.sin(flick.angle))
    result = physics.simulate(lying or {}, [launch], record=False)
    distance = physics.edge_distance_to_fate(*result.final[FLICKED])
    return distance, FLICKED in result.fate_touched


def test_R8_1_every_level_flicks_from_its_own_edge() -> None:
    for players in range(2, 6):
        state = _contest(players)
        for seat in range(players):
            for level in LEVELS:
                move = plan_flick(state, seat, skill_of(level), Dice(players, seat, 0))
                assert on_players_edge(seat, players, move.x, move.y)
    answer = decide(_contest(3), 0)
    assert isinstance(answer, Flick) and answer.player == 0


def test_R8_2_flick_error_shrinks_with_skill() -> None:
    state = _contest(2)
    spread: dict[Controller, float] = {}
    for level in LEVELS:
        rests = [_rest(plan_flick(state, k % 2, skill_of(level), Dice(k, 0, 0)))
                 for k in range(120)]
        kept = [d for d, out in rests if not out]
        assert len(kept) >= 60  # most flicks stay in, short of the Fate
        spread[level] = statistics.fmean(kept)
    assert spread[Controller.MASTER] < spread[Controller.ADEPT] < spread[Controller.NOVICE]
    assert spread[Controller.MASTER] < 25.0


def test_R8_1_a_skilled_bot_flicks_round_a_stone_in_its_path() -> None:
    state = _contest(2)
    assert state.contest is not None
    state.contest.purpose = ContestPurpose.ORDER   # a tie-break's table is cleared (R9.3)
    angle = seat_angle(0, 2)
    middle = (LAUNCH_RADIUS / 2 * math.cos(angle), LAUNCH_RADIUS / 2 * math.sin(angle))
    state.table[7] = TableStone(*middle, True)
    master = plan_flick(state, 0, skill_of(Controller.MASTER), Dice(0, 0, 0))
    novice = plan_flick(state, 0, skill_of(Controller.NOVICE), Dice(0, 0, 0))
    start_middle = (LAUNCH_RADIUS * math.cos(angle), LAUNCH_RADIUS * math.sin(angle))
    assert math.dist((novice.x, novice.y), start_middle) < 1e-6
    assert math.dist((master.x, master.y), start_middle) > 20.0


def test_R9_3_a_tie_break_flick_ignores_the_last_rounds_stones() -> None:
    """The tie-break table is cleared (R9.3): a stone left in the way does not bend the aim."""
    state = _contest(2)
    clear = plan_flick(state, 0, skill_of(Controller.MASTER), Dice(3, 0, 0))
    state.table[40] = TableStone(0.0, -150.0, True)   # right on seat 0's straight line
    assert lying_stones(state, 0) == []
    assert plan_flick(state, 0, skill_of(Controller.MASTER), Dice(3, 0, 0)) == clear
    assert state.contest is not None
    state.contest.purpose = ContestPurpose.ORDER
    assert lying_stones(state, 0) == [(0.0, -150.0)], "an order contest keeps the table"
