"""The round summary's lines, one per event, each about a player by name or about "you".

A line about the person at the screen is its own second-person message (rok_qt/ui/persons.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

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
from rok_qt.model.state import GameState
from rok_qt.model.stones import are_twins
from rok_qt.ui import close_calls
from rok_qt.ui.game.lost_races import lost_line
from rok_qt.ui.persons import Persons, fill, persons_of
from rok_qt.ui.table.capture_show import capture_line
from rok_qt.ui.table.table_notes import margin_text, merged_races, seconds
from rok_qt.ui.texts import colour_name, stone_name

translate = QCoreApplication.translate


class SummaryPlurals(QObject):
    """The summary's plural lines: pyside6-lupdate marks %n plurals only in self.tr(..., n)."""

    def face_down(self, n: int) -> str:
        """'3 face-down stones went back into the bag'."""
        return self.tr("%n face-down stone(s) went back into the bag", "", n)


def describe(state: GameState, event: Event, viewer: int | bool | None = True) -> str | None:
    """One line for the summary, or None for events it does not list. `viewer`: see
    persons_of (True: the one person at the screen is "you")."""
    line: str | None = LINES(event, persons_of(state, viewer))
    return line


def round_lines(state: GameState, viewer: int | bool | None = True) -> list[str]:
    """The round's summary, a line per event of its log. A race's losers are folded into the
    winner's line ("... first, by 0.5 s (too late: Bot 1 +0.5 s, you +1.2 s)"), and a pair's
    two races won by one player make one line, and a claim that became a capture is told by the
    capture's line alone, so a round of many races stays short."""
    events = merged_races(state.log)
    winners: list[tuple[int, RaceWon]] = []   # (index, race) of the lines that name a winner
    late: dict[int, dict[int, RaceLost]] = {}   # winner's line -> loser -> their closest race
    skipped: set[int] = set()
    for index, event in enumerate(events):
        if isinstance(event, RaceWon):
            twin = _race_line(winners, event.player, event.stone)
            if twin is not None:
                skipped.add(index)   # the pair's second stone: one line for both
            else:
                winners.append((index, event))
        elif isinstance(event, RaceLost):
            line = _race_line(winners, event.winner, event.stone)
            if line is not None:
                skipped.add(index)
                losers = late.setdefault(line, {})
                known = losers.get(event.player)
                if known is None or event.by_ms < known.by_ms:
                    losers[event.player] = event
    skipped |= _told_by_capture(events)
    who = persons_of(state, viewer)
    lines = []
    for index, event in enumerate(events):
        text = None if index in skipped else describe(state, event, viewer)
        if text is not None and index in late:
            text = _with_losers(who, text, list(late[index].values()))
        if text is not None:
            lines.append(text)
    return lines


def _told_by_capture(events: list[Event]) -> set[int]:
    """The claims whose capture followed (R5.3): the capture's line says the claim again
    ("... took the twin of Bot 4's balance stone"), so the claim needs no line of its own."""
    captured = {(event.claimant, event.victim, event.claim_stone) for event in events
                if isinstance(event, Captured)}
    return {index for index, event in enumerate(events) if isinstance(event, ClaimMade)
            and (event.player, event.victim, event.stone) in captured}


def _race_line(winners: list[tuple[int, RaceWon]], player: int, stone: int) -> int | None:
    """The line of the race `player` won for this stone or its twin (the same stone first)."""
    same = [i for i, race in winners if race.player == player and race.stone == stone]
    twin = [i for i, race in winners if race.player == player and are_twins(race.stone, stone)]
    found = same or twin
    return found[0] if found else None


def _with_losers(who: Persons, line: str, lost: list[RaceLost]) -> str:
    """The winner's line with its losers: too late, or (R7.3) lost on the coin."""
    late = [event for event in lost if event.within_ms <= 0]
    if late:
        line = fill(translate("Summary", "{line} (too late: {names})"), line=line,
                    names=", ".join(_too_late(who, event) for event in late))
    coin = [who[event.player] for event in lost if event.within_ms > 0]
    return f"{line}; {close_calls.losers(coin)}" if coin else line   # one parenthesis


def _too_late(who: Persons, event: RaceLost) -> str:
    me = who[event.player]
    text = (translate("Summary", "you +{margin}") if me.you
            else translate("Summary", "{name} +{margin}"))
    return fill(text, name=me.name, margin=margin_text(event.by_ms))


def _race(who: Persons, event: RaceWon) -> str:
    me = who[event.player]
    if event.within_ms > 0:
        return close_calls.won_line(me, stone_name(event.stone), event.margin_ms,
                                    event.within_ms)
    if event.coin_flip:
        text = (translate("Summary", "You won the {stone} on a coin flip: an exact tie at {time}")
                if me.you else
                translate("Summary", "{name} won the {stone} on a coin flip: an exact tie at "
                                     "{time}"))
        return fill(text, name=me.name, stone=stone_name(event.stone), time=seconds(event.ms))
    text = (translate("Summary", "You reached the {stone} first, by {margin}") if me.you
            else translate("Summary", "{name} reached the {stone} first, by {margin}"))
    return fill(text, name=me.name, stone=stone_name(event.stone),
                margin=margin_text(event.margin_ms))


def _pair(who: Persons, event: PairTaken) -> str:
    me = who[event.player]
    text = (translate("Summary", "You took a pair of {stone}") if me.you
            else translate("Summary", "{name} took a pair of {stone}"))
    return fill(text, name=me.name, stone=stone_name(event.a))


def _own_twin(who: Persons, event: OwnTwinTaken) -> str:
    me = who[event.player]
    text = (translate("Summary", "You took the twin of your own balance stone ({stone})")
            if me.you else
            translate("Summary", "{name} took the twin of their own balance stone ({stone})"))
    return fill(text, name=me.name, stone=stone_name(event.stone))


def _claim(who: Persons, event: ClaimMade) -> str:
    me, victim = who[event.player], who[event.victim]
    if me.you:
        text = translate("Summary", "You claimed the twin of {victim}'s balance stone")
    elif victim.you:
        text = translate("Summary", "{name} claimed the twin of your balance stone")
    else:
        text = translate("Summary", "{name} claimed the twin of {victim}'s balance stone")
    return fill(text, name=me.name, victim=victim.name)


def _wrong(who: Persons, event: WrongPairReturned) -> str:
    me = who[event.player]
    stones = " + ".join(stone_name(s) for s in event.stones)
    kind = (translate("Summary", "a wrong twin") if event.twin
            else translate("Summary", "a wrong pair"))
    text = (translate("Summary", "You took {kind} ({stones}): back into the bag") if me.you
            else translate("Summary", "{name} took {kind} ({stones}): back into the bag"))
    return fill(text, name=me.name, kind=kind, stones=stones)


def _split(who: Persons, event: SplitReturned) -> str:
    me = who[event.player]
    stone = stone_name(event.stone)
    if event.lost_to is None:
        text = (translate("Summary", "You held the {stone} alone when the grab ended: back into "
                                     "the bag, no penalty") if me.you else
                translate("Summary", "{name} held the {stone} alone when the grab ended: back "
                                     "into the bag, no penalty"))
        return fill(text, name=me.name, stone=stone)
    other = who[event.lost_to]
    if me.you:
        text = translate("Summary", "You kept only one stone of a pair ({stone}), {other} got "
                                    "the other: back into the bag")
    elif other.you:
        text = translate("Summary", "{name} kept only one stone of a pair ({stone}), you got "
                                    "the other: back into the bag")
    else:
        text = translate("Summary", "{name} kept only one stone of a pair ({stone}), {other} got "
                                    "the other: back into the bag")
    return fill(text, name=me.name, stone=stone, other=other.name)


def _penalty(who: Persons, event: PenaltyPaid) -> str:
    me = who[event.player]
    text = (translate("Summary", "You paid a penalty: a pair of {stone}") if me.you
            else translate("Summary", "{name} paid a penalty: a pair of {stone}"))
    return fill(text, name=me.name, stone=stone_name(event.a))


def _waived(who: Persons, event: PenaltyWaived) -> str:
    me = who[event.player]
    text = (translate("Summary", "You owed a penalty but had no pair to pay") if me.you
            else translate("Summary", "{name} owed a penalty but had no pair to pay"))
    return fill(text, name=me.name)


def _captured(who: Persons, event: Captured) -> str:
    """The same line the table says (capture_show): who took whose stones, and by which twin."""
    return capture_line(who, event)


def _contest(who: Persons, event: ContestEnded) -> str:
    if event.winner is None:
        return translate("Summary", "The flick contest was drawn: flick again")
    me = who[event.winner]
    text = (translate("Summary", "You won the flick contest") if me.you
            else translate("Summary", "{name} won the flick contest"))
    return fill(text, name=me.name)


def _order(who: Persons, event: OrderChosen) -> str | None:
    if not event.contested:
        return None
    colour = colour_name(event.colour)
    if event.player is None:
        return fill(translate("Summary", "{name} chose the order of the {colour} captures"),
                    name=translate("Texts", "nobody"), colour=colour)
    me = who[event.player]
    text = (translate("Summary", "You chose the order of the {colour} captures") if me.you
            else translate("Summary", "{name} chose the order of the {colour} captures"))
    return fill(text, name=me.name, colour=colour)


def _replaced(who: Persons, event: BalanceReplaced) -> str:
    me = who[event.player]
    if event.stone is None:
        text = (translate("Summary", "You have no balance stone: none left to take") if me.you
                else translate("Summary", "{name} has no balance stone: none left to take"))
        return fill(text, name=me.name)
    text = (translate("Summary", "You took the {stone} as your new balance stone") if me.you
            else translate("Summary", "{name} took the {stone} as their new balance stone"))
    return fill(text, name=me.name, stone=stone_name(event.stone))


def _face_down(event: FaceDownReturned) -> str | None:
    return SummaryPlurals().face_down(len(event.stones)) if event.stones else None


def _lost(who: Persons, event: RaceLost) -> str:
    if event.within_ms > 0:
        return close_calls.lost_line(who[event.player], stone_name(event.stone),
                                     who[event.winner], event.by_ms, event.within_ms)
    return lost_line(who[event.player], stone_name(event.stone), who[event.winner], event.by_ms)


def _by(line: Callable[[Persons, Any], str | None]) -> Callable[[Any, Persons], str | None]:
    """The table calls with the event first; the lines take the people first."""
    return lambda event, who: line(who, event)


LINES: EventTable[str | None] = EventTable("the summary's lines", {
    RaceWon: _by(_race),
    RaceLost: _by(_lost),
    PairTaken: _by(_pair),
    OwnTwinTaken: _by(_own_twin),
    ClaimMade: _by(_claim),
    WrongPairReturned: _by(_wrong),
    SplitReturned: _by(_split),
    PenaltyPaid: _by(_penalty),
    PenaltyWaived: _by(_waived),
    Captured: _by(_captured),
    ContestEnded: _by(_contest),
    OrderChosen: _by(_order),
    BalanceReplaced: _by(_replaced),
    FaceDownReturned: lambda event, _who: _face_down(event),
}, ignores=(BalancesRedrawn, RoundStarted, StonesDrawn, StonesThrown, StoneTaken, StonePutBack,
            PickFormed, PlayerDone, GrabEnded, TakeBeaten, MoveUndone, ContestStarted, Flicked,
            RoundEnded, GameEnded))
"""The summary's line for each kind of event (the live race's moves are shown as they happen;
its races are listed from RaceWon and RaceLost)."""
