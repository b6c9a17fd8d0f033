"""`.venv/bin/python tools/lesson_timing.py [en|hu|fr]`: the guided game's length for a first-timer.

Each step counts the time to read its panel (and the cover before a relay turn), the scripted
time to act, the table's animations of what the engine answered (from the step's own events,
at normal speed), the computer player's pauses, and the time to read the result while
looking at the table. The goal is about 4 minutes (at most 4.5), the length the first-launch
offer states (LESSON_MINUTES in rok_qt/app/learn.py; a test keeps the two in step). A
developer's tool: it does not ship.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QTranslator

from rok_qt import assets
from rok_qt.lessons.positions import LEARNER, Names
from rok_qt.lessons.rehearse import rehearse
from rok_qt.lessons.steps import STEPS, Step, StepId
from rok_qt.model.events import (
    BalanceReplaced,
    Captured,
    ClaimMade,
    Event,
    FaceDownReturned,
    Flicked,
    OrderChosen,
    OwnTwinTaken,
    PairTaken,
    PenaltyPaid,
    SplitReturned,
    StonesThrown,
    WrongPairReturned,
)
from rok_qt.model.state import Phase
from rok_qt.ui.dialogs.order_dialog import order_texts
from rok_qt.ui.game.table_turn import TURN_MS
from rok_qt.ui.lessons import texts
from rok_qt.ui.table.animations import FRAME_MS, MOVE_MS, MOVED_PAUSE_MS, SETTLED_PAUSE_MS
from rok_qt.ui.table.race_marks import STEP_MS

WORDS_PER_S = 2.5
"""150 words a minute: a first-time player reading about a game they do not know yet."""
GOAL_S = 270.0
"""About 4 minutes: what the first-launch offer says, rounded to whole minutes."""
BOT_DELAY_S = 0.45
"""The computer player's pause before each answer (GameSession's default)."""
CLICK_S = 1.0
"""Finding and pressing a button (I'm ready, Next, See the final scores)."""
DISPUTE_NOTICE_S = 8.0
"""Reading the dispute's explanation box before the first flick."""
COUNTDOWN_S = 3 * STEP_MS / 1000
MOVING = (MOVED_PAUSE_MS + MOVE_MS) / 1000
"""One settling event's flight, with the pause after it (ui.animations)."""
MOVERS = (PairTaken, OwnTwinTaken, ClaimMade, Captured, WrongPairReturned, SplitReturned,
          PenaltyPaid, FaceDownReturned, BalanceReplaced)
"""The settling events the table animates as stones flying."""


def words(text: str) -> int:
    """Words in a text, as a reader counts them: not the French ':' or '!' after a space."""
    return sum(1 for token in text.split() if any(c.isalnum() for c in token))


def animation_s(events: list[Event]) -> float:
    """How long the table animates these events at normal speed."""
    total = 0.0
    for event in events:
        if isinstance(event, StonesThrown | Flicked) and event.frames:
            total += (len(event.frames) * FRAME_MS + SETTLED_PAUSE_MS) / 1000
        elif isinstance(event, MOVERS):
            total += MOVING
    return total


def step_seconds(step: Step, names: Names) -> dict[str, float]:
    """The parts of one step's time, in seconds."""
    _verdict, state, events = rehearse(step, names, record_frames=True)
    position = step.position(names)
    relay_turn = position.phase == Phase.GRAB and position.live is None
    read = words(texts.step_title(step.id) + " " + texts.step_instruction(step.id, names.opponent))
    if relay_turn:
        read += words(texts.learner_turn() + " " + texts.cover_body())
    extra = CLICK_S * (2 if relay_turn else 1)   # I'm ready (relay), Next
    if step.id == StepId.DISPUTE:
        extra += DISPUTE_NOTICE_S
    chosen = [e for e in events if isinstance(e, OrderChosen) and e.contested]
    if any(e.player == LEARNER for e in chosen):
        # The learner won the flick: the order dialog's title and intro, then OK.
        read += words(" ".join(order_texts(state, LEARNER, chosen[0].colour)))
        extra += CLICK_S
    if step.id == StepId.GAME_END:
        extra += CLICK_S   # See the final scores
    if step.id == StepId.LIVE:
        extra += COUNTDOWN_S
    bot_answers = 1 if step.id != StepId.THROW and step.id != StepId.LIVE else 0
    return {
        "read": read / WORDS_PER_S,
        "act": step.act_s,
        "animate": animation_s(events) + TURN_MS / 1000 + bot_answers * BOT_DELAY_S,
        # The result is read while looking at the table: the longer of the two counts.
        "watch": max(step.show_s, words(texts.step_success(step.id)) / WORDS_PER_S),
        "clicks": extra,
    }


def report(language: str) -> float:
    """Print the table for one language; the total in seconds."""
    names = Names(texts.learner_name(), texts.opponent_name())
    total = 0.0
    print(f"Guided first game, {language}: seconds per step (first-time player)")
    print(f"{'step':<12} {'read':>5} {'act':>5} {'anim':>5} {'watch':>5} {'clicks':>6} "
          f"{'total':>6}")
    for step in STEPS:
        parts = step_seconds(step, names)
        seconds = sum(parts.values())
        total += seconds
        print(f"{step.id.value:<12} {parts['read']:5.1f} {parts['act']:5.1f} "
              f"{parts['animate']:5.1f} {parts['watch']:5.1f} {parts['clicks']:6.1f} "
              f"{seconds:6.1f}")
    verdict = "met" if total <= GOAL_S else "NOT met"
    print(f"{len(STEPS)} steps, total {total:.0f} s = {total / 60:.1f} min "
          f"(goal: about 4 min, at most {GOAL_S:.0f} s: {verdict})")
    return total


def main(argv: list[str]) -> int:
    """Report for the languages asked (default: all three); 1 when one is over the goal."""
    app = QCoreApplication.instance() or QCoreApplication(argv[:1])
    worst = 0.0
    for language in argv[1:] or ["en", "hu", "fr"]:
        translator = QTranslator(app)
        if language != "en":
            translator.load(f"rok_qt_{language}", str(assets.translations_dir()))
        QCoreApplication.installTranslator(translator)
        worst = max(worst, report(language))
        QCoreApplication.removeTranslator(translator)
        print()
    return 0 if worst <= GOAL_S else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
