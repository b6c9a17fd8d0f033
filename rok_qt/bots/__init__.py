"""Computer players (no Qt): `decide` answers whatever the engine is waiting for.

In the live race (R7.2) they play timed plans on the race clock: see `rok_qt.bots.live`.
The levels (novice, adept, master, and MATCH at a person's measured pace) answer every
question: the grab turn, the penalty pair (R5.1), the flick (R8, R9.3) and the capture order
(R5.4). A bot never changes the state it is
shown; its randomness is derived from (seed, moves, seat), so a game with bots replays (I5).
"""

from __future__ import annotations

from rok_qt.bots.choices import choose_order, choose_penalty
from rok_qt.bots.dice import Dice
from rok_qt.bots.flick import plan_flick
from rok_qt.bots.grab import plan_grab
from rok_qt.bots.levels import LEVELS, SKILLS, Skill, seat_skill, skill_of
from rok_qt.bots.live import Timed, next_live_move, next_live_moves, plan_live
from rok_qt.model.moves import Acknowledge, ChooseOrder, GrabTurn, Move, PayPenalty, Throw
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import Controller, GameState, Phase

__all__ = ["LEVELS", "SKILLS", "Skill", "Timed", "decide", "level_of", "live_skills",
           "next_live_move", "next_live_moves", "plan_live", "skill_of"]


def level_of(state: GameState, seat: int, level: Controller | None = None) -> Controller:
    """The level a seat plays at: the one given, else its controller; a human seat as adept."""
    if level is None:
        level = state.players[seat].controller
    return Controller.ADEPT if level == Controller.HUMAN else level


def live_skills(state: GameState, seats: list[int] | None = None) -> dict[int, Skill]:
    """The skill of each seat (default: every seat) in a live grab, for `next_live_move`."""
    chosen = range(state.player_count) if seats is None else seats
    return {seat: seat_skill(state, seat, level_of(state, seat)) for seat in chosen}


def decide(state: GameState, seat: int, level: Controller | None = None) -> Move:
    """This seat's answer to `waiting_for(state)`; the state is left untouched.

    A live grab (R7.2) asks the whole table: the answer is the earliest planned move of any
    seat, each played at its own level (a human seat as an adept), or time up. The session
    plans its computer seats itself with `next_live_move(state, live_skills(state, seats))`.

    Raises ValueError when the game is over or the question is for another seat. The round
    summary (asked of the whole table) is acknowledged for any seat.
    """
    question = waiting_for(state)
    if state.live is not None:
        return next_live_move(state, live_skills(state)).move
    if question.kind == Phase.OVER:
        raise ValueError("The game is over: there is nothing to decide.")
    if question.kind == Phase.SUMMARY:
        return Acknowledge()
    if question.player != seat:
        raise ValueError(f"The engine is waiting for seat {question.player}, not seat {seat}.")
    skill = seat_skill(state, seat, level_of(state, seat, level))
    if question.kind == Phase.THROW:
        return Throw(seat)
    if question.kind == Phase.PENALTY:
        return PayPenalty(seat, *choose_penalty(state, seat))
    if question.kind == Phase.ORDER:
        assert state.contest is not None and state.contest.colour is not None
        return ChooseOrder(seat, choose_order(state, seat, state.contest.colour))
    dice = Dice(state.seed, state.moves, seat)
    if question.kind == Phase.GRAB:
        return GrabTurn(seat, plan_grab(state, seat, skill, dice))
    return plan_flick(state, seat, skill, dice)
