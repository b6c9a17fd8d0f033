"""The engine's refusals (InvalidMove code and parameters) as translated sentences.

The engine judges and says why with a code; this module only words it for the screen, so no
English engine text reaches a player. Names in the result are player text: show it plain.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rok_qt.model.errors import InvalidMove, Refusal
from rok_qt.ui.persons import fill
from rok_qt.ui.texts import stone_name

# Named `translate` so that pyside6-lupdate finds the strings (it knows no wrapper).
translate = QCoreApplication.translate


def _sentences() -> dict[Refusal, str]:
    """Built at each call, so a language switched while running is used at once."""
    return {
        Refusal.NAME_MISSING: translate("Refusals", "Seat {seat} needs a name."),
        Refusal.NAME_TOO_LONG: translate("Refusals",
                                         "Seat {seat}: a name of at most {limit} characters."),
        Refusal.NAME_TWICE: translate(
            "Refusals", "Two seats are called \u201c{name}\u201d; names must differ."),
        Refusal.AGE_RANGE: translate("Refusals", "Seat {seat}: an age from {low} to {high}."),
        Refusal.FIRST_PLAYER: translate("Refusals", "The first player must be one of the seats."),
        Refusal.TIME_LIMIT: translate("Refusals", "The time limit must be positive, or none."),
        Refusal.GAME_OVER: translate("Refusals", "The game is over."),
        Refusal.WRONG_KIND: translate("Refusals", "The game is waiting for something else."),
        Refusal.NOT_YOUR_TURN: translate("Refusals", "It is {name}'s move."),
        Refusal.PENALTY_PAIR: translate(
            "Refusals", "A penalty is paid with one pair of twins from your own treasure."),
        Refusal.ORDER_CLAIMS: translate(
            "Refusals", "The order must list each of this colour's claims exactly once."),
        Refusal.FLICK_NUMBERS: translate("Refusals", "That flick cannot be measured."),
        Refusal.FLICK_SPEED: translate("Refusals", "That flick is too strong."),
        Refusal.FLICK_EDGE: translate("Refusals", "Flick from your own edge of the table."),
        Refusal.TOO_MANY_PICKS: translate("Refusals", "Too many picks in one turn."),
        Refusal.TAKEN_TWICE: translate("Refusals", "The {stone} is taken twice."),
        Refusal.NOT_A_BALANCE: translate("Refusals", "The {stone} is not a balance stone."),
        Refusal.STAMP_INVALID: translate("Refusals", "That take has no valid time."),
        Refusal.STAMP_LATE: translate("Refusals", "That take came after the time limit."),
        Refusal.TAKE_FATE: translate("Refusals", "Nobody may take the Rune of Fate."),
        Refusal.TAKE_BALANCE: translate("Refusals", "Nobody may take a balance stone."),
        Refusal.NOT_ON_TABLE: translate("Refusals", "The {stone} is not on the table."),
        Refusal.TAKE_FACE_DOWN: translate("Refusals", "Nobody may take a face-down stone."),
        Refusal.MATCH_PACE: translate(
            "Refusals", "Seat {seat}: the matching computer player needs a find time and a pace."),
        Refusal.NO_SUCH_SEAT: translate("Refusals", "There is no seat {seat}."),
        Refusal.SEAT_DONE: translate("Refusals", "{name} has already ended their turn."),
        Refusal.NOT_IN_HAND: translate("Refusals", "The {stone} is not in your hand."),
        Refusal.STAMP_EARLY: translate("Refusals", "That move came before your previous one."),
        Refusal.STAMP_SETTLED: translate(
            "Refusals", "That move arrived too late: the race at that moment is already settled."),
        Refusal.NOT_TWINS: translate(
            "Refusals", "Not twins: a pair is two stones of one colour and one symbol."),
        Refusal.BEFORE_GO: translate("Refusals", "The race had not started yet."),
        Refusal.WINDOW_RANGE: translate(
            "Refusals", "The race's settle window or a stamp's uncertainty is out of range."),
    }


def _to_you(code: Refusal) -> str | None:
    """The second-person sentence of a refusal that names a player, when that player is the
    person at the screen."""
    if code == Refusal.NOT_YOUR_TURN:
        return translate("Refusals", "It is your move.")
    if code == Refusal.SEAT_DONE:
        return translate("Refusals", "You have already ended your turn.")
    return None


def refusal_text(error: InvalidMove, you: str | None = None) -> str:
    """The refusal in the player's language, its stone named in that language too. `you`: the
    name of the person at the screen, who is spoken to rather than named."""
    params = dict(error.params)
    if error.code == Refusal.PLAYER_COUNT:
        if int(params["count"]) < int(params["low"]):
            return translate("Refusals", "Rök needs at least two players.")
        return translate("Refusals", "Rök is for at most five players.")
    if "stone" in params:
        params["stone"] = stone_name(int(params["stone"]))
    sentence = _sentences()[error.code]
    if you is not None and params.get("name") == you:
        sentence = _to_you(error.code) or sentence
    return fill(sentence, **params)
