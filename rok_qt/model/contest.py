"""The flick contest (R8): flicks from each contestant's edge, out on touching the Fate."""

from __future__ import annotations

import math

from rok_qt.model import physics, rng
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import ContestEnded, ContestStarted, Event, Flicked
from rok_qt.model.geometry import MAX_FLICK_SPEED, on_players_edge
from rok_qt.model.moves import Flick
from rok_qt.model.state import Contest, ContestPurpose, GameState, Phase, TableStone
from rok_qt.model.stones import FATE

MAX_ATTEMPTS = 12
"""[C] After this many drawn attempts a seeded coin flip decides, so every game ends."""


def start_contest(
    state: GameState,
    events: list[Event],
    purpose: ContestPurpose,
    colour: int | None,
    contestants: list[int],
    stones: dict[int, int],
) -> None:
    """Begin a contest; contestants flick in round order (R8.1)."""
    order = [seat for seat in state.round_order() if seat in contestants]
    state.contest = Contest(purpose, colour, order, dict(stones))
    state.phase = Phase.FLICK
    events.append(ContestStarted(purpose, tuple(order), colour, 1))


def next_flicker(contest: Contest) -> int:
    """The first contestant, in round order, who has not flicked in this attempt."""
    return next(seat for seat in contest.contestants if seat not in contest.flicked)


def validate_flick(state: GameState, move: Flick) -> None:
    """A flick must come from the player's own edge with a finite, sensible speed."""
    values = (move.x, move.y, move.angle, move.speed)
    if not all(math.isfinite(v) for v in values):
        raise InvalidMove(Refusal.FLICK_NUMBERS,
                          "A flick needs finite numbers for its start, direction and speed.")
    if not 0 < move.speed <= MAX_FLICK_SPEED:
        raise InvalidMove(Refusal.FLICK_SPEED,
                          f"A flick's speed must be above 0 and at most {MAX_FLICK_SPEED:g} mm/s.",
                          limit=MAX_FLICK_SPEED)
    if not on_players_edge(move.player, state.player_count, move.x, move.y):
        raise InvalidMove(Refusal.FLICK_EDGE,
                          "A flick starts from the player's own edge of the table (R8.1).")


def table_in_play(state: GameState) -> dict[int, TableStone]:
    """The stones lying on the table as play sees them: all of them, except during the
    tie-break, which is flicked on a cleared table with the Rune of Fate alone (R9.3 [C])."""
    contest = state.contest
    if contest is not None and contest.purpose == ContestPurpose.TIEBREAK:
        return {FATE: state.table[FATE]}
    return state.table


def contest_lying(state: GameState) -> dict[int, tuple[float, float]]:
    """The stones a contest flick slides among (R8.1), by stone id: the stones flicked so far
    in this attempt, and the table's stones, except in the tie-break, which is flicked on a
    cleared table with the Rune of Fate alone (R9.3 [C])."""
    contest = state.contest
    assert contest is not None
    lying = {} if contest.purpose == ContestPurpose.TIEBREAK else {
        s: (t.x, t.y) for s, t in state.table.items() if s != FATE}
    lying.update({contest.stones[p]: pos for p, pos in contest.flicked.items()})
    return lying


def apply_flick(
    state: GameState, move: Flick, events: list[Event], record_frames: bool
) -> int | None:
    """Simulate one flick; once everyone flicked, judge. Returns the winner once there is one."""
    contest = state.contest
    assert contest is not None
    stone = contest.stones[move.player]
    lying = contest_lying(state)
    launch = physics.Launch(
        stone, move.x, move.y, move.speed * math.cos(move.angle), move.speed * math.sin(move.angle)
    )
    # Every contest stone on the table is watched: one knocked onto the Fate is out (R8.2).
    earlier = {contest.stones[p]: p for p in contest.flicked}
    result = physics.simulate(lying, [launch], record=record_frames,
                              watched=frozenset(earlier))
    moved = _place(state, contest, result.final)
    rest = result.final[stone]
    contest.flicked[move.player] = rest
    out = stone in result.fate_touched
    if out:
        contest.out.append(move.player)
    knocked_out = tuple(seat for s, seat in sorted(earlier.items())
                        if s in result.fate_touched and seat not in contest.out)
    contest.out.extend(knocked_out)
    events.append(Flicked(move.player, stone, rest, out, physics.edge_distance_to_fate(*rest),
                          moved, result.frames, tuple((i.t, i.impulse) for i in result.impacts),
                          knocked_out))
    if any(seat not in contest.flicked for seat in contest.contestants):
        return None
    return judge_contest(state, contest, events)


def _place(
    state: GameState, contest: Contest, final: dict[int, tuple[float, float]]
) -> dict[int, tuple[float, float]]:
    """Knocked table stones stay where they stop (R8.4); earlier flicked stones too."""
    moved = {}
    by_stone = {s: p for p, s in contest.stones.items()}
    for stone, pos in final.items():
        if stone in state.table:
            old = state.table[stone]
            if (old.x, old.y) != pos:
                moved[stone] = pos
            state.table[stone] = TableStone(pos[0], pos[1], old.face_up)
        elif by_stone.get(stone) in contest.flicked:
            seat = by_stone[stone]
            if contest.flicked[seat] != pos:
                moved[stone] = pos
            contest.flicked[seat] = pos
    return moved


def judge_contest(state: GameState, contest: Contest, events: list[Event]) -> int | None:
    """R8.2-R8.3: closest edge not out wins; all out or an exact tie flick again."""
    distances = {
        seat: physics.edge_distance_to_fate(*contest.flicked[seat]) for seat in contest.contestants
    }
    # Physics reports every touch as it happens; a stone resting on the Fate (say, from a save
    # made before touches of knocked stones were watched) is out by the same tolerance.
    for seat in contest.contestants:
        if physics.touches_fate(*contest.flicked[seat]) and seat not in contest.out:
            contest.out.append(seat)
    alive = [seat for seat in contest.contestants if seat not in contest.out]
    if alive:
        best = min(distances[seat] for seat in alive)
        again = [seat for seat in alive if distances[seat] == best]
    else:
        again = list(contest.contestants)
    winner: int | None = again[0] if len(again) == 1 else None
    if winner is None and contest.attempt >= MAX_ATTEMPTS:
        winner = rng.choice(state, again)
    out = tuple(contest.out)
    rests = {seat: contest.flicked[seat] for seat in contest.contestants}
    if winner is not None:
        contest.winner = winner
        events.append(ContestEnded(winner, distances, out, (), rests))
        return winner
    events.append(ContestEnded(None, distances, out, tuple(again), rests))
    contest.contestants = again
    contest.out = []
    for seat in again:
        del contest.flicked[seat]
    contest.attempt += 1
    events.append(ContestStarted(contest.purpose, tuple(again), contest.colour, contest.attempt))
    return None
