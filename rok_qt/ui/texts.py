"""Translated names for stones, colours and seats, shared by the dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rok_qt.model.events import BalancesRedrawn
from rok_qt.model.state import GameState, Phase
from rok_qt.model.stones import FATE, colour_of, symbol_of
from rok_qt.ui.persons import fill

# Named `translate` so that pyside6-lupdate finds the strings (it knows no wrapper).
translate = QCoreApplication.translate


def colour_name(colour: int) -> str:
    """white, grey or black, translated."""
    return (translate("Texts", "white"), translate("Texts", "grey"),
            translate("Texts", "black"))[colour]


def symbol_name(symbol: int) -> str:
    """The rune's name (R1.2), translated where a language has its own spelling."""
    names = (translate("Texts", "fehu"), translate("Texts", "uruz"),
             translate("Texts", "thurisaz"), translate("Texts", "ansuz"),
             translate("Texts", "raidō"), translate("Texts", "kaunan"),
             translate("Texts", "gebō"), translate("Texts", "wunjō"))
    return names[symbol]


def stone_name(stone: int) -> str:
    """'grey ansuz', or 'Rune of Fate'."""
    if stone == FATE:
        return translate("Texts", "Rune of Fate")
    return translate("Texts", "{colour} {symbol}").format(
        colour=colour_name(colour_of(stone)), symbol=symbol_name(symbol_of(stone)))


def seat_name(state: GameState, seat: int | None) -> str:
    """A player's name, or 'nobody'."""
    return translate("Texts", "nobody") if seat is None else state.players[seat].name


def bot_activity(kind: Phase, name: str) -> str:
    """What a computer player is doing while the table waits for it."""
    texts = {
        Phase.THROW: translate("Texts", "{name} throws\u2026"),
        Phase.GRAB: translate("Texts", "{name} grabs (their picks stay hidden until the round "
                                       "is settled)\u2026"),
        Phase.PENALTY: translate("Texts", "{name} chooses a penalty pair\u2026"),
        Phase.FLICK: translate("Texts", "{name} flicks\u2026"),
        Phase.ORDER: translate("Texts", "{name} chooses the order of captures\u2026"),
    }
    return fill(texts.get(kind, ""), name=name)


def joined_names(names: list[str]) -> str:
    """'Anna', 'Anna and Bela', 'Anna, Bela and Cili', with the language's 'and'."""
    if len(names) <= 1:
        return "".join(names)
    return translate("Texts", "{names} and {last}").format(
        names=translate("Texts", ", ").join(names[:-1]), last=names[-1])


def balances_redrawn_text(state: GameState, event: BalancesRedrawn) -> str:
    """R3.2: 'Anna and Bela drew twins; both drew again.' (names are player text: plain)."""
    names = joined_names([state.players[seat].name for seat in event.seats])
    return fill(translate("Texts", "{names} drew twins; both drew again."), names=names)
