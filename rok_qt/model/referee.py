"""The race referee (R7.2): every live move judged by its stamp, in whatever order it arrives.

API (Qt-free; the session, the simulator and the network host call it through `engine.step`):

- **Submit** a person's or a computer player's move as the engine's usual live moves, stamped
  in ms on the race clock (since the shared reveal): `Take`, `PutBack`, `LayOnBalance`, `Done`
  (model/moves.py). Arrival is the order of the `engine.step` calls; the stamp alone decides.
  A device's own timestamp is mapped onto the race clock before (rok_qt/arbiter.py).
- **The settle window W** (`state.race_window_ms`, set with `with_window(state, ms)`): a move is
  accepted while its stamp is at most W behind the newest stamp seen (`state.live.now_ms`);
  an older one is refused with `Refusal.STAMP_SETTLED`. About 15 ms on one screen (`SCREEN_MS`),
  the largest expected delay over a network. A move is final once the newest stamp is more than
  W past it. W = 0 judges each move at once, equal stamps in arrival order (the model's tests).
- **The clock** moves the window on without a move: `Settle(ms)` when the race clock reads ms
  (`settle_due(state)` says when one could end the grab); `TimeUp(ms)` ends the grab at ms,
  judging everything admitted as final.
- **Judging**: the admitted moves are played in stamp order (equal stamps in the order of the
  game's seeded coin for that stamp, `coin_order`, the same for people and computer players
  and on replay; a seat's own moves in its own order). A take counts when, at its stamp, the
  stone lay on the table; if it lay in another hand, the take lost that race. A put back frees
  the stone from its own stamp on. A late, earlier take therefore wins the stone and the take
  it beats is undone with every move that depended on it (the pair completed with it, the lay
  on a balance stone, a put back of it). The grab's end (R4.6, every person done) is judged on
  the final moves: moves stamped after the end are void, except that a take of a stone
  already in another hand stays that race lost (the screen said so at once; typically a
  reach for the twin of a claim that ended the grab).

Events (model/events.py), from each `engine.step` of a live move:
- in effect: `StoneTaken`, `PickFormed`, `StonePutBack`, `PlayerDone` (also when a move comes
  back into effect after a correction);
- at once, for the screen: `TakeBeaten(player, stone, ms, winner, winner_ms, undone)` when a
  take finds its stone in another hand (`undone`: it had been shown in effect), and
  `MoveUndone(player, stone, ms, what)` for each dependent effect taken back;
- final, logged and saved with the round (the tally, the summary and replays read them), just
  before `GrabEnded`: `RaceWon(stone, player, ms, margin_ms, coin_flip)` once per winning take
  and `RaceLost(player, stone, winner, by_ms, coin_flip)` for every take it beat.
"""

from __future__ import annotations

import bisect
import math

from rok_qt import logs
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    Event,
    GrabEnd,
    GrabEnded,
    MoveUndone,
    PickFormed,
    PlayerDone,
    RaceLost,
    RaceWon,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
    Undo,
)
from rok_qt.model.moves import Done, LayOnBalance, LiveMove, PutBack, Settle, Take, TimeUp
from rok_qt.model.state import (
    EntryKind,
    GameState,
    GrabSnapshot,
    LiveGrab,
    Outcome,
    PairPick,
    TimelineEntry,
    TwinPick,
)

ANY_STONE = -1
"""The coin of equal stamps is drawn per stamp, for every stone at once."""
LOG = logs.channel("race")
SCREEN_MS = 15.0
"""The settle window on one screen: input events reach the session within a few ms."""
MAX_WINDOW_MS = 2000.0

_IN_EFFECT = frozenset({Outcome.TAKEN, Outcome.PAIRED, Outcome.PUT_BACK, Outcome.LAID,
                        Outcome.DONE})
_KINDS = {Take: EntryKind.TAKE, PutBack: EntryKind.PUT_BACK, LayOnBalance: EntryKind.LAY,
          Done: EntryKind.DONE}
_UNDO = {Outcome.TAKEN: Undo.TAKE, Outcome.PAIRED: Undo.TAKE, Outcome.PUT_BACK: Undo.PUT_BACK,
         Outcome.LAID: Undo.LAY, Outcome.DONE: Undo.DONE}

Ended = tuple[GrabEnd, float] | None
"""Why and at which stamp the grab ended, or None while it goes on."""


def with_window(state: GameState, ms: float) -> GameState:
    """The state with the settle window W set (between live grabs; a copy is not made)."""
    if not math.isfinite(ms) or not 0 <= ms <= MAX_WINDOW_MS:
        raise ValueError(f"A settle window is 0 to {MAX_WINDOW_MS:.0f} ms, not {ms}.")
    state.race_window_ms = float(ms)
    return state


def _race(state: GameState) -> LiveGrab:
    assert state.live is not None, "no live grab in progress"
    return state.live


def admissible(state: GameState, ms: float) -> bool:
    """A stamp the window still accepts: at most W behind the newest stamp (W = 0: not behind)."""
    window, newest = state.race_window_ms, _race(state).now_ms
    return ms >= newest if window <= 0 else ms >= newest - window


def _final(state: GameState, ms: float) -> bool:
    window, newest = state.race_window_ms, _race(state).now_ms
    return ms <= newest if window <= 0 else ms < newest - window


def check_window(state: GameState, ms: float) -> None:
    """Refuse a move stamped further behind the newest stamp than the window allows."""
    if admissible(state, ms):
        return
    newest, window = _race(state).now_ms, state.race_window_ms
    LOG.debug("refused a move at %.0f ms: %.0f ms behind the newest stamp, window %.0f ms",
              ms, newest - ms, window)
    raise InvalidMove(Refusal.STAMP_SETTLED,
                      f"A move at {ms:.0f} ms comes more than {window:.0f} ms behind "
                      f"{newest:.0f} ms: the race there is settled.",
                      ms=ms, newest=newest, window=window)


def may_hold(state: GameState, seat: int, stone: int) -> bool:
    """The stone is in the seat's hand, or a take of it by the seat is not final yet."""
    live = _race(state)
    return stone in live.held[seat] or any(
        e.kind == EntryKind.TAKE and e.player == seat and e.stone == stone
        for e in live.timeline)


def settle_due(state: GameState) -> float | None:
    """The race ms at which a `Settle` would end the grab, or None (no end in sight).

    The grab as judged now is over (R4.6, or every person done) but its last moves are not
    final yet: they become final once the clock is more than W past them.
    """
    from rok_qt.model.live import end_reason

    live = state.live
    if live is None or not live.timeline or end_reason(state) is None:
        return None
    return float(math.floor(live.timeline[-1].ms + state.race_window_ms) + 1)


def admit(state: GameState, move: LiveMove, events: list[Event]) -> Ended:
    """Play a validated live move (`live.validate_live`): put it on the timeline and judge.

    Returns why and when the grab ended, or None while it goes on.
    """
    live = _race(state)
    if live.base is None:
        live.base = _snapshot(state)
    if isinstance(move, TimeUp):
        live.now_ms = max(live.now_ms, float(move.ms))
        return _judge(state, events, end_at=float(move.ms))
    if isinstance(move, Settle):
        live.now_ms = max(live.now_ms, float(move.ms))
        return _judge(state, events)
    seat, ms = move.player, float(move.ms)
    while len(live.admitted) < state.player_count:
        live.admitted.append(0)
    stone = move.stone if isinstance(move, Take | PutBack | LayOnBalance) else -1
    balance = move.balance if isinstance(move, LayOnBalance) else -1
    entry = TimelineEntry(_KINDS[type(move)], seat, stone, balance, ms,
                          _coin_rank(state, seat, ms), live.admitted[seat])
    live.admitted[seat] += 1
    keys = [_key(e) for e in live.timeline]
    live.timeline.insert(bisect.bisect_right(keys, _key(entry)), entry)
    live.last_ms[seat] = ms
    live.now_ms = max(live.now_ms, ms)
    return _judge(state, events)


def coin_order(seed: int, ms: float, seats: list[int]) -> list[int]:
    """R7.2: the order in which the seats' moves stamped `ms` count (the first wins a stone
    they all reached for at that ms): the game's seeded coin for that stamp (`live.tie_order`),
    one for all stones, so that a seat's own moves at one ms keep their own order."""
    from rok_qt.model.live import tie_order

    return tie_order(seed, ANY_STONE, ms, seats)


def _coin_rank(state: GameState, seat: int, ms: float) -> int:
    return coin_order(state.seed, ms, list(range(state.player_count))).index(seat)


def _key(entry: TimelineEntry) -> tuple[float, int, int, int]:
    return (entry.ms, entry.rank, entry.player, entry.n)


def _snapshot(state: GameState) -> GrabSnapshot:
    live = _race(state)
    return GrabSnapshot(dict(state.table), [list(p) for p in state.picks],
                        [list(h) for h in live.held], list(live.done), list(live.actions),
                        dict(live.taken), dict(live.origins))


def _restore(state: GameState, base: GrabSnapshot) -> None:
    live = _race(state)
    state.table = dict(base.table)
    state.picks = [list(p) for p in base.picks]
    live.held = [list(h) for h in base.held]
    live.done = list(base.done)
    live.actions = list(base.actions)
    live.taken = dict(base.taken)
    live.origins = dict(base.origins)


def _judge(state: GameState, events: list[Event], end_at: float | None = None) -> Ended:
    """Replay the pending moves in stamp order on the final race; report what changed.

    Whole groups of equal stamps that are final move into the base; after each the end is
    checked (R4.6 on the timeline), and moves after the end are void (a take among them
    that was told lost stays a race lost: `_late_reaches`).
    """
    from rok_qt.model.live import end_reason

    live = _race(state)
    assert live.base is not None
    _restore(state, live.base)
    timeline, index, ended = live.timeline, 0, None
    settled = 0
    while index < len(timeline):
        ms = timeline[index].ms
        final = _final(state, ms) if end_at is None else ms <= end_at
        if not final:
            break
        while index < len(timeline) and timeline[index].ms == ms:
            _play(state, live, timeline[index], events)
            index += 1
        settled = index
        reason = end_reason(state)
        if reason is not None:
            ended = (reason, ms)
            break
    for entry in timeline[:settled]:
        if entry.outcome == Outcome.LOST:
            live.races.append((entry.player, entry.stone, entry.ms, entry.other,
                               entry.other_ms))
    if ended is None and end_at is not None:
        ended = (GrabEnd.TIME_UP, max(end_at, 0.0))
    if ended is not None:
        _late_reaches(live, timeline[settled:])
        live.timeline = []
        return ended
    live.base = _snapshot(state)
    del timeline[:settled]
    for entry in timeline:
        _play(state, live, entry, events)
    return None


def _late_reaches(live: LiveGrab, void: list[TimelineEntry]) -> None:
    """Takes stamped after the end are void, but one that reached for a stone already in
    another hand was told so at once (`TakeBeaten`): it stays that race lost, to whoever holds
    the stone at the end (typically a claim or pair that ended the grab, R4.6), so the summary
    and the tally say what the table said."""
    for entry in void:
        holder = live.taken.get(entry.stone)
        if (entry.kind == EntryKind.TAKE and entry.outcome == Outcome.LOST
                and holder is not None and holder[0] != entry.player):
            live.races.append((entry.player, entry.stone, entry.ms, holder[0], holder[1]))


def _play(state: GameState, live: LiveGrab, entry: TimelineEntry, events: list[Event]) -> None:
    """Play one entry at its stamp and report how its judgement changed since last time."""
    old = (entry.outcome, entry.other, entry.other_ms)
    entry.outcome, entry.other, entry.other_ms = _effect(state, live, entry)
    if entry.outcome in _IN_EFFECT:
        live.actions[entry.player] += 1
    if (entry.outcome, entry.other, entry.other_ms) != old:
        _report(entry, old[0], events)


def _effect(state: GameState, live: LiveGrab,
            entry: TimelineEntry) -> tuple[Outcome, int, float]:
    seat, stone, ms = entry.player, entry.stone, entry.ms
    hand = live.held[seat]
    if entry.kind == EntryKind.TAKE:
        lying = state.table.pop(stone, None)
        if lying is None:
            holder = live.taken.get(stone)
            if holder is None or holder[0] == seat:
                return Outcome.VOID, -1, 0.0
            return Outcome.LOST, holder[0], holder[1]
        live.origins[stone] = lying
        live.taken[stone] = (seat, ms)
        if not hand:
            hand.append(stone)
            return Outcome.TAKEN, -1, 0.0
        first = hand.pop()
        state.picks[seat].append(PairPick(first, stone, live.taken[first][1], ms))
        return Outcome.PAIRED, first, 0.0
    if entry.kind == EntryKind.DONE:
        if live.done[seat]:
            return Outcome.VOID, -1, 0.0
        live.done[seat] = True
        return Outcome.DONE, -1, 0.0
    if stone not in hand:
        return Outcome.VOID, -1, 0.0
    hand.remove(stone)
    if entry.kind == EntryKind.PUT_BACK:
        state.table[stone] = live.origins.pop(stone)
        del live.taken[stone]
        return Outcome.PUT_BACK, -1, 0.0
    state.picks[seat].append(TwinPick(stone, entry.balance, live.taken[stone][1]))
    return Outcome.LAID, -1, 0.0


def _report(entry: TimelineEntry, was: Outcome, events: list[Event]) -> None:
    """The events of a changed judgement: effects taken back, then effects now in force."""
    seat, stone, ms, now = entry.player, entry.stone, entry.ms, entry.outcome
    if was == Outcome.PAIRED:
        events.append(MoveUndone(seat, stone, ms, Undo.PAIR))
    if was in _IN_EFFECT and now not in _IN_EFFECT and now != Outcome.LOST:
        events.append(MoveUndone(seat, stone, ms, _UNDO[was]))
    if now == Outcome.LOST:
        if was in _IN_EFFECT:
            LOG.debug("seat %d's take of stone %d at %.0f ms undone: seat %d had it at %.0f ms",
                      seat, stone, ms, entry.other, entry.other_ms)
        events.append(TakeBeaten(seat, stone, ms, entry.other, entry.other_ms,
                                 was in _IN_EFFECT))
    elif now in (Outcome.TAKEN, Outcome.PAIRED) and was not in (Outcome.TAKEN, Outcome.PAIRED):
        events.append(StoneTaken(seat, stone, ms))
    if now == Outcome.PAIRED:
        events.append(PickFormed(seat, entry.other, stone, None, ms))
    elif now == Outcome.PUT_BACK and was != now:
        events.append(StonePutBack(seat, stone, ms))
    elif now == Outcome.LAID and was != now:
        events.append(PickFormed(seat, stone, None, entry.balance, ms))
    elif now == Outcome.DONE and was != now:
        events.append(PlayerDone(seat, ms))


def race_results(live: LiveGrab) -> list[Event]:
    """RaceWon and RaceLost for every race lost this grab, in stamp order (R7.2).

    One RaceWon per winning take, with the margin to its nearest loser, then its losers.
    """
    winners: dict[tuple[float, int, int], list[tuple[int, float]]] = {}
    for loser, stone, ms, winner, winner_ms in live.races:
        winners.setdefault((winner_ms, stone, winner), []).append((loser, ms - winner_ms))
    events: list[Event] = []
    for (winner_ms, stone, winner), losers in sorted(winners.items()):
        margin = min(by for _, by in losers)
        events.append(RaceWon(stone, winner, winner_ms, margin, margin == 0))
        events.extend(RaceLost(loser, stone, winner, by, by == 0)
                      for loser, by in sorted(losers, key=lambda lost: (lost[1], lost[0])))
    return events


def late_reach(last: LiveGrab, end_ms: float, seat: int, stone: int,
               ms: float) -> RaceLost | None:
    """A reach at `ms`, after the grab ended at `end_ms` (R4.6), for a stone another seat took
    in it: void as a move, but a race lost to that seat, by `ms` minus its stamp (a missed take
    the screen tells and the summary lists); None for any other stone.

    `last` is the race as judged just before the step that ended it: a take stamped after the
    end is void, so it counts for nobody here either.
    """
    holder = last.taken.get(stone)
    if holder is None or holder[0] == seat or holder[1] > end_ms or ms < end_ms:
        return None
    return RaceLost(seat, stone, holder[0], ms - holder[1], False)


def log_late_reach(log: list[Event], last: LiveGrab, lost: RaceLost) -> list[Event]:
    """Put a late reach (`late_reach`) among the round's race results, just before its
    GrabEnded, with the winner's RaceWon where the stone had no race yet, so that the summary
    folds it into the winner's line as any race; once per seat and stone. Returns what went
    in (nothing: that race was already there, lost in the race or reached for before)."""
    if any(isinstance(e, RaceLost) and (e.player, e.stone) == (lost.player, lost.stone)
           for e in log):
        return []
    at = next((i for i, e in enumerate(log) if isinstance(e, GrabEnded)), len(log))
    won = any(isinstance(e, RaceWon) and e.stone == lost.stone for e in log[:at])
    winner_ms = last.taken[lost.stone][1]
    added: list[Event] = [lost] if won else [
        RaceWon(lost.stone, lost.winner, winner_ms, lost.by_ms, False), lost]
    log[at:at] = added
    return added
