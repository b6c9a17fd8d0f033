"""The steps of the guided first game: each a position, the one action asked, its check.

A step is judged from the engine's events alone (`Step.judge`): a success, a slip with the
hint it calls for, or nothing yet. The computer player's relay turns are scripted per step
(`opponent_move`), so that it waits for the learner and does exactly what the lesson needs;
its flicks and live takes are the real computer player's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum

import msgspec

from rok_qt import bots
from rok_qt.lessons import positions
from rok_qt.lessons.positions import LEARNER, Names
from rok_qt.model.dispatch import EventTable
from rok_qt.model.events import (
    BalanceReplaced,
    BalancesRedrawn,
    Captured,
    ClaimMade,
    ContestEnded,
    ContestStarted,
    Event,
    FaceDownReturned,
    Flicked,
    GameEnded,
    GrabEnded,
    MoveUndone,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    PickFormed,
    PlayerDone,
    RaceLost,
    RaceWon,
    RoundEnded,
    RoundStarted,
    SplitReturned,
    StonePutBack,
    StonesDrawn,
    StonesThrown,
    StoneTaken,
    TakeBeaten,
    WrongPairReturned,
)
from rok_qt.model.grab import pick_stamps
from rok_qt.model.moves import Done, GrabTurn, Move, Take, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import GameState, PairPick, Phase, Pick, PlayMode, TwinPick


class StepId(StrEnum):
    """The steps, in the order the issue lists them."""

    THROW = "throw"
    PAIR = "pair"
    OWN_TWIN = "own_twin"
    CLAIM = "claim"
    WRONG_PAIR = "wrong_pair"
    SPLIT = "split"
    DISPUTE = "dispute"
    REPLACEMENT = "replacement"
    GAME_END = "game_end"
    LIVE = "live"


class Slip(StrEnum):
    """What went wrong in a step; the screen words a hint for each."""

    NO_PAIR = "no_pair"
    NO_OWN_TWIN = "no_own_twin"
    NO_CLAIM = "no_claim"
    NO_WRONG_PAIR = "no_wrong_pair"
    NO_SPLIT = "no_split"
    OUT = "out"
    WRONG_PAIR = "wrong_pair"
    LIVE_NOTHING = "live_nothing"


class Area(StrEnum):
    """Where to act when it is not a stone: the Throw button, or the learner's edge."""

    NONE = "none"
    THROW_BUTTON = "throw_button"
    EDGE = "edge"


class Verdict(msgspec.Struct, frozen=True):
    """A step's outcome: passed, or the slip to explain before a retry."""

    passed: bool
    slip: Slip | None = None


PASSED = Verdict(True)

Succeeded = Callable[[Event], bool]


class Step(msgspec.Struct, frozen=True):
    """One step: its position, where to act, what counts as done, and the usual slip.

    act_s and show_s are scripted timings of a first-time player (doing the action, looking at
    the table's answer); `tools/lesson_timing.py` adds reading and animation times.
    """

    id: StepId
    position: Callable[[Names], GameState]
    marks: tuple[int, ...]
    area: Area
    succeeded: Succeeded
    slip: Slip | None
    learner_moves: Callable[[GameState], list[Move]]
    opponent_picks: Callable[[GameState], tuple[Pick, ...]] = lambda _state: ()
    act_s: float = 5.0
    show_s: float = 3.0

    def judge(self, events: Sequence[Event]) -> Verdict | None:
        """The step's outcome from one move's events, or None while it is still open."""
        marks = [JUDGE(event, self) for event in events]
        slip = next((mark for mark in marks if isinstance(mark, Verdict)), None)
        if slip is not None:
            return slip
        if any(self.succeeded(e) for e in events):
            return PASSED
        if self.slip is not None and OVER in marks:
            return Verdict(False, self.slip)
        return None


OVER = "over"
"""The judge's mark for the round (or game) ending: a step still open then has failed."""


def _wrong_pair(event: WrongPairReturned, step: Step) -> Verdict | None:
    """A wrong pair is a slip, except in the step that teaches it."""
    if event.player == LEARNER and step.id != StepId.WRONG_PAIR:
        return Verdict(False, Slip.WRONG_PAIR)
    return None


def _flicked(event: Flicked, step: Step) -> Verdict | None:
    """In the dispute, the learner's stone touching the Rune of Fate is out (R8.2)."""
    if event.player == LEARNER and event.touched_fate and step.id == StepId.DISPUTE:
        return Verdict(False, Slip.OUT)
    return None


JUDGE: EventTable[Verdict | str | None] = EventTable("the lesson's judge", {
    WrongPairReturned: _wrong_pair,
    Flicked: _flicked,
    RoundEnded: lambda _event, _step: OVER,
    GameEnded: lambda _event, _step: OVER,
}, ignores=(BalanceReplaced, BalancesRedrawn, Captured, ClaimMade, ContestEnded,
            ContestStarted, FaceDownReturned, GrabEnded, MoveUndone, OrderChosen,
            OwnTwinTaken, PairTaken, PenaltyPaid, PenaltyWaived, PickFormed, PlayerDone,
            RaceLost, RaceWon, RoundStarted, SplitReturned, StonePutBack, StonesDrawn,
            StonesThrown, StoneTaken, TakeBeaten))
"""What each event tells the lesson's judge beside the step's own goal: a slip, or the end."""


def _by_learner(kind: type[Event]) -> Succeeded:
    return lambda e: isinstance(e, kind) and getattr(e, "player", None) == LEARNER


def _grab(*picks: Pick) -> Callable[[GameState], list[Move]]:
    return lambda _state: [GrabTurn(LEARNER, picks)]


def _flick(state: GameState) -> list[Move]:
    return [bots.decide(state, LEARNER)]


REACH_MS = 350.0
"""How much faster (or slower) than the learner the computer reaches a stone of the split pair."""


def _split_race(state: GameState) -> tuple[Pick, ...]:
    """The computer's turn in the split step, after the learner's: it reaches stone 14 a little
    before the learner did and stone 13 a little after, so each of them wins one stone of the
    pair (R5.2). The learner's stamps are known: the computer waits for the learner."""
    first, second = positions.SPLIT_PAIR
    stamps = {stone: ms for pick in state.picks[LEARNER] for stone, ms in pick_stamps(pick)}
    early = max(0.0, stamps.get(second, 2 * REACH_MS) - REACH_MS)
    late = stamps.get(first, early) + REACH_MS
    return (PairPick(second, first, early, max(late, early)),)


def _live(_state: GameState) -> list[Move]:
    return [Take(LEARNER, 5, 1800.0), Take(LEARNER, 6, 2600.0), Done(LEARNER, 3200.0)]


STEPS: tuple[Step, ...] = (
    Step(StepId.THROW, positions.throw, (), Area.THROW_BUTTON,
         lambda e: isinstance(e, StonesThrown), None, lambda _s: [Throw(LEARNER)],
         act_s=3.0, show_s=3.0),
    Step(StepId.PAIR, positions.visible_pair, (3, 4), Area.NONE, _by_learner(PairTaken),
         Slip.NO_PAIR, _grab(PairPick(3, 4, 1200.0, 1900.0))),
    Step(StepId.OWN_TWIN, positions.own_twin, (22, 21), Area.NONE, _by_learner(OwnTwinTaken),
         Slip.NO_OWN_TWIN, _grab(TwinPick(22, 21, 1500.0))),
    Step(StepId.CLAIM, positions.claim, (42, 41), Area.NONE,
         lambda e: isinstance(e, Captured) and e.claimant == LEARNER,
         Slip.NO_CLAIM, _grab(TwinPick(42, 41, 1500.0)), show_s=4.0),
    Step(StepId.WRONG_PAIR, positions.wrong_pair, (1, 17), Area.NONE, _by_learner(PenaltyPaid),
         Slip.NO_WRONG_PAIR, _grab(PairPick(1, 17, 1200.0, 1800.0)), show_s=4.0),
    Step(StepId.SPLIT, positions.split_pair, positions.SPLIT_PAIR, Area.NONE,
         _by_learner(SplitReturned), Slip.NO_SPLIT,
         _grab(PairPick(13, 14, 1300.0, 2000.0)), opponent_picks=_split_race, show_s=4.0),
    # Judged once the winner has chosen the order (R5.4): the learner sees that choice made.
    Step(StepId.DISPUTE, positions.dispute, (), Area.EDGE,
         lambda e: isinstance(e, OrderChosen) and e.contested, None, _flick,
         act_s=8.0, show_s=4.0),
    Step(StepId.REPLACEMENT, positions.replacement, (29, 30), Area.NONE,
         lambda e: (isinstance(e, BalanceReplaced) and e.player == LEARNER
                    and e.stone is not None), None, _grab(PairPick(29, 30, 1400.0, 2100.0)),
         show_s=4.0),
    Step(StepId.GAME_END, positions.game_end, (31, 32), Area.NONE,
         lambda e: isinstance(e, GameEnded), None, _grab(PairPick(31, 32, 1300.0, 2000.0)),
         act_s=8.0, show_s=4.0),
    Step(StepId.LIVE, positions.live_round, (5, 6, 19, 20, 37, 38), Area.NONE,
         _by_learner(PairTaken), Slip.LIVE_NOTHING, _live, act_s=10.0, show_s=4.0),
)
"""The whole guided game, in order."""


def step_index(step_id: StepId) -> int:
    """The position of a step in STEPS."""
    return next(i for i, step in enumerate(STEPS) if step.id == step_id)


def opponent_move(step: Step, state: GameState, seat: int) -> Move:
    """The computer player's answer in a step: its scripted relay turn, else the real bot's."""
    question = waiting_for(state)
    if (question.kind == Phase.GRAB and state.mode == PlayMode.RELAY
            and question.player == seat):
        return GrabTurn(seat, step.opponent_picks(state))
    return bots.decide(state, seat)
