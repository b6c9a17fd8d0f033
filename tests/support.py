"""Test drivers: play games with simple scripted players, valid and sometimes wrong.

These are deliberately not the bots: a scripted player that tests control, so that engine tests
do not depend on bot behaviour.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import msgspec

from rok_qt.model.autoplay import autoplay
from rok_qt.model.captures import order_outcomes
from rok_qt.model.endround import suggested_penalty
from rok_qt.model.engine import apply
from rok_qt.model.errors import InvalidMove
from rok_qt.model.events import Event
from rok_qt.model.geometry import LAUNCH_RADIUS, seat_angle
from rok_qt.model.grab import takeable_stones
from rok_qt.model.invariants import violations
from rok_qt.model.moves import (
    Acknowledge,
    ChooseOrder,
    Done,
    Flick,
    GrabTurn,
    LayOnBalance,
    Move,
    PayPenalty,
    PutBack,
    Take,
    Throw,
    TimeUp,
)
from rok_qt.model.questions import waiting_for
from rok_qt.model.setup import GameConfig, SeatConfig, new_game
from rok_qt.model.state import GameState, PairPick, Phase, Pick, PlayMode, TwinPick
from rok_qt.model.stones import FATE, twin_of


def config(players: int, seed: int, time_limit_ms: int | None = 20_000,
           mode: PlayMode = PlayMode.RELAY) -> GameConfig:
    """Seats named A, B, C... with no ages: seat 0 starts."""
    return GameConfig([SeatConfig(chr(65 + i)) for i in range(players)], seed, None, time_limit_ms,
                      mode)


def scripted_live_move(state: GameState, chooser: random.Random) -> Move:
    """R7.2: one small stamped move by a random seat still grabbing; now and then a mistake.

    Takes mostly the twin of the stone in hand or a visible pair's first stone, sometimes any
    face-up stone (wrong pairs), puts back, lays on a balance stone (right or wrong), says done.
    """
    live = state.live
    assert live is not None
    seats = [s for s in range(state.player_count) if not live.done[s]]
    if not seats or chooser.random() < 0.01:
        return TimeUp(live.now_ms)
    seat = chooser.choice(seats)
    ms = float(max(live.now_ms, live.last_ms[seat]) + chooser.randint(0, 400))
    if state.time_limit_ms is not None and ms > state.time_limit_ms:
        return TimeUp(float(state.time_limit_ms))
    up = sorted(takeable_stones(state))
    balances = state.balances_in_play()
    hand = live.held[seat]
    roll = chooser.random()
    if hand and roll < 0.1:
        return PutBack(seat, hand[0], ms)
    if hand and twin_of(hand[0]) in balances and roll < 0.8:
        return LayOnBalance(seat, hand[0], twin_of(hand[0]), ms)
    if hand and balances and roll < 0.15:
        return LayOnBalance(seat, hand[0], chooser.choice(balances), ms)
    if hand and twin_of(hand[0]) in up and roll < 0.9:
        return Take(seat, twin_of(hand[0]), ms)
    pairs = [s for s in up if twin_of(s) in up or twin_of(s) in balances]
    if pairs and roll < 0.9:
        return Take(seat, chooser.choice(pairs), ms)
    if up and roll < 0.95:
        return Take(seat, chooser.choice(up), ms)
    return Done(seat, ms)


def scripted_picks(state: GameState, seat: int, chooser: random.Random) -> tuple[Pick, ...]:
    """Take visible pairs and balance twins in a shuffled order, with some wrong picks."""
    face_up = [s for s, t in state.table.items() if s != FATE and t.face_up]
    chooser.shuffle(face_up)
    balances = state.balances_in_play()
    picks: list[Pick] = []
    used: set[int] = set()
    ms = chooser.uniform(100, 900)
    for stone in face_up:
        if stone in used or chooser.random() < 0.05:
            continue
        twin = twin_of(stone)
        if twin in balances:
            picks.append(TwinPick(stone, twin, round(ms)))
            used.add(stone)
        elif twin in face_up and twin not in used:
            picks.append(PairPick(stone, twin, round(ms)))
            used.update((stone, twin))
        elif chooser.random() < 0.03:
            other = [s for s in face_up if s not in used and s != stone]
            if other:
                partner = chooser.choice(other)
                picks.append(PairPick(stone, partner, round(ms)))
                used.update((stone, partner))
        elif chooser.random() < 0.02 and balances:
            picks.append(TwinPick(stone, chooser.choice(balances), round(ms)))
            used.add(stone)
        ms += chooser.uniform(200, 1500)
    return tuple(p for p in picks if p.ms <= (state.time_limit_ms or math.inf))


def scripted_move(state: GameState, chooser: random.Random) -> Move:
    """A legal answer to whatever the game is waiting for."""
    question = waiting_for(state)
    seat = question.player
    if question.kind == Phase.THROW:
        assert seat is not None
        return Throw(seat)
    if question.kind == Phase.GRAB and state.live is not None:
        return scripted_live_move(state, chooser)
    if question.kind == Phase.GRAB:
        assert seat is not None
        return GrabTurn(seat, scripted_picks(state, seat, chooser))
    if question.kind == Phase.PENALTY:
        assert seat is not None
        pair = suggested_penalty(state, seat)
        assert pair is not None
        return PayPenalty(seat, *pair)
    if question.kind == Phase.FLICK:
        assert seat is not None
        return aimed_flick(state, seat, chooser.uniform(-0.15, 0.15), chooser.uniform(600, 1400))
    if question.kind == Phase.ORDER:
        assert seat is not None and state.contest is not None and state.contest.colour is not None
        outcomes = order_outcomes(state, state.contest.colour)
        return ChooseOrder(seat, max(outcomes, key=lambda o: o[1][seat])[0])
    return Acknowledge()


def aimed_flick(state: GameState, seat: int, error: float, speed: float) -> Flick:
    """A flick from the middle of the seat's edge towards the centre, off by `error` radians."""
    angle = seat_angle(seat, state.player_count)
    x, y = LAUNCH_RADIUS * math.cos(angle), LAUNCH_RADIUS * math.sin(angle)
    return Flick(seat, x, y, angle + math.pi + error, speed)


def play(
    players: int,
    seed: int,
    *,
    script_seed: int | None = None,
    max_moves: int = 5000,
    after_move: Callable[[GameState, Move, list[Event]], None] | None = None,
    mode: PlayMode = PlayMode.RELAY,
) -> tuple[GameState, list[Move]]:
    """Play a whole game with scripted players; returns the final state and every move."""
    state, _ = new_game(config(players, seed, mode=mode))
    chooser = random.Random(seed if script_seed is None else script_seed)
    moves: list[Move] = []
    for turn in autoplay(state, lambda s, _seat: scripted_move(s, chooser), max_moves=max_moves):
        state = turn.state
        moves.append(turn.move)
        if after_move is not None:
            after_move(*turn)
    return state, moves


def replay(players: int, seed: int, moves: list[Move],
           mode: PlayMode = PlayMode.RELAY) -> GameState:
    """The same game from the same seed and moves (I5)."""
    state, _ = new_game(config(players, seed, mode=mode))
    for move in moves:
        apply(state, move, record_frames=False)
    return state


def apply_checked(state: GameState, move: Move) -> None:
    """Apply a move that may be refused: a refusal is one line and changes nothing, and I1-I4
    hold afterwards either way."""
    before = msgspec.json.encode(state)
    try:
        apply(state, move, record_frames=False)
    except InvalidMove as error:
        assert str(error) and "\n" not in str(error)
        assert msgspec.json.encode(state) == before, "a refused move changed the state"
    assert violations(state) == []

