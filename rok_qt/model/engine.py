"""The one entry point: `step(state, move)` validates a move, plays it, returns its events.

`step` plays on a copy, so the given state is untouched whatever happens, even an exception in
the middle of a move. `apply` plays in place, for loops that own their state (the simulator):
a rejected move raises InvalidMove before anything changes there too.
"""

from __future__ import annotations

import msgspec

from rok_qt.model.captures import claims_by_stones, claims_in_colour
from rok_qt.model.contest import apply_flick, validate_flick
from rok_qt.model.endround import continue_round_end, pay_penalty, resolve_in_order
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    Event,
    Flicked,
    MoveUndone,
    PickFormed,
    PlayerDone,
    StonePutBack,
    StonesThrown,
    StoneTaken,
    TakeBeaten,
)
from rok_qt.model.finish import finish
from rok_qt.model.grab import settle_grab, validate_grab
from rok_qt.model.live import LIVE_MOVES, apply_live, start_live, validate_live
from rok_qt.model.moves import (
    Acknowledge,
    ChooseOrder,
    Flick,
    GrabTurn,
    Move,
    PayPenalty,
    RaceWindow,
    Throw,
)
from rok_qt.model.questions import waiting_for
from rok_qt.model.referee import set_window
from rok_qt.model.rounds import next_round, throw
from rok_qt.model.state import ContestPurpose, GameState, PairPick, Phase, Pick, PlayMode
from rok_qt.model.stones import are_twins

_UNLOGGED = (StonesThrown, StoneTaken, StonePutBack, PickFormed, PlayerDone, TakeBeaten,
             MoveUndone)
"""Animation and race-by-race events: the round log keeps the settling for the summary."""

_ENCODER = msgspec.msgpack.Encoder()
_DECODER = msgspec.msgpack.Decoder(GameState)

_EXPECTED = {
    Phase.THROW: Throw,
    Phase.GRAB: GrabTurn,
    Phase.PENALTY: PayPenalty,
    Phase.FLICK: Flick,
    Phase.ORDER: ChooseOrder,
    Phase.SUMMARY: Acknowledge,
}


def copy_state(state: GameState) -> GameState:
    """An independent deep copy (a msgpack round trip: about 10 us for a whole game state)."""
    return _DECODER.decode(_ENCODER.encode(state))


def step(
    state: GameState, move: Move, *, record_frames: bool = True
) -> tuple[GameState, list[Event]]:
    """Play one move on a copy: (the new state, its events). `state` itself never changes.

    Raises InvalidMove when the move is not a legal answer; any exception leaves `state` as it
    was, so a crash handler can always save it.
    """
    new = copy_state(state)
    events = apply(new, move, record_frames=record_frames)
    return new, events


def apply(state: GameState, move: Move, *, record_frames: bool = True) -> list[Event]:
    """Play one move. Raises InvalidMove (state unchanged) when it is not a legal answer."""
    if isinstance(move, RaceWindow):
        _race_window(state, move)
        return []   # how races are judged, not a play: no event, not counted in state.moves
    _validate(state, move)
    events: list[Event] = []
    if isinstance(move, Throw):
        throw(state, events, record_frames)
        if state.mode == PlayMode.LIVE:
            start_live(state, events)
            _settle_if_ended(state, events)
    elif isinstance(move, LIVE_MOVES):
        apply_live(state, move, events)
        _settle_if_ended(state, events)
    elif isinstance(move, GrabTurn):
        _grab_turn(state, move, events)
    elif isinstance(move, PayPenalty):
        pay_penalty(state, move.player, (move.a, move.b), events)
        continue_round_end(state, events)
    elif isinstance(move, Flick):
        _flick(state, move, events, record_frames)
    elif isinstance(move, ChooseOrder):
        _choose_order(state, move, events)
    else:
        next_round(state, events)
    state.moves += 1
    state.log.extend(_loggable(e) for e in events if not isinstance(e, _UNLOGGED))
    return events


def _settle_if_ended(state: GameState, events: list[Event]) -> None:
    """After a live grab ended (state.live cleared), the round ends as relay's does."""
    if state.phase == Phase.GRAB and state.live is None:
        continue_round_end(state, events)


def _loggable(event: Event) -> Event:
    """The round log keeps what the summary shows, not animation frames."""
    if isinstance(event, Flicked) and (event.frames or event.impacts):
        return msgspec.structs.replace(event, frames=(), impacts=())
    return event


def _validate(state: GameState, move: Move) -> None:
    question = waiting_for(state)
    if state.phase == Phase.OVER:
        raise InvalidMove(Refusal.GAME_OVER, "The game is over.")
    live = state.phase == Phase.GRAB and state.mode == PlayMode.LIVE
    expected: tuple[type, ...] = LIVE_MOVES if live else (_EXPECTED[state.phase],)
    if not isinstance(move, expected):
        wanted = "live grab" if live else expected[0].__name__
        raise InvalidMove(
            Refusal.WRONG_KIND,
            f"The game is waiting for a {wanted} move, not {type(move).__name__}.",
            expected=wanted, given=type(move).__name__,
        )
    if isinstance(move, LIVE_MOVES):
        validate_live(state, move)
        return
    player = getattr(move, "player", None)
    if question.player is not None and player != question.player:
        name = state.players[question.player].name
        raise InvalidMove(Refusal.NOT_YOUR_TURN, f"It is {name}'s move, not seat {player}'s.",
                          name=name)
    if isinstance(move, GrabTurn):
        validate_grab(state, move)
    elif isinstance(move, PayPenalty):
        _validate_penalty(state, move)
    elif isinstance(move, Flick):
        validate_flick(state, move)
    elif isinstance(move, ChooseOrder):
        _validate_order(state, move)


def _race_window(state: GameState, move: RaceWindow) -> None:
    """Set how races are judged from now on: any time before the game is over, but not
    within a race that has had a move (referee.set_window checks that and the numbers)."""
    if state.phase == Phase.OVER:
        raise InvalidMove(Refusal.GAME_OVER, "The game is over.")
    set_window(state, move)


def _validate_penalty(state: GameState, move: PayPenalty) -> None:
    treasure = state.players[move.player].treasure
    if not (are_twins(move.a, move.b) and move.a in treasure and move.b in treasure):
        raise InvalidMove(Refusal.PENALTY_PAIR,
                          "A penalty is paid with one pair of twins from your own treasure (R5.1).")


def _validate_order(state: GameState, move: ChooseOrder) -> None:
    assert state.contest is not None and state.contest.colour is not None
    stones = sorted(c.stone for c in claims_in_colour(state, state.contest.colour))
    if sorted(move.order) != stones:
        raise InvalidMove(Refusal.ORDER_CLAIMS,
                          "The order must list each of this colour's claims exactly once (R5.4).")


def _grab_turn(state: GameState, move: GrabTurn, events: list[Event]) -> None:
    # Stamps are stored as floats so a saved game re-saves to the same bytes.
    state.picks[move.player] = [_float_stamps(pick) for pick in move.picks]
    state.turn += 1
    if state.turn < state.player_count:
        return
    settle_grab(state, events)
    continue_round_end(state, events)


def _float_stamps(pick: Pick) -> Pick:
    if isinstance(pick, PairPick) and pick.ms_b is not None:
        return msgspec.structs.replace(pick, ms=float(pick.ms), ms_b=float(pick.ms_b))
    return msgspec.structs.replace(pick, ms=float(pick.ms))


def _flick(state: GameState, move: Flick, events: list[Event], record_frames: bool) -> None:
    winner = apply_flick(state, move, events, record_frames)
    contest = state.contest
    if winner is None or contest is None:
        return
    if contest.purpose == ContestPurpose.TIEBREAK:
        finish(state, events, winner)
    else:
        state.phase = Phase.ORDER


def _choose_order(state: GameState, move: ChooseOrder, events: list[Event]) -> None:
    contest = state.contest
    assert contest is not None and contest.colour is not None
    resolve_in_order(state, contest.colour, claims_by_stones(state, move.order), move.player,
                     events)
    state.contest = None
    continue_round_end(state, events)

