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
        StepId.THROW: _t("Throw the stones"),
        StepId.PAIR: _t("Take a pair"),
        StepId.OWN_TWIN: _t("Your balance stone"),
        StepId.CLAIM: _t("Claim the other balance stone"),
        StepId.WRONG_PAIR: _t("A wrong pair"),
        StepId.SPLIT: _t("A split pair"),
        StepId.DISPUTE: _t("A dispute: flick!"),
        StepId.REPLACEMENT: _t("A new balance stone"),
        StepId.GAME_END: _t("The end of the game"),
        StepId.LIVE: _t("All at once!"),
    }
    return titles[step]


def step_instruction(step: StepId, opponent: str) -> str:
    """The one action the step asks for, and where."""
    texts = {
        StepId.THROW: _t("Everyone draws stones from the bag without looking and throws them "
                         "at once. Press Throw (or Space) to throw yours."),
        StepId.PAIR: _t("Two face-up stones of the same colour and rune are twins: a pair. "
                        "Drag one ringed stone onto the other, then press Done (or Enter)."),
        StepId.OWN_TWIN: _t("The ringed stone at your seat is your balance stone. Drag its twin "
                            "from the table onto it, then press Done."),
        StepId.CLAIM: _t("The twin of {opponent}'s balance stone lies face up. Drag it onto "
                         "their balance stone, press Done, and watch the end of the round."),
        StepId.WRONG_PAIR: _t("The ringed stones have the same rune but not the same colour: "
                              "they are not twins. Take them together anyway, to see what a "
                              "mistake costs, then press Done."),
        StepId.SPLIT: _t("{opponent} is quick and will reach one stone of the ringed pair "
                         "first. Take the pair anyway, then press Done."),
        StepId.DISPUTE: _t("You each claim the other's white balance stone, and the order "
                           "decides who keeps what. Press on your ringed edge, drag back to aim "
                           "and set the power, release. A stone that touches the Rune of Fate "
                           "is out."),
        StepId.REPLACEMENT: _t("You have no balance stone. Take the ringed pair, press Done, "
                               "and watch the face-up stone nearest the Rune of Fate."),
        StepId.GAME_END: _t("The bag is almost empty: this is the last round. Take the ringed "
                            "pair, press Done, then See the final scores."),
        StepId.LIVE: _t("Now everyone grabs at the same time. After the countdown, drag pairs "
                        "together before {opponent} does. Press Enter when you are done."),
    }
    return texts[step].format(opponent=opponent)


def step_success(step: StepId) -> str:
    """What the step showed, once it is done."""
    texts = {
        StepId.THROW: _t("Each stone lands face up or face down. Only face-up stones can be "
                         "taken."),
        StepId.PAIR: _t("The pair is in your treasure. Whoever has the most stones at the end "
                        "wins."),
        StepId.OWN_TWIN: _t("Both stones went into your treasure. At the end of the round you "
                            "get a new balance stone."),
        StepId.CLAIM: _t("A capture: you took their balance stone and every stone of its "
                         "colour from their treasure."),
        StepId.WRONG_PAIR: _t("The wrong pair went back into the bag, and you paid one pair "
                              "from your treasure as a penalty."),
        StepId.SPLIT: _t("Each of you got one stone of the pair, so both went back into the "
                         "bag. Nobody pays a penalty for that."),
        StepId.DISPUTE: _t("The stone closest to the Rune of Fate without touching it wins: "
                           "its owner chooses the order of the captures."),
        StepId.REPLACEMENT: _t("The face-up stone nearest the Rune of Fate became your new "
                               "balance stone."),
        StepId.GAME_END: _t("The game ends when the bag holds no more stones than there are "
                            "players. The most stones wins: you are the grand master of "
                            "runes!"),
        StepId.LIVE: _t("Well grabbed! That is the whole game."),
    }
    return texts[step]


def slip_hint(slip: Slip, opponent: str) -> str:
    """A hint for a wrong action, before the retry."""
    texts = {
        Slip.NO_PAIR: _t("That was not the ringed pair. Drag one ringed stone onto the other "
                         "before you press Done."),
        Slip.NO_OWN_TWIN: _t("Drag the ringed table stone onto your own balance stone, the "
                             "ringed one at your seat."),
        Slip.NO_CLAIM: _t("Drag the ringed table stone onto {opponent}'s balance stone, the "
                          "ringed one at their seat."),
        Slip.NO_WRONG_PAIR: _t("This time, take the two ringed stones together, even though "
                               "they are not twins."),
        Slip.NO_SPLIT: _t("Take the ringed pair, even though {opponent} is quick."),
        Slip.OUT: _t("Your stone touched the Rune of Fate, so it is out. Pull back less for a "
                     "softer flick."),
        Slip.WRONG_PAIR: _t("Those two stones are not twins: a pair has the same colour and "
                            "the same rune. A wrong pair costs a penalty."),
        Slip.LIVE_NOTHING: _t("{opponent} was quicker this time. Try again: drag one stone "
                              "onto its twin."),
    }
    return texts[slip].format(opponent=opponent)


def step_counter(number: int, total: int) -> str:
    """'Step 3 of 10'."""
    return _t("Step {n} of {total}").format(n=number, total=total)


def cover_body() -> str:
    """The cover before each of the learner's turns, in the lesson."""
    return _t("In a game at one screen, the others look away now. Click or press Space when "
              "you are ready.")


def learner_turn() -> str:
    """The cover's title before the learner's turn."""
    return _t("Your turn")
