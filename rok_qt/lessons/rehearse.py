"""A step played without a screen: the learner's moves, the computer's answers, the verdict.

The tests use it to prove that each step's expected action passes and a slip is caught; the
summary of a round asks nobody, so it is acknowledged as the screen would after reading time.
"""

from __future__ import annotations

from rok_qt import bots
from rok_qt.lessons.positions import LEARNER, OPPONENT, Names
from rok_qt.lessons.steps import Step, Verdict, opponent_move
from rok_qt.model import engine
from rok_qt.model.events import Event
from rok_qt.model.invariants import violations
from rok_qt.model.moves import Acknowledge, Move
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import GameState, Phase

MAX_MOVES = 60


def rehearse(step: Step, names: Names, learner: list[Move] | None = None, *,
             record_frames: bool = False) -> tuple[Verdict | None, GameState, list[Event]]:
    """Play a step from its position until it is judged: (verdict, state, every event).

    `learner` defaults to the step's expected moves; the learner's moves are taken in order
    whenever the engine waits on the learner (or on the whole live table). Every state on the
    way is checked against the invariants. `record_frames` keeps the animation frames.
    """
    state = step.position(names)
    moves = list(step.learner_moves(state) if learner is None else learner)
    seen: list[Event] = []
    for _ in range(MAX_MOVES):
        question = waiting_for(state)
        if question.kind == Phase.OVER:
            return None, state, seen
        if question.kind == Phase.SUMMARY:
            move: Move = Acknowledge()
        elif question.kind == Phase.ORDER and question.player == LEARNER and not moves:
            move = bots.decide(state, LEARNER)   # the order dialog's own suggestion, accepted
        elif question.player == LEARNER or (question.player is None and moves):
            if not moves:
                return None, state, seen
            move = moves.pop(0)
        else:
            move = opponent_move(step, state, OPPONENT)
        state, events = engine.step(state, move, record_frames=record_frames)
        problems = violations(state)
        if problems:
            raise AssertionError(f"{step.id}: {problems}")
        seen += events
        verdict = step.judge(events)
        if verdict is not None:
            return verdict, state, seen
    return None, state, seen
