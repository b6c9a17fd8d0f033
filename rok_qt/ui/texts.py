"""Translated names for stones, colours and seats, shared by the dialogs."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rok_qt.model.state import GameState, Phase
from rok_qt.model.stones import FATE, colour_of, symbol_of


def _tr(text: str) -> str:
    return QCoreApplication.translate("Texts", text)


def colour_name(colour: int) -> str:
    """white, grey or black, translated."""
    return (_tr("white"), _tr("grey"), _tr("black"))[colour]


def symbol_name(symbol: int) -> str:
    """The rune's name (R1.2), translated where a language has its own spelling."""
    names = (_tr("fehu"), _tr("uruz"), _tr("thurisaz"), _tr("ansuz"), _tr("raidō"),
             _tr("kaunan"), _tr("gebō"), _tr("wunjō"))
    return names[symbol]


def stone_name(stone: int) -> str:
    """'grey ansuz', or 'Rune of Fate'."""
    if stone == FATE:
        return _tr("Rune of Fate")
    return _tr("{colour} {symbol}").format(colour=colour_name(colour_of(stone)),
                                           symbol=symbol_name(symbol_of(stone)))


def seat_name(state: GameState, seat: int | None) -> str:
    """A player's name, or 'nobody'."""
    return _tr("nobody") if seat is None else state.players[seat].name


def bot_activity(kind: Phase, name: str) -> str:
    """What a computer player is doing while the table waits for it."""
    texts = {
        Phase.THROW: _tr("{name} throws\u2026"),
        Phase.GRAB: _tr("{name} grabs (their picks stay hidden until the round is settled)"
                        "\u2026"),
        Phase.PENALTY: _tr("{name} chooses a penalty pair\u2026"),
        Phase.FLICK: _tr("{name} flicks\u2026"),
        Phase.ORDER: _tr("{name} chooses the order of captures\u2026"),
    }
    return texts.get(kind, "").format(name=name)
