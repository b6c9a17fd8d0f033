"""One seat's Board (rok_qt.net.board_view) made from the table's game on the server.

Only what the seat may see goes in: a face-down stone is a place without an id, the bag and
the hands still to land are not there at all, and of the round's events only those about
this seat that name stones the table has shown. Every list is a whitelist, so a field
added to the state later stays on the server until someone decides it may go out.
"""

from __future__ import annotations

from collections.abc import Sequence

from rok_qt.model.captures import claims_in_colour
from rok_qt.model.contest import contest_lying
from rok_qt.model.endround import penalty_options, suggested_penalty
from rok_qt.model.events import (
    Captured,
    ClaimMade,
    ContestEnded,
    Event,
    GameEnded,
    MoveUndone,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    PenaltyWaived,
    PickFormed,
    PlayerDone,
    RaceLost,
    RaceWon,
    RoundEnded,
    SplitReturned,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
    WrongPairReturned,
)
from rok_qt.model.geometry import EDGE_DEPTH, MAX_FLICK_SPEED, seat_point
from rok_qt.model.physics import FATE_RADIUS, FRICTION_DECEL, STONE_RADIUS, TABLE_RADIUS
from rok_qt.model.questions import waiting_for
from rok_qt.model.state import GameState, PairPick, Phase, TableStone
from rok_qt.model.stones import FATE
from rok_qt.net.board_view import (
    FACE_DOWN,
    NONE,
    Board,
    BoardContest,
    BoardSeat,
    BoardStone,
    Geometry,
)

GEOMETRY = Geometry(TABLE_RADIUS, STONE_RADIUS, FATE_RADIUS, FRICTION_DECEL, MAX_FLICK_SPEED)
FLICK_DEPTH = EDGE_DEPTH / 2.0
"""A phone's flick starts this far inside its seat's band at the rim (R8.1: its own edge)."""
_NEWS = (StoneTaken, StonePutBack, PickFormed, PlayerDone, TakeBeaten, MoveUndone, RaceWon,
         RaceLost)
"""Race events a seat hears of at once (a take won, a race lost), when they are its own."""
_LINES = (PairTaken, OwnTwinTaken, ClaimMade, WrongPairReturned, SplitReturned, PenaltyPaid,
          PenaltyWaived, Captured, RaceWon, RaceLost, ContestEnded, RoundEnded, GameEnded)
"""The round's settling a seat's summary shows, when it is about that seat."""
_ASKS = {Phase.THROW: "throw", Phase.PENALTY: "penalty", Phase.FLICK: "flick",
         Phase.ORDER: "order"}


def about(event: Event, seat: int) -> bool:
    """Whether an event concerns this seat (the round's and the game's end concern all)."""
    if isinstance(event, RoundEnded | GameEnded | ContestEnded):
        return True
    if isinstance(event, Captured):
        return seat in (event.claimant, event.victim)
    if isinstance(event, RaceWon | RaceLost) and event.player != seat:
        return isinstance(event, RaceLost) and event.winner == seat
    return getattr(event, "player", NONE) == seat


def news_for(events: Sequence[Event], seat: int) -> list[Event]:
    """The race events of one log entry that this seat hears of at once."""
    return [e for e in events if isinstance(e, _NEWS) and getattr(e, "player", NONE) == seat]


def board(state: GameState, seq: int, seat: int, *, ready: Sequence[bool], acked: int,
          racing: bool, news: Sequence[Event] = ()) -> Board:
    """The Board of `seat` (NONE: a screen without a seat) after log entry `seq`; `ready`:
    per seat, whether it said Ready for the next round."""
    mine = 0 <= seat < state.player_count
    question = waiting_for(state)
    asks = _ASKS.get(question.kind, "") if question.player == seat and mine else ""
    if state.phase == Phase.SUMMARY and mine and not ready[seat]:
        asks = "ready"
    balances = set(state.balances_in_play())
    live = state.live
    return Board(
        seq, seat if mine else NONE, state.round, state.phase.value, asks, state.first_player,
        tuple(_seat(state, i) for i in range(state.player_count)),
        _stones({s: t for s, t in state.table.items() if s not in balances}),
        tuple(live.held[seat]) if mine and live is not None else (),
        tuple(_pick(p) for p in state.picks[seat]) if mine and state.picks else (),
        tuple((c.claimant, c.stone, c.victim) for c in state.claims),
        acked, racing, state.time_limit_ms or 0, GEOMETRY,
        lines=tuple(e for e in state.log if isinstance(e, _LINES) and about(e, seat))
        if mine else (),
        news=tuple(news),
        penalty=_penalty(state, seat) if asks == "penalty" else (),
        order=_order(state) if asks == "order" else (),
        contest=_contest(state, seat) if state.contest is not None else None,
        scores=tuple(state.scores or ()),
        grand_master=NONE if state.grand_master is None else state.grand_master)


def _seat(state: GameState, seat: int) -> BoardSeat:
    player = state.players[seat]
    live = state.live
    return BoardSeat(player.name, NONE if player.balance is None else player.balance,
                     tuple(player.treasure),
                     len(live.held[seat]) if live is not None else 0,
                     len(state.picks[seat]) if state.picks else 0,
                     bool(live.done[seat]) if live is not None else False)


def _stones(table: dict[int, TableStone]) -> tuple[BoardStone, ...]:
    """The stones as they lie, in an order that tells nothing (by place, not by id)."""
    shown = [BoardStone(s if t.face_up or s == FATE else FACE_DOWN, round(t.x, 1),
                        round(t.y, 1)) for s, t in table.items()]
    return tuple(sorted(shown, key=lambda b: (b.x, b.y)))


def _pick(pick: object) -> tuple[int, int, int]:
    if isinstance(pick, PairPick):
        return (pick.a, pick.b, NONE)
    stone, balance = getattr(pick, "stone", NONE), getattr(pick, "balance", NONE)
    return (stone, NONE, balance)


def _penalty(state: GameState, seat: int) -> tuple[tuple[int, int], ...]:
    options = penalty_options(state, seat)
    best = suggested_penalty(state, seat)
    if best in options:
        options.remove(best)
        options.insert(0, best)
    return tuple(options)


def _order(state: GameState) -> tuple[int, ...]:
    contest = state.contest
    if contest is None or contest.colour is None:
        return ()
    return tuple(c.stone for c in claims_in_colour(state, contest.colour))


def _contest(state: GameState, seat: int) -> BoardContest:
    contest = state.contest
    assert contest is not None
    faces = {s: t.face_up for s, t in state.table.items()}
    flicked = {contest.stones[p] for p in contest.flicked}
    lying = tuple(sorted(
        (BoardStone(s if faces.get(s, True) or s == FATE else FACE_DOWN, round(x, 1),
                    round(y, 1)) for s, (x, y) in contest_lying(state).items()
         if s not in flicked), key=lambda b: (b.x, b.y)))
    start = seat_point(seat, state.player_count, TABLE_RADIUS - STONE_RADIUS - FLICK_DEPTH) \
        if 0 <= seat < state.player_count else (0.0, 0.0)
    return BoardContest(contest.purpose.value, tuple(contest.contestants),
                        contest.stones.get(seat, NONE), (round(start[0], 2), round(start[1], 2)),
                        lying,
                        tuple((p, contest.stones[p], round(x, 1), round(y, 1))
                              for p, (x, y) in contest.flicked.items()))
