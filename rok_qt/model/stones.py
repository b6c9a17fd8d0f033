"""The 49 stones (R1): ids, colours, symbols and twins."""

from __future__ import annotations

from enum import IntEnum

FATE = 0
"""Stone id of the Rune of Fate (R1.1); rune stones are 1..48."""

RUNE_STONES: tuple[int, ...] = tuple(range(1, 49))
ALL_STONES: tuple[int, ...] = tuple(range(49))


class Colour(IntEnum):
    """The three paints (R1.1); captures are settled in this order (R5.4)."""

    WHITE = 0
    GREY = 1
    BLACK = 2


SYMBOLS: tuple[str, ...] = (
    "fehu", "uruz", "thurisaz", "ansuz", "raido", "kaunan", "gebo", "wunjo",
)
"""The first ætt of the Elder Futhark (R1.2 [C])."""

GLYPHS: tuple[str, ...] = ("ᚠ", "ᚢ", "ᚦ", "ᚨ", "ᚱ", "ᚲ", "ᚷ", "ᚹ")


def is_rune(stone: int) -> bool:
    """True for the 48 rune stones, false for the Rune of Fate and unknown ids."""
    return 1 <= stone <= 48


def colour_of(stone: int) -> Colour:
    """Colour of a rune stone: ids 1-16 white, 17-32 grey, 33-48 black."""
    return Colour((stone - 1) // 16)


def symbol_of(stone: int) -> int:
    """Symbol index 0..7 of a rune stone (index into SYMBOLS and GLYPHS)."""
    return ((stone - 1) % 16) // 2


def twin_of(stone: int) -> int:
    """The one other stone with the same colour and symbol (R1.1)."""
    return stone + 1 if (stone - 1) % 2 == 0 else stone - 1


def are_twins(a: int, b: int) -> bool:
    """True when a and b are two different rune stones of one colour and symbol."""
    return is_rune(a) and is_rune(b) and twin_of(a) == b


def describe(stone: int) -> str:
    """Short English name of a stone for messages and logs, e.g. 'grey ansuz #21'."""
    if stone == FATE:
        return "Rune of Fate"
    return f"{colour_of(stone).name.lower()} {SYMBOLS[symbol_of(stone)]} #{stone}"
