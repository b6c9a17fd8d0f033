"""What the guided first game says, in the player's language; never a rule number."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from rok_qt.lessons.steps import Slip, StepId
from rok_qt.ui.persons import fill

translate = QCoreApplication.translate
"""Called by this name with literal texts, so that lupdate finds every one ("Lesson")."""


def learner_name() -> str:
    """The learner's seat name on the table."""
    return translate("Lesson", "You")


def final_scores(scores: list[tuple[str, int]]) -> str:
    """'Final scores: You 24, Computer 6' (names and stones in the treasure, best first)."""
    ordered = sorted(scores, key=lambda item: -item[1])
    listed = ", ".join(fill(translate("Lesson", "{name} {stones}"), name=name, stones=stones)
                       for name, stones in ordered)
    return translate("Lesson", "Final scores: {scores}").format(scores=listed)


def table_reset(stones: int) -> str:
    """Said when a step's table is not the one the last step left: with how many stones the
    learner's treasure begins it (a treasure that starts anew only when it is empty)."""
    if stones == 0:
        return translate("Lesson", "A fresh table for this step: your treasure starts anew.")
    return _Plurals().fresh_treasure(stones)


class _Plurals(QObject):
    """The lesson's words with a count: self.tr, the form pyside6-lupdate marks as a plural."""

    def fresh_treasure(self, n: int) -> str:
        """'... your treasure now holds 22 stones.'"""
        return self.tr("A fresh table for this step: your treasure now holds %n stone(s).",
                       "", n)

    def last_round(self, first: str, n: int) -> str:
        """The status line on the game's last round: 'Last round · first player: You · ...'."""
        return fill(self.tr("Last round \u00b7 first player: {first} \u00b7 %n stone(s) in the "
                            "bag", "", n), first=first)


def last_round_status(first: str, stones_in_bag: int) -> str:
    """The status line of the game-end step: its round is the game's last, not "Round 1"
    (the position is the first round of the lesson's own table)."""
    return _Plurals().last_round(first, stones_in_bag)


def opponent_name() -> str:
    """The computer player's seat name on the table."""
    return translate("Lesson", "Computer")


def step_title(step: StepId) -> str:
    """The step's heading."""
    titles = {
        StepId.THROW: translate("Lesson", "Throw"),
        StepId.PAIR: translate("Lesson", "Take a pair"),
        StepId.OWN_TWIN: translate("Lesson", "Your balance stone"),
        StepId.CLAIM: translate("Lesson", "Claim"),
        StepId.WRONG_PAIR: translate("Lesson", "A wrong pair"),
        StepId.SPLIT: translate("Lesson", "A split pair"),
        StepId.DISPUTE: translate("Lesson", "Dispute: flick!"),
        StepId.REPLACEMENT: translate("Lesson", "New balance stone"),
        StepId.GAME_END: translate("Lesson", "Game end"),
        StepId.LIVE: translate("Lesson", "All at once!"),
    }
    return titles[step]


def step_instruction(step: StepId, opponent: str) -> str:
    """The one action the step asks for, and where."""
    texts = {
        StepId.THROW: translate(
            "Lesson", "Everyone throws their stones at once. Press Throw or Space."),
        StepId.PAIR: translate(
            "Lesson", "Same colour and rune make a pair. Drag one ringed stone onto the other, "
                      "then press Done."),
        StepId.OWN_TWIN: translate(
            "Lesson", "Drag the twin of your balance stone (at your seat) onto it, then Done."),
        StepId.CLAIM: translate(
            "Lesson", "Drag the twin of {opponent}'s balance stone onto it, then Done. Watch the "
                      "end of the round."),
        StepId.WRONG_PAIR: translate(
            "Lesson", "Same rune, different colour: not twins. Take them together anyway, then "
                      "Done."),
        StepId.SPLIT: translate(
            "Lesson", "{opponent} will reach one stone first. Take the ringed pair anyway, then "
                      "Done."),
        StepId.DISPUTE: translate(
            "Lesson", "The order of your captures matters. Press on your ringed edge, drag back "
                      "to aim, release. Touching the Rune of Fate is out."),
        StepId.REPLACEMENT: translate(
            "Lesson", "You have none. Take the ringed pair, then Done. Watch the stone nearest "
                      "the Rune of Fate."),
        StepId.GAME_END: translate(
            "Lesson", "Nearly empty bag: last round. Take the pair, Done, then See the final "
                      "scores."),
        StepId.LIVE: translate(
            "Lesson", "Everyone grabs together. After the countdown, drag pairs before "
                      "{opponent}. Enter when done."),
    }
    return fill(texts[step], opponent=opponent)


def step_success(step: StepId) -> str:
    """What the step showed, once it is done."""
    texts = {
        StepId.THROW: translate("Lesson", "Only face-up stones can be taken."),
        StepId.PAIR: translate("Lesson", "The pair is yours. Most stones wins."),
        StepId.OWN_TWIN: translate("Lesson", "Both go to your treasure."),
        StepId.CLAIM: translate(
            "Lesson", "A capture: their balance stone and its colour's stones are yours."),
        StepId.WRONG_PAIR: translate(
            "Lesson", "Wrong pair: back to the bag, and a pair of yours pays the penalty."),
        StepId.SPLIT: translate("Lesson", "Each got one stone: both go back. No penalty."),
        StepId.DISPUTE: translate(
            "Lesson", "Nearest to the Rune of Fate wins and chooses the order."),
        StepId.REPLACEMENT: translate(
            "Lesson", "The nearest face-up stone is your new balance stone."),
        StepId.GAME_END: translate(
            "Lesson", "Most stones wins: you are the grand master of runes!"),
        StepId.LIVE: translate("Lesson", "Well grabbed! You know the game."),
    }
    return texts[step]


def slip_hint(slip: Slip, opponent: str) -> str:
    """A hint for a wrong action, before the retry."""
    texts = {
        Slip.NO_PAIR: translate("Lesson", "Drag one ringed stone onto the other before Done."),
        Slip.NO_OWN_TWIN: translate(
            "Lesson", "Drag the ringed table stone onto your ringed balance stone."),
        Slip.NO_CLAIM: translate(
            "Lesson", "Drag the ringed table stone onto {opponent}'s ringed balance stone."),
        Slip.NO_WRONG_PAIR: translate(
            "Lesson", "Take the two ringed stones together, even though they are not twins."),
        Slip.NO_SPLIT: translate(
            "Lesson", "Take the ringed pair, even though {opponent} is quick."),
        Slip.OUT: translate("Lesson", "Your stone touched the Rune of Fate: out. Pull back less."),
        Slip.WRONG_PAIR: translate(
            "Lesson", "Not twins: a pair has the same colour and rune. A wrong pair costs a "
                      "penalty."),
        Slip.LIVE_NOTHING: translate(
            "Lesson", "{opponent} was quicker. Drag one stone onto its twin."),
    }
    return fill(texts[slip], opponent=opponent)


def step_counter(number: int, total: int) -> str:
    """'Step 3 of 10'."""
    return translate("Lesson", "Step {n} of {total}").format(n=number, total=total)


def cover_body() -> str:
    """The cover before each of the learner's turns, in the lesson."""
    return translate("Lesson", "Click when ready.")


def learner_turn() -> str:
    """The cover's title before the learner's turn."""
    return translate("Lesson", "Your turn")


def finished_title() -> str:
    """The panel's heading once every step is done."""
    return translate("Lesson", "You know the game!")


def finished_body() -> str:
    """The panel's text once every step is done."""
    return translate("Lesson", "Set up a game with friends or computer players when you are ready.")
