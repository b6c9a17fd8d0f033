"""Who a sentence is about: the person at the screen ("you") or another player by name.

A sentence about the person at the screen is its own second-person message ("You took a pair of
{stone}"), never a name put into a third-person one ("You took" works in English by luck, "You
holds", "You's balance stone", "Vous détient" do not). So a text function picks between messages:

    who = persons_of(state)
    if who[seat].you:
        text = translate("Ctx", "You took a pair of {stone}")
    else:
        text = translate("Ctx", "{name} took a pair of {stone}")
    return fill(text, name=who[seat].name, stone=...)

With two players in one sentence there are three messages: the person is the first, the second,
or neither ("You hold the twin of {victim}'s balance stone", "{name} holds the twin of your
balance stone", "{name} holds the twin of {victim}'s balance stone").

`fill` is `str.format` that also elides French "de"/"que" before a name that begins with a vowel
("de Ordinateur" -> "d'Ordinateur"), which a translator cannot do in the template.

The person at the screen (`viewer_seat`) is the only human seat when exactly one player is human
(one person against computer players, the lesson, practice); with several people at one screen
nobody is "you" and every sentence uses names.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale

if TYPE_CHECKING:
    # Read when a game is told: the cover screen names players with `fill` on the table's
    # first frame, before the model's states (and msgspec) are loaded.
    from rok_qt.model.state import GameState


@dataclass(frozen=True)
class Person:
    """A player as a sentence sees them: their name, and whether they are the reader."""

    name: str
    you: bool


class Persons:
    """The players of a game as persons; `persons[seat]`, None (nobody) allowed."""

    def __init__(self, names: Sequence[str], viewer: int | None) -> None:
        self.names = list(names)
        self.viewer = viewer

    def __getitem__(self, seat: int) -> Person:
        return Person(self.names[seat], seat == self.viewer)

    def __len__(self) -> int:
        return len(self.names)


def viewer_seat(state: GameState) -> int | None:
    """The seat of the one person at the screen, or None when several people (or none) play."""
    from rok_qt.model.state import Controller

    humans = [seat for seat, player in enumerate(state.players)
              if player.controller is Controller.HUMAN]
    return humans[0] if len(humans) == 1 else None


def persons_of(state: GameState, viewer: int | bool | None = True) -> Persons:
    """The state's players as persons; `viewer` True finds the person at the screen, an int
    names them, None or False means nobody is addressed as "you"."""
    seat: int | None
    if viewer is True:
        seat = viewer_seat(state)
    elif viewer is False:
        seat = None
    else:
        seat = viewer
    return Persons([player.name for player in state.players], seat)


_VOWELS = "AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆaeiouyàâäéèêëîïôöùûüœæHh"
_ELIDING = re.compile(r"(?:^|(?<=[\s(«\u00a0]))(de|que|De|Que) $")


def _elides() -> bool:
    return QLocale().language() == QLocale.Language.French


def fill(template: str, **values: object) -> str:
    """`template.format(**values)`, with French elision before a value beginning with a vowel.

    Only the words that a placeholder follows are touched, so the translator's own text stays
    as written. ('h' elides too: French names with a mute h, "Hélène", are the common case.)
    """
    if not _elides():
        return template.format(**values)
    out: list[str] = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(literal)
        if field is None:
            continue
        value = values[field]
        if conversion == "r":
            value = repr(value)
        elif conversion == "s":
            value = str(value)
        text = format(value, spec or "")
        if text[:1] in _VOWELS and text:
            so_far = "".join(out)
            match = _ELIDING.search(so_far)
            if match is not None:
                word = match.group(1)
                out = [so_far[:match.start(1)] + word[:-1] + "'"]
        out.append(text)
    return "".join(out)
