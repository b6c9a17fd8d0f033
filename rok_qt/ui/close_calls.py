"""The words for a race too close to call (R7.3): two takes closer than their links' combined
uncertainty, which the game's seeded coin decided. Every place that tells a race (the table's
note, the round summary and log, the replay's mark) says it the same way, with both margins:
how far apart the stamps were and how uncertain they were together."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rok_qt.ui.persons import Person, fill

translate = QCoreApplication.translate


def margins(apart_ms: float, within_ms: float) -> str:
    """'4 ms apart, 11 ms uncertain': both margins of a race too close to call."""
    return fill(translate("CloseCall", "{apart} ms apart, {within} ms uncertain"),
                apart=round(abs(apart_ms)), within=round(within_ms))


def won_line(winner: Person, stone: str, apart_ms: float, within_ms: float) -> str:
    """'Bea won the black fehu: too close to call, decided by a coin (4 ms apart, ...)'."""
    if winner.you:
        text = translate("CloseCall", "You won the {stone}: too close to call, decided by a "
                                      "coin ({margins})")
    else:
        text = translate("CloseCall", "{name} won the {stone}: too close to call, decided by "
                                      "a coin ({margins})")
    return fill(text, name=winner.name, stone=stone, margins=margins(apart_ms, within_ms))


def lost_line(loser: Person, stone: str, winner: Person, apart_ms: float,
              within_ms: float) -> str:
    """A race too close to call, told from the loser's side."""
    if loser.you:
        text = translate("CloseCall", "You lost the {stone} to {other}: too close to call, "
                                      "decided by a coin ({margins})")
    elif winner.you:
        text = translate("CloseCall", "{name} lost the {stone} to you: too close to call, "
                                      "decided by a coin ({margins})")
    else:
        text = translate("CloseCall", "{name} lost the {stone} to {other}: too close to "
                                      "call, decided by a coin ({margins})")
    return fill(text, name=loser.name, stone=stone, other=winner.name,
                margins=margins(apart_ms, within_ms))


def losers(people: list[Person]) -> str:
    """The losers folded into a winner's line: 'lost on the coin: you, Bot 1'."""
    names = [translate("CloseCall", "you") if person.you else person.name for person in people]
    return fill(translate("CloseCall", "lost on the coin: {names}"), names=", ".join(names))


def table_note(winner: Person) -> str:
    """The short note beside the stone as the round settles."""
    if winner.you:
        return translate("CloseCall", "You: won on a coin, too close to call")
    return fill(translate("CloseCall", "{name}: won on a coin, too close to call"),
                name=winner.name)


def beaten_note(winner: str) -> str:
    """The note where the stone lay, at once, for the person whose take the coin turned down."""
    return fill(translate("CloseCall", "Too close to call: {name} won it on a coin"),
                name=winner)


def replay_mark(name: str, winner: str, stamp: str, apart_ms: float, within_ms: float) -> str:
    """The replay's mark where the stone lay: who lost to whom and when, then on a line of its
    own (the mark stays narrow on a small table) the coin and both margins."""
    return fill(translate("CloseCall", "{name} lost to {winner} at {stamp}:\ntoo close to "
                                       "call, decided by a coin ({margins})"),
                name=name, winner=winner, stamp=stamp, margins=margins(apart_ms, within_ms))
