"""Skill shows in results: master beats novice, adept sits between, a fast human beats an adept."""

from __future__ import annotations

from dataclasses import replace

from rok_qt.bots import decide
from rok_qt.bots.dice import Dice
from rok_qt.bots.grab import plan_grab
from rok_qt.bots.levels import skill_of
from rok_qt.model.engine import apply
from rok_qt.model.moves import GrabTurn, Move
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import new_game
from rok_qt.model.state import Controller, GameState, Phase
from rok_qt.sim.games import game_config
from rok_qt.sim.runner import run
from rok_qt.sim.stats import Summary

GAMES = 40
N, A, M = Controller.NOVICE, Controller.ADEPT, Controller.MASTER


def _rate(weaker: Controller, stronger: Controller) -> float:
    records, _ = run(2, GAMES, 100, [weaker, stronger], replay_every=GAMES)
    by_level = Summary(2, 100, (weaker, stronger), 1.0, records).as_dict()["win_rate_by_level"]
    return float(by_level[str(stronger)]["rate"])


def test_R9_master_beats_novice_and_adept_sits_between() -> None:
    assert _rate(N, M) >= 0.8
    assert _rate(N, A) >= 0.6
    assert _rate(A, M) >= 0.6


FAST_HUMAN = replace(skill_of(A), find_ms=(550.0, 950.0), miss=0.05, wrong=0.03)
"""A quick person at the screen: about 0.55-0.95 s a find, a few slips."""


def _human_or_bot(state: GameState, seat: int) -> Move:
    if seat == 0 and state.phase == Phase.GRAB:
        return GrabTurn(0, plan_grab(state, 0, FAST_HUMAN, Dice(state.seed, state.moves, 7)))
    return decide(state, seat)


def test_R7_1_a_fast_human_beats_an_adept() -> None:
    wins = sum(_play_human_against_adept(seed).grand_master == 0 for seed in range(GAMES))
    assert wins >= 0.6 * GAMES


def _play_human_against_adept(seed: int) -> GameState:
    state, _ = new_game(game_config(2, seed, [A]))
    while state.phase != Phase.OVER:
        question = waiting_for(state)
        seat = question.player if question.player is not None else 0
        apply(state, _human_or_bot(state, seat), record_frames=False)
    return state
