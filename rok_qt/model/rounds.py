"""A round's start and its throw: end check (R4.1), dealing (R4.2), the throw (R4.4), and the
pass of the bag to the next round (R5.7)."""

from __future__ import annotations

from rok_qt.model import physics, rng
from rok_qt.model.events import Event, RoundStarted, StonesDrawn, StonesThrown
from rok_qt.model.finish import end_game
from rok_qt.model.geometry import throw_launches
from rok_qt.model.physics import Launch
from rok_qt.model.state import GameState, Phase, TableStone
from rok_qt.model.stones import FATE

STONES_PER_PLAYER = {2: 5, 3: 4, 4: 3, 5: 2}
"""R4.2: k stones each for 2, 3, 4 and 5 players."""


def start_round(state: GameState, events: list[Event], number: int) -> None:
    """R4.1 end check, then round `number` deals in round order (R4.2), short bag or not.

    When the end check ends the game, state.round stays the last round actually played.
    """
    if last_round_played(state):
        end_game(state, events)
        return
    state.round = number
    state.log = []
    events.append(RoundStarted(state.round, state.first_player))
    k = STONES_PER_PLAYER[state.player_count]
    for seat in state.round_order():
        hand = state.hands[seat]
        while len(hand) < k and state.bag:
            hand.append(state.bag.pop(rng.below(state, len(state.bag))))
        events.append(StonesDrawn(seat, len(hand)))
    state.phase = Phase.THROW


def last_round_played(state: GameState) -> bool:
    """R4.1/R9.1: the bag holds no more stones than there are players, so the next round's end
    check ends the game (asked at a round's summary: is this round the game's last?)."""
    return len(state.bag) <= state.player_count


def next_round(state: GameState, events: list[Event]) -> None:
    """R5.7: the bag passes to the left; the next round starts at its end check (R4.1)."""
    state.first_player = (state.first_player + 1) % state.player_count
    start_round(state, events, state.round + 1)


def land(state: GameState, launches: list[Launch], record_frames: bool) -> StonesThrown:
    """R4.4: physics places the launched stones among those lying, the generator turns each
    thrown one face up or down; a knocked stone keeps its face. The table is updated."""
    lying = {s: (t.x, t.y) for s, t in state.table.items() if s != FATE}
    result = physics.simulate(lying, launches, record=record_frames)
    faces = {launch.stone: rng.uniform(state) < 0.5 for launch in launches}
    landed: dict[int, tuple[float, float]] = {}
    for stone, (x, y) in result.final.items():
        old = state.table.get(stone)
        face_up = faces[stone] if old is None else old.face_up
        if old is None or (old.x, old.y) != (x, y):
            landed[stone] = (x, y)
        state.table[stone] = TableStone(x, y, face_up)
    impacts = tuple((i.t, i.impulse) for i in result.impacts)
    return StonesThrown(landed, faces, result.frames, impacts)


def throw(state: GameState, events: list[Event], record_frames: bool) -> None:
    """R4.4: everyone throws at once; physics places the stones, the generator turns them."""
    launches = []
    for seat in state.round_order():
        launches += throw_launches(state, seat, state.player_count, state.hands[seat])
        state.hands[seat] = []
    events.append(land(state, launches, record_frames))
    state.phase = Phase.GRAB
    state.turn = 0
    state.picks = [[] for _ in state.players]
    # A live grab (R7.2) is started by the engine (model/live.py), which may end it at once.
