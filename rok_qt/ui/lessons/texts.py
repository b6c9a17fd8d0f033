"""What the guided first game says, in the player's language; never a rule number."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from rok_qt.lessons.steps import Slip, StepId


def _t(text: str) -> str:
    return QCoreApplication.translate("Lesson", text)


def learner_name() -> str:
    """The learner's seat name on the table."""
    return _t("You")


def opponent_name() -> str:
    """The computer player's seat name on the table."""
    return _t("Computer")


def step_title(step: StepId) -> str:
    """The step's heading."""
    titles = {
        StepId.THROW: _t("Throw"),
        StepId.PAIR: _t("Take a pair"),
        StepId.OWN_TWIN: _t("Your balance stone"),
        StepId.CLAIM: _t("Claim"),
        StepId.WRONG_PAIR: _t("A wrong pair"),
        StepId.SPLIT: _t("A split pair"),
        StepId.DISPUTE: _t("Dispute: flick!"),
        StepId.REPLACEMENT: _t("New balance stone"),
        StepId.GAME_END: _t("Game end"),
        StepId.LIVE: _t("All at once!"),
    }
    return titles[step]


def step_instruction(step: StepId, opponent: str) -> str:
    """The one action the step asks for, and where."""
    texts = {
        StepId.THROW: _t("Everyone throws their stones at once. Press Throw or Space."),
        StepId.PAIR: _t("Same colour and rune make a pair. Drag one ringed stone onto the "
                        "other, then press Done."),
        StepId.OWN_TWIN: _t("Drag the twin of your balance stone (at your seat) onto it, then "
                            "Done."),
        StepId.CLAIM: _t("Drag the twin of {opponent}'s balance stone onto it, then Done. "
                         "Watch the end of the round."),
        StepId.WRONG_PAIR: _t("Same rune, different colour: not twins. Take them together "
                              "anyway, then Done."),
        StepId.SPLIT: _t("{opponent} will reach one stone first. Take the ringed pair anyway, "
                         "then Done."),
        StepId.DISPUTE: _t("The order of your captures matters. Press on your ringed edge, "
                           "drag back to aim, release. Touching the Rune of Fate is out."),
        StepId.REPLACEMENT: _t("You have none. Take the ringed pair, then Done. Watch the stone "
                               "nearest the Rune of Fate."),
        StepId.GAME_END: _t("Nearly empty bag: last round. Take the pair, Done, then See the "
                            "final scores."),
        StepId.LIVE: _t("Everyone grabs together. After the countdown, drag pairs before "
                        "{opponent}. Enter when done."),
    }
    return texts[step].format(opponent=opponent)


def step_success(step: StepId) -> str:
    """What the step showed, once it is done."""
    texts = {
        StepId.THROW: _t("Only face-up stones can be taken."),
        StepId.PAIR: _t("The pair is yours. Most stones wins."),
        StepId.OWN_TWIN: _t("Both go to your treasure."),
        StepId.CLAIM: _t("A capture: their balance stone and its colour's stones are yours."),
        StepId.WRONG_PAIR: _t("Wrong pair: back to the bag, and a pair of yours pays the "
                              "penalty."),
        StepId.SPLIT: _t("Each got one stone: both go back. No penalty."),
        StepId.DISPUTE: _t("Nearest to the Rune of Fate wins and chooses the order."),
        StepId.REPLACEMENT: _t("The nearest face-up stone is your new balance stone."),
        StepId.GAME_END: _t("Most stones wins: you are the grand master of runes!"),
        StepId.LIVE: _t("Well grabbed! You know the game."),
    }
    return texts[step]


def slip_hint(slip: Slip, opponent: str) -> str:
    """A hint for a wrong action, before the retry."""
    texts = {
        Slip.NO_PAIR: _t("Drag one ringed stone onto the other before Done."),
        Slip.NO_OWN_TWIN: _t("Drag the ringed table stone onto your ringed balance stone."),
        Slip.NO_CLAIM: _t("Drag the ringed table stone onto {opponent}'s ringed balance "
                          "stone."),
        Slip.NO_WRONG_PAIR: _t("Take the two ringed stones together, even though they are not "
                               "twins."),
        Slip.NO_SPLIT: _t("Take the ringed pair, even though {opponent} is quick."),
        Slip.OUT: _t("Your stone touched the Rune of Fate: out. Pull back less."),
        Slip.WRONG_PAIR: _t("Not twins: a pair has the same colour and rune. A wrong pair costs "
                            "a penalty."),
        Slip.LIVE_NOTHING: _t("{opponent} was quicker. Drag one stone onto its twin."),
    }
    return texts[slip].format(opponent=opponent)


def step_counter(number: int, total: int) -> str:
    """'Step 3 of 10'."""
    return _t("Step {n} of {total}").format(n=number, total=total)


def cover_body() -> str:
    """The cover before each of the learner's turns, in the lesson."""
    return _t("Click when ready.")


def learner_turn() -> str:
    """The cover's title before the learner's turn."""
    return _t("Your turn")


def finished_title() -> str:
    """The panel's heading once every step is done."""
    return _t("You know the game!")


def finished_body() -> str:
    """The panel's text once every step is done."""
    return _t("Set up a game with friends or computer players when you are ready.")
