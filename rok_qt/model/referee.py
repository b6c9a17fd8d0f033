"""The race referee (R7.2): every live move judged by its stamp, in whatever order it arrives.

API (Qt-free; the session, the simulator and the network host call it through `engine.step`):

- **Submit** a person's or a computer player's move as the engine's usual live moves, stamped
  in ms on the race clock (since the shared reveal): `Take`, `PutBack`, `LayOnBalance`, `Done`
  (model/moves.py). Arrival is the order of the `engine.step` calls; the stamp alone decides.
  A device's own timestamp is mapped onto the race clock before (rok_qt/arbiter.py).
- **The settle window W** (`state.race_window_ms`, set by the move `RaceWindow(ms, uncertainty)`
  before a race's first move, `set_window`, so the log and the record keep it per race): a move is
  accepted while its stamp is at most W behind the newest stamp seen (`state.live.now_ms`);
  an older one is refused with `Refusal.STAMP_SETTLED`. About 15 ms on one screen (`SCREEN_MS`),
  the largest expected delay over a network. A move is final once the newest stamp is more than
  W past it. W = 0 judges each move at once, equal stamps in arrival order (the model's tests).
- **The clock** moves the window on without a move: `Settle(ms)` when the race clock reads ms
  (`settle_due(state)` says when one could end the grab); `TimeUp(ms)` ends the grab at ms,
  judging everything admitted as final.
- **Judging**: the admitted moves are played in stamp order (equal stamps in the order of the
  game's seeded coin for that stamp, `coin_order`, the same for people and computer players
  and on replay; a seat's own moves in its own order). Takes of one stone closer than their
  uncertainties together (`Take.uncertainty_ms`) are too close to call: the seeded coin names
  the one that counts, the others lose the race to it (R7.3, model/contested.py); none of them
  is final before the latest of them is. A take counts when, at its stamp, the
  stone lay on the table; if it lay in another hand, the take lost that race. A put back frees
  the stone from its own stamp on. A late, earlier take therefore wins the stone and the take
  it beats is undone with every move that depended on it (the pair completed with it, the lay
  on a balance stone, a put back of it). The grab's end (R4.6, every player done) is judged on
  the final moves, and stands once the newest stamp is 2 W past it (every move stamped up to
  W after it has arrived by then): moves stamped after the end are void, except that a take
  stamped within W of it, of a stone then in another hand, stays that race lost (the screen
  said so at once; typically a reach for the twin of a claim that ended the grab), in every
  arrival order.

Events (model/events.py), from each `engine.step` of a live move:
- in effect: `StoneTaken`, `PickFormed`, `StonePutBack`, `PlayerDone` (also when a move comes
  back into effect after a correction);
- at once, for the screen: `TakeBeaten(player, stone, ms, winner, winner_ms, undone)` when a
  take finds its stone in another hand (`undone`: it had been shown in effect), and
  `MoveUndone(player, stone, ms, what)` for each dependent effect taken back;
- final, logged and saved with the round (the tally, the summary and replays read them), just
  before `GrabEnded`: `RaceWon(stone, player, ms, margin_ms, coin_flip, within_ms)` once per
  winning take and `RaceLost(player, stone, winner, by_ms, coin_flip, within_ms)` for every
  take it beat (model/race_results.py; `within_ms` > 0: too close to call, R7.3).
"""

from __future__ import annotations

import bisect
import math

import msgspec

from rok_qt import logs
from rok_qt.model.bounds import MAX_UNCERTAINTY_MS
from rok_qt.model.coin import tie_order
from rok_qt.model.contested import Contests, contests, key
from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.model.events import (
    Event,
    GrabEnd,
    MoveUndone,
    PickFormed,
    PlayerDone,
    StonePutBack,
    StoneTaken,
    TakeBeaten,
    Undo,
)
from rok_qt.model.grab_end import end_reason
from rok_qt.model.moves import (
    Done,
    LayOnBalance,
    LiveMove,
    PutBack,
    RaceWindow,
    Settle,
    Take,
    TimeUp,
)
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


def with_window(state: GameState, ms: float, uncertainty_ms: float | None = None) -> GameState:
    """The state with the settle window W set (a copy is not made), and with `uncertainty_ms`
    the most a take's stamp may be off at this table (R7.3; 0 on one screen, where stamps are
    exact; None leaves it as it was). The engine's own helper: outside the model a race's
    window is set by playing `RaceWindow` (set_window). ValueError, state unchanged, for
    numbers no table uses."""
    if not math.isfinite(ms) or not 0 <= ms <= MAX_WINDOW_MS:
        raise ValueError(f"A settle window is 0 to {MAX_WINDOW_MS:.0f} ms, not {ms}.")
    if uncertainty_ms is not None and (
            not math.isfinite(uncertainty_ms) or not 0 <= uncertainty_ms <= MAX_UNCERTAINTY_MS):
        raise ValueError(f"A stamp's uncertainty is 0 to {MAX_UNCERTAINTY_MS:.0f} ms, "
                         f"not {uncertainty_ms}.")
    state.race_window_ms = float(ms)
    if uncertainty_ms is not None:
        state.race_uncertainty_ms = float(uncertainty_ms)
    return state


def set_window(state: GameState, move: RaceWindow) -> None:
    """Play a `RaceWindow` (engine.apply): refused unless its numbers are ones a table uses and
    the race, if one is under way, has had no move yet (R7.2: a race is judged with one W)."""
    live = state.live
    if live is not None and (live.timeline or live.now_ms > 0):
        raise InvalidMove(Refusal.WRONG_KIND,
                          "The settle window is set before the race's first move, not during "
                          "the race.", expected="live grab", given="RaceWindow")
    try:
        with_window(state, move.window_ms, move.uncertainty_ms)
    except ValueError as error:
        raise InvalidMove(Refusal.WINDOW_RANGE, str(error), window=float(move.window_ms),
                          uncertainty=float(move.uncertainty_ms)) from None


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


def _end_final(state: GameState, end_ms: float) -> bool:
    """The grab's end at `end_ms` (R4.6) stands: every take stamped up to W after it has
    arrived (a move arrives within W of its stamp, so before the newest stamp is 2 W past the
    end). Those takes are the end's late reaches (`_late_reaches`), whatever order they came
    in (R7.2: arrival order within the window never changes the race)."""
    return _final(state, end_ms + state.race_window_ms)


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

    The grab as judged now is over (R4.6, or every player done) but its last moves are not
    final yet: they become final once the clock is more than W past them, and the end once
    it is more than 2 W past it (`_end_final`); the last stamp stands for the end.
    """

    live = state.live
    if live is None or not live.timeline or end_reason(state) is None:
        return None
    called = contests(state.seed, live.timeline, set())
    last = max(_reach(state, entry, called) for entry in live.timeline)
    window = state.race_window_ms
    return float(math.floor(max(last + window, live.timeline[-1].ms + 2 * window)) + 1)


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
    spread = _spread(state, move) if isinstance(move, Take) else 0.0
    entry = TimelineEntry(_KINDS[type(move)], seat, stone, balance, ms,
                          _coin_rank(state, seat, ms), live.admitted[seat], spread=spread)
    live.admitted[seat] += 1
    keys = [_key(e) for e in live.timeline]
    live.timeline.insert(bisect.bisect_right(keys, _key(entry)), entry)
    live.last_ms[seat] = ms
    live.now_ms = max(live.now_ms, ms)
    return _judge(state, events)


def _spread(state: GameState, take: Take) -> float:
    """The take's uncertainty, within what the table allows (not a number: none)."""
    given = take.uncertainty_ms if math.isfinite(take.uncertainty_ms) else 0.0
    return min(max(given, 0.0), state.race_uncertainty_ms)


def _reach(state: GameState, entry: TimelineEntry, called: Contests) -> float:
    """The stamp up to which the entry's judgement may still change: its own, and for a take
    as far as a take yet to come could still contest it (its uncertainty and the most another
    may have), or the farthest of its contested group (model/contested.py)."""
    if entry.kind != EntryKind.TAKE:
        return entry.ms
    return called.group_reach.get(key(entry), entry.ms + entry.spread) + \
        state.race_uncertainty_ms


def coin_order(seed: int, ms: float, seats: list[int]) -> list[int]:
    """R7.2: the order in which the seats' moves stamped `ms` count (the first wins a stone
    they all reached for at that ms): the game's seeded coin for that stamp (`coin.tie_order`),
    one for all stones, so that a seat's own moves at one ms keep their own order."""

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
    checked (R4.6 on the timeline), and once the end is final too (`_end_final`) moves after
    it are void (a take among them stamped within W of the end, of a stone in another hand,
    stays a race lost: `_late_reaches`). A race too close to call goes
    by the coin (model/contested.py), unless its winner's take never came into effect (the
    race ended before it): that one is left to the stamps.
    """
    live = _race(state)
    assert live.base is not None
    called = _calls(state, live, end_at)
    settled, ended = _replay(state, live, live.timeline, called, events, end_at, keep=True)
    timeline = live.timeline
    for entry in timeline[:settled]:
        if entry.outcome == Outcome.LOST:
            live.races.append((entry.player, entry.stone, entry.ms, entry.other,
                               entry.other_ms))
            if entry.within > 0:
                live.coin_calls.append((entry.player, entry.stone, entry.ms, entry.within))
    if ended is None and end_at is not None:
        ended = (GrabEnd.TIME_UP, max(end_at, 0.0))
    if ended is not None:
        _late_reaches(state, live, timeline[settled:], ended[1], called)
        live.timeline = []
        return ended
    del timeline[:settled]
    return None


def _calls(state: GameState, live: LiveGrab, end_at: float | None) -> Contests:
    """The timeline's races too close to call, each kept only if its winner's take comes into
    effect when the timeline is played (tried on a copy, without a word to the screen)."""
    dropped: set[tuple[int, int]] = set()
    pending = [e for e in live.timeline if end_at is None or e.ms <= end_at]
    while True:
        called = contests(state.seed, pending, dropped)
        if not called.yields:
            return called
        trial = [msgspec.structs.replace(entry, outcome=Outcome.NEW) for entry in live.timeline]
        _replay(state, live, trial, called, [], end_at, keep=False)
        took = {(e.player, e.stone, e.ms) for e in trial if e.kind == EntryKind.TAKE
                and e.outcome in (Outcome.TAKEN, Outcome.PAIRED)}
        missed = {(call.winner, stone, call.winner_ms) for (seat, n), call in
                  called.yields.items() for stone in _stones(trial, seat, n)} - took
        if not missed:
            return called
        dropped |= {key(e) for e in trial if (e.player, e.stone, e.ms) in missed
                    and e.kind == EntryKind.TAKE}


def _stones(timeline: list[TimelineEntry], seat: int, n: int) -> list[int]:
    """The stone of the seat's n-th admitted move on the timeline (a list of one, or none)."""
    return [e.stone for e in timeline if e.player == seat and e.n == n]


def _replay(state: GameState, live: LiveGrab, timeline: list[TimelineEntry], called: Contests,
            events: list[Event], end_at: float | None, *, keep: bool) -> tuple[int, Ended]:
    """Play `timeline` from the base: the final groups first (a group waits for the latest
    take it contests with), checking the end after each, then the rest as it stands. `keep`:
    the final groups become the new base. (How many entries are final, and the end.)"""

    assert live.base is not None
    _restore(state, live.base)
    judge = _Judge(called, timeline)
    index, ended, settled = 0, None, 0
    while index < len(timeline):
        ms = timeline[index].ms
        group = [e for e in timeline[index:] if e.ms == ms]
        # At time up everything stamped before it is final (no contest reaches past it).
        final = ms <= end_at if end_at is not None else \
            _final(state, _together_reach(state, timeline, index, called))
        if not final:
            break
        # A group that may end the grab before its end is final is played again below.
        before = None if end_at is not None or _end_final(state, ms) else _snapshot(state)
        for entry in group:
            _play(state, live, entry, events, judge)
        reason = end_reason(state)
        if reason is not None and before is not None:
            _restore(state, before)
            break
        index += len(group)
        settled = index
        if reason is not None:
            ended = (reason, ms)
            break
    if ended is not None or end_at is not None:
        return settled, ended
    if keep:
        live.base = _snapshot(state)
    for entry in timeline[settled:]:
        _play(state, live, entry, events, judge)
    return settled, None


def _together_reach(state: GameState, timeline: list[TimelineEntry], index: int,
                    called: Contests) -> float:
    """The farthest reach of the entries that must turn final with those stamped as
    `timeline[index]`: they, and everything up to the last take of any contested group among
    them (a group settles whole, R7.3, whatever came between; so the coin's call never
    depends on when the judgement ran, I5)."""
    upto, reach = timeline[index].ms, float("-inf")
    for entry in timeline[index:]:
        if entry.ms > upto:
            break
        reach = max(reach, _reach(state, entry, called))
        upto = max(upto, called.group_last.get(key(entry), entry.ms))
    return reach


class _Judge:
    """What one replay needs beside the state: the coin's calls and the takes by who, what,
    when (to find the uncertainty a lost take shared with the take that beat it)."""

    def __init__(self, called: Contests, timeline: list[TimelineEntry]) -> None:
        self.called = called
        self.takes = {(e.player, e.stone, e.ms): e for e in timeline if e.kind == EntryKind.TAKE}

    def within(self, entry: TimelineEntry, winner: int, winner_ms: float) -> float:
        """The uncertainty a lost take shared with the winner's (0: the stamps decided)."""
        return self.called.within(entry, self.takes.get((winner, entry.stone, winner_ms)))


def _late_reaches(state: GameState, live: LiveGrab, void: list[TimelineEntry], end_ms: float,
                  called: Contests) -> None:
    """Takes stamped after the end are void, but one stamped within W of it that reached for
    a stone then in another hand was told so (`TakeBeaten`): it stays that race lost, to
    whoever holds the stone at the end (typically a claim or pair that ended the grab, R4.6),
    so the summary and the tally say what the table said. They are played again here on the
    state at the end (and it is put back), so the race lost never depends on when they came
    (R7.2); the session tells a reach that comes later still (race_results.late_reach)."""
    late = [msgspec.structs.replace(entry, outcome=Outcome.NEW) for entry in void
            if entry.kind == EntryKind.TAKE and entry.ms <= end_ms + state.race_window_ms]
    if not late:
        return
    at_end = _snapshot(state)
    judge = _Judge(called, late)
    for entry in late:
        _play(state, live, entry, [], judge)
    _restore(state, at_end)
    for entry in late:
        holder = live.taken.get(entry.stone)
        if entry.outcome == Outcome.LOST and holder is not None and holder[0] != entry.player:
            live.races.append((entry.player, entry.stone, entry.ms, holder[0], holder[1]))


def _play(state: GameState, live: LiveGrab, entry: TimelineEntry, events: list[Event],
          judge: _Judge) -> None:
    """Play one entry at its stamp and report how its judgement changed since last time (a
    race lost to the same take is told again when it turns out too close to call, or not)."""
    old = (entry.outcome, entry.other, entry.other_ms, entry.within)
    entry.outcome, entry.other, entry.other_ms = _effect(state, live, entry, judge)
    entry.within = judge.within(entry, entry.other, entry.other_ms) \
        if entry.outcome == Outcome.LOST else 0.0
    if entry.outcome in _IN_EFFECT:
        live.actions[entry.player] += 1
    if (entry.outcome, entry.other, entry.other_ms, entry.within) != old:
        _report(entry, old[0], events)


def _effect(state: GameState, live: LiveGrab, entry: TimelineEntry,
            judge: _Judge) -> tuple[Outcome, int, float]:
    seat, stone, ms = entry.player, entry.stone, entry.ms
    hand = live.held[seat]
    if entry.kind == EntryKind.TAKE:
        call = judge.called.yields.get(key(entry))
        if call is not None and stone in state.table:
            return Outcome.LOST, call.winner, call.winner_ms   # too close to call: the coin's
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
                                 was in _IN_EFFECT, entry.within))
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
