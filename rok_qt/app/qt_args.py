"""The game's own options that Qt's platforms would take for themselves.

On X11, Qt reads `-name`/`--name` as the window class name and removes it from the arguments
before the game's parser sees them, so `--join ... --name Bea` would join as a spectator. The
game holds such options back from QApplication and hands them to its own parser.
"""

from __future__ import annotations

from collections.abc import Sequence

HELD = ("name",)
"""The game's options that a Qt platform also claims (the X11 platform's `-name`)."""


def held_back(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """`args` split into what QApplication gets and the game's options held back from it
    (`--name Bea`, `--name=Bea`, `-name Bea`; after `--` everything is a file name)."""
    for_qt: list[str] = []
    held: list[str] = []
    at = 0
    while at < len(args):
        word = args[at]
        at += 1
        if word == "--":
            for_qt.extend(args[at - 1:])
            break
        option, equals, _value = word.lstrip("-").partition("=")
        if not (word.startswith("-") and option in HELD):
            for_qt.append(word)
            continue
        held.append("--" + word.lstrip("-"))
        if not equals and at < len(args):
            held.append(args[at])   # the option's value, whatever it looks like
            at += 1
    return for_qt, held
