"""A live grab's races as the round records them (R7.2, R7.3): RaceWon and RaceLost for every
race the referee (model/referee.py) judged lost, the races too close to call marked as the
coin's, and a person's reach just after the grab ended, told as a race lost."""

from __future__ import annotations

from rok_qt.model.events import Event, GrabEnded, RaceLost, RaceWon
from rok_qt.model.state import LiveGrab


def race_results(live: LiveGrab) -> list[Event]:
    """RaceWon and RaceLost for every race lost this grab, in stamp order (R7.2).

    One RaceWon per winning take, with the margin to its nearest loser, then its losers.
    """
    coins = {(loser, stone, ms): within for loser, stone, ms, within in live.coin_calls}
    winners: dict[tuple[float, int, int], list[tuple[int, float, float]]] = {}
    for loser, stone, ms, winner, winner_ms in live.races:
        winners.setdefault((winner_ms, stone, winner), []).append(
            (loser, ms - winner_ms, coins.get((loser, stone, ms), 0.0)))
    events: list[Event] = []
    for (winner_ms, stone, winner), losers in sorted(winners.items()):
        ordered = sorted(losers, key=lambda lost: (abs(lost[1]), lost[0]))
        _, margin, within = ordered[0]
        events.append(RaceWon(stone, winner, winner_ms, margin, margin == 0 or within > 0,
                              within))
        events.extend(RaceLost(loser, stone, winner, by, by == 0 or shared > 0, shared)
                      for loser, by, shared in ordered)
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
